import { useMemo } from 'react';
import { DEALS_FACETS, DealsList, type Id } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useDealUrlState, useListUrlState } from '../listUrlState.js';

/**
 * A deal list's route, the partner's or the distributor's: its list state in the URL, and the deal
 * whose details show over it in the path (`listPath` and the deal's own path, `dealHref`).
 */
export function DealsPage({ variant, listPath, dealHref: hrefOf }: { variant: 'partner' | 'distributor'; listPath: string; dealHref: (id: Id) => string }) {
  const { api } = useConsole();
  const { state, onStateChange } = useListUrlState(DEALS_FACETS);
  const { detailsId, onDetailsChange, dealHref } = useDealUrlState(listPath, hrefOf);
  // The same element while the list's state and the deal shown stay: the list's state written to
  // the URL after the rows' paint renders the route, not the list again (issue 33).
  return useMemo(
    () => <DealsList api={api} variant={variant} state={state} onStateChange={onStateChange} detailsId={detailsId} onDetailsChange={onDetailsChange} dealHref={dealHref} />,
    [api, variant, state, onStateChange, detailsId, onDetailsChange, dealHref],
  );
}
