import type { DistributorDealsApi, EventsApi, PartnerDealsApi, VariantApi } from '../../api/AdminApi.js';
import { dealsOf } from '../../api/variantApi.js';
import type { Deal, Id, Variant } from '../../api/types.js';
import { dealOwnerName, normaliseDealStatus, type AnyDeal, type DealStatus } from '../../domain/dealRow.js';
import { MISSING, displayText, formatDateTime, fullName, mailtoHref, phoneWithCode, textOf, yesNo } from '../../format/index.js';
import { useLoader } from '../../hooks/useLoader.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { isNewer, useLiveChanges } from '../../hooks/useLiveChanges.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import type { Messages } from '../../i18n/messages.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { dealDetailsMessages } from '../../i18n/texts/dealDetails.js';
import { DEFAULT_LOCALE } from '../../i18n/locale.js';

/**
 * The calls the Deal Details dialog makes for a partner's deal: the deal, and beyond SPEC 7 (each
 * optional) its history and the live changes, which keep it current.
 */
export type PartnerDealDetailsApi = PartnerDealsApi<'get' | 'history'> & { events?: EventsApi };
/** The calls the Deal Details dialog makes for a distributor's deal. */
export type DistributorDealDetailsApi = DistributorDealsApi<'get' | 'history'> & { events?: EventsApi };

/** Which programme the deal belongs to (`variant`), where it is loaded from (`api`), and which deal. */
export type DealDetailsControllerProps = VariantApi<PartnerDealDetailsApi, DistributorDealDetailsApi> & {
  /** The deal to load. */
  id: Id;
};

/** One labelled value of the dialog; `href` only for a valid e-mail address (a mailto link). */
export interface DealDetailField {
  label: string;
  value: string;
  href?: string;
}

/** One section of the Deal Details dialog, e.g. 'Customer Information'. */
export interface DealDetailSection {
  id: string;
  title: string;
  fields: DealDetailField[];
}

export interface DealDetailsController {
  /** True while the deal loads. */
  loading: boolean;
  /** The server's message or 'Failed to load deal details'. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  /** The loaded deal's id, status and sections; undefined until loaded. */
  details: { id: string; status: DealStatus; sections: DealDetailSection[] } | undefined;
  /** The deal as loaded (and as changed since, live), for its history; undefined until loaded. */
  deal: Deal | undefined;
  /** 'Rejected by Ada L. just now' when another administrator changed the deal while it shows. */
  note: string | undefined;
  /** The latest change another administrator made, for a polite live region. */
  announcement: string;
  /** Loads the deal again (after an error or a decision); resolves when it is in. */
  reload: () => Promise<void>;
}

/** The decision maker's name with the title in brackets when there is one: 'Jane Doe (CISO)'. */
function decisionMaker(deal: AnyDeal): string {
  const name = fullName(deal.dmFirstName, deal.dmLastName, '');
  const title = textOf(deal.dmTitle);
  if (name && title) return `${name} (${title})`;
  return name || title || MISSING;
}

/**
 * The sections and fields of the Deal Details dialog, every value as text with '-'
 * for missing ones. Pure, so the view only lays them out.
 *
 * @example dealDetailSections(deal, 'partner', defaultMessages)[0].title // 'Partner Information'
 */
export function dealDetailSections(
  deal: Deal,
  variant: Variant,
  messages: Pick<Messages, 'common' | 'dealDetails'>,
  locale: string = DEFAULT_LOCALE,
): DealDetailSection[] {
  const t = messages.dealDetails;
  const d = deal as AnyDeal;
  const yesNoLabels = { yes: messages.common.yes, no: messages.common.no };
  const text = (label: string, value: unknown): DealDetailField => ({ label, value: displayText(value) });
  const owner =
    variant === 'distributor'
      ? { title: t.distributorInformation, company: d.distributorCompany, jobTitle: d.distributorTitle }
      : { title: t.partnerInformation, company: d.partnerCompany, jobTitle: d.partnerTitle };
  const email = displayText(d.dmEmail);
  return [
    {
      id: 'owner',
      title: owner.title,
      fields: [
        { label: t.name, value: dealOwnerName(deal, variant) },
        text(t.company, owner.company),
        text(t.title_, owner.jobTitle),
      ],
    },
    {
      id: 'customer',
      title: t.customerInformation,
      fields: [
        text(t.company, d.customerCompany),
        { label: t.decisionMaker, value: decisionMaker(d) },
        { label: t.decisionMakerEmail, value: email, href: mailtoHref(d.dmEmail) },
        { label: t.decisionMakerPhone, value: phoneWithCode(d.dmCountryCode, d.dmPhoneNumber) },
        { label: t.existingCustomer, value: yesNo(d.isExistingCustomer, yesNoLabels) },
      ],
    },
    {
      id: 'address',
      title: t.addressInformation,
      fields: [text(t.address, d.address), text(t.city, d.city), text(t.state, d.state), text(t.postalCode, d.postalCode), text(t.country, d.country)],
    },
    {
      id: 'vendor',
      title: t.vendorTeam,
      fields: [
        { label: t.partnerManager, value: fullName(d.e7PartnerManagerFirstName, d.e7PartnerManagerLastName) },
        { label: t.accountExecutive, value: fullName(d.e7AccountExecutiveFirstName, d.e7AccountExecutiveLastName) },
      ],
    },
    {
      id: 'deal',
      title: t.dealInformation,
      fields: [
        text(t.engagementType, d.engagementType),
        text(t.resellerEngagement, d.resellerEngagement),
        text(t.opportunityNumber, d.opportunityNumber),
        text(t.otherResellerEngagement, d.otherResellerEngagement),
        text(t.productPosition, d.e7ProductPosition),
        text(t.platform, d.e7Platform),
        { label: t.multiYear, value: yesNo(d.isMultiYear, yesNoLabels) },
        text(t.years, d.years),
      ],
    },
    {
      id: 'mdf',
      title: t.mdfInformation,
      fields: [text(t.mdfFunding, d.mdfFunding), text(t.mdfActivityName, d.mdfActivityName)],
    },
    {
      id: 'additional',
      title: t.additionalInformation,
      // A rejection's reason is kept apart from the remarks (beyond SPEC 3): both show, each labelled.
      fields: [
        text(t.customerNeeds, d.descriptionCustomerNeeds),
        text(t.comments, d.comments),
        text(t.remarks, d.remarks),
        ...(textOf(d.rejectionReason) ? [text(t.rejectionReason, d.rejectionReason)] : []),
      ],
    },
    {
      id: 'dates',
      title: t.dateInformation,
      fields: [
        { label: t.createdAt, value: formatDateTime(d.createdAt, locale) },
        { label: t.updatedAt, value: formatDateTime(d.updatedAt, locale) },
      ],
    },
  ];
}

/**
 * Loads one deal for the Deal Details dialog and derives its sections. Leaving (closing
 * the dialog) aborts the request; another id starts from an empty dialog. Changes other
 * administrators make to the deal while it shows replace it (live events, when the API has them).
 *
 * @example const details = useDealDetailsController({ api, variant: 'partner', id: 12 });
 */
export function useDealDetailsController(props: DealDetailsControllerProps): DealDetailsController {
  const { variant, id } = props;
  const messages = useMessages({ common: commonMessages, dealDetails: dealDetailsMessages });
  const locale = useLocale();
  const deals = dealsOf(props);
  const { state, reload, setData } = useLoader<Deal>((signal) => deals.get(id, { signal }), loaderKey(deals, variant, id), messages.dealDetails.loadError);
  // While the deal is fetched again (after a decision) the dialog keeps showing it, with the
  // decision's notice beside the buttons, instead of going back to 'Loading...'.
  const deal = state.status === 'error' ? undefined : state.data;
  const live = useLiveChanges<Deal>({
    events: props.api.events,
    area: variant === 'distributor' ? 'distributorDeals' : 'partnerDeals',
    client: deals,
    onChange: (record, change) => {
      if (String(change.recordId) !== String(id) || !record || !deal) return false;
      if (isNewer(record, deal)) setData(() => record);
      return true;
    },
    onResync: () => void reload(),
  });
  return {
    loading: state.status === 'loading' && deal === undefined,
    error: state.error,
    errorDetail: state.errorDetail,
    details: deal && { id: String(deal.id), status: normaliseDealStatus(deal.status), sections: dealDetailSections(deal, variant, messages, locale) },
    deal,
    note: live.noteOf(id),
    announcement: live.announcement,
    reload,
  };
}
