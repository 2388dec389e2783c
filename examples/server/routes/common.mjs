// What every route module shares: HTTP errors with a message, id parsing, body schemas, and the
// mapping of schema failures to readable 400 messages.

/**
 * An error the error handler answers with `statusCode` and `{ message }`.
 * @param {number} statusCode
 * @param {string} message
 */
export function httpError(statusCode, message) {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * A route's id parameter as a database id. Anything that is not a positive integer names no
 * record, so it gets the same 404 as an id that does not exist.
 * @param {string} raw
 * @param {string} notFoundMessage
 * @returns {number}
 */
export function parseId(raw, notFoundMessage) {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw httpError(404, notFoundMessage);
  return id;
}

/**
 * A record, or a 404 with the given message.
 * @template T
 * @param {T | null | undefined} record
 * @param {string} message
 * @returns {T}
 */
export function found(record, message) {
  if (record === null || record === undefined) throw httpError(404, message);
  return record;
}

/** Longest text field accepted in a body. */
export const MAX_TEXT = 20_000;

/** A string with at least one non-space character. */
export const nonBlank = { type: 'string', minLength: 1, maxLength: MAX_TEXT, pattern: '\\S' };

/**
 * A JSON object body with exactly these required properties (others are dropped).
 * @param {Record<string, object>} properties
 */
export const objectBody = (properties) => ({ type: 'object', required: Object.keys(properties), properties });

/**
 * A readable message for a schema failure (Fastify's validation error): names the field and what is wrong.
 * @param {{ validation?: Array<{ instancePath: string, keyword: string, params: Record<string, unknown>, message?: string }>, validationContext?: string, message: string }} error
 */
export function validationMessage(error) {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const { keyword, params } = first;
  if (!field && keyword === 'type') return `The request ${error.validationContext ?? 'body'} must be a JSON ${params.type}`;
  switch (keyword) {
    case 'required':
      return `${params.missingProperty} is required`;
    case 'type':
      return `${field} must be a ${params.type}`;
    case 'minLength':
    case 'pattern':
      return `${field} must not be blank`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters long`;
    case 'minimum':
      return `${field} must be at least ${params.limit}`;
    case 'maximum':
      return `${field} must be at most ${params.limit}`;
    case 'enum':
      return `${field} must be one of ${/** @type {unknown[]} */ (params.allowedValues).join(', ')}`;
    default:
      return `${field || error.validationContext || 'body'} ${first.message ?? 'is invalid'}`;
  }
}

/**
 * True when a string anywhere in `value` holds a NUL character, which PostgreSQL cannot store in
 * text (it would end in a 500), or a lone UTF-16 surrogate, which no UTF-8 text can carry.
 * @param {unknown} value a parsed JSON body, query or route parameters
 * @param {number} [depth]
 * @returns {boolean}
 */
export function hasInvalidCharacters(value, depth = 0) {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => hasInvalidCharacters(key, depth + 1) || hasInvalidCharacters(item, depth + 1));
}

export const INVALID_CHARACTERS_MESSAGE = 'The request contains characters that are not allowed (such as NUL)';
