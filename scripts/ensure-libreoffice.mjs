// Installs Debian's headless LibreOffice Calc when missing: tests/node/libreoffice.test.ts opens
// the exports in it (an independent reader of .xlsx, .xls and CSV). About 35 s and 280 MB, once
// per machine. Set SOFFICE_PATH to use another LibreOffice.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

if (existsSync(SOFFICE)) {
  console.log(`libreoffice: ${SOFFICE}`);
} else {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log('libreoffice: not found, installing Debian libreoffice-calc-nogui...');
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui`, {
    stdio: 'inherit',
  });
  if (!existsSync(SOFFICE)) {
    console.error(`libreoffice: still missing at ${SOFFICE}`);
    process.exit(1);
  }
}
