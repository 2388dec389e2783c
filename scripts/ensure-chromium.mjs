// Installs Debian's Chromium (and the fonts the visual baselines were made with) when missing.
// Browsers cannot be downloaded here, so this is the only way the browser suites get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, hasChromium } from './chromium.mjs';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

if (hasChromium() && existsSync(FONT)) {
  console.log(`chromium: ${CHROMIUM_PATH}`);
} else {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log('chromium: not found, installing Debian chromium and fonts-dejavu-core...');
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, {
    stdio: 'inherit',
  });
  if (!hasChromium()) {
    console.error(`chromium: still missing at ${CHROMIUM_PATH}`);
    process.exit(1);
  }
}
