/**
 * Debian's Chromium as every browser test and benchmark launches it (Playwright cannot download a
 * browser of its own here: scripts/install-test-tools.sh installs this one). CHROMIUM_PATH names
 * another binary. The flags keep it from reaching the internet on its own (updates, sync, QUIC).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Playwright's launch options for it */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
