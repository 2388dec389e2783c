import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { OneSideProps } from '../../api/AdminApi.js';
import type { Id, Member } from '../../api/types.js';
import { FieldList } from '../../components/FieldList/index.js';
import { Button } from '../../components/Button/index.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { ListView } from '../../components/ListView/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { memberName } from '../../domain/member.js';
import type { CsvSeparator } from '../../export/csvSeparator.js';
import { displayText, phoneWithCode, textOf } from '../../format/index.js';
import { formatMessage, useMessages, type Messages } from '../../i18n/index.js';
import { MemberEmail, MemberStatus, PhoneText, memberPersonColumns, memberRowId, useMemberNameLink, useMemberTexts } from '../../components/MemberCells/index.js';
import { useMembersOverviewController, type DistributorsOverviewApi, type MembersOverviewControllerProps, type PartnersOverviewApi } from './useMembersOverviewController.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { memberMessages } from '../../i18n/texts/members.js';
import { vars } from '../../theme/theme.js';
import { readOnlyScreen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, byVariant, callback, listStateRules, optional, variant } from '../../components/ScreenErrorBoundary/propRules.js';
import { FormattedDate } from '../../components/FormattedDate/index.js';

/** The export's columns load with the file writers on the first export, not with the screen (issue 33). */
const loadExportColumns = () => import('../../export/loadColumns.js').then((module) => module.partnerExportColumns);

export type MembersOverviewProps = MembersOverviewControllerProps & {
  /** Called by 'View Partner Requests' / 'View Distributor Requests', e.g. `navigate('/partners/requests')`. */
  onViewRequests: () => void;
  /** 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
  /**
   * The address of a member's review page, e.g. `(id) => '/partners/' + id`: each name becomes a
   * real link, so Ctrl-click or a middle click opens it in a new tab (a plain click still calls
   * `onOpen`). @default undefined (names are text; the row opens on click)
   */
  memberHref?: (id: Id) => string;
  /** The CSV export's separator. @default the locale's: ';' where decimals take a comma (German, French, ...), else ',' */
  csvSeparator?: CsvSeparator;
};

/**
 * The callbacks every overview calls. The screens below merge them with their own rules by calls
 * marked pure, and not by an object spread: esbuild keeps a call marked pure (here `readOnlyScreen`,
 * marked by the build) whose arguments may have side effects, as a spread or an unmarked call
 * may, so a bundle of PartnersOverview carried the other two screens with their rules (issue 33).
 */
const overviewRules = { onOpen: callback, onViewRequests: callback, memberHref: optional(callback), ...listStateRules };

/** The partner screen's props: no variant, and only the partner list call. */
export type PartnersOverviewProps = OneSideProps<MembersOverviewProps, PartnersOverviewApi>;
/** The distributor screen's props: no variant, and only the distributor list call. */
export type DistributorsOverviewProps = OneSideProps<MembersOverviewProps, DistributorsOverviewApi>;

const CardHead = styled.div({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

const CardName = styled.strong({ fontSize: vars.fontSizes.lg, overflowWrap: 'anywhere' });

const CardCompany = styled.p({ margin: `0 0 ${vars.space.sm}`, color: vars.colors.textMuted });

/** The card's labels and values: a label column at least 88 px wide. */
// On a 320 px phone a value must not widen its card past the screen (WCAG 1.4.10): the values'
// column may shrink to nothing, and an address's minimum of the table (MemberEmail) does not apply.
const CardFields = styled(FieldList)({
  gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)',
  fontSize: vars.fontSizes.md,
  dd: { minWidth: 0, '& > *': { minWidth: 0 } },
});

/** 'Acme Ltd (51-200)': the company with its size in brackets, as the cards show it. */
function companyWithSize(member: Member, messages: Pick<Messages, 'member'>): string {
  const company = displayText(member.companyName);
  const size = textOf(member.companySize);
  return size ? `${company} ${formatMessage(messages.member.companySize, { size })}` : company;
}

function MemberCard({ member, messages, emailLinks }: { member: Member; messages: Pick<Messages, 'common' | 'columns' | 'member'>; emailLinks: boolean }) {
  const c = messages.columns;
  return (
    <>
      <CardHead>
        <CardName>{memberName(member)}</CardName>
        <MemberStatus member={member} messages={messages} />
      </CardHead>
      <CardCompany>{companyWithSize(member, messages)}</CardCompany>
      <CardFields>
        <dt>{c.email}</dt>
        <dd>
          <MemberEmail email={member.email} asLink={emailLinks} />
        </dd>
        <dt>{c.phone}</dt>
        <dd>
          <PhoneText text={phoneWithCode(member.countryCode, member.phoneNumber)} />
        </dd>
        <dt>{c.position}</dt>
        <dd>{displayText(member.position)}</dd>
        <dt>{c.registerDate}</dt>
        <dd>
          <FormattedDate value={member.createdAt} />
        </dd>
      </CardFields>
    </>
  );
}

/**
 * The partners or distributors overview: search over name, e-mail and company,
 * Sort By, a date range, CSV/Excel/PDF export of the filtered rows, and a table (cards on small
 * screens) whose rows open the review page. Distributor e-mails are mailto links when valid.
 *
 * @example
 * <MembersOverview api={api} variant="distributor" onOpen={(id) => navigate(`/distributors/${id}`)}
 *   onViewRequests={() => navigate('/distributors/requests')} />
 */
export const MembersOverview = readOnlyScreen(
  'MembersOverview',
  MembersOverviewView,
  /* @__PURE__ */ Object.assign({ variant, api: /* @__PURE__ */ byVariant({ partner: /* @__PURE__ */ api('partners.list'), distributor: /* @__PURE__ */ api('distributors.list') }) }, overviewRules),
);

function MembersOverviewView({ onViewRequests, layout = 'auto', memberHref, csvSeparator, ...controllerProps }: MembersOverviewProps) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, member: memberMessages });
  const { variant } = controllerProps;
  const texts = useMemberTexts(variant);
  const overview = useMembersOverviewController(controllerProps);
  const emailLinks = variant === 'distributor';

  const nameLink = useMemberNameLink(memberHref, controllerProps.onOpen);
  const columns = useMemo<DataTableColumn<Member>[]>(
    () => [
      ...memberPersonColumns(messages, { emailLinks, nameLink }),
      { id: 'status', header: messages.columns.status, fit: true, cell: (m) => <MemberStatus member={m} messages={messages} /> },
    ],
    [messages, emailLinks, nameLink],
  );

  return (
    <>
      <ScreenHeader
        title={texts.overviewTitle}
        subtitle={variant === 'distributor' ? messages.member.distributorsSubtitle : messages.member.partnersSubtitle}
        actions={
          <Button variant="primary" onClick={onViewRequests}>
            {texts.viewRequests}
          </Button>
        }
      />
      <ListView
        list={overview.list}
        columns={columns}
        getRowId={memberRowId}
        caption={texts.overviewTitle}
        load={overview.load}
        searchPlaceholder={texts.searchPlaceholder}
        loadingText={texts.loading}
        emptyText={texts.empty}
        onRowClick={overview.open}
        renderCard={(member) => <MemberCard member={member} messages={messages} emailLinks={emailLinks} />}
        exportOptions={{ columns: loadExportColumns, kind: variant === 'distributor' ? 'distributors' : 'partners', title: texts.overviewTitle, csvSeparator, fileUrl: overview.fileUrl }}
        density="compact"
        layout={layout}
      />
    </>
  );
}

/**
 * Partners Overview, at /partners in the reference console.
 *
 * @example <PartnersOverview api={api} onOpen={(id) => navigate(`/partners/${id}`)} onViewRequests={() => navigate('/partners/requests')} />
 */
export const PartnersOverview = readOnlyScreen(
  'PartnersOverview',
  (props: PartnersOverviewProps) => <MembersOverviewView {...props} variant="partner" />,
  /* @__PURE__ */ Object.assign({ api: /* @__PURE__ */ api('partners.list') }, overviewRules),
);

/**
 * Distributors Overview, at /distributors in the reference console.
 *
 * @example <DistributorsOverview api={api} onOpen={(id) => navigate(`/distributors/${id}`)} onViewRequests={() => navigate('/distributors/requests')} />
 */
export const DistributorsOverview = readOnlyScreen(
  'DistributorsOverview',
  (props: DistributorsOverviewProps) => <MembersOverviewView {...props} variant="distributor" />,
  /* @__PURE__ */ Object.assign({ api: /* @__PURE__ */ api('distributors.list') }, overviewRules),
);
