// Many deals for benchmarks and large-list tests: the seeded partner deals repeated up to `count`
// rows, each given its own contact, numbers, dates and remark (copies would compress far better
// than real data and flatter any figure). Run it on a data directory no server has open.
import { openPGlite } from './db.mjs';

/**
 * @param {string} dbDir the database directory (`dataLayout(dataDir).dbDir`), already seeded
 * @param {number} count how many partner deals there are afterwards
 * @param {{ indexesLeftToStart?: boolean }} [options] `indexesLeftToStart`: the list indexes are
 *   not built again here but by the next start (for a caller that starts the backend next);
 *   otherwise they are rebuilt before this returns, for callers that read the database directly
 */
export async function multiplyPartnerDeals(dbDir, count, { indexesLeftToStart = false } = {}) {
  // With pg_trgm, which the lists' search index needs on every write.
  const pg = openPGlite(dbDir);
  try {
    // The list indexes (listQuery.mjs, a score of B-trees and a trigram index) are dropped first and
    // built again in one pass each: kept, each of the rows written below updated every one of them,
    // twice (the copy and its new values). Left to the next start, they are built after its filling
    // of the list columns (db.mjs: fill, VACUUM, build what is missing, ANALYZE, as after an upgrade
    // that adds them), which otherwise updated them a third time. The partial index the filling
    // reads (`_list_unkeyed`) stays.
    const { rows: listIndexes } = await pg.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'partner_deals' AND indexname LIKE '%\\_list\\_%' AND indexname NOT LIKE '%\\_list\\_unkeyed'`,
    );
    const dropped = /** @type {Array<{ indexname: string, indexdef: string }>} */ (listIndexes);
    for (const { indexname } of dropped) await pg.query(`DROP INDEX "${indexname}"`);
    // The customer order's sections too: made again from the rows at the next start (listQuery.mjs
    // buildListSections); until then a search walks that order from its start, as without them.
    await pg.query(`DELETE FROM list_sections WHERE "list" = 'partner_deals'`);
    const { rows } = await pg.query(`SELECT count(*)::int AS n FROM partner_deals`);
    const seeded = /** @type {{ n: number }} */ (rows[0]).n;
    const columns = (await pg.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'partner_deals' AND column_name <> 'id' AND is_generated = 'NEVER'`)).rows
      .map((row) => `"${/** @type {{ column_name: string }} */ (row).column_name}"`)
      .join(', ');
    await pg.query(`INSERT INTO partner_deals (${columns}) SELECT ${columns} FROM partner_deals, generate_series(1, $1)`, [Math.ceil(count / seeded) - 1]);
    await pg.query(`DELETE FROM partner_deals WHERE "id" > (SELECT min("id") FROM partner_deals) + $1 - 1`, [count]);
    await pg.query(`UPDATE partner_deals SET
      "dmEmail" = 'buyer.' || substr(md5(random()::text), 1, 8) || '@' || lower(regexp_replace("customerCompany", '[^A-Za-z]', '', 'g')) || '.example',
      "dmPhoneNumber" = (100000000 + floor(random() * 899999999))::bigint::text,
      "postalCode" = lpad(floor(random() * 99999)::int::text, 5, '0'),
      "opportunityNumber" = 'OPP-' || (100000 + floor(random() * 899999))::int::text,
      "mdfFunding" = floor(random() * 50) * 500,
      "years" = 1 + floor(random() * 5),
      "remarks" = 'Checked on call ' || substr(md5(random()::text), 1, 6),
      "createdAt" = now() - random() * interval '700 days',
      "updatedAt" = now() - random() * interval '30 days',
      "listKeyed" = false`);
    // The list columns (search texts, conflict keys) are filled again from the new e-mails at the next start (db.mjs fillListKeys).
    if (!indexesLeftToStart) for (const { indexdef } of dropped) await pg.query(indexdef);
  } finally {
    await pg.close();
  }
}
