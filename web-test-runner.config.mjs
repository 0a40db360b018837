import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { findChrome, CHROME_ARGS, NO_BROWSER_MESSAGE } from './scripts/find-chrome.mjs';
import { countReporter } from './scripts/count-reporter.mjs';

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
 * WTR_SHARD=i/n runs every n-th file from the i-th (npm test runs two shards side by side, each with its own
 * browser, so each page is still the only one in its browser: focused, visible and given animation frames).
 */
const shard = /^(\d+)\/(\d+)$/.exec(process.env.WTR_SHARD ?? '');
const files = shard ? ALL_FILES.filter((_, i) => i % Number(shard[2]) === Number(shard[1]) - 1) : ALL_FILES;

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
  nodeResolve: true,
  middleware: [strictPages],
  // One page at a time per browser: a background tab gets no animation frames (the virtualizer needs them), reads as
  // hidden and never has focus. Run shards (WTR_SHARD) in parallel instead.
  concurrency: 1,
  // Generous limits: a test waits for states, never for time, so only a starved machine ever comes near them.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
  // The Lit warning guard is registered as a root mocha hook right after the framework defines the globals.
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html>
      <body>
        <script type="module" src="${testFramework}"></script>
        <script type="module" src="/test/helpers/lit-warnings.ts"></script>
      </body>
    </html>`,
  plugins: [
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROME_ARGS } })],
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    countReporter({ file: process.env.WTR_RESULTS ?? '.test-results.json' }),
  ],
};
