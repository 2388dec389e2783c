// Where Debian's Chromium lives and how to start it on these machines: headless, no sandbox (root),
// and none of the background networking that a closed network refuses.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** Launch options for playwright-core's chromium.launch and for vitest's browser provider. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}

export function hasChromium() {
  return existsSync(CHROMIUM_PATH);
}
