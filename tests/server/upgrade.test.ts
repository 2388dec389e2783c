// An upgrade from the release before the server-side lists: a database that release migrated to
// schema 5 (list_versions) and seeded, with a change made on it, started by this release. The
// migrations 1 to 5 are those that release shipped (a shipped migration is never edited), so
// `openDatabase(…, { upTo: 5 })` leaves the database as it did. After the start the lists must
// answer the query with exact totals, counts and conflicts, every list index must exist, and the
// lists' versions must have moved past those the old release kept answers at (an instance of the
// old release still running keeps no answer the new columns made stale).
import { mkdir } from 'node:fs/promises';
import { MIGRATIONS, openDatabase } from '../../examples/server/db.mjs';
import { seedDatabase } from '../../examples/server/seed.mjs';
import { dataLayout } from '../../examples/server/server.mjs';
import { createHttpAdminApi } from '../../src/api/index.js';
import type { Deal, PartnerDeal } from '../../src/api/types.js';
import { findDealConflicts } from '../../src/domain/conflicts.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { databaseUrlFor, makeDataDir, removeDataDir, runSql, startServer, storeFor } from './support.js';

const versionsOf = async (dataDir: string) =>
  Object.fromEntries((await runSql(dataDir, `SELECT "list", "version" FROM list_versions`)).map((row) => [row.list, Number(row.version)]));

it('migrates a database of schema 5 (list_versions) to the last schema, its lists paged with exact totals, counts and conflicts', async () => {
  // Empty: the old release's migrations and seed make it, not the tests' template.
  const dataDir = await makeDataDir({ empty: true });
  try {
    const url = await databaseUrlFor(dataDir);
    await mkdir(dataLayout(dataDir).filesDir, { recursive: true });
    const store = await storeFor(dataDir);
    const old = await openDatabase(url ? { url } : dataLayout(dataDir).dbDir, { upTo: 5, prepare: (db) => seedDatabase(db, store) });
    await old.close();
    // A change made under the old release, outside the seed's transaction.
    await runSql(dataDir, `UPDATE partner_deals SET "remarks" = 'Changed before the upgrade' WHERE "id" = (SELECT min("id") FROM partner_deals)`);
    expect((await runSql(dataDir, `SELECT "version" FROM schema_migrations ORDER BY 1`)).map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
    expect(await runSql(dataDir, `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'partner_deals' AND column_name = 'companyKey'`)).toEqual([{ n: 0 }]);
    const before = await versionsOf(dataDir);
    expect(before.partner_deals).toBeGreaterThan(0);
    expect(before.distributor_deals).toBeGreaterThan(0);

    const server = await startServer({ dataDir });
    try {
      const token = await server.login();
      const api = createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
      for (const [variant, area] of [
        ['partner', api.partnerDeals],
        ['distributor', api.distributorDeals],
      ] as const) {
        const deals: Deal[] = await area.list();
        expect(deals.length).toBeGreaterThan(10);
        const page = await area.query!({ page: 1, pageSize: 10 });
        expect(page.total).toBe(deals.length);
        const counted = { all: deals.length, pending: 0, approved: 0, rejected: 0 };
        for (const deal of deals) counted[normaliseDealStatus(deal.status)] += 1;
        expect(page.statusCounts).toEqual(counted);
        // The conflicts counted in SQL by the migration are the rule's.
        const rule = findDealConflicts(deals, variant);
        const conflicted = deals.filter((deal) => rule.count(deal) > 0);
        expect(conflicted.length).toBeGreaterThan(0);
        const conflictsOnly = await area.query!({ page: 1, pageSize: 100, conflictsOnly: true });
        expect(conflictsOnly.total).toBe(conflicted.length);
        const byId = new Map(deals.map((deal) => [deal.id, deal]));
        expect(conflictsOnly.conflictCounts).toEqual(conflictsOnly.rows.map((deal) => rule.count(byId.get(deal.id)!)));
        // A search reads the search texts the start filled in.
        const sample = deals.find((deal) => deal.customerCompany)!;
        const found = await area.query!({ page: 1, pageSize: 100, search: sample.customerCompany! });
        expect(found.rows.map((deal) => deal.id)).toContain(sample.id);
      }
      const partners = await api.partners.list();
      expect((await api.partners.query!({ page: 1, pageSize: 10 })).total).toBe(partners.length);
    } finally {
      await server.close();
    }
    expect((await runSql(dataDir, `SELECT "version" FROM schema_migrations ORDER BY 1`)).map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    // The search's trigram index is the words text's (migration 8), made at the start.
    expect(await runSql(dataDir, `SELECT indexname FROM pg_indexes WHERE tablename = 'partner_deals' AND indexname LIKE '%list_search%'`)).toEqual([{ indexname: 'partner_deals_list_search_words' }]);
    // The customer and name orders' sections (migrations 9 and 10), made at the start from the rows: the first, the blanks', and the trigrams of both deal lists.
    expect(
      await runSql(
        dataDir,
        `SELECT s."list", s."sort", min(s."seq") AS "first", max(s."seq") AS "blank", (SELECT count(*)::int FROM list_section_trigrams t WHERE t."list" = s."list" AND t."sort" = s."sort") > 0 AS "trigrams"
         FROM list_sections s GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
    ).toEqual(['distributor_deals', 'partner_deals'].flatMap((list) => ['customerCompany', 'name'].map((sort) => ({ list, sort, first: 0, blank: 2147483647, trigrams: true }))));
    // The customer order's with the letters and pairs of letters of their rows (migration 11), the name order's without.
    expect(await runSql(dataDir, `SELECT "list", "sort" FROM list_section_trigrams WHERE length("trigram") <= 2 GROUP BY 1, 2 ORDER BY 1, 2`)).toEqual(
      ['distributor_deals', 'partner_deals'].map((list) => ({ list, sort: 'customerCompany' })),
    );
    const after = await versionsOf(dataDir);
    expect(after.partner_deals).toBeGreaterThan(before.partner_deals!);
    expect(after.distributor_deals).toBeGreaterThan(before.distributor_deals!);
  } finally {
    await removeDataDir(dataDir);
  }
});

it("replaces the release before's name indexes with those holding the search texts, at the next start", async () => {
  // The template is this release's: its name indexes are made back into the release before's.
  const dataDir = await makeDataDir();
  const nameIndexes = async () =>
    (await runSql(dataDir, `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('partner_deals', 'distributor_deals') AND indexname LIKE '%\\_list\\_name\\_%' ORDER BY 1`)).map(
      (row) => [String(row.indexname), String(row.indexdef).includes(' INCLUDE (')],
    );
  try {
    const now = await nameIndexes();
    expect(now.map(([name]) => name)).toEqual([
      'distributor_deals_list_name_asc_covering',
      'distributor_deals_list_name_desc_covering',
      'partner_deals_list_name_asc_covering',
      'partner_deals_list_name_desc_covering',
    ]);
    for (const [name] of now) {
      const [definition] = await runSql(dataDir, `SELECT indexdef FROM pg_indexes WHERE indexname = $1`, [name]);
      const before = String(definition!.indexdef).replace(/ INCLUDE \(.*\)$/, '').replace(name as string, (name as string).replace('_covering', ''));
      await runSql(dataDir, `DROP INDEX "${name}"`);
      await runSql(dataDir, before);
    }
    expect((await nameIndexes()).every(([name, covering]) => !covering && !String(name).endsWith('_covering'))).toBe(true);
    const server = await startServer({ dataDir });
    await server.close();
    expect(await nameIndexes()).toEqual(now);
  } finally {
    await removeDataDir(dataDir);
  }
});

it("makes the customer order's sections for the release before's database at its next start (migration 9)", async () => {
  // The template is this release's: its sections, their tables, functions and triggers are taken away, as the release before had none.
  const dataDir = await makeDataDir();
  const sections = async () => runSql(dataDir, `SELECT "list", "sort", count(*)::int AS "sections", max("seq") AS "blank" FROM list_sections GROUP BY 1, 2 ORDER BY 1, 2`);
  const triggers = async () => (await runSql(dataDir, `SELECT tgname FROM pg_trigger WHERE tgname LIKE '%\\_sections\\_%' ORDER BY 1`)).map((row) => row.tgname);
  try {
    const now = await sections();
    expect(now.map((row) => [row.list, row.sort])).toEqual(['distributor_deals', 'partner_deals'].flatMap((list) => [[list, 'customerCompany'], [list, 'name']]));
    const made = await triggers();
    expect(made).toEqual(
      ['distributor_deals', 'partner_deals'].flatMap((table) => [`${table}_name_sections_insert`, `${table}_name_sections_update`, `${table}_sections_insert`, `${table}_sections_update`]),
    );
    // Migration 10 (the name order's) needs migration 9's tables: the release before had neither.
    for (const name of made) await runSql(dataDir, `DROP TRIGGER "${String(name)}" ON ${String(name).replace(/(_name)?_sections_(insert|update)$/, '')}`);
    await runSql(dataDir, `DROP TABLE list_sections, list_section_trigrams`);
    await runSql(dataDir, `DROP FUNCTION list_sections_grown(), list_sections_add(text, text, text[], text[]), list_section_of(text, text, text)`);
    await runSql(dataDir, `DROP FUNCTION list_section_words(text), partner_deals_name_sections_grown(), distributor_deals_name_sections_grown()`);
    await runSql(dataDir, `DELETE FROM schema_migrations WHERE "version" IN (9, 10)`);
    expect(await triggers()).toEqual([]);
    const server = await startServer({ dataDir });
    await server.close();
    expect(await sections()).toEqual(now);
    expect(await triggers()).toEqual(made);
  } finally {
    await removeDataDir(dataDir);
  }
});

it("makes the name order's sections for the release before's database at its next start (migration 10)", async () => {
  // The template is this release's: the name order's sections, their function and triggers are taken away, as the release before (migration 9) had none.
  const dataDir = await makeDataDir();
  const sections = async () =>
    runSql(
      dataDir,
      `SELECT s."list", s."sort", count(*)::int AS "sections", max(s."seq") AS "blank", (SELECT count(*)::int FROM list_section_trigrams t WHERE t."list" = s."list" AND t."sort" = s."sort") AS "trigrams"
       FROM list_sections s GROUP BY 1, 2 ORDER BY 1, 2`,
    );
  const triggers = async () => (await runSql(dataDir, `SELECT tgname FROM pg_trigger WHERE tgname LIKE '%\\_name\\_sections\\_%' ORDER BY 1`)).map((row) => row.tgname);
  try {
    const now = await sections();
    expect(now.filter((row) => row.sort === 'name').map((row) => row.list)).toEqual(['distributor_deals', 'partner_deals']);
    const made = await triggers();
    expect(made).toEqual(['distributor_deals_name_sections_insert', 'distributor_deals_name_sections_update', 'partner_deals_name_sections_insert', 'partner_deals_name_sections_update']);
    for (const name of made) await runSql(dataDir, `DROP TRIGGER "${String(name)}" ON ${String(name).replace(/_name_sections_(insert|update)$/, '')}`);
    await runSql(dataDir, `DROP FUNCTION list_section_words(text), partner_deals_name_sections_grown(), distributor_deals_name_sections_grown()`);
    await runSql(dataDir, `DELETE FROM list_sections WHERE "sort" = 'name'`);
    await runSql(dataDir, `DELETE FROM list_section_trigrams WHERE "sort" = 'name'`);
    await runSql(dataDir, `DELETE FROM schema_migrations WHERE "version" = 10`);
    expect((await sections()).map((row) => row.sort)).toEqual(['customerCompany', 'customerCompany']);
    const server = await startServer({ dataDir });
    await server.close();
    // Made at the first start, the customer order's kept as they were.
    expect(await sections()).toEqual(now);
    expect(await triggers()).toEqual(made);
  } finally {
    await removeDataDir(dataDir);
  }
});

it("makes the customer order's sections again, with their letters and pairs of letters, for the release before's database at its next start (migration 11)", async () => {
  // The template is this release's: its customer sections are made back into the release before's (no grams), and migration 11 forgotten.
  const dataDir = await makeDataDir();
  const grams = async () =>
    runSql(
      dataDir,
      `SELECT s."list", count(*)::int AS "sections", (SELECT count(*)::int FROM list_section_trigrams t WHERE t."list" = s."list" AND t."sort" = s."sort" AND length(t."trigram") <= 2) AS "grams"
       FROM list_sections s WHERE s."sort" = 'customerCompany' GROUP BY s."list", s."sort" ORDER BY 1`,
    );
  try {
    const now = await grams();
    expect(now.map((row) => row.list)).toEqual(['distributor_deals', 'partner_deals']);
    expect(now.every((row) => Number(row.grams) > 0)).toBe(true);
    await runSql(dataDir, `DELETE FROM list_section_trigrams WHERE "sort" = 'customerCompany' AND length("trigram") <= 2`);
    await runSql(dataDir, `DROP FUNCTION list_short_grams(text)`);
    await runSql(dataDir, `DELETE FROM schema_migrations WHERE "version" = 11`);
    expect((await grams()).map((row) => row.grams)).toEqual([0, 0]);
    const server = await startServer({ dataDir });
    try {
      // A pair of letters no deal holds is answered as none, one that some hold as the list engine does.
      const token = await server.login();
      const api = createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
      const deals: PartnerDeal[] = await api.partnerDeals.list();
      expect((await api.partnerDeals.query!({ page: 1, pageSize: 10, search: 'zq' })).total).toBe(0);
      const pair = String(deals[0]!.customerCompany).toLowerCase().slice(0, 2);
      const holding = deals.filter((deal) => [deal.customerCompany, `${deal.partnerFirstName} ${deal.partnerLastName}`].some((text) => String(text ?? '').toLowerCase().includes(pair)));
      expect(holding.length).toBeGreaterThan(0);
      expect((await api.partnerDeals.query!({ page: 1, pageSize: 10, search: pair })).total).toBe(holding.length);
    } finally {
      await server.close();
    }
    expect(await grams()).toEqual(now);
  } finally {
    await removeDataDir(dataDir);
  }
});

it("places each new deal in its sections once, for the release before's database at its next start (migration 12)", async () => {
  // The template is this release's: its list_sections_add is made back into the release before's
  // (migration 11's: the section looked up for each trigram of a row), and migration 12 forgotten.
  const dataDir = await makeDataDir();
  // Its trigger function too (migration 9's: the list's name passed as a value).
  const definition = async () =>
    String((await runSql(dataDir, `SELECT pg_get_functiondef('list_sections_add(text, text, text[], text[])'::regprocedure) || pg_get_functiondef('list_sections_grown()'::regprocedure) AS "sql"`))[0]!.sql);
  const made = (version: number, name: string) => {
    const statements: unknown = MIGRATIONS.find((migration) => migration.version === version)!.sql;
    return (statements as string[]).find((sql) => sql.includes(`FUNCTION ${name}(`))!;
  };
  try {
    const now = await definition();
    expect(now).toMatch(/rows AS MATERIALIZED \(\s*SELECT list_section_of\(/);
    expect(now).toMatch(/EXECUTE format\('SELECT list_sections_add\(%L/);
    await runSql(dataDir, made(11, 'list_sections_add'));
    await runSql(dataDir, made(9, 'list_sections_grown'));
    await runSql(dataDir, `DELETE FROM schema_migrations WHERE "version" = 12`);
    expect(await definition()).not.toMatch(/rows AS MATERIALIZED|EXECUTE format/);
    const server = await startServer({ dataDir });
    await server.close();
    expect(await definition()).toBe(now);
    expect(await runSql(dataDir, `SELECT count(*)::int AS n FROM schema_migrations WHERE "version" = 12`)).toEqual([{ n: 1 }]);
  } finally {
    await removeDataDir(dataDir);
  }
});
