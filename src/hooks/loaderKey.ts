/** A number per API client object, so a key can name the client without holding on to it. */
const clientNumbers = new WeakMap<object, number>();
let lastClientNumber = 0;

function clientNumber(client: object): number {
  let number = clientNumbers.get(client);
  if (number === undefined) {
    lastClientNumber += 1;
    number = lastClientNumber;
    clientNumbers.set(client, number);
  }
  return number;
}

/**
 * The one rule for `useLoader` keys: the API client the fetcher calls (e.g. `api.certifications`,
 * or the variant's `members`), then every other value the fetch depends on, in the order the
 * fetcher reads them: the variant when the screen serves both programmes, then the record's id or
 * the tab. The same client and values give the same key on every render, so nothing needs
 * memoising; another client, variant or id gives another key, and the screen loads afresh.
 *
 * Ids are compared as text (`1` and `'1'` name the same record), so a route's string id and a
 * row's number id share one load.
 *
 * @example
 * useLoader((signal) => members.get(id, { signal }), loaderKey(members, variant, id), texts.loadError);
 */
export function loaderKey(client: object, ...params: readonly (string | number | boolean | null | undefined)[]): string {
  return [String(clientNumber(client)), ...params.map((param) => (param === null || param === undefined ? '' : String(param)))].join('\u0000');
}
