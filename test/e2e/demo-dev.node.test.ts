// End-to-end: the demo page in Debian's Chromium (playwright-core) on the Vite dev server (`npm start`), with its
// simulator and gateway on the server (the tests are in test/e2e/demo.ts).
import { createServer, type ViteDevServer } from 'vite';
import { notFoundLog, suite } from './demo.js';

suite(
  'dev server',
  async () => {
    const log = notFoundLog(true);
    const server: ViteDevServer = await createServer({
      logLevel: 'error',
      // Its own dependency cache: a developer's `npm start` running beside the tests would otherwise re-optimise the
      // shared one under this page (or this server under that page), whose next import of a pre-bundled chunk fails.
      cacheDir: '../node_modules/.vite/e2e-demo-dev',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [log.plugin],
    });
    await server.listen();
    return {
      url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
      close: () => server.close(),
      missing: log.missing,
      simulatorOnServer: true,
    };
  },
  // The static build runs every test (demo-static, demo-axe); here, what the dev server changes.
  ['dev'],
);
