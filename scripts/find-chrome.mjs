// Finds a Chromium/Chrome binary for tests: CHROME_PATH first, then Debian's chromium, then common Chrome paths.
// Browsers are never downloaded; when none is found, the caller prints one line saying how to install one.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

export const NO_BROWSER_MESSAGE =
  'No Chrome or Chromium found: install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to its binary.';

/** @returns {string | undefined} */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags that let Chromium run headless as root on a closed network. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Tests run two pages at once: the one in the background tab must still get frames and timers
  // (the history's virtualizer lays rows out in animation frames).
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  // The test runners open page after page in one tab; a page kept for the back button costs CPU and is never used
  // (measured: the nine <swap-deposit> test files, 45 and 46 CPU-s with the back-forward cache, 35 and 36 without).
  // Nor the omnibox popups Chromium prepares in a renderer of their own at every launch, for a window no test has
  // (measured: five launches with one page each, 34.8 CPU-s with them, 20.1 without). One --disable-features switch
  // for all: Chromium reads only the last.
  '--disable-features=BackForwardCache,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // Page after page of one origin in one renderer process, not a new process each: V8 keeps the scripts it compiled
  // for the pages before (the test bundles' shared chunks, Lit, mocha), and no process starts per test file (measured:
  // the <swap-deposit> test files 29-30 CPU-s with a process each, 24-25 with one; the <swap-status> files 30-31, 24-27).
  // Playwright's browser.newPage() gives each page a context of its own, which never shares a process: the Node tests
  // take their pages from one context instead (test/helpers/shared-process-pages.ts).
  '--renderer-process-limit=1',
  // A page that prefers reduced motion: <swap-status>'s pulsing step (a box-shadow animation, repainted every frame)
  // then stays still. A demo page left showing a swap in progress cost 1.4 CPU-s per 5 s with the pulse and 0.3
  // without. test/elements/swap-status/motion.test.ts turns the preference back to check the pulse itself.
  '--force-prefers-reduced-motion',
  // V8 runs the tests' code in its interpreter and baseline compiler only: a test page lives seconds, too short for
  // its optimising compilers (Maglev, TurboFan) to earn back their compile time on background threads and the code
  // pages they write. Measured with both variants running side by side, each in its own cgroup: browser test shard
  // 1/2 122 CPU-s with every tier, 116 without the optimising ones; shard 2/2 166 and 151; the demo's axe and flows
  // files 156 and 140. What a page does is the same either way.
  '--js-flags=--max-opt=1',
];

/** For `npm run bench`, which measures what a visitor's browser does: every compiler tier, as Chromium ships. */
export const BENCH_CHROME_ARGS = CHROME_ARGS.filter((arg) => !arg.startsWith('--js-flags='));

/** The same preference for Playwright's pages, which set their own media emulation (the flag above does not reach them). */
export const PAGE_OPTIONS = { reducedMotion: 'reduce' };
