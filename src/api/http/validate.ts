/**
 * Boundary checks for response bodies. The console runs against backends it does not control,
 * so every body is checked against the little that screens rely on: lists are arrays
 * of records with an id, single records have an id, login carries a token. Each check returns
 * a description of the first problem it finds, or null when the value fits.
 */

import type { RecordChange } from '../types.js';

export type Problem = string | null;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function hasId(value: Record<string, unknown>): boolean {
  const { id } = value;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
}

/** An object with an id that is a finite number or a non-empty string. */
export function recordProblem(value: unknown): Problem {
  if (!isObject(value)) return `expected an object with an id, got ${describe(value)}`;
  return hasId(value) ? null : 'expected an object with an id, got an object without one';
}

/** An array whose items are all records with an id. */
export function listProblem(value: unknown): Problem {
  if (!Array.isArray(value)) return `expected an array, got ${describe(value)}`;
  for (const [index, item] of value.entries()) {
    const problem = recordProblem(item);
    if (problem) return `item ${index}: ${problem}`;
  }
  return null;
}

/** The login answer: {token: non-empty string, partnerAdmin: object}. */
export function loginProblem(value: unknown): Problem {
  if (!isObject(value)) return `expected {token, partnerAdmin}, got ${describe(value)}`;
  if (typeof value.token !== 'string' || value.token === '') return 'expected a non-empty string token';
  if (!isObject(value.partnerAdmin)) return `expected partnerAdmin to be an object, got ${describe(value.partnerAdmin)}`;
  return null;
}

/** The certification detail: {certification: record, quiz: list of records}. */
export function certificationDetailProblem(value: unknown): Problem {
  if (!isObject(value)) return `expected {certification, quiz}, got ${describe(value)}`;
  const certification = recordProblem(value.certification);
  if (certification) return `certification: ${certification}`;
  const quiz = listProblem(value.quiz);
  return quiz ? `quiz: ${quiz}` : null;
}

/**
 * The parts of a 409 answer that say what the record is now: `{ current, change }`, `current`
 * a record with an id, `change` the latest change when it is an object with an id. Undefined when
 * the answer carries no current record (another backend's 409), which then stays a plain ApiError.
 */
export function conflictOf(text: string): { current: unknown; change: RecordChange | undefined } | undefined {
  const parsed = parseJson(text);
  if (!parsed || !isObject(parsed.value) || recordProblem(parsed.value.current) !== null) return undefined;
  const { current, change } = parsed.value;
  return { current, change: recordProblem(change) === null ? (change as RecordChange) : undefined };
}

/** The upload limits (optional call): {maxBytes: a whole number of bytes above 0}. */
export function uploadLimitsProblem(value: unknown): Problem {
  if (!isObject(value)) return `expected {maxBytes}, got ${describe(value)}`;
  const { maxBytes } = value;
  return typeof maxBytes === 'number' && Number.isSafeInteger(maxBytes) && maxBytes > 0 ? null : 'expected maxBytes to be a whole number of bytes above 0';
}

/**
 * The checks by name, so the API's calls (createHttpAdminApi.ts, in a consumer's first bundle) name
 * the check and the HTTP client, loaded by import() (issue 33), brings the checks with it.
 */
export const bodyChecks = {
  record: recordProblem,
  list: listProblem,
  login: loginProblem,
  certificationDetail: certificationDetailProblem,
  uploadLimits: uploadLimitsProblem,
} as const;

/** The name of one of `bodyChecks`. */
export type BodyCheckName = keyof typeof bodyChecks;

/** Parses a JSON body; undefined when the text is not JSON (an HTML error page, an empty body). */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The server's `message` field, when the body is JSON with a non-empty string there. */
export function serverMessageOf(text: string): string | undefined {
  const parsed = parseJson(text);
  const message = parsed && isObject(parsed.value) ? parsed.value.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
