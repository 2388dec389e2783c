import { useCallback, useMemo } from 'react';
import type { DownloadProgress } from '../api/types.js';
import type { Loader } from './useLoader.js';

/**
 * Where a list's load stands, in one value (as react-admin's list context hands a view its
 * loading and error): what `ListView` shows above and in place of its rows. One vocabulary on
 * every list: `error` is the banner's text, `retry` loads again, `dismiss` hides a failed action.
 */
export interface ListLoad {
  /** True until the first rows arrive: the table shows its loading text. */
  loading: boolean;
  /** True while rows remembered from an earlier visit show and the fresh list is on its way ('Updating...'). @default false */
  refreshing?: boolean;
  /** How much of a large list has arrived, while it arrives ('... 45 of 101 MB'). @default undefined */
  progress?: DownloadProgress;
  /** The red banner's text: the failed load's, else a failed action's. @default undefined */
  error?: string;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). @default undefined */
  errorDetail?: string;
  /** Loads the list again ('Try Again'); set only while the load failed. @default undefined */
  retry?: () => void;
  /** Hides the banner; set only while it shows a failed action (a load error stays until 'Try Again'). @default undefined */
  dismiss?: () => void;
}

/** What a screen adds to its loader's state: its own idea of 'loading', and an action's failure for the same banner. */
export interface ListLoadOptions {
  /** Overrides "no rows yet and loading" (a list waiting for something else too). @default loader's */
  loading?: boolean;
  /** A failed action's text, shown when the list itself loaded. @default undefined */
  actionError?: string;
  /** The line under `actionError` that says which kind of failure it was. @default undefined */
  actionErrorDetail?: string;
  /** Hides `actionError`. @default undefined */
  dismissAction?: () => void;
}

/**
 * A list's `ListLoad` from its loader (and a failed action): the one value every list controller
 * hands its `ListView`.
 *
 * @example const load = useListLoad(loader, { actionError: approve.error, dismissAction: approve.clearError });
 */
export function useListLoad<T>(loader: Loader<T>, { loading, actionError, actionErrorDetail, dismissAction }: ListLoadOptions = {}): ListLoad {
  const { state, refreshing, progress, reload } = loader;
  const retry = useCallback(() => void reload(), [reload]);
  const failed = state.status === 'error';
  const waiting = loading ?? (state.status === 'loading' && state.data === undefined);
  return useMemo(
    () => ({
      loading: waiting,
      refreshing,
      progress,
      error: state.error ?? actionError,
      errorDetail: state.error ? state.errorDetail : actionErrorDetail,
      retry: failed ? retry : undefined,
      dismiss: !failed && actionError !== undefined ? dismissAction : undefined,
    }),
    [waiting, refreshing, progress, state.error, state.errorDetail, actionError, actionErrorDetail, failed, retry, dismissAction],
  );
}
