// Prints one line, `tests: N passed, M failed`, summed over every JSON report in reports/.
// A report is vitest's JSON or anything with the same fields: numPassedTests/numFailedTests, or
// only per-file `testResults[].assertionResults[].status`. A test file that failed without any
// failed test in it (it did not import, a hook threw) counts as one failed test, so that a broken
// file can never leave the line reading "0 failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const reportsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'reports');

/** Passed and failed tests in one parsed report. */
export function countReport(report) {
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const assertions = (file) => (Array.isArray(file.assertionResults) ? file.assertionResults : []);
  const brokenFiles = files.filter(
    (file) => file.status === 'failed' && !assertions(file).some((test) => test.status === 'failed'),
  ).length;
  if (typeof report.numPassedTests === 'number' || typeof report.numFailedTests === 'number') {
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
  }
  const statuses = files.flatMap((file) => assertions(file).map((test) => test.status));
  return {
    passed: statuses.filter((status) => status === 'passed').length,
    failed: statuses.filter((status) => status === 'failed').length + brokenFiles,
  };
}

/** Totals over every report in `dir`; an unreadable report counts as one failure. */
export function countReports(dir = reportsDir) {
  let passed = 0;
  let failed = 0;
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  for (const name of names) {
    try {
      const result = countReport(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      passed += result.passed;
      failed += result.failed;
    } catch (error) {
      console.error(`count-tests: cannot read ${path.join(path.basename(dir), name)}: ${error.message}`);
      failed += 1;
    }
  }
  return { passed, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed } = countReports();
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
