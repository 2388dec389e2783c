import styled from '@emotion/styled';
import { useId } from 'react';
import type { RequestOptions } from '../../api/AdminApi.js';
import type { Id, RecordChange } from '../../api/types.js';
import { authorName, changeActionText, changeStatusText } from '../../domain/change.js';
import { formatDateTime } from '../../format/dates.js';
import { textOf, toTimestamp } from '../../format/format.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useLoader } from '../../hooks/useLoader.js';
import { formatMessage } from '../../i18n/messages.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { vars } from '../../theme/theme.js';
import { Button } from '../Button/index.js';

/** The call of a record's area that lists its changes (`api.partnerDeals` and so on); optional beyond SPEC 7. */
export interface HistoryArea {
  history?: (id: Id, options?: RequestOptions) => Promise<RecordChange[]>;
}

export interface RecordHistoryProps {
  /** The record's area, e.g. `api.partnerDeals`: without its `history` call nothing shows at all. */
  area: HistoryArea;
  /** The record. */
  id: Id;
  /** The record's version as shown: a new one (a decision here, a change heard live) loads the history again. @default undefined */
  version?: unknown;
  /** The level of the 'History' heading, under the heading of what it is part of. @default 3 */
  level?: 2 | 3;
}

const Section = styled.section({ minWidth: 0 });

const Title = styled.h3({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, color: vars.colors.text });

const Entries = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

const Entry = styled.li({
  display: 'grid',
  gap: 2,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.colors.border}`,
  overflowWrap: 'anywhere',
  p: { margin: 0 },
});

const Muted = styled.p({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

const Text = styled.p({ margin: 0, color: vars.colors.textMuted, whiteSpace: 'pre-wrap' });

const Failed = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.colors.danger });

const NO_CHANGES: RecordChange[] = [];

/** One change: what, by whom, when, the statuses before and after, and the reason or remark. */
function ChangeEntry({ change, texts, locale }: { change: RecordChange; texts: typeof decisionsMessages; locale: string }) {
  const from = changeStatusText(change.fromStatus, texts);
  const to = changeStatusText(change.toStatus, texts);
  const reason = textOf(change.reason);
  const at = toTimestamp(change.changedAt);
  return (
    <Entry>
      <p>
        <strong>{formatMessage(texts.historyEntry, { action: changeActionText(change.action, texts), name: authorName(change.changedBy, texts) })}</strong>
      </p>
      <Muted>
        {!Number.isNaN(at) && <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, locale)}</time>}
        {!Number.isNaN(at) && from && to && ' · '}
        {from && to && formatMessage(texts.historyStatus, { from, to })}
      </Muted>
      {reason && <Text>{formatMessage(change.action === 'remarks' ? texts.historyRemark : texts.historyReason, change.action === 'remarks' ? { remark: reason } : { reason })}</Text>}
    </Entry>
  );
}

/**
 * A record's history, newest first: who (the full name), when (the local date and time), what
 * ('Rejected', 'Approved', 'Remarks changed', 'Undone', with the status before and after) and the
 * reason or remark. Loaded with the area's optional `history` call, again when `version` changes;
 * an area without the call (a backend of SPEC 7 alone) shows no section at all.
 *
 * @example <RecordHistory area={api.partnerDeals} id={deal.id} version={deal.version} />
 */
export function RecordHistory({ area, id, version, level = 3 }: RecordHistoryProps) {
  if (typeof area.history !== 'function') return null;
  return <LoadedHistory area={area} id={id} version={version} level={level} />;
}

function LoadedHistory({ area, id, version, level }: Required<Pick<RecordHistoryProps, 'area' | 'id' | 'level'>> & { version: unknown }) {
  const messages = useMessages({ decisions: decisionsMessages, common: commonMessages });
  const t = messages.decisions;
  const locale = useLocale();
  const headingId = useId();
  const versionKey = typeof version === 'number' || typeof version === 'string' ? version : undefined;
  const { state, reload } = useLoader(
    (signal) => area.history!(id, { signal }),
    loaderKey(area, typeof id === 'number' || typeof id === 'string' ? id : String(id), versionKey),
    t.historyError,
  );
  // The changes as loaded (the server's order: newest first); anything but a list shows none.
  const changes = Array.isArray(state.data) ? state.data : NO_CHANGES;
  return (
    <Section aria-labelledby={headingId}>
      <Title as={level === 2 ? 'h2' : 'h3'} id={headingId}>
        {t.historyTitle}
      </Title>
      {state.status === 'loading' && state.data === undefined && <Muted role="status">{t.historyLoading}</Muted>}
      {state.status === 'error' && (
        <Failed role="alert">
          <span>{state.error}</span>
          <Button size="sm" onClick={() => void reload()}>
            {messages.common.tryAgain}
          </Button>
        </Failed>
      )}
      {state.status === 'ready' && changes.length === 0 && <Muted>{t.historyEmpty}</Muted>}
      {changes.length > 0 && (
        <Entries>
          {changes.map((change, index) => (
            <ChangeEntry key={`${String(change?.id)}-${index}`} change={change ?? {}} texts={t} locale={locale} />
          ))}
        </Entries>
      )}
    </Section>
  );
}
