// `npm run build`: the script-tag bundles (one ES module and one classic script, every dependency inside, minified,
// each with its SRI hash) and the per-module ESM + .d.ts for npm (Lit and the other dependencies left external).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { build } from 'vite';
import MagicString from 'magic-string';
import { minifyTemplates } from './minify-templates.mjs';
import { thirdPartyNotices } from './third-party.mjs';
import { tonCoreEsm } from './ton-core-esm.mjs';
import { vendorSolana } from './vendor-solana.mjs';

const CDN_DIR = 'dist/cdn';
const ELEMENTS = [
  'swap-quote',
  'swap-deposit',
  'swap-status',
  'swap-history',
  'swap-widget',
  'swap-activity',
  'swap-account',
  'swap-order',
  'swap-orders',
];
/** Written last: a test that loads dist/ while `npm test` builds it waits for this mark (test/strict-page). */
const COMPLETE = 'dist/build-complete.json';
rmSync(COMPLETE, { force: true });
rmSync('dist/cdn', { recursive: true, force: true });
rmSync('dist/esm', { recursive: true, force: true });

// The two bundles and the .d.ts run side by side (tsc in its own process). Under `npm test` (SWAP_BUILD_NO_CHECK=1)
// tsc only emits: the test run's own type check covers the same sources, so checking them twice is wasted CPU (the
// output is byte for byte the same).
const declarations = new Promise((resolve) => {
  const noCheck = process.env.SWAP_BUILD_NO_CHECK === '1' ? ['--noCheck'] : [];
  const tsc = spawn('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json', ...noCheck], { stdio: 'inherit' });
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

// The classic script defines every element at once (src/all.ts), so <swap-widget>'s deposit and status steps are
// there before it asks for them: its import() of them, which here would wrap both elements' modules in lazy
// initialisers (+1.4 kB gzip), becomes an already resolved promise.
const WIDGET_STEP_IMPORT = /import\('\.\.\/(swap-deposit|swap-status)\/\1\.js'\)/g;
const widgetStepsPresent = {
  name: 'widget-steps-present',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/elements/swap-widget/swap-widget.ts')) return null;
    const replaced = code.replace(WIDGET_STEP_IMPORT, 'Promise.resolve()');
    if (replaced === code) this.error('swap-widget.ts no longer imports its steps as this plugin expects');
    return { code: replaced, map: null };
  },
};

/**
 * A plugin that gives the modules `owns` picks their own copy of the modules `copied` picks: the same file under a
 * second module id (`<path>?<suffix>`), so the bundler places the copy with its owners instead of in a chunk shared
 * with every other importer. A copy's own imports resolve as from the file itself (and are copied too if `copied`
 * picks them).
 */
function ownCopies(name, suffix, owns, copied) {
  const mark = `?${suffix}`;
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const file = importer.endsWith(mark) ? importer.slice(0, -mark.length) : importer;
      if (file === importer && !owns(importer)) return null;
      const resolved = await this.resolve(source, file, { skipSelf: true });
      return resolved && copied(resolved.id) ? `${resolved.id}${mark}` : resolved;
    },
    load: (id) => (id.endsWith(mark) ? readFileSync(id.slice(0, -mark.length), 'utf8') : null),
  };
}

// The Ed25519 fallback (@noble/curves, for browsers without WebCrypto Ed25519) needs SHA-512 from
// @noble/hashes/sha2.js, the module whose SHA-256 the address checks use. A module lives in one chunk, with every
// export any chunk uses: the address checks' chunk then carried SHA-512 (about 1.6 kB gzip) that only the fallback
// runs. The fallback gets its own copy of sha2.js, so each chunk has what it runs.
const fallbackOwnSha2 = ownCopies(
  'ed25519-fallback-own-sha2',
  'for-ed25519-fallback',
  (importer) => importer.includes('/node_modules/@noble/curves/'),
  (id) => id.endsWith('/node_modules/@noble/hashes/sha2.js'),
);

// <swap-activity> and <swap-deposit> are the only elements that use the ticker and the receipt download (430 B
// minified). Shared, they were a chunk of their own: one more file on both pages, whose gzip framing and import and
// export lists cost about as much as the code. The activity gets its own copy of both, and the deposit keeps them in
// its own file: activity page -217 B, deposit -201; a page with both elements fetches the 430 B twice (about 200 B
// gzip). Neither holds state at module level or is compared across elements.
// (<swap-status> and <swap-deposit> share the swap-target controller and <swap-countdown> the same way, 3.2 kB: a copy
// there saves the status page 464 B and the deposit page 293, but a widget taken through a swap loads both elements and
// fetched 478 B more, so they stay a chunk the two share.)
const activityOwnCopies = ownCopies(
  'activity-own-copies',
  'for-swap-activity',
  (importer) => importer.includes('/src/elements/swap-activity/'),
  (id) => /\/src\/(controllers\/ticker|elements\/parts\/download\.model)\.ts$/.test(id),
);

// <swap-status>'s help chunk (the final card's fee lines) and <swap-quote> both use the fee arithmetic (core/fees.ts,
// about 300 B). Shared, it became a chunk of its own, one more file on the quote and widget pages (+140 and +178 B):
// the status part gets its own copy instead. Likewise core/chains.ts, of which the status reads one constant
// (HYPERLIQUID_USDC): shared, the status page fetched the whole chains chunk of the quote and deposit (about 570 B).
// Neither holds state, and nothing compares their values across elements.
const statusOwnCopies = ownCopies(
  'status-own-copies',
  'for-swap-status',
  (importer) => importer.includes('/src/elements/swap-status/'),
  (id) => /\/src\/core\/(fees|chains)\.ts$/.test(id),
);

// <swap-history> reads one function of core/bps.ts (formatBps, the fee column); shared with the quote, it was a
// 200 B chunk of its own on the history page, one more file whose framing and import lines cost about as much as the
// code. Likewise Lit's repeat directive and its directive helpers (the plain rows), which it shared with the
// conditional virtualizer and the quote as two small chunks. The history gets its own copies. None holds state that
// another element reads.
const historyOwnCopies = ownCopies(
  'history-own-copies',
  'for-swap-history',
  (importer) => importer.includes('/src/elements/swap-history/'),
  (id) => /\/(src\/core\/bps\.ts|lit(-html)?\/directives\/repeat\.js|lit-html\/directive-helpers\.js)$/.test(id),
);

// <swap-account> draws token logos (the picker's view) and <swap-order> parses typed amounts (core/amount-input.ts),
// which otherwise only <swap-quote> uses. Shared, each became a chunk of its own on the quote and widget pages (the
// file's framing and import lines about 150 B each): the two elements get their own copies. The logos' memory of
// icon URLs that failed is then per copy: a page with both elements may ask a broken URL once more.
const accountOwnCopies = ownCopies(
  'account-own-copies',
  'for-swap-account',
  (importer) => importer.includes('/src/elements/swap-account/'),
  (id) => id.endsWith('/src/elements/parts/views/token-logo.view.ts'),
);
const orderOwnCopies = ownCopies(
  'order-own-copies',
  'for-swap-order',
  (importer) => importer.includes('/src/elements/swap-order/'),
  (id) => id.endsWith('/src/core/amount-input.ts'),
);

// <swap-order>'s funding step (a conditional chunk) drives <swap-deposit>'s payment controllers, views and models.
// Shared, the bundler split them out of the deposit element's file into chunks of their own, and the deposit page
// paid their framing and import lines (+1.4 kB). The funding step gets its own copies: the deposit page is as before,
// and a page with both elements fetches that code twice. None holds module-level state.
const orderFundOwnCopies = ownCopies(
  'order-fund-own-copies',
  'for-order-fund',
  (importer) => importer.endsWith('/src/elements/swap-order/controllers/order-fund-controller.ts'),
  (id) => /\/src\/(elements\/swap-deposit\/|store\/payment-records\.ts$)/.test(id),
);

const LAZY_WITH = /\/(src\/controllers\/lazy-module\.ts|lit-html\/directive\.js)$|\/@lit\/task\//;
const CHECKING =
  /\/src\/(core\/chains|store\/rpc|controllers\/wallet-module|wallets\/presence|i18n\/check-text|i18n\/en\/checks)\.ts$/;

// The schema builders only on-demand schema modules use (src/api/schema-builders.ts: enum, ISO date-time and asset id
// checks with their sentences) are out of the first download; shared, they would be a chunk of their own on every
// page fetching one of those modules. Each module gets its own copy: they hold no state.
const schemaBuildersOwnCopies = ['request-schemas', 'explorer-schemas', 'any-input-schemas', 'intent-schemas'].map(
  (name) =>
    ownCopies(
      `${name}-own-builders`,
      `for-${name}`,
      (importer) => importer.endsWith(`/src/api/${name}.ts`),
      (id) => id.endsWith('/src/api/schema-builders.ts'),
    ),
);

// How the ES module's code is grouped into files, read from the module graph once it is complete:
// - `atLoad`: everything the entry imports statically (Lit, zod/mini, the client, the store, the base element...),
//   fetched at once anyway: in one file it compresses as one. Left to itself the bundler split it into four (the
//   base, the zod schemas, the API errors, the preload helper), as on-demand chunks import parts of it.
// - `shared`: the element code at least four of the five single-purpose elements import (the words and amount
//   formatting, receipts, the token list, the statuses...): one file rather than five small ones, each gzipped on its
//   own and imported by name.
const atLoad = new Set();
const shared = new Set();
const SHARED_BY = 4;
// Counted over the five single-purpose elements only: the compound ones (<swap-account>, <swap-order(s)>) import
// much of the quote's code, and counting them pulled wallet loaders and the copy button into every page's file.
const SINGLE_PURPOSE = ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history', 'swap-activity'];
const groupModules = {
  name: 'group-modules',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const closure = (start, seen = new Set(), skip = new Set()) => {
      const stack = [start];
      while (stack.length) {
        const id = stack.pop();
        if (seen.has(id) || skip.has(id)) continue;
        seen.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const entry = ids.find((id) => id.endsWith('/src/cdn.ts'));
    closure(entry, atLoad);
    atLoad.delete(entry);
    const counts = new Map();
    for (const tag of SINGLE_PURPOSE) {
      const element = ids.find((id) => id.endsWith(`/src/elements/${tag}/${tag}.ts`));
      for (const id of closure(element, new Set(), atLoad))
        // another element's class (the widget's inner elements) stays in that element's own file
        if (!/\/src\/elements\/(swap-[a-z]+)\/\1\.ts$/.test(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, count] of counts) if (count >= SHARED_BY) shared.add(id);
  },
};

// With preloading off (below), Vite still wraps each import() in its preload helper (1.8 kB: <link rel=modulepreload>
// for a list of dependencies, which is now always empty, and a vite:preloadError event nobody here listens to). The
// helper is replaced by the one thing it then does: run the import.
const plainDynamicImports = {
  name: 'plain-dynamic-imports',
  enforce: 'pre',
  resolveId: (id) => (id === '\0vite/preload-helper.js' ? id : null),
  load: (id) => (id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null),
};
// Each call of it still costs its wrapper in every chunk (`R(()=>import(…),[],import.meta.url)`): the calls become the
// plain import() before minifying (magic-string keeps the source maps).
const PRELOAD_CALL =
  /\b[\w$]+\(\s*\(\)\s*=>\s*(import\([^()]*\)(?:\.then\((?:[^()]|\([^()]*\))*\))?)\s*,[^()]*?,\s*import\.meta\.url\s*\)/g;
// The form Vite gives `(await import(x)).name`: an async arrow that destructures the import, called at once instead.
const PRELOAD_ASYNC =
  /\b[\w$]+\(\s*(async\s*\(\)\s*=>\s*\{(?:[^{}]|\{[^{}]*\})*\})\s*,[^()]*?,\s*import\.meta\.url\s*\)/g;
const unwrapDynamicImports = {
  name: 'unwrap-dynamic-imports',
  enforce: 'post',
  renderChunk(code) {
    const out = new MagicString(code);
    for (const m of code.matchAll(PRELOAD_CALL)) out.overwrite(m.index, m.index + m[0].length, m[1]);
    for (const m of code.matchAll(PRELOAD_ASYNC)) out.overwrite(m.index, m.index + m[0].length, `(${m[1]})()`);
    return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
  },
};

// The ES module: the entry (src/cdn.ts: Lit, the client, the store, configure() and the autoloader) plus one module per
// element under a stable name (dist/cdn/swap-quote.js...), which the autoloader imports when the tag first appears;
// shared code goes into hashed chunks. Not lib mode: Vite leaves lib-mode ES output unminified (whitespace kept).
const esModule = build({
  configFile: false,
  base: './', // chunk preloads resolve against the module's own URL, wherever the files are hosted
  logLevel: 'warn',
  plugins: [
    minifyTemplates(),
    tonCoreEsm,
    fallbackOwnSha2,
    activityOwnCopies,
    statusOwnCopies,
    historyOwnCopies,
    accountOwnCopies,
    orderOwnCopies,
    orderFundOwnCopies,
    ...schemaBuildersOwnCopies,
    groupModules,
    plainDynamicImports,
    unwrapDynamicImports,
  ],
  build: {
    outDir: CDN_DIR,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    modulePreload: false,
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
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'element', test: (id) => atLoad.has(id) },
            { name: 'shared', test: (id) => shared.has(id) },
            // The lazy registry and what it travels with on the quote, deposit and history pages (Lit's task and
            // directive base): one file, not three each gzipped and imported on its own.
            { name: 'lazy-module', test: (id) => LAZY_WITH.test(id) },
            // What only the elements that check input and drive wallets (<swap-quote>, <swap-deposit>) share: the
            // input checks' words, the wallet registry and presence, the RPC setting and the chain facts. Left to
            // itself the bundler made two files of it (chains.ts apart, as the wallet chunks import it too), each
            // gzipped and imported on its own.
            { name: 'rpc', test: (id) => CHECKING.test(id) },
            // The Intents account-id model rides with @scure/base, which every page that derives an id loads anyway
            // (<swap-account>, the conditional intent-pay chunk): a file of its own would cost the account page ~0.4 kB.
            { name: 'base', test: (id) => /[\\/]@scure[\\/]base[\\/]|\/src\/core\/intents-account-id\.ts$/.test(id) },
          ],
        },
      },
    },
  },
});

// @stellar/stellar-base ships a webpack bundle whose error sentence names `module.exports`: tools that tell CommonJS
// from text (publint, a consumer's bundler) would take the classic script for CommonJS. Only the words change.
const noCommonJsWords = {
  name: 'no-commonjs-words',
  renderChunk: (code) => ({
    code: code.replaceAll('may not assign module.exports or exports.*', 'may not assign to exports'),
    map: null,
  }),
};

// The classic script: everything in one file (a classic script cannot load chunks), elements defined at once.
const classic = build({
  configFile: false,
  logLevel: 'warn',
  plugins: [minifyTemplates(), noFallback, widgetStepsPresent, tonCoreEsm, noCommonJsWords],
  build: {
    outDir: CDN_DIR,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    lib: { entry: 'src/all.ts', name: 'SwapElements', formats: ['iife'], fileName: () => 'swap-elements.iife.js' },
  },
});

await Promise.all([esModule, classic]);
// The minified files keep no comments: the licences of the third-party code in them travel beside them.
writeFileSync(`${CDN_DIR}/THIRD-PARTY-LICENSES.txt`, thirdPartyNotices(CDN_DIR));
const tscStatus = await declarations;
if (tscStatus !== 0) process.exit(tscStatus);
await vendorSolana();

for (const file of ['swap-elements.js', 'swap-elements.iife.js']) {
  const digest = createHash('sha384')
    .update(readFileSync(`${CDN_DIR}/${file}`))
    .digest('base64');
  console.log(`${CDN_DIR}/${file}  integrity="sha384-${digest}"`);
}
console.log('dist/esm: per-module ESM with .d.ts');
writeFileSync(COMPLETE, JSON.stringify({ builtAt: new Date().toISOString() }));
