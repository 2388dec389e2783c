import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { buttonStyles, iconButtonBox } from '../../components/Button/Button.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { CheckIcon, CloseIcon, EditIcon, MoreVerticalIcon, PlusIcon } from '../../components/Icon/index.js';
import { ListView } from '../../components/ListView/index.js';
import { Checkbox } from '../../components/Field/index.js';
import { FieldList } from '../../components/FieldList/index.js';
import { Menu } from '../../components/Menu/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import type { Id } from '../../api/types.js';
import type { DealRow } from '../../domain/dealRow.js';
import type { CsvSeparator } from '../../export/csvSeparator.js';
import { yesNo } from '../../format/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import { dealStatusBadge } from '../../components/StatusBadge/DealStatusBadge.js';
import { statusBadgeStyles } from '../../components/StatusBadge/StatusBadge.js';
import { LiveAnnouncer } from '../../components/LiveNote/index.js';
import { withLiveNote } from '../../components/LiveNote/LiveNote.js';
import { decisionButton } from '../../components/DecisionFocus/decisionButton.js';
import { StatusFilter } from '../../components/StatusFilter/index.js';
import { useDealsListWith, type DealsListControllerProps, type DealsListControllerWith } from './useDealsListController.js';
import { decisionCode, useListDecisions, type ListDecisions } from './listDecisions.js';
import { useListReview, type ListReview } from './listReview.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { dealsBaseMessages } from '../../i18n/texts/deals.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, byVariant, callback, listStateRules, optional, recordId, variant } from '../../components/ScreenErrorBoundary/propRules.js';
import { formatDate } from '../../format/dates.js';
import { useLocale } from '../../i18n/MessagesProvider.js';
import { lazyPart, useNeeded, usePreloadWhenIdle } from '../../platform/lazyPart.js';

// What only some moments need loads by import() (issue 33): the deal's details on a row's click,
// the Reject and Remarks dialogs with their actions on their buttons (the approve's run on the
// first approve, `useListDecisions`), the bulk bar once a row is picked. Each is
// preloaded when the browser is idle after the list's first render.
const DealDetailsDialog = lazyPart(() => import('../DealDetailsDialog/DealDetailsDialog.js').then((module) => module.DealDetailsDialog));
const DealDecisionDialogs = lazyPart(() => import('./ListDecisionDialogs.js').then((module) => module.ListDecisionDialogs));
const BulkReviewControls = lazyPart(() => import('./DealBulkControls.js').then((module) => module.DealBulkControls));

export type DealsListProps = DealsListControllerProps & {
  /** 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
  /**
   * A deal's own address in the host, e.g. `(id) => '/deals/' + id`: the possible conflicts in
   * Deal Details become links to it (a new tab, a copied link). @default undefined (buttons)
   */
  dealHref?: (id: Id) => string;
  /** The CSV export's separator. @default the locale's: ';' where decimals take a comma (German, French, ...), else ',' */
  csvSeparator?: CsvSeparator;
};

/** The deal list's controller, deciding through `useListDecisions`. */
type DealsListScreenController = DealsListControllerWith<ListDecisions, ListReview>;

/** The narrowest a column of server text gets, in characters (see `wrapped`). */
type TextMin = 4 | 8 | 11 | 13;
const TEXT_MINS: readonly TextMin[] = [4, 8, 11, 13];

/** Long values keep their full text as a tooltip. */
const LONG_TEXT = 80;
/**
 * A contact that is a phone number (digits, +, spaces, brackets, dashes, of a phone number's
 * length): kept on one line and left to right on any page.
 */
const PHONE_LIKE = /^[+\d\s().-]{1,24}$/;


/** 'Deal 1234 approved': quiet, beside the toolbar's controls. */
const Notice = styled.span({ alignSelf: 'center', color: vars.status.success.text, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });

/**
 * Server text that may be one endless word: it wraps (anywhere, if it must) instead of stretching
 * the table, but the column never gets narrower than `min` characters. Past four lines it is cut
 * off with an ellipsis (the Deal Details dialog shows it whole), so one huge value cannot make a
 * row screens tall. A phone number stays on one line, left to right. A function that returns the
 * span, not a component: four or five in each row were that many more components to render on
 * every page step, sort and search (issue 33).
 */
function wrapped(min: TextMin, children: string) {
  if (PHONE_LIKE.test(children)) return <span data-deal="nowrap" dir="ltr">{children}</span>;
  return (
    <span data-deal-text={min} title={children.length > LONG_TEXT ? children : undefined} dir="auto">
      {children}
    </span>
  );
}

/**
 * Holds the screen's rows for the keyboard's next stop after a decision, adding no box of its own,
 * and the styles of what the rows show. The cells' parts are plain elements named by a data
 * attribute (`data-deal`, `data-deal-text`), not styled components: a styled element is two
 * components that serialise and hash their styles on every render, and ten rows of nine of them
 * were much of what a page step, a sort or a search renders.
 */
const Root = styled.div({
  display: 'contents',
  '& [data-deal-text]': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 4,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  ...Object.fromEntries(TEXT_MINS.map((min) => [`& [data-deal-text="${min}"]`, { minWidth: `${min}ch` }])),
  '& [data-deal=nowrap]': { whiteSpace: 'nowrap' },
  '& [data-deal=company]': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs },
  // 'Possible conflict (2)': another member registered this customer company too. It may wrap
  // ('Möglicher / Konflikt (2)'), so it never widens the company column beyond the company's own.
  '& [data-deal=conflict]': {
    padding: `1px ${vars.space.sm}`,
    borderRadius: vars.radii.md,
    border: `1px solid ${vars.status.warning.border}`,
    background: vars.status.warning.background,
    color: vars.status.warning.text,
    fontSize: vars.fontSizes.xs,
    fontWeight: vars.fontWeights.medium,
  },
  // The remark and its edit button, the button below the text where the table needs the width.
  '& [data-deal=remark]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, maxWidth: '30ch' },
  // Approve and reject side by side, or one above the other where the table needs the width (German beside the sidebar).
  '& [data-deal=actions]': { display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs },
  // The rows' icon buttons (`rowButton`): an `IconButton`'s styles on a plain button.
  '& [data-deal-button]': { ...buttonStyles('ghost', 'sm'), ...iconButtonBox('sm') },
  '& [data-deal-button=approve]': { color: vars.status.success.text },
  '& [data-deal-button=reject]': { color: vars.colors.danger },
  // The status badge (`DealStatusBadge`'s styles on a plain span), in each tone a deal's status takes.
  ...Object.fromEntries((['success', 'danger', 'warning'] as const).map((tone) => [`& [data-deal-badge=${tone}]`, statusBadgeStyles(tone)])),
});

/**
 * The rows' icons, made once: the same element in every render, so React skips them (three in each
 * of a page's rows, rendered anew on every page step, sort and search otherwise).
 */
const ICONS = { approve: <CheckIcon />, reject: <CloseIcon />, edit: <EditIcon />, add: <PlusIcon /> };

/** A deal that still waits for a decision. */
const needsDecision = (row: DealRow) => row.status === 'pending';

/**
 * A row's icon button (approve, reject, the remark's): what `IconButton` renders (its label as the
 * accessible name and tooltip; while busy marked so and deaf to clicks), as a plain button styled
 * by `Root`. Three of them in each of a page's rows were, as `IconButton`s, five styled and plain
 * components each, rendered anew on every page step, sort and search; and, as a function that
 * returns the button rather than a component, none at all (issue 33).
 */
function rowButton({
  kind,
  label,
  busy = false,
  onClick,
  children,
  ...data
}: { kind: 'approve' | 'reject' | 'remark'; label: string; busy?: boolean; onClick: () => void; children: ReactNode } & Partial<Record<`data-${string}`, string>>) {
  return (
    <button
      type="button"
      data-deal-button={kind}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick();
      }}
      {...data}
    >
      {children}
    </button>
  );
}

const CardHeader = styled.div({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

const CardTitle = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeights.bold,
});

/** The card's labels and values: a label column at least 96 px wide, each pair centred on its line. */
// On a 320 px phone a value must not widen its card past the screen (WCAG 1.4.10): the values'
// column may shrink to nothing, and the table's minimum widths and unbroken lines do not apply.
const CardFields = styled(FieldList)({
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  alignItems: 'center',
  dd: { minWidth: 0 },
  '& dd [data-deal-text]': { minWidth: 0 },
  '& dd [data-deal=nowrap]': { whiteSpace: 'normal' },
});

/**
 * The remark and its button. This and `rowStatus` are functions that return their elements, not
 * components: each was ten more components to render on every page step, sort and search (issue 33).
 */
function remark(row: DealRow, deals: typeof dealsBaseMessages, onEdit: (row: DealRow) => void) {
  return (
    <span data-deal="remark">
      {row.hasRemark && wrapped(8, row.remark)}
      {rowButton({ kind: 'remark', label: row.hasRemark ? deals.editRemark : deals.addRemark, onClick: () => onEdit(row), children: row.hasRemark ? ICONS.edit : ICONS.add })}
    </span>
  );
}

/** A row's status: what `DealStatusBadge` shows, as a plain span styled by `Root`. */
function rowStatus(status: unknown, t: typeof dealsBaseMessages) {
  const { tone, label } = dealStatusBadge(status, t);
  return <span data-deal-badge={tone}>{label}</span>;
}

/** What the row actions of the table need from the controller. */
type DealRowActions = Pick<DealsListScreenController, 'approvingId' | 'approve' | 'conflicts' | 'noteOf'> & {
  openReject: (row: DealRow) => void;
  openRemarks: (row: DealRow) => void;
};

function dealColumns(messages: Pick<Messages, 'common' | 'columns'> & { deals: typeof dealsBaseMessages }, locale: string, variant: DealsListProps['variant'], deals: DealRowActions): DataTableColumn<DealRow>[] {
  const c = messages.columns;
  const t = messages.deals;
  const yesNoLabels = { yes: messages.common.yes, no: messages.common.no };
  return [
    { id: 'id', header: c.registrationNumber, fit: true, cell: (row) => wrapped(4, String(row.id)) },
    { id: 'name', header: variant === 'distributor' ? t.distributorName : t.partnerName, cell: (row) => wrapped(8, row.name) },
    {
      id: 'customerCompany',
      header: c.customerCompany,
      cell: (row) => {
        const conflicts = deals.conflicts.count(row.deal);
        return (
          <span data-deal="company">
            {wrapped(13, row.customerCompany)}
            {conflicts > 0 && <span data-deal="conflict">{formatMessage(t.possibleConflict, { count: String(conflicts) })}</span>}
          </span>
        );
      },
    },
    // What `FormattedDate` shows, without a component in every row.
    { id: 'registrationDate', header: c.registrationDate, fit: true, cell: (row) => <span data-deal="nowrap">{formatDate(row.registrationDate, locale)}</span> },
    { id: 'customerContact', header: c.customerContact, cell: (row) => wrapped(11, row.customerContact) },
    { id: 'existing', header: c.existing, fit: true, cell: (row) => yesNo(row.existing, yesNoLabels) },
    {
      id: 'status',
      header: c.status,
      fit: true,
      cell: (row) => withLiveNote(deals.noteOf(row.id), rowStatus(row.status, t)),
    },
    { id: 'remark', header: c.remark, cell: (row) => remark(row, t, deals.openRemarks) },
    {
      id: 'actions',
      header: c.actions,
      cell: (row) => (
        // On every row, decided deals included: a decision can be changed.
        <span data-deal="actions">
          {rowButton({
            kind: 'approve',
            ...decisionButton('approve', String(row.id)),
            label: formatMessage(t.approveNamed, { id: String(row.id) }),
            busy: deals.approvingId === row.id,
            onClick: () => deals.approve(row),
            children: ICONS.approve,
          })}
          {rowButton({
            kind: 'reject',
            ...decisionButton('reject', String(row.id)),
            label: formatMessage(t.rejectNamed, { id: String(row.id) }),
            onClick: () => deals.openReject(row),
            children: ICONS.reject,
          })}
        </span>
      ),
    },
  ];
}

/** The small-screen card: the same data as the table, with the actions in a menu. */
function DealCard({ row, columns, deals, t }: { row: DealRow; columns: DataTableColumn<DealRow>[]; deals: DealsListScreenController; t: typeof dealsBaseMessages }): ReactNode {
  const byId = (id: string) => columns.find((column) => column.id === id)!;
  const fields = ['customerCompany', 'registrationDate', 'customerContact', 'existing', 'remark'].map(byId);
  return (
    <>
      <CardHeader>
        <CardTitle>
          <span>
            #{String(row.id)} · {row.name}
          </span>
          {/* What the table's status cell shows (`rowStatus`, styled by `Root`). */}
          {withLiveNote(deals.noteOf(row.id), rowStatus(row.status, t))}
        </CardTitle>
        <Menu
          label={<MoreVerticalIcon />}
          triggerLabel={t.dealActions}
          triggerVariant="ghost"
          triggerSize="sm"
          align="end"
          items={[
            { id: 'approve', label: t.approveDeal, icon: <CheckIcon />, onSelect: () => deals.approve(row) },
            { id: 'reject', label: t.rejectDeal, icon: <CloseIcon />, onSelect: () => deals.reject.open(row) },
          ]}
        />
      </CardHeader>
      <CardFields>
        {fields.map((column) => (
          <div key={column.id}>
            <dt>{column.header}</dt>
            <dd>{column.cell(row)}</dd>
          </div>
        ))}
      </CardFields>
    </>
  );
}

/** The calls a deal list makes on its side's deals. */
const dealCalls = (area: 'partnerDeals' | 'distributorDeals') => ['list', 'get', 'approve', 'reject', 'updateRemarks'].map((call) => `${area}.${call}`);

/**
 * The deal lists: Partner Deals (`variant="partner"`, /deals) and Distributor Deals
 * (`variant="distributor"`, /distributor-deals). Search, sort, date range and export over every
 * deal; approve, reject with a reason and add or edit a remark on any row; a row click opens the
 * Deal Details dialog, which decides too and steps to the previous and next deal of the list. Its
 * deal can be the host's (`detailsId`, `onDetailsChange`), e.g. kept in the address. Small screens
 * show cards with an action menu.
 *
 * @example
 * <DealsList api={api} variant="partner" />
 * <DealsList api={api} variant="partner" detailsId={params.dealId ?? null} onDetailsChange={(id) => navigate(id === null ? '/deals' : `/deals/${id}`)} />
 */
export const DealsList = screen('DealsList', DealsListView, {
  variant,
  api: byVariant({
    partner: api(...dealCalls('partnerDeals')),
    distributor: api(...dealCalls('distributorDeals')),
  }),
  detailsId: optional(recordId),
  onDetailsChange: optional(callback),
  dealHref: optional(callback),
  ...listStateRules,
});

function DealsListView({ layout = 'auto', dealHref, csvSeparator, ...controllerProps }: DealsListProps) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, deals: dealsBaseMessages });
  const t = messages.deals;
  const { variant } = controllerProps;
  const partner = variant !== 'distributor';
  const deals = useDealsListWith(controllerProps, useListDecisions, useListReview);
  const { approvingId, approve, conflicts, noteOf } = deals;
  const openReject = deals.reject.open;
  const openRemarks = deals.remarks.open;
  // Kept between renders (the table then skips rows it already shows), rebuilt when an action
  // or the deal being approved changes.
  const locale = useLocale();
  const columns = useMemo(
    () => dealColumns(messages, locale, variant, { approvingId, approve, openReject, openRemarks, conflicts, noteOf }),
    [messages, locale, variant, approvingId, approve, openReject, openRemarks, conflicts, noteOf],
  );
  const title = partner ? t.partnerTitle : t.distributorTitle;
  // Stable, as the columns are: the table's rows render again only when what they show changes.
  const dealName = useCallback((row: DealRow) => formatMessage(t.dealNamed, { id: String(row.id) }), [t]);

  // After a decision the keyboard goes on to the same button of the next deal that waits for one
  // (issue 31 item 7): after an approve from the row (when the focus was on that row's button, or
  // fell to the page), and when the Reject Deal dialog closes.
  const root = useRef<HTMLDivElement>(null);
  // Only to a decision button: the cards (a phone) have none, and there the focus goes back to the card's menu.
  const nextDecision = (decided: DealRow['id'], action: 'approve' | 'reject') => {
    // The code arrives with the decision's (`decisionCode`); without it the focus stays where it is.
    const target = decisionCode.loaded?.decisionFocusTarget(root.current, { rows: deals.rowsAtDecision(), keyOf: (row) => String(row.id), needsDecision, decided: String(decided), action });
    return target?.dataset.decision ? target : null;
  };
  const latestNext = useRef(nextDecision);
  useEffect(() => {
    latestNext.current = nextDecision;
  });
  const { approved } = deals;
  usePreloadWhenIdle(DealDetailsDialog, DealDecisionDialogs, BulkReviewControls);
  const detailsNeeded = useNeeded(deals.detailsId !== null);
  const decisionDialogsNeeded = useNeeded(deals.reject.dialogProps.open || deals.remarks.dialogProps.open);
  const { review } = deals;
  // Mounted at the first pick and kept: the bar holds the review's state (`useListReview`).
  const bulkNeeded = useNeeded(review.selection.count > 0);
  useEffect(() => {
    if (!approved) return;
    const focused = document.activeElement as HTMLElement | null;
    const onDecided = focused?.dataset.row === String(approved.id) || !focused || focused === document.body;
    if (onDecided) latestNext.current(approved.id, 'approve')?.focus();
  }, [approved]);

  // The same elements while what they show stays, so React skips them when only the rows change (a
  // page step, a sort, a search): the list's toolbar is memoised on its props (issue 33).
  const header = useMemo(() => <ScreenHeader title={title} subtitle={t.subtitle} />, [title, t]);
  const { statusFilter } = deals.list;
  const filters = useMemo(() => statusFilter && <StatusFilter {...statusFilter} />, [statusFilter]);
  const { notice, conflictsOnly, setConflictsOnly } = deals;
  const toolbarExtra = useMemo(
    () => (
      <>
        {notice && <Notice role="status">{notice}</Notice>}
        <Checkbox label={t.conflictsOnly} checked={conflictsOnly} onChange={(event) => setConflictsOnly(event.target.checked)} />
      </>
    ),
    [notice, conflictsOnly, setConflictsOnly, t],
  );

  return (
    <Root ref={root}>
      {header}
      <ListView
        list={deals.list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        caption={title}
        load={deals.load}
        filters={filters}
        searchPlaceholder={partner ? t.partnerSearch : t.distributorSearch}
        toolbarExtra={toolbarExtra}
        loadingText={partner ? t.partnerLoading : t.distributorLoading}
        emptyText={partner ? t.partnerEmpty : t.distributorEmpty}
        onRowClick={deals.openDetails}
        renderCard={(row) => <DealCard row={row} columns={columns} deals={deals} t={t} />}
        exportOptions={{ columns: deals.exportColumns, kind: 'deals', title, csvSeparator, fileUrl: deals.fileUrl }}
        layout={layout}
        density="compact"
        // A deal row's cells hold nothing of their own (what they show comes from the deal, the
        // decision under way and the live notes, by the deal's id): a page step, a sort or a search
        // updates the rows' text instead of replacing them (issue 33, docs/architecture.md).
        recycleRows
        selection={{ rows: deals.review.selection, rowName: dealName }}
        bulkBar={
          bulkNeeded && (
          <BulkReviewControls
            review={deals.review}
            rows={() => deals.list.filteredRows}
            deals={deals.filteredDeals}
            // In server mode the total is the server's, and 'Select all' picks the filter itself.
            selectableCount={deals.list.total}
            nameOf={(id) => formatMessage(t.dealNamed, { id })}
          />
          )
        }
      />
      {decisionDialogsNeeded && (
      <DealDecisionDialogs
        decisions={deals}
        // After a rejection, the next deal's Reject; after Cancel, back to the button that opened it.
        rejectReturnFocus={() => {
          const id = deals.takeRejected();
          return id === null ? null : nextDecision(id, 'reject');
        }}
      />
      )}
      {detailsNeeded && (
      <DealDetailsDialog
        {...controllerProps}
        open={deals.detailsId !== null}
        onOpenChange={(open) => {
          if (!open) deals.closeDetails();
        }}
        id={deals.detailsId}
        conflicts={deals.detailsDeal ? deals.conflicts.others(deals.detailsDeal) : undefined}
        onOpenDeal={deals.openDetailsOf}
        dealHref={dealHref}
        actions
        onChange={deals.reload}
        onPrevious={deals.previousDetails}
        onNext={deals.nextDetails}
      />
      )}
      <LiveAnnouncer text={deals.announcement} />
    </Root>
  );
}
