// The reference backend's database: PGlite (Postgres in WebAssembly) in a directory on disk, or a
// PostgreSQL server (DATABASE_URL) through a node-postgres pool, with the same schema and queries.
// Column names are the field names of SPEC 3, quoted, so rows come back in exactly the shape the
// console expects and no mapping layer is needed. A change to a partner, distributor, deal or
// certification (a decision, a remark, a removal, an undo) runs in one transaction that locks the
// record, checks the version the client read, writes it with a raised version, appends the change
// to the `changes` table (append-only: the history) and notifies every instance (pg_notify, sent
// on commit), so history, conflicts, undo and live events all come from that one table.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { loadListRules } from './compiled.mjs';
import { COUNTING_SETTINGS, LIST_COUNTS_SCHEMA, LIST_SCHEMA, LIST_NAME_SECTIONS_SCHEMA, LIST_SECTIONS_PLACED_SCHEMA, LIST_SECTIONS_SCHEMA, LIST_SHORT_GRAMS_SCHEMA, LIST_WORDS_SCHEMA, buildListIndexes, buildListSections, createSearchStats, dealConflicts, listBatches, missingListIndexes, queryList } from './listQuery.mjs';

/** @typedef {Record<string, unknown> & { id: number }} Row */
/** @typedef {'partner' | 'distributor'} Variant */
/** @typedef {'tech' | 'sales'} QuizBank */

const MEMBER_COLUMNS = {
  firstName: 'text',
  lastName: 'text',
  title: 'text',
  email: 'text',
  countryCode: 'text',
  phoneNumber: 'text',
  position: 'text',
  companyName: 'text',
  companySize: 'text',
  address: 'text',
  street: 'text',
  city: 'text',
  country: 'text',
  isApproved: 'boolean DEFAULT false',
  isActive: 'boolean DEFAULT true',
  /** Not in SPEC 3: the reason given when the sign-up request was rejected. */
  rejectionReason: 'text',
  createdAt: 'timestamptz DEFAULT now()',
  updatedAt: 'timestamptz DEFAULT now()',
};

/**
 * Internal member columns, never sent. `signupRequest` marks the sign-up requests: GET .../pending
 * lists exactly those, whatever their decision (SPEC 2.6 shows pending rows next to 'Accepted' and
 * 'Rejected' ones). The seed decides who they are (seed.mjs isSignupRequest); a member decided
 * through approve or reject joins them, as in the memory API.
 */
const MEMBER_INTERNAL_COLUMNS = { signupRequest: 'boolean NOT NULL DEFAULT false' };

const DEAL_COLUMNS = {
  customerCompany: 'text',
  dmTitle: 'text',
  dmFirstName: 'text',
  dmLastName: 'text',
  dmEmail: 'text',
  dmCountryCode: 'text',
  dmPhoneNumber: 'text',
  isExistingCustomer: 'boolean',
  address: 'text',
  city: 'text',
  state: 'text',
  postalCode: 'text',
  country: 'text',
  e7PartnerManagerFirstName: 'text',
  e7PartnerManagerLastName: 'text',
  e7AccountExecutiveFirstName: 'text',
  e7AccountExecutiveLastName: 'text',
  engagementType: 'text',
  resellerEngagement: 'text',
  opportunityNumber: 'text',
  otherResellerEngagement: 'text',
  descriptionCustomerNeeds: 'text',
  e7ProductPosition: 'text',
  e7Platform: 'text',
  isMultiYear: 'boolean',
  years: 'integer',
  mdfFunding: 'integer',
  mdfActivityName: 'text',
  comments: 'text',
  status: "text DEFAULT 'pending'",
  remarks: 'text',
  createdAt: 'timestamptz DEFAULT now()',
  updatedAt: 'timestamptz DEFAULT now()',
};

// A deal keeps a snapshot of who registered it: it outlives the member's removal, so the
// member id carries no foreign key.
const PARTNER_DEAL_COLUMNS = {
  partnerId: 'integer',
  partnerFirstName: 'text',
  partnerLastName: 'text',
  partnerTitle: 'text',
  partnerCompany: 'text',
  ...DEAL_COLUMNS,
};

const DISTRIBUTOR_DEAL_COLUMNS = {
  distributorId: 'integer',
  distributorFirstName: 'text',
  distributorLastName: 'text',
  distributorTitle: 'text',
  distributorCompany: 'text',
  distributorName: 'text',
  distributorEmail: 'text',
  ...DEAL_COLUMNS,
};

const RESOURCE_COLUMNS = {
  title: 'text',
  resourceType: 'text',
  contentType: 'text',
  publishedBy: 'text',
  createdAt: 'timestamptz DEFAULT now()',
};

/**
 * Internal resource columns. A resource is either a file this server stores (`storedName`, a
 * generated name in the files directory; its URL is built per request) or an outside link (`url`).
 */
const RESOURCE_INTERNAL_COLUMNS = {
  storedName: 'text UNIQUE',
  url: 'text',
  downloadName: 'text',
  mimeType: 'text',
  size: 'bigint',
};

const QUIZ_COLUMNS = {
  question: 'text',
  marks: 'integer DEFAULT 1',
  optionA: 'text',
  optionB: 'text',
  optionC: 'text',
  optionD: 'text',
  /** Stored as read back: 'Option-A' .. 'Option-D'. */
  correctOption: 'text',
  createdAt: 'timestamptz DEFAULT now()',
  updatedAt: 'timestamptz DEFAULT now()',
};

const CERTIFICATION_COLUMNS = {
  name: 'text',
  designation: 'text',
  type: 'text',
  createdAt: 'timestamptz DEFAULT now()',
  totalQuestions: 'integer',
  totalMarks: 'integer',
  marksAttained: 'integer',
  status: "text DEFAULT 'PENDING'",
  remarks: 'text',
};

const ANSWER_COLUMNS = {
  question: 'text',
  optionA: 'text',
  optionB: 'text',
  optionC: 'text',
  optionD: 'text',
  correctOption: 'text',
  selectedOption: 'text',
};

/**
 * Columns added by migration 3, kept apart from the maps above because migration 1 is built from
 * those and has shipped. `version` is raised on every change.
 */
const VERSION_COLUMN = { version: 'integer NOT NULL DEFAULT 1' };
/** A deal's rejection reason, kept apart from its remarks so a rejection never replaces a remark. */
const DEAL_ADDED_COLUMNS = { rejectionReason: 'text', ...VERSION_COLUMN };

/** @param {Record<string, string>} columns */
const columnDefinitions = (columns) => Object.entries(columns).map(([name, type]) => `"${name}" ${type}`);

/** @param {Record<string, string>} columns the `SELECT` list of the fields a response carries */
const fieldList = (columns) => ['"id"', ...Object.keys(columns).map((name) => `"${name}"`)].join(', ');

/**
 * The `SELECT` list for `row_to_json` that gives the JSON the API sends for those fields: a
 * timestamp as `Date.prototype.toJSON` writes it (UTC, milliseconds, `Z`), not PostgreSQL's own
 * form with microseconds and an offset.
 * @param {Record<string, string>} columns
 */
const jsonFieldList = (columns) =>
  ['"id"', ...Object.entries(columns).map(([name, type]) => (type.startsWith('timestamptz') ? `to_char("${name}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${name}"` : `"${name}"`))].join(
    ', ',
  );

/** @param {string} table @param {Record<string, string>} columns */
const createTable = (table, columns) =>
  `CREATE TABLE IF NOT EXISTS ${table} ("id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, ${columnDefinitions(columns).join(', ')});`;

const INITIAL_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS settings ("key" text PRIMARY KEY, "value" text NOT NULL);`,
  `CREATE TABLE IF NOT EXISTS admins ("id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     "email" text NOT NULL UNIQUE, "passwordHash" text NOT NULL, "firstName" text, "lastName" text);`,
  createTable('partners', { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS }),
  createTable('distributors', { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS }),
  createTable('partner_deals', PARTNER_DEAL_COLUMNS),
  createTable('distributor_deals', DISTRIBUTOR_DEAL_COLUMNS),
  createTable('resources', { ...RESOURCE_COLUMNS, ...RESOURCE_INTERNAL_COLUMNS }),
  // One table per bank: question ids are per bank, as the two banks are separate lists (SPEC 7).
  createTable('tech_questions', QUIZ_COLUMNS),
  createTable('sales_questions', QUIZ_COLUMNS),
  createTable('certifications', CERTIFICATION_COLUMNS),
  // An answer's "id" is the question it answers; the row's own key is answerId.
  `CREATE TABLE IF NOT EXISTS certification_answers (
     "answerId" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     "certificationId" integer NOT NULL REFERENCES certifications ("id") ON DELETE CASCADE,
     "position" integer NOT NULL, "id" integer, ${columnDefinitions(ANSWER_COLUMNS).join(', ')});`,
].join('\n');

/**
 * The schema's versions, applied in order and recorded in schema_migrations. Append a migration
 * for any change; never edit one that has shipped. Version 1 creates only what is missing, so a
 * database made before migrations existed takes it as it is.
 */
export const MIGRATIONS = [
  { version: 1, name: 'initial schema', sql: INITIAL_SCHEMA },
  {
    version: 2,
    name: 'failed sign-ins shared by every instance',
    sql: `CREATE TABLE IF NOT EXISTS login_failures ("key" text NOT NULL, "at" timestamptz NOT NULL DEFAULT clock_timestamp());
          CREATE INDEX IF NOT EXISTS login_failures_key_at ON login_failures ("key", "at");`,
  },
  {
    version: 3,
    name: 'record versions, rejection reasons apart from remarks, the append-only history of changes, one admin per e-mail in any case',
    sql: `CREATE UNIQUE INDEX IF NOT EXISTS admins_email_any_case ON admins (lower("email"));
          ALTER TABLE partners ADD COLUMN IF NOT EXISTS "version" integer NOT NULL DEFAULT 1;
          ALTER TABLE distributors ADD COLUMN IF NOT EXISTS "version" integer NOT NULL DEFAULT 1;
          ALTER TABLE certifications ADD COLUMN IF NOT EXISTS "version" integer NOT NULL DEFAULT 1;
          ALTER TABLE partner_deals ADD COLUMN IF NOT EXISTS "version" integer NOT NULL DEFAULT 1, ADD COLUMN IF NOT EXISTS "rejectionReason" text;
          ALTER TABLE distributor_deals ADD COLUMN IF NOT EXISTS "version" integer NOT NULL DEFAULT 1, ADD COLUMN IF NOT EXISTS "rejectionReason" text;
          CREATE TABLE IF NOT EXISTS changes (
            "id" integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            "area" text NOT NULL, "recordId" integer NOT NULL, "action" text NOT NULL,
            "fromStatus" text, "toStatus" text, "reason" text, "version" integer NOT NULL,
            "adminId" integer, "adminFirstName" text, "adminLastName" text,
            "at" timestamptz NOT NULL DEFAULT now(),
            "undoes" integer REFERENCES changes ("id"),
            "previous" jsonb NOT NULL DEFAULT '{}');
          CREATE INDEX IF NOT EXISTS changes_record ON changes ("area", "recordId", "id");
          CREATE OR REPLACE FUNCTION changes_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the history of changes is append-only'; END $$;
          DROP TRIGGER IF EXISTS changes_append_only ON changes;
          CREATE TRIGGER changes_append_only BEFORE UPDATE OR DELETE ON changes FOR EACH ROW EXECUTE FUNCTION changes_are_append_only();
          DROP TRIGGER IF EXISTS changes_no_truncate ON changes;
          CREATE TRIGGER changes_no_truncate BEFORE TRUNCATE ON changes FOR EACH STATEMENT EXECUTE FUNCTION changes_are_append_only();`,
  },
  {
    version: 4,
    name: 'sign-in limits as one row per key, taken atomically before the password check (replaces login_failures)',
    sql: `CREATE TABLE IF NOT EXISTS login_limits ("key" text PRIMARY KEY, "times" timestamptz[] NOT NULL);
          DROP TABLE IF EXISTS login_failures;`,
  },
  {
    version: 5,
    name: 'a version per deal list, raised by any change to it, so an instance can keep a list answer until it changes',
    sql: `CREATE TABLE IF NOT EXISTS list_versions ("list" text PRIMARY KEY, "version" bigint NOT NULL);
          CREATE OR REPLACE FUNCTION raise_list_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO list_versions ("list", "version") VALUES (TG_TABLE_NAME, 1) ON CONFLICT ("list") DO UPDATE SET "version" = list_versions."version" + 1; RETURN NULL; END $$;
          DROP TRIGGER IF EXISTS partner_deals_list_version ON partner_deals;
          CREATE TRIGGER partner_deals_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_deals FOR EACH STATEMENT EXECUTE FUNCTION raise_list_version();
          DROP TRIGGER IF EXISTS distributor_deals_list_version ON distributor_deals;
          CREATE TRIGGER distributor_deals_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON distributor_deals FOR EACH STATEMENT EXECUTE FUNCTION raise_list_version();`,
  },
  {
    version: 6,
    name: 'lists paged on the server: statuses, search texts, conflict keys and counts (issue 34; the indexes are listQuery.mjs listIndexes)',
    sql: LIST_SCHEMA,
  },
  {
    version: 7,
    name: 'lists of a million deals: conflicts recounted sooner, counts per status kept (issue 34 item 4)',
    sql: LIST_COUNTS_SCHEMA,
  },
  {
    version: 8,
    name: 'a rare phrase found at a million deals: each list table\'s search fields as one words text with its own trigram index (issue 34 item 4)',
    sql: LIST_WORDS_SCHEMA,
  },
  {
    version: 9,
    name: 'a phrase whose matches come together late in the customer order: the order in sections, each with the trigrams of its rows (issue 34 item 4)',
    sql: LIST_SECTIONS_SCHEMA,
  },
  {
    version: 10,
    name: 'a phrase whose matches come together late in the name order: the name order in sections too (issue 34 item 4)',
    sql: LIST_NAME_SECTIONS_SCHEMA,
  },
  {
    version: 11,
    name: 'a pair of letters few or no deals hold, found from the customer order\'s sections: their letters and pairs of letters (issue 34 item 4)',
    sql: LIST_SHORT_GRAMS_SCHEMA,
  },
  {
    version: 12,
    name: 'an insert of many deals at once: each row placed in its section once, not once per trigram (issue 34 item 4)',
    sql: LIST_SECTIONS_PLACED_SCHEMA,
  },
];

/** The channel pg_notify announces each committed change on (its payload: the change's id). */
export const CHANGES_CHANNEL = 'partner_console_changes';

/** The advisory lock that instances take while they migrate and seed, so that only one does. */
const STARTUP_LOCK = 7_281_604;

/** The tables seeded with explicit ids, whose identity sequences must move past them. */
const SEEDED_TABLES = ['admins', 'partners', 'distributors', 'partner_deals', 'distributor_deals', 'resources', 'tech_questions', 'sales_questions', 'certifications', 'changes'];

const MEMBERS = {
  partner: { table: 'partners', deals: 'partner_deals', ownerColumn: 'partnerId' },
  distributor: { table: 'distributors', deals: 'distributor_deals', ownerColumn: 'distributorId' },
};

const DEALS = {
  partner: { table: 'partner_deals', fields: fieldList({ ...PARTNER_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS }), json: jsonFieldList({ ...PARTNER_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS }) },
  distributor: {
    table: 'distributor_deals',
    fields: fieldList({ ...DISTRIBUTOR_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS }),
    json: jsonFieldList({ ...DISTRIBUTOR_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS }),
  },
};

const QUIZ_TABLES = { tech: 'tech_questions', sales: 'sales_questions' };

const MEMBER_FIELDS = fieldList({ ...MEMBER_COLUMNS, ...VERSION_COLUMN });
const QUIZ_FIELDS = fieldList(QUIZ_COLUMNS);
const CERTIFICATION_FIELDS = fieldList({ ...CERTIFICATION_COLUMNS, ...VERSION_COLUMN });
const ANSWER_FIELDS = fieldList(ANSWER_COLUMNS);
const RESOURCE_FIELDS = `${fieldList(RESOURCE_COLUMNS)}, "storedName", "url", "downloadName", "mimeType", "size"`;

/** The fields a row of each server-side list carries: those of its list call. */
const LIST_FIELDS = {
  partnerDeals: DEALS.partner.fields,
  distributorDeals: DEALS.distributor.fields,
  partners: MEMBER_FIELDS,
  distributors: MEMBER_FIELDS,
  partnerRequests: MEMBER_FIELDS,
  distributorRequests: MEMBER_FIELDS,
  certifications: CERTIFICATION_FIELDS,
};

/** A field list with each field of table `alias`. @param {string} fields @param {string} alias */
const qualified = (fields, alias) => fields.split(', ').map((field) => `${alias}.${field}`).join(', ');

/** The column sets a seed may fill, by table (ids included). */
export const SEED_COLUMNS = {
  settings: { key: 'text', value: 'text' },
  admins: { email: 'text', passwordHash: 'text', firstName: 'text', lastName: 'text' },
  partners: { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS, ...VERSION_COLUMN },
  distributors: { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS, ...VERSION_COLUMN },
  partner_deals: { ...PARTNER_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS },
  distributor_deals: { ...DISTRIBUTOR_DEAL_COLUMNS, ...DEAL_ADDED_COLUMNS },
  resources: { ...RESOURCE_COLUMNS, ...RESOURCE_INTERNAL_COLUMNS },
  tech_questions: QUIZ_COLUMNS,
  sales_questions: QUIZ_COLUMNS,
  certifications: { ...CERTIFICATION_COLUMNS, ...VERSION_COLUMN },
  certification_answers: { certificationId: 'integer', position: 'integer', id: 'integer', ...ANSWER_COLUMNS },
  changes: {
    area: 'text',
    recordId: 'integer',
    action: 'text',
    fromStatus: 'text',
    toStatus: 'text',
    reason: 'text',
    version: 'integer',
    adminId: 'integer',
    adminFirstName: 'text',
    adminLastName: 'text',
    at: 'timestamptz',
    undoes: 'integer',
    previous: 'jsonb',
  },
};

/**
 * The records whose changes are recorded, by the AdminApi area names the history and the events
 * use: the table, the fields a response carries, the columns a change may set (what an undo puts
 * back), whether the table has `updatedAt`, and the record's state in the words every area shares
 * ('pending', 'approved', 'rejected').
 * @typedef {'partners' | 'distributors' | 'partnerDeals' | 'distributorDeals' | 'certifications'} Area
 * @type {Record<Area, { table: string, fields: string, state: string[], touches: boolean, statusOf: (row: Row) => string }>}
 */
export const AREAS = {
  partners: { table: 'partners', fields: MEMBER_FIELDS, state: ['isApproved', 'isActive', 'rejectionReason', 'signupRequest'], touches: true, statusOf: memberStatus },
  distributors: { table: 'distributors', fields: MEMBER_FIELDS, state: ['isApproved', 'isActive', 'rejectionReason', 'signupRequest'], touches: true, statusOf: memberStatus },
  partnerDeals: { table: 'partner_deals', fields: DEALS.partner.fields, state: ['status', 'remarks', 'rejectionReason'], touches: true, statusOf: decisionStatus },
  distributorDeals: { table: 'distributor_deals', fields: DEALS.distributor.fields, state: ['status', 'remarks', 'rejectionReason'], touches: true, statusOf: decisionStatus },
  certifications: { table: 'certifications', fields: CERTIFICATION_FIELDS, state: ['status', 'remarks'], touches: false, statusOf: decisionStatus },
};

/** A member's sign-up as the requests screens show it. @param {Row} row */
function memberStatus(row) {
  if (row.isApproved === true) return 'approved';
  return row.isActive === false ? 'rejected' : 'pending';
}

/** A deal's or certification's status in lower case; anything but approved or rejected is pending. @param {Row} row */
function decisionStatus(row) {
  const status = String(row.status ?? '').toLowerCase();
  return status === 'approved' || status === 'rejected' ? status : 'pending';
}

/**
 * A quiz answer letter as stored and read back: 'A' and 'Option-A' both become 'Option-A'.
 * @param {string} option
 */
export const toOptionLabel = (option) => (/^[A-D]$/.test(option) ? `Option-${option}` : option);

/**
 * A connection to the database, whichever it is: `query` for one parameterised statement, `exec`
 * for a script of several, `transaction` for work that commits or rolls back as one, `exclusive`
 * for work that only one instance may do at a time (an advisory lock), and `listen` for the
 * notifications of a channel.
 * @typedef {object} Connection
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>} query
 * @property {(sql: string) => Promise<void>} exec
 * @property {<T>(work: (tx: { query: Connection['query'] }) => Promise<T>) => Promise<T>} transaction
 * @property {<T>(work: () => Promise<T>) => Promise<T>} exclusive
 * @property {(channel: string, listener: Listener) => Promise<() => Promise<void>>} listen resolves once listening, with the function that stops
 * @property {() => Promise<void>} close
 */

/**
 * What hears a channel: each notification's payload, and `reconnected` after the connection that
 * listens was lost and is back (notifications sent meanwhile were missed).
 * @typedef {{ notification: (payload: string) => void, reconnected: () => void }} Listener
 */

/**
 * PGlite with the extensions the schema uses (pg_trgm, for the lists' search index). Whatever opens
 * a data directory's database must load them too.
 * @param {string} directory
 */
export const openPGlite = (directory) => new PGlite(directory, { extensions: { pg_trgm } });

/** @param {string} directory @returns {Promise<Connection>} */
async function connectPGlite(directory) {
  const db = openPGlite(directory);
  await db.waitReady;
  return {
    query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await db.query(sql, params)),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) => db.transaction((tx) => work({ query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await tx.query(sql, params)) })),
    // One process owns a PGlite directory (the server locks it): nothing to wait for.
    exclusive: (work) => work(),
    // In process: PGlite delivers NOTIFY to its own listeners on commit, and never drops them.
    listen: async (channel, listener) => {
      const unlisten = await db.listen(channel, listener.notification);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    close: () => db.close(),
  };
}

/** The longest wait between two attempts to listen again after the connection dropped. */
const MAX_RELISTEN_DELAY_MS = 10_000;

/**
 * LISTEN on a server needs a session of its own, outside the pool, for as long as it listens. When
 * it drops (the server restarted, the network broke) it is opened again, waiting 250 ms, then
 * twice as long after each failure up to 10 s, and the listener is told so it can announce the gap.
 * @param {string} url
 * @param {string} channel
 * @param {Listener} listener
 */
async function listenOnServer(url, channel, listener) {
  let stopped = false;
  /** @type {pg.Client | undefined} */
  let client;
  /** @type {NodeJS.Timeout | undefined} */
  let retry;
  let delay = 250;
  const open = async () => {
    const next = new pg.Client({ connectionString: url, types: PG_TYPES, connectionTimeoutMillis: 10_000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notification(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const lost = (/** @type {pg.Client} */ which) => {
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    again();
  };
  const again = () => {
    retry = setTimeout(async () => {
      try {
        await open();
        delay = 250;
        if (!stopped) listener.reconnected();
      } catch {
        delay = Math.min(delay * 2, MAX_RELISTEN_DELAY_MS);
        if (!stopped) again();
      }
    }, delay);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * node-postgres answers int8 (bigint) columns as strings; the only one here is a file size, well
 * within a double, so it is read as a number, as PGlite reads it.
 */
const PG_TYPES = {
  getTypeParser: (/** @type {number} */ oid, /** @type {any} */ format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
};

/**
 * @param {string} url a postgres:// connection string
 * @param {{ poolSize?: number }} options
 * @returns {Promise<Connection>}
 */
async function connectServer(url, { poolSize = 10 }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: PG_TYPES, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // A connection that breaks while idle (the server restarted) is dropped from the pool, not fatal.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  /** @type {<T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>} */
  const withClient = async (work) => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  return {
    query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await pool.query(sql, params)),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work({ query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await client.query(sql, params)) });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    // Held on a session of its own: released when the work ends, or by the server if this process dies.
    exclusive: (work) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      }),
    listen: (channel, listener) => listenOnServer(url, channel, listener),
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations the database lacks, in order, each in its own transaction.
 * @param {Connection} connection
 * @param {number} upTo the last version to apply
 * @returns {Promise<number[]>} the versions applied now
 */
async function migrate(connection, upTo) {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations ("version" integer PRIMARY KEY, "name" text NOT NULL, "appliedAt" timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set((await connection.query(`SELECT "version" FROM schema_migrations`)).rows.map((row) => Number(row.version)));
  const pending = MIGRATIONS.filter((migration) => !applied.has(migration.version) && migration.version <= upTo);
  for (const migration of pending) {
    await connection.transaction(async (tx) => {
      // A script, or (where statements hold semicolons of their own: functions) a list of statements.
      const statements = Array.isArray(migration.sql) ? migration.sql : splitStatements(migration.sql);
      for (const statement of statements) await tx.query(statement);
      await tx.query(`INSERT INTO schema_migrations ("version", "name") VALUES ($1, $2)`, [migration.version, migration.name]);
    });
  }
  return pending.map((migration) => migration.version);
}

/**
 * The statements of a migration script: a semicolon ends one only at the end of a line (one
 * inside a string or a function body must not).
 * @param {string} sql
 */
const splitStatements = (sql) =>
  sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * @typedef {object} DatabaseTarget
 * @property {string} [directory] PGlite's directory (used when there is no `url`)
 * @property {string} [url] a PostgreSQL server's connection string (postgres://user:password@host:port/database)
 * @property {number} [poolSize] the most connections this process opens to the server @default 10
 * @property {number} [conflictWindowMonths] how far apart two members' registrations of one customer may be and still conflict @default 12
 */

/**
 * Opens the database (on PGlite creating it when needed) and brings its schema up to date. On a
 * server the migrations run under an advisory lock, so several instances can start together;
 * `prepare` (e.g. the first seed) runs under the same lock, after them. `upTo` stops at an older
 * schema version, as an older release left the database (the tests of an upgrade); the lists are
 * then not prepared, as that release did not.
 * @param {string | DatabaseTarget} target a PGlite directory, or where the database is
 * @param {{ prepare?: (db: Database) => Promise<void>, upTo?: number }} [options]
 */
export async function openDatabase(target, { prepare, upTo } = {}) {
  const where = typeof target === 'string' ? { directory: target } : target;
  if (!where.url && !where.directory) throw new Error('openDatabase needs a directory or a url');
  const connection = where.url ? await connectServer(where.url, where) : await connectPGlite(/** @type {string} */ (where.directory));
  try {
    const db = databaseOn(connection, where.url ? 'server' : 'pglite');
    await connection.exclusive(async () => {
      await migrate(connection, upTo ?? Infinity);
      await prepare?.(db);
      if (upTo === undefined) await prepareLists(connection, where.conflictWindowMonths ?? DEFAULT_CONFLICT_WINDOW_MONTHS, where.url ? 'server' : 'pglite');
    });
    return db;
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** How far apart, in months, two members' registrations of one customer may be and still conflict (issue 31). */
export const DEFAULT_CONFLICT_WINDOW_MONTHS = 12;

/** Records whose list columns are filled per statement at start. */
const KEYS_BATCH = 2000;

/**
 * What the server-side lists need at every start, after the migrations and the first seed: the
 * list columns of records stored without them (the seed's, an older database's) filled from
 * listRules.ts, the conflict window as configured (every deal recounted when it changed), and the
 * declared indexes (listQuery.mjs listIndexes), made when missing: after the seed, so a large one
 * is loaded first and indexed once.
 * @param {Connection} connection
 * @param {number} windowMonths
 * @param {'server' | 'pglite'} kind
 */
async function prepareLists(connection, windowMonths, kind) {
  // What one index build may take: PGlite's whole heap is its process's.
  const indexMemory = kind === 'server' ? '256MB' : '64MB';
  const rules = await loadListRules();
  // The window first: every count made from here on uses it. Counts made before it was set used the default.
  const months = String(windowMonths);
  const { rows } = await connection.query(`SELECT "value" FROM settings WHERE "key" = 'conflictWindowMonths'`);
  if (rows[0]?.value !== months) {
    await connection.transaction(async (tx) => {
      await tx.query(`INSERT INTO settings ("key", "value") VALUES ('conflictWindowMonths', $1) ON CONFLICT ("key") DO UPDATE SET "value" = $1`, [months]);
      if (rows[0] !== undefined || windowMonths !== DEFAULT_CONFLICT_WINDOW_MONTHS) {
        await tx.query(`SELECT list_recount_conflicts('partner_deals', NULL)`);
        await tx.query(`SELECT list_recount_conflicts('distributor_deals', NULL)`);
      }
    });
  }
  // The records stored without their list columns. Filling them fires the conflicts trigger for their companies.
  await fillListKeys(connection.query, rules);
  const missing = await missingListIndexes(connection);
  if (missing.length > 0) {
    // New indexes (a new database, or a new release). Before them, VACUUM: the visibility map that
    // lets a count read an index alone, and the old versions of rows written again (an older
    // database's list columns filled at start), cleaned while the table has no list index to clean
    // them from. After them, ANALYZE: statistics for the planner, the expression indexes' among
    // them.
    // Each table on a connection of its own on a server (a million deals' VACUUM is mostly writing
    // their pages back, the distributor deals' beside it); PGlite takes them one after the other.
    const tables = [...new Set(missing.map((index) => index.table))];
    // On a server the customer order's sections are made beside the builds (a sort, on a third
    // connection: it takes a share lock, as the builds do, so it waits for the table's VACUUM);
    // PGlite makes them after. On a server each table's builds start as soon as its own VACUUM is
    // done (the smaller tables' while the million deals' pages are still being written back), and
    // its ANALYZE as soon as its own indexes are built, beside the builds of the others': the
    // largest table's first (each table's trigram index first among its own), so its ANALYZE,
    // the longest, is not left alone at the end with a core idle.
    /** @type {Map<string, Promise<unknown>>} */
    const vacuumed = new Map();
    for (const table of tables) {
      if (kind === 'pglite') await connection.exec(`VACUUM ${table}`);
      else {
        const done = connection.exec(`VACUUM ${table}`);
        done.catch(() => {}); // awaited below
        vacuumed.set(table, done);
      }
    }
    const sizes = new Map(
      (await connection.query(`SELECT relname, pg_relation_size(oid) AS size FROM pg_class WHERE relname = ANY ($1::text[]) AND relkind = 'r' AND relnamespace = current_schema()::regnamespace`, [tables])).rows.map((row) => [String(row.relname), Number(row.size)]),
    );
    const rank = (/** @type {string} */ table) => -(sizes.get(table) ?? 0);
    const ordered = [...missing].sort((a, b) => rank(a.table) - rank(b.table));
    /** @type {Promise<unknown>[]} */
    const analyzed = [];
    const analyze = (/** @type {string} */ table) => {
      const done = connection.exec(`ANALYZE ${table}`);
      done.catch(() => {}); // awaited below, after the builds (which may fail first)
      analyzed.push(done);
    };
    if (kind === 'server') {
      const tableReady = (/** @type {string} */ table) => /** @type {Promise<unknown>} */ (vacuumed.get(table));
      await Promise.all([buildListIndexes(connection, ordered, indexMemory, 2, { tableBuilt: analyze, tableReady }), buildListSections(connection, indexMemory), ...vacuumed.values()]);
    } else {
      await buildListIndexes(connection, ordered, indexMemory, 1);
      for (const table of tables) analyze(table);
    }
    await Promise.all(analyzed);
  }
  // The customer and name orders' sections, once their rows are in (listQuery.mjs buildListSections), where missing.
  await buildListSections(connection, indexMemory);
}

/**
 * Fills the list columns of the records stored without them (`listKeyed` false) from listRules.ts,
 * a batch at a time.
 * @param {Connection['query']} query
 * @param {import('./compiled.mjs').ListRules} rules
 * @param {string[]} [tables] @default every list's table
 */
export async function fillListKeys(query, rules, tables = ['partner_deals', 'distributor_deals', 'partners', 'distributors', 'certifications']) {
  /** @type {Record<string, { fields: string, keysOf: (row: Row) => Record<string, string | null> }>} */
  const sources = {
    partner_deals: { fields: DEALS.partner.fields, keysOf: (row) => ({ ...rules.dealKeys(row, 'partner') }) },
    distributor_deals: { fields: DEALS.distributor.fields, keysOf: (row) => ({ ...rules.dealKeys(row, 'distributor') }) },
    partners: { fields: MEMBER_FIELDS, keysOf: (row) => ({ ...rules.memberKeys(row) }) },
    distributors: { fields: MEMBER_FIELDS, keysOf: (row) => ({ ...rules.memberKeys(row) }) },
    certifications: { fields: CERTIFICATION_FIELDS, keysOf: (row) => ({ ...rules.certificationKeys(row) }) },
  };
  for (const table of tables) {
    const { fields, keysOf } = /** @type {(typeof sources)[string]} */ (sources[table]);
    for (;;) {
      const { rows } = await query(`SELECT ${fields} FROM ${table} WHERE NOT "listKeyed" ORDER BY "id" LIMIT ${KEYS_BATCH}`);
      if (rows.length === 0) break;
      const keys = rows.map(keysOf);
      const columns = Object.keys(/** @type {Record<string, unknown>} */ (keys[0]));
      const values = columns.map((column) => keys.map((key) => key[column] ?? null));
      const assignments = columns.map((column) => `"${column}" = given."${column}"`).join(', ');
      const unnested = columns.map((_, index) => `$${index + 2}::text[]`).join(', ');
      await query(
        `UPDATE ${table} SET ${assignments}, "listKeyed" = true
         FROM unnest($1::integer[], ${unnested}) AS given ("id", ${columns.map((column) => `"${column}"`).join(', ')})
         WHERE ${table}."id" = given."id"`,
        [rows.map((row) => row.id), ...values],
      );
    }
  }
}

/**
 * Empties a server's database of everything this backend made (tables, data, migrations), under
 * the startup lock, so the next start migrates and seeds it afresh (`npm run db:reset`).
 * @param {string} url
 */
export async function dropEverything(url) {
  const connection = await connectServer(url, { poolSize: 2 });
  try {
    await connection.exclusive(() =>
      connection.exec(
        `DROP TABLE IF EXISTS changes, certification_answers, certifications, tech_questions, sales_questions, resources, partner_deals,
           distributor_deals, partners, distributors, admins, settings, login_failures, login_limits, list_counts, list_versions, list_sections, list_section_trigrams, schema_migrations CASCADE;
         DROP FUNCTION IF EXISTS changes_are_append_only(), raise_list_version(), list_deals_changed(), list_deals_counted(), list_recount_conflicts(regclass, text[]), list_recount_statuses(regclass), list_conflict_window(), list_sections_grown(), list_sections_add(text, text, text[], text[]), list_section_of(text, text, text), list_section_words(text), list_short_grams(text), partner_deals_name_sections_grown(), distributor_deals_name_sections_grown(), js_full_name(text, text), js_trim(text);
         DROP COLLATION IF EXISTS list_order`,
      ),
    );
  } finally {
    await connection.close();
  }
}

/** How many rows the database turns into JSON per query of a streamed list (about 6.5 MB of deals). */
const JSON_PAGE_ROWS = 5_000;

/**
 * A whole table as one JSON array, ordered by id, in pieces: the database writes each page of
 * rows as JSON text (`row_to_json`), so no row becomes a JavaScript object and nothing is
 * serialised here, and each piece goes on (to compression, to the socket) while the next page is
 * read. The pages are read in one read-only transaction with a single snapshot, so the array is the
 * table at one moment, as one `SELECT` would give. A failure after the first piece ends the stream
 * with that error (the answer is cut off; its status has been sent).
 * @param {Connection} connection
 * @param {string} table
 * @param {string} fields from `jsonFieldList`
 * @returns {{ body: PassThrough, version: Promise<number> }} the text, and the table's version in the same snapshot (never resolved when the read fails first)
 */
function jsonPages(connection, table, fields) {
  const out = new PassThrough();
  /** @type {(version: number) => void} */
  let versionRead = () => {};
  /** @type {Promise<number>} */
  const version = new Promise((resolve) => {
    versionRead = resolve;
  });
  const sql = `SELECT max("id") AS "last", string_agg(row_to_json(page)::text, ',' ORDER BY "id") AS "json"
    FROM (SELECT ${fields} FROM ${table} WHERE "id" > $1 ORDER BY "id" LIMIT ${JSON_PAGE_ROWS}) page`;
  connection
    .transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      versionRead(Number((await tx.query(LIST_VERSION_SQL, [table])).rows[0]?.version));
      out.write('[');
      for (let last = -1, first = true; ; first = false) {
        // PGlite answers within microtasks: without a turn of the event loop between pages, no
        // piece would reach the compressor and the socket until the last page was read.
        await new Promise((resolve) => setImmediate(resolve));
        const page = /** @type {{ last: number | null, json: string | null }} */ ((await tx.query(sql, [last])).rows[0]);
        if (page.json === null || page.last === null || out.destroyed) break;
        out.write(first ? page.json : `,${page.json}`);
        last = page.last;
      }
    })
    .then(
      () => out.end(']'),
      (error) => out.destroy(error),
    );
  return { body: out, version };
}

/** What a list's query throws once the request that asked for it was abandoned. */
export class ListAbandoned extends Error {
  constructor() {
    super('The request was abandoned');
    this.name = 'ListAbandoned';
  }
}

/** Throws ListAbandoned once `signal` has aborted. @param {AbortSignal | undefined} signal */
function abandoned(signal) {
  if (signal?.aborted) throw new ListAbandoned();
}

/** A list's version (0 before its first change since the migration). */
const LIST_VERSION_SQL = `SELECT coalesce((SELECT "version" FROM list_versions WHERE "list" = $1), 0) AS "version"`;

/**
 * The queries, over either connection.
 * @param {Connection} connection
 * @param {'pglite' | 'server'} kind
 */
function databaseOn(connection, kind) {
  /** @param {string} sql @param {unknown[]} [params] @returns {Promise<Row[]>} */
  const rows = async (sql, params = []) => (await connection.query(sql, params)).rows;
  /** @param {string} sql @param {unknown[]} [params] @returns {Promise<Row | null>} */
  const one = async (sql, params = []) => (await rows(sql, params))[0] ?? null;

  /** Each list's sample of words texts, which trigrams a search asks its index for (listQuery.mjs, searchWindows). */
  const searchStats = createSearchStats(connection.query);

  /**
   * A count over the rows a search or a date range finds (or its rows past the walk), on a
   * server, under COUNTING_SETTINGS (no parallel worker, no JIT) set for its transaction alone:
   * beside a count, "h" at a million answered its rows in 13.9 ms against 6.7 at 1,000 (idle) with
   * two workers, 14.1 ms with one and 7.7 ms with none, while the database spent 0.1 ms on them.
   * (PGlite has no parallel workers and no JIT, and a transaction there would hold the one
   * connection from the rows.) Stopped when `signal` aborts (the request that asked for it was
   * abandoned: the console's next keystroke or page aborts the counts it no longer needs): a
   * count of a rare phrase at a million deals holds a core for 300-400 ms, beside the rows the
   * next keystroke asks. The backend running it is cancelled only while it is still in this
   * transaction (its pid and its transaction's start, read in it): a cancel never reaches a later
   * request's statement on the same pooled connection.
   * @param {string} sql @param {unknown[]} params @param {AbortSignal} [signal]
   */
  const countingQuery = (sql, params, signal) =>
    connection.transaction(async (tx) => {
      abandoned(signal);
      // The settings and, in the same round trip, the backend and its transaction's start (as
      // text: a Date would lose its microseconds, and with them the match).
      const [self] = (await tx.query(`SELECT pg_backend_pid() AS "pid", now()::text AS "started" FROM (${COUNTING_SETTINGS}) AS settings`)).rows;
      const cancel = () =>
        void connection
          .query(`SELECT pg_cancel_backend("pid") FROM pg_stat_activity WHERE "pid" = $1 AND "xact_start" = $2::timestamptz`, [self?.pid, self?.started])
          .catch(() => {}); // the count ends on its own
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return await tx.query(sql, params);
      } catch (error) {
        abandoned(signal);
        throw error;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    });

  /**
   * A query that is not started once `signal` aborts (PGlite runs one statement at a time: an
   * abandoned request's statements still queued are dropped).
   * @param {AbortSignal | undefined} signal
   * @returns {Connection['query']}
   */
  const unlessAbandoned = (signal) => (signal ? async (sql, params = []) => (abandoned(signal), connection.query(sql, params)) : connection.query);

  return {
    /** PGlite in one process, or a server shared by any number of instances. */
    kind,
    /** Answers when the database does (the readiness check). */
    ping: async () => void (await connection.query('SELECT 1')),
    close: () => connection.close(),
    query: connection.query,
    /** Work that commits or rolls back as one (the sign-in throttle's counts). */
    transaction: connection.transaction,

    /**
     * Runs `work` in one transaction; `insert` adds a row to a seedable table, keeping only known
     * columns; `tx` runs any statement in the same transaction (DEMO_DEALS's bulk inserts).
     * @param {(insert: (table: keyof typeof SEED_COLUMNS, record: Record<string, unknown>) => Promise<void>, tx: { query: Connection['query'] }) => Promise<void>} work
     */
    async seed(work) {
      await connection.transaction(async (tx) => {
        await work(async (table, record) => {
          const known = SEED_COLUMNS[table];
          const names = Object.keys(record).filter((name) => name === 'id' || name in known);
          const quoted = names.map((name) => `"${name}"`).join(', ');
          const placeholders = names.map((_, index) => `$${index + 1}`).join(', ');
          await tx.query(`INSERT INTO ${table} (${quoted}) VALUES (${placeholders})`, names.map((name) => record[name]));
        }, tx);
        for (const table of SEEDED_TABLES) {
          await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM ${table}), false)`);
        }
      });
    },

    settings: {
      /** @param {string} key */
      get: async (key) => /** @type {string | undefined} */ ((await one(`SELECT "value" FROM settings WHERE "key" = $1`, [key]))?.value),
      /** Stores `value` unless the key has one; returns the stored value. @param {string} key @param {string} value */
      init: async (key, value) => {
        await connection.query(`INSERT INTO settings ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING`, [key, value]);
        return /** @type {string} */ ((await one(`SELECT "value" FROM settings WHERE "key" = $1`, [key]))?.value);
      },
    },

    admins: {
      /** @param {string} email */
      byEmail: (email) => one(`SELECT * FROM admins WHERE lower("email") = lower($1)`, [email]),
      /** @param {number} id */
      byId: (id) => one(`SELECT * FROM admins WHERE "id" = $1`, [id]),
      /** @param {number} id @param {string} passwordHash */
      setPasswordHash: (id, passwordHash) => one(`UPDATE admins SET "passwordHash" = $2 WHERE "id" = $1 RETURNING "id"`, [id, passwordHash]),
      /**
       * Adds an administrator; null when one with that e-mail (in any case) exists.
       * @param {{ email: string, passwordHash: string, firstName: string, lastName: string }} admin
       */
      add: (admin) =>
        one(
          `INSERT INTO admins ("email", "passwordHash", "firstName", "lastName") VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING "id", "email", "firstName", "lastName"`,
          [admin.email, admin.passwordHash, admin.firstName, admin.lastName],
        ),
    },

    members: {
      /** Every member, whatever the state (as the memory API answers). @param {Variant} variant */
      list: (variant) => rows(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} ORDER BY "id"`),
      /** Every sign-up request, pending or decided. @param {Variant} variant */
      listSignups: (variant) => rows(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} WHERE "signupRequest" ORDER BY "id"`),
      /** @param {Variant} variant @param {number} id */
      get: (variant, id) => one(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} WHERE "id" = $1`, [id]),
      /** The deals one member registered. @param {Variant} variant @param {number} id */
      deals: (variant, id) =>
        rows(`SELECT ${DEALS[variant].fields} FROM ${MEMBERS[variant].deals} WHERE "${MEMBERS[variant].ownerColumn}" = $1 ORDER BY "id"`, [id]),
    },

    deals: {
      /** @param {Variant} variant */
      list: (variant) => rows(`SELECT ${DEALS[variant].fields} FROM ${DEALS[variant].table} ORDER BY "id"`),
      /**
       * Every deal as the JSON text of `list` (the same bytes as `JSON.stringify(await list(variant))`),
       * built by the database a page of rows at a time and streamed, with the list's version
       * (`listVersion`) in the same snapshot. @param {Variant} variant
       */
      listJson: (variant) => jsonPages(connection, DEALS[variant].table, DEALS[variant].json),
      /**
       * The list's version: raised by every statement that changes the table (a trigger), whoever
       * runs it, and read from the database, so every instance sees the same. @param {Variant} variant
       * @returns {Promise<number>}
       */
      listVersion: async (variant) => Number((await one(LIST_VERSION_SQL, [DEALS[variant].table]))?.version),
      /** @param {Variant} variant @param {number} id */
      get: (variant, id) => one(`SELECT ${DEALS[variant].fields} FROM ${DEALS[variant].table} WHERE "id" = $1`, [id]),
    },

    resources: {
      /** @param {string} resourceType */
      listByType: (resourceType) => rows(`SELECT ${RESOURCE_FIELDS} FROM resources WHERE "resourceType" = $1 ORDER BY "id"`, [resourceType]),
      /** @param {{ title: string, resourceType: string, contentType: string, storedName: string, downloadName: string, mimeType: string, size: number }} resource */
      insert: (resource) =>
        one(
          `INSERT INTO resources ("title", "resourceType", "contentType", "storedName", "downloadName", "mimeType", "size")
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${RESOURCE_FIELDS}`,
          [resource.title, resource.resourceType, resource.contentType, resource.storedName, resource.downloadName, resource.mimeType, resource.size],
        ),
      /** @param {number} id */
      remove: (id) => one(`DELETE FROM resources WHERE "id" = $1 RETURNING ${RESOURCE_FIELDS}`, [id]),
      /** The names of every stored file that a resource refers to. @returns {Promise<string[]>} */
      storedNames: async () => (await rows(`SELECT "storedName" FROM resources WHERE "storedName" IS NOT NULL`)).map((row) => String(row.storedName)),
      /** @param {string} storedName */
      byStoredName: (storedName) => one(`SELECT ${RESOURCE_FIELDS} FROM resources WHERE "storedName" = $1`, [storedName]),
    },

    quiz: {
      /** @param {QuizBank} bank */
      list: (bank) => rows(`SELECT ${QUIZ_FIELDS} FROM ${QUIZ_TABLES[bank]} ORDER BY "id"`),
      /** @param {QuizBank} bank @param {QuizInput} input */
      create: (bank, input) =>
        one(
          `INSERT INTO ${QUIZ_TABLES[bank]} ("question", "optionA", "optionB", "optionC", "optionD", "correctOption", "marks")
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${QUIZ_FIELDS}`,
          quizValues(input),
        ),
      /** @param {QuizBank} bank @param {number} id @param {QuizInput} input */
      update: (bank, id, input) =>
        one(
          `UPDATE ${QUIZ_TABLES[bank]} SET "question" = $2, "optionA" = $3, "optionB" = $4, "optionC" = $5, "optionD" = $6,
             "correctOption" = $7, "marks" = $8, "updatedAt" = now()
           WHERE "id" = $1 RETURNING ${QUIZ_FIELDS}`,
          [id, ...quizValues(input)],
        ),
      /** @param {QuizBank} bank @param {number} id */
      remove: (bank, id) => one(`DELETE FROM ${QUIZ_TABLES[bank]} WHERE "id" = $1 RETURNING "id"`, [id]),
    },

    certifications: {
      list: () => rows(`SELECT ${CERTIFICATION_FIELDS} FROM certifications ORDER BY "id"`),
      /** @param {number} id */
      get: async (id) => {
        const certification = await one(`SELECT ${CERTIFICATION_FIELDS} FROM certifications WHERE "id" = $1`, [id]);
        if (!certification) return null;
        const quiz = await rows(`SELECT ${ANSWER_FIELDS} FROM certification_answers WHERE "certificationId" = $1 ORDER BY "position"`, [id]);
        return { certification, quiz };
      },
    },

    lists: {
      /**
       * One page of a list, its total and counts (listQuery.mjs); with `signal`, abandoned when it
       * aborts (`ListAbandoned`): no statement starts after, and a running count is cancelled.
       * @param {import('./listQuery.mjs').ListName} name @param {import('./listQuery.mjs').ListRequest} request
       * @param {{ signal?: AbortSignal }} [options]
       */
      page: (name, request, { signal } = {}) =>
        queryList(
          { query: unlessAbandoned(signal), searchStats, ...(kind === 'server' ? { counting: (sql, params) => countingQuery(sql, params, signal) } : {}) },
          name,
          LIST_FIELDS[name],
          request,
        ),
      /**
       * Every row of a list for a request, batch by batch, in its order.
       * @param {import('./listQuery.mjs').ListName} name @param {import('./listQuery.mjs').ListRequest} request
       */
      batches: (name, request) => listBatches({ query: connection.query }, name, LIST_FIELDS[name], request),
      /**
       * The other members' deals that conflict with a deal, each with what matched; null for no such deal.
       * @param {Variant} variant @param {number} id
       */
      dealConflicts: (variant, id) => dealConflicts({ query: connection.query }, variant, qualified(DEALS[variant].fields, 'o'), id),
    },

    records: {
      /**
       * Makes one change to a record (see `applyChange`), in a transaction of its own.
       * @param {Area} area
       * @param {number} id
       * @param {ChangeRequest} request
       */
      change: (area, id, request) => connection.transaction((tx) => applyChange(tx, area, id, request)),
      /**
       * A record's changes, newest first; null when there are none and no such record (a removed
       * member keeps its history).
       * @param {Area} area @param {number} id
       */
      history: async (area, id) => {
        const changes = await rows(`SELECT ${CHANGE_FIELDS} FROM changes WHERE "area" = $1 AND "recordId" = $2 ORDER BY "id" DESC LIMIT ${MAX_HISTORY}`, [area, id]);
        if (changes.length === 0 && !(await one(`SELECT "id" FROM ${AREAS[area].table} WHERE "id" = $1`, [id]))) return null;
        return changes.map(toChange);
      },
      /**
       * A committed change and its record as it is now (null when gone), as a live event carries it.
       * @param {number} changeId
       */
      event: async (changeId) => {
        const row = await one(`SELECT ${CHANGE_FIELDS} FROM changes WHERE "id" = $1`, [changeId]);
        const area = row ? AREAS[/** @type {Area} */ (row.area)] : undefined;
        if (!row || !area) return null;
        const record = await one(`SELECT ${area.fields} FROM ${area.table} WHERE "id" = $1`, [row.recordId]);
        return { change: toChange(row), record };
      },
      /**
       * Calls `listener` with the id of every change committed from now on, by any instance.
       * @param {Listener} listener
       */
      listen: (listener) => connection.listen(CHANGES_CHANNEL, listener),
    },
  };
}

/** The most changes a history answer lists. */
const MAX_HISTORY = 1000;

const CHANGE_FIELDS = fieldList(Object.fromEntries(Object.entries(SEED_COLUMNS.changes).filter(([name]) => name !== 'previous')));

/**
 * A change as the API sends it (RecordChange in src/api/types.ts): who as `changedBy`, when as `changedAt`.
 * @param {Row} row
 */
function toChange(row) {
  const { adminId, adminFirstName, adminLastName, at, ...change } = row;
  return {
    ...change,
    changedBy: adminId === null || adminId === undefined ? null : { id: adminId, firstName: adminFirstName, lastName: adminLastName },
    changedAt: at instanceof Date ? at.toISOString() : at,
  };
}

/**
 * @typedef {object} ChangeRequest
 * @property {'approve' | 'reject' | 'remarks' | 'remove' | 'undo'} action
 * @property {Record<string, unknown>} [set] the state columns the change writes (not for remove and undo)
 * @property {string | null} [reason] the rejection reason or the remark, kept in the history
 * @property {number} adminId who makes the change
 * @property {number} [expectedVersion] the version the client read (If-Match): another one is a conflict
 */

/**
 * @typedef {{ outcome: 'changed', record: Row | null, change: ReturnType<typeof toChange> }
 *   | { outcome: 'missing' }
 *   | { outcome: 'conflict', current: Row, change: ReturnType<typeof toChange> | null }
 *   | { outcome: 'nothingToUndo', current: Row }} ChangeOutcome
 */

/**
 * One change to a record, inside a transaction: locks the row (a concurrent change waits, then
 * sees this one's version), checks `expectedVersion`, writes the new state with the version
 * raised (an undo writes the state its record had before its latest change; a removal deletes
 * it), appends the change with the admin's name as it is now and the state it replaced, and
 * notifies the listeners, which hear it only once the transaction commits.
 * @param {{ query: Connection['query'] }} tx
 * @param {Area} area
 * @param {number} id
 * @param {ChangeRequest} request
 * @returns {Promise<ChangeOutcome>}
 */
async function applyChange(tx, area, id, request) {
  const { table, fields, state, touches, statusOf } = AREAS[area];
  const one = async (/** @type {string} */ sql, /** @type {unknown[]} */ params) => (await tx.query(sql, params)).rows[0] ?? null;
  const stateObject = `jsonb_build_object(${state.map((column) => `'${column}', "${column}"`).join(', ')})`;
  const locked = await one(`SELECT ${fields}, ${stateObject} AS "__state" FROM ${table} WHERE "id" = $1 FOR UPDATE`, [id]);
  if (!locked) return { outcome: 'missing' };
  const { __state: previous, ...before } = locked;
  const latest = () => one(`SELECT ${CHANGE_FIELDS}, "previous" FROM changes WHERE "area" = $1 AND "recordId" = $2 ORDER BY "id" DESC LIMIT 1`, [area, id]);
  if (request.expectedVersion !== undefined && before.version !== request.expectedVersion) {
    const last = await latest();
    return { outcome: 'conflict', current: before, change: last ? toChange(withoutPrevious(last)) : null };
  }

  let set = request.set ?? {};
  /** @type {number | null} */
  let undoes = null;
  if (request.action === 'undo') {
    const last = await latest();
    if (!last) return { outcome: 'nothingToUndo', current: before };
    const earlier = /** @type {Record<string, unknown>} */ (last.previous);
    set = Object.fromEntries(state.filter((column) => column in earlier).map((column) => [column, earlier[column]]));
    undoes = last.id;
  }
  for (const column of Object.keys(set)) if (!state.includes(column)) throw new Error(`${area} has no state column ${column}`);

  /** @type {Row | null} */
  let after = null;
  if (request.action === 'remove') {
    await tx.query(`DELETE FROM ${table} WHERE "id" = $1`, [id]);
  } else {
    const columns = Object.keys(set);
    const assignments = [...columns.map((column, index) => `"${column}" = $${index + 2}`), '"version" = "version" + 1', ...(touches ? ['"updatedAt" = now()'] : [])];
    after = await one(`UPDATE ${table} SET ${assignments.join(', ')} WHERE "id" = $1 RETURNING ${fields}`, [id, ...columns.map((column) => set[column])]);
  }
  const change = await one(
    `INSERT INTO changes ("area", "recordId", "action", "fromStatus", "toStatus", "reason", "version", "adminId", "adminFirstName", "adminLastName", "undoes", "previous")
     SELECT $1, $2, $3, $4, $5, $6, $7, $8::integer, admin."firstName", admin."lastName", $9::integer, $10::jsonb
     FROM (VALUES (1)) AS one LEFT JOIN admins admin ON admin."id" = $8::integer
     RETURNING ${CHANGE_FIELDS}`,
    [area, id, request.action, statusOf(before), after ? statusOf(after) : 'removed', request.reason ?? null, Number(before.version) + 1, request.adminId, undoes, JSON.stringify(previous)],
  );
  await tx.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, String(change?.id)]);
  return { outcome: 'changed', record: after, change: toChange(/** @type {Row} */ (change)) };
}

/** @param {Row} row */
function withoutPrevious(row) {
  const { previous: _previous, ...rest } = row;
  return /** @type {Row} */ (rest);
}

/** @typedef {{ question: string, optionA: string, optionB: string, optionC: string, optionD: string, correctOption: string, marks: number }} QuizInput */

/** @param {QuizInput} input */
const quizValues = (input) => [input.question, input.optionA, input.optionB, input.optionC, input.optionD, toOptionLabel(input.correctOption), input.marks];

/** @typedef {ReturnType<typeof databaseOn>} Database */
