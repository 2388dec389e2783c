// A vitest reporter for `npm test`: lists the tests that failed first and passed when retried (CI
// retries each test once, vitest.config.ts) in reports/<suite>.flaky.txt, one per line, so that
// scripts/count-tests.mjs can name them beside the summary line. A retried pass is a pass, but it
// is never silent: a test that shows up here needs mending.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  onInit(vitest) {
    const suite = process.env.TEST_SUITE_NAME || 'vitest';
    this.root = vitest.config.root;
    this.file = path.join(this.root, 'reports', `${suite}.flaky.txt`);
  }

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const where = path.relative(this.root, testCase.module.moduleId);
    appendFileSync(this.file, `${where} > ${testCase.fullName} (passed on retry ${diagnostic.retryCount})\n`);
  }
}
