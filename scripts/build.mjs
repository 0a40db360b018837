// `npm run build`: the script-tag bundles (one ES module and one classic script, every dependency inside, minified,
// each with its SRI hash) and the per-module ESM + .d.ts for npm (Lit and the other dependencies left external).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { build } from 'vite';
import { minifyTemplates } from './minify-templates.mjs';

const CDN_DIR = 'dist/cdn';
const ELEMENTS = ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history', 'swap-widget', 'swap-activity'];
/** Written last: a test that loads dist/ while `npm test` builds it waits for this mark (test/strict-page). */
const COMPLETE = 'dist/build-complete.json';
rmSync(COMPLETE, { force: true });
rmSync('dist/cdn', { recursive: true, force: true });
rmSync('dist/esm', { recursive: true, force: true });

// The two bundles and the .d.ts run side by side (tsc in its own process).
const declarations = new Promise((resolve) => {
  const tsc = spawn('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  tsc.on('close', (code) => resolve(code ?? 1));
});

// A classic script cannot load chunks, so the IIFE leaves out the Ed25519 fallback for browsers without WebCrypto
// Ed25519 (all current browsers have it): there the signature check reports honestly that it cannot verify.
const noFallback = {
  name: 'no-ed25519-fallback',
  enforce: 'pre',
  resolveId: (id) => (id === '@noble/curves/ed25519.js' ? '\0no-ed25519' : null),
  load: (id) =>
    id === '\0no-ed25519'
      ? `export const ed25519 = { verify() { throw new Error('this browser has no Ed25519 in WebCrypto; use the ES module build'); } };`
      : null,
};

// The ES module: the entry (src/cdn.ts: Lit, the client, the store, configure() and the autoloader) plus one module per
// element under a stable name (dist/cdn/swap-quote.js...), which the autoloader imports when the tag first appears;
// shared code goes into hashed chunks. Not lib mode: Vite leaves lib-mode ES output unminified (whitespace kept).
const esModule = build({
  configFile: false,
  base: './', // chunk preloads resolve against the module's own URL, wherever the files are hosted
  logLevel: 'warn',
  plugins: [minifyTemplates()],
  build: {
    outDir: CDN_DIR,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        'swap-elements': 'src/cdn.ts',
        ...Object.fromEntries(ELEMENTS.map((tag) => [tag, `src/elements/${tag}/${tag}.ts`])),
        'i18n/de': 'src/i18n/de.ts', // import { de } from '…/i18n/de.js'; configure({ messages: de })
      },
      preserveEntrySignatures: 'allow-extension',
      // A chunk is named for its module without the package's prefix or the file's kind (swap-copy-button.ts and
      // download.model.ts become copy-button-….js and download-….js): the entry lists the names it preloads. The chunk
      // holding the lazy registry is always lazy-module-….js, whichever of its modules the bundler names it for
      // (scripts/size.mjs finds it by that name).
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: ({ name, moduleIds }) =>
          moduleIds.some((id) => /\/controllers\/lazy-module\.ts$/.test(id))
            ? 'chunks/lazy-module-[hash].js'
            : `chunks/${name.replace(/^swap-/, '').replace(/\.(model|view)$|-controller$/, '')}-[hash].js`,
      },
    },
  },
});

// The classic script: everything in one file (a classic script cannot load chunks), elements defined at once.
const classic = build({
  configFile: false,
  logLevel: 'warn',
  plugins: [minifyTemplates(), noFallback],
  build: {
    outDir: CDN_DIR,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    lib: { entry: 'src/index.ts', name: 'SwapElements', formats: ['iife'], fileName: () => 'swap-elements.iife.js' },
  },
});

await Promise.all([esModule, classic]);
const tscStatus = await declarations;
if (tscStatus !== 0) process.exit(tscStatus);

for (const file of ['swap-elements.js', 'swap-elements.iife.js']) {
  const digest = createHash('sha384')
    .update(readFileSync(`${CDN_DIR}/${file}`))
    .digest('base64');
  console.log(`${CDN_DIR}/${file}  integrity="sha384-${digest}"`);
}
console.log('dist/esm: per-module ESM with .d.ts');
writeFileSync(COMPLETE, JSON.stringify({ builtAt: new Date().toISOString() }));
