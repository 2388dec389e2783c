// Prints one line, `tests: N passed, M failed`, summed over every JSON report in reports/, and
// above it each suite's count and wall time, what failed, and the total time.
// A report is vitest's JSON or anything with the same fields: numPassedTests/numFailedTests, or
// only per-file `testResults[].assertionResults[].status`. A test file that failed without any
// failed test in it (it did not import, a hook threw) counts as one failed test, so that a broken
// file can never leave the line reading "0 failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/** `file > test: first line of the message` for each failed test (or broken file) in one report. */
export function failuresIn(report) {
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const lines = [];
  for (const file of files) {
    const name = typeof file.name === 'string' ? path.relative(path.dirname(reportsDir), file.name) : '?';
    const failed = (Array.isArray(file.assertionResults) ? file.assertionResults : []).filter(
      (test) => test.status === 'failed',
    );
    for (const test of failed) {
      lines.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  if (files.length === 0 && report.numFailedTests > 0 && typeof report.message === 'string') {
    lines.push(report.message);
  }
  return lines;
}

function firstLine(text) {
  const line = String(text ?? '').split('\n').find((part) => part.trim() !== '') ?? '';
  // ANSI colours, and a cap: the CI log keeps only its tail.
  const plain = stripVTControlCharacters(line).trim();
  return plain.length > 300 ? `${plain.slice(0, 300)}…` : plain;
}

/**
 * One pass over every report in `dir`: the totals (an unreadable report counts as one failure)
 * and what to print above the summary line, which is all that the end of a CI log shows: each
 * suite's count, every failed test with the first line of its message, each suite's notes
 * (reports/<suite>.notes.txt), and every test that passed only when retried
 * (reports/<suite>.flaky.txt, scripts/flaky-reporter.mjs).
 */
export function summarize(dir = reportsDir) {
  let passed = 0;
  let failed = 0;
  const lines = [];
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const seconds = timings(dir);
  const took = (name) => (seconds.has(name) ? `, ${Math.round(seconds.get(name))} s` : '');
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      const result = countReport(report);
      passed += result.passed;
      failed += result.failed;
      const suite = name.replace(/\.json$/, '');
      lines.push(`${suite}: ${result.passed} passed, ${result.failed} failed${took(suite)}`);
      for (const failure of failuresIn(report)) lines.push(`  FAILED ${failure}`);
    } catch (error) {
      console.error(`count-tests: cannot read ${path.join(path.basename(dir), name)}: ${error.message}`);
      failed += 1;
      lines.push(`${name}: unreadable`);
    }
  }
  // What a suite wants read beside the summary (reports/<suite>.notes.txt), e.g. that the visual
  // baselines were drawn by another Chromium.
  for (const name of names.filter((entry) => entry.endsWith('.notes.txt'))) {
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean)) lines.push(`  NOTE ${line}`);
  }
  for (const name of names.filter((entry) => entry.endsWith('.flaky.txt'))) {
    const suite = name.replace(/\.flaky\.txt$/, '');
    for (const test of readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      lines.push(`  FLAKY (${suite}) ${test}`);
    }
  }
  if (seconds.size > 0) {
    const total = [...seconds.values()].reduce((sum, value) => sum + value, 0);
    const steps = [...seconds].map(([step, value]) => `${step} ${Math.round(value)} s`).join(', ');
    lines.push(`time: ${Math.round(total)} s (${(total / 60).toFixed(1)} min): ${steps}`);
  }
  return { passed, failed, lines };
}

/**
 * The wall time of each step (a suite, the setup before them), from reports/timings.txt: one
 * `<step> <seconds>` a line, written by scripts/test.mjs and .ci/run.
 */
function timings(dir) {
  const file = path.join(dir, 'timings.txt');
  const seconds = new Map();
  if (!existsSync(file)) return seconds;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [step, value] = line.trim().split(/\s+/);
    if (step && Number.isFinite(Number(value))) seconds.set(step, (seconds.get(step) ?? 0) + Number(value));
  }
  return seconds;
}

/** Totals over every report in `dir`. */
export function countReports(dir = reportsDir) {
  const { passed, failed } = summarize(dir);
  return { passed, failed };
}

/** The lines `summarize` prints above the summary line. */
export function details(dir = reportsDir) {
  return summarize(dir).lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed, lines } = summarize();
  for (const line of lines) console.log(line);
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
