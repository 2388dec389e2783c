import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { Checkbox } from '../../components/Field/index.js';
import type { ExportFormat } from '../../export/index.js';
import { useMessages } from '../../i18n/index.js';

export interface MemberExportDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` on Cancel, Escape or an overlay click. */
  onOpenChange: (open: boolean) => void;
  /** The heading, e.g. 'Export Partner Data'. */
  title: ReactNode;
  /** The period the export covers, e.g. 'Jan 3, 2026 to Jun 2, 2026'. */
  period: ReactNode;
  /** Produces the files; the dialog passes the ticked formats in the order CSV, Excel, PDF. */
  onExport: (formats: ExportFormat[]) => void;
  /** True while the files are produced. @default false */
  busy?: boolean;
  /** An export failure to show in the dialog. @default undefined */
  error?: string;
}

const FORMATS: readonly ExportFormat[] = ['csv', 'excel', 'pdf'];

const Formats = styled.fieldset(({ theme }) => ({
  border: 'none',
  margin: `0 0 ${theme.space.lg}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.lg,
  legend: { padding: 0, marginBottom: theme.space.sm, fontWeight: theme.fontWeights.medium },
}));

const Period = styled.dl(({ theme }) => ({
  margin: 0,
  dt: { fontWeight: theme.fontWeights.medium, marginBottom: theme.space.xs },
  dd: { margin: 0, color: theme.colors.textMuted },
}));

const Hint = styled.p(({ theme }) => ({ margin: `${theme.space.md} 0 0`, color: theme.colors.danger, fontSize: theme.fontSizes.sm }));

const ErrorText = styled.p(({ theme }) => ({
  margin: `${theme.space.lg} 0 0`,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.colors.dangerBorder}`,
  borderRadius: theme.radii.md,
  background: theme.colors.dangerSurface,
  color: theme.colors.danger,
}));

/**
 * The review pages' 'Export Partner Data' dialog (SPEC 2.5): CSV, Excel and PDF checkboxes (CSV
 * ticked at first), the period the data covers, and Export, which stays disabled with a hint
 * until at least one format is ticked. Each opening starts again from CSV alone.
 *
 * @example
 * <MemberExportDialog open={open} onOpenChange={setOpen} title="Export Partner Data"
 *   period="Jan 3, 2026 to Jun 2, 2026" onExport={(formats) => exportAs(formats)} />
 */
export function MemberExportDialog({ open, onOpenChange, title, period, onExport, busy = false, error }: MemberExportDialogProps) {
  const messages = useMessages();
  const t = messages.export;
  const labels: Record<ExportFormat, string> = { csv: messages.list.exportCsv, excel: messages.list.exportExcel, pdf: messages.list.exportPdf };
  const [ticked, setTicked] = useState<ReadonlySet<ExportFormat>>(() => new Set(['csv']));

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
  const hintId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {messages.common.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={none}
            busy={busy}
            aria-describedby={none ? hintId : undefined}
            onClick={() => onExport(FORMATS.filter((format) => ticked.has(format)))}
          >
            {t.exportButton}
          </Button>
        </>
      }
    >
      <Formats>
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
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Dialog>
  );
}
