import type { ExportFormat } from '../../export/index.js';
import { formatMessage, useMessages } from '../../i18n/index.js';
import { DownloadIcon } from '../Icon/index.js';
import { Menu, type MenuAlign } from '../Menu/index.js';
import { listBaseMessages } from '../../i18n/texts/list.js';

/** What an export covers: every filtered row, or the rows picked for a bulk action. */
export type ExportScope = 'filtered' | 'selected';

export interface ExportMenuProps {
  /** Called with the format the user picks, and whether the picked rows or every filtered row. */
  onExport: (format: ExportFormat, scope: ExportScope) => void;
  /** Rows picked in the list: when more than 0, each format is offered for them too. @default 0 */
  selectedCount?: number;
  /** Disables the menu while an export runs. @default false */
  busy?: boolean;
  /** Which edge of the trigger the popup lines up with. @default 'end' */
  align?: MenuAlign;
}

/** CSV, Excel (.xls) and PDF, with the Excel workbook (.xlsx) beside the .xls. */
const FORMATS: readonly ExportFormat[] = ['csv', 'excel', 'xlsx', 'pdf'];

/**
 * 'Export' with a download icon, opening CSV, Excel (.xls), PDF (through the print window) and
 * 'Excel workbook (.xlsx)'.
 *
 * @example <ExportMenu onExport={(format) => void exporter.exportAs(format)} busy={exporter.busy} />
 */
export function ExportMenu({ onExport, selectedCount = 0, busy = false, align = 'end' }: ExportMenuProps) {
  const messages = useMessages({ list: listBaseMessages });
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
      items={[
        ...FORMATS.map((format) => ({ id: format, label: labels[format], onSelect: () => onExport(format, 'filtered') })),
        ...(selectedCount > 0
          ? FORMATS.map((format) => ({
              id: `${format}-selected`,
              label: formatMessage(messages.list.exportSelected, { format: labels[format], count: selectedCount }),
              onSelect: () => onExport(format, 'selected'),
            }))
          : []),
      ]}
    />
  );
}
