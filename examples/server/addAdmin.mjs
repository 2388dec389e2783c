// `npm run admin:add -- --email ada@example.com --first-name Ada --last-name Lovelace`: adds an
// administrator to the reference backend's database (DATABASE_URL, or PGlite in DATA_DIR, as the
// server reads them). The password comes from ADMIN_PASSWORD, or is asked for on the terminal
// without echo; it is never a command-line argument (those show in `ps` and the shell's history).
// On PGlite, stop the server first (one process owns the directory); on PostgreSQL the instances
// may keep running. The database must have been set up by a first start of the server.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { read } from 'read';
import { hashPassword } from './auth.mjs';
import { openDatabase } from './db.mjs';
import { MIN_PASSWORD_LENGTH } from './routes/auth.mjs';
import { backendOptionsFrom, dataLayout, lockDataDir } from './server.mjs';

const USAGE = 'Usage: npm run admin:add -- --email EMAIL --first-name NAME --last-name NAME (password from ADMIN_PASSWORD, or asked for)';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * @typedef {object} NewAdmin
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} password
 */

/**
 * What is wrong with a new admin's details, or null.
 * @param {NewAdmin} admin
 */
export function adminProblem({ email, firstName, lastName, password }) {
  if (!EMAIL.test(email)) return `'${email}' is not an e-mail address`;
  if (!firstName.trim() || !lastName.trim()) return 'An administrator needs a first and a last name';
  if (password.trim() === '') return 'The password must not be blank';
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}

/**
 * Adds an administrator to the database the options name (as `backendOptionsFrom` reads them).
 * @param {NewAdmin} admin
 * @param {{ dataDir: string, databaseUrl?: string }} where
 * @returns {Promise<{ id: number, email: string, firstName: string, lastName: string }>}
 */
export async function addAdmin(admin, { dataDir, databaseUrl }) {
  const problem = adminProblem(admin);
  if (problem) throw new Error(problem);
  const { dbDir, lockFile } = dataLayout(dataDir);
  // PGlite has one writer: this process takes the directory, and fails while a server has it.
  const unlock = databaseUrl ? async () => {} : await lockDataDir(lockFile);
  try {
    const db = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 2 } : { directory: dbDir });
    try {
      // The server seeds a database it finds empty, admins included: add to one it has set up.
      if (!(await db.settings.get('seed'))) throw new Error('The database has not been set up yet: start the server once first, then add administrators.');
      const added = await db.admins.add({
        email: admin.email.trim(),
        firstName: admin.firstName.trim(),
        lastName: admin.lastName.trim(),
        passwordHash: await hashPassword(admin.password),
      });
      if (!added) throw new Error(`An administrator with the e-mail ${admin.email.trim()} exists already`);
      return /** @type {{ id: number, email: string, firstName: string, lastName: string }} */ (added);
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

/**
 * Asks for the password on the terminal, twice, without echoing it.
 * @returns {Promise<string>}
 */
async function askPassword() {
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD: there is no terminal to ask for the password on');
  const password = await read({ prompt: 'Password: ', silent: true, replace: '*' });
  if ((await read({ prompt: 'Password again: ', silent: true, replace: '*' })) !== password) throw new Error('The passwords do not match');
  return password;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { values } = parseArgs({ options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } } });
    if (!values.email || !values['first-name'] || !values['last-name']) throw new Error(USAGE);
    const password = process.env.ADMIN_PASSWORD ?? (await askPassword());
    const { dataDir, databaseUrl } = backendOptionsFrom([]);
    const added = await addAdmin({ email: values.email, firstName: values['first-name'], lastName: values['last-name'], password }, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const where = databaseUrl ? 'the database at DATABASE_URL' : `PGlite in ${dataDir}`;
    console.log(`Added ${added.firstName} ${added.lastName} <${added.email}> (id ${added.id}) to ${where}.`);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exitCode = 1;
  }
}
