import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countReports, details } from '../../scripts/count-tests.mjs';

// The end of the CI log is all that is kept of a run: the summary line and what is printed above it
// must name what failed, or a red build cannot be diagnosed.
describe('count-tests', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sums every report, counts a broken file as a failure, and names each failure and retried pass', () => {
    writeFileSync(
      path.join(dir, 'unit.json'),
      JSON.stringify({
        numPassedTests: 2,
        numFailedTests: 1,
        testResults: [
          {
            name: path.join(path.dirname(path.dirname(dir)), 'tests/a.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'a breaks', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at stack'] },
            ],
          },
          { name: '/x/tests/b.test.ts', status: 'failed', message: 'Failed to load module', assertionResults: [] },
        ],
      }),
    );
    writeFileSync(
      path.join(dir, 'e2e-exit.json'),
      JSON.stringify({ numPassedTests: 0, numFailedTests: 1, message: 'e2e exited with code 1 and reported no failed test' }),
    );
    writeFileSync(path.join(dir, 'storybook.flaky.txt'), 'tests/c.test.ts > c settles (passed on retry 1)\n');
    writeFileSync(path.join(dir, 'timings.txt'), 'setup 12.4\nunit 281.6\ne2e 338\n');
    writeFileSync(path.join(dir, 'visual.notes.txt'), 'visual: baselines drawn with Chromium 156.0.8078.108, this run uses 150.0.7871.100\n');

    expect(countReports(dir)).toEqual({ passed: 2, failed: 3 });
    const lines = details(dir);
    expect(lines).toContain('unit: 2 passed, 2 failed, 282 s');
    expect(lines).toContain('e2e-exit: 0 passed, 1 failed');
    expect(lines).toContain('  FAILED e2e exited with code 1 and reported no failed test');
    expect(lines.some((line) => /^ {2}FAILED .*a\.test\.ts > a breaks: AssertionError: expected 1 to be 2$/.test(line))).toBe(true);
    expect(lines.some((line) => /^ {2}FAILED .*b\.test\.ts: Failed to load module$/.test(line))).toBe(true);
    expect(lines).toContain('  FLAKY (storybook) tests/c.test.ts > c settles (passed on retry 1)');
    expect(lines).toContain('  NOTE visual: baselines drawn with Chromium 156.0.8078.108, this run uses 150.0.7871.100');
    // Each step's wall time (scripts/test.mjs writes them), and the total last, above the summary line.
    expect(lines.at(-1)).toBe('time: 632 s (10.5 min): setup 12 s, unit 282 s, e2e 338 s');
  });

  it('reads an unreadable report as one failure', () => {
    writeFileSync(path.join(dir, 'broken.json'), '{ not json');
    expect(countReports(dir)).toEqual({ passed: 0, failed: 1 });
    expect(details(dir)).toEqual(['broken.json: unreadable']);
  });
});
