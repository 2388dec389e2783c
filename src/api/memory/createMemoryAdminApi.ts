import { formatMessage, type Messages } from '../../i18n/messages.js';
import type { AdminApi, DealsApi, MembersApi, RequestOptions } from '../AdminApi.js';
import { ApiError, InvalidResponseError, TimeoutError, isAbortError } from '../errors.js';
import { certificationDetailProblem, listProblem, loginProblem, recordProblem, uploadLimitsProblem } from '../http/validate.js';
import type {
  DistributorDeal,
  Id,
  Member,
  OptionLetter,
  PartnerDeal,
  QuizBank,
  QuizQuestion,
  QuizQuestionInput,
  ResourceType,
} from '../types.js';
import { DEMO_DEFAULTS, REQUEST_WINDOW_DAYS, generateDemoData, type DemoData, type DemoDataOptions } from './demoData.js';
import { sessionMessages } from '../../i18n/texts/session.js';

/** Every method of `AdminApi` as 'area.method', e.g. 'partners.list' or 'partnerDeals.approve'. */
export type MemoryMethod = { [Area in keyof AdminApi]: `${Area}.${Extract<keyof AdminApi[Area], string>}` }[keyof AdminApi];

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
   * The largest file an upload may carry, in bytes, as the reference backend's `uploadLimitBytes`:
   * a larger one fails with 413 'The file is larger than the upload limit of N MB', and
   * `resources.uploadLimits()` (an optional call, made only with this option) tells it before
   * sending. @default undefined (no limit, and no `uploadLimits` call: a backend of SPEC 7 alone)
   */
  uploadLimitBytes?: number;
}

/** What a method answers, so that 'malformed' can break it the way a server would. */
type Shape = 'list' | 'record' | 'detail' | 'login' | 'limits' | 'none';

/** A malformed body per shape and the boundary check of the HTTP client that rejects it. */
const MALFORMED: Record<Shape, { body: unknown; check: (value: unknown) => string | null }> = {
  list: { body: { data: [] }, check: listProblem },
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
const sameId = (a: unknown, b: Id) => (typeof a === 'string' || typeof a === 'number') && String(a) === String(b);
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

/**
 * The whole `AdminApi` in memory, over a deep copy of `generateDemoData(options)` with
 * `options.data` replacing parts of it. It follows the rules of a real backend:
 * blank reasons and remarks are refused with 400, unknown ids with 404, wrong credentials with
 * 401; every answer is a copy. `api.control` makes calls slow, pending or failing, and records
 * them, for stories and tests.
 *
 * @example
 * const api = createMemoryAdminApi({ latencyMs: 300 });
 * api.control.failNext('partners.list', 'timeout');
 * await api.partners.list(); // rejects with TimeoutError
 * api.control.calls.filter((call) => call.method === 'partners.list').length; // 1
 */
export function createMemoryAdminApi(options: MemoryAdminApiOptions = {}): MemoryAdminApi {
  const messages = { ...sessionMessages, ...options.messages };
  const clock = options.clock ?? (() => new Date());
  const latencyMs = options.latencyMs ?? 0;
  const { uploadLimitBytes } = options;
  const assetBaseUrl = (options.assetBaseUrl ?? DEMO_DEFAULTS.assetBaseUrl).replace(/\/+$/, '');
  const dataNow = (options.now ?? new Date(DEMO_DEFAULTS.now)).getTime();
  const initial: DemoData = clone({ ...generateDemoData(options), ...options.data });

  let state = clone(initial);
  let requests = { partners: new Set<string>(), distributors: new Set<string>() };
  let nextId = { resources: 1, tech: 1, sales: 1 };
  let calls: MemoryCall[] = [];
  const nextFailures = new Map<MemoryMethod, Array<MemoryFailure | undefined>>();
  const alwaysFailures = new Map<MemoryMethod, MemoryFailure | undefined>();
  const delays = new Map<MemoryMethod, number | 'never'>();

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

  const load = () => {
    state = clone(initial);
    requests = {
      partners: new Set(state.partners.filter(isRequest).map((member) => String(member.id))),
      distributors: new Set(state.distributors.filter(isRequest).map((member) => String(member.id))),
    };
    nextId = { resources: maxId(state.resources) + 1, tech: maxId(state.quiz.tech) + 1, sales: maxId(state.quiz.sales) + 1 };
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

  /** Every call goes through here: record, wait, maybe fail, act, answer with a copy. */
  const run = async <T>(method: MemoryMethod, shape: Shape, args: unknown[], request: RequestOptions | undefined, act: () => T): Promise<T> => {
    calls.push({ method, args });
    await wait(delays.get(method) ?? latencyMs, request?.signal);
    const failed = takeFailure(method);
    if (failed) throw toError(failed.failure, method, shape);
    return clone(act());
  };

  const stamp = () => clock().toISOString();

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

  function membersApi<D extends PartnerDeal | DistributorDeal>(
    area: 'partners' | 'distributors',
    deals: () => D[],
    ownerOf: (deal: D) => Id | null | undefined,
  ): MembersApi<D> {
    const members = () => state[area];
    return {
      list: (request) => run(`${area}.list`, 'list', [], request, () => members()),
      listPending: (request) =>
        run(`${area}.listPending`, 'list', [], request, () => members().filter((member) => requests[area].has(String(member.id)))),
      get: (id, request) => run(`${area}.get`, 'record', [id], request, () => find(members(), id)),
      listDeals: (id, request) =>
        run(`${area}.listDeals`, 'list', [id], request, () => {
          find(members(), id);
          return deals().filter((deal) => sameId(ownerOf(deal), id));
        }),
      approve: (id, request) =>
        run(`${area}.approve`, 'none', [id], request, () => {
          const member = find(members(), id);
          Object.assign(member, { isApproved: true, isActive: true, updatedAt: stamp() });
          requests[area].add(String(member.id));
        }),
      reject: (id, reason, request) =>
        run(`${area}.reject`, 'none', [id, reason], request, () => {
          if (isBlank(reason)) throw serverError(400, 'Reason is required');
          const member = find(members(), id);
          Object.assign(member, { isApproved: false, isActive: false, updatedAt: stamp() });
          requests[area].add(String(member.id));
        }),
      remove: (id, request) =>
        run(`${area}.remove`, 'none', [id], request, () => {
          removeFrom(members(), id);
          requests[area].delete(String(id));
        }),
    };
  }

  function dealsApi<D extends PartnerDeal | DistributorDeal>(area: 'partnerDeals' | 'distributorDeals', deals: () => D[]): DealsApi<D> {
    const decide = (id: Id, status: 'approved' | 'rejected') => Object.assign(find(deals(), id), { status, updatedAt: stamp() });
    return {
      list: (request) => run(`${area}.list`, 'list', [], request, () => deals()),
      get: (id, request) => run(`${area}.get`, 'record', [id], request, () => find(deals(), id)),
      approve: (id, request) =>
        run(`${area}.approve`, 'none', [id], request, () => {
          decide(id, 'approved');
        }),
      reject: (id, reason, request) =>
        run(`${area}.reject`, 'none', [id, reason], request, () => {
          if (isBlank(reason)) throw serverError(400, 'Reason is required');
          decide(id, 'rejected');
        }),
      updateRemarks: (id, remarks, request) =>
        run(`${area}.updateRemarks`, 'none', [id, remarks], request, () => {
          if (isBlank(remarks)) throw serverError(400, 'Remarks are required');
          Object.assign(find(deals(), id), { remarks: remarks.trim(), updatedAt: stamp() });
        }),
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
  };

  return {
    control,
    auth: {
      login: (login, request) =>
        run('auth.login', 'login', [login], request, () => {
          const { admin } = state;
          const emailMatches = typeof login.email === 'string' && login.email.trim().toLowerCase() === admin.email.toLowerCase();
          if (!emailMatches || login.password !== admin.password) throw serverError(401, 'Invalid email or password');
          return {
            token: demoToken(admin, clock()),
            partnerAdmin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
          };
        }),
      changePassword: (change, request) =>
        run('auth.changePassword', 'none', [change], request, () => {
          if (change.oldPassword !== state.admin.password) throw serverError(400, 'Current password is incorrect');
          if (typeof change.newPassword !== 'string' || change.newPassword.length < 8) {
            throw serverError(400, 'New password must be at least 8 characters long');
          }
          state.admin.password = change.newPassword;
        }),
    },
    partners: membersApi('partners', () => state.partnerDeals, (deal) => deal.partnerId),
    distributors: membersApi('distributors', () => state.distributorDeals, (deal) => deal.distributorId),
    partnerDeals: dealsApi('partnerDeals', () => state.partnerDeals),
    distributorDeals: dealsApi('distributorDeals', () => state.distributorDeals),
    resources: {
      listByType: (type, request) =>
        run('resources.listByType', 'list', [type], request, () => state.resources.filter((resource) => resource.resourceType === type)),
      upload: (upload, request) =>
        run('resources.upload', 'none', [upload], request, () => {
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
      remove: (id, request) => run('resources.remove', 'none', [id], request, () => removeFrom(state.resources, id)),
      // No file host behind the demo: the file of a known address is a short text naming it.
      download: async (url, request) => {
        const title = await run('resources.download', 'none', [url], request, () => {
          const resource = state.resources.find((candidate) => sameAddress(candidate.url, url));
          if (!resource) throw notFound();
          return String(resource.title ?? '');
        });
        return new Blob([`Demo file "${title}" (${url})\n`], { type: 'text/plain' });
      },
      ...(uploadLimitBytes === undefined
        ? {}
        : { uploadLimits: (request?: RequestOptions) => run('resources.uploadLimits', 'limits', [], request, () => ({ maxBytes: uploadLimitBytes })) }),
    },
    quiz: {
      list: (name, request) => run('quiz.list', 'list', [name], request, () => bank(name)),
      create: (name, input, request) =>
        run('quiz.create', 'none', [name, input], request, () => {
          const fields = validateQuestion(input);
          const now = stamp();
          bank(name).push({ id: nextId[name]++, ...fields, createdAt: now, updatedAt: now });
        }),
      update: (name, id, input, request) =>
        run('quiz.update', 'none', [name, id, input], request, () => {
          const fields = validateQuestion(input);
          Object.assign(find(bank(name), id), fields, { updatedAt: stamp() });
        }),
      remove: (name, id, request) => run('quiz.remove', 'none', [name, id], request, () => removeFrom(bank(name), id)),
    },
    certifications: {
      list: (request) => run('certifications.list', 'list', [], request, () => state.certifications.map((detail) => detail.certification)),
      get: (id, request) => run('certifications.get', 'detail', [id], request, () => certification(id)),
      approve: (id, request) =>
        run('certifications.approve', 'none', [id], request, () => {
          certification(id).certification.status = 'APPROVED';
        }),
      reject: (id, remarks, request) =>
        run('certifications.reject', 'none', [id, remarks], request, () => {
          if (isBlank(remarks)) throw serverError(400, 'Remarks are required');
          Object.assign(certification(id).certification, { status: 'REJECTED', remarks: remarks.trim() });
        }),
    },
  };
}
