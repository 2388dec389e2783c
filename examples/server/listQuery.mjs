// The lists paged on the server (issue 34): one page of a list, its total and its counts per
// status, for the same list state the screens keep (search, sort, status, date range, page, page
// size, and the deal lists' 'Conflicts only'), answering the same rows in the same order as the
// list engine does in the browser (src/list/listEngine.ts) over the whole list:
// - search: the needle (trimmed, lower-cased) contained in one of the list's search fields, each
//   lower-cased when the record is stored (listRules.ts: JavaScript's lower-casing, not the
//   database's); a trigram index (pg_trgm) finds the candidates;
// - sort: the Sort By menu's orders ('default': the server's order, the pending ones first on the
//   deal and request lists; 'oldToNew' / 'newToOld' by createdAt) or a column's ('name',
//   '-name'); text in the `list_order` collation (ICU, root order, numbers by value, case and
//   accents aside: what Intl.Collator's { numeric: true, sensitivity: 'base' } does), trimmed,
//   blanks last either way; ties in the server's order (by id);
// - status: 'pending', 'approved', 'rejected' as the screens read each record; the counts are
//   those the other filters keep, whatever status is chosen;
// - date range: createdAt within two instants, both included (the client sends the start of its
//   first local day and the end of its last);
// - conflicts: the deals whose customer another member registered too (conflictCount, kept by the
//   database: see LIST_SCHEMA).
// Every sort and filter has an index (LIST_INDEXES); the SQL here and the indexes are made from the
// same expressions, so a query names exactly what its index holds.
import { httpError } from './routes/common.mjs';

/** @typedef {Record<string, unknown> & { id: number }} Row */
/** @typedef {'partnerDeals' | 'distributorDeals' | 'partners' | 'distributors' | 'partnerRequests' | 'distributorRequests' | 'certifications'} ListName */

/**
 * The white space JavaScript's String.prototype.trim takes off (WhiteSpace and LineTerminator,
 * ECMA-262), which the screens' text helpers use: `js_trim` in SQL takes off exactly these.
 */
export const JS_WHITE_SPACE = '\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** `btrim` of JS_WHITE_SPACE, as SQL. @param {string} value */
const btrim = (value) => `pg_catalog.btrim(${value}, E'${[...JS_WHITE_SPACE].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}')`;

/** A SQL string literal of any text (as node-postgres's escapeLiteral writes it). @param {string} text */
const quoted = (text) => (text.includes('\\') ? ` E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${text.replace(/'/g, "''")}'`);

/** A SQL string literal of text without quotes or backslashes. @param {string} text */
const literal = (text) => `'${text}'`;

/** `js_trim(x)`, blank as NULL: the text key of a column (textOf, then blank is missing). @param {string} column */
const trimmed = (column) => `NULLIF(js_trim(${column}), '')`;
/** First plus last name as the screens join them (`fullName`), NULL when both are blank. @param {string} first @param {string} last */
const joinedName = (first, last) => `js_full_name(${first}, ${last})`;
/** A remark as a sort key: trimmed, the '-' placeholder and blanks missing. @param {string} column */
const remarkKey = (column) => `NULLIF(${trimmed(column)}, '-')`;

/**
 * The statement triggers `${table}_${name}_insert`, `_update` and `_delete` that run `fn` after
 * rows of `table` come, change or go, with the rows as transition tables (new_rows, old_rows).
 * @param {string} table @param {string} name @param {string} fn
 */
const afterStatements = (table, name, fn) =>
  [
    ['insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
    ['update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ['delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
  ].flatMap(([event, operation, rows]) => [
    `DROP TRIGGER IF EXISTS ${table}_${name}_${event} ON ${table}`,
    `CREATE TRIGGER ${table}_${name}_${event} AFTER ${operation} ON ${table} ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ]);

/** Rows per status among the deals, requests and certifications: the words of the status filter. */
export const STATUSES = /** @type {const} */ (['pending', 'approved', 'rejected']);

/**
 * A sortable column: the SQL of its key, whether it is text (sorted in `list_order`), and for a key
 * made of a searched text (a deal's name), the table columns its SQL reads (`walked`): its indexes
 * then hold those and the search texts, so a search walks them alone (pageOf, WALK_RATIO_COVERED);
 * for the deal lists' customer and name, `sectioned`: the order's name in `list_sections`, whose
 * sections say where a needle's trigrams are (LIST_SECTIONS_SCHEMA, LIST_NAME_SECTIONS_SCHEMA), so
 * a search's walk starts where its matches may begin.
 * @typedef {{ sql: string, text: boolean, walked?: string[], sectioned?: string }} SortKey
 */

/**
 * @typedef {object} ListDefinition
 * @property {string} table
 * @property {string} [scope] the condition that picks the list's rows from the table (the sign-up requests)
 * @property {string | null} status the column holding the row's status (a generated column), or null for a list without a status filter
 * @property {boolean} pendingFirst whether the default order puts the pending rows first (deals, requests)
 * @property {Record<string, SortKey>} sortKeys the sortable columns by the screens' column ids
 * @property {string[]} searchColumns the lower-cased search texts (listRules.ts)
 * @property {boolean} searchesId whether the search also matches the id (the deals' registration number)
 * @property {'partner' | 'distributor'} [dealVariant] for the deal lists
 * @property {boolean} [typeLabels] Certifications: the type's label, given by the request, is searched and sorted
 * @property {string} fields the fields a row carries (db.mjs)
 */

/** @param {string} column */
const text = (column) => ({ sql: column, text: true });
/** A text key of searched columns, read by its own index on a search's walk. @param {string} sql @param {string[]} walked */
const searchedText = (sql, walked) => ({ sql, text: true, walked });
/** @param {string} sql */
const number = (sql) => ({ sql, text: false });

const DEAL_STATUS_RANK = `CASE "listStatus" WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END`;

/** The sectioned orders' names in `list_sections`: the customer's (LIST_SECTIONS_SCHEMA), the name's (LIST_NAME_SECTIONS_SCHEMA). */
const SECTIONED_SORT = 'customerCompany';
const NAME_SORT = 'name';

/**
 * The deal lists' name key, as the name order sorts it and migration 10 sections it, and the
 * columns it is made of: a partner deal's partner; a distributor deal's distributor, or its contact.
 * @type {Record<'partner_deals' | 'distributor_deals', { sql: string, columns: string[] }>}
 */
const DEAL_NAME_KEYS = {
  partner_deals: { sql: joinedName('"partnerFirstName"', '"partnerLastName"'), columns: ['"partnerFirstName"', '"partnerLastName"'] },
  distributor_deals: {
    sql: `COALESCE(${trimmed('"distributorName"')}, ${joinedName('"distributorFirstName"', '"distributorLastName"')})`,
    columns: ['"distributorName"', '"distributorFirstName"', '"distributorLastName"'],
  },
};

/** The deal lists' sortable columns (dealSortKeys in src/domain/dealRow.ts). @param {'partner' | 'distributor'} variant */
const dealSortKeys = (variant) => ({
  id: number('"id"'),
  // The name's matches come together in its order (a search for 'mül' finds the Müllers, who sit
  // together by first name, late among the Aishas): its indexes hold what a search's walk reads
  // (SortKey), and its order is sectioned.
  name: { ...searchedText(DEAL_NAME_KEYS[`${variant}_deals`].sql, DEAL_NAME_KEYS[`${variant}_deals`].columns), sectioned: NAME_SORT },
  // A customer's first word puts its matches together, late for 'zenith' A to Z: sectioned.
  customerCompany: { ...text(trimmed('"customerCompany"')), sectioned: SECTIONED_SORT },
  existing: number('"isExistingCustomer"'),
  status: number(DEAL_STATUS_RANK),
  remark: text(remarkKey('"remarks"')),
});

/** The person columns of the member lists (memberSortKeys in src/domain/member.ts). */
const MEMBER_SORT_KEYS = {
  name: text(`COALESCE(${joinedName('"firstName"', '"lastName"')}, ${trimmed('"email"')})`),
  email: text(trimmed('"email"')),
  companyName: text(trimmed('"companyName"')),
  position: text(trimmed('"position"')),
};

/** Certifications' columns (certificationSortKeys in src/domain/certification.ts); the type sorts by its label, given per request. */
const CERTIFICATION_SORT_KEYS = {
  name: text(trimmed('"name"')),
  designation: text(trimmed('"designation"')),
  questions: number('"totalQuestions"'),
  marks: number('"totalMarks"'),
  attained: number('"marksAttained"'),
  status: number(DEAL_STATUS_RANK),
  remarks: text(remarkKey('"remarks"')),
};

const MEMBER_SEARCH = ['"searchName"', '"searchEmail"', '"searchCompany"'];
/** A member overview. @param {string} table */
const memberOverview = (table) => ({
  table,
  status: null,
  pendingFirst: false,
  sortKeys: { ...MEMBER_SORT_KEYS, status: number(`CASE WHEN "isActive" IS TRUE THEN 0 ELSE 1 END`) },
  searchColumns: MEMBER_SEARCH,
  searchesId: false,
});
/** A list of sign-up requests. @param {string} table */
const memberRequests = (table) => ({
  table,
  scope: '"signupRequest"',
  status: '"requestStatus"',
  pendingFirst: true,
  sortKeys: MEMBER_SORT_KEYS,
  searchColumns: MEMBER_SEARCH,
  searchesId: false,
});

/** @type {Record<ListName, Omit<ListDefinition, 'fields'>>} */
const DEFINITIONS = {
  partnerDeals: {
    table: 'partner_deals',
    status: '"listStatus"',
    pendingFirst: true,
    sortKeys: dealSortKeys('partner'),
    searchColumns: ['"searchName"', '"searchCompany"'],
    searchesId: true,
    dealVariant: 'partner',
  },
  distributorDeals: {
    table: 'distributor_deals',
    status: '"listStatus"',
    pendingFirst: true,
    sortKeys: dealSortKeys('distributor'),
    searchColumns: ['"searchName"', '"searchCompany"'],
    searchesId: true,
    dealVariant: 'distributor',
  },
  // The overviews: every member, no status filter; the status column sorts the active ones first.
  partners: memberOverview('partners'),
  distributors: memberOverview('distributors'),
  // The sign-up requests (GET .../pending), the pending ones first.
  partnerRequests: memberRequests('partners'),
  distributorRequests: memberRequests('distributors'),
  certifications: {
    table: 'certifications',
    status: '"listStatus"',
    pendingFirst: false,
    sortKeys: CERTIFICATION_SORT_KEYS,
    searchColumns: ['"searchName"', '"searchType"'],
    searchesId: false,
    typeLabels: true,
  },
};

/** The columns of each table that are the list's own (search texts, conflict keys), never sent. */
export const LIST_KEY_COLUMNS = {
  deals: ['searchName', 'searchCompany', 'companyKey', 'countryKey', 'domainKey', 'ownerKey'],
  members: ['searchName', 'searchEmail', 'searchCompany'],
  certifications: ['searchName', 'searchType'],
};

/**
 * The statuses as the screens read them, as columns the database computes from each row
 * (generated columns, so counting them reads an index alone): a deal's is 'approved' or 'rejected'
 * when its status says so in any case, else 'pending' (normaliseDealStatus); a certification's
 * the same from APPROVED and REJECTED (certificationStatus); a sign-up request is approved when
 * isApproved is true, else pending while isActive is true, else rejected (requestStatus).
 */
const DECISION_STATUS = (/** @type {'lower' | 'upper'} */ fold) =>
  `CASE ${fold}(js_trim("status")) WHEN ${literal(fold === 'lower' ? 'approved' : 'APPROVED')} THEN 'approved' WHEN ${literal(fold === 'lower' ? 'rejected' : 'REJECTED')} THEN 'rejected' ELSE 'pending' END`;
const REQUEST_STATUS = `CASE WHEN "isApproved" IS TRUE THEN 'approved' WHEN "isActive" IS TRUE THEN 'pending' ELSE 'rejected' END`;

/**
 * Migration 6: what the server-side lists need in the schema. pg_trgm for the search index; the
 * `list_order` collation (ICU root order, numbers by value, primary strength, nondeterministic so
 * that 'ACME' and 'Acme' tie and keep the server's order; the ICU locale is written in the older
 * form, which PGlite's ICU reads too); `js_trim`; the status columns; the search and conflict key
 * columns (filled by the server from listRules.ts, `listKeyed` false until then); and each deal's
 * `conflictCount`, kept right by a trigger whenever deals come, go or change their keys:
 * `list_recount_conflicts` counts, for each deal of the companies concerned, the other members'
 * deals of the same company (companyKey) registered within the window either side (the setting
 * conflictWindowMonths, default 12 months of 365.2425 / 12 days) in the same country or with the
 * same e-mail domain, as findDealConflicts does in the browser.
 */
export const LIST_SCHEMA = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `DO $$ BEGIN
     CREATE COLLATION IF NOT EXISTS list_order (provider = icu, locale = 'und@colNumeric=yes;colStrength=primary', deterministic = false);
   EXCEPTION WHEN OTHERS THEN
     RAISE WARNING 'no ICU collation (%): lists sort text by the database''s own collation', SQLERRM;
     CREATE COLLATION IF NOT EXISTS list_order FROM "default";
   END $$`,
  `CREATE OR REPLACE FUNCTION js_trim(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${btrim('value')} $$`,
  // fullName(first, last, ''): the trimmed parts that are not blank, joined with a space; NULL for
  // none. Index expressions are run with the system's search path alone (PostgreSQL 17 and later):
  // the body calls only built-in functions.
  `CREATE OR REPLACE FUNCTION js_full_name(first text, last text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT CASE WHEN NULLIF(${btrim('first')}, '') IS NULL THEN NULLIF(${btrim('last')}, '')
                       WHEN NULLIF(${btrim('last')}, '') IS NULL THEN ${btrim('first')}
                       ELSE ${btrim('first')} || ' ' || ${btrim('last')} END $$`,
  ...['partner_deals', 'distributor_deals'].flatMap((table) => [
    `ALTER TABLE ${table}
       ADD COLUMN IF NOT EXISTS "listStatus" text GENERATED ALWAYS AS (${DECISION_STATUS('lower')}) STORED,
       ADD COLUMN IF NOT EXISTS "listKeyed" boolean NOT NULL DEFAULT false,
       ${LIST_KEY_COLUMNS.deals.map((column) => `ADD COLUMN IF NOT EXISTS "${column}" text`).join(', ')},
       ADD COLUMN IF NOT EXISTS "conflictCount" integer NOT NULL DEFAULT 0`,
    `CREATE INDEX IF NOT EXISTS ${table}_list_unkeyed ON ${table} ("id") WHERE NOT "listKeyed"`,
  ]),
  ...['partners', 'distributors'].flatMap((table) => [
    `ALTER TABLE ${table}
       ADD COLUMN IF NOT EXISTS "requestStatus" text GENERATED ALWAYS AS (${REQUEST_STATUS}) STORED,
       ADD COLUMN IF NOT EXISTS "listKeyed" boolean NOT NULL DEFAULT false,
       ${LIST_KEY_COLUMNS.members.map((column) => `ADD COLUMN IF NOT EXISTS "${column}" text`).join(', ')}`,
    `CREATE INDEX IF NOT EXISTS ${table}_list_unkeyed ON ${table} ("id") WHERE NOT "listKeyed"`,
  ]),
  `ALTER TABLE certifications
     ADD COLUMN IF NOT EXISTS "listStatus" text GENERATED ALWAYS AS (${DECISION_STATUS('upper')}) STORED,
     ADD COLUMN IF NOT EXISTS "listKeyed" boolean NOT NULL DEFAULT false,
     ${LIST_KEY_COLUMNS.certifications.map((column) => `ADD COLUMN IF NOT EXISTS "${column}" text`).join(', ')}`,
  `CREATE INDEX IF NOT EXISTS certifications_list_unkeyed ON certifications ("id") WHERE NOT "listKeyed"`,
  `CREATE OR REPLACE FUNCTION list_conflict_window() RETURNS interval LANGUAGE sql STABLE
     AS $$ SELECT make_interval(secs => 86400 * 365.2425 / 12 * coalesce((SELECT "value"::numeric FROM settings WHERE "key" = 'conflictWindowMonths'), 12)) $$`,
  // companies NULL: every company. Only the rows whose count changes are written.
  `CREATE OR REPLACE FUNCTION list_recount_conflicts(deals regclass, companies text[]) RETURNS void LANGUAGE plpgsql AS $fn$
   BEGIN
     EXECUTE format($sql$
       WITH scope AS MATERIALIZED (
         SELECT "id", "companyKey", "ownerKey", "createdAt", "countryKey", "domainKey" FROM %1$s
         WHERE "companyKey" IS NOT NULL AND ($1::text[] IS NULL OR "companyKey" = ANY ($1::text[]))
       ),
       shared AS (
         SELECT "companyKey" FROM scope WHERE "createdAt" IS NOT NULL AND ("countryKey" IS NOT NULL OR "domainKey" IS NOT NULL)
         GROUP BY "companyKey" HAVING count(DISTINCT "ownerKey") > 1
       ),
       counted AS (
         SELECT d."id", count(*)::integer AS n
         FROM scope d JOIN shared USING ("companyKey")
         JOIN scope o ON o."companyKey" = d."companyKey" AND o."ownerKey" <> d."ownerKey"
           AND o."createdAt" BETWEEN d."createdAt" - $2 AND d."createdAt" + $2
           AND (o."countryKey" = d."countryKey" OR o."domainKey" = d."domainKey")
         GROUP BY d."id"
       )
       UPDATE %1$s AS t SET "conflictCount" = coalesce(counted.n, 0)
       FROM scope LEFT JOIN counted USING ("id")
       WHERE t."id" = scope."id" AND t."conflictCount" <> coalesce(counted.n, 0)
         AND ($1::text[] IS NOT NULL OR t."conflictCount" <> 0 OR counted.n IS NOT NULL)
     $sql$, deals) USING companies, list_conflict_window();
     IF companies IS NULL THEN
       EXECUTE format('UPDATE %1$s SET "conflictCount" = 0 WHERE "companyKey" IS NULL AND "conflictCount" <> 0', deals);
     END IF;
   END $fn$`,
  // After deals come, go or change their keys: the companies they were and are registered for.
  `CREATE OR REPLACE FUNCTION list_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
   DECLARE companies text[];
   BEGIN
     IF TG_OP = 'INSERT' THEN
       SELECT array_agg(DISTINCT "companyKey") INTO companies FROM new_rows WHERE "companyKey" IS NOT NULL;
     ELSIF TG_OP = 'DELETE' THEN
       SELECT array_agg(DISTINCT "companyKey") INTO companies FROM old_rows WHERE "companyKey" IS NOT NULL;
     ELSE
       SELECT array_agg(DISTINCT key) INTO companies FROM (
         SELECT n."companyKey" AS key FROM new_rows n JOIN old_rows o USING ("id")
           WHERE (n."companyKey", n."ownerKey", n."countryKey", n."domainKey", n."createdAt") IS DISTINCT FROM (o."companyKey", o."ownerKey", o."countryKey", o."domainKey", o."createdAt")
         UNION
         SELECT o."companyKey" FROM new_rows n JOIN old_rows o USING ("id")
           WHERE (n."companyKey", n."ownerKey", n."countryKey", n."domainKey", n."createdAt") IS DISTINCT FROM (o."companyKey", o."ownerKey", o."countryKey", o."domainKey", o."createdAt")
       ) changed WHERE key IS NOT NULL;
     END IF;
     IF companies IS NOT NULL THEN PERFORM list_recount_conflicts(TG_TABLE_NAME::regclass, companies); END IF;
     RETURN NULL;
   END $fn$`,
  ...['partner_deals', 'distributor_deals'].flatMap((table) => afterStatements(table, 'conflicts', 'list_deals_changed')),
];

/**
 * Migration 7, for lists of a million deals (issue 34 item 4; docs/performance.md):
 * - `list_recount_conflicts` again, the same counts sooner: the pairs are looked for only among
 *   the companies registered by more than one member (min <> max: a hash aggregate, where
 *   count(DISTINCT) sorted every deal), and the rows to write are those whose stored count
 *   differs, found before the table is joined (a full recount of a million deals took 45 s, under
 *   load);
 * - `list_counts`: each deal list's rows per status, with and without conflicts, kept exact by
 *   statement triggers in the transaction that changes the deals (the counters of a status are
 *   locked in one order until it commits, so two writers wait for each other, never deadlock). A
 *   list without a search or a date range takes its counts from here instead of counting a million
 *   rows on every page; `list_recount_statuses` counts a table afresh (at the end of a bulk load).
 */
export const LIST_COUNTS_SCHEMA = [
  // companies NULL: every company. Only the rows whose count changes are written.
  `CREATE OR REPLACE FUNCTION list_recount_conflicts(deals regclass, companies text[]) RETURNS void LANGUAGE plpgsql AS $fn$
   BEGIN
     EXECUTE format($sql$
       WITH scope AS MATERIALIZED (
         SELECT "id", "companyKey", "ownerKey", "createdAt", "countryKey", "domainKey", "conflictCount" FROM %1$s
         WHERE "companyKey" IS NOT NULL AND ($1::text[] IS NULL OR "companyKey" = ANY ($1::text[]))
       ),
       shared AS (
         SELECT "companyKey" FROM scope WHERE "createdAt" IS NOT NULL AND ("countryKey" IS NOT NULL OR "domainKey" IS NOT NULL)
         GROUP BY "companyKey" HAVING min("ownerKey") <> max("ownerKey")
       ),
       candidates AS MATERIALIZED (
         SELECT scope.* FROM scope JOIN shared USING ("companyKey")
       ),
       counted AS (
         SELECT d."id", count(*)::integer AS n
         FROM candidates d JOIN candidates o ON o."companyKey" = d."companyKey" AND o."ownerKey" <> d."ownerKey"
           AND o."createdAt" BETWEEN d."createdAt" - $2 AND d."createdAt" + $2
           AND (o."countryKey" = d."countryKey" OR o."domainKey" = d."domainKey")
         GROUP BY d."id"
       ),
       changed AS (
         SELECT scope."id", coalesce(counted.n, 0) AS n FROM scope LEFT JOIN counted USING ("id")
         WHERE scope."conflictCount" <> coalesce(counted.n, 0)
       )
       UPDATE %1$s AS t SET "conflictCount" = changed.n FROM changed WHERE t."id" = changed."id"
     $sql$, deals) USING companies, list_conflict_window();
     IF companies IS NULL THEN
       EXECUTE format('UPDATE %1$s SET "conflictCount" = 0 WHERE "companyKey" IS NULL AND "conflictCount" <> 0', deals);
     END IF;
   END $fn$`,
  `CREATE TABLE IF NOT EXISTS list_counts ("list" text NOT NULL, "status" text NOT NULL, "conflicted" boolean NOT NULL, "n" bigint NOT NULL, PRIMARY KEY ("list", "status", "conflicted"))`,
  `CREATE OR REPLACE FUNCTION list_recount_statuses(deals regclass) RETURNS void LANGUAGE plpgsql AS $fn$
   BEGIN
     DELETE FROM list_counts WHERE "list" = deals::text;
     EXECUTE format($sql$
       INSERT INTO list_counts ("list", "status", "conflicted", "n")
       SELECT $1, "listStatus", "conflictCount" > 0, count(*) FROM %1$s GROUP BY 2, 3
     $sql$, deals) USING deals::text;
   END $fn$`,
  // The rows a statement added (1) and took away (-1), per status and conflicted or not, in one order.
  `CREATE OR REPLACE FUNCTION list_deals_counted() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       DELETE FROM list_counts WHERE "list" = TG_TABLE_NAME;
     ELSIF TG_OP = 'INSERT' THEN
       INSERT INTO list_counts AS c ("list", "status", "conflicted", "n")
       SELECT TG_TABLE_NAME, "listStatus", "conflictCount" > 0, count(*) FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
       ON CONFLICT ("list", "status", "conflicted") DO UPDATE SET "n" = c."n" + excluded."n";
     ELSIF TG_OP = 'DELETE' THEN
       -- A DELETE trigger has no new_rows: a statement that names it fails (every delete of a deal did).
       INSERT INTO list_counts AS c ("list", "status", "conflicted", "n")
       SELECT TG_TABLE_NAME, "listStatus", "conflictCount" > 0, -count(*) FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
       ON CONFLICT ("list", "status", "conflicted") DO UPDATE SET "n" = c."n" + excluded."n";
     ELSE
       INSERT INTO list_counts AS c ("list", "status", "conflicted", "n")
       SELECT TG_TABLE_NAME, status, conflicted, sum(delta) FROM (
         SELECT "listStatus" AS status, "conflictCount" > 0 AS conflicted, -1 AS delta FROM old_rows
         UNION ALL
         SELECT "listStatus", "conflictCount" > 0, 1 FROM new_rows
       ) changed GROUP BY 2, 3 HAVING sum(delta) <> 0 ORDER BY 2, 3
       ON CONFLICT ("list", "status", "conflicted") DO UPDATE SET "n" = c."n" + excluded."n";
     END IF;
     RETURN NULL;
   END $fn$`,
  ...['partner_deals', 'distributor_deals'].flatMap((table) => [
    ...afterStatements(table, 'counts', 'list_deals_counted'),
    `DROP TRIGGER IF EXISTS ${table}_counts_truncate ON ${table}`,
    `CREATE TRIGGER ${table}_counts_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION list_deals_counted()`,
    `SELECT list_recount_statuses('${table}')`,
  ]),
];

/**
 * The separator-free text of a search field: every character that is not a letter or a digit (as
 * the database's regular expressions read them) becomes 'q', so the whole text is one word to
 * pg_trgm. pg_trgm splits text into words at anything else, so the trigrams of "harbor l" were
 * those of "harbor" and of a word starting with "l", which 7,769 of a million deals have ("harbor
 * pharma labs", "... ltd"), while 825 hold "harbor l"; "harborql" has the trigrams "orq" and "rql"
 * that only the 853 texts holding "harbor" and an "l" next to it across a separator have. The
 * mapping is one character for one, so a needle within a field is within the field's words text
 * too (mapped the same way, by this function, in the same database), and the words text only
 * finds candidates: the search fields' own LIKE decides.
 */
const LIST_WORDS = 'list_words';

/**
 * Migration 8, for a search of a rare phrase at a million deals (issue 34 item 4;
 * docs/performance.md, 'A rare phrase'): `list_words`, and each list table's "searchWords", a
 * generated column of its search fields (the server's lower-cased texts, listRules.ts) joined by a
 * space and mapped by `list_words`, stored so a candidate's recheck reads it instead of running a
 * regular expression (5 µs a field). Its trigram index (listIndexes) replaces the one on the
 * search fields. The fields are written out here, as this migration made them, not taken from
 * DEFINITIONS. Adding the column rewrites each table once (an existing database's upgrade).
 */
export const LIST_WORDS_SCHEMA = [
  `CREATE OR REPLACE FUNCTION ${LIST_WORDS}(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
     AS $$ SELECT pg_catalog.regexp_replace(value, '[^[:alnum:]]', 'q', 'g') $$`,
  ...[
    ['partner_deals', ['searchName', 'searchCompany']],
    ['distributor_deals', ['searchName', 'searchCompany']],
    ['partners', ['searchName', 'searchEmail', 'searchCompany']],
    ['distributors', ['searchName', 'searchEmail', 'searchCompany']],
    ['certifications', ['searchName', 'searchType']],
  ].map(
    ([table, columns]) =>
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS "searchWords" text
         GENERATED ALWAYS AS (${LIST_WORDS}(${/** @type {string[]} */ (columns).map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)})) STORED`,
  ),
];

/**
 * An order cut into sections (issue 34 item 4: a phrase whose matches come together late in an
 * order): the customer order of each deal list, in sections of about a thousandth of the list
 * (`list_sections`: each section's first key, `lo`, in `list_order`; the blank customers in a
 * section of their own, last either way), with, for every trigram of the rows' words texts, the
 * sections whose rows' search texts hold it (`list_section_trigrams`, pg_trgm's `show_trgm`:
 * the trigrams of each word, a word being a run of letters and digits). A search first
 * asks which sections hold every trigram of the needle, and walks the order from the first of
 * them: 'zenith' sorted by customer A to Z, whose first match is the 983,290th row of a million,
 * walks from the section where the Zeniths begin instead of reading its 16,710 matches.
 *
 * What a section holds is a superset of its rows' trigrams, kept so in the transaction that writes
 * the rows (`list_sections_grown`: statement triggers on insert and update add the trigrams of the
 * rows whose key or words text changed to the section their key falls in; nothing is taken away,
 * so a deleted or changed row leaves trigrams a section no longer needs, which only makes a walk
 * start earlier). The sections' bounds are made at start when a list has none (`buildListSections`,
 * with writers held off) and do not move: a section grows with the rows written into its range.
 * Two writers adding to one trigram's sections wait for each other (ON CONFLICT, in trigram order),
 * only when a section gains a trigram it did not have.
 *
 * Hand-written rather than an index: PostgreSQL's trigram indexes (GIN, GiST) have no order, its
 * B-trees no trigrams, and RUM (an ordered GIN) is neither in PostgreSQL nor in PGlite. The key is
 * the customer column's as listQuery.mjs sorts it (`NULLIF(js_trim("customerCompany"), '')`,
 * dealSortKeys), written out here as this migration makes it.
 */
/** The blank keys' section: last in either direction. */
const BLANK_SECTION = 2147483647;
/** The words a name section's trigrams are taken from: the search texts, each word mapped as `list_words` maps it. */
const SECTION_WORDS = 'list_section_words';

/** Migration 9: the sections of the deal lists' customer order, and the triggers that keep them. */
export const LIST_SECTIONS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS list_sections (
     "list" text NOT NULL, "sort" text NOT NULL, "seq" integer NOT NULL, "lo" text COLLATE list_order,
     PRIMARY KEY ("list", "sort", "seq"))`,
  `CREATE INDEX IF NOT EXISTS list_sections_lo ON list_sections ("list", "sort", "lo")`,
  `CREATE TABLE IF NOT EXISTS list_section_trigrams (
     "list" text NOT NULL, "sort" text NOT NULL, "trigram" text NOT NULL, "seqs" integer[] NOT NULL,
     PRIMARY KEY ("list", "sort", "trigram"))`,
  // The section a key falls in: the last whose first key is not after it (the first section from
  // the start, whatever its first key), the blank section for a blank key.
  `CREATE OR REPLACE FUNCTION list_section_of(list text, sort text, key text) RETURNS integer LANGUAGE sql STABLE AS $$
     SELECT CASE WHEN $3 IS NULL THEN ${BLANK_SECTION} ELSE coalesce((
       SELECT s."seq" FROM list_sections s WHERE s."list" = $1 AND s."sort" = $2 AND s."lo" <= ($3 COLLATE list_order) AND s."seq" < ${BLANK_SECTION}
       ORDER BY s."lo" DESC LIMIT 1), 0) END $$`,
  // Adds the trigrams of rows (their keys and search texts) to their sections, in trigram order.
  `CREATE OR REPLACE FUNCTION list_sections_add(list text, sort text, keys text[], texts text[]) RETURNS void LANGUAGE sql AS $$
     WITH placed AS (
       SELECT DISTINCT list_section_of($1, $2, k."key") AS "seq", t."trigram"
       FROM unnest($3, $4) AS k ("key", "text") CROSS JOIN LATERAL unnest(show_trgm(k."text")) AS t ("trigram")
     ),
     missing AS (
       SELECT p."trigram", array_agg(p."seq" ORDER BY p."seq") AS "seqs" FROM placed p
       LEFT JOIN list_section_trigrams e ON e."list" = $1 AND e."sort" = $2 AND e."trigram" = p."trigram"
       WHERE e."seqs" IS NULL OR NOT p."seq" = ANY (e."seqs")
       GROUP BY p."trigram"
     )
     INSERT INTO list_section_trigrams AS e ("list", "sort", "trigram", "seqs")
     SELECT $1, $2, "trigram", "seqs" FROM missing ORDER BY "trigram"
     ON CONFLICT ("list", "sort", "trigram") DO UPDATE SET "seqs" = ARRAY(SELECT DISTINCT s FROM unnest(e."seqs" || excluded."seqs") AS s ORDER BY s) $$`,
  // After rows come or change: those whose customer or search texts are new, once the list has sections.
  `CREATE OR REPLACE FUNCTION list_sections_grown() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM list_sections WHERE "list" = TG_TABLE_NAME AND "sort" = '${SECTIONED_SORT}') THEN RETURN NULL; END IF;
     IF TG_OP = 'INSERT' THEN
       PERFORM list_sections_add(TG_TABLE_NAME, '${SECTIONED_SORT}', array_agg(NULLIF(js_trim("customerCompany"), '')), array_agg(concat_ws(' ', "searchName", "searchCompany")))
       FROM new_rows;
     ELSE
       PERFORM list_sections_add(TG_TABLE_NAME, '${SECTIONED_SORT}', array_agg(NULLIF(js_trim(n."customerCompany"), '')), array_agg(concat_ws(' ', n."searchName", n."searchCompany")))
       FROM new_rows n JOIN old_rows o USING ("id")
       WHERE (n."customerCompany", n."searchName", n."searchCompany") IS DISTINCT FROM (o."customerCompany", o."searchName", o."searchCompany");
     END IF;
     RETURN NULL;
   END $fn$`,
  ...['partner_deals', 'distributor_deals'].flatMap((table) => [
    `DROP TRIGGER IF EXISTS ${table}_sections_insert ON ${table}`,
    `CREATE TRIGGER ${table}_sections_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_sections_grown()`,
    `DROP TRIGGER IF EXISTS ${table}_sections_update ON ${table}`,
    `CREATE TRIGGER ${table}_sections_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_sections_grown()`,
  ]),
];

/**
 * Migration 10: the deal lists' name order in sections too (issue 34 item 4: 'mül' sorted by name
 * read 12,336 index entries of a million deals before its 11th match, every Aisha before Aisha
 * Müller), as LIST_SECTIONS_SCHEMA cuts the customer order, with the name key the order sorts by
 * (DEAL_NAME_KEYS, written out here as this migration makes it). A needle's letters beyond ASCII
 * ('ü') split pg_trgm's words as the database's locale says, so the trigrams of a name section
 * are those of its search texts' words mapped as `list_words` maps them (each character that is
 * not a letter or a digit but a space becomes 'q': `list_section_words`), and a needle's are taken
 * in the database the same way (sectionStart): every trigram within a word of the mapped needle is
 * within a word of the mapped text of any row holding the needle, whatever the locale.
 */
export const LIST_NAME_SECTIONS_SCHEMA = [
  `CREATE OR REPLACE FUNCTION ${SECTION_WORDS}(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
     AS $$ SELECT pg_catalog.regexp_replace(value, '[^[:alnum:] ]', 'q', 'g') $$`,
  ...Object.entries(DEAL_NAME_KEYS).flatMap(([table, { sql, columns }]) => {
    const texts = (/** @type {string} */ row) => `${SECTION_WORDS}(concat_ws(' ', ${row}"searchName", ${row}"searchCompany"))`;
    const changed = [...columns, '"searchName"', '"searchCompany"'];
    const of = (/** @type {string} */ row) => changed.map((column) => `${row}.${column}`).join(', ');
    const keyOf = (/** @type {string} */ row) => columns.reduce((key, column) => key.replaceAll(column, `${row}.${column}`), sql);
    return [
      `CREATE OR REPLACE FUNCTION ${table}_name_sections_grown() RETURNS trigger LANGUAGE plpgsql AS $fn$
       BEGIN
         IF NOT EXISTS (SELECT 1 FROM list_sections WHERE "list" = '${table}' AND "sort" = '${NAME_SORT}') THEN RETURN NULL; END IF;
         IF TG_OP = 'INSERT' THEN
           PERFORM list_sections_add('${table}', '${NAME_SORT}', array_agg(${sql}), array_agg(${texts('')})) FROM new_rows;
         ELSE
           PERFORM list_sections_add('${table}', '${NAME_SORT}', array_agg(${keyOf('n')}), array_agg(${texts('n.')}))
           FROM new_rows n JOIN old_rows o USING ("id")
           WHERE (${of('n')}) IS DISTINCT FROM (${of('o')});
         END IF;
         RETURN NULL;
       END $fn$`,
      `DROP TRIGGER IF EXISTS ${table}_name_sections_insert ON ${table}`,
      `CREATE TRIGGER ${table}_name_sections_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_name_sections_grown()`,
      `DROP TRIGGER IF EXISTS ${table}_name_sections_update ON ${table}`,
      `CREATE TRIGGER ${table}_name_sections_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_name_sections_grown()`,
    ];
  }),
];

/**
 * The letters and pairs of letters of each word of a text (its words being what lies between
 * spaces), distinct: the grams a needle of one or two characters is looked up by in the customer
 * order's sections (LIST_SHORT_GRAMS_SCHEMA). A needle of one or two characters, trimmed, holds no
 * space, so any row holding it holds it within one word of its search texts joined by a space.
 */
const SHORT_GRAMS = 'list_short_grams';

/**
 * Migration 11 (issue 34 item 4: a pair of letters that few or no deals hold, 'yo' at a million
 * deals, read every search text to say so): the customer order's sections also hold the letters
 * and pairs of letters of their rows' search texts (`list_short_grams`, beside the trigrams in
 * `list_section_trigrams`: a gram of one or two characters, where a trigram has three), so that a
 * needle without trigrams is looked up there first: held by no section, no row holds it; held by a
 * few, its rows are read from those sections' ranges of the customer order's index
 * (shortNeedleSections). `list_sections_add` again, adding the grams to the customer order's
 * sections as it adds their trigrams. The customer order's sections made before hold no grams:
 * they are taken away, and made again with them at the next start (buildListSections).
 */
export const LIST_SHORT_GRAMS_SCHEMA = [
  `CREATE OR REPLACE FUNCTION ${SHORT_GRAMS}(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
     SELECT coalesce(array_agg(DISTINCT g."gram"), '{}') FROM unnest(string_to_array(value, ' ')) AS w ("word")
     CROSS JOIN LATERAL (SELECT substr(w."word", i, 1) FROM generate_series(1, length(w."word")) AS i
                         UNION ALL SELECT substr(w."word", i, 2) FROM generate_series(1, length(w."word") - 1) AS i) AS g ("gram") $$`,
  `CREATE OR REPLACE FUNCTION list_sections_add(list text, sort text, keys text[], texts text[]) RETURNS void LANGUAGE sql AS $$
     WITH placed AS (
       SELECT DISTINCT list_section_of($1, $2, k."key") AS "seq", t."trigram"
       FROM unnest($3, $4) AS k ("key", "text")
       CROSS JOIN LATERAL unnest(show_trgm(k."text") || CASE WHEN $2 = '${SECTIONED_SORT}' THEN ${SHORT_GRAMS}(k."text") ELSE '{}'::text[] END) AS t ("trigram")
     ),
     missing AS (
       SELECT p."trigram", array_agg(p."seq" ORDER BY p."seq") AS "seqs" FROM placed p
       LEFT JOIN list_section_trigrams e ON e."list" = $1 AND e."sort" = $2 AND e."trigram" = p."trigram"
       WHERE e."seqs" IS NULL OR NOT p."seq" = ANY (e."seqs")
       GROUP BY p."trigram"
     )
     INSERT INTO list_section_trigrams AS e ("list", "sort", "trigram", "seqs")
     SELECT $1, $2, "trigram", "seqs" FROM missing ORDER BY "trigram"
     ON CONFLICT ("list", "sort", "trigram") DO UPDATE SET "seqs" = ARRAY(SELECT DISTINCT s FROM unnest(e."seqs" || excluded."seqs") AS s ORDER BY s) $$`,
  `DELETE FROM list_section_trigrams WHERE "sort" = '${SECTIONED_SORT}'`,
  `DELETE FROM list_sections WHERE "sort" = '${SECTIONED_SORT}'`,
];

/**
 * Migration 12 (issue 34 item 4: an insert of 1,000 deals in one statement into a list of 100,000
 * took about 100 s): `list_sections_add` again, each row placed in its section once. The section a
 * row falls in was looked up (`list_section_of`, an index read of `list_sections` that the planner
 * cannot inline) once for each of its trigrams and grams: 121,105 look-ups for 1,000 deals written
 * into a list of 1,000 (the customer order's and the name order's), 6.4 of the statement's 8.0 s
 * under load; now one a row. And each trigram's list of sections (an array, TOASTed) is read once
 * for the sections the rows add to it, not once for each row and trigram (82,000 pairs for 1,000
 * rows). And the customer order's trigger names its list in the call (docs/performance.md). What is
 * added is the same.
 */
export const LIST_SECTIONS_PLACED_SCHEMA = [
  `CREATE OR REPLACE FUNCTION list_sections_add(list text, sort text, keys text[], texts text[]) RETURNS void LANGUAGE sql AS $$
     WITH rows AS MATERIALIZED (
       SELECT list_section_of($1, $2, k."key") AS "seq", k."text" FROM unnest($3, $4) AS k ("key", "text")
     ),
     placed AS (
       SELECT t."trigram", array_agg(DISTINCT r."seq" ORDER BY r."seq") AS "seqs" FROM rows r
       CROSS JOIN LATERAL unnest(show_trgm(r."text") || CASE WHEN $2 = '${SECTIONED_SORT}' THEN ${SHORT_GRAMS}(r."text") ELSE '{}'::text[] END) AS t ("trigram")
       GROUP BY t."trigram"
     ),
     missing AS (
       SELECT p."trigram", ARRAY(SELECT unnest(p."seqs") EXCEPT SELECT unnest(e."seqs") ORDER BY 1) AS "seqs" FROM placed p
       LEFT JOIN list_section_trigrams e ON e."list" = $1 AND e."sort" = $2 AND e."trigram" = p."trigram"
     )
     INSERT INTO list_section_trigrams AS e ("list", "sort", "trigram", "seqs")
     SELECT $1, $2, "trigram", "seqs" FROM missing WHERE "seqs" <> '{}' ORDER BY "trigram"
     ON CONFLICT ("list", "sort", "trigram") DO UPDATE SET "seqs" = ARRAY(SELECT DISTINCT s FROM unnest(e."seqs" || excluded."seqs") AS s ORDER BY s) $$`,
  // The list's name written into the call (EXECUTE), not passed as a value: a call naming it by a
  // value (TG_TABLE_NAME) took 3-4 times as long for the same rows (1,000 deals at a million:
  // 3.1-4.1 s against 1.0 s, in a DO block; the name order's trigger, one function a table, names it).
  `CREATE OR REPLACE FUNCTION list_sections_grown() RETURNS trigger LANGUAGE plpgsql AS $fn$
   DECLARE keys text[]; texts text[];
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM list_sections WHERE "list" = TG_TABLE_NAME AND "sort" = '${SECTIONED_SORT}') THEN RETURN NULL; END IF;
     IF TG_OP = 'INSERT' THEN
       SELECT array_agg(NULLIF(js_trim("customerCompany"), '')), array_agg(concat_ws(' ', "searchName", "searchCompany")) INTO keys, texts
       FROM new_rows;
     ELSE
       SELECT array_agg(NULLIF(js_trim(n."customerCompany"), '')), array_agg(concat_ws(' ', n."searchName", n."searchCompany")) INTO keys, texts
       FROM new_rows n JOIN old_rows o USING ("id")
       WHERE (n."customerCompany", n."searchName", n."searchCompany") IS DISTINCT FROM (o."customerCompany", o."searchName", o."searchCompany");
     END IF;
     IF keys IS NOT NULL THEN EXECUTE format('SELECT list_sections_add(%L, %L, $1, $2)', TG_TABLE_NAME, '${SECTIONED_SORT}') USING keys, texts; END IF;
     RETURN NULL;
   END $fn$`,
];

/**
 * One key of an ORDER BY: its SQL, whether it is text compared in `list_order`, its direction,
 * whether blanks (NULL) come last, and for a key of searched texts the columns its index holds for
 * a search's walk (SortKey).
 * @typedef {{ sql: string, collated: boolean, descending: boolean, nullsLast: boolean, walked?: string[], sectioned?: string }} OrderKey
 */

/** The id, last in every order: ties keep the server's order. @type {OrderKey} */
const BY_ID = { sql: '"id"', collated: false, descending: false, nullsLast: false };

/**
 * The order of a sort key: ascending or descending, blanks last either way, ties by id.
 * @param {SortKey} key @param {'asc' | 'desc'} direction
 * @returns {OrderKey[]}
 */
const keyOrder = (key, direction) => [
  { sql: key.sql, collated: key.text, descending: direction === 'desc', nullsLast: true, ...(key.walked ? { walked: key.walked } : {}), ...(key.sectioned ? { sectioned: key.sectioned } : {}) },
  BY_ID,
];

/** A key as SQL, with its collation. @param {OrderKey} key */
const keySql = (key) => (key.collated ? `(${key.sql}) COLLATE list_order` : `(${key.sql})`);

/** An ORDER BY (or an index's columns) from its keys. @param {OrderKey[]} keys */
const orderSql = (keys) => keys.map((key) => `${keySql(key)}${key.descending ? ' DESC' : ' ASC'}${key.nullsLast ? ' NULLS LAST' : ''}`).join(', ');

/** The default order of a list with pending rows first. @param {string} status @returns {OrderKey[]} */
const pendingFirst = (status) => [{ sql: `${status} <> 'pending'`, collated: false, descending: false, nullsLast: false }, BY_ID];

/** The order by registration date, blanks last. @param {'asc' | 'desc'} direction @returns {OrderKey[]} */
const byDate = (direction) => [{ sql: '"createdAt"', collated: false, descending: direction === 'desc', nullsLast: true }, BY_ID];

/**
 * The indexes of the server-side lists, by name, for each table: one per sort (both directions),
 * the status (with the dates beside it, so a count reads the index alone), the search (trigram),
 * the conflicts (the company key, for the recount and the details, and the conflicted deals in the
 * default order). Made at start when missing (`CREATE INDEX IF NOT EXISTS`) and dropped when no
 * longer declared, so a change here is a new name.
 * @returns {Array<{ table: string, name: string, definition: string }>}
 */
export function listIndexes() {
  /** @type {Map<string, { table: string, name: string, definition: string }>} */
  const indexes = new Map();
  const add = (/** @type {string} */ table, /** @type {string} */ name, /** @type {string} */ definition) => {
    const full = `${table}_list_${name}`;
    if (!indexes.has(full)) indexes.set(full, { table, name: full, definition });
  };
  for (const definition of Object.values(DEFINITIONS)) {
    const { table, scope, status } = definition;
    const where = scope ? ` WHERE ${scope}` : '';
    const include = status ? ` INCLUDE (${status})` : '';
    if (definition.pendingFirst && status) add(table, `${scopeName(scope)}pending_first`, `(${orderSql(pendingFirst(status))})${include}${where}`);
    if (status) add(table, `${scopeName(scope)}status`, `(${status}, "id")${where}`);
    add(table, `${scopeName(scope)}created_asc`, `(${orderSql(byDate('asc'))})${include}${where}`);
    add(table, `${scopeName(scope)}created_desc`, `(${orderSql(byDate('desc'))})${include}${where}`);
    for (const [column, key] of Object.entries(definition.sortKeys)) {
      if (column === 'id') continue; // the primary key, both ways
      // A key of searched texts: its index holds what a search's walk along it reads (pageOf).
      const [suffix, walked] = key.walked ? ['_covering', ` INCLUDE (${walkedColumns(definition, key).join(', ')})`] : ['', ''];
      add(table, `${scopeName(scope)}${column}_asc${suffix}`, `(${orderSql(keyOrder(key, 'asc'))})${walked}${where}`);
      add(table, `${scopeName(scope)}${column}_desc${suffix}`, `(${orderSql(keyOrder(key, 'desc'))})${walked}${where}`);
    }
    // The search's candidates: the words text (LIST_WORDS_SCHEMA), and a deal's registration number.
    add(table, 'search_words', `USING gin ("searchWords" gin_trgm_ops${definition.searchesId ? `, ("id"::text) gin_trgm_ops` : ''})`);
    if (definition.dealVariant) {
      add(table, 'company', `("companyKey", "createdAt") WHERE "companyKey" IS NOT NULL`);
      add(table, 'conflicted', `(${orderSql(pendingFirst('"listStatus"'))}) INCLUDE ("listStatus") WHERE "conflictCount" > 0`);
    }
  }
  return [...indexes.values()];
}

/**
 * What a search's walk along a key of searched texts reads besides the key and the id: the columns
 * of the key, the search texts and the status (a filter the walk may be under), so that the walk
 * is an index-only scan. @param {Omit<ListDefinition, 'fields'>} definition @param {SortKey} key
 */
const walkedColumns = (definition, key) => [...(key.walked ?? []), ...definition.searchColumns, ...(definition.status ? [definition.status] : [])];

/** @param {string | undefined} scope */
const scopeName = (scope) => (scope ? 'requests_' : '');

/**
 * The declared list indexes the database lacks, after dropping those no longer declared, biggest
 * first (the trigram indexes take longest). PGlite and a server alike.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }} connection
 */
export async function missingListIndexes(connection) {
  const declared = listIndexes();
  const names = new Set(declared.map((index) => index.name));
  const existing = (await connection.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE '%\\_list\\_%'`)).rows.map((row) => String(row.indexname));
  for (const name of existing) if (!names.has(name) && !name.endsWith('_list_unkeyed')) await connection.query(`DROP INDEX IF EXISTS "${name}"`);
  const present = new Set(existing);
  const first = (/** @type {{ definition: string }} */ index) => (index.definition.startsWith('USING gin') ? 0 : 1);
  return declared.filter((index) => !present.has(index.name)).sort((a, b) => first(a) - first(b));
}

/**
 * Builds `indexes`, `builders` at a time, each in a transaction of its own. On a table of a million
 * rows the first start takes a while (docs/performance.md): on a server, two builds at once (one
 * per core of the machine the goals are measured on), each a single process, since PostgreSQL's
 * own parallel build helps only the B-trees and two of them at once would overcommit the cores;
 * PGlite has one connection and builds one after the other.
 * @param {{ transaction: <T>(work: (tx: { query: (sql: string, params?: unknown[]) => Promise<unknown> }) => Promise<T>) => Promise<T> }} connection
 * @param {Array<{ table: string, name: string, definition: string }>} indexes
 * @param {string} memory the memory one build may take (maintenance_work_mem: a trigram index of a million rows builds in one pass with 256 MB)
 * @param {number} [builders]
 * @param {{ tableBuilt?: (table: string) => void, tableReady?: (table: string) => Promise<unknown> }} [steps]
 *   `tableBuilt` is called as the last of a table's indexes is built (while others may still be
 *   building); with `tableReady`, a table's indexes wait for it (its VACUUM), and a builder takes
 *   the first index in the queue whose table is ready
 */
export async function buildListIndexes(connection, indexes, memory, builders = 1, { tableBuilt = () => {}, tableReady } = {}) {
  const queue = [...indexes];
  /** @type {Map<string, number>} */
  const left = new Map();
  for (const { table } of indexes) left.set(table, (left.get(table) ?? 0) + 1);
  /** @type {Set<string>} */
  const ready = new Set();
  /** @type {Map<string, Promise<unknown>>} */
  const waiting = new Map();
  for (const table of left.keys()) {
    const readied = tableReady ? tableReady(table).then(() => ready.add(table)) : (ready.add(table), Promise.resolve());
    readied.catch(() => {}); // raced below
    waiting.set(table, readied);
  }
  const next = async () => {
    for (;;) {
      const at = queue.findIndex((index) => ready.has(index.table));
      if (at >= 0) return queue.splice(at, 1)[0];
      if (queue.length === 0) return undefined;
      await Promise.race(queue.map((index) => waiting.get(index.table)));
    }
  };
  const builder = async () => {
    for (let index = await next(); index; index = await next()) {
      const { table, name, definition } = index;
      await connection.transaction(async (tx) => {
        await tx.query(`SET LOCAL maintenance_work_mem = '${memory}'`);
        if (builders > 1) await tx.query(`SET LOCAL max_parallel_maintenance_workers = 0`);
        await tx.query(`CREATE INDEX IF NOT EXISTS "${name}" ON ${table} ${definition}`);
      });
      const remaining = /** @type {number} */ (left.get(table)) - 1;
      left.set(table, remaining);
      if (remaining === 0) tableBuilt(table);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, builders) }, builder));
}

/**
 * The sectioned orders (LIST_SECTIONS_SCHEMA, LIST_NAME_SECTIONS_SCHEMA): each deal list's customer
 * and name orders, with the key each sorts by, whether their trigrams are taken from the words of
 * the search texts as they are or mapped by `list_section_words` (the name order's), and whether
 * their sections hold the words' letters and pairs of letters too (the customer order's:
 * LIST_SHORT_GRAMS_SCHEMA).
 */
const SECTIONED_ORDERS = ['partner_deals', 'distributor_deals'].flatMap((table) => [
  { table, sort: SECTIONED_SORT, key: `NULLIF(js_trim("customerCompany"), '')`, mapped: false, grams: true },
  { table, sort: NAME_SORT, key: DEAL_NAME_KEYS[/** @type {'partner_deals' | 'distributor_deals'} */ (table)].sql, mapped: true, grams: false },
]);

/**
 * Makes the sections of each deal list's customer order that has none (LIST_SECTIONS_SCHEMA): a
 * new database's after its first seed, an older one's at its first start with migration 9, and a
 * list's whose sections were dropped (multiplyPartnerDeals). About a thousand sections a list, of
 * at least 100 rows each: every row ranked in the customer order (`rank`: keys equal in
 * `list_order` share a section), each section's first key, and the trigrams of each section's
 * words texts (show_trgm of them joined, so each section's trigrams are counted once), and in the
 * customer order their letters and pairs of letters (LIST_SHORT_GRAMS_SCHEMA). Writers of the list
 * wait while it is made (SHARE lock), so no row is written past it.
 * @param {{ transaction: <T>(work: (tx: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }) => Promise<T>) => Promise<T> }} connection
 * @param {string} memory the memory its sort may take (work_mem)
 * @returns {Promise<string[]>} the lists sectioned
 */
export async function buildListSections(connection, memory) {
  /** @type {string[]} */
  const built = [];
  for (const { table, sort, key, mapped, grams } of SECTIONED_ORDERS) {
    await connection.transaction(async (tx) => {
      await tx.query(`LOCK TABLE ${table} IN SHARE MODE`);
      if ((await tx.query(`SELECT 1 FROM list_sections WHERE "list" = $1 AND "sort" = $2 LIMIT 1`, [table, sort])).rows.length > 0) return;
      await tx.query(`SET LOCAL work_mem = '${memory}'`);
      // Each expression runs once per row: compiling them (JIT, 45 functions) does not pay.
      await tx.query(`SET LOCAL jit = off`);
      await tx.query(`DELETE FROM list_section_trigrams WHERE "list" = $1 AND "sort" = $2`, [table, sort]);
      const rows = Number((await tx.query(`SELECT count(*)::integer AS n FROM ${table}`)).rows[0]?.n);
      // The trigrams by the words of each section: 1,000 sections of a million deals hold 138,496
      // distinct words (253 in all), where show_trgm of every row's texts would sort 60 million trigrams.
      // A word is mapped (list_section_words, a regular expression) once, not in every row: the
      // mapping keeps spaces where they are, so the words of a mapped text are the mapped words.
      // The pairs of a section and a trigram are grouped by the trigram's bytes (COLLATE "C"), in a
      // hash table, each trigram's sections sorted on their own: sorted by the trigram in the
      // database's own collation (C.UTF-8: the C library's), 8 million pairs at a million deals
      // were compared with strcoll (at 100,000 deals the statement took 35-55 % less time).
      // Each word's sections are gathered once (by_word: 253 words at a million deals) and a
      // trigram's sections are the union of its words', instead of joining every pair of a section
      // and a word to every trigram of the word (2 million rows at 100,000 deals) to group them
      // again: the same rows, the customer order's CPU at 100,000 deals 2.5 s against 3.5 s.
      const word = (/** @type {string} */ column) => (mapped ? `${SECTION_WORDS}(${column})` : column);
      await tx.query(
        `WITH ordered AS MATERIALIZED (
           SELECT CASE WHEN "key" IS NULL THEN ${BLANK_SECTION} ELSE ((rank() OVER (ORDER BY "key") - 1) / $3)::integer END AS "seq", "key", "text"
           FROM (SELECT (${key}) COLLATE list_order AS "key", concat_ws(' ', "searchName", "searchCompany") AS "text" FROM ${table}) listed
         ),
         made AS (
           INSERT INTO list_sections ("list", "sort", "seq", "lo")
           SELECT $1, $2, "seq", CASE WHEN "seq" IN (0, ${BLANK_SECTION}) THEN NULL ELSE min("key") END FROM ordered GROUP BY "seq"
         ),
         words AS (SELECT DISTINCT o."seq", w."word" COLLATE "C" AS "word" FROM ordered o CROSS JOIN LATERAL unnest(string_to_array(o."text", ' ')) AS w ("word")),
         by_word AS MATERIALIZED (SELECT "word", array_agg("seq") AS "seqs" FROM words GROUP BY 1),
         trigrams AS (
           SELECT b."word", unnest(show_trgm(${word('b."word" COLLATE "default"')})${grams ? ` || ${SHORT_GRAMS}(b."word" COLLATE "default")` : ''}) COLLATE "C" AS "trigram" FROM by_word b
         )
         INSERT INTO list_section_trigrams ("list", "sort", "trigram", "seqs")
         SELECT $1, $2, g."trigram", ARRAY(SELECT DISTINCT s FROM by_word b CROSS JOIN LATERAL unnest(b."seqs") AS s WHERE b."word" = ANY (g."words") ORDER BY s)
         FROM (SELECT t."trigram", array_agg(t."word") AS "words" FROM trigrams t GROUP BY 1) g`,
        [table, sort, Math.max(SECTION_ROWS, Math.ceil(rows / SECTIONS))],
      );
      // The first section and the blank one, whatever rows there are.
      await tx.query(`INSERT INTO list_sections ("list", "sort", "seq", "lo") VALUES ($1, $2, 0, NULL), ($1, $2, ${BLANK_SECTION}, NULL) ON CONFLICT DO NOTHING`, [table, sort]);
      if (!built.includes(table)) built.push(table);
    });
  }
  // Statistics for the planner: a search's look-up reads a few trigrams by their key.
  if (built.length > 0) await connection.transaction((tx) => tx.query(`ANALYZE list_sections, list_section_trigrams`));
  return built;
}

/**
 * Sections a list's order is cut into, and the fewest rows a section has: at a million deals, a
 * thousand sections of a thousand rows, where the walk of a first page reads 1,100 (WALK_RATIO), so
 * a walk from a section's start reaches into the next one.
 */
const SECTIONS = 1000;
const SECTION_ROWS = 100;

// ---------------------------------------------------------------------------------------------
// Requests

/** The rows-per-page choices of the screens (PAGE_SIZES in src/list/listState.ts). */
export const PAGE_SIZES = [10, 25, 50, 100];
/** The longest search text a list state keeps (sanitizeListState). */
export const MAX_SEARCH_LENGTH = 500;
const SORT_COLUMN = /^[A-Za-z][\w.-]{0,63}$/;
const SORT_ORDERS = ['default', 'oldToNew', 'newToOld'];

/**
 * @typedef {object} ListRequest
 * @property {number} page
 * @property {number} pageSize
 * @property {string} needle the search text as the engine matches it ('' for none)
 * @property {string} sort a Sort By order or a column's ('name', '-name')
 * @property {'all' | 'pending' | 'approved' | 'rejected'} status
 * @property {Date | null} from
 * @property {Date | null} to
 * @property {boolean} conflictsOnly
 * @property {{ sales: string, technical: string }} typeLabels
 * @property {'all' | 'rows' | 'counts'} [parts] what the answer holds: 'rows' without the counts, 'counts' without the rows
 */

/**
 * A list request from its query string, checked: anything that does not fit is a 400 that says
 * which parameter and what it takes.
 * @param {ListName} name
 * @param {Record<string, unknown>} query
 * @param {{ normaliseNeedle: (search: unknown) => string }} rules
 * @param {{ paged?: boolean }} [options] false for an export (no page, no page size)
 * @returns {ListRequest}
 */
export function parseListRequest(name, query, rules, { paged = true } = {}) {
  const definition = DEFINITIONS[name];
  const one = (/** @type {string} */ parameter) => {
    const value = query[parameter];
    if (Array.isArray(value)) throw httpError(400, `${parameter} may be given once`);
    return value === undefined ? undefined : String(value);
  };
  const page = one('page') ?? (paged ? undefined : '1');
  if (page === undefined || !/^[1-9]\d{0,8}$/.test(page)) throw httpError(400, 'page must be a whole number from 1');
  const pageSize = one('pageSize') ?? (paged ? undefined : '100');
  if (pageSize === undefined || !PAGE_SIZES.includes(Number(pageSize)) || !/^\d+$/.test(pageSize)) throw httpError(400, `pageSize must be one of ${PAGE_SIZES.join(', ')}`);
  const search = one('q') ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw httpError(400, `q must be at most ${MAX_SEARCH_LENGTH} characters long`);
  const sort = one('sort') ?? 'default';
  const column = sort.startsWith('-') ? sort.slice(1) : sort;
  if (!SORT_ORDERS.includes(sort) && !(SORT_COLUMN.test(column) && (Object.hasOwn(definition.sortKeys, column) || (column === 'type' && definition.typeLabels)))) {
    const columns = Object.keys(definition.sortKeys).concat(definition.typeLabels ? ['type'] : []);
    throw httpError(400, `sort must be ${SORT_ORDERS.join(', ')} or a column of this list (${columns.join(', ')}), with '-' before it for descending`);
  }
  const status = one('status') ?? 'all';
  if (status !== 'all' && !(definition.status && /** @type {readonly string[]} */ (STATUSES).includes(status))) {
    throw httpError(400, definition.status ? `status must be one of all, ${STATUSES.join(', ')}` : 'This list has no status filter: leave status out');
  }
  const instant = (/** @type {string} */ parameter) => {
    const value = one(parameter);
    if (value === undefined) return null;
    // An instant: a date, a time and a zone ('2026-03-01T00:00:00.000+01:00', '...Z').
    const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
    if (Number.isNaN(time)) throw httpError(400, `${parameter} must be an ISO 8601 date and time with its zone, e.g. 2026-03-01T00:00:00.000Z`);
    return new Date(time);
  };
  const conflicts = one('conflicts') ?? 'all';
  if (conflicts !== 'all' && !(conflicts === 'only' && definition.dealVariant)) {
    throw httpError(400, definition.dealVariant ? 'conflicts must be all or only' : 'This list has no conflicts filter: leave conflicts out');
  }
  const label = (/** @type {string} */ parameter, /** @type {string} */ fallback) => {
    const value = one(parameter);
    if (value !== undefined && !definition.typeLabels) throw httpError(400, `This list has no ${parameter}: leave it out`);
    if (value !== undefined && (value.trim() === '' || value.length > 100)) throw httpError(400, `${parameter} must be a text of 1 to 100 characters`);
    return value ?? fallback;
  };
  const parts = one('parts') ?? 'all';
  if (!['all', 'rows', 'counts'].includes(parts)) throw httpError(400, 'parts must be all, rows or counts');
  return {
    page: Number(page),
    pageSize: Number(pageSize),
    needle: rules.normaliseNeedle(search),
    sort,
    status: /** @type {ListRequest['status']} */ (status),
    from: instant('from'),
    to: instant('to'),
    conflictsOnly: conflicts === 'only',
    typeLabels: { sales: label('salesLabel', 'Sales'), technical: label('technicalLabel', 'Technical') },
    parts: /** @type {ListRequest['parts']} */ (parts),
  };
}

// ---------------------------------------------------------------------------------------------
// SQL

/** A LIKE pattern that finds `needle` anywhere, its own %, _ and \ taken literally. @param {string} needle */
const containing = (needle) => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The parts of a list's SQL for a request, every value a parameter.
 * @param {ListName} name
 * @param {ListRequest} request
 * @param {ShortSections | null} [shortSections] for a needle of one or two characters, the customer
 *   order's ranges that hold it (shortNeedleSections): its matches are read from those alone
 */
function sqlOf(name, request, shortSections = null, windows = null) {
  const definition = DEFINITIONS[name];
  /** @type {unknown[]} */
  const params = [];
  const param = (/** @type {unknown} */ value) => {
    params.push(value);
    return `$${params.length}`;
  };
  /** Conditions of every filter but the status (what the counts are taken under). */
  const filters = definition.scope ? [definition.scope] : [];
  /** Which of `filters` is the search, if any (read along the order first, pageOf). @type {number | null} */
  let searched = null;
  /** That search as a walk along the order reads it (pageOf): the fields alone decide there. */
  let walkHit = '';
  /** Whether the search has no index to find its matches (one or two characters): every search text is read. */
  let unindexed = false;
  /** Which of `filters` keeps the rows to the customer order's ranges that hold a short needle (shortSections), if any: not asked on the walk. @type {number | null} */
  let ranged = null;
  /** Whether no row can match (no section holds the short needle): no walk along the order. */
  let walkless = false;
  /** The trigrams every row holding the needle holds, for the customer order (sectionStart). @type {string[]} */
  let trigrams = [];
  /** The needle a sectioned order's walk starts from (sectionStart), or null to start at the start. @type {string | null} */
  let sectionNeedle = null;
  /** The search as `filters[searched]` finds it, its words pattern opaque to the planner (boundedPage), or null. @type {string | null} */
  let opaqueSearch = null;
  if (request.needle) {
    /** @type {string | undefined} */
    let likePattern;
    const pattern = () => (likePattern ??= param(containing(request.needle)));
    /** What else a row may match besides its search texts: its number, its type. @type {string[]} */
    const otherMatches = [];
    // A registration number is digits: only a needle of digits can be in one.
    if (definition.searchesId && /^\d+$/.test(request.needle)) otherMatches.push(`"id"::text LIKE ${pattern()}`);
    if (definition.typeLabels) {
      // The type's label as the screen shows it (searched as the engine searches it).
      const kinds = [];
      if (request.typeLabels.sales.toLowerCase().includes(request.needle)) kinds.push('TRUE');
      if (request.typeLabels.technical.toLowerCase().includes(request.needle)) kinds.push('FALSE');
      if (kinds.length > 0) otherMatches.push(`(${SALES_TYPE}) IN (${kinds.join(', ')})`);
    }
    const anyOf = (/** @type {string} */ texts) => `(${[texts, ...otherMatches].join(' OR ')})`;
    if ([...request.needle].length >= 3) {
      // A needle of three characters or more has trigrams: the words text's index finds the rows
      // that may hold it, and the fields decide. The fields are asked with strpos, which the planner
      // has no statistics for (a third), not LIKE: it would take the two conditions for independent
      // and multiply their selectivities, taking "har" (69,249 of a million) for 3,847 rows and
      // "mül" (32,081) for 642, towards reading every match through the index.
      const needle = param(request.needle);
      const inFields = definition.searchColumns.map((column) => `strpos(${column}, ${needle}) > 0`).join(' OR ');
      // Its words text, or the windows of it that narrow the candidates for what they cost (searchWindows).
      const pieces = windows ? windows.map(({ start, length }) => `substr(${LIST_WORDS}(${needle}), ${start}, ${length})`) : [`${LIST_WORDS}(${needle})`];
      const words = pieces.map((piece) => `"searchWords" LIKE '%' || ${piece} || '%'`).join(' AND ');
      filters.push(anyOf(`(${words} AND (${inFields}))`));
      // The same rows, the pattern worked out when the statement runs (one LIKE of the pieces in
      // their order: a words text holding the whole holds them so), for the page bounded by the
      // order's key (boundedPage): the planner then estimates the pattern's rows without reading
      // it (0.5 % of the list, PostgreSQL's default) instead of the one row it takes a rare
      // pattern for, and so combines the words index with the bound's index, reading from the
      // table only the candidates within the bound.
      opaqueSearch = anyOf(`("searchWords" LIKE (SELECT '%' || ${pieces.join(` || '%' || `)} || '%') AND (${inFields}))`);
      // A search with trigrams is read along the order for a while, then through its index (pageOf).
      // The walk asks the fields alone: a needle within a field is within its words text (LIST_WORDS),
      // and the walk along a name's index then reads that index alone (SortKey's walked).
      searched = filters.length - 1;
      walkHit = anyOf(`(${inFields})`);
      // A needle that may match what sections do not hold (a registration number) starts at the start.
      if (otherMatches.length === 0) {
        trigrams = needleTrigrams(request.needle);
        sectionNeedle = request.needle;
      }
    } else {
      // One or two characters have no trigram: the fields alone, read along the order for a while
      // as a needle with trigrams is (pageOf), then every match. Left to the planner, a pair that
      // few rows hold ('yo': none of a million deals) was read along the order's index to its end,
      // every row fetched from the table (207,453 blocks read, 7.0 s under load); every match is
      // found by reading the name's covering index instead (14,293 blocks, 1.4 s under load), and
      // a common one ('h') is found on the walk within its first rows, as before.
      filters.push(anyOf(`(${definition.searchColumns.map((column) => `${column} LIKE ${pattern()}`).join(' OR ')})`));
      searched = filters.length - 1;
      walkHit = /** @type {string} */ (filters[searched]);
      unindexed = true;
      // Few sections of the customer order hold it (or none): its matches are among their rows, read
      // past the walk from those ranges of the order's index (the walk itself, along the order, does
      // not ask them: it stops at the page's rows), and counted there; with none, nothing is read.
      if (shortSections) {
        const key = keySql(/** @type {OrderKey} */ (keyOrder(definition.sortKeys[SECTIONED_SORT], 'asc')[0]));
        // The bounds as literals, not parameters: the walk leaves this condition out, and a statement
        // must name every parameter it is sent.
        const ranges = shortSections.map(({ blank, lo, hi }) =>
          blank ? `${key} IS NULL` : [lo === null ? `${key} IS NOT NULL` : `${key} >= ${quoted(lo)}`, ...(hi === null ? [] : [`${key} < ${quoted(hi)}`])].join(' AND '),
        );
        filters.push(ranges.length > 0 ? `(${ranges.map((range) => `(${range})`).join(' OR ')})` : 'FALSE');
        ranged = filters.length - 1;
        walkless = ranges.length === 0;
      }
    }
  }
  if (request.from) filters.push(`"createdAt" >= ${param(request.from)}`);
  // The client's end of day is 23:59:59.999; a time stored with microseconds reads as its millisecond.
  if (request.to) filters.push(`"createdAt" < ${param(new Date(request.to.getTime() + 1))}`);
  if (request.conflictsOnly) filters.push(`"conflictCount" > 0`);
  // The counts are taken under the filters alone: their parameters, before the status's and the order's.
  const filterParams = params.slice();
  const statusFilter = definition.status && request.status !== 'all' ? `${definition.status} = ${param(request.status)}` : null;
  return { definition, params, filterParams, filters, searched, ranged, walkHit, unindexed, walkless, trigrams, sectionNeedle, opaqueSearch, statusFilter, order: orderFor(definition, request, param) };
}

/** A certification of type Sales (anything else is Technical), as the screens read it. */
const SALES_TYPE = `upper(js_trim("type")) IS NOT DISTINCT FROM 'SALES'`;

/**
 * The order of a request, as keys.
 * @param {ListDefinition | Omit<ListDefinition, 'fields'>} definition
 * @param {ListRequest} request
 * @param {(value: unknown) => string} param
 * @returns {OrderKey[]}
 */
function orderFor(definition, request, param) {
  const { sort } = request;
  if (sort === 'oldToNew' || sort === 'newToOld') return byDate(sort === 'oldToNew' ? 'asc' : 'desc');
  if (sort === 'default') {
    // One status chosen: every row is pending or none is, and the server's order is left.
    return definition.pendingFirst && definition.status && request.status === 'all' ? pendingFirst(definition.status) : [BY_ID];
  }
  const descending = sort.startsWith('-');
  const column = descending ? sort.slice(1) : sort;
  const direction = descending ? 'desc' : 'asc';
  if (column === 'type' && definition.typeLabels) {
    const label = `CASE WHEN ${SALES_TYPE} THEN ${param(request.typeLabels.sales)}::text ELSE ${param(request.typeLabels.technical)}::text END`;
    return keyOrder({ sql: label, text: true }, direction);
  }
  return keyOrder(/** @type {SortKey} */ (definition.sortKeys[column]), direction);
}

/**
 * Whether an order is by the id alone or pending first then by the id (the default orders), whose
 * page a rare search reads up to a bound (boundedPage).
 * @param {Omit<ListDefinition, 'fields'>} definition @param {OrderKey[]} order
 */
function boundedOrder(definition, order) {
  if (order.length === 1) return order[0] === BY_ID;
  return order.length === 2 && order[1] === BY_ID && Boolean(definition.status) && order[0]?.sql === pendingFirst(/** @type {string} */ (definition.status))[0]?.sql;
}

/**
 * @typedef {object} ListPage
 * @property {Row[]} rows
 * @property {number} total
 * @property {number} page
 * @property {number} pageSize
 * @property {Record<string, number>} [statusCounts]
 * @property {number[]} [conflictCounts]
 * @property {'rows' | 'counts'} [parts] the part answered when only one was asked for
 * @property {boolean} [more] a rows-only answer: whether rows follow the page
 */

/**
 * One page of a list, its total and its counts per status; or, as `request.parts` asks, only the
 * page's rows or only the counts. The counts and the page are asked at once; a page past the end is
 * asked again as the last page (the screens clamp it so too).
 *
 * The rows alone (`parts: 'rows'`) are what a search keystroke waits for: counting what a search
 * finds reads every match (692,942 rows for "h" at a million deals), while its first page is read
 * from the order's index and stops at the page's end. The page is asked with one row more, so the
 * answer says whether another page follows (`more`) and a lower bound of the total; a page past the
 * end (no rows) is answered whole, counted and clamped, as without `parts`.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>, counting?: (sql: string, params: unknown[]) => Promise<{ rows: Row[] }>, searchStats?: ReturnType<typeof createSearchStats> }} db
 *   `counting`, where given, runs a statement that reads every row a search or a date range finds:
 *   its counts, and its rows past the walk (db.mjs: under COUNTING_SETTINGS, no parallel worker
 *   and no JIT); `searchStats`, where given, the lists' samples a needle's words text is looked up
 *   by (searchWindows; without it, by every trigram)
 * @param {ListName} name
 * @param {string} fields the SELECT list of a row
 * @param {ListRequest} request
 * @returns {Promise<ListPage>}
 */
export async function queryList(db, name, fields, request) {
  const { definition, params, filterParams, filters, searched, ranged, walkHit, unindexed, walkless, trigrams, sectionNeedle, opaqueSearch, statusFilter, order } = sqlOf(
    name,
    request,
    await shortNeedleSections(db, name, request.needle),
    db.searchStats && [...request.needle].length >= 3 ? searchWindows(db.searchStats.ready(DEFINITIONS[name].table), request.needle) : null,
  );
  const where = (/** @type {string[]} */ conditions) => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');
  // A deal list without a search or a date range: its counts kept by the database (list_counts).
  const kept = definition.dealVariant && !request.needle && !request.from && !request.to;
  const counting = () =>
    kept
      ? db.query(
          `SELECT "status", sum("n")::integer AS "count" FROM list_counts WHERE "list" = $1${request.conflictsOnly ? ' AND "conflicted"' : ''} GROUP BY 1`,
          [definition.table],
        )
      : (db.counting ?? db.query)(
          definition.status
            ? `SELECT ${definition.status} AS "status", count(*)::integer AS "count" FROM ${definition.table} ${where(filters)} GROUP BY 1`
            : `SELECT 'all' AS "status", count(*)::integer AS "count" FROM ${definition.table} ${where(filters)}`,
          filterParams,
        );
  const extra = definition.dealVariant ? ', "conflictCount"' : '';
  /**
   * A rare search's page in an order by the id (pending first, or the id alone), without reading
   * every match (issue 34 item 4, 'harbor l' at a million deals; docs/performance.md): its 825
   * matches were 847 blocks of the table read, one candidate a block, for a page of 10. First any
   * `offset + limit` matches (pending ones, pending first), as the words index's candidates come in
   * the table's order, which stops there; the largest id among them bounds the page, since that
   * many matches lie at or below it. Then every match up to that id, the words index's candidates
   * combined with the status's index (or the primary key's) up to the bound, so that only those are
   * read from the table. Which ids come first in the table's order decides how few are read, never
   * which: the rows are those of the order. Null when fewer match (as many pending ones as the
   * page needs), or the bounded read finds fewer than the page (a change between the statements):
   * every match is read then.
   * @param {string[]} conditions @param {number} limit @param {number} offset
   */
  const boundedPage = async (conditions, limit, offset) => {
    const pendingOnly = order.length === 2 ? [`${definition.status} = 'pending'`] : [];
    const some = await db.query(
      `SELECT count(*)::integer AS "found", max("id") AS "bound" FROM (SELECT "id" FROM ${definition.table} WHERE ${[...conditions, ...pendingOnly].join(' AND ')} LIMIT ${offset + limit}) AS "candidates"`,
      params,
    );
    if (Number(some.rows[0]?.found) < offset + limit) return null;
    const bound = Number(some.rows[0]?.bound);
    // Ids count from 1: no more rows than this lie up to the bound. Past it, reading the status's
    // index that far could cost more than the candidates' blocks (12,194 entries took about as long
    // as 400 blocks, under load), and every match is read as before.
    if (bound > BOUND_SPAN * WALK_RATIO * (offset + limit)) return null;
    const opaque = conditions.map((condition, index) => (index === searched ? /** @type {string} */ (opaqueSearch) : condition));
    const boundParams = [...params, bound];
    const page = await db.query(
      `WITH found AS MATERIALIZED (SELECT "id" FROM ${definition.table} WHERE ${[...opaque, ...pendingOnly, `"id" <= $${boundParams.length}`].join(' AND ')})
       SELECT ${fields}${extra} FROM ${definition.table} WHERE "id" IN (SELECT "id" FROM found ORDER BY "id" LIMIT ${limit} OFFSET ${offset}) ORDER BY "id"`,
      boundParams,
    );
    return page.rows.length === limit ? page : null;
  };
  // The page's ids first, then their rows (a deferred join): skipping to a page deep in the list
  // then reads the order's index alone where it holds what the order and the filters name (the
  // default order, the dates, the statuses: their indexes include the status), instead of
  // fetching every skipped row from the table. Page 50,000 of a million: 3.2 s before, under load.
  const pageOf = async (/** @type {number} */ page, extraRows = 0) => {
    const [limit, offset] = [request.pageSize + extraRows, (page - 1) * request.pageSize];
    const conditions = statusFilter ? [...filters, statusFilter] : filters;
    const rowsOf = (/** @type {string} */ ids) => `SELECT ${fields}${extra} FROM ${definition.table} WHERE "id" IN (${ids}) ORDER BY ${orderSql(order)}`;
    if (searched === null) {
      return db.query(rowsOf(`SELECT "id" FROM ${definition.table} ${where(conditions)} ORDER BY ${orderSql(order)} LIMIT ${limit} OFFSET ${offset}`), params);
    }
    // A search: first along the order's index, as far as WALK_RATIO rows for each row
    // the page needs, the search a column of what is read (so the LIMIT stops the reading, not the
    // matches); enough matches there are the page. Fewer mean a rare phrase, or one whose matches
    // come late in this order ('zenith' sorted by customer, A to Z: the planner, expecting 1.6% of
    // the rows spread evenly, read 983,299 rows for 11, 23 s under load): then every match, found
    // through the words index, and the page sorted from them. Along a name (a key of searched
    // texts) with no filter but the status, the walk reads the order's index alone, and further.
    const covered = Boolean(order[0].walked) && !request.from && !request.to && !request.conflictsOnly && !definition.scope;
    const keys = order.map((key, index) => `${keySql(key)} AS "__k${index}"`).join(', ');
    const byKeys = orderSql(order.map((key, index) => ({ ...key, sql: `"__k${index}"`, collated: false })));
    const others = conditions.filter((_, index) => index !== searched && index !== ranged);
    // Along a sectioned order (the customer's, the name's), from the first section that may hold a match.
    const walkParams = [...params];
    const sectioned = order[0]?.sectioned;
    const start =
      sectioned === NAME_SORT && sectionNeedle
        ? await sectionStart(db, definition.table, order[0], null, sectionNeedle, walkParams)
        : sectioned && trigrams.length > 0
          ? await sectionStart(db, definition.table, order[0], trigrams, null, walkParams)
          : null;
    if (start) others.push(start);
    const walked = walkless
      ? null
      : await db.query(
      rowsOf(
        `SELECT "id" FROM (
           SELECT "id", ${walkHit} AS "__hit", ${keys} FROM ${definition.table} ${where(others)} ORDER BY ${orderSql(order)} LIMIT ${(offset + limit) * (covered ? WALK_RATIO_COVERED : WALK_RATIO)}
         ) walked WHERE "__hit" ORDER BY ${byKeys} LIMIT ${limit} OFFSET ${offset}`,
      ),
      walkParams,
    );
    if (walked && walked.rows.length === limit) return walked;
    // The order by the id (pending first, or the id alone): the page from the candidates up to a bound.
    const bounded = opaqueSearch && boundedOrder(definition, order) ? await boundedPage(conditions, limit, offset) : null;
    if (bounded) return bounded;
    // Every match. A needle without trigrams has no index to find them: they are read as its count
    // reads them (`counting`: no JIT, no parallel worker), as 'yo' sorted new to old at a million
    // deals scans the table and compiled 270-320 ms of JIT for it (under load). A needle with
    // trigrams reads its candidates through the words index, a few ms for a rare one.
    return (unindexed ? (db.counting ?? db.query) : db.query)(
      `WITH found AS MATERIALIZED (SELECT "id", ${keys} FROM ${definition.table} ${where(conditions)})
       ${rowsOf(`SELECT "id" FROM found ORDER BY ${byKeys} LIMIT ${limit} OFFSET ${offset}`)}`,
      params,
    );
  };
  /** The deal lists' conflict counts, one per row, taken off the rows. @param {Row[]} rows */
  const conflictsOf = (rows) => {
    if (!definition.dealVariant) return {};
    const conflictCounts = rows.map((row) => Number(row.conflictCount));
    for (const row of rows) delete row.conflictCount;
    return { conflictCounts };
  };
  if (request.parts === 'rows') {
    const found = (await pageOf(request.page, 1)).rows;
    if (found.length > 0 || request.page === 1) {
      const more = found.length > request.pageSize;
      const rows = more ? found.slice(0, request.pageSize) : found;
      const total = (request.page - 1) * request.pageSize + rows.length + (more ? 1 : 0);
      return { rows, total, page: request.page, pageSize: request.pageSize, parts: 'rows', more, ...conflictsOf(rows) };
    }
    // Past the end: which page is the last is the total's to say.
    return queryList(db, name, fields, { ...request, parts: 'all' });
  }
  const [counted, first] = await Promise.all([counting(), request.parts === 'counts' ? null : pageOf(request.page)]);
  const counts = Object.fromEntries(counted.rows.map((row) => [String(row.status), Number(row.count)]));
  const statusCounts = definition.status
    ? { all: Object.values(counts).reduce((sum, count) => sum + count, 0), ...Object.fromEntries(STATUSES.map((status) => [status, counts[status] ?? 0])) }
    : undefined;
  const total = statusCounts ? (statusCounts[request.status] ?? 0) : (counts.all ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / request.pageSize));
  const page = Math.min(request.page, lastPage);
  const answer = { total, page, pageSize: request.pageSize, ...(statusCounts ? { statusCounts } : {}) };
  if (!first) return { rows: [], ...answer, parts: 'counts' };
  const rows = page === request.page ? first.rows : (await pageOf(page)).rows;
  return { rows, ...answer, ...conflictsOf(rows) };
}

/**
 * The settings a server runs the count of what a search or a date range finds under (db.mjs, in the
 * count's own transaction; the bench's EXPLAIN of the counts too), one statement:
 * - no parallel worker (PostgreSQL's default is two), so that it keeps one process busy, not two
 *   or three: a keystroke's rows are asked at the same time as its counts (`parts`), and on this
 *   machine's 2 cores a count with a worker left the rows' own work (the server's and the
 *   database's, a few ms) half a core. Measured idle at a million deals (the bench's "rows beside
 *   counts of 1 / 0 parallel workers"): "h"'s rows took 14.1 ms beside a count with one worker and
 *   7.7 ms beside one with none (7.8 ms at 1,000 deals), while the count itself took as long either
 *   way (370.9 / 367.8 ms: the worker's half is its leader's to do, on a machine whose other core
 *   serves the rows); only a needle of one or two characters was ever counted with a worker;
 * - no JIT: a count is a scan of tens of thousands to a million rows with one filter, whose plan
 *   costs over jit_above_cost (100,000) from about 70,000 matches on ("har" at a million deals:
 *   106,313), and compiling its expressions took 55-110 ms of the backend's CPU (EXPLAIN ANALYZE's
 *   JIT timing, under load) for a scan of 290-350 ms CPU that it did not make faster (the same CPU
 *   with it off, measured by the backend's own /proc stat): docs/performance.md.
 */
export const COUNTING_SETTINGS = countingSettings(0);

/**
 * COUNTING_SETTINGS with `workers` parallel workers (the bench compares 1 with 0 beside a keystroke's rows).
 * @param {number} workers
 */
export function countingSettings(workers) {
  return `SELECT set_config('max_parallel_workers_per_gather', '${Math.trunc(workers)}', true), set_config('jit', 'off', true)`;
}

/**
 * How far a search with trigrams is read along the order's index before its matches are read
 * through the words index instead: rows read for each row the page needs (1,100 for a first page
 * of 10 and the row that says another follows). A phrase in one row of a hundred or more is found
 * there ("har", "mül" and "h" within 500 rows at a million); a rarer one has at most about one
 * row in a hundred to read and sort through the index (10,000 at a million).
 */
const WALK_RATIO = 100;

/**
 * The same along a key whose index holds what the walk reads (SortKey's walked): an index-only scan
 * reads an entry for about a twenty-fifth of a row fetched from the table (12,336 entries in 7.5 ms
 * against 1,100 rows in 16.7 ms at a million deals, under load), so it goes 25 times as far for
 * the same time: 27,500 entries for a first page, where 'mül' sorted by name finds its page after
 * 12,336 (the Müllers sit together by first name) instead of reading all its 32,081 matches.
 */
const WALK_RATIO_COVERED = 2500;

/**
 * How far a rare search's page may be bounded along an order by the id (boundedPage), in the
 * walk's rows (WALK_RATIO for each row the page needs): ids up to 110,000 for a first page.
 * 'harbor l' at a million deals is bounded at 26,400.
 */
const BOUND_SPAN = 100;

/**
 * What a search's words text is looked up by in its trigram index (issue 34 item 4, 'harbor l' at a
 * million deals; docs/performance.md): not every trigram of the needle's words text, but those that
 * narrow its candidates for what they cost. pg_trgm's GIN index reads the list of rows of every
 * trigram it is asked for, whole (each leaf page of a long list decoded, the rare list's rows
 * spread over all of them): "harborql" is asked as six trigrams, "har" (68,000 rows of a million),
 * "arb", "rbo", "bor" (16,000 each), "orq" (46,000) and "rql" (12,600), 176,000 entries decoded for
 * 857 candidates, 6-8 ms of the rows' 11 ms in the database; "arb" and "rql" alone find 866 of them
 * from 29,000. Which trigrams, from a sample of the list's words texts kept by each server (up
 * to SEARCH_SAMPLE_ROWS rows, TABLESAMPLE; taken on the list's first search, which asks every
 * trigram meanwhile, and again when the list's length has changed by a fifth, looked at every
 * SEARCH_STATS_MAX_AGE_MS; 0.3-1.2 s of the server's time at a million deals, under load): the rarest
 * first, then each next rarer one while the candidates it takes away cost more to fetch and
 * recheck than its list costs to read (SEARCH_CANDIDATE_COST entries of a list for one candidate).
 * The answer does not depend on them: any window of the needle's words text is in every words text
 * that holds the whole, and the search fields decide (strpos); a stale or missing sample costs
 * time, not rows.
 */
const SEARCH_SAMPLE_ROWS = 20_000;
/** How often a server looks whether a list's length has changed enough for another sample. */
const SEARCH_STATS_MAX_AGE_MS = 10 * 60 * 1000;
/** A candidate's fetch and recheck against an entry of a trigram's list read by the index: 4.5 µs against about 40 ns at a million deals (EXPLAIN ANALYZE, under load). */
const SEARCH_CANDIDATE_COST = 100;

/**
 * A sample of a list's words texts: for each trigram (three characters of a words text, as pg_trgm
 * reads a LIKE pattern's)
 * (three UTF-16 units: a letter beyond the first plane is rare enough for an estimate), the sampled
 * rows holding it, ascending; and the windows worked out for the needles asked lately.
 * @typedef {{ rows: number, postings: Map<number, Int32Array>, windows: Map<string, Array<{ start: number, length: number }> | null> }} SearchSample
 */

/**
 * Each list's sample, made on first use by the server (db.mjs) and kept per table.
 * @param {(sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>} query
 */
export function createSearchStats(query) {
  /** @type {Map<string, { at: number, estimated: number, sample: SearchSample | null, pending: Promise<void> | null }>} */
  const tables = new Map();
  /** @param {string} table @param {{ at: number, estimated: number, sample: SearchSample | null, pending: Promise<void> | null }} entry */
  const refresh = async (table, entry) => {
    try {
      const { rows: sized } = await query(`SELECT reltuples::float8 AS "rows" FROM pg_class WHERE oid = $1::regclass`, [table]);
      const estimated = Number(sized[0]?.rows ?? -1);
      // A list about as long as when its sample was taken keeps it: its words are those it had.
      if (entry.sample && Math.abs(estimated - entry.estimated) <= Math.abs(entry.estimated) / 5) return;
      const share = estimated > SEARCH_SAMPLE_ROWS ? Math.max(0.001, (100 * SEARCH_SAMPLE_ROWS) / estimated) : 100;
      const { rows } = await query(`SELECT "searchWords" AS "w" FROM ${table} TABLESAMPLE SYSTEM (${share.toFixed(3)}) REPEATABLE (0) LIMIT ${2 * SEARCH_SAMPLE_ROWS}`);
      /** Each trigram's sampled rows, and the last row added (a row holds a trigram once). @type {Map<number, { last: number, list: number[] }>} */
      const lists = new Map();
      for (let index = 0; index < rows.length; index++) {
        // A thousand rows at a time (about 20 ms), so that the requests under way are not held for the whole sample.
        if (index > 0 && index % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
        const text = String(rows[index]?.w ?? '');
        for (let at = 0; at + 3 <= text.length; at++) {
          const trigram = trigramKey(text, at);
          let entry = lists.get(trigram);
          if (!entry) lists.set(trigram, (entry = { last: -1, list: [] }));
          if (entry.last !== index) {
            entry.last = index;
            entry.list.push(index);
          }
        }
      }
      entry.estimated = estimated;
      entry.sample = { rows: rows.length, postings: new Map([...lists].map(([trigram, { list }]) => [trigram, Int32Array.from(list)])), windows: new Map() };
    } catch {
      // No sample (the table is being made, a database without TABLESAMPLE): every trigram is asked, as before.
    } finally {
      entry.at = Date.now();
      entry.pending = null;
    }
  };
  /** The table's entry, a sample taken or looked at again when it has none or is old. @param {string} table */
  const entryOf = (table) => {
    let entry = tables.get(table);
    if (!entry) tables.set(table, (entry = { at: 0, estimated: 0, sample: null, pending: null }));
    if (!entry.pending && Date.now() - entry.at >= SEARCH_STATS_MAX_AGE_MS) entry.pending = refresh(table, entry);
    return entry;
  };
  return {
    /**
     * The table's sample as it is now, or null until the first is taken (a search is not held for
     * it: it asks every trigram meanwhile); asking starts one when there is none or it is old.
     * @param {string} table
     */
    ready: (table) => entryOf(table).sample,
    /** The table's sample once one is taken (or it failed). @param {string} table @returns {Promise<SearchSample | null>} */
    async of(table) {
      const entry = entryOf(table);
      await entry.pending;
      return entry.sample;
    },
  };
}

/** Three UTF-16 units of `text` from `at` as one number (a number hashes faster than a string: the sample's million trigrams). @param {string} text @param {number} at */
const trigramKey = (text, at) => text.charCodeAt(at) * 4294967296 + text.charCodeAt(at + 1) * 65536 + text.charCodeAt(at + 2);

/** @param {Int32Array} a @param {Int32Array} b */
function intersect(a, b) {
  const out = new Int32Array(Math.min(a.length, b.length));
  let [i, j, n] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out[n++] = a[i];
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/**
 * The windows of the needle's words text its index is asked for (1-based start and length, as
 * `substr` takes them; adjacent trigrams in one window), or null for the whole words text (every
 * trigram chosen, or no sample).
 * @param {SearchSample | null} sample @param {string} needle lower-cased, three characters or more
 * @returns {Array<{ start: number, length: number }> | null}
 */
export function searchWindows(sample, needle) {
  if (!sample) return null;
  // A keystroke's rows and its counts ask the same needle at once.
  if (sample.windows.has(needle)) return /** @type {ReturnType<typeof searchWindows>} */ (sample.windows.get(needle));
  const windows = chooseWindows(sample, needle);
  if (sample.windows.size >= SEARCH_WINDOWS_KEPT) sample.windows.clear();
  sample.windows.set(needle, windows);
  return windows;
}

/** How many needles' windows a sample keeps. */
const SEARCH_WINDOWS_KEPT = 1000;

/** searchWindows, worked out. @param {SearchSample} sample @param {string} needle */
function chooseWindows(sample, needle) {
  // The words text as list_words makes it, one character for one (only the choice depends on it being right).
  const words = Array.from(needle, (char) => (/[\p{L}\p{N}]/u.test(char) ? char : 'q')).join('');
  // A character beyond the first plane would put the windows' positions (characters, as substr counts) off the units'.
  if (words.length !== [...words].length) return null;
  /** @type {Map<number, number>} each trigram's first position */
  const positions = new Map();
  for (let at = 0; at + 3 <= words.length; at++) {
    const trigram = trigramKey(words, at);
    if (!positions.has(trigram)) positions.set(trigram, at);
  }
  const none = new Int32Array(0);
  const byRarity = [...positions.keys()]
    .map((trigram) => ({ trigram, list: sample.postings.get(trigram) ?? none }))
    .sort((a, b) => a.list.length - b.list.length || /** @type {number} */ (positions.get(a.trigram)) - /** @type {number} */ (positions.get(b.trigram)));
  if (byRarity.length <= 1) return null;
  const chosen = [byRarity[0]];
  let candidates = byRarity[0].list;
  for (const next of byRarity.slice(1)) {
    const narrowed = intersect(candidates, next.list);
    if ((candidates.length - narrowed.length) * SEARCH_CANDIDATE_COST > next.list.length) {
      chosen.push(next);
      candidates = narrowed;
    }
  }
  if (chosen.length === byRarity.length) return null;
  // Each chosen trigram at every position it has (a trigram may repeat: its first is enough), joined where they touch.
  const starts = chosen.map(({ trigram }) => /** @type {number} */ (positions.get(trigram))).sort((a, b) => a - b);
  /** @type {Array<{ start: number, length: number }>} */
  const windows = [];
  for (const at of starts) {
    const last = windows[windows.length - 1];
    if (last && at + 1 <= last.start - 1 + last.length - 2 + 1) last.length = at + 3 - (last.start - 1);
    else windows.push({ start: at + 1, length: 3 });
  }
  return windows;
}

/**
 * Trigrams that every search text holding `needle` holds, as pg_trgm's show_trgm writes them: the
 * three-character windows of each run of ASCII letters and digits in the needle. Such a run lies
 * within one of pg_trgm's words of any text that holds the needle, whatever the database's locale
 * (an ASCII letter or digit is a letter or digit in every one), so its windows are among the text's
 * trigrams, written as they are. Anything else ends a run: whether the database takes a letter
 * beyond ASCII for a letter, and how it writes its trigrams, depends on its locale. Fewer trigrams
 * than the needle has only let more sections through ('mül' has none: its order is walked from the start).
 * @param {string} needle lower-cased
 */
function needleTrigrams(needle) {
  const runs = needle.match(/[a-z0-9]{3,}/g) ?? [];
  return [...new Set(runs.flatMap((run) => Array.from({ length: run.length - 2 }, (_, index) => run.slice(index, index + 3))))];
}

/**
 * Where a search's walk along a sectioned order starts (LIST_SECTIONS_SCHEMA): the bound of the
 * first section, in the order's direction, whose rows hold every trigram of the needle (no row
 * before it holds the needle), as a condition on the order's key with its value added to `params`;
 * null to start at the start (the first section, or no section found: none built yet, or no row
 * holds the needle, which the walk and the words index then say). The customer order's trigrams
 * are the needle's ASCII ones (needleTrigrams); the name order's are taken in the database from
 * the needle's words mapped as its sections' texts are (LIST_NAME_SECTIONS_SCHEMA): those of each
 * word that the word keeps with a letter either side ('a', then 'b'), so none of pg_trgm's padded
 * ones at the needle's ends ('  m', and ' mü', 'ül ', which show_trgm writes as a hash) is asked.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }> }} db
 * @param {string} table @param {OrderKey} key @param {string[] | null} trigrams @param {string | null} needle
 * @param {unknown[]} params
 */
async function sectionStart(db, table, key, trigrams, needle, params) {
  const sort = /** @type {string} */ (key.sectioned);
  const { rows } = trigrams
    ? await db.query(`SELECT "seqs", $4::integer AS "needed" FROM list_section_trigrams WHERE "list" = $1 AND "sort" = $2 AND "trigram" = ANY ($3::text[])`, [table, sort, trigrams, trigrams.length])
    : await db.query(
        `WITH parts AS (SELECT p."part" FROM unnest(string_to_array(${SECTION_WORDS}($3), ' ')) AS p ("part") WHERE p."part" <> ''),
         needle AS (
           SELECT DISTINCT t."trigram" FROM parts p CROSS JOIN LATERAL unnest(show_trgm(p."part")) AS t ("trigram")
           WHERE t."trigram" = ANY (show_trgm('a' || p."part" || 'a')) AND t."trigram" = ANY (show_trgm('b' || p."part" || 'b'))
         )
         SELECT e."seqs", (SELECT count(*) FROM needle)::integer AS "needed" FROM needle n
         JOIN list_section_trigrams e ON e."list" = $1 AND e."sort" = $2 AND e."trigram" = n."trigram"`,
        [table, sort, needle],
      );
  // A trigram no section holds: no row holds the needle (or no section is made yet), which the walk and the words index say.
  if (rows.length === 0 || rows.length < Number(rows[0]?.needed)) return null;
  // The sections holding every trigram, in the order's direction, blanks last: the shortest list, kept where the others have it.
  const lists = rows.map((row) => /** @type {number[]} */ (row.seqs)).sort((a, b) => a.length - b.length);
  const others = lists.slice(1).map((list) => new Set(list));
  const holding = (/** @type {number[]} */ lists[0] ?? []).filter((seq) => others.every((other) => other.has(seq)));
  const nonBlank = holding.filter((seq) => seq !== BLANK_SECTION);
  const first = nonBlank.length > 0 ? (key.descending ? nonBlank[nonBlank.length - 1] : nonBlank[0]) : holding[0];
  if (first === undefined) return null;
  const column = keySql(key);
  // Blanks are last either way: the blank section first means no other holds the needle.
  if (first === BLANK_SECTION) return `${column} IS NULL`;
  // From the first section (the start of the order) a walk needs no bound.
  if (first === 0 && !key.descending) return null;
  const { rows: bounds } = await db.query(
    `SELECT (SELECT "lo" FROM list_sections WHERE "list" = $1 AND "sort" = $2 AND "seq" = $3) AS "lo",
            (SELECT "lo" FROM list_sections WHERE "list" = $1 AND "sort" = $2 AND "seq" > $3 ORDER BY "seq" LIMIT 1) AS "hi"`,
    [table, sort, first],
  );
  const bound = key.descending ? bounds[0]?.hi : bounds[0]?.lo;
  if (bound === null || bound === undefined) return null;
  params.push(bound);
  return `${column} ${key.descending ? '<' : '>='} $${params.length}`;
}

/**
 * Ranges of the customer order (its sections', LIST_SECTIONS_SCHEMA): the blank customers, or the
 * keys from `lo` (null: from the first) to before `hi` (null: to the last).
 * @typedef {Array<{ blank: boolean, lo: string | null, hi: string | null }>} ShortSections
 */

/**
 * The most sections of the customer order, as a share of them, whose rows a needle of one or two
 * characters is read from instead of walking the order and then reading every search text (a
 * twentieth: 50 sections of a thousand rows at a million deals).
 */
const SHORT_SECTIONS_SHARE = 0.05;

/**
 * For a needle of one or two characters on a deal list (no trigram: no index finds its rows), the
 * ranges of the customer order whose sections hold it as a gram (LIST_SHORT_GRAMS_SCHEMA): none
 * when no section does (no row holds it), adjacent sections in one range; null to read it as
 * before (a longer needle, a needle of digits that is also a registration number, no sections made
 * yet, or one held by more than SHORT_SECTIONS_SHARE of the sections: found on the walk along the
 * order within its first rows).
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }> }} db
 * @param {ListName} name @param {string} needle
 * @returns {Promise<ShortSections | null>}
 */
async function shortNeedleSections(db, name, needle) {
  const definition = DEFINITIONS[name];
  const length = [...needle].length;
  if (!definition.dealVariant || length === 0 || length > 2 || (definition.searchesId && /^\d+$/.test(needle))) return null;
  const [table, sort] = [definition.table, SECTIONED_SORT];
  const { rows: found } = await db.query(
    // How many sections, from the last one's number (its key's index, a few pages; the numbers may
    // skip where ties share a rank, so this is at most a few more than a count, which read every
    // section's row, 43 pages at a million deals, on every keystroke of one or two characters).
    `SELECT coalesce((SELECT "seq" FROM list_sections WHERE "list" = $1 AND "sort" = $2 AND "seq" < ${BLANK_SECTION} ORDER BY "seq" DESC LIMIT 1) + 2, 0)::integer AS "sections",
            (SELECT "seqs" FROM list_section_trigrams WHERE "list" = $1 AND "sort" = $2 AND "trigram" = $3) AS "seqs"`,
    [table, sort, needle],
  );
  const sections = Number(found[0]?.sections ?? 0);
  const seqs = /** @type {number[] | null} */ (found[0]?.seqs ?? null) ?? [];
  if (sections === 0 || seqs.length > Math.max(1, Math.floor(sections * SHORT_SECTIONS_SHARE))) return null;
  if (seqs.length === 0) return [];
  // Each section's first key and the next section's (the blank one has none, and none follows the last).
  const { rows } = await db.query(
    `SELECT s."seq", s."lo", (SELECT n."lo" FROM list_sections n WHERE n."list" = $1 AND n."sort" = $2 AND n."seq" > s."seq" AND n."seq" < ${BLANK_SECTION} ORDER BY n."seq" LIMIT 1) AS "hi",
            (SELECT min(n."seq") FROM list_sections n WHERE n."list" = $1 AND n."sort" = $2 AND n."seq" > s."seq") AS "next"
     FROM list_sections s WHERE s."list" = $1 AND s."sort" = $2 AND s."seq" = ANY ($3::integer[]) ORDER BY s."seq"`,
    [table, sort, seqs],
  );
  /** @type {ShortSections} */
  const ranges = [];
  /** @type {unknown} the section that follows the last range's */
  let following = null;
  for (const row of rows) {
    if (Number(row.seq) === BLANK_SECTION) {
      ranges.push({ blank: true, lo: null, hi: null });
      continue;
    }
    const hi = /** @type {string | null} */ (row.hi);
    const last = ranges[ranges.length - 1];
    // The section right after the last range's: that range goes on.
    if (last && !last.blank && following !== null && Number(following) === Number(row.seq)) last.hi = hi;
    else ranges.push({ blank: false, lo: Number(row.seq) === 0 ? null : /** @type {string | null} */ (row.lo), hi });
    following = row.next;
  }
  return ranges;
}

/** The list behind each area's list call, for the routes. */
export const LIST_NAMES = /** @type {const} */ ({ partnerDeals: 'partnerDeals', distributorDeals: 'distributorDeals', partners: 'partners', distributors: 'distributors', certifications: 'certifications' });

/**
 * Every row of a list for a request, in its order, in batches of `batchSize`: each batch is a
 * query of its own that starts after the last row of the one before (keyset paging on the sort
 * keys, the id last), so the export of a million rows holds one batch at a time and keeps no
 * transaction open.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }> }} db
 * @param {ListName} name
 * @param {string} fields
 * @param {ListRequest} request
 * @param {number} [batchSize]
 * @returns {AsyncGenerator<Row[]>}
 */
export async function* listBatches(db, name, fields, request, batchSize = 2000) {
  const { definition, params, filters, statusFilter, order } = sqlOf(name, request);
  const conditions = statusFilter ? [...filters, statusFilter] : filters;
  const keyList = order.map((key, index) => `${keySql(key)} AS "__k${index}"`).join(', ');
  /** @type {unknown[] | null} */
  let after = null;
  for (;;) {
    /** @type {Row[]} */
    const rows = [];
    // The first batch from the start; each next one from the parts of the list after the last row, in order.
    for (const part of after ? partsAfter(order, after) : [() => null]) {
      const batchParams = [...params];
      const at = (/** @type {unknown} */ value) => {
        batchParams.push(value);
        return `$${batchParams.length}`;
      };
      const condition = part(at);
      const all = condition ? [...conditions, condition] : conditions;
      const { rows: found } = await db.query(
        `SELECT ${fields}, ${keyList} FROM ${definition.table} ${all.length > 0 ? `WHERE ${all.join(' AND ')}` : ''} ORDER BY ${orderSql(order)} LIMIT ${batchSize - rows.length}`,
        batchParams,
      );
      rows.push(...found);
      if (rows.length === batchSize) break;
    }
    if (rows.length === 0) return;
    const last = /** @type {Row} */ (rows[rows.length - 1]);
    after = order.map((_, index) => last[`__k${index}`]);
    for (const row of rows) for (let index = 0; index < order.length; index++) delete row[`__k${index}`];
    yield rows;
    if (rows.length < batchSize) return;
  }
}

/**
 * The rest of a list after the row whose keys are `values`, in the order `keys` (a column's key and
 * then the id, or the id alone), as conditions that each read a range of the order's index, to be
 * asked one after the other: the rows tied with it and a greater id, then those beyond its key,
 * then (blanks last either way) the blanks. One condition with OR would be read from the start of
 * the index on every batch: a million rows' export took minutes per hundred thousand.
 * @param {OrderKey[]} keys
 * @param {unknown[]} values
 * @returns {Array<(at: (value: unknown) => string) => string>}
 */
function partsAfter(keys, values) {
  // Every order is a column's key and the id, or the id alone (orderFor).
  if (keys.length > 2) throw new Error('an order of more than one key before the id');
  const id = values[keys.length - 1];
  if (keys.length === 1) return [(at) => `"id" > ${at(id)}`];
  const [key] = /** @type {[OrderKey]} */ (keys);
  const column = keySql(key);
  const value = values[0];
  if (value === null || value === undefined) return [(at) => `${column} IS NULL AND "id" > ${at(id)}`];
  // A true or false key as IS TRUE or IS FALSE: `x = false` would be folded into NOT x, and for
  // the default order's ("listStatus" <> 'pending') further into "listStatus" = 'pending', which
  // its index does not hold, so every batch would read the index from its start again.
  const tied = typeof value === 'boolean' ? () => `${column} IS ${value ? 'TRUE' : 'FALSE'}` : (/** @type {(value: unknown) => string} */ at) => `${column} = ${at(value)}`;
  const parts = [(/** @type {(value: unknown) => string} */ at) => `${tied(at)} AND "id" > ${at(id)}`, (/** @type {(value: unknown) => string} */ at) => `${column} ${key.descending ? '<' : '>'} ${at(value)}`];
  if (key.nullsLast) parts.push(() => `${column} IS NULL`);
  return parts;
}

/**
 * The other members' deals that conflict with one deal (the rule of list_recount_conflicts), in
 * the server's order, each with what matched; null when there is no such deal.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }> }} db
 * @param {'partner' | 'distributor'} variant
 * @param {string} fields the SELECT list of a deal, for alias `o`
 * @param {number} id
 */
export async function dealConflicts(db, variant, fields, id) {
  const table = variant === 'partner' ? 'partner_deals' : 'distributor_deals';
  const { rows: found } = await db.query(`SELECT "id" FROM ${table} WHERE "id" = $1`, [id]);
  if (found.length === 0) return null;
  const { rows } = await db.query(
    `SELECT ${fields}, (o."countryKey" = d."countryKey") IS TRUE AS "__sameCountry", (o."domainKey" = d."domainKey") IS TRUE AS "__sameDomain"
     FROM ${table} d JOIN ${table} o ON o."companyKey" = d."companyKey" AND o."ownerKey" <> d."ownerKey"
       AND o."createdAt" BETWEEN d."createdAt" - list_conflict_window() AND d."createdAt" + list_conflict_window()
       AND (o."countryKey" = d."countryKey" OR o."domainKey" = d."domainKey")
     WHERE d."id" = $1 ORDER BY o."id"`,
    [id],
  );
  return rows.map(({ __sameCountry, __sameDomain, ...deal }) => ({ deal, sameCountry: __sameCountry === true, sameDomain: __sameDomain === true }));
}

export { DEFINITIONS as LIST_DEFINITIONS };
