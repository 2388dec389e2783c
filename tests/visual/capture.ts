// What to snapshot for each story, and how: the sizes come from the same parameters Chromatic
// reads (chromatic.modes, chromatic.disableSnapshot, chromatic.delay, chromatic.diffThreshold) and
// follow Chromatic's rules for them; a story is rendered alone through iframe.html and shot once
// it has settled.
import type { Page } from 'playwright-core';
import { SNAPSHOT_VIEWPORTS } from '../../.storybook/modes.js';
import { FIXED_NOW } from './browser.js';
import { openStory, storyUrl, switchStory, type IndexEntry } from '../support/storybook.js';
import { step } from './watchdog.js';

type ModeViewport = number | string | { width?: number | string; height?: number | string };

/** The parameters of one story that decide its snapshots (read from the built Storybook). */
export interface SnapshotParameters {
  layout?: string;
  chromatic: {
    disableSnapshot?: boolean;
    delay?: number;
    diffThreshold?: number;
    modes?: Record<string, { viewport?: ModeViewport; disable?: boolean; theme?: string } | undefined>;
  };
  /** The story's own `globals.viewport` (a key of `viewportOptions`), if it pins one. */
  viewport?: string;
  viewportOptions: Record<string, { styles?: { width?: string; height?: string } } | undefined>;
}

/** One screenshot of one story: `file` is its baseline's name without `.png`. */
export interface Capture {
  storyId: string;
  file: string;
  width: number;
  height: number;
  /** Globals the mode sets, in the URL's form, e.g. 'theme:dark'. */
  globals?: string;
}

/** Chromatic's viewport when nothing sets one. */
const CHROMATIC_DEFAULT_VIEWPORT = { width: 1200, height: 900 } as const;

const px = (value: number | string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
};

/** The height to pair with a width: a phone's for phone widths, else the desktop one. */
const heightFor = (width: number) => (width < 768 ? SNAPSHOT_VIEWPORTS.mobile.height : SNAPSHOT_VIEWPORTS.desktop.height);

type Size = { width?: number; height?: number };

/** A viewport as a mode gives it: a width, a `{ width, height }`, or the key of a toolbar viewport. */
function modeSize(viewport: ModeViewport, parameters: SnapshotParameters, where: string): Size {
  if (typeof viewport === 'object') return { width: px(viewport.width), height: px(viewport.height) };
  if (typeof viewport === 'string' && !/^\d+(px)?$/.test(viewport.trim())) return optionSize(viewport, parameters, where);
  return { width: px(viewport) };
}

/** The size of a toolbar viewport (`parameters.viewport.options[key]`). */
function optionSize(key: string, parameters: SnapshotParameters, where: string): Size {
  const styles = parameters.viewportOptions[key]?.styles;
  if (!styles) throw new Error(`${where}: viewport '${key}' is not among parameters.viewport.options`);
  return { width: px(styles.width), height: px(styles.height) };
}

const complete = (size: Size): { width: number; height: number } => {
  const width = size.width ?? CHROMATIC_DEFAULT_VIEWPORT.width;
  return { width, height: size.height ?? heightFor(width) };
};

/**
 * The screenshots a story needs, by Chromatic's rules (https://www.chromatic.com/docs/modes):
 * - none when `chromatic.disableSnapshot` is set;
 * - one per enabled `chromatic.modes` entry (project, component and story modes stack; a mode
 *   switched off with `disable: true` is skipped), at the mode's viewport: `<story id>.png` for
 *   the `desktop` mode every story gets from preview.tsx, `<story id>.<mode>.png` for the others;
 * - a mode's `theme` is set as the story's global (the dark mode: `<story id>.dark.png`);
 * - a mode without a viewport, or a story without modes, is shot at the story's own
 *   `globals.viewport`, else at Chromatic's default 1200 px. Chromatic ignores that global when a
 *   mode sets a viewport, which is why a pinned story switches `desktop` off (`pinViewport`).
 */
export function capturesOf(story: IndexEntry, parameters: SnapshotParameters): Capture[] {
  if (parameters.chromatic.disableSnapshot) return [];
  const pinned = parameters.viewport ? optionSize(parameters.viewport, parameters, story.id) : {};
  const enabled = Object.entries(parameters.chromatic.modes ?? {}).filter(([, settings]) => settings && !settings.disable);
  if (enabled.length === 0) return [{ storyId: story.id, file: story.id, ...complete(pinned) }];
  return enabled.map(([mode, settings]) => ({
    storyId: story.id,
    file: mode === 'desktop' ? story.id : `${story.id}.${mode}`,
    ...complete(settings!.viewport === undefined ? pinned : modeSize(settings!.viewport, parameters, `${story.id} mode '${mode}'`)),
    ...(settings!.theme ? { globals: `theme:${settings!.theme}` } : {}),
  }));
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storeInitializationPromise?: Promise<void>;
    extract(): Promise<Record<string, { parameters?: Record<string, unknown>; storyGlobals?: Record<string, unknown> }>>;
  };
}

/**
 * How long reading every story's parameters may take: it loads every stories file of the build,
 * once per run (seconds idle, well over VISUAL_STALL_SECONDS on a busy machine; the hook that
 * calls it has 10 minutes).
 */
const PARAMETERS_LIMIT_MS = 5 * 60_000;

/**
 * Every story's snapshot parameters, from the built Storybook itself (index.json has no
 * parameters): the preview's `extract()`, which is what Chromatic calls too.
 */
export async function readSnapshotParameters(page: Page, origin: string, anyStoryId: string): Promise<Record<string, SnapshotParameters>> {
  await step(page, 'load the Storybook', () => page.goto(storyUrl(origin, anyStoryId, 'a11y.manual:!true')));
  await step(page, 'wait for the story store', () => page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storeInitializationPromise)));
  return step(page, 'read the stories\' parameters', () => page.evaluate(async () => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    await preview.storeInitializationPromise;
    const stories = await preview.extract();
    const result: Record<string, SnapshotParameters> = {};
    for (const [id, story] of Object.entries(stories)) {
      const parameters = (story.parameters ?? {}) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      const viewportGlobal = story.storyGlobals?.viewport as { value?: string } | string | undefined;
      const chromatic = parameters.chromatic ?? {};
      result[id] = {
        layout: parameters.layout,
        chromatic: {
          disableSnapshot: chromatic.disableSnapshot,
          delay: chromatic.delay,
          diffThreshold: chromatic.diffThreshold,
          modes: JSON.parse(JSON.stringify(chromatic.modes ?? {})),
        },
        viewport: typeof viewportGlobal === 'string' ? viewportGlobal : viewportGlobal?.value,
        viewportOptions: JSON.parse(JSON.stringify(parameters.viewport?.options ?? {})),
      };
    }
    return result;
  }), PARAMETERS_LIMIT_MS);
}

/**
 * Fake time run after a story has finished: the short timers it left behind (API latency, the
 * retry after a failure, debounces) fire, in order; longer ones (a success dialog closing itself
 * after 2 s) do not. A story's `chromatic.delay`, if longer, is run the same way.
 */
const TIMERS_RUN_MS = 500;

/**
 * Renders one story alone at the capture's size and waits until it is done: its play function and
 * hooks have finished, fonts are loaded, images decoded. Then the page's clock is paused and run
 * ahead in fake time, so what is shot does not depend on how busy the machine was.
 */
export async function renderStory(page: Page, origin: string, capture: Capture, parameters: SnapshotParameters): Promise<void> {
  await step(page, 'resume the clock', () => page.clock.resume());
  await step(page, 'set the clock', () => page.clock.setSystemTime(FIXED_NOW));
  await step(page, 'resize the viewport', () => page.setViewportSize({ width: capture.width, height: capture.height }));
  await step(page, 'show the story (load or switch, play function)', () => showStory(page, origin, capture));
  await step(page, 'wait for fonts and images', () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(Array.from(document.images, (image) => (image.complete ? null : image.decode().catch(() => null))));
    }),
  );
  await pauseClock(page);
  await step(page, 'run the timers', () => page.clock.runFor(Math.max(TIMERS_RUN_MS, parameters.chromatic.delay ?? 0)));
}

/** What a page has loaded: the Storybook's origin and globals, and how many stories it has shown since. */
const loaded = new WeakMap<Page, { origin: string; globals: string; shown: number }>();

/**
 * A page loads the Storybook once and then switches from story to story (switchStory), loading it
 * afresh after this many: what a story leaves behind in the page (module state, memory) lasts a
 * bounded time, and a story that breaks the preview costs the next ones nothing but a reload.
 */
const STORIES_PER_LOAD = 40;

/**
 * The story in the page: switched to when the page has this Storybook open in the capture's
 * globals, else loaded. A switch is as good as a load for the story's data: what a story's args
 * hold (its in-memory API, a session store) is made afresh for every render (`perRender` in
 * .storybook/fixtures.ts, the preview's `freshArgs` loader), so neither another story of its
 * file nor an earlier render of itself leaves its changes behind.
 */
async function showStory(page: Page, origin: string, capture: Capture): Promise<void> {
  const globals = capture.globals ?? '';
  const current = loaded.get(page);
  // Until the story has finished the page counts as unknown: after a failure the next one loads.
  loaded.delete(page);
  if (current && current.origin === origin && current.globals === globals && current.shown < STORIES_PER_LOAD) {
    await switchStory(page, capture.storyId);
    loaded.set(page, { ...current, shown: current.shown + 1 });
  } else {
    await openStory(page, origin, capture.storyId, capture.globals);
    loaded.set(page, { origin, globals, shown: 1 });
  }
}

/** Stops the page's fake clock where it is (pauseAt needs a time not yet passed, hence the retry). */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await step(page, 'read the clock', () => page.evaluate(() => Date.now()));
    try {
      await step(page, 'pause the clock', () => page.clock.pauseAt(now + 20 * attempt));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/** The elements Chromatic leaves out of its comparison (https://www.chromatic.com/docs/ignoring-elements). */
const CHROMATIC_IGNORED = '[data-chromatic="ignore"], .chromatic-ignore';

/** Screenshots stop at this many capture heights: a longer page repeats its rows. */
const MAX_VIEWPORTS_TALL = 3;

/**
 * The part of the page a story occupies, from (0, 0): every visible element of the story and of
 * anything it portals into <body> (dialogs, menus), plus the padding of Storybook's 'padded'
 * layout; 'fullscreen' stories take the whole viewport width, an open modal dialog the viewport.
 * Either way the page is cut at `maxHeight`.
 */
function storyClip(page: Page, layout: string | undefined, maxHeight: number) {
  return step(page, 'measure the story', () => page.evaluate(
    ({ fullscreen, maxHeight }) => {
      const root = document.documentElement;
      const pageWidth = Math.max(root.scrollWidth, window.innerWidth);
      const pageHeight = Math.min(Math.max(root.scrollHeight, window.innerHeight), maxHeight);
      // An open modal dialog covers the viewport and nothing below it is reachable: shoot the viewport.
      const modal = Array.from(document.querySelectorAll('[aria-modal="true"]')).some((element) => element.getClientRects().length > 0);
      if (modal) return { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
      if (fullscreen) return { x: 0, y: 0, width: window.innerWidth, height: pageHeight };
      let right = 0;
      let bottom = 0;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (element.closest('.sb-wrapper, #storybook-docs, script, style, link, template, noscript')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        right = Math.max(right, box.right + window.scrollX);
        bottom = Math.max(bottom, box.bottom + window.scrollY);
      }
      const padding = 16;
      return {
        x: 0,
        y: 0,
        width: Math.max(1, Math.min(pageWidth, Math.ceil(right) + padding)),
        height: Math.max(1, Math.min(pageHeight, Math.ceil(bottom) + padding)),
      };
    },
    { fullscreen: layout === 'fullscreen', maxHeight },
  ));
}

/**
 * One screenshot of what the story occupies. A story taller than the viewport is first given a
 * viewport as tall as itself (same width), so the shot never reaches beyond the viewport: for
 * such a shot Chromium resizes the viewport while capturing (captureBeyondViewport), for a moment
 * to 1×1 px, and on a busy machine that moment was long enough for a `max-width` media query to
 * turn a table into cards and back, taking the focus off the button a story had left it on.
 * Only a page wider than its viewport (which no story should be) is still shot beyond it.
 */
async function shoot(page: Page, capture: Capture, layout: string | undefined): Promise<Buffer> {
  const maxHeight = capture.height * MAX_VIEWPORTS_TALL;
  let clip = await storyClip(page, layout, maxHeight);
  const viewport = page.viewportSize() ?? { width: capture.width, height: capture.height };
  if (clip.height > viewport.height) {
    await step(page, 'resize the viewport to the story', () => page.setViewportSize({ width: viewport.width, height: clip.height }));
    clip = await storyClip(page, layout, maxHeight);
  }
  const size = page.viewportSize() ?? viewport;
  const beyondViewport = clip.width > size.width || clip.height > size.height;
  return step(page, 'screenshot', () => page.screenshot({
    clip,
    fullPage: beyondViewport,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    type: 'png',
    // What a story marks for Chromatic to ignore is painted over with one colour here.
    mask: [page.locator(CHROMATIC_IGNORED)],
    maskColor: '#ff00ff',
  }));
}

/** Real time between two shots that must agree before one counts. */
const SETTLE_MS = 100;
const MAX_SHOTS = 8;

/**
 * A screenshot of a rendered story once it has stopped changing: shots SETTLE_MS apart until two
 * in a row are identical. (Timers are paused by now; this waits out rendering work that needs
 * none, such as React commits and image decoding.) A first shot byte for byte equal to `baseline`
 * is taken as it is: the story shows exactly what was accepted, and a second shot could only
 * confirm that (or catch a change under way within SETTLE_MS, which the paused clock and the
 * waits of renderStory leave to rendering work alone); a shot that differs from its baseline is
 * still settled before it is compared.
 */
export async function settledScreenshot(page: Page, capture: Capture, layout: string | undefined, baseline?: Buffer): Promise<Buffer> {
  let previous = await shoot(page, capture, layout);
  if (baseline?.equals(previous)) return previous;
  for (let shot = 1; shot < MAX_SHOTS; shot++) {
    await step(page, 'wait between screenshots', () => page.waitForTimeout(SETTLE_MS));
    const next = await shoot(page, capture, layout);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`the story kept changing over ${MAX_SHOTS} screenshots ${SETTLE_MS} ms apart`);
}
