import { useCallback } from 'react';
import type { DistributorMembersApi, PartnerMembersApi, VariantApi } from '../../api/AdminApi.js';
import { membersOf } from '../../api/variantApi.js';
import type { DownloadProgress, Id, Member } from '../../api/types.js';
import { memberSearchFields } from '../../domain/member.js';
import { useLoader } from '../../hooks/useLoader.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { listStateOf, useListController, type ListController, type ListStateProps } from '../../list/index.js';
import { useMemberTexts } from '../../components/MemberCells/index.js';

/** The one call Partners Overview makes. */
export type PartnersOverviewApi = PartnerMembersApi<'list'>;
/** The one call Distributors Overview makes. */
export type DistributorsOverviewApi = DistributorMembersApi<'list'>;

/** Which programme the screen shows (`variant`), and where its list comes from (`api`). */
export type MembersOverviewControllerProps = VariantApi<PartnersOverviewApi, DistributorsOverviewApi> & ListStateProps & {
  /** Opens a member's review page, e.g. `navigate('/partners/' + id)`. */
  onOpen: (id: Id) => void;
};

export interface MembersOverviewController {
  /** Search, sort, date range and paging over the whole list, fetched once. */
  list: ListController<Member>;
  /** True until the first answer arrives. */
  loading: boolean;
  /** True while rows remembered from an earlier visit show and the fresh list is on its way ('Updating...'). */
  refreshing: boolean;
  /** How much of a large list has arrived, while it arrives. */
  progress: DownloadProgress | undefined;
  /** 'An error occurred while fetching partners data' (or the server's message). */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  /** Fetches the list again. */
  retry: () => void;
  /** Opens the row's review page. */
  open: (member: Member) => void;
}

const NO_MEMBERS: Member[] = [];

/**
 * Loads every partner (or distributor) once and binds it to the list engine with its
 * search fields (first name, last name, e-mail, company name) and createdAt for sort and range.
 *
 * @example const overview = useMembersOverviewController({ api, variant: 'partner', onOpen: (id) => navigate(`/partners/${id}`) });
 */
export function useMembersOverviewController(props: MembersOverviewControllerProps): MembersOverviewController {
  const { variant, onOpen } = props;
  const texts = useMemberTexts(variant);
  const members = membersOf(props);
  const loader = useLoader((signal, onDownloadProgress) => members.list({ signal, onDownloadProgress }), loaderKey(members), texts.fetchError, [members, 'list']);
  const { state } = loader;
  const list = useListController(state.data ?? NO_MEMBERS, {
    searchText: memberSearchFields,
    date: (member) => member.createdAt,
    ready: state.data !== undefined,
    ...listStateOf(props),
  });
  const { reload } = loader;
  return {
    list,
    loading: state.status === 'loading' && state.data === undefined,
    refreshing: loader.refreshing,
    progress: loader.progress,
    error: state.error,
    errorDetail: state.errorDetail,
    retry: useCallback(() => void reload(), [reload]),
    open: useCallback((member: Member) => onOpen(member.id), [onOpen]),
  };
}
