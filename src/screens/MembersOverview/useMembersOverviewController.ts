import { serverFileUrl, type ServerFileUrl } from '../../export/serverFile.js';
import { useCallback } from 'react';
import type { DistributorMembersApi, PartnerMembersApi, VariantApi } from '../../api/AdminApi.js';
import { membersOf } from '../../api/variantApi.js';
import type { Id, Member } from '../../api/types.js';
import { isMemberActive, memberSearchFields, memberSortKeys } from '../../domain/member.js';
import { useListSource } from '../../hooks/useListSource.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { listPageQueryOf, listStateOf, useListController, useListState, type ListController, type ListStateProps } from '../../list/index.js';
import { useMemberTexts } from '../../components/MemberCells/index.js';

/** The one call Partners Overview makes. */
export type PartnersOverviewApi = PartnerMembersApi<'list' | 'query' | 'exportUrl'>;
/** The one call Distributors Overview makes. */
export type DistributorsOverviewApi = DistributorMembersApi<'list' | 'query' | 'exportUrl'>;

/** Which programme the screen shows (`variant`), and where its list comes from (`api`). */
export type MembersOverviewControllerProps = VariantApi<PartnersOverviewApi, DistributorsOverviewApi> & ListStateProps & {
  /** Opens a member's review page, e.g. `navigate('/partners/' + id)`. */
  onOpen: (id: Id) => void;
};

export interface MembersOverviewController {
  /** Search, sort, date range and paging over the whole list, fetched once. */
  list: ListController<Member>;
  /** The load: true until the first answer arrives, 'Updating...', its progress; 'An error occurred while fetching partners data' (or the server's message) with `retry`. */
  load: ListLoad;
  /** Opens the row's review page. */
  open: (member: Member) => void;
  /** Server mode, when the API writes the files itself (`exportUrl`): the address of the filtered list's CSV, .xls or .xlsx, for the export (`ExportSource.fileUrl`). */
  fileUrl: ServerFileUrl | undefined;
}

const NO_MEMBERS: Member[] = [];

/** The overviews' sortable columns: the person's, and the status (active first). */
const OVERVIEW_SORT_KEYS = { ...memberSortKeys, status: (member: Member) => (isMemberActive(member) ? 0 : 1) };

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
  const store = useListState({ name: `${variant}s`, ...listStateOf(props) });
  // With the optional list query the server pages the list; without it the whole list loads once.
  const request = listPageQueryOf(store.state, { sortKeys: OVERVIEW_SORT_KEYS, dateColumn: 'registerDate' });
  const source = useListSource<Member>({
    list: (options) => members.list(options),
    query: members.query ? (request, options) => members.query!(request, options) : undefined,
    request,
    key: loaderKey(members),
    fallback: texts.fetchError,
    cacheKey: [members, 'list'],
  });
  const { loader } = source;
  const { state } = loader;
  const list = useListController(source.page ? NO_MEMBERS : (state.data ?? NO_MEMBERS), {
    name: `${variant}s`,
    store,
    page: source.page,
    loadAll: source.loadAll,
    searchText: memberSearchFields,
    date: (member) => member.createdAt,
    dateColumn: 'registerDate',
    sortKeys: OVERVIEW_SORT_KEYS,
    ready: state.data !== undefined,
  });
  return {
    list,
    load: useListLoad(loader),
    open: useCallback((member: Member) => onOpen(member.id), [onOpen]),
    fileUrl: serverFileUrl(source.serverMode ? members : undefined, request),
  };
}
