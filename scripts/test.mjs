// `npm test`: makes sure a browser exists, runs every suite, and ends with one summary line.
//
// A suite is a command plus the JSON report it writes into reports/ (vitest's JSON format, or just
// `{ "numPassedTests": n, "numFailedTests": m }`). To add one, append it to `suites`. Every suite
// runs even when an earlier one failed; the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { loadavg } from 'node:os';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countReport } from './count-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** A suite that outlives this is killed and counted as failed (CI allows 90 minutes in all). */
const SUITE_TIMEOUT_MS = 60 * 60 * 1000;

/** One vitest run over the given projects, writing its JSON report as reports/<name>.json. */
const vitestSuite = (name, projects) => ({
  name,
  command: [
    bin('vitest'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=reports/${name}.json`,
    '--reporter=./scripts/flaky-reporter.mjs',
  ],
  env: { TEST_SUITE_NAME: name },
  report: `reports/${name}.json`,
});

// The projects run one phase after another rather than all at once: jsdom workers, two Chromium
// instances and the reference backend competing for two cores made timings (and so some tests)
// depend on what else happened to be running.
const suites = [
  // jsdom components and screens; the HTTP client, the reference backend and the packed package.
  vitestSuite('unit-node', ['unit', 'node']),
  // The library's jsdom tests and server rendering again on React 18.3 (tests/react18). A run of
  // its own: the React 18 setup redirects react in the worker processes it runs in.
  vitestSuite('react18', ['unit-react18', 'node-react18']),
  // The reference backend's suite again on a real PostgreSQL server, with two instances on one
  // database (scripts/ensure-postgres.mjs installs and starts the server when missing).
  vitestSuite('server-pg', ['server-pg']),
  // A smoke set of stories on React 18.3 in Chromium, with their play functions and axe
  // (REACT18_SMOKE_STORIES in vitest.config.ts): dialogs, portals, focus, one story per screen.
  vitestSuite('storybook-react18', ['storybook-react18']),
  // The product as `npm start` runs it, the keyboard checks against the built Storybook, and the
  // packed library in a Vite and a Next.js host.
  vitestSuite('e2e', ['e2e']),
  // Every story's screenshots against the committed baselines, and every story's play function
  // and axe in the light and the dark theme (tests/visual). It comes after e2e, whose keyboard
  // checks built the Storybook of these sources: the build is reused, not repeated. (The
  // `storybook` and `storybook-dark` projects, every story in Vite's dev server, are not part of
  // npm test: the visual suite runs the same play functions and axe; `npm run test:storybook`.)
  vitestSuite('visual', ['visual']),
];

let interrupted = false;

/** Runs a command in its own process group, so a timeout or Ctrl-C takes its browsers down too. */
function run(command, { timeoutMs = SUITE_TIMEOUT_MS, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      console.error(`\n${command.join(' ')}: still running after ${timeoutMs / 60000} min, killing it`);
      killGroup('SIGKILL');
    }, timeoutMs);
    const forward = (signal) => {
      interrupted = true;
      killGroup(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${command[0]}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function failuresIn(reportPath) {
  try {
    return countReport(JSON.parse(readFileSync(reportPath, 'utf8'))).failed;
  } catch {
    return 0;
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * How fast and how busy the machine is, for reading the suites' times: the same sources took 17.9
 * and 32 minutes on this machine (docs/testing.md, "CI time"), so a run's times say little
 * without it. At the start and the end: the median of three scrypt hashes at the reference
 * backend's cost (N=2^17, what every sign-in costs), its wall and CPU time, and the load average;
 * at the end, how busy both cores were over the run (/proc/stat: the suites and anything else on
 * the machine) and the time the hypervisor took. A note above the summary
 * (reports/machine.notes.txt, printed by scripts/count-tests.mjs); it takes about 3 s.
 */
function noteMachine(when) {
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    scryptSync('calibration', 'calibration salt', 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  });
  const median = (values) => Math.round(values.sort((a, b) => a - b)[1]);
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  let line = `machine ${when}: a scrypt hash at N=2^17 took ${median(runs.map((run) => run.wall))} ms (${median(runs.map((run) => run.cpu))} ms of CPU), median of 3; load average ${load}`;
  const ticks = cpuTicks();
  if (when === 'at the end' && ticks && startTicks) {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map((value, index) => value - startTicks[index]);
    const total = user + nice + system + idle + iowait + irq + softirq + steal;
    if (total > 0) line += `; over the run the cores were ${Math.round((100 * (total - idle - iowait)) / total)} % busy, ${Math.round((100 * steal) / total)} % taken by the hypervisor`;
  }
  appendFileSync(path.join(reports, 'machine.notes.txt'), `${line}\n`);
}
/** The first eight figures of /proc/stat's `cpu` line (user … steal, in ticks), or null off Linux. */
function cpuTicks() {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return null;
  }
}
const startTicks = cpuTicks();
noteMachine('at the start');

/** Each step's wall time, for the lines above the summary (scripts/count-tests.mjs reads reports/timings.txt). */
async function timed(name, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    appendFileSync(path.join(reports, 'timings.txt'), `${name} ${((performance.now() - started) / 1000).toFixed(1)}\n`);
  }
}

// What the suites need that `npm ci` does not install, each installed when missing.
let failed = false;
await timed('setup', async () => {
  for (const [script, missing] of [
    ['scripts/ensure-chromium.mjs', 'Chromium is missing; the browser suites will fail.'],
    ['scripts/ensure-libreoffice.mjs', 'LibreOffice is missing; tests/node/libreoffice.test.ts will fail.'],
    ['scripts/ensure-react18.mjs', 'React 18 is missing; the React 18 suites will fail.'],
  ]) {
    const setup = await run([process.execPath, path.join(root, script)], { timeoutMs: 15 * 60 * 1000 });
    if (setup !== 0) {
      console.error(missing);
      failed = true;
    }
  }
});

for (const suite of suites) {
  console.log(`\n=== ${suite.name}: ${suite.command.map((part) => (part.startsWith(`${root}/`) ? path.relative(root, part) : part)).join(' ')}`);
  const code = await timed(suite.name, () => run(suite.command, { env: suite.env }));
  const reportPath = path.join(root, suite.report);
  if (code !== 0) {
    failed = true;
    // A suite that crashed, timed out or failed outside any test (an unhandled error, a broken
    // config) must still show in the summary line: record it as one failed test of its own.
    if (!existsSync(reportPath) || failuresIn(reportPath) === 0) {
      writeFileSync(
        path.join(reports, `${suite.name}-exit.json`),
        JSON.stringify({
          numPassedTests: 0,
          numFailedTests: 1,
          message: `${suite.name} exited with code ${code} and reported no failed test in ${suite.report}`,
        }),
      );
    }
  }
  console.log(`=== ${suite.name}: exit code ${code}`);
  if (interrupted) break;
}

noteMachine('at the end');

// .ci/run prints the summary itself, last, even when a step before `npm test` failed: one line only.
if (!process.env.TEST_SUMMARY_BY_CALLER) {
  console.log('');
  await run([process.execPath, path.join(root, 'scripts/count-tests.mjs')]);
}
process.exit(failed ? 1 : 0);
