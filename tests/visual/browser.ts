// Chromium set up to draw the same pixels on every run and every machine with the same Debian
// Chromium: only the DejaVu fonts of fonts-dejavu-core, grayscale anti-aliasing, no subpixel glyph
// positioning, device scale 1, reduced motion, UTC, and a clock that starts at the same time.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { markBroken, tookOver, withinLimit } from './watchdog.js';

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
/** The files of Debian's fonts-dejavu-core, which scripts/ensure-chromium.mjs installs. */
const DEJAVU_CORE = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'];

/** "Now" when each story starts: the demo data's date (DEMO_DEFAULTS.now in src/api/memory/demoData.ts). */
export const FIXED_NOW = new Date('2026-06-30T12:00:00.000Z');

const VISUAL_ARGS = [
  '--disable-lcd-text',
  '--disable-font-subpixel-positioning',
  '--force-device-scale-factor=1',
  // Decode images before the frame that shows them, not on a later one.
  '--disable-checker-imaging',
];

export interface SnapshotBrowser {
  /** The browser now in use (launched afresh when one stopped answering: closePage). */
  readonly browser: Browser;
  /** A page in a context of its own; storage is cleared before every navigation. */
  newPage(): Promise<Page>;
  /**
   * Closes a page with its context. When that does not finish in time (the browser itself stopped
   * answering), the browser is launched afresh: the other pages of the old one then fail their
   * step and are replaced in turn (tests/visual/watchdog.ts).
   */
  closePage(page: Page): Promise<void>;
  close(): Promise<void>;
}

/** How long opening or closing a page's context may take before the browser counts as hung. */
const CONTEXT_LIMIT_MS = 30_000;

/**
 * A fontconfig that knows the six fonts-dejavu-core files and nothing else, and maps every
 * generic family to them, so a machine with more fonts installed (Liberation, the DejaVu extras)
 * still renders with the same glyphs.
 */
async function pinnedFonts(dir: string): Promise<string> {
  const fontsDir = path.join(dir, 'fonts');
  await mkdir(fontsDir, { recursive: true });
  for (const file of DEJAVU_CORE) await symlink(path.join(DEJAVU_DIR, file), path.join(fontsDir, file));
  const alias = (family: string, font: string) =>
    `<alias binding="same"><family>${family}</family><prefer><family>${font}</family></prefer></alias>`;
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fontsDir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  ${['sans-serif', 'system-ui', 'Segoe UI', 'Arial', 'Helvetica'].map((family) => alias(family, 'DejaVu Sans')).join('\n  ')}
  ${['serif', 'Times New Roman'].map((family) => alias(family, 'DejaVu Serif')).join('\n  ')}
  ${['monospace', 'ui-monospace', 'Courier New'].map((family) => alias(family, 'DejaVu Sans Mono')).join('\n  ')}
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
  const file = path.join(dir, 'fonts.conf');
  await writeFile(file, config);
  return file;
}

export async function launchSnapshotBrowser(): Promise<SnapshotBrowser> {
  const dir = await mkdtemp(path.join(tmpdir(), 'partner-console-visual-'));
  const fontsConf = await pinnedFonts(dir);
  const base = chromiumLaunchOptions();
  const launch = () =>
    chromium.launch({
      ...base,
      args: [...base.args, ...VISUAL_ARGS],
      env: { ...process.env, FONTCONFIG_FILE: fontsConf, TZ: 'UTC', LANG: 'en_US.UTF-8' },
    });
  let browser = await launch();
  /** The browser being launched afresh, which newPage waits for. */
  let relaunching: Promise<Browser> | undefined;
  const contexts = new Set<BrowserContext>();
  const openPage = async (into: Browser) => {
    const context = await into.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    contexts.add(context);
    // A fake clock (Date, timers, animation frames) that runs in real time from FIXED_NOW until
    // a story has rendered; capture.ts then pauses it, so a dialog that closes itself after two
    // seconds is shot open however slow the machine was, and resets it for the next story.
    await context.clock.install({ time: FIXED_NOW });
    // Each story starts signed out with empty storage, whatever the story before it stored.
    await context.addInitScript(() => {
      try {
        window.localStorage.clear();
        window.sessionStorage.clear();
      } catch {
        // storage disabled: nothing to clear
      }
    });
    const page = await context.newPage();
    page.on('crash', () => markBroken(page, 'its renderer crashed'));
    return page;
  };
  const relaunch = () => {
    relaunching ??= (async () => {
      const old = browser;
      contexts.clear();
      // Whatever the old one still does is given up; playwright kills its process at exit if this does not.
      void withinLimit(old.close(), CONTEXT_LIMIT_MS, tookOver('closing the hung browser', CONTEXT_LIMIT_MS)).catch(() => {});
      browser = await launch();
      return browser;
    })().finally(() => {
      relaunching = undefined;
    });
    return relaunching;
  };
  return {
    get browser() {
      return browser;
    },
    async newPage() {
      const into = (await relaunching) ?? browser;
      return withinLimit(openPage(into), CONTEXT_LIMIT_MS, tookOver('opening a page', CONTEXT_LIMIT_MS));
    },
    async closePage(page) {
      const context = page.context();
      contexts.delete(context);
      try {
        await withinLimit(context.close(), CONTEXT_LIMIT_MS, tookOver('closing a page', CONTEXT_LIMIT_MS));
      } catch {
        if (context.browser() === browser) await relaunch();
      }
    },
    async close() {
      const closing = (async () => {
        for (const context of contexts) await context.close().catch(() => {});
        await browser.close();
      })();
      await withinLimit(closing, CONTEXT_LIMIT_MS, tookOver('closing the browser', CONTEXT_LIMIT_MS)).finally(() => rm(dir, { recursive: true, force: true }));
    },
  };
}
