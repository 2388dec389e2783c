/**
 * Possible conflicts between deal registrations: two members registering the same customer
 * within a year. The same customer is the same company (compared by `companyKey`, so 'ACME Ltd.',
 * 'Acme, Limited' and 'acme' are one) in the same country, or the same company whose decision
 * maker writes from the same e-mail domain (a free-mail domain says nothing of the company).
 */
import type { Deal, Variant } from '../api/types.js';
import { textOf, timestampOf } from '../format/index.js';
import { yieldToEventLoop } from '../platform/yieldToEventLoop.js';
import type { AnyDeal } from './dealRow.js';
import { dealOwnerName } from './dealRow.js';

/**
 * Legal forms left off the end of a company name before comparing (written without dots; 'G.m.b.H.'
 * becomes 'gmbh' first). Only at the end, and never the whole name.
 */
const LEGAL_FORMS = new Set([
  'ab', 'ag', 'aps', 'as', 'asa', 'bv', 'bvba', 'co', 'company', 'corp', 'corporation', 'cv', 'eg', 'ev', 'gbr', 'gmbh',
  'inc', 'incorporated', 'kg', 'kft', 'kk', 'limited', 'llc', 'llp', 'lp', 'ltd', 'mbh', 'nv', 'oy', 'oyj', 'pc', 'plc',
  'pte', 'pty', 'pvt', 'sa', 'sarl', 'sas', 'se', 'sl', 'spa', 'sro', 'srl', 'ug', 'ulc',
]);

/**
 * E-mail domains anyone can sign up to: a decision maker writing from one says nothing of the
 * company. Written by hand, not taken from a package: the published lists (email-providers,
 * free-email-domains) run from 355 to several thousand domains (2 to 40 kB gzipped, against the
 * deal list's size budget) and include companies' own domains (facebook.com, discovery.com),
 * which would hide real customers. These are the providers most addresses come from.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'zoho.com', 'mail.com', 'gmx.com',
  'gmx.net', 'gmx.de', 'web.de', 't-online.de', 'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com',
  'naver.com', 'rediffmail.com', 'fastmail.com', 'hey.com', 'tutanota.com', 'orange.fr', 'free.fr', 'laposte.net',
  'libero.it', 'uol.com.br', 'bol.com.br',
]);
/** National variants of the big providers: yahoo.co.uk, hotmail.de, outlook.fr, live.com.au. */
const FREE_MAIL_PROVIDER = /^(yahoo|hotmail|outlook|live|gmx|aol)\.[a-z]{2,3}(\.[a-z]{2})?$/;

const MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
/** The same for text in plain ASCII, already in lower case: several times faster than the Unicode classes. */
const ASCII_SEPARATORS = /[^a-z0-9]+/;
const ASCII = /^[\x20-\x7e]*$/;
/** A domain of at least two labels, letters of any script, digits and hyphens. */
const DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

/** The default of `DealConflictOptions.windowMonths`: registrations a year apart or less. */
export const DEFAULT_CONFLICT_WINDOW_MONTHS = 12;
/** A month as the window counts it: a twelfth of a year, so the window is the same both ways. */
const MONTH_MS = (365.2425 / 12) * 24 * 60 * 60 * 1000;

/**
 * The words of a name as names are compared: case, accents, punctuation and spacing ignored;
 * single letters in a row are one abbreviation ('G.m.b.H.' is 'gmbh', 'S.A.' is 'sa').
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let letters = '';
  const ascii = ASCII.test(text);
  const plain = (ascii ? text : text.normalize('NFKD').replace(MARKS, '')).toLowerCase();
  for (const word of plain.split(ascii ? ASCII_SEPARATORS : SEPARATORS)) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    if (word) words.push(word);
  }
  if (letters) words.push(letters);
  return words;
}

/**
 * The customer company as conflicts compare it: case, accents, punctuation and spacing ignored,
 * legal forms at the end left off. Empty for a missing company (which never conflicts).
 *
 * @example companyKey('ACME, Ltd.') === companyKey('Acme Limited') // 'acme'
 * @example companyKey('Müller G.m.b.H. & Co. KG') // 'muller'
 */
export function companyKey(company: unknown): string {
  const text = textOf(company);
  if (text === '' || text === '-') return '';
  const words = wordsOf(text);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** The country as conflicts compare it ('Côte d’Ivoire' and 'cote d ivoire' are one); empty when missing. */
export function countryKey(country: unknown): string {
  const text = textOf(country);
  return text === '-' ? '' : wordsOf(text).join(' ');
}

/**
 * The domain of a decision maker's e-mail address as conflicts compare it, lower case; empty when
 * the address has none or it is a free-mail domain (gmail.com, outlook.com, yahoo.co.uk, ...).
 *
 * @example emailDomain('Jane.Doe@Acme.co.uk') // 'acme.co.uk'
 * @example emailDomain('jane@gmail.com') // ''
 */
export function emailDomain(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  let domain = email.slice(at + 1).trim().toLowerCase();
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  return DOMAIN.test(domain) && !FREE_MAIL_DOMAINS.has(domain) && !FREE_MAIL_PROVIDER.test(domain) ? domain : '';
}

/** Another member's registration of a deal's customer, and what they have in common. */
export interface DealConflict {
  /** The other registration. */
  deal: Deal;
  /** The same company in the same country. */
  sameCountry: boolean;
  /** The same company, and decision makers writing from the same (not free-mail) domain. */
  sameDomain: boolean;
}

/** Possible conflicts among the deals of one list. */
export interface DealConflicts {
  /** How many deals of other members register this deal's customer within the window. */
  count(deal: Deal): number;
  /** Those deals with what matched, in list order. */
  others(deal: Deal): readonly DealConflict[];
  /** How many deals have at least one possible conflict. */
  readonly total: number;
}

export { NO_CONFLICTS } from './noConflicts.js';

export interface DealConflictOptions {
  /**
   * How far apart two registrations may be, in months (a month being a twelfth of a year), and
   * still conflict. @default 12
   */
  windowMonths?: number;
}

/** The registrations of one customer company (`companyKey`). */
interface Company {
  /** How many deals name it. */
  size: number;
  /** Those that can conflict (see `entryOf`), read only when it has two deals or more. */
  entries?: Entry[];
}

/** A deal as the matching reads it. */
interface Entry {
  deal: Deal;
  /** The registering member: '#id', or the name where the server sends no id. */
  owner: string;
  /** The registration date in ms. */
  time: number;
  country: string;
  domain: string;
  /** How many other members' registrations conflict with it, once counted. */
  count: number;
  /** Its company's entries, once it has a conflict (for `others`). */
  group?: readonly Entry[];
}

/**
 * Companies registered up to this many times are compared pair by pair (no allocation, the
 * fastest for the few registrations most customers have); larger ones in one pass over their
 * registrations sorted by date (`countLargeGroup`).
 */
const PAIRWISE_UP_TO = 24;

/** The counts of a small company's entries, pair by pair. */
function countSmallGroup(group: readonly Entry[], window: number): void {
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++) {
      if (conflicts(group[i]!, group[j]!, window)) {
        group[i]!.count++;
        group[j]!.count++;
      }
    }
  }
}

/** Numbers for the values of one field within a company: 0 for none, then 1, 2, ... */
class Numbering<Value> {
  private readonly numbers = new Map<Value, number>();
  of(value: Value): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.numbers.size + 1;
      this.numbers.set(value, number);
    }
    return number;
  }
  /** One more than the largest number given. */
  get bound(): number {
    return this.numbers.size + 1;
  }
}

/**
 * How many other members' registrations each entry of one large company has, in one pass: the
 * registrations sorted by date, a window of `window` either side moves along them, and tallies
 * count who is in it per country, per domain and per both (and each again per member). An entry's
 * count is then those in its country, plus those with its domain, less those with both (counted
 * twice otherwise), each less its own member's. A company registered 100,000 times costs about as
 * much as 100,000 companies registered once, never a comparison of every pair.
 */
function countLargeGroup(group: readonly Entry[], window: number): void {
  // Each entry's six tallies, numbered once (its country, domain and both, each alone and with its
  // member; 0 when it has no country or domain), so moving the window only adds in arrays.
  const owners = new Numbering<string>();
  const countries = new Numbering<string>();
  const domains = new Numbering<string>();
  const fields = group.map((entry) => ({
    o: owners.of(entry.owner),
    c: entry.country ? countries.of(entry.country) : 0,
    d: entry.domain ? domains.of(entry.domain) : 0,
  }));
  const O = owners.bound;
  const D = domains.bound;
  // Pairs as one number each: below 2^53 for any list a browser can hold.
  const tallies = [countries, new Numbering<number>(), domains, new Numbering<number>(), new Numbering<number>(), new Numbering<number>()] as const;
  const numbered = group.map((entry, index) => {
    const { o, c, d } = fields[index]!;
    const b = c && d ? tallies[4].of(c * D + d) : 0;
    return {
      entry,
      slots: [c, c && tallies[1].of(c * O + o), d, d && tallies[3].of(d * O + o), b, b && tallies[5].of(b * O + o)],
    };
  });
  numbered.sort((x, y) => x.entry.time - y.entry.time);
  const inWindow = tallies.map((numbering) => new Int32Array(numbering.bound + 1));
  const move = (slots: readonly number[], by: number) => {
    for (let k = 0; k < 6; k++) if (slots[k]) inWindow[k]![slots[k]!]! += by;
  };
  const inSlot = (slots: readonly number[], k: number) => (slots[k] ? inWindow[k]![slots[k]!]! - inWindow[k + 1]![slots[k + 1]!]! : 0);
  let low = 0;
  let high = 0;
  for (const { entry, slots } of numbered) {
    while (high < numbered.length && numbered[high]!.entry.time <= entry.time + window) move(numbered[high++]!.slots, 1);
    while (numbered[low]!.entry.time < entry.time - window) move(numbered[low++]!.slots, -1);
    entry.count = inSlot(slots, 0) + inSlot(slots, 2) - inSlot(slots, 4);
  }
}

/** Whether two registrations of one company conflict. */
function conflicts(entry: Entry, other: Entry, window: number): boolean {
  return (
    other.owner !== entry.owner &&
    Math.abs(other.time - entry.time) <= window &&
    ((entry.country !== '' && other.country === entry.country) || (entry.domain !== '' && other.domain === entry.domain))
  );
}

/**
 * Finds every possible conflict of a deal list once; counts and lists are then read per deal.
 * A deal conflicts with another member's deal (members told apart by id, or by name where the
 * server sends no id) for the same company (`companyKey`) registered within `windowMonths` of it,
 * when both are in the same country or both decision makers write from the same e-mail domain
 * (free-mail domains never match). A deal without a company, a readable registration date
 * (`createdAt`), or both a country and a domain conflicts with none: a blank never matches.
 *
 * The deals are grouped by company first; only companies registered twice or more are read
 * further, and only those registered by two members or more compared (see `countLargeGroup`).
 *
 * @example const conflicts = findDealConflicts(deals, 'partner', { windowMonths: 6 }); conflicts.count(deal) // 1
 */
export function findDealConflicts(deals: readonly Deal[], variant: Variant, options: DealConflictOptions = {}): DealConflicts {
  const steps = conflictSteps(deals, variant, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The longest the sliced pass works before it lets the browser handle input and paint, ms. */
const SLICE_MS = 8;

/**
 * `findDealConflicts` in slices of a few milliseconds, letting the browser handle input and paint
 * between them: on 100,000 deals the pass takes 150-250 ms, which in one task would hold the page
 * (docs/performance.md). Rejects with `signal`'s reason once it is aborted.
 *
 * @example const conflicts = await findDealConflictsInSlices(deals, 'partner', {}, controller.signal);
 */
export async function findDealConflictsInSlices(deals: readonly Deal[], variant: Variant, options: DealConflictOptions = {}, signal?: AbortSignal): Promise<DealConflicts> {
  const steps = conflictSteps(deals, variant, options);
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStarted > SLICE_MS) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
  }
}

/**
 * Finds the conflicts in slices (`findDealConflictsInSlices`) and hands them to `found`; returns
 * what stops the pass, for an effect's clean-up (the deals or the variant changed, the list
 * unmounted). Here, not in the deal list's hook, so that it loads with the pass.
 */
export function findDealConflictsLater(deals: readonly Deal[], variant: Variant, found: (conflicts: DealConflicts) => void): () => void {
  const stop = new AbortController();
  findDealConflictsInSlices(deals, variant, {}, stop.signal).then(found, (error: unknown) => {
    if (!stop.signal.aborted) throw error;
  });
  return () => stop.abort();
}

/** Deals read between two of the pass's steps (each a chance to give way). */
const DEALS_PER_STEP = 1024;

/** The pass of `findDealConflicts`, stepping after every `DEALS_PER_STEP` deals or companies; returns the answer. */
function* conflictSteps(deals: readonly Deal[], variant: Variant, options: DealConflictOptions): Generator<void, DealConflicts> {
  const months = options.windowMonths;
  // Infinity is no limit; anything but a positive number, registrations at the same moment only.
  const window = months === undefined ? DEFAULT_CONFLICT_WINDOW_MONTHS * MONTH_MS : typeof months === 'number' && months > 0 ? months * MONTH_MS : 0;
  // First the company alone, cheaply: most customers are registered once, and their deals need no
  // more reading. (Caching each spelling's key would save little: companyKey costs about as much
  // as the lookup, and real lists repeat few spellings.)
  const companies = new Map<string, Company>();
  const companyOf = new Array<Company | undefined>(deals.length);
  for (let index = 0; index < deals.length; index++) {
    if (index % DEALS_PER_STEP === DEALS_PER_STEP - 1) yield;
    const key = companyKey(deals[index]!.customerCompany);
    if (!key) continue;
    let company = companies.get(key);
    if (!company) {
      company = { size: 0 };
      companies.set(key, company);
    }
    company.size++;
    companyOf[index] = company;
  }
  // Then the deals of companies registered twice or more, in list order: reading the deals in the
  // order they lie in memory is several times faster than company by company.
  const countries = new Map<unknown, string>();
  for (let index = 0; index < deals.length; index++) {
    if (index % DEALS_PER_STEP === DEALS_PER_STEP - 1) yield;
    const company = companyOf[index];
    if (!company || company.size < 2) continue;
    const entry = entryOf(deals[index]!, variant, countries);
    if (entry) (company.entries ??= []).push(entry);
  }
  const flagged = new Map<Deal, Entry>();
  let read = 0;
  for (const { entries } of companies.values()) {
    if (!entries || entries.length < 2 || entries.every((entry) => entry.owner === entries[0]!.owner)) continue;
    if (entries.length <= PAIRWISE_UP_TO) countSmallGroup(entries, window);
    else countLargeGroup(entries, window);
    for (const entry of entries) {
      if (entry.count === 0) continue;
      entry.group = entries;
      flagged.set(entry.deal, entry);
    }
    read += entries.length;
    if (read >= DEALS_PER_STEP) {
      read = 0;
      yield;
    }
  }
  return conflictsOf(flagged, window);
}

/**
 * The answer, made outside `findDealConflicts`: closures made there would keep its whole scope,
 * the companies' map among it, whose keys V8 internalized (docs/performance.md).
 */
function conflictsOf(flagged: Map<Deal, Entry>, window: number): DealConflicts {
  return {
    count: (deal) => flagged.get(deal)?.count ?? 0,
    others(deal) {
      const entry = flagged.get(deal);
      if (!entry?.group) return [];
      return entry.group
        .filter((other) => conflicts(entry, other, window))
        .map((other) => ({
          deal: other.deal,
          sameCountry: entry.country !== '' && other.country === entry.country,
          sameDomain: entry.domain !== '' && other.domain === entry.domain,
        }));
    },
    total: flagged.size,
  };
}

/**
 * A deal as the matching reads it, or undefined when it can conflict with none: no readable
 * registration date, or neither a country nor a company domain.
 */
function entryOf(deal: Deal, variant: Variant, countries: Map<unknown, string>): Entry | undefined {
  const time = typeof deal.createdAt === 'string' ? timestampOf(deal.createdAt) : NaN;
  if (Number.isNaN(time)) return undefined;
  let country = countries.get(deal.country);
  if (country === undefined) {
    country = countryKey(deal.country);
    countries.set(deal.country, country);
  }
  const domain = emailDomain(deal.dmEmail);
  if (!country && !domain) return undefined;
  const d = deal as AnyDeal;
  const id = variant === 'distributor' ? d.distributorId : d.partnerId;
  // Only a number or a text names a member: anything else the server sends (an object whose
  // toString is not a function would throw in a template) falls back to the member's name.
  const owner = typeof id === 'number' || (typeof id === 'string' && id !== '') ? `#${id}` : dealOwnerName(deal, variant, '').toLowerCase();
  return { deal, owner, time, country, domain, count: 0 };
}
