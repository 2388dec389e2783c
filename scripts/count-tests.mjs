// Prints one line, `tests: N passed, M failed`, summed over every JSON report in reports/.
// A report is vitest's JSON (numPassedTests/numFailedTests) or anything with the same two numbers;
// a report with only per-file `testResults[].assertionResults[].status` is counted from those.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reports = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'reports');

function count(report) {
  if (typeof report.numPassedTests === 'number' || typeof report.numFailedTests === 'number') {
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
  }
  const statuses = (report.testResults ?? []).flatMap((file) => (file.assertionResults ?? []).map((test) => test.status));
  return {
    passed: statuses.filter((status) => status === 'passed').length,
    failed: statuses.filter((status) => status === 'failed').length,
  };
}

let passed = 0;
let failed = 0;
const files = existsSync(reports) ? readdirSync(reports).filter((name) => name.endsWith('.json')).sort() : [];
for (const name of files) {
  try {
    const result = count(JSON.parse(readFileSync(path.join(reports, name), 'utf8')));
    passed += result.passed;
    failed += result.failed;
  } catch (error) {
    // An unreadable report is a suite whose outcome is unknown: count it as a failure.
    console.error(`count-tests: cannot read reports/${name}: ${error.message}`);
    failed += 1;
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
