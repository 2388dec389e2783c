import type { ExportFormat } from '../../export/index.js';
import { useMessages } from '../../i18n/index.js';
import { DownloadIcon } from '../Icon/index.js';
import { Menu, type MenuAlign } from '../Menu/index.js';
import { listMessages } from '../../i18n/texts/list.js';

export interface ExportMenuProps {
  /** Called with the format the user picks. */
  onExport: (format: ExportFormat) => void;
  /** Disables the menu while an export runs. @default false */
  busy?: boolean;
  /** Which edge of the trigger the popup lines up with. @default 'end' */
  align?: MenuAlign;
}

/** The spec's CSV, Excel (.xls) and PDF, with the Excel workbook (.xlsx) beside its .xls. */
const FORMATS: readonly ExportFormat[] = ['csv', 'excel', 'xlsx', 'pdf'];

/**
 * 'Export' with a download icon, opening CSV, Excel and PDF (SPEC 9 export formats) and 'Excel
 * workbook (.xlsx)'.
 *
 * @example <ExportMenu onExport={(format) => void exporter.exportAs(format)} busy={exporter.busy} />
 */
export function ExportMenu({ onExport, busy = false, align = 'end' }: ExportMenuProps) {
  const messages = useMessages({ list: listMessages });
  const labels: Record<ExportFormat, string> = {
    csv: messages.list.exportCsv,
    excel: messages.list.exportExcel,
    xlsx: messages.list.exportXlsx,
    pdf: messages.list.exportPdf,
  };
  return (
    <Menu
      label={messages.list.export}
      triggerIcon={<DownloadIcon />}
      align={align}
      disabled={busy}
      items={FORMATS.map((format) => ({ id: format, label: labels[format], onSelect: () => onExport(format) }))}
    />
  );
}
