/** A failure as a controller hands it to its view: the headline and the line under it that says which kind it was. */
export interface ShownError {
  error: string | undefined;
  errorDetail: string | undefined;
}

type ErrorSource = { error?: string | undefined; errorDetail?: string | undefined } | false | null | undefined;

/**
 * The first of `sources` (a loader's state, an action, a dialog action) that holds an error, with
 * its detail line: the two always travel together. `false` leaves a source out.
 *
 * @example return { ...firstError(approve, state), retry };
 */
export function firstError(...sources: ErrorSource[]): ShownError {
  for (const source of sources) {
    if (source && source.error) return { error: source.error, errorDetail: source.errorDetail };
  }
  return { error: undefined, errorDetail: undefined };
}
