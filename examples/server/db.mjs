// The reference backend's database: PGlite (Postgres in WebAssembly) in a directory on disk, or a
// PostgreSQL server (DATABASE_URL) through a node-postgres pool, with the same schema and queries.
// Column names are the field names of SPEC 3, quoted, so rows come back in exactly the shape the
// console expects and no mapping layer is needed. Every action on a record is one statement
// (UPDATE ... RETURNING), so it is atomic without an explicit transaction.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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

/** @param {Record<string, string>} columns */
const columnDefinitions = (columns) => Object.entries(columns).map(([name, type]) => `"${name}" ${type}`);

/** @param {Record<string, string>} columns the `SELECT` list of the fields a response carries */
const fieldList = (columns) => ['"id"', ...Object.keys(columns).map((name) => `"${name}"`)].join(', ');

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
    name: 'sign-in limits as one row per key, taken atomically before the password check (replaces login_failures)',
    sql: `CREATE TABLE IF NOT EXISTS login_limits ("key" text PRIMARY KEY, "times" timestamptz[] NOT NULL);
          DROP TABLE IF EXISTS login_failures;`,
  },
];

/** The advisory lock that instances take while they migrate and seed, so that only one does. */
const STARTUP_LOCK = 7_281_604;

/** The tables seeded with explicit ids, whose identity sequences must move past them. */
const SEEDED_TABLES = ['admins', 'partners', 'distributors', 'partner_deals', 'distributor_deals', 'resources', 'tech_questions', 'sales_questions', 'certifications'];

const MEMBERS = {
  partner: { table: 'partners', deals: 'partner_deals', ownerColumn: 'partnerId' },
  distributor: { table: 'distributors', deals: 'distributor_deals', ownerColumn: 'distributorId' },
};

const DEALS = {
  partner: { table: 'partner_deals', fields: fieldList(PARTNER_DEAL_COLUMNS) },
  distributor: { table: 'distributor_deals', fields: fieldList(DISTRIBUTOR_DEAL_COLUMNS) },
};

const QUIZ_TABLES = { tech: 'tech_questions', sales: 'sales_questions' };

const MEMBER_FIELDS = fieldList(MEMBER_COLUMNS);
const QUIZ_FIELDS = fieldList(QUIZ_COLUMNS);
const CERTIFICATION_FIELDS = fieldList(CERTIFICATION_COLUMNS);
const ANSWER_FIELDS = fieldList(ANSWER_COLUMNS);
const RESOURCE_FIELDS = `${fieldList(RESOURCE_COLUMNS)}, "storedName", "url", "downloadName", "mimeType", "size"`;

/** The column sets a seed may fill, by table (ids included). */
export const SEED_COLUMNS = {
  settings: { key: 'text', value: 'text' },
  admins: { email: 'text', passwordHash: 'text', firstName: 'text', lastName: 'text' },
  partners: { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS },
  distributors: { ...MEMBER_COLUMNS, ...MEMBER_INTERNAL_COLUMNS },
  partner_deals: PARTNER_DEAL_COLUMNS,
  distributor_deals: DISTRIBUTOR_DEAL_COLUMNS,
  resources: { ...RESOURCE_COLUMNS, ...RESOURCE_INTERNAL_COLUMNS },
  tech_questions: QUIZ_COLUMNS,
  sales_questions: QUIZ_COLUMNS,
  certifications: CERTIFICATION_COLUMNS,
  certification_answers: { certificationId: 'integer', position: 'integer', id: 'integer', ...ANSWER_COLUMNS },
};

/**
 * A quiz answer letter as stored and read back: 'A' and 'Option-A' both become 'Option-A'.
 * @param {string} option
 */
export const toOptionLabel = (option) => (/^[A-D]$/.test(option) ? `Option-${option}` : option);

/**
 * A connection to the database, whichever it is: `query` for one parameterised statement, `exec`
 * for a script of several, `transaction` for work that commits or rolls back as one, and
 * `exclusive` for work that only one instance may do at a time (an advisory lock).
 * @typedef {object} Connection
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>} query
 * @property {(sql: string) => Promise<void>} exec
 * @property {(work: (tx: { query: Connection['query'] }) => Promise<void>) => Promise<void>} transaction
 * @property {<T>(work: () => Promise<T>) => Promise<T>} exclusive
 * @property {() => Promise<void>} close
 */

/** @param {string} directory @returns {Promise<Connection>} */
async function connectPGlite(directory) {
  const db = new PGlite(directory);
  await db.waitReady;
  return {
    query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await db.query(sql, params)),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) => db.transaction((tx) => work({ query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await tx.query(sql, params)) })),
    // One process owns a PGlite directory (the server locks it): nothing to wait for.
    exclusive: (work) => work(),
    close: () => db.close(),
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
          await work({ query: async (sql, params = []) => /** @type {{ rows: Row[] }} */ (await client.query(sql, params)) });
          await client.query('COMMIT');
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
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations the database lacks, in order, each in its own transaction.
 * @param {Connection} connection
 * @returns {Promise<number[]>} the versions applied now
 */
async function migrate(connection) {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations ("version" integer PRIMARY KEY, "name" text NOT NULL, "appliedAt" timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set((await connection.query(`SELECT "version" FROM schema_migrations`)).rows.map((row) => Number(row.version)));
  const pending = MIGRATIONS.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await connection.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query(`INSERT INTO schema_migrations ("version", "name") VALUES ($1, $2)`, [migration.version, migration.name]);
    });
  }
  return pending.map((migration) => migration.version);
}

/**
 * The statements of a migration script (they hold no semicolon inside a string or a body).
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
 */

/**
 * Opens the database (on PGlite creating it when needed) and brings its schema up to date. On a
 * server the migrations run under an advisory lock, so several instances can start together;
 * `prepare` (e.g. the first seed) runs under the same lock, after them.
 * @param {string | DatabaseTarget} target a PGlite directory, or where the database is
 * @param {{ prepare?: (db: Database) => Promise<void> }} [options]
 */
export async function openDatabase(target, { prepare } = {}) {
  const where = typeof target === 'string' ? { directory: target } : target;
  if (!where.url && !where.directory) throw new Error('openDatabase needs a directory or a url');
  const connection = where.url ? await connectServer(where.url, where) : await connectPGlite(/** @type {string} */ (where.directory));
  try {
    const db = databaseOn(connection, where.url ? 'server' : 'pglite');
    await connection.exclusive(async () => {
      await migrate(connection);
      await prepare?.(db);
    });
    return db;
  } catch (error) {
    await connection.close();
    throw error;
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
        `DROP TABLE IF EXISTS certification_answers, certifications, tech_questions, sales_questions, resources, partner_deals,
           distributor_deals, partners, distributors, admins, settings, login_failures, login_limits, schema_migrations CASCADE`,
      ),
    );
  } finally {
    await connection.close();
  }
}

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
     * Runs `work` in one transaction; `insert` adds a row to a seedable table, keeping only known columns.
     * @param {(insert: (table: keyof typeof SEED_COLUMNS, record: Record<string, unknown>) => Promise<void>) => Promise<void>} work
     */
    async seed(work) {
      await connection.transaction(async (tx) => {
        await work(async (table, record) => {
          const known = SEED_COLUMNS[table];
          const names = Object.keys(record).filter((name) => name === 'id' || name in known);
          const quoted = names.map((name) => `"${name}"`).join(', ');
          const placeholders = names.map((_, index) => `$${index + 1}`).join(', ');
          await tx.query(`INSERT INTO ${table} (${quoted}) VALUES (${placeholders})`, names.map((name) => record[name]));
        });
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
    },

    members: {
      /** Every member, whatever the state (as the memory API answers). @param {Variant} variant */
      list: (variant) => rows(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} ORDER BY "id"`),
      /** Every sign-up request, pending or decided. @param {Variant} variant */
      listSignups: (variant) => rows(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} WHERE "signupRequest" ORDER BY "id"`),
      /** @param {Variant} variant @param {number} id */
      get: (variant, id) => one(`SELECT ${MEMBER_FIELDS} FROM ${MEMBERS[variant].table} WHERE "id" = $1`, [id]),
      /** @param {Variant} variant @param {number} id */
      approve: (variant, id) =>
        one(
          `UPDATE ${MEMBERS[variant].table} SET "isApproved" = true, "isActive" = true, "rejectionReason" = NULL, "signupRequest" = true, "updatedAt" = now()
           WHERE "id" = $1 RETURNING ${MEMBER_FIELDS}`,
          [id],
        ),
      /** @param {Variant} variant @param {number} id @param {string} reason */
      reject: (variant, id, reason) =>
        one(
          `UPDATE ${MEMBERS[variant].table} SET "isApproved" = false, "isActive" = false, "rejectionReason" = $2, "signupRequest" = true, "updatedAt" = now()
           WHERE "id" = $1 RETURNING ${MEMBER_FIELDS}`,
          [id, reason],
        ),
      /** @param {Variant} variant @param {number} id */
      remove: (variant, id) => one(`DELETE FROM ${MEMBERS[variant].table} WHERE "id" = $1 RETURNING "id"`, [id]),
      /** The deals one member registered. @param {Variant} variant @param {number} id */
      deals: (variant, id) =>
        rows(`SELECT ${DEALS[variant].fields} FROM ${MEMBERS[variant].deals} WHERE "${MEMBERS[variant].ownerColumn}" = $1 ORDER BY "id"`, [id]),
    },

    deals: {
      /** @param {Variant} variant */
      list: (variant) => rows(`SELECT ${DEALS[variant].fields} FROM ${DEALS[variant].table} ORDER BY "id"`),
      /** @param {Variant} variant @param {number} id */
      get: (variant, id) => one(`SELECT ${DEALS[variant].fields} FROM ${DEALS[variant].table} WHERE "id" = $1`, [id]),
      /** @param {Variant} variant @param {number} id */
      approve: (variant, id) =>
        one(`UPDATE ${DEALS[variant].table} SET "status" = 'approved', "updatedAt" = now() WHERE "id" = $1 RETURNING ${DEALS[variant].fields}`, [id]),
      /** The reason becomes the deal's remark, where the console shows it. @param {Variant} variant @param {number} id @param {string} reason */
      reject: (variant, id, reason) =>
        one(
          `UPDATE ${DEALS[variant].table} SET "status" = 'rejected', "remarks" = $2, "updatedAt" = now() WHERE "id" = $1 RETURNING ${DEALS[variant].fields}`,
          [id, reason],
        ),
      /** @param {Variant} variant @param {number} id @param {string} remarks */
      setRemarks: (variant, id, remarks) =>
        one(`UPDATE ${DEALS[variant].table} SET "remarks" = $2, "updatedAt" = now() WHERE "id" = $1 RETURNING ${DEALS[variant].fields}`, [
          id,
          remarks,
        ]),
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
      /** @param {number} id */
      approve: (id) => one(`UPDATE certifications SET "status" = 'APPROVED' WHERE "id" = $1 RETURNING ${CERTIFICATION_FIELDS}`, [id]),
      /** @param {number} id @param {string} remarks */
      reject: (id, remarks) =>
        one(`UPDATE certifications SET "status" = 'REJECTED', "remarks" = $2 WHERE "id" = $1 RETURNING ${CERTIFICATION_FIELDS}`, [id, remarks]),
    },
  };
}

/** @typedef {{ question: string, optionA: string, optionB: string, optionC: string, optionD: string, correctOption: string, marks: number }} QuizInput */

/** @param {QuizInput} input */
const quizValues = (input) => [input.question, input.optionA, input.optionB, input.optionC, input.optionD, toOptionLabel(input.correctOption), input.marks];

/** @typedef {ReturnType<typeof databaseOn>} Database */
