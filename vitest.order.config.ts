/**
 * vitest.config.ts with the test files run in the order FILE_ORDER names them (comma-separated
 * paths), for finding which earlier file leaks into a later one in the jsdom projects
 * (`isolate: false`; docs/testing.md, "Isolation"). vitest has no option for a given order: its
 * own sorts by size and earlier durations, or shuffles. Pass the same files as filters:
 *
 * @example
 * FILE_ORDER=tests/components/FileDrop.test.tsx,tests/screens/ServerBulk.test.tsx npx vitest run --config vitest.order.config.ts --project unit-react18 --maxWorkers=1 tests/components/FileDrop.test.tsx tests/screens/ServerBulk.test.tsx
 */
import { mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from './vitest.config.js';

const order = (process.env.FILE_ORDER ?? '').split(',').filter(Boolean);

class InGivenOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => order.findIndex((name) => file.moduleId.endsWith(name));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default mergeConfig(base, { test: { sequence: { sequencer: InGivenOrder } } });
