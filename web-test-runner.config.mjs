import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { findChrome, CHROME_ARGS, NO_BROWSER_MESSAGE } from './scripts/find-chrome.mjs';
import { countReporter } from './scripts/count-reporter.mjs';
import { typescriptPlugins } from './scripts/wtr-bundle.mjs';

/**
 * The pages under test/strict-page/ are served as a strict site would serve them (issue 18): no inline script or style,
 * Trusted Types required, only lit-html's policy allowed. README "Content Security Policy" lists the same directives.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

async function strictPages(context, next) {
  await next();
  if (/^\/test\/strict-page\/[\w-]+\.html$/.test(context.path)) context.set('Content-Security-Policy', STRICT_CSP);
}

/**
 * Libraries that read `process.env.NODE_ENV` (the @solana/* packages, for their development messages) get it as a
 * bundler gives it; a browser has no `process`.
 */
const nodeEnv = {
  name: 'node-env',
  transform(context) {
    if (!context.path.includes('/node_modules/') || typeof context.body !== 'string') return undefined;
    if (!context.body.includes('process.env')) return undefined;
    return { body: context.body.replace(/process\.env(?:\.NODE_ENV\b|\[["']NODE_ENV["']\])/g, '"development"') };
  },
};

const executablePath = findChrome();
if (!executablePath) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

/** The browser test files: every test/…/*.test.ts but the Node tests, the end-to-end and the framework tests. */
const ALL_FILES = readdirSync('test', { recursive: true })
  .map((path) => `test/${String(path).replaceAll('\\', '/')}`)
  .filter((path) => path.endsWith('.test.ts') && !path.endsWith('.node.test.ts'))
  .filter((path) => !path.startsWith('test/e2e/') && !path.startsWith('test/integration/'))
  .sort();

/**
 * WTR_SHARD=i/n runs the i-th of n shards (npm test runs them side by side, each with its own browser, so each page
 * is still the only one in its browser: focused, visible and given animation frames). Files are dealt out by their
 * time in test/browser-timings.json (longest first, each to the shard with the least so far), so the shards end
 * together; a file missing there counts as a typical one. `WTR_TIMINGS=file npx web-test-runner` measures them anew.
 */
function shardFiles(all, index, count) {
  const timings = JSON.parse(readFileSync('test/browser-timings.json', 'utf8'));
  const known = Object.values(timings).sort((a, b) => a - b);
  const typical = known[Math.floor(known.length / 2)] ?? 1;
  const time = (file) => timings[file] ?? typical;
  const shards = Array.from({ length: count }, () => ({ total: 0, files: [] }));
  for (const file of [...all].sort((a, b) => time(b) - time(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, shard) => (shard.total < min.total ? shard : min));
    lightest.total += time(file);
    lightest.files.push(file);
  }
  // The strict pages load dist/, which npm test builds meanwhile: last in their shard, so it never waits for the build.
  const last = (file) => (file.startsWith('test/strict-page/') ? 1 : 0);
  return shards[index].files.sort((a, b) => last(a) - last(b));
}
const shard = /^(\d+)\/(\d+)$/.exec(process.env.WTR_SHARD ?? '');
const files = shard ? shardFiles(ALL_FILES, Number(shard[1]) - 1, Number(shard[2])) : ALL_FILES;

/**
 * Files that read their modules' URLs (which modules a page fetched) run unbundled; every other test file is bundled
 * (scripts/wtr-bundle.mjs).
 */
const UNBUNDLED = new Set([
  'test/elements/swap-quote/token-logos.test.ts',
  'test/elements/swap-quote/token-picker.test.ts',
  'test/wallets/presence.test.ts',
  'test/wallets/presence-move.test.ts',
  'test/elements/swap-widget/later-steps.test.ts',
  'test/elements/swap-status/withdrawals-chunk.test.ts',
  'test/elements/swap-history/virtualizer-chunk.test.ts',
]);
/** The @solana/* packages export per platform (browser, node...) with no default: the browser's, as a bundler picks. */
const CONDITIONS = ['browser', 'development'];

/** A free port of the machine's choosing (side-by-side runs would otherwise all try 8000 at once). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default {
  files,
  port: await freePort(),
  nodeResolve: { exportConditions: CONDITIONS },
  middleware: [strictPages],
  // One page at a time per browser: a background tab gets no animation frames (the virtualizer needs them), reads as
  // hidden and never has focus. Run shards (WTR_SHARD) in parallel instead.
  concurrency: 1,
  // Generous limits: a test waits for states, never for time, so only a starved machine ever comes near them.
  testFramework: { config: { timeout: 120000 } },
  testsFinishTimeout: 600000,
  // A shard's first page waits for the test bundle (built at server start beside the build, the type check and the
  // other shard): on a starved CI machine that took over the default 30 s and failed a file that never ran. Opening a
  // page and its tests starting are states too; these limits only end a browser that never comes.
  browserStartTimeout: 600000,
  testsStartTimeout: 600000,
  // The Lit warning guard is registered as a root mocha hook right after the framework defines the globals.
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html>
      <body>
        <script type="module" src="${testFramework}"></script>
        <script type="module" src="/test/helpers/lit-warnings.ts"></script>
      </body>
    </html>`,
  plugins: [
    nodeEnv,
    ...typescriptPlugins({
      entries: [...files.filter((file) => !UNBUNDLED.has(file)), 'test/helpers/lit-warnings.ts'],
      conditions: CONDITIONS,
      // What the nodeEnv plugin above does for the files served one by one.
      define: { 'process.env.NODE_ENV': '"development"' },
      tsconfig: 'tsconfig.json',
      watch: process.argv.includes('--watch'),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROME_ARGS },
      // A page's navigation ends when its test module has loaded and run its imports: on a starved machine that took
      // over Puppeteer's default 30 s (contrast-deposit.test.ts failed unrun). Bounded like the start limits above.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(600000);
        return page;
      },
    }),
  ],
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    countReporter({ file: process.env.WTR_RESULTS ?? '.test-results.json' }),
  ],
};
