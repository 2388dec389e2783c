// DEMO_DEALS=N (issue 34; examples/server/demoDeals.mjs): a new database gets N partner deals and
// the rest in proportion, made in SQL, and says so; the texts the search reads and the conflict
// keys the SQL makes are those listRules.ts makes from the same records, row by row; the conflict
// counts are the rule's; a database that holds data already is left as it is, with a line saying so.
// At a small N here; bench/server-query.mjs seeds a million.
import type { Deal, Member } from '../../src/api/types.js';
import { createHttpAdminApi } from '../../src/api/index.js';
import { DEMO_DEALS_RATIOS, demoDealsPlan } from '../../examples/server/demoDeals.mjs';
import { dealKeys, memberKeys } from '../../examples/server/listRules.js';
import { findDealConflicts } from '../../src/domain/conflicts.js';
import { removeDataDir, runSql, startServer } from './support.js';

// Past the demo data's own members (60 partners, 25 distributors), so every kind of row is added.
const N = 3000;

it(`seeds ${N} partner deals with distributor deals and members in proportion, keyed as the server keys records, and says so`, async () => {
  const lines: string[] = [];
  const server = await startServer({ demoDeals: N, report: (line) => lines.push(line) });
  const { dataDir } = server;
  try {
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Seeded ${N.toLocaleString('en')} partner deals in \\d+ s\\.$`))]);
    const token = await server.login();
    const api = createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => token }, extensions: { query: true } });
    const plan = demoDealsPlan(N);
    const [partnerDeals, distributorDeals, partners, distributors] = await Promise.all([
      api.partnerDeals.list(),
      api.distributorDeals.list(),
      api.partners.list(),
      api.distributors.list(),
    ]);
    expect(partnerDeals).toHaveLength(N);
    expect(distributorDeals).toHaveLength(Math.round(N / DEMO_DEALS_RATIOS.partnerDealsPerDistributorDeal));
    expect([partners.length, distributors.length]).toEqual([plan.partners, plan.distributors]);
    // Every deal names a member that exists, with that member's name.
    const partnerById = new Map(partners.map((member) => [member.id, member]));
    for (const deal of partnerDeals) expect(partnerById.get(deal.partnerId as number)?.firstName).toBe(deal.partnerFirstName);
    // The query sees them all, with statuses of every kind and conflicts among them.
    const page = await api.partnerDeals.query!({ page: 1, pageSize: 10 });
    expect(page.total).toBe(N);
    expect(Object.values(page.statusCounts!).every((count) => count > 0)).toBe(true);
    const conflicted = await api.partnerDeals.query!({ page: 1, pageSize: 10, conflictsOnly: true });
    expect(conflicted.total).toBeGreaterThan(N / 20);
    expect(conflicted.total).toBeLessThan(N / 2);
    const rule = findDealConflicts(partnerDeals, 'partner');
    expect(conflicted.total).toBe(partnerDeals.filter((deal) => rule.count(deal) > 0).length);
    await server.close();

    // The bulk insert ran without the insert triggers (conflicts, counts, sections; dropped and made
    // again), never without the list's version: every trigger is there and on again, and the seed
    // raised each deal list's version (an answer kept before it, by an instance on the same
    // database, is never sent for the seeded list).
    const triggers = await runSql(
      dataDir,
      `SELECT tgrelid::regclass::text AS "table", tgname AS "name", tgenabled::text AS "enabled" FROM pg_trigger
       WHERE tgrelid IN ('partner_deals'::regclass, 'distributor_deals'::regclass) AND NOT tgisinternal ORDER BY tgrelid::regclass::text COLLATE "C", tgname::text COLLATE "C"`,
    );
    const names = ['conflicts_delete', 'conflicts_insert', 'conflicts_update', 'counts_delete', 'counts_insert', 'counts_truncate', 'counts_update', 'list_version'];
    const sectioned = ['name_sections_insert', 'name_sections_update', 'sections_insert', 'sections_update'];
    expect(triggers).toEqual(
      ['distributor_deals', 'partner_deals'].flatMap((table) => [...names, ...sectioned].sort().map((name) => ({ table, name: `${table}_${name}`, enabled: 'O' }))),
    );
    const versions = await runSql(dataDir, `SELECT "list", "version"::integer AS "version" FROM list_versions ORDER BY 1`);
    expect(versions).toEqual([
      { list: 'distributor_deals', version: expect.any(Number) },
      { list: 'partner_deals', version: expect.any(Number) },
    ]);
    for (const { version } of versions) expect(version).toBeGreaterThan(0);

    // The customer order's sections, made at the start after the seed from every deal (listQuery.mjs
    // buildListSections): a first key for each, in the order, and the trigrams of every deal's search texts.
    for (const [table, deals] of [['partner_deals', N], ['distributor_deals', Math.round(N / DEMO_DEALS_RATIOS.partnerDealsPerDistributorDeal)]] as const) {
      const [sections] = await runSql(dataDir, `SELECT count(*)::int AS n FROM list_sections WHERE "list" = $1 AND "sort" = 'customerCompany' AND "seq" < 2147483647`, [table]);
      expect(sections!.n).toBe(Math.ceil(deals / 100));
      const missing = await runSql(
        dataDir,
        `SELECT d."id" FROM ${table} d CROSS JOIN LATERAL unnest(show_trgm(concat_ws(' ', d."searchName", d."searchCompany"))) AS t ("trigram")
         WHERE NOT EXISTS (SELECT 1 FROM list_section_trigrams s WHERE s."list" = $1 AND s."trigram" = t."trigram"
           AND list_section_of($1, 'customerCompany', NULLIF(js_trim(d."customerCompany"), '')) = ANY (s."seqs")) LIMIT 5`,
        [table],
      );
      expect(missing).toEqual([]);
    }

    // The keys the SQL wrote, row by row, against listRules.ts on the records as the API sends them.
    const keyed = async (table: string, columns: string[]) =>
      new Map((await runSql(dataDir, `SELECT "id", ${columns.map((column) => `"${column}"`).join(', ')} FROM ${table}`)).map((row) => [row.id, row]));
    const dealColumns = ['searchName', 'searchCompany', 'companyKey', 'countryKey', 'domainKey', 'ownerKey'];
    for (const [table, deals, variant] of [['partner_deals', partnerDeals, 'partner'], ['distributor_deals', distributorDeals, 'distributor']] as const) {
      const stored = await keyed(table, dealColumns);
      const wrong = (deals as Deal[]).filter((deal) => {
        const { id: _id, ...row } = stored.get(deal.id) ?? {};
        return JSON.stringify(row) !== JSON.stringify(dealKeys(deal, variant));
      });
      expect(wrong.map((deal) => deal.id)).toEqual([]);
    }
    for (const [table, members] of [['partners', partners], ['distributors', distributors]] as const) {
      const stored = await keyed(table, ['searchName', 'searchEmail', 'searchCompany']);
      const wrong = (members as Member[]).filter((member) => {
        const { id: _id, ...row } = stored.get(member.id) ?? {};
        return JSON.stringify(row) !== JSON.stringify(memberKeys(member));
      });
      expect(wrong.map((member) => member.id)).toEqual([]);
    }

    // Started again with DEMO_DEALS on a database that holds data: left as it is, and said so.
    const again: string[] = [];
    const restarted = await startServer({ dataDir, demoDeals: 10, report: (line) => again.push(line) });
    try {
      expect(again).toEqual(['DEMO_DEALS=10 ignored: the database holds data already (npm run db:reset empties it).']);
      const token2 = await restarted.login();
      const answer = await restarted.call<{ total: number }>('GET', '/partner/admin/deals/query?page=1&pageSize=10', { token: token2 });
      expect(answer.body.total).toBe(N);
    } finally {
      await restarted.close();
    }
  } finally {
    await server.close().catch(() => {});
    await removeDataDir(dataDir);
  }
});
