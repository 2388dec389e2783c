import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { backendEnvFor, makeDataDir, onPostgres, removeDataDir, startServer } from './support.js';

// `npm run admin:add` as a deployment runs it (docs/deployment.md): a command of its own, with the
// database the server uses named in its environment (PGlite in DATA_DIR here, DATABASE_URL in the
// server-pg project) and the password in ADMIN_PASSWORD; then the new admin signs in.

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Runs the documented command; resolves with its exit code and output, whatever the code. */
async function addAdmin(dataDir: string, args: string[], env: Record<string, string | undefined> = {}) {
  const environment = { ...process.env, ...(await backendEnvFor(dataDir)), ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete environment[name];
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin:add', '--', ...args], { cwd: REPO_ROOT, env: environment });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const KATHERINE = ['--email', 'katherine@example.com', '--first-name', 'Katherine', '--last-name', 'Johnson'];

describe('npm run admin:add', () => {
  let dataDir: string;

  beforeAll(async () => {
    // Empty: the first test needs a database no server has set up yet (the second replaces it).
    dataDir = await makeDataDir({ empty: true });
  });

  afterAll(async () => {
    await removeDataDir(dataDir);
  });

  it('refuses a database the server has not set up yet', async () => {
    const answer = await addAdmin(dataDir, KATHERINE, { ADMIN_PASSWORD: 'Katherine#1969' });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('The database has not been set up yet: start the server once first');
  });

  it('adds an administrator with a name, who then signs in', async () => {
    // A database the server has set up: a copy of the tests' template, which the backend's own
    // first start made (tests/server/template.ts), instead of a first start here (create, migrate
    // and seed: 10 s on PGlite under load); lifecycle.test.ts tests that first start.
    await removeDataDir(dataDir);
    dataDir = await makeDataDir();
    const added = await addAdmin(dataDir, KATHERINE, { ADMIN_PASSWORD: 'Katherine#1969' });
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Added Katherine Johnson <katherine@example\.com> \(id 3\) to (the database at DATABASE_URL|PGlite in .+)\.\n$/);

    const server = await startServer({ dataDir });
    try {
      const login = await server.call<{ partnerAdmin: unknown }>('POST', '/partner/admin/auth/login', { json: { email: 'Katherine@Example.com', password: 'Katherine#1969' } });
      expect(login).toMatchObject({ status: 200, body: { partnerAdmin: { id: 3, email: 'katherine@example.com', firstName: 'Katherine', lastName: 'Johnson' } } });
    } finally {
      await server.close();
    }
  });

  it('refuses a second administrator with the same e-mail, in any case', async () => {
    const again = await addAdmin(dataDir, ['--email', 'KATHERINE@example.com', '--first-name', 'K', '--last-name', 'J'], { ADMIN_PASSWORD: 'Another#1969' });
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toContain('An administrator with the e-mail KATHERINE@example.com exists already');
  });

  it('refuses a short password, a missing name, and asks for ADMIN_PASSWORD when there is no terminal', async () => {
    const dorothy = ['--email', 'dorothy@example.com', '--first-name', 'Dorothy', '--last-name', 'Vaughan'];
    expect((await addAdmin(dataDir, dorothy, { ADMIN_PASSWORD: 'short' })).stderr).toContain('The password must be at least 8 characters long');
    expect((await addAdmin(dataDir, dorothy.slice(0, 4), { ADMIN_PASSWORD: 'Dorothy#1943' })).stderr).toContain('Usage: npm run admin:add -- --email EMAIL');
    const noPassword = await addAdmin(dataDir, dorothy, { ADMIN_PASSWORD: undefined });
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('Set ADMIN_PASSWORD: there is no terminal to ask for the password on');
  });

  it.skipIf(onPostgres)('refuses on PGlite while a server has the data directory', async () => {
    const server = await startServer({ dataDir });
    try {
      const answer = await addAdmin(dataDir, ['--email', 'mary@example.com', '--first-name', 'Mary', '--last-name', 'Jackson'], { ADMIN_PASSWORD: 'Mary#19581' });
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(/The data directory .+ is in use by process \d+\. Stop that server first\./);
    } finally {
      await server.close();
    }
  });
});
