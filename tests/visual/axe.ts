// axe in the visual suite: every story in the light and the dark theme, on the state the suite
// shoots (after the play function, with the page's clock paused), with the rules the `storybook`
// vitest projects used (.storybook/a11y.ts through the story's `a11y` parameters, so a serious or
// critical violation fails). The a11y addon's own run is switched off (tests/support/storybook.ts):
// it runs after the play function while the story's timers still run, so a slow axe run would let
// a dialog that closes itself after 2 s close before the shot. axe needs timers too, and the
// page's are paused: so it runs here in an isolated world of the page (as a browser extension's
// content script does), which shares the DOM and has the browser's own timers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CDPSession, Page } from 'playwright-core';
import { step } from './watchdog.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule a story breaks. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  /** How many elements break it, and the first few (CSS selectors). */
  count: number;
  targets: string[];
}

interface A11yParameters {
  disable?: boolean;
  test?: string;
  context?: unknown;
  config?: { rules?: Array<{ id: string; enabled?: boolean }> } & Record<string, unknown>;
  options?: { runOnly?: unknown; rules?: Record<string, unknown> } & Record<string, unknown>;
}

/** The `a11y` parameters of the story on the page (.storybook/preview.tsx merged with the story's own). */
function a11yParameters(page: Page): Promise<A11yParameters | undefined> {
  return page.evaluate(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: { a11y?: unknown } } } } }).__STORYBOOK_PREVIEW__;
    const a11y = preview?.currentRender?.story?.parameters?.a11y;
    return a11y === undefined ? undefined : (JSON.parse(JSON.stringify(a11y)) as A11yParameters);
  });
}

/**
 * Runs axe over the story on the page as the a11y addon (@storybook/addon-a11y 10, a11yRunner)
 * runs it: the whole body but Storybook's own elements, its 'region' rule off, the story's
 * `context`, `config` and `options`; returns the violations, or null when the story switches axe
 * off (`a11y: { test: 'off' }` or `disable`).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[] | null> {
  const a11y = (await step(page, 'axe: read the a11y parameters', () => a11yParameters(page))) ?? {};
  if (a11y.disable === true || a11y.test === 'off') return null;
  const { cdp, contextId } = await step(page, 'axe: load axe-core', () => axeWorld(page));
  try {
    const run = async (parameters: A11yParameters) => {
      const axe = (globalThis as unknown as { axe: { reset(): void; configure(config: unknown): void; run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      const context: { include: unknown; exclude: unknown[] } = { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] };
      const given = parameters.context as { include?: unknown; exclude?: unknown[] } | string | undefined;
      if (given !== undefined) {
        const object = typeof given === 'object' && given !== null ? given : undefined;
        if (object?.include !== undefined) context.include = object.include;
        else if (object?.exclude === undefined) context.include = given;
        if (object?.exclude !== undefined) context.exclude = context.exclude.concat(object.exclude);
      }
      const config = { ...parameters.config, rules: [{ id: 'region', enabled: false }, ...(parameters.config?.rules ?? [])] };
      axe.reset();
      axe.configure(config);
      // With runOnly set, rules switched off in the config must be switched off in the options too.
      const off: Record<string, { enabled: false }> = {};
      for (const { id, enabled } of config.rules) if (enabled === false) off[id] = { enabled: false };
      const options = parameters.options?.runOnly ? { ...parameters.options, rules: { ...off, ...parameters.options.rules } } : (parameters.options ?? {});
      // Only violations are read: axe then builds the selectors and details of every element for
      // that result type alone, not for the passes and the incomplete ones as well (its
      // `resultTypes` option, which leaves what counts as a violation as it is).
      const result = await axe.run(context, { ...options, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        count: violation.nodes.length,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    };
    const result = await step(page, 'axe: run', () =>
      cdp.send('Runtime.evaluate', {
        expression: `(${run.toString()})(${JSON.stringify(a11y)})`,
        contextId,
        awaitPromise: true,
        returnByValue: true,
      }),
    );
    if (result.exceptionDetails) throw new Error(`axe failed: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
    return result.result.value as AxeViolation[];
  } catch (error) {
    // A world that failed once is not trusted with the next story: the next run loads axe afresh.
    worlds.delete(page);
    await cdp.detach().catch(() => {});
    throw error;
  }
}

interface AxeWorld {
  cdp: CDPSession;
  contextId: number;
}

/** The isolated world with axe loaded, per page, kept while the page shows the same document. */
const worlds = new WeakMap<Page, AxeWorld>();

/**
 * The page's isolated world with axe-core loaded in it. Made once per load of the page, not once
 * per run: the suite switches stories without loading the page again (capture.ts), so a world made
 * for one story serves the next ones, and axe-core's 550 kB are parsed and run once per load
 * rather than twice per story. A navigation destroys the world (its context id then fails, or no
 * longer holds axe): it is made again. axe's own state is reset and configured before every run.
 */
async function axeWorld(page: Page): Promise<AxeWorld> {
  const kept = worlds.get(page);
  if (kept) {
    const alive = await kept.cdp
      .send('Runtime.evaluate', { expression: 'typeof axe', contextId: kept.contextId, returnByValue: true })
      .then((answer) => !answer.exceptionDetails && answer.result.value === 'object')
      .catch(() => false);
    if (alive) return kept;
    worlds.delete(page);
    await kept.cdp.detach().catch(() => {});
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'visual-axe' });
    const loaded = await cdp.send('Runtime.evaluate', { expression: axeSource, contextId });
    if (loaded.exceptionDetails) throw new Error(`axe-core did not load: ${loaded.exceptionDetails.text}`);
    const world = { cdp, contextId };
    worlds.set(page, world);
    return world;
  } catch (error) {
    await cdp.detach().catch(() => {});
    throw error;
  }
}
