import { formatMessage, type Messages } from '../../i18n/messages.js';
import {
  hasExtension,
  type AdminApi,
  type AdminApiCall,
  type ApiExtensions,
  type CertificationsApi,
  type DealsApi,
  type EventsApi,
  type ListPage,
  type ListPageQuery,
  type MembersApi,
  type RequestOptions,
  type SubscribeOptions,
  type WriteOptions,
} from '../AdminApi.js';
import { ConflictError } from '../conflictError.js';
import { ApiError, InvalidResponseError, TimeoutError, isAbortError } from '../errors.js';
import { certificationDetailProblem, listProblem, loginProblem, recordProblem, uploadLimitsProblem } from '../http/validate.js';
import { listPageProblem } from '../http/listPageCall.js';
import type {
  Certification,
  ChangeArea,
  ChangedRecord,
  DistributorDeal,
  Id,
  LiveEvent,
  Member,
  OptionLetter,
  PartnerDeal,
  QuizBank,
  QuizQuestion,
  QuizQuestionInput,
  RecordChange,
  ResourceType,
} from '../types.js';
import { DEMO_DEFAULTS, REQUEST_WINDOW_DAYS, generateDemoData, type DemoAdmin, type DemoData, type DemoDataOptions } from './demoData.js';
import { pendingState, statusOf } from './demoHistory.js';
import { sessionMessages } from '../../i18n/texts/session.js';

/** Every method of `AdminApi` as 'area.method', e.g. 'partners.list' or 'partnerDeals.approve'. */
export type MemoryMethod = AdminApiCall;

/**
 * How a call fails: an error to throw as it is, or a simulated transport problem.
 * - 'malformed': the body fails the HTTP client's boundary checks (`InvalidResponseError`);
 * - 'timeout': `TimeoutError` with the time-out text;
 * - 'network': `ApiError` with status 0 and the network-error text.
 * Without one, the call fails like a bare HTTP 500 (`ApiError` 'API error: 500', no server message).
 */
export type MemoryFailure = Error | 'malformed' | 'timeout' | 'network';

/** One recorded call: its method and its arguments without the trailing request options. */
export interface MemoryCall {
  method: MemoryMethod;
  args: unknown[];
}

/** Test and story controls of a memory API. */
export interface MemoryControl {
  /** The next call of `method` fails; queued failures are used one call each. */
  failNext(method: MemoryMethod, error?: MemoryFailure): void;
  /** Every call of `method` fails until `clearFailures()`; a queued `failNext` still goes first. */
  failAlways(method: MemoryMethod, error?: MemoryFailure): void;
  /** Forgets every `failNext` and `failAlways`. */
  clearFailures(): void;
  /** Latency of one method in ms, overriding `latencyMs`; 'never' stays pending until aborted; null restores the default. */
  delay(method: MemoryMethod, ms: number | 'never' | null): void;
  /** Every call so far, oldest first (a copy). */
  readonly calls: readonly MemoryCall[];
  /** A deep copy of the current state. */
  readonly data: DemoData;
  /** Restores the initial data and forgets failures, delays and calls. */
  reset(): void;
  /**
   * The same API acting as another administrator (by id; the first of `otherAdmins` by default),
   * sharing the data: its changes are recorded as theirs, raise versions and reach every live
   * subscriber, so a story or a test can show another admin's decision, a conflict, an undo that
   * comes too late. Its calls are not recorded in `calls`, never wait and never fail.
   */
  as(adminId?: Id): AdminApi;
  /** Tells every live subscriber that the stream dropped and is back: they hear 'reconnecting', 'open' and a 'resync'. */
  resync(): void;
}

/**
 * The extensions beyond SPEC 7 a memory API offers: the calls of `ApiExtensions`, and `versions`:
 * records carry `version`, writes honour `expectedVersion` (409 `ConflictError`) and answer with
 * the record.
 */
export interface MemoryExtensions extends ApiExtensions {
  versions?: boolean;
}

/** An `AdminApi` kept in memory, with its controls. */
export interface MemoryAdminApi extends AdminApi {
  control: MemoryControl;
}

export interface MemoryAdminApiOptions extends DemoDataOptions {
  /** Replaces parts of the generated data, e.g. `{ partners: [] }` for an empty list. @default {} */
  data?: Partial<DemoData>;
  /** Latency of every call in ms. @default 0 */
  latencyMs?: number;
  /** The clock for updatedAt, new records and the token's exp. @default () => new Date() */
  clock?: () => Date;
  /** Overrides of the client texts used by simulated failures. @default sessionMessages */
  messages?: Partial<Messages['session']>;
  /**
   * What it offers beyond SPEC 7: everything (`true`), nothing (`false`: a backend of SPEC 7
   * alone, with no history, undo or events, no `version` in records, `expectedVersion` ignored,
   * writes that answer nothing), or the extensions named.
   * @default true
   */
  extensions?: boolean | MemoryExtensions;
  /**
   * The largest file an upload may carry, in bytes, as the reference backend's `uploadLimitBytes`:
   * a larger one fails with 413 'The file is larger than the upload limit of N MB', and
   * `resources.uploadLimits()` (an optional call, made only with this option) tells it before
   * sending. @default undefined (no limit, and no `uploadLimits` call: a backend of SPEC 7 alone)
   */
  uploadLimitBytes?: number;
  /**
   * How the optional `query` calls page a list (`listPages` from 'partner-console', the list
   * engine's rules). The memory API is data and holds no list code, so the paging is passed in:
   * without it there are no `query` calls, whatever `extensions` says, and every screen pages in
   * the browser as against a backend of SPEC 7 alone.
   * @default undefined
   */
  listPages?: MemoryListPages;
}

/** The lists a memory API's `query` calls page. */
export type MemoryListName = 'members' | 'requests' | 'partnerDeals' | 'distributorDeals' | 'certifications';

/** Pages a whole list for a `query` call (`listPages` in 'partner-console' is one). */
export interface MemoryListPages {
  /** One page of `rows` (the whole list, in the server's order), or why a backend would refuse the query (a 400). */
  page<Row>(list: MemoryListName, rows: readonly Row[], query: ListPageQuery): ListPage<Row> | string;
}

/** What a method answers, so that 'malformed' can break it the way a server would. */
type Shape = 'list' | 'page' | 'record' | 'detail' | 'login' | 'limits' | 'none';

/** A malformed body per shape and the boundary check of the HTTP client that rejects it. */
const MALFORMED: Record<Shape, { body: unknown; check: (value: unknown) => string | null }> = {
  list: { body: { data: [] }, check: listProblem },
  page: { body: { rows: [{ name: 'Malformed' }], total: 1, page: 1, pageSize: 10 }, check: listPageProblem },
  record: { body: { firstName: 'Malformed' }, check: recordProblem },
  detail: { body: { certification: { name: 'Malformed' }, quiz: [] }, check: certificationDetailProblem },
  login: { body: { partnerAdmin: {} }, check: loginProblem },
  limits: { body: { maxBytes: '25 MB' }, check: uploadLimitsProblem },
  none: { body: 'unexpected', check: () => 'unexpected body' },
};

const OPTION_LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];
const RESOURCE_TYPES: readonly ResourceType[] = ['LEARNING', 'SALES', 'MARKETING'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** An error as the backend sends it: the status and its own message. */
const serverError = (status: number, message: string) => new ApiError(message, status, message);
const notFound = () => serverError(404, 'Not found');
const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
/** Only ids of the right type match: a record may hold anything there, even an object that cannot become text. */
// Ids of the same type compare directly: a lookup among 100,000 records makes no string of each id.
const sameId = (a: unknown, b: Id) => (typeof a === 'string' || typeof a === 'number') && (typeof a === typeof b ? a === b : String(a) === String(b));
/** True when a record's address (absolute, or relative to the file asked for) is `url`. */
const sameAddress = (address: unknown, url: string) => {
  if (typeof address !== 'string' || address.trim() === '') return false;
  try {
    return new URL(address.trim(), url).href === url;
  } catch {
    return false;
  }
};
/** The signal's own AbortError, as fetch rejects with it, else a fresh one. */
const abortError = (signal: AbortSignal) =>
  isAbortError(signal.reason) ? (signal.reason as DOMException) : new DOMException('This operation was aborted', 'AbortError');

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** Waits `ms` (or forever), rejecting with an AbortError as soon as `signal` aborts. */
function wait(ms: number | 'never', signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  if (ms === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer =
      ms === 'never'
        ? undefined
        : setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped, unsigned token whose exp (seconds) lies one day after `now`. Nothing verifies it. */
function demoToken(admin: DemoData['admin'], now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = { sub: String(admin.id), email: admin.email, firstName: admin.firstName, lastName: admin.lastName, iat, exp: iat + 86400 };
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.${base64Url('memory-admin-api')}`;
}

function validateQuestion(input: QuizQuestionInput): Omit<QuizQuestion, 'id' | 'createdAt' | 'updatedAt'> {
  if (isBlank(input.question)) throw serverError(400, 'Question is required');
  for (const letter of OPTION_LETTERS) {
    if (isBlank(input[`option${letter}`])) throw serverError(400, `Option-${letter} is required`);
  }
  if (typeof input.marks !== 'number' || !Number.isInteger(input.marks) || input.marks < 1) {
    throw serverError(400, 'Marks must be a whole number of at least 1');
  }
  const letter = /^(?:Option-)?([A-D])$/.exec(String(input.correctOption))?.[1];
  if (!letter) throw serverError(400, 'Correct option must be one of A, B, C or D');
  return {
    question: input.question.trim(),
    optionA: input.optionA.trim(),
    optionB: input.optionB.trim(),
    optionC: input.optionC.trim(),
    optionD: input.optionD.trim(),
    correctOption: `Option-${letter}`,
    marks: input.marks,
  };
}

const maxId = (records: ReadonlyArray<{ id: Id }>) => records.reduce((max, record) => Math.max(max, Number(record.id) || 0), 0);

/** The areas whose records have versions and a history, and how one names its records in messages. */
const TRACKED: Record<ChangeArea, { noun: string; fields: readonly string[] }> = {
  partners: { noun: 'partner', fields: ['isApproved', 'isActive', 'rejectionReason', 'signupRequest'] },
  distributors: { noun: 'distributor', fields: ['isApproved', 'isActive', 'rejectionReason', 'signupRequest'] },
  partnerDeals: { noun: 'deal', fields: ['status', 'remarks', 'rejectionReason'] },
  distributorDeals: { noun: 'deal', fields: ['status', 'remarks', 'rejectionReason'] },
  certifications: { noun: 'certification', fields: ['status', 'remarks'] },
};
const TRACKED_AREAS = Object.keys(TRACKED) as ChangeArea[];

/** A name as a change carries it: first and last, or 'another administrator'. */
const nameOf = (admin: RecordChange['changedBy']) =>
  [admin?.firstName, admin?.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ') || 'another administrator';

/** `value` (a record, a list of them, a certification detail) without `version`, as a backend of SPEC 7 alone answers. */
function withoutVersions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutVersions) as T;
  if (typeof value !== 'object' || value === null) return value;
  const { version: _version, ...rest } = value as Record<string, unknown>;
  if ('certification' in rest && typeof rest.certification === 'object' && rest.certification !== null) {
    return { ...rest, certification: withoutVersions(rest.certification) } as T;
  }
  // A page of a list (`query`): its rows.
  if (Array.isArray(rest.rows) && typeof rest.total === 'number') return { ...rest, rows: withoutVersions(rest.rows) } as T;
  return rest as T;
}

interface Subscriber {
  onEvent: (event: LiveEvent) => void;
  onStatus: SubscribeOptions['onStatus'];
}

/**
 * The whole `AdminApi` in memory, over a deep copy of `generateDemoData(options)` with
 * `options.data` replacing parts of it. It follows the rules of a real backend (the reference
 * one): blank reasons and remarks are refused with 400, unknown ids with 404, wrong credentials
 * with 401; every change to a member, deal or certification raises its `version`, is recorded in
 * its history and heard by live subscribers; a write with an outdated `expectedVersion` fails with
 * `ConflictError`; every answer is a copy. `api.control` makes calls slow, pending or failing,
 * records them, and acts as another administrator, for stories and tests.
 *
 * @example
 * const api = createMemoryAdminApi({ latencyMs: 300 });
 * api.control.failNext('partners.list', 'timeout');
 * await api.partners.list(); // rejects with TimeoutError
 * api.control.calls.filter((call) => call.method === 'partners.list').length; // 1
 * await api.control.as().partnerDeals.reject(12, 'Duplicate'); // Grace Hopper rejects deal 12
 */
export function createMemoryAdminApi(options: MemoryAdminApiOptions = {}): MemoryAdminApi {
  const messages = { ...sessionMessages, ...options.messages };
  const clock = options.clock ?? (() => new Date());
  const latencyMs = options.latencyMs ?? 0;
  const { uploadLimitBytes } = options;
  const assetBaseUrl = (options.assetBaseUrl ?? DEMO_DEFAULTS.assetBaseUrl).replace(/\/+$/, '');
  const dataNow = (options.now ?? new Date(DEMO_DEFAULTS.now)).getTime();
  const extensions = options.extensions ?? true;
  const versions = extensions === true || (typeof extensions === 'object' && extensions.versions === true);
  /** The face of the API without the calls of the extensions that are off, as a backend without them. */
  const withoutMissingCalls = (api: AdminApi): AdminApi => {
    for (const area of TRACKED_AREAS) {
      if (!hasExtension(extensions, 'history')) delete api[area].history;
      if (!hasExtension(extensions, 'undo')) delete api[area].undo;
    }
    if (!hasExtension(extensions, 'query') || !options.listPages) {
      for (const area of ['partners', 'distributors', 'partnerDeals', 'distributorDeals', 'certifications'] as const) delete api[area].query;
      delete api.partners.queryPending;
      delete api.distributors.queryPending;
    }
    if (!hasExtension(extensions, 'events')) delete api.events;
    return api;
  };
  const initial: DemoData = clone(initialData(options));

  let state = clone(initial);
  let requests = { partners: new Set<string>(), distributors: new Set<string>() };
  let nextId = { resources: 1, tech: 1, sales: 1, changes: 1 };
  /** What each change replaced, by change id: what its undo puts back. */
  let replaced = new Map<string, Record<string, unknown>>();
  let calls: MemoryCall[] = [];
  /** Who changes records through the API itself: the last to sign in, else `data.admin`. */
  let actor: DemoAdmin = state.admin;
  const nextFailures = new Map<MemoryMethod, Array<MemoryFailure | undefined>>();
  const alwaysFailures = new Map<MemoryMethod, MemoryFailure | undefined>();
  const delays = new Map<MemoryMethod, number | 'never'>();
  const subscribers = new Set<Subscriber>();

  /**
   * The sign-up requests the requests screens list: every member not yet approved (pending or
   * rejected) plus those that joined within REQUEST_WINDOW_DAYS of the data's `now`, which show
   * as 'Accepted'. Members decided through approve or reject stay on the list.
   */
  const isRequest = (member: Member) => {
    // Only a string is a date here: data passed in may hold anything, even an object that cannot become text.
    const created = typeof member.createdAt === 'string' ? Date.parse(member.createdAt) : NaN;
    return member.isApproved !== true || (Number.isFinite(created) && created >= dataNow - REQUEST_WINDOW_DAYS * DAY_MS);
  };

  /** The records of a tracked area, as stored (a certification's row inside its detail). */
  const recordsOf = (area: ChangeArea): Array<{ id: Id; version?: unknown } & Record<string, unknown>> =>
    (area === 'certifications' ? state.certifications.map((detail) => detail.certification) : state[area]) as never;

  const load = () => {
    state = clone(initial);
    actor = state.admin;
    requests = {
      partners: new Set(state.partners.filter(isRequest).map((member) => String(member.id))),
      distributors: new Set(state.distributors.filter(isRequest).map((member) => String(member.id))),
    };
    // Every record starts with a version, whatever the data gave it.
    for (const area of TRACKED_AREAS) for (const record of recordsOf(area)) if (!Number.isSafeInteger(record.version)) record.version = 1;
    replaced = new Map(state.changes.map((change) => [String(change.id), pendingState((change.area ?? 'partnerDeals') as ChangeArea)]));
    nextId = {
      resources: maxId(state.resources) + 1,
      tech: maxId(state.quiz.tech) + 1,
      sales: maxId(state.quiz.sales) + 1,
      changes: maxId(state.changes) + 1,
    };
  };
  load();

  const toError = (failure: MemoryFailure | undefined, method: MemoryMethod, shape: Shape): Error => {
    if (failure instanceof Error) return failure;
    if (failure === 'timeout') return new TimeoutError(messages.timedOut);
    if (failure === 'network') return new ApiError(messages.networkError, 0);
    if (failure === 'malformed') {
      // The quiz list keeps the bare text, as the HTTP client does ('Invalid data format received from server').
      if (method === 'quiz.list') return new InvalidResponseError(messages.invalidResponse);
      const { body, check } = MALFORMED[shape];
      return new InvalidResponseError(`${messages.invalidResponse} (${method}: ${check(body) ?? 'malformed body'})`);
    }
    return new ApiError(formatMessage(messages.apiError, { status: 500 }), 500);
  };

  const takeFailure = (method: MemoryMethod): { failure: MemoryFailure | undefined } | undefined => {
    const queued = nextFailures.get(method);
    if (queued && queued.length > 0) return { failure: queued.shift() };
    return alwaysFailures.has(method) ? { failure: alwaysFailures.get(method) } : undefined;
  };

  /** How the calls of one face of the API run: recorded, delayed and failing as told, or not (`control.as`). */
  type Runner = <T>(method: MemoryMethod, shape: Shape, args: unknown[], request: RequestOptions | undefined, act: () => T) => Promise<T>;

  /** The API's own calls go through here: record, wait, maybe fail, act, answer with a copy. */
  const run: Runner = async (method, shape, args, request, act) => {
    calls.push({ method, args });
    await wait(delays.get(method) ?? latencyMs, request?.signal);
    const failed = takeFailure(method);
    if (failed) throw toError(failed.failure, method, shape);
    const answer = clone(act());
    return versions ? answer : withoutVersions(answer);
  };

  /** Another administrator's calls (`control.as`): at once, unrecorded, never failing. */
  const runQuietly: Runner = async (_method, _shape, _args, request, act) => {
    await wait(0, request?.signal);
    const answer = clone(act());
    return versions ? answer : withoutVersions(answer);
  };

  const stamp = () => clock().toISOString();

  /** One page of `rows` for a `query` call; a query the backend would refuse is a 400, as there. */
  function pageOf<Row>(list: MemoryListName, rows: readonly Row[], request: ListPageQuery): ListPage<Row> {
    const page = options.listPages?.page(list, rows, request) ?? 'This backend has no list query';
    if (typeof page === 'string') throw serverError(400, page);
    return page;
  }

  function find<T extends { id: Id }>(records: T[], id: Id): T {
    const record = records.find((candidate) => sameId(candidate.id, id));
    if (!record) throw notFound();
    return record;
  }

  function removeFrom<T extends { id: Id }>(records: T[], id: Id): void {
    const index = records.findIndex((candidate) => sameId(candidate.id, id));
    if (index < 0) throw notFound();
    records.splice(index, 1);
  }

  const publish = (event: LiveEvent) => {
    const heard = versions || event.type !== 'change' ? event : { ...event, record: withoutVersions(event.record) };
    for (const subscriber of subscribers) {
      const copy = clone(heard);
      // Heard a moment later, as from a server: never inside the call that made the change.
      queueMicrotask(() => subscribers.has(subscriber) && subscriber.onEvent(copy));
    }
  };

  const historyOf = (area: ChangeArea, id: Id) => state.changes.filter((change) => change.area === area && sameId(change.recordId, id));

  /** A decision on a record that changed since it was read, as the reference backend answers it. */
  const conflict = (area: ChangeArea, record: object, latest: RecordChange | undefined, message?: string) => {
    const text = message ?? `This ${TRACKED[area].noun} was changed${latest ? ` by ${nameOf(latest.changedBy)}` : ''} since you read it.`;
    return new ConflictError(text, clone(versions ? record : withoutVersions(record)), clone(latest), text);
  };

  /**
   * One change to a record, as the reference backend makes it: the version check, the new state
   * with the version raised, the change appended to the history and published. `set` holds the
   * fields it writes; a removal (`set` null) takes the record away. Returns the record.
   */
  function change(
    area: ChangeArea,
    id: Id,
    by: DemoAdmin,
    write: { action: string; set: Record<string, unknown> | null; reason?: string | null; expectedVersion?: number | undefined; undoes?: Id },
  ) {
    const records = recordsOf(area);
    const record = find(records, id);
    if (versions && write.expectedVersion !== undefined && record.version !== write.expectedVersion) throw conflict(area, record, historyOf(area, id).at(-1));
    const requestSet = area === 'partners' || area === 'distributors' ? requests[area] : undefined;
    const before: Record<string, unknown> = Object.fromEntries(TRACKED[area].fields.map((field) => [field, record[field] ?? null]));
    if (requestSet) before.signupRequest = requestSet.has(String(record.id));
    const fromStatus = statusOf(area, record);
    const version = Number(record.version) + 1;
    if (write.set === null) {
      // Only members are removed (certifications and deals have no removal).
      removeFrom(records, id);
      requestSet?.delete(String(id));
    } else {
      const { signupRequest, ...fields } = write.set;
      Object.assign(record, fields, { version }, area === 'certifications' ? {} : { updatedAt: stamp() });
      if (requestSet && signupRequest === true) requestSet.add(String(record.id));
      if (requestSet && signupRequest === false) requestSet.delete(String(record.id));
    }
    const entry: RecordChange = {
      id: nextId.changes++,
      area,
      recordId: record.id,
      action: write.action,
      fromStatus,
      toStatus: write.set === null ? 'removed' : statusOf(area, record),
      reason: write.reason ?? null,
      version,
      changedBy: { id: by.id, firstName: by.firstName, lastName: by.lastName },
      changedAt: stamp(),
      undoes: write.undoes ?? null,
    };
    state.changes.push(entry);
    replaced.set(String(entry.id), before);
    publish({ type: 'change', change: entry, record: write.set === null ? null : (record as ChangedRecord) });
    return record;
  }

  /** The undo of a record's latest change, when the record is still at `expectedVersion`. */
  function undo(area: ChangeArea, id: Id, by: DemoAdmin, expectedVersion: number) {
    const record = find(recordsOf(area), id);
    const latest = historyOf(area, id).at(-1);
    if (versions && record.version !== expectedVersion) throw conflict(area, record, latest);
    if (!latest) throw conflict(area, record, undefined, `This ${TRACKED[area].noun} has no change to undo.`);
    return change(area, id, by, { action: 'undo', set: { ...replaced.get(String(latest.id)) }, undoes: latest.id });
  }

  /** A write's answer: the record when records have versions, nothing as SPEC 7 leaves it. */
  const answer = <R>(record: unknown): R | undefined => (versions ? (record as R) : undefined);

  /** The API with one administrator making the changes and one way of running calls. */
  function face(by: () => DemoAdmin, call: Runner): AdminApi {
    function membersApi<D extends PartnerDeal | DistributorDeal>(
      area: 'partners' | 'distributors',
      deals: () => D[],
      ownerOf: (deal: D) => Id | null | undefined,
    ): MembersApi<D> {
      const members = () => state[area];
      return {
        list: (request) => call(`${area}.list`, 'list', [], request, () => members()),
        listPending: (request) =>
          call(`${area}.listPending`, 'list', [], request, () => members().filter((member) => requests[area].has(String(member.id)))),
        query: (query, request) => call(`${area}.query`, 'page', [query], request, () => pageOf('members', members(), query)),
        queryPending: (query, request) =>
          call(`${area}.queryPending`, 'page', [query], request, () =>
            pageOf('requests', members().filter((member) => requests[area].has(String(member.id))), query),
          ),
        get: (id, request) => call(`${area}.get`, 'record', [id], request, () => find(members(), id)),
        listDeals: (id, request) =>
          call(`${area}.listDeals`, 'list', [id], request, () => {
            find(members(), id);
            return deals().filter((deal) => sameId(ownerOf(deal), id));
          }),
        approve: (id, request) =>
          call(`${area}.approve`, 'none', [id], request, () =>
            answer<Member>(
              change(area, id, by(), {
                action: 'approve',
                set: { isApproved: true, isActive: true, rejectionReason: null, signupRequest: true },
                expectedVersion: request?.expectedVersion,
              }),
            ),
          ),
        reject: (id, reason, request) =>
          call(`${area}.reject`, 'none', [id, reason], request, () => {
            if (isBlank(reason)) throw serverError(400, 'Reason is required');
            const text = reason.trim();
            return answer<Member>(
              change(area, id, by(), {
                action: 'reject',
                set: { isApproved: false, isActive: false, rejectionReason: text, signupRequest: true },
                reason: text,
                expectedVersion: request?.expectedVersion,
              }),
            );
          }),
        remove: (id, request) =>
          call(`${area}.remove`, 'none', [id], request, () => {
            change(area, id, by(), { action: 'remove', set: null, expectedVersion: request?.expectedVersion });
          }),
        history: (id, request) =>
          call(`${area}.history`, 'list', [id], request, () => {
            const changes = historyOf(area, id);
            if (changes.length === 0) find(members(), id);
            return [...changes].reverse();
          }),
        undo: (id, request) => call(`${area}.undo`, 'record', [id], request, () => undo(area, id, by(), request.expectedVersion) as Member),
      };
    }

    function dealsApi<D extends PartnerDeal | DistributorDeal>(area: 'partnerDeals' | 'distributorDeals', deals: () => D[]): DealsApi<D> {
      const decide = (id: Id, request: WriteOptions | undefined, action: string, set: Record<string, unknown>, reason?: string) =>
        answer<D>(change(area, id, by(), { action, set, reason: reason ?? null, expectedVersion: request?.expectedVersion }));
      return {
        list: (request) => call(`${area}.list`, 'list', [], request, () => deals()),
        query: (query, request) =>
          call(`${area}.query`, 'page', [query], request, () => pageOf(area, deals(), query)),
        get: (id, request) => call(`${area}.get`, 'record', [id], request, () => find(deals(), id)),
        approve: (id, request) => call(`${area}.approve`, 'none', [id], request, () => decide(id, request, 'approve', { status: 'approved', rejectionReason: null })),
        reject: (id, reason, request) =>
          call(`${area}.reject`, 'none', [id, reason], request, () => {
            if (isBlank(reason)) throw serverError(400, 'Reason is required');
            return decide(id, request, 'reject', { status: 'rejected', rejectionReason: reason.trim() }, reason.trim());
          }),
        updateRemarks: (id, remarks, request) =>
          call(`${area}.updateRemarks`, 'none', [id, remarks], request, () => {
            if (isBlank(remarks)) throw serverError(400, 'Remarks are required');
            return decide(id, request, 'remarks', { remarks: remarks.trim() }, remarks.trim());
          }),
        history: (id, request) =>
          call(`${area}.history`, 'list', [id], request, () => {
            find(deals(), id);
            return [...historyOf(area, id)].reverse();
          }),
        undo: (id, request) => call(`${area}.undo`, 'record', [id], request, () => undo(area, id, by(), request.expectedVersion) as D),
      };
    }

    const bank = (name: QuizBank): QuizQuestion[] => {
      if (name !== 'tech' && name !== 'sales') throw notFound();
      return state.quiz[name];
    };
    const certification = (id: Id) => {
      const detail = state.certifications.find((candidate) => sameId(candidate.certification.id, id));
      if (!detail) throw notFound();
      return detail;
    };
    const certifications: CertificationsApi = {
      list: (request) => call('certifications.list', 'list', [], request, () => state.certifications.map((detail) => detail.certification)),
      query: (query, request) =>
        call('certifications.query', 'page', [query], request, () =>
          pageOf(
            'certifications',
            state.certifications.map((detail) => detail.certification),
            query,
          ),
        ),
      get: (id, request) => call('certifications.get', 'detail', [id], request, () => certification(id)),
      approve: (id, request) =>
        call('certifications.approve', 'none', [id], request, () =>
          answer<Certification>(change('certifications', id, by(), { action: 'approve', set: { status: 'APPROVED' }, expectedVersion: request?.expectedVersion })),
        ),
      reject: (id, remarks, request) =>
        call('certifications.reject', 'none', [id, remarks], request, () => {
          if (isBlank(remarks)) throw serverError(400, 'Remarks are required');
          const text = remarks.trim();
          return answer<Certification>(
            change('certifications', id, by(), { action: 'reject', set: { status: 'REJECTED', remarks: text }, reason: text, expectedVersion: request?.expectedVersion }),
          );
        }),
      history: (id, request) =>
        call('certifications.history', 'list', [id], request, () => {
          certification(id);
          return [...historyOf('certifications', id)].reverse();
        }),
      undo: (id, request) => call('certifications.undo', 'record', [id], request, () => undo('certifications', id, by(), request.expectedVersion) as Certification),
    };

    const events: EventsApi = {
      subscribe: async (onEvent, { signal, onStatus }) => {
        await call('events.subscribe', 'none', [onEvent], { signal }, () => undefined);
        onStatus?.('connecting');
        onStatus?.('open');
        const subscriber: Subscriber = { onEvent, onStatus };
        subscribers.add(subscriber);
        // Lasts until aborted, and then rejects as every aborted call does.
        await new Promise<never>((_, reject) => {
          const end = () => {
            subscribers.delete(subscriber);
            reject(abortError(signal));
          };
          if (signal.aborted) end();
          else signal.addEventListener('abort', end, { once: true });
        });
      },
    };

    return {
      auth: {
        login: (login, request) =>
          call('auth.login', 'login', [login], request, () => {
            const email = typeof login.email === 'string' ? login.email.trim().toLowerCase() : null;
            const admin = [state.admin, ...state.otherAdmins].find((candidate) => candidate.email.toLowerCase() === email);
            if (!admin || login.password !== admin.password) throw serverError(401, 'Invalid email or password');
            actor = admin;
            return {
              token: demoToken(admin, clock()),
              partnerAdmin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
            };
          }),
        changePassword: (change, request) =>
          call('auth.changePassword', 'none', [change], request, () => {
            const admin = by();
            if (change.oldPassword !== admin.password) throw serverError(400, 'Current password is incorrect');
            if (typeof change.newPassword !== 'string' || change.newPassword.length < 8) {
              throw serverError(400, 'New password must be at least 8 characters long');
            }
            admin.password = change.newPassword;
          }),
      },
      partners: membersApi('partners', () => state.partnerDeals, (deal) => deal.partnerId),
      distributors: membersApi('distributors', () => state.distributorDeals, (deal) => deal.distributorId),
      partnerDeals: dealsApi('partnerDeals', () => state.partnerDeals),
      distributorDeals: dealsApi('distributorDeals', () => state.distributorDeals),
      resources: {
        listByType: (type, request) =>
          call('resources.listByType', 'list', [type], request, () => state.resources.filter((resource) => resource.resourceType === type)),
        upload: (upload, request) =>
          call('resources.upload', 'none', [upload], request, () => {
            if (isBlank(upload.title)) throw serverError(400, 'Title is required');
            if (!upload.file || isBlank(upload.fileName)) throw serverError(400, 'File is required');
            if (!RESOURCE_TYPES.includes(upload.resourceType)) throw serverError(400, 'Invalid resource type');
            if (isBlank(upload.contentType)) throw serverError(400, 'Content type is required');
            const totalBytes = upload.file.size;
          if (uploadLimitBytes !== undefined && totalBytes > uploadLimitBytes) {
            throw serverError(413, `The file is larger than the upload limit of ${Math.floor(uploadLimitBytes / (1024 * 1024))} MB`);
          }
            for (const percent of [0.25, 0.5, 0.75, 1]) {
              request?.onProgress?.({ percent, transferredBytes: Math.round(totalBytes * percent), totalBytes });
            }
            state.resources.push({
              id: nextId.resources++,
              title: upload.title.trim(),
              createdAt: stamp(),
              contentType: upload.contentType,
              url: `${assetBaseUrl}/uploads/${encodeURIComponent(upload.fileName)}`,
              resourceType: upload.resourceType,
            });
          }),
        remove: (id, request) => call('resources.remove', 'none', [id], request, () => removeFrom(state.resources, id)),
        // No file host behind the demo: the file of a known address is a short text naming it.
        download: async (url, request) => {
          const title = await call('resources.download', 'none', [url], request, () => {
            const resource = state.resources.find((candidate) => sameAddress(candidate.url, url));
            if (!resource) throw notFound();
            return String(resource.title ?? '');
          });
          return new Blob([`Demo file "${title}" (${url})\n`], { type: 'text/plain' });
        },
        ...(uploadLimitBytes === undefined
          ? {}
          : { uploadLimits: (request?: RequestOptions) => call('resources.uploadLimits', 'limits', [], request, () => ({ maxBytes: uploadLimitBytes })) }),
      },
      quiz: {
        list: (name, request) => call('quiz.list', 'list', [name], request, () => bank(name)),
        create: (name, input, request) =>
          call('quiz.create', 'none', [name, input], request, () => {
            const fields = validateQuestion(input);
            const now = stamp();
            bank(name).push({ id: nextId[name]++, ...fields, createdAt: now, updatedAt: now });
          }),
        update: (name, id, input, request) =>
          call('quiz.update', 'none', [name, id, input], request, () => {
            const fields = validateQuestion(input);
            Object.assign(find(bank(name), id), fields, { updatedAt: stamp() });
          }),
        remove: (name, id, request) => call('quiz.remove', 'none', [name, id], request, () => removeFrom(bank(name), id)),
      },
      certifications,
      events,
    };
  }

  const control: MemoryControl = {
    failNext(method, error) {
      nextFailures.set(method, [...(nextFailures.get(method) ?? []), error]);
    },
    failAlways(method, error) {
      alwaysFailures.set(method, error);
    },
    clearFailures() {
      nextFailures.clear();
      alwaysFailures.clear();
    },
    delay(method, ms) {
      if (ms === null) delays.delete(method);
      else delays.set(method, ms);
    },
    get calls() {
      return [...calls];
    },
    get data() {
      return clone(state);
    },
    reset() {
      load();
      calls = [];
      delays.clear();
      control.clearFailures();
    },
    as(adminId) {
      const admin = () => {
        const team = [state.admin, ...state.otherAdmins];
        const chosen = adminId === undefined ? (state.otherAdmins[0] ?? state.admin) : team.find((candidate) => sameId(candidate.id, adminId));
        if (!chosen) throw new Error(`No demo administrator has the id ${String(adminId)}`);
        return chosen;
      };
      admin();
      return withoutMissingCalls(face(admin, runQuietly));
    },
    resync() {
      for (const subscriber of subscribers) {
        subscriber.onStatus?.('reconnecting');
        subscriber.onStatus?.('open');
        queueMicrotask(() => subscribers.has(subscriber) && subscriber.onEvent({ type: 'resync' }));
      }
    },
  };

  return { ...withoutMissingCalls(face(() => actor, run)), control };
}

/**
 * The data a memory API starts from: the generated demo data with `options.data` over it. The
 * demo history belongs to the generated records, so it is kept only for the areas whose records
 * were not replaced (unless `data.changes` is given too).
 */
function initialData(options: MemoryAdminApiOptions): DemoData {
  const generated = generateDemoData(options);
  const given = options.data ?? {};
  const replaced = new Set<string>(TRACKED_AREAS.filter((area) => area in given));
  return {
    ...generated,
    ...given,
    changes: given.changes ?? generated.changes.filter((change) => !replaced.has(String(change.area))),
  };
}
