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

export default {
  files: ['test/**/*.test.ts', '!test/**/*.node.test.ts', '!test/e2e/**', '!test/integration/**'],
  nodeResolve: true,
  middleware: [strictPages],
  // One page at a time: a background tab gets no animation frames (the virtualizer needs them) and reads as hidden.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
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
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
};
