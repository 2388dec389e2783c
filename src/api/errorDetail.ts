import { formatMessage } from '../i18n/formatMessage.js';
import type { Messages } from '../i18n/messages.js';
import { sessionMessages } from '../i18n/texts/session.js';
import { ApiError, TimeoutError } from './errors.js';

/**
 * The line a screen shows under a failed call's headline, saying which kind of failure it was
 * (`ApiError.kind`): 'Could not reach the server at https://api.example.com: it is down, or the
 * address is wrong.', 'The server at … has no /partner/admin/deals (404): check baseUrl and
 * paths.' and so on. The headline stays the specification's text ('An error occurred while fetching
 * deals data'). Undefined for failures the HTTP client did not send (no `request`: the in-memory
 * API, a script error) and for an answer whose own message the headline already shows.
 *
 * @example
 * <ErrorBanner detail={errorDetail(error, messages.session)}>{errorMessage(error, t.fetchError)}</ErrorBanner>
 */
export function errorDetail(error: unknown, texts: Messages['session'] = sessionMessages): string | undefined {
  if (!(error instanceof ApiError) || !error.request || (error.kind === 'http' && error.serverMessage)) return undefined;
  const { method, url } = error.request;
  let address: URL | undefined;
  try {
    address = new URL(url, globalThis.location?.href);
  } catch {
    // A base URL that is neither an address nor a path: the line shows it as it was given.
  }
  return formatMessage(texts[`${error.kind}Detail`], {
    origin: address?.origin ?? url,
    path: address ? address.pathname + address.search : url,
    method,
    status: error.status,
    page: globalThis.location?.origin ?? '',
    seconds: error instanceof TimeoutError && error.timeoutMs ? Math.round(error.timeoutMs / 100) / 10 : '?',
  });
}
