// The Solana pieces the npm modules use, bundled into the two modules that import them (dist/esm) instead of being
// dependencies of the package: every @solana/* package depends on @solana/errors, which depends on commander@15
// (engines: node >= 22.12), so a consumer's install on Node 20 warned EBADENGINE, and the repository's `overrides`
// do not reach a consumer. The script-tag files bundle them anyway (dist/cdn). Each module gets the code it uses,
// tree-shaken; its licences go into dist/esm/THIRD-PARTY-LICENSES.txt, found through the source maps.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { thirdPartyNotices } from './third-party.mjs';

const ESM_DIR = 'dist/esm';
/** The packages bundled in (dev dependencies of the repository, not dependencies of the package). */
export const VENDORED = /^@solana(-program)?\//;
const FILES = ['wallets/solana-transfer', 'simulator/solana-rpc'];
/** A declaration file's import of a vendored package (types only: `import { type Address } from '@solana/kit';`). */
const VENDORED_IMPORT = /^import \{([^}]*)\} from '(@solana(?:-program)?\/[^']+)';$/gm;

/** Each type a declaration file imports from a vendored package, declared in place (opaque: these modules are internal). */
const inlineTypes = (text) =>
  text.replace(VENDORED_IMPORT, (_, names, from) =>
    names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((name) => `/** ${name} of ${from}, bundled into this module's code. */\ntype ${name} = string;`)
      .join('\n'),
  );

/** Bundles the vendored packages into each file in place; every other import stays as the file wrote it. */
const onlyVendored = {
  name: 'only-vendored',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || VENDORED.test(args.path) || /\/node_modules\//.test(args.importer))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function vendorSolana() {
  for (const name of FILES) {
    const file = `${ESM_DIR}/${name}.js`;
    await build({
      entryPoints: [file],
      outfile: file,
      allowOverwrite: true,
      bundle: true,
      format: 'esm',
      // The browser builds: plain ES2022 with fetch and WebCrypto, which Node 20 has too (the simulator's module).
      platform: 'browser',
      target: 'es2022',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [onlyVendored],
    });
    // The declarations must not name a package the consumer does not install: the types they use are inlined.
    const types = `${ESM_DIR}/${name}.d.ts`;
    const declared = readFileSync(types, 'utf8');
    const inlined = inlineTypes(declared);
    if (/from '@solana/.test(inlined)) throw new Error(`${types} still imports a vendored package`);
    if (inlined !== declared) writeFileSync(types, inlined);
  }
  writeFileSync(`${ESM_DIR}/THIRD-PARTY-LICENSES.txt`, thirdPartyNotices(ESM_DIR));
}
