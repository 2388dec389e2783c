import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location, type NavigateFunction } from 'react-router-dom';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
  type FacetSpecs,
  type ListChange,
  type ListFacets,
  type ListState,
} from 'partner-console';

/** The changes worth a Back step; typing in the search box and the list's own corrections replace the entry. */
const NEW_ENTRY: ReadonlySet<ListChange> = new Set<ListChange>(['page', 'pageSize', 'sort', 'range', 'facet']);

/**
 * A list screen's state kept in the URL's query string (`?q=acme&status=pending&sort=-customerCompany&page=2&perPage=25`),
 * so Back, Reload and a copied link show the same rows. The screen checks what the URL says (a bad
 * value falls back to the default); default values stay out of the URL.
 *
 * @example const listState = useListUrlState(QUIZ_FACETS); <QuizOverview api={api} {...listState} />
 */
export function useListUrlState<F extends ListFacets>(facets?: FacetSpecs<F>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => listStateFromSearchParams(query), [query]);
  const onStateChange = useCallback(
    (next: ListState<F>, change: ListChange) => setParams(listStateToSearchParams(next, facets), { replace: !NEW_ENTRY.has(change) }),
    [setParams, facets],
  );
  return { state, onStateChange };
}

/** Remembers, on the way to a record, that it was opened from a list (and with which query). */
interface FromList {
  listSearch: string;
}

function fromList(location: Location): FromList | undefined {
  const state = location.state as Partial<FromList> | null;
  return typeof state?.listSearch === 'string' ? { listSearch: state.listSearch } : undefined;
}

/** Opens a record's page from a list, noting the list's query for the way back. */
export function useOpenFromList() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback((path: string) => navigate(path, { state: { listSearch: location.search } satisfies FromList }), [navigate, location.search]);
}

/**
 * The way back from a record to its list: the browser's Back when the record was opened from the
 * list (the list comes back as it was), else the list's page.
 */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => backToList(navigate, location, listPath), [navigate, location, listPath]);
}

function backToList(navigate: NavigateFunction, location: Location, listPath: string) {
  if (fromList(location)) navigate(-1);
  else navigate(listPath);
}

/** The list page a record was opened from, with its query (after a removal, replace the record's entry with it). */
export function useListPath(listPath: string): string {
  const location = useLocation();
  return listPath + (fromList(location)?.listSearch ?? '');
}
