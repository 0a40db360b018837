// Issue 52 item 1: the same commit built in two checkouts names its chunks the same. The one chunk whose bytes depended
// on the checkout's place was the TON wallet's @ton/core module (scripts/ton-core-esm.mjs): esbuild keys each CommonJS
// module by its path, which named the target of a symlinked node_modules (`../main/node_modules/…`); the hash of that
// chunk, and of every chunk importing it, changed with it. Built here and from a second checkout made of links to this
// one, the module must be byte for byte the same.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build helper, without type declarations.
import { tonCoreSource } from '../../scripts/ton-core-esm.mjs';

describe('the TON core module of the script-tag build', () => {
  it('is the same bytes whichever directory the checkout is in', async () => {
    const root = resolve('.');
    const elsewhere = mkdtempSync(join(tmpdir(), 'swap-elements-checkout-'));
    try {
      for (const name of ['node_modules', 'src', 'package.json', 'tsconfig.json'])
        symlinkSync(join(root, name), join(elsewhere, name));
      const here: string = await tonCoreSource(root);
      const there: string = await tonCoreSource(elsewhere);
      assert.ok(here.includes('node_modules/buffer/index.js'), 'the CommonJS modules are keyed by node_modules/…');
      assert.equal(there, here);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
