// The static demo build (`npm run build:demo`) served without the config's simulator plugin: the simulator runs inside
// the page. Three test files use it side by side (demo-static, demo-axe, test/gateway/going-live); within one `npm test`
// run (SWAP_ELEMENTS_TEST_RUN, set by scripts/node-tests.mjs) the first to arrive builds it and the others wait for that
// build, so it is built once.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { notFoundLog, type Served } from './demo.js';

const OUT = 'dist/demo-e2e';
const lock = (run: string) => join(tmpdir(), `swap-elements-demo-build-${run}`);

async function buildOnce(): Promise<void> {
  const run = process.env.SWAP_ELEMENTS_TEST_RUN;
  const built = join(OUT, `.built-${run}`);
  if (run) {
    if (existsSync(built)) return;
    try {
      mkdirSync(lock(run)); // atomic: one file of this run builds
    } catch {
      // Another file of this run is building: wait for its mark (a state, not a time; the suite's timeout bounds it).
      while (!existsSync(built)) await new Promise((resolve) => setTimeout(resolve, 200));
      return;
    }
  }
  // NODE_ENV=development (a dev server in the same process sets it) would make this a development build that talks to
  // a served simulator; the static demo must run its own.
  process.env.NODE_ENV = 'production';
  await build({ logLevel: 'error', build: { outDir: `../${OUT}`, emptyOutDir: true } });
  if (run) {
    writeFileSync(built, '');
    rmSync(lock(run), { recursive: true, force: true }); // a file arriving later sees the mark first
  }
}

export async function serveStaticDemo(): Promise<Served> {
  await buildOnce();
  const log = notFoundLog(false);
  const server: PreviewServer = await preview({
    configFile: false,
    root: 'demo',
    logLevel: 'error',
    plugins: [log.plugin],
    build: { outDir: `../${OUT}` },
    preview: { port: 0, host: '127.0.0.1' },
  });
  return {
    url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
    missing: log.missing,
    simulatorOnServer: false,
  };
}
