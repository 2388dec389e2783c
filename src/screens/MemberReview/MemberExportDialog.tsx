import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { ActionDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { Checkbox } from '../../components/Field/index.js';
import type { ExportFormat } from '../../export/index.js';
import { useMessages } from '../../i18n/index.js';
import { exportMessages } from '../../i18n/texts/export.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { vars } from '../../theme/theme.js';

export interface MemberExportDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` on Cancel, Escape, an overlay click, or after a successful export. */
  onOpenChange: (open: boolean) => void;
  /** The heading, e.g. 'Export Partner Data'. */
  title: ReactNode;
  /** The period the export covers, e.g. 'Jan 3, 2026 to Jun 2, 2026'. */
  period: ReactNode;
  /**
   * Produces the files for the ticked formats (in the order CSV, Excel, Excel workbook, PDF). Call nothing async
   * before the PDF's print window opens. Resolve to close the dialog; reject to keep it open.
   */
  onExport: (formats: ExportFormat[]) => Promise<unknown>;
  /** An export failure to show in the dialog. @default undefined */
  error?: string;
}

const FORMATS: readonly ExportFormat[] = ['csv', 'excel', 'xlsx', 'pdf'];

const Formats = styled.fieldset({
  border: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  legend: { padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeights.medium },
});

const Period = styled.dl({
  margin: 0,
  dt: { fontWeight: vars.fontWeights.medium, marginBottom: vars.space.xs },
  dd: { margin: 0, color: vars.colors.textMuted },
});

const Hint = styled.p({ margin: `${vars.space.md} 0 0`, color: vars.colors.danger, fontSize: vars.fontSizes.sm });

/**
 * The review pages' 'Export Partner Data' dialog: CSV, Excel, 'Excel workbook (.xlsx)'
 * and PDF checkboxes (CSV ticked at first), the period the data covers, and Export, which is
 * unavailable with a hint while no format is ticked. Each opening starts again from CSV alone. It
 * shares the busy, one-at-a-time frame of the confirm dialogs.
 *
 * @example
 * <MemberExportDialog open={open} onOpenChange={setOpen} title="Export Partner Data"
 *   period="Jan 3, 2026 to Jun 2, 2026" onExport={(formats) => exportAs(formats)} />
 */
export function MemberExportDialog({ open, onOpenChange, title, period, onExport, error }: MemberExportDialogProps) {
  const messages = useMessages({ list: listBaseMessages, export: exportMessages });
  const t = messages.export;
  const labels: Record<ExportFormat, string> = {
    csv: messages.list.exportCsv,
    excel: messages.list.exportExcel,
    xlsx: messages.list.exportXlsx,
    pdf: messages.list.exportPdf,
  };
  const [ticked, setTicked] = useState<ReadonlySet<ExportFormat>>(() => new Set(['csv']));
  const hintId = useId();

  // A fresh choice each time the dialog opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTicked(new Set(['csv']));
  }

  const toggle = (format: ExportFormat, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(format);
      else next.delete(format);
      return next;
    });
  const none = ticked.size === 0;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={t.exportButton}
      inactive={none}
      onConfirm={() => onExport(FORMATS.filter((format) => ticked.has(format)))}
      error={error}
    >
      <Formats aria-describedby={none ? hintId : undefined}>
        <legend>{t.formatsLabel}</legend>
        {FORMATS.map((format) => (
          <Checkbox key={format} label={labels[format]} checked={ticked.has(format)} onChange={(event) => toggle(format, event.target.checked)} />
        ))}
      </Formats>
      <Period>
        <dt>{t.periodLabel}</dt>
        <dd>{period}</dd>
      </Period>
      {none && <Hint id={hintId}>{t.atLeastOneFormat}</Hint>}
    </ActionDialog>
  );
}
