// End-to-end: the demo page in Debian's Chromium (playwright-core) on the static build (`npm run build:demo`), with
// its simulator running in the page: every test of test/e2e/demo.ts.
import { build, preview, type PreviewServer } from 'vite';
import { notFoundLog, suite } from './demo.js';

suite(
  'static build',
  async () => {
    // NODE_ENV=development (a dev server in the same process sets it) would make this a development build that talks
    // to a served simulator; the static demo must run its own.
    process.env.NODE_ENV = 'production';
    await build({ logLevel: 'error', build: { outDir: '../dist/demo-e2e', emptyOutDir: true } });
    const log = notFoundLog(false);
    // A plain static server without the config's simulator plugin: the simulator runs inside the page.
    const server: PreviewServer = await preview({
      configFile: false,
      root: 'demo',
      logLevel: 'error',
      plugins: [log.plugin],
      build: { outDir: '../dist/demo-e2e' },
      preview: { port: 0, host: '127.0.0.1' },
    });
    return {
      url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
      close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
      missing: log.missing,
      simulatorOnServer: false,
    };
  },
  { full: true },
);
