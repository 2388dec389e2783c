/**
 * List state in a URL's query string, for hosts that keep it there (the reference console does, so
 * Back, Reload and a copied link all show the same rows). No router here: any router's search
 * params, or `location.search`, go in and out as `URLSearchParams`.
 *
 *   ?q=acme&sort=newToOld&from=2026-01-01&to=2026-03-31&page=2&perPage=50&tab=SALES&type=PDF&type=Video
 *   ?status=pending&sort=-customerCompany
 *
 * Defaults are left out, so an untouched list has a clean URL. What comes in is not trusted:
 * `sanitizeListState` (through the screen's `state` prop) makes any value valid.
 */
import type { DateRange } from '../api/types.js';
import { PAGE_SIZE, isPageSize, sameFacetValue, type FacetSpecs, type FacetValue, type ListFacets, type ListState } from './listState.js';

/** The query parameters of the list state itself; every other parameter is read as a facet. */
export const LIST_PARAMS = { search: 'q', sort: 'sort', start: 'from', end: 'to', page: 'page', pageSize: 'perPage' } as const;

const OWN = new Set<string>(Object.values(LIST_PARAMS));

/**
 * The list state a query string asks for, unchecked (the screen sanitises it). A parameter given
 * several times is a list facet.
 *
 * @example <PartnersOverview api={api} state={listStateFromSearchParams(location.search)} ... />
 */
export function listStateFromSearchParams(input: URLSearchParams | string): Partial<ListState> {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const state: { -readonly [K in keyof ListState]?: ListState[K] } = {};
  const search = params.get(LIST_PARAMS.search);
  if (search !== null) state.search = search;
  const sort = params.get(LIST_PARAMS.sort);
  if (sort !== null) state.sort = sort as ListState['sort'];
  const start = params.get(LIST_PARAMS.start);
  const end = params.get(LIST_PARAMS.end);
  if (start !== null || end !== null) state.range = { start: start ?? '', end: end ?? '' } satisfies DateRange;
  const page = params.get(LIST_PARAMS.page);
  if (page !== null) state.page = Number(page);
  const pageSize = params.get(LIST_PARAMS.pageSize);
  if (pageSize !== null) state.pageSize = Number(pageSize);
  const facets: Record<string, FacetValue> = {};
  for (const name of new Set(params.keys())) {
    if (OWN.has(name)) continue;
    const values = params.getAll(name);
    facets[name] = values.length === 1 ? values[0]! : values;
  }
  state.facets = facets;
  return state;
}

/**
 * The query string of a list state, defaults left out (SPEC 9's ten rows per page too, and, given
 * the list's facet specs, facets at their default).
 *
 * @example setSearchParams(listStateToSearchParams(next, specs), { replace: change === 'search' })
 */
export function listStateToSearchParams<F extends ListFacets>(state: ListState<F>, specs?: Partial<FacetSpecs<F>>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set(LIST_PARAMS.search, state.search);
  if (state.sort !== 'default') params.set(LIST_PARAMS.sort, state.sort);
  if (state.range) {
    params.set(LIST_PARAMS.start, state.range.start);
    params.set(LIST_PARAMS.end, state.range.end);
  }
  if (state.page !== 1) params.set(LIST_PARAMS.page, String(state.page));
  if (isPageSize(state.pageSize) && state.pageSize !== PAGE_SIZE) params.set(LIST_PARAMS.pageSize, String(state.pageSize));
  for (const [name, value] of Object.entries(state.facets) as Array<[keyof F & string, FacetValue]>) {
    if (OWN.has(name)) continue;
    const spec = specs?.[name];
    if (spec && sameFacetValue(value, spec.default)) continue;
    if (typeof value === 'string') params.set(name, value);
    else for (const item of value) params.append(name, item);
  }
  return params;
}
