// @ton/core is CommonJS and uses Node's global Buffer. For the TON wallet chunk, esbuild makes the names
// src/wallets/ton-transfer.ts imports one ES module, its CommonJS helpers inside (not in the runtime chunk every page
// loads), the buffer package's Buffer injected (so src/core/ton-buffer.ts, the global the tests and the demo use, is a
// stub here) and @ton/crypto replaced by src/core/ton-crypto-lite.ts (only sha256_sync is used: no word lists, no
// tweetnacl).
import { build as esbuild } from 'esbuild';

const TON_CORE_NAMES = ['Address', 'Cell', 'beginCell', 'comment'];

/**
 * The one ES module, built from the checkout at `root`. esbuild keys each CommonJS module by its path from `root`:
 * with symlinks preserved that is `node_modules/…` in every checkout, also one whose node_modules is a link to another
 * checkout's (resolved, the path named the link's target, `../main/node_modules/…`: the chunk's bytes, and so the hash
 * in the name of every chunk that imports it, depended on where the checkout was).
 */
export async function tonCoreSource(root = process.cwd()) {
  const result = await esbuild({
    stdin: { contents: `export { ${TON_CORE_NAMES.join(', ')} } from '@ton/core';`, resolveDir: root },
    absWorkingDir: root,
    preserveSymlinks: true,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: { '@ton/crypto': './src/core/ton-crypto-lite.ts' },
    inject: ['./src/core/ton-buffer-inject.ts'],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

export const tonCoreEsm = {
  name: 'ton-core-esm',
  enforce: 'pre',
  resolveId: (id, importer) =>
    id === '@ton/core'
      ? '\0ton-core-esm'
      : id.endsWith('/core/ton-buffer.js') && importer?.includes('/src/')
        ? '\0ton-buffer-stub'
        : null,
  load(id) {
    if (id === '\0ton-buffer-stub') return 'export const bufferReady = true;';
    return id === '\0ton-core-esm' ? tonCoreSource() : null;
  },
};
