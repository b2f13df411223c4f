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
/** Playwright's launch options for it: what the benchmarks measure a visitor's browser with */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The features Playwright itself turns off in Chromium (its `--disable-features` switch). Chromium
 * takes only the last `--disable-features` it is given, so a launch that turns off features of its
 * own names these again: tests/unit/chromium-launch.test.ts reads what the browser took and fails
 * when an upgrade of Playwright changes this list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup. This Chromium builds it as a web page of its own (a WebUI in
 * a renderer of its own) for every window it opens, and Playwright opens a window for every browser
 * context, so every test: 0.4–0.8 CPU-s each time, about what loading one of the site’s pages costs,
 * for a popup that headless Chromium never shows (measured by hand: a fresh context loading /company,
 * 1.3–1.8 CPU-s of the machine with the popup, 0.9–1.0 without).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The browser suites' launch: the same Chromium with the same flags, without the browser's own UI
 * pages (BROWSER_UI_FEATURES). The pages a test loads are rendered as before.
 */
export const chromiumTestLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`],
};
