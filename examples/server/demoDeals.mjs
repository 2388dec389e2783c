// `DEMO_DEALS=N npm start`: a new database with N partner deals (issue 34), for trying and
// measuring the lists paged on the server. The demo data set is seeded as usual (its admins,
// resources, quiz, certifications and first members and deals); the rest is made by the database
// itself, a few statements of INSERT ... SELECT over generate_series, every value a function of
// the row's number, so the same N gives the same rows (deterministic, and no million round trips).
// Alongside: a distributor deal for every three partner deals, a partner for every 25 deals, a
// distributor for every 60 of theirs. About one deal in nine re-registers a customer registered
// shortly before, mostly by another member: with the conflict rule (the same company in the same
// country or with the same e-mail domain, within a year) about one deal in eight is flagged.
//
// The texts a search reads and the keys that tell conflicts are filled as the server fills them
// (listRules.ts): made in JavaScript for every word the rows are composed of, passed in as arrays,
// and joined in SQL (tests/server/demoDeals.test.ts checks them against listRules.ts row by row).

/** @typedef {typeof import('./listRules.ts')} ListRules */

/** Members per deal, and distributor deals per partner deal. */
export const DEMO_DEALS_RATIOS = { dealsPerPartner: 25, partnerDealsPerDistributorDeal: 3, distributorDealsPerDistributor: 20 };

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Amelia', 'Noah', 'Sofia', 'Lucas', 'Hannah', 'Mateo', 'Priya', 'Arjun', 'Chloe', 'Ethan', 'Yuki', 'Kenji',
  'Fatima', 'Omar', 'Elena', 'Marco', 'Ingrid', 'Lars', 'Aisha', 'Kwame', 'Isabel', 'Tomás', 'Grace', 'Daniel', 'Mei', 'Wei',
  'Zara', 'Samuel', 'Nora', 'Felix', 'Leila', 'Rafael', 'Anika', 'Jonas', 'Camille', 'Hugo', 'Sara', 'David', 'Émile', 'Zoë',
];
const LAST_NAMES = [
  'Smith', 'Müller', 'Garcia', 'Patel', 'Nguyen', 'Johansson', 'Rossi', 'Dubois', 'Tanaka', 'Okafor', 'Kowalski', 'Silva',
  'Brown', 'Schneider', 'Fernández', 'Khan', 'Van Dijk', 'Andersen', 'Moreau', 'Chen', 'Sato', 'Haddad', 'Mensah', 'Novak',
  'Costa', 'Wilson', 'Fischer', 'Lopez', 'Sharma', 'Nielsen', 'Bianchi', 'Öztürk',
];
const TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Mx.'];
const POSITIONS = ['Channel Sales Manager', 'Security Consultant', 'Managing Director', 'Solutions Architect', 'Account Manager', 'Presales Engineer', 'Alliance Manager'];
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'];
const MEMBER_STEMS = ['Northwind', 'Bluecrest', 'Ironclad', 'Sentinel', 'Brightpath', 'Cobalt', 'Redwood', 'Silverline', 'Keystone', 'Arcadia', 'Vanguard', 'Lighthouse', 'Granite', 'Helix', 'Polaris', 'Quantum', 'Meridian', 'Atlas', 'Nimbus', 'Falcon'];
const MEMBER_KINDS = { partner: ['Networks', 'Solutions', 'Security', 'Systems', 'Technologies', 'Consulting', 'Integration'], distributor: ['Distribution', 'Channel Services', 'Supply', 'Trading'] };

/** Customer names are three words and, past the first 72,000 customers, a number: 'Harbor Alpine Logistics 12 GmbH'. */
const CUSTOMER_FIRST = [
  'Harbor', 'Alpine', 'Greenfield', 'Metro', 'Crescent', 'Pioneer', 'Riverton', 'Oakridge', 'Nova', 'Sunrise', 'Blue Ocean', 'Vertex',
  'Maple', 'Orion', 'Cedar', 'Lakeside', 'Titan', 'Prime', 'Coastal', 'Northgate', 'Silver Birch', 'Redhill', 'Westbrook', 'Kingsbridge',
  'Eastfield', 'Stonegate', 'Fairview', 'Highland', 'Clearwater', 'Goldcrest', 'Ashford', 'Brookside', 'Elmwood', 'Foxglove', 'Glenmore',
  'Hawthorne', 'Ivybridge', 'Juniper', 'Kestrel', 'Larkspur', 'Millbrook', 'Northfield', 'Oakhaven', 'Pinecrest', 'Queensway', 'Rosewood',
  'Sandpiper', 'Thornbury', 'Upland', 'Valemont', 'Willowdale', 'Yarrow', 'Zenith', 'Bellmont', 'Copperfield', 'Driftwood', 'Evermore',
  'Fernhill', 'Greystone', 'Hollowell',
];
const CUSTOMER_SECOND = [
  'Logistics', 'Hospital', 'Bank', 'Retail', 'Transit', 'Insurance', 'Manufacturing', 'University', 'Pharma', 'Hotels', 'Shipping',
  'Energy', 'Foods', 'Telecom', 'Law', 'Health', 'Engineering', 'Media', 'Credit Union', 'Aerospace', 'Schools', 'Dental',
  'Construction', 'Automotive', 'Water', 'Clinics', 'Airlines', 'Chemicals', 'Textiles', 'Farms', 'Brewing', 'Mining', 'Printing',
  'Software', 'Robotics', 'Optics', 'Ceramics', 'Furniture', 'Marine', 'Studios',
];
const CUSTOMER_THIRD = [
  'Group', 'Holdings', 'Partners', 'Services', 'Trust', 'Authority', 'Industries', 'Systems', 'Works', 'Network', 'Alliance',
  'Collective', 'International', 'Enterprises', 'Associates', 'Labs', 'Centre', 'Agency', 'Foundation', 'Cooperative', 'Council',
  'Ventures', 'Solutions', 'Supplies', 'Logistics Hub', 'Facilities', 'Exchange', 'Institute', 'Society', 'Union',
];
const CUSTOMERS_PER_NUMBER = CUSTOMER_FIRST.length * CUSTOMER_SECOND.length * CUSTOMER_THIRD.length;

/** Countries: the name, dialling code, top-level domain, a legal form, a city with its state and postal code. */
const COUNTRIES = [
  ['United Kingdom', '+44', 'co.uk', 'Ltd', 'London', 'Greater London', 'EC2A 4NE'],
  ['Germany', '+49', 'de', 'GmbH', 'Berlin', 'Berlin', '10115'],
  ['France', '+33', 'fr', 'SAS', 'Paris', 'Île-de-France', '75008'],
  ['Netherlands', '+31', 'nl', 'B.V.', 'Amsterdam', 'North Holland', '1012 AB'],
  ['Spain', '+34', 'es', 'S.L.', 'Madrid', 'Community of Madrid', '28013'],
  ['Italy', '+39', 'it', 'S.p.A.', 'Milan', 'Lombardy', '20121'],
  ['United States', '+1', 'com', 'Inc.', 'Austin', 'Texas', '78701'],
  ['Canada', '+1', 'ca', 'Ltd.', 'Toronto', 'Ontario', 'M5H 2N2'],
  ['India', '+91', 'in', 'Pvt. Ltd.', 'Bengaluru', 'Karnataka', '560001'],
  ['Japan', '+81', 'jp', 'K.K.', 'Tokyo', 'Tokyo', '100-0005'],
  ['Australia', '+61', 'com.au', 'Pty Ltd', 'Sydney', 'New South Wales', '2000'],
  ['Brazil', '+55', 'com.br', 'S.A.', 'São Paulo', 'São Paulo', '01310-100'],
  ['Sweden', '+46', 'se', 'AB', 'Stockholm', 'Stockholm', '111 57'],
  ['United Arab Emirates', '+971', 'ae', 'LLC', 'Dubai', 'Dubai', '00000'],
  ['Côte d’Ivoire', '+225', 'ci', 'SARL', 'Abidjan', 'Abidjan', '01 BP 1234'],
];

const DEAL_TITLES = ['CISO', 'IT Director', 'Head of Infrastructure', 'CIO', 'Security Manager', 'IT Manager'];
const ENGAGEMENT_TYPES = ['New Business', 'Renewal', 'Upsell', 'Cross-sell', 'Competitive Displacement'];
const RESELLER_ENGAGEMENTS = ['Resell', 'Referral', 'Managed Service', 'Co-sell'];
const PRODUCT_POSITIONS = ['Endpoint protection for every device', 'Managed detection and response', 'E-mail security gateway', 'Zero-trust network access', 'Cloud workload protection'];
const PLATFORMS = ['Windows', 'macOS', 'Linux', 'Mixed estate', 'Cloud (AWS)', 'Cloud (Azure)'];
const NEEDS = ['Replace an ageing antivirus estate', 'Meet a regulator’s audit findings', 'Protect a newly remote workforce', 'Consolidate three security vendors', 'Cover a merger’s second network'];
const COMMENTS = ['Budget approved for this quarter.', 'Competing with two other vendors.', 'Pilot on 50 seats first.', 'Requested a joint call with the vendor account executive.'];
const MANAGERS = [['Rachel', 'Adams'], ['Miguel', 'Santos'], ['Sophie', 'Laurent'], ['Tobias', 'Weber'], ['Nadia', 'Rahman']];
const EXECUTIVES = [['Jordan', 'Blake'], ['Aiko', 'Mori'], ['Pedro', 'Alves'], ['Hanna', 'Berg']];
const REMARKS = { approved: ['Verified with the account team', 'Approved for standard partner discount'], rejected: ['Customer already registered by another partner', 'Duplicate registration'], pending: ['Awaiting confirmation from the customer', 'Checking for conflicting registrations'] };
const FREE_MAIL = 'gmail.com';
const DAY_S = 86_400;

/** The rows seeded beyond the demo data for N partner deals. @param {number} partnerDeals */
export function demoDealsPlan(partnerDeals) {
  const { dealsPerPartner, partnerDealsPerDistributorDeal, distributorDealsPerDistributor } = DEMO_DEALS_RATIOS;
  const distributorDeals = Math.round(partnerDeals / partnerDealsPerDistributorDeal);
  return {
    partnerDeals,
    distributorDeals,
    partners: Math.max(1, Math.round(partnerDeals / dealsPerPartner)),
    distributors: Math.max(1, Math.round(distributorDeals / distributorDealsPerDistributor)),
  };
}

/** An ASCII slug of a name for e-mail addresses: 'Müller' → 'muller', 'Van Dijk' → 'vandijk'. @param {string} text */
const slug = (text) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A deterministic hash of a row's number to 0..2^31-1 for one of its choices (`salt`, 0..15):
 * multiply, xor-shift, multiply, xor-shift, the same on every PostgreSQL and PGlite. Written out
 * as an expression, not a function: a SQL function that is not inlined costs more than the rest
 * of the row.
 * @param {string} number SQL @param {number} salt
 */
const mixed = (number, salt) => {
  const n = `((${number})::bigint * 16 + ${salt})`;
  const x = `(((${n} * 2654435761) # ((${n} * 2654435761) >> 16)) & 2147483647)`;
  return `(((${x} * 40503) # ((${x} * 40503) >> 13)) & 2147483647)`;
};

/** Every salt of `mixed`: a deal's row computes its 16 hashes once (`h.h0` .. `h.h15`) and picks from them. */
const HASHES = Array.from({ length: 16 }, (_, salt) => salt);

/**
 * Ends each LATERAL subquery of the seeding statements: `OFFSET 0` keeps the planner from pulling
 * the subquery up into the SELECT, which would copy its expressions into every place that names
 * one of its columns (a customer's number, read by a dozen of the row's columns, would be hashed a
 * dozen times over, and each of those by its own pulled-up copies): each is computed once per row.
 * At a million deals this is most of the seeding's time (docs/performance.md).
 */
const ONCE = 'OFFSET 0';

/** Named query parameters: `param('titles', TITLES)` is its placeholder, '$3'; `values` the list to send. */
function parameters() {
  /** @type {unknown[]} */
  const values = [];
  /** @type {Map<string, string>} */
  const names = new Map();
  /** @param {string} name @param {unknown} value @param {string} [type] e.g. 'text[]' */
  const param = (name, value, type) => {
    let placeholder = names.get(name);
    if (!placeholder) {
      values.push(value);
      placeholder = `$${values.length}${type ? `::${type}` : ''}`;
      names.set(name, placeholder);
    }
    return placeholder;
  };
  /** One of a list, by a number (SQL): `(list)[1 + number % length]`. @param {string} name @param {readonly string[]} list @param {string} number */
  const pick = (name, list, number) => `(${param(name, list, 'text[]')})[1 + (${number}) % ${list.length}]`;
  return { values, param, pick };
}

/** A country's fields, one list each, in COUNTRIES's order. */
const COUNTRY_FIELDS = ['name', 'code', 'tld', 'legalForm', 'city', 'state', 'postalCode'];

/**
 * Adds members and deals to a database the demo data was just seeded into, inside the seed's
 * transaction, until there are `plan.partnerDeals` partner deals (and the rest in proportion).
 * `fillKeys` fills the list columns of the members and deals seeded before (the new deals copy
 * their owner's), while the tables are small: keyed later, the demo data's few hundred deals would
 * each recount their companies over a million rows without the list indexes.
 * Counts the deals' conflicts before writing them (insertDeals), and their statuses once, at the end of each table.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }} tx
 * @param {ReturnType<typeof demoDealsPlan>} plan
 * @param {ListRules} rules
 * @param {Date} now
 * @param {() => Promise<void>} fillKeys
 */
export async function seedDemoDeals(tx, plan, rules, now, fillKeys) {
  await tx.query(`SET LOCAL work_mem = '256MB'`);
  // Each row is computed once, so neither compiling the expressions (about 5 s per statement at a
  // million rows, under load) nor caching the LATERAL steps' results (a miss on nearly every row) pays.
  await tx.query(`SET LOCAL jit = off`);
  await tx.query(`SET LOCAL enable_memoize = off`);
  const next = async (/** @type {string} */ table) => Number((await tx.query(`SELECT coalesce(max("id"), 0) + 1 AS n FROM ${table}`)).rows[0]?.n);
  for (const variant of /** @type {const} */ (['partner', 'distributor'])) {
    const table = variant === 'partner' ? 'partners' : 'distributors';
    const target = variant === 'partner' ? plan.partners : plan.distributors;
    const from = await next(table);
    if (target >= from) await insertMembers(tx, table, variant, from, target, now);
  }
  await fillKeys();
  for (const variant of /** @type {const} */ (['partner', 'distributor'])) {
    const table = variant === 'partner' ? 'partner_deals' : 'distributor_deals';
    const target = variant === 'partner' ? plan.partnerDeals : plan.distributorDeals;
    const from = await next(table);
    if (target < from) continue;
    // The conflicts counted before the rows are written (insertDeals) and the statuses once at the
    // end, instead of the triggers' for every company and every row of the statement; the customer
    // and name orders' sections are made at the start that follows the seed (listQuery.mjs
    // buildListSections). So the insert triggers are dropped for the statement and made again after
    // it, as they were (pg_get_triggerdef), in the same transaction: disabled, they no longer ran,
    // but as long as a trigger of the table has a transition table, PostgreSQL still kept every
    // inserted row for it (a million rows in a tuplestore, spilled to a temporary file).
    const bulk = ['conflicts_insert', 'counts_insert', 'sections_insert', 'name_sections_insert'].map((trigger) => `${table}_${trigger}`);
    const triggers = (
      await tx.query(`SELECT tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = $1::regclass AND tgname = ANY ($2::text[]) ORDER BY tgname`, [table, bulk])
    ).rows.map((row) => ({ name: String(row.tgname), definition: String(row.definition) }));
    for (const { name } of triggers) await tx.query(`DROP TRIGGER "${name}" ON ${table}`);
    await insertDeals(tx, table, variant, from, target, rules, now);
    for (const { definition } of triggers) await tx.query(definition);
    await tx.query(`SELECT list_recount_statuses($1::regclass)`, [table]);
  }
}

/** The names of people, with their lower-cased forms and e-mail slugs, as parameters. @param {ReturnType<typeof parameters>} p */
function people(p) {
  return {
    first: (/** @type {string} */ at) => `(${p.param('first', FIRST_NAMES, 'text[]')})[${at}]`,
    firstLower: (/** @type {string} */ at) => `(${p.param('firstLower', FIRST_NAMES.map((name) => name.toLowerCase()), 'text[]')})[${at}]`,
    firstSlug: (/** @type {string} */ at) => `(${p.param('firstSlug', FIRST_NAMES.map(slug), 'text[]')})[${at}]`,
    last: (/** @type {string} */ at) => `(${p.param('last', LAST_NAMES, 'text[]')})[${at}]`,
    lastLower: (/** @type {string} */ at) => `(${p.param('lastLower', LAST_NAMES.map((name) => name.toLowerCase()), 'text[]')})[${at}]`,
    lastSlug: (/** @type {string} */ at) => `(${p.param('lastSlug', LAST_NAMES.map(slug), 'text[]')})[${at}]`,
  };
}

/** A country's field by its position (SQL, 1-based). @param {ReturnType<typeof parameters>} p @param {string} field @param {string} at */
const countryField = (p, field, at) => `(${p.param(`country.${field}`, COUNTRIES.map((country) => country[COUNTRY_FIELDS.indexOf(field)]), 'text[]')})[${at}]`;

/**
 * Members `from`..`to`: 55 in 100 active, 20 pending (recent sign-ups), 13 rejected, 12 inactive,
 * each sign-up request as seed.mjs's isSignupRequest says.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<unknown> }} tx
 * @param {'partners' | 'distributors'} table
 * @param {'partner' | 'distributor'} variant
 * @param {number} from @param {number} to
 * @param {Date} now
 */
async function insertMembers(tx, table, variant, from, to, now) {
  const p = parameters();
  const who = people(p);
  const state = `(${mixed('i', 9)} % 100)`;
  const approved = `(${state} < 55 OR ${state} >= 88)`;
  const company = `${p.pick('stems', MEMBER_STEMS, mixed('i', 13))} || ' ' || ${p.pick('kinds', MEMBER_KINDS[variant], mixed('i', 14))} || ' ' || (10 + i / 100)`;
  await tx.query(
    `INSERT INTO ${table} ("id", "firstName", "lastName", "title", "email", "countryCode", "phoneNumber", "position", "companyName", "companySize",
       "address", "street", "city", "country", "isApproved", "isActive", "createdAt", "updatedAt", "signupRequest",
       "searchName", "searchEmail", "searchCompany", "listKeyed")
     SELECT i, ${who.first('n.f')}, ${who.last('n.l')}, ${p.pick('titles', TITLES, mixed('i', 3))}, m.email, ${countryField(p, 'code', 'n.c')},
       lpad((${mixed('i', 4)} % 1000000000)::text, 10, '1'), ${p.pick('positions', POSITIONS, mixed('i', 5))}, m.company,
       ${p.pick('sizes', COMPANY_SIZES, mixed('i', 6))}, 'Suite ' || (1 + ${mixed('i', 7)} % 900), (1 + ${mixed('i', 8)} % 250) || ' Main Street',
       ${countryField(p, 'city', 'n.c')}, ${countryField(p, 'name', 'n.c')},
       ${approved}, ${state} < 75, m.created, m.created + make_interval(days => (${mixed('i', 11)} % 30)::integer),
       NOT ${approved} OR m.created >= ${p.param('now', now, 'timestamptz')} - interval '90 days',
       ${who.firstLower('n.f')} || ' ' || ${who.lastLower('n.l')}, lower(m.email), lower(m.company), true
     FROM generate_series(${p.param('from', from, 'integer')}, ${p.param('to', to, 'integer')}) AS i
     CROSS JOIN LATERAL (SELECT 1 + ${mixed('i', 1)} % ${FIRST_NAMES.length} AS f, 1 + ${mixed('i', 2)} % ${LAST_NAMES.length} AS l, 1 + ${mixed('i', 12)} % ${COUNTRIES.length} AS c ${ONCE}) AS n
     CROSS JOIN LATERAL (SELECT ${company} || ' ' || ${countryField(p, 'legalForm', 'n.c')} AS company,
       ${who.firstSlug('n.f')} || '.' || ${who.lastSlug('n.l')} || i || '@' || lower(regexp_replace(${company}, '[^A-Za-z0-9]', '', 'g')) || '.' || ${countryField(p, 'tld', 'n.c')} AS email,
       ${p.param('now', now, 'timestamptz')} - make_interval(secs => (CASE WHEN ${state} BETWEEN 55 AND 74 THEN ${mixed('i', 10)} % (89 * ${DAY_S}) ELSE ${mixed('i', 10)} % (548 * ${DAY_S}) END)::double precision) AS created
       ${ONCE}) AS m`,
    p.values,
  );
}

/**
 * Deals `from`..`to`, each registered by one of the members (the owner's name and list keys
 * copied), for a customer of its own or, one in ten, a customer of a deal up to 40 rows before.
 * A customer is named by its number: three words and past the first 72,000 a number from 10,
 * then its country's legal form ('Harbor Logistics Group 12 GmbH'); a twentieth of the decision
 * makers write from gmail.com.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }} tx
 * @param {'partner_deals' | 'distributor_deals'} table
 * @param {'partner' | 'distributor'} variant
 * @param {number} from @param {number} to
 * @param {ListRules} rules
 * @param {Date} now
 */
async function insertDeals(tx, table, variant, from, to, rules, now) {
  const owners = variant === 'partner' ? 'partners' : 'distributors';
  const ownerCount = Number((await tx.query(`SELECT count(*)::integer AS n FROM ${owners}`)).rows[0]?.n);
  const p = parameters();
  const who = people(p);
  // Each word of a customer's name with its lower-cased form, its key (companyKey) and its slug (the e-mail domain).
  const word = (/** @type {string} */ name, /** @type {string[]} */ list, /** @type {string} */ at) => ({
    text: `(${p.param(`${name}`, list, 'text[]')})[${at}]`,
    lower: `(${p.param(`${name}.lower`, list.map((item) => item.toLowerCase()), 'text[]')})[${at}]`,
    key: `(${p.param(`${name}.key`, list.map((item) => rules.companyKey(item)), 'text[]')})[${at}]`,
    slug: `(${p.param(`${name}.slug`, list.map(slug), 'text[]')})[${at}]`,
  });
  const words = [word('first', CUSTOMER_FIRST, 'cp.a'), word('second', CUSTOMER_SECOND, 'cp.b'), word('third', CUSTOMER_THIRD, 'cp.t')];
  const number = `CASE WHEN cp.number > 0 THEN ' ' || (cp.number + 9) ELSE '' END`;
  const joined = (/** @type {'text' | 'lower' | 'key'} */ form) => `${words.map((w) => w[form]).join(` || ' ' || `)} || ${number}`;
  const domain = `${words.map((w) => w.slug).join(' || ')} || CASE WHEN cp.number > 0 THEN (cp.number + 9)::text ELSE '' END || '.' || ${countryField(p, 'tld', 'cp.country')}`;
  const countryKeys = COUNTRIES.map(([name]) => rules.dealKeys({ id: 0, country: name }, 'partner').countryKey);
  const ownerColumns =
    variant === 'partner'
      ? `"partnerId", "partnerFirstName", "partnerLastName", "partnerTitle", "partnerCompany"`
      : `"distributorId", "distributorFirstName", "distributorLastName", "distributorTitle", "distributorCompany", "distributorName", "distributorEmail"`;
  const ownerValues =
    variant === 'partner'
      ? `o."id", o."firstName", o."lastName", o."title", o."companyName"`
      : `o."id", o."firstName", o."lastName", o."title", o."companyName", o."firstName" || ' ' || o."lastName", o."email"`;
  const status = `(h.h5 % 100)`;
  const remark = `(h.h6 % 100)`;
  // The keys the conflict rule reads, written once for both statements below.
  const keys = {
    companyKey: 'cu.key',
    ownerKey: `'#' || o."id"`,
    createdAt: 'd.created',
    countryKey: `(${p.param('countryKeys', countryKeys, 'text[]')})[cu.country]`,
    domainKey: 'CASE WHEN cu.free THEN NULL ELSE cu.domain END',
  };
  const rows = `generate_series(${p.param('from', from, 'integer')}, ${p.param('to', to, 'integer')}) AS i
     CROSS JOIN LATERAL (SELECT ${HASHES.map((salt) => `${mixed('i', salt)} AS h${salt}`).join(', ')} ${ONCE}) AS h
     CROSS JOIN LATERAL (SELECT CASE WHEN h.h2 % 10 = 0 AND i > ${from + 40} THEN i - 1 - h.h3 % 40 ELSE i END AS c ${ONCE}) AS customer
     CROSS JOIN LATERAL (SELECT
       1 + customer.c % ${CUSTOMER_FIRST.length} AS a,
       1 + (customer.c / ${CUSTOMER_FIRST.length}) % ${CUSTOMER_SECOND.length} AS b,
       1 + (customer.c / ${CUSTOMER_FIRST.length * CUSTOMER_SECOND.length}) % ${CUSTOMER_THIRD.length} AS t,
       customer.c / ${CUSTOMERS_PER_NUMBER} AS number,
       1 + ${mixed('customer.c', 7)} % ${COUNTRIES.length} AS country,
       h.h14 % 20 = 0 AS free
       ${ONCE}) AS cp
     CROSS JOIN LATERAL (SELECT cp.country, cp.free, ${joined('text')} AS name, ${joined('lower')} AS lower, ${joined('key')} AS key,
       CASE WHEN cp.free THEN '${FREE_MAIL}' ELSE ${domain} END AS domain ${ONCE}) AS cu
     CROSS JOIN LATERAL (SELECT 1 + h.h10 % ${FIRST_NAMES.length} AS f, 1 + h.h11 % ${LAST_NAMES.length} AS l,
       ${p.param('now', now, 'timestamptz')} - make_interval(secs => (h.h15 % (720 * ${DAY_S}))::double precision) AS created,
       h.h0 % 10 < 4 AS multi,
       CASE WHEN ${status} < 38 THEN 'approved' WHEN ${status} < 54 THEN 'rejected' WHEN ${status} < 86 THEN 'pending'
            WHEN ${status} < 92 THEN 'PENDING' WHEN ${status} < 97 THEN 'submitted' ELSE 'Under Review' END AS status ${ONCE}) AS d
     JOIN ${owners} o ON o."id" = 1 + h.h1 % ${ownerCount}`;
  // The conflict counts first, from the keys alone: the deals already in the table and the new
  // ones' keys (the same expressions as their rows below; the planner leaves out what the keys do
  // not read) in a narrow temporary table, counted there by list_recount_conflicts itself, so the
  // rule is the one the triggers keep. The rows are then written once, with their counts: counted
  // after them, about one deal in eight was written again (every column, the generated ones'
  // regular expressions again) and left a dead row behind for VACUUM.
  const keyColumns = Object.keys(keys).map((column) => `"${column}"`).join(', ');
  await tx.query(`CREATE TEMPORARY TABLE seed_conflicts ON COMMIT DROP AS SELECT "id", ${keyColumns}, "conflictCount" FROM ${table}`);
  await tx.query(`INSERT INTO seed_conflicts ("id", ${keyColumns}, "conflictCount") SELECT i, ${Object.values(keys).join(', ')}, 0 FROM ${rows}`, p.values);
  await tx.query(`SELECT list_recount_conflicts('seed_conflicts'::regclass, NULL)`);
  // The deals seeded before whose counts the new ones change; the new ones' counts, for their rows.
  await tx.query(`UPDATE ${table} AS t SET "conflictCount" = k."conflictCount" FROM seed_conflicts k WHERE k."id" = t."id" AND t."conflictCount" <> k."conflictCount"`);
  await tx.query(`CREATE TEMPORARY TABLE seed_conflicted ON COMMIT DROP AS SELECT "id", "conflictCount" FROM seed_conflicts WHERE "conflictCount" <> 0 AND "id" >= ${from}`);
  await tx.query(`DROP TABLE seed_conflicts`);
  // The counts join the rows by a hash of the conflicted deals (about one in eight): without
  // statistics of the temporary table the planner merged them instead, sorting every computed row
  // by its number first (at a million deals 354 MB written to a temporary file and read back).
  await tx.query(`ANALYZE seed_conflicted`);
  const mergeJoin = String((await tx.query(`SELECT current_setting('enable_mergejoin') AS value`)).rows[0]?.value);
  await tx.query(`SELECT set_config('enable_mergejoin', 'off', true)`);
  await tx.query(
    `INSERT INTO ${table} ("id", ${ownerColumns}, "customerCompany", "dmTitle", "dmFirstName", "dmLastName", "dmEmail", "dmCountryCode", "dmPhoneNumber",
       "isExistingCustomer", "address", "city", "state", "postalCode", "country", "e7PartnerManagerFirstName", "e7PartnerManagerLastName",
       "e7AccountExecutiveFirstName", "e7AccountExecutiveLastName", "engagementType", "resellerEngagement", "opportunityNumber",
       "otherResellerEngagement", "descriptionCustomerNeeds", "e7ProductPosition", "e7Platform", "isMultiYear", "years", "mdfFunding",
       "mdfActivityName", "comments", "status", "remarks", "createdAt", "updatedAt",
       "searchName", "searchCompany", "companyKey", "countryKey", "domainKey", "ownerKey", "listKeyed", "conflictCount")
     SELECT i, ${ownerValues},
       cu.name || ' ' || ${countryField(p, 'legalForm', 'cu.country')}, ${p.pick('dmTitles', DEAL_TITLES, 'h.h7')}, ${who.first('d.f')}, ${who.last('d.l')},
       ${who.firstSlug('d.f')} || '.' || ${who.lastSlug('d.l')} || '@' || cu.domain, ${countryField(p, 'code', 'cu.country')},
       lpad((h.h8 % 1000000000)::text, 10, '2'), h.h9 % 10 < 3, (1 + h.h10 % 400) || ' High Street',
       ${countryField(p, 'city', 'cu.country')}, ${countryField(p, 'state', 'cu.country')}, ${countryField(p, 'postalCode', 'cu.country')}, ${countryField(p, 'name', 'cu.country')},
       ${p.pick('managerFirst', MANAGERS.map(([name]) => name), 'h.h12')}, ${p.pick('managerLast', MANAGERS.map(([, name]) => name), 'h.h12')},
       ${p.pick('executiveFirst', EXECUTIVES.map(([name]) => name), 'h.h13')}, ${p.pick('executiveLast', EXECUTIVES.map(([, name]) => name), 'h.h13')},
       ${p.pick('engagements', ENGAGEMENT_TYPES, 'h.h11')}, ${p.pick('resellers', RESELLER_ENGAGEMENTS, 'h.h12')},
       'OPP-' || extract(year FROM d.created)::integer || '-' || lpad(i::text, 7, '0'), 'None', ${p.pick('needs', NEEDS, 'h.h13')},
       ${p.pick('positions', PRODUCT_POSITIONS, 'h.h14')}, ${p.pick('platforms', PLATFORMS, 'h.h15')},
       d.multi, CASE WHEN d.multi THEN 2 + h.h1 % 4 ELSE 1 END, CASE WHEN h.h4 % 3 = 0 THEN (2 + h.h4 % 29) * 500 ELSE 0 END,
       CASE WHEN h.h4 % 3 = 0 THEN 'Joint webinar' ELSE 'None' END, ${p.pick('comments', COMMENTS, 'h.h0')},
       d.status,
       CASE WHEN ${remark} < 25 THEN '-' WHEN ${remark} < 35 THEN '' WHEN ${remark} < 45 THEN NULL
            WHEN d.status = 'approved' THEN ${p.pick('approvedRemarks', REMARKS.approved, remark)}
            WHEN d.status = 'rejected' THEN ${p.pick('rejectedRemarks', REMARKS.rejected, remark)}
            ELSE ${p.pick('pendingRemarks', REMARKS.pending, remark)} END,
       d.created, CASE WHEN d.status IN ('approved', 'rejected') THEN d.created + make_interval(days => (h.h1 % 20)::integer) ELSE d.created END,
       o."searchName", cu.lower || ' ' || lower(${countryField(p, 'legalForm', 'cu.country')}), ${keys.companyKey},
       ${keys.countryKey}, ${keys.domainKey}, ${keys.ownerKey}, true, coalesce(k."conflictCount", 0)
     FROM ${rows}
     LEFT JOIN seed_conflicted k ON k."id" = i`,
    p.values,
  );
  await tx.query(`SELECT set_config('enable_mergejoin', $1, true)`, [mergeJoin]);
  await tx.query(`DROP TABLE seed_conflicted`);
}
