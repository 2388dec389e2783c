// Local visual regression, no service needed: every story of the built Storybook is rendered alone
// in Chromium and compared with its committed baseline in __baselines__/ (<story id>.png for the
// desktop mode, <story id>.<mode>.png for each further Chromatic mode, e.g. .mobile for screens at
// 375 px). Part of `npm test` (scripts/test.mjs, the `visual` suite). Every story's play function
// runs in the light and the dark theme, and axe checks both (tests/visual/axe.ts): a serious or
// critical violation fails, as in Storybook's test panel. This is what the `storybook` and
// `storybook-dark` vitest projects checked inside npm test before (they stay as `npm run
// test:storybook`, with Vite's dev server and React's development build).
//
//   npm run test:visual          compare: a difference fails; a missing baseline fails on CI and
//                                is written (with a warning) elsewhere
//   npm run test:visual:update   rewrite the baselines that differ, add missing ones, drop stale ones
//
// On a mismatch, <name>.actual.png and <name>.diff.png land in __diff__/ (gitignored).
// STORYBOOK_STATIC_DIR=storybook-static reuses a build you made with `npm run build-storybook`.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { builtStorybook, serveStatic, storiesOf, type StaticServer } from '../support/storybook.js';
import { launchSnapshotBrowser, type SnapshotBrowser } from './browser.js';
import { capturesOf, readSnapshotParameters, renderStory, settledScreenshot, type Capture, type SnapshotParameters } from './capture.js';
import { NOISE_EXTENT, compareScreenshots } from './compare.js';
import { axeViolations, type AxeViolation } from './axe.js';
import { SNAPSHOT_VIEWPORTS } from '../../.storybook/modes.js';
import { StuckPageError, isStuck, reportStuckWith, step, watchStory } from './watchdog.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASELINES = path.join(here, '__baselines__');
const DIFFS = path.join(here, '__diff__');
const UPDATE = process.env.UPDATE_BASELINES === '1';
/**
 * The Chromium build the baselines were drawn with (written by test:visual:update). Debian ships
 * Chromium security releases that can move pixels: the comparison absorbs rendering noise
 * (compare.ts), and a run on another major version says so once, and names both builds in every
 * mismatch, instead of leaving a reviewer to guess.
 */
const BASELINE_BROWSER = path.join(BASELINES, 'chromium-version.txt');
const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';
/**
 * Prints a line, and under `npm test` also leaves it for the summary (reports/<suite>.notes.txt,
 * which scripts/count-tests.mjs prints above the summary line: the end of a CI log is what is read).
 */
function note(line: string): void {
  console.log(line);
  const suite = process.env.TEST_SUITE_NAME;
  if (!suite) return;
  const reports = path.join(here, '../../reports');
  mkdirSync(reports, { recursive: true });
  appendFileSync(path.join(reports, `${suite}.notes.txt`), `${line}\n`);
}
/** '156' of '156.0.8078.108'. */
const majorOf = (version: string) => version.split('.')[0];
/**
 * A page per kind of shot (theme and size: light desktop, dark desktop, light phone, and a few
 * others), each working through the stories one after the other, so the browser renders a few
 * stories at once and a page never changes its globals (a change re-renders the story on show,
 * which raced with the next story's play function and took its focus): it loads the Storybook once
 * and switches from story to story (capture.ts).
 */
// The story list names the tests, so the build happens while this file is collected.
const storybookDir = await builtStorybook();
const stories = await storiesOf(storybookDir);

/**
 * Hands each test the pool's page, one test at a time. A page that got stuck in a step
 * (watchdog.ts) or was closed under its test is closed for good and the next test gets a new one:
 * one hung page fails its story, not every story after it.
 */
class PagePool {
  private page: Promise<Page> | undefined;
  private turns: Promise<unknown> = Promise.resolve();

  use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const turn = this.turns.then(async () => {
      this.page ??= browser.newPage();
      const page = await this.page.catch((error: unknown) => {
        this.page = undefined;
        throw error;
      });
      try {
        return await work(page);
      } finally {
        if (isStuck(page) || page.isClosed()) {
          this.page = undefined;
          await browser.closePage(page);
        }
      }
    });
    this.turns = turn.catch(() => {});
    return turn;
  }
}

let server: StaticServer;
let browser: SnapshotBrowser;
/** The pages by kind of shot (pageKind), opened on first use. */
const pools = new Map<string, PagePool>();
function poolFor(kind: string): PagePool {
  let pool = pools.get(kind);
  if (!pool) {
    pool = new PagePool();
    pools.set(kind, pool);
  }
  return pool;
}
/** Shots of one kind share a page: the same theme at the same size. */
const pageKind = (capture: Capture) => `${themeOf(capture)} ${capture.width}×${capture.height}`;
let parameters: Record<string, SnapshotParameters>;
/** Said after each mismatch when this Chromium is not the baselines' one, else ''. */
let browserNote = '';
/** The shots that matched only thanks to the noise tolerance, for one line at the end. */
const tolerated: Array<{ file: string; pixels: number }> = [];

beforeAll(async () => {
  // A page stuck in a step is named at once, and again above npm test's summary line.
  reportStuckWith(note);
  server = await serveStatic(storybookDir);
  browser = await launchSnapshotBrowser();
  const page = await browser.newPage();
  watchStory(page, 'the stories\' parameters');
  parameters = await readSnapshotParameters(page, server.url, stories[0]!.id);
  await browser.closePage(page);
  await mkdir(BASELINES, { recursive: true });
  if (UPDATE) await rm(DIFFS, { recursive: true, force: true });
  const version = browser.browser.version();
  const drawnWith = existsSync(BASELINE_BROWSER) ? (await readFile(BASELINE_BROWSER, 'utf8')).trim() : '';
  if (UPDATE) await writeFile(BASELINE_BROWSER, `${version}\n`);
  else if (drawnWith !== version) {
    browserNote = ` (baselines drawn with Chromium ${drawnWith || 'of an unknown build'}, this run uses ${version})`;
    if (majorOf(drawnWith) !== majorOf(version)) note(`visual: baselines drawn with Chromium ${drawnWith || 'of an unknown build'}, this run uses ${version}`);
  }
});

afterAll(async () => {
  if (tolerated.length > 0) {
    const most = tolerated.reduce((a, b) => (b.pixels > a.pixels ? b : a));
    note(
      `visual: ${tolerated.length} shots matched with rendering noise tolerated (displaced pixels in spots of at most ${NOISE_EXTENT}×${NOISE_EXTENT} px; most: ${most.pixels} in ${most.file})`,
    );
  }
  await browser?.close();
  await server?.close();
});

function parametersOf(storyId: string): SnapshotParameters {
  const found = parameters[storyId];
  if (!found) throw new Error(`the built Storybook has no parameters for ${storyId}`);
  return found;
}

/** The committed baseline of a shot, if there is one. */
const baselineOf = (capture: Capture): Promise<Buffer | undefined> => readFile(path.join(BASELINES, `${capture.file}.png`)).catch(() => undefined);

/** Checks one screenshot against its baseline; returns a failure message, or null. */
async function checkBaseline(capture: Capture, actual: Buffer, threshold: number | undefined): Promise<string | null> {
  const baselinePath = path.join(BASELINES, `${capture.file}.png`);
  const actualPath = path.join(DIFFS, `${capture.file}.actual.png`);
  const diffPath = path.join(DIFFS, `${capture.file}.diff.png`);
  await rm(actualPath, { force: true });
  await rm(diffPath, { force: true });
  if (!existsSync(baselinePath)) {
    if (IN_CI && !UPDATE) return `${capture.file}: no baseline (run npm run test:visual:update and commit tests/visual/__baselines__)`;
    await writeFile(baselinePath, actual);
    if (!UPDATE) console.warn(`visual: wrote the new baseline ${path.relative(process.cwd(), baselinePath)}`);
    return null;
  }
  const result = compareScreenshots(await readFile(baselinePath), actual, threshold);
  if (result.match) {
    if (result.differentPixels > 0) tolerated.push({ file: capture.file, pixels: result.differentPixels });
    return null;
  }
  if (UPDATE) {
    await writeFile(baselinePath, actual);
    return null;
  }
  await mkdir(DIFFS, { recursive: true });
  await writeFile(actualPath, actual);
  if (result.diff) await writeFile(diffPath, result.diff);
  return `${capture.file} (${capture.width}×${capture.height}): ${result.reason}; see ${path.relative(process.cwd(), DIFFS)}/${capture.file}.{actual,diff}.png${browserNote}`;
}

/** The themes every story is checked in with axe (and its play function run in), as the theme toolbar offers them. */
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const themeOf = (capture: Capture): Theme => (capture.globals?.split(';').includes('theme:dark') ? 'dark' : 'light');

/**
 * A render that is not shot, for a theme no mode of the story shoots (a story pinned to one
 * viewport, a story without snapshots): at the size of the story's first shot, else the desktop's.
 */
const NOT_SHOT = ', not shot)';
function unshot(storyId: string, theme: Theme, like: Capture | undefined): Capture {
  return {
    storyId,
    file: `${storyId} (${theme}${NOT_SHOT}`,
    width: like?.width ?? SNAPSHOT_VIEWPORTS.desktop.width,
    height: like?.height ?? SNAPSHOT_VIEWPORTS.desktop.height,
    ...(theme === 'dark' ? { globals: 'theme:dark' } : {}),
  };
}

async function checkAxe(page: Page, storyId: string, theme: Theme, failures: string[]): Promise<void> {
  const violations = await axeViolations(page);
  if (violations && violations.length > 0) failures.push(axeFailure(storyId, theme, violations));
}

function axeFailure(storyId: string, theme: Theme, violations: AxeViolation[]): string {
  const rules = violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'no impact'}: ${violation.help}) on ${violation.count} element${violation.count === 1 ? '' : 's'}, e.g. ${violation.targets.join(', ')}`,
  );
  return `${storyId} in the ${theme} theme: axe found ${rules.join('; ')}`;
}

describe.concurrent('every story looks like its baseline, and passes axe in both themes', () => {
  for (const story of stories) {
    // One retry renders the story again from scratch: a changed story fails twice, a story that
    // races with itself (a focus ring that depends on timing) is reported as flaky instead.
    test(story.id, { retry: 1 }, async ({ expect }) => {
      const storyParameters = parametersOf(story.id);
      const captures = capturesOf(story, storyParameters);
      const failures: string[] = [];
      // Each kind of shot on its page, all at once; axe once per theme, on its first shot (the
      // desktop one; the phone one adds nothing); a theme no mode shoots is still rendered, for
      // axe and the play function.
      const work = new Map<string, Capture[]>();
      for (const capture of captures) work.set(pageKind(capture), [...(work.get(pageKind(capture)) ?? []), capture]);
      const axeOn = new Set(THEMES.map((theme) => captures.find((capture) => themeOf(capture) === theme)).filter((capture) => capture !== undefined));
      for (const theme of THEMES.filter((candidate) => !captures.some((capture) => themeOf(capture) === candidate))) {
        const render = unshot(story.id, theme, captures[0]);
        work.set(pageKind(render), [...(work.get(pageKind(render)) ?? []), render]);
        axeOn.add(render);
      }
      await Promise.all(
        [...work].map(([kind, shots]) =>
          poolFor(kind).use(async (page) => {
            for (const capture of shots) {
              watchStory(page, capture.file);
              await renderStory(page, server.url, capture, storyParameters);
              // A theme that is not shot is settled as a shot would be (a tall story in a
              // viewport as tall as itself), so axe sees the same page as in the theme that is shot.
              const shot = !capture.file.endsWith(NOT_SHOT);
              const actual = await settledScreenshot(page, capture, storyParameters.layout, shot && !UPDATE ? await baselineOf(capture) : undefined);
              if (shot) {
                const failure = await checkBaseline(capture, actual, storyParameters.chromatic.diffThreshold);
                if (failure) failures.push(failure);
              }
              if (axeOn.has(capture)) await checkAxe(page, story.id, themeOf(capture), failures);
            }
          }),
        ),
      );
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});

test('axe as this suite runs it reports a serious violation (a check that can fail)', async () => {
  const story = stories.find((entry) => entry.id === 'kit-statusbadge--success') ?? stories[0]!;
  const render = unshot(story.id, 'dark', undefined);
  const violations = await poolFor(pageKind(render)).use(async (page) => {
    watchStory(page, `${render.file}, with text of low contrast added`);
    await renderStory(page, server.url, render, parametersOf(story.id));
    // Pale grey on white in the story's root: a contrast of about 1.6:1.
    await step(page, 'add the text', () =>
      page.evaluate(() => {
        const text = document.createElement('p');
        text.textContent = 'Barely readable';
        text.style.cssText = 'color: #d0d0d0; background: #ffffff';
        document.querySelector('#storybook-root')?.append(text);
      }),
    );
    try {
      return await axeViolations(page);
    } finally {
      // The page shows further stories (capture.ts switches them in): the text must not stay.
      await step(page, 'remove the text', () => page.evaluate(() => document.querySelector('#storybook-root > p:last-child')?.remove()));
    }
  });
  expect(violations?.map((violation) => `${violation.id} (${violation.impact})`)).toEqual(['color-contrast (serious)']);
});

/**
 * For the watchdog's two checks: a light render of one small story, a pool of its own (so the page
 * they break holds up no other test), what the watchdog prints meanwhile, and a helper that renders
 * the story on a page of that pool.
 */
async function withOwnPool(check: (setup: { render: Capture; pool: PagePool; printed: string[]; show: (page: Page) => Promise<void> }) => Promise<void>) {
  const story = stories.find((entry) => entry.id === 'kit-statusbadge--success') ?? stories[0]!;
  const render = unshot(story.id, 'light', undefined);
  const printed: string[] = [];
  const show = async (page: Page) => {
    watchStory(page, render.file);
    await renderStory(page, server.url, render, parametersOf(story.id));
  };
  reportStuckWith((line) => printed.push(line));
  try {
    await check({ render, pool: new PagePool(), printed, show });
  } finally {
    reportStuckWith(note);
  }
}

test('a page stuck in a step fails its story, naming the story and the step, and the next story gets a new page', () =>
  withOwnPool(async ({ render, pool, printed, show }) => {
    let stuckPage: Page | undefined;
    const started = Date.now();
    const failure = await pool.use(async (page) => {
      stuckPage = page;
      await show(page);
      // The renderer's main thread busy for good: a hung page, as playwright sees one.
      return step(page, 'a hang this test makes', () => page.evaluate(() => {
        for (;;);
      }), 2000).then(() => null, (error: unknown) => error);
    });
    const message = `${render.file}: stuck for 2 s at "a hang this test makes"; the page is closed and a new one takes the next stories`;
    expect(failure).toBeInstanceOf(StuckPageError);
    expect((failure as Error).message).toBe(message);
    expect(printed).toEqual([`visual: ${message}`]);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(stuckPage!.isClosed()).toBe(true);
    // The next story on that pool renders and is shot on a new page.
    const shot = await pool.use(async (page) => {
      expect(page).not.toBe(stuckPage);
      await show(page);
      return settledScreenshot(page, render, undefined);
    });
    expect(shot.subarray(1, 4).toString()).toBe('PNG');
  }));

test('a page whose renderer crashed is closed, and the next story gets a new page', () =>
  withOwnPool(async ({ render, pool, printed, show }) => {
    let crashedPage: Page | undefined;
    await pool.use(async (page) => {
      crashedPage = page;
      watchStory(page, render.file);
      await page.goto('chrome://crash').catch(() => {});
      await expect.poll(() => isStuck(page)).toBe(true);
    });
    expect(printed).toEqual([`visual: ${render.file}: its renderer crashed; the page is closed and a new one takes the next stories`]);
    expect(crashedPage!.isClosed()).toBe(true);
    await pool.use(async (page) => {
      expect(page).not.toBe(crashedPage);
      await show(page);
    });
  }));

test('every baseline belongs to a story', async () => {
  const expected = new Set(
    stories.flatMap((story) => capturesOf(story, parametersOf(story.id)).map((capture) => `${capture.file}.png`)),
  );
  const stale = (await readdir(BASELINES)).filter((name) => name.endsWith('.png') && !expected.has(name));
  if (UPDATE) {
    for (const name of stale) await rm(path.join(BASELINES, name));
    return;
  }
  expect(stale, 'baselines of stories that no longer exist (npm run test:visual:update removes them)').toEqual([]);
});

test('every screen story has a phone-width mode, or switches it off', () => {
  // A screen's meta adds the `mobile` mode with `screenModes` (.storybook/modes.ts); a story whose
  // play function needs the wide layout switches it off with `desktopOnlyModes`, and a phone story
  // (`pinViewport`) has only that mode.
  const missing = stories
    .filter((story) => story.title.startsWith('Screens/'))
    .filter((story) => {
      const { chromatic } = parametersOf(story.id);
      return !chromatic.disableSnapshot && chromatic.modes?.mobile === undefined;
    })
    .map((story) => story.id);
  expect(missing, 'screen stories without a `mobile` Chromatic mode (add screenModes to the meta)').toEqual([]);
});
