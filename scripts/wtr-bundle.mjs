// The browser test files, served as one esbuild build with shared chunks (issue 29). Unbundled, every test page loads
// about 380 modules one by one: on this 2-core machine that cost about 3.5 CPU-s a page, most of what the browser
// tests cost. Bundled, a page loads its test file and a few chunks the browser holds from the pages before it: about
// 1.1 CPU-s. The code that runs is the same: every module a test imports, once a page, in the same order.
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * web-test-runner's plugins for TypeScript: the bundle of `entries` (project paths such as test/…/x.test.ts, each
 * served at its own path, so `import.meta.url` in a test file is unchanged), and esbuild's per-file transform for
 * everything else (files that read module URLs, the strict pages' imports). `watch` serves every file unbundled, so
 * an edit shows at once.
 *
 * @param {{ entries: string[], conditions: string[], define: Record<string, string>, tsconfig: string, watch: boolean }} options
 */
export function typescriptPlugins({ entries, conditions, define, tsconfig, watch }) {
  const perFile = esbuildPlugin({ ts: true, target: 'es2022', tsconfig: join(root, tsconfig) });
  if (watch) return [perFile];

  /** @type {Map<string, string>} served path → code or source map */
  const served = new Map();
  let ready = Promise.resolve();
  const bundle = async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: entries.map((path) => ({ in: path, out: path.replace(/\.ts$/, '') })),
      // Written nowhere (write: false): the outputs keep the sources' paths, so the maps point at the sources.
      outdir: '.',
      outbase: '.',
      chunkNames: '__bundle/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      conditions,
      define,
      tsconfig,
      // The package's sideEffects list is for its users' bundlers: here every module a test imports runs, as unbundled.
      ignoreAnnotations: true,
      // Linked maps: web-test-runner maps a failure's stack back to the sources; the browser never fetches them.
      sourcemap: 'linked',
      external: ['/__web-dev-server__web-socket.js'],
      write: false,
      logLevel: 'error',
    });
    for (const file of result.outputFiles) {
      const path = file.path.slice(root.length - 1);
      const isEntry = !path.startsWith('/__bundle/') && path.endsWith('.js');
      served.set(isEntry ? path.replace(/\.js$/, '.ts') : path, file.text);
    }
  };
  const bundled = {
    name: 'bundled-tests',
    // The server (and so the browser) starts once the bundle is built: a page opened before it waited for it inside
    // Puppeteer's 30 s navigation limit, which a starved machine crossed (the file then failed unrun).
    async serverStart() {
      ready = bundle();
      await ready;
    },
    async serve(context) {
      await ready;
      const body = served.get(context.path);
      if (body === undefined) return undefined;
      return { body, type: context.path.endsWith('.map') ? 'json' : 'js' };
    },
  };
  const transform = perFile.transform.bind(perFile);
  perFile.transform = (context) => (served.has(context.path) ? undefined : transform(context));
  return [bundled, perFile];
}
