import { ApiError, type ApiErrorRequest } from './errors.js';
import type { RecordChange } from './types.js';

// One of the typed errors (errors.ts), in a module of its own: only the API implementations throw
// it, and they load after the console's first route, which needs the others.

/**
 * The record changed since the client read it (HTTP 409 to a write that named the version it
 * read, `expectedVersion`): nothing was written. `current` is the record as it is now, `change`
 * the latest change to it (who, when, what), when the backend says. Show them and let the user
 * decide; write again only on their say, with `current.version`.
 */
export class ConflictError<T = unknown> extends ApiError {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    /** The record as it is now. */
    readonly current: T,
    /** The latest change to the record, when the backend sent it. */
    readonly change?: RecordChange,
    serverMessage?: string,
    /** The write that was refused. */
    request?: ApiErrorRequest,
  ) {
    super(message, 409, serverMessage, { request });
  }
}
