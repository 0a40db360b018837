// The lint rules that keep the store the owner of each swap (eslint.config.js storeOwnsSwaps and the floors): each
// fails on a planted violation with its message, and a clean sample passes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages ESLint gives `code` as if it were the file at `filePath`. */
async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.message);
}

const cites = (list: string[], text: RegExp) => list.some((m) => text.test(m) && m.includes('docs/ARCHITECTURE.md'));

describe('lint: the store owns each swap', () => {
  it('refuses listening to a package event in an element or a controller, by class or by name', async () => {
    const code = `import { SwapStatusChangeEvent } from '../../events.js';
export function listen(onChange: () => void): void {
  document.addEventListener(SwapStatusChangeEvent.eventName, onChange);
  document.addEventListener('swap-deposit-submit', onChange);
}
`;
    for (const file of ['src/elements/swap-deposit/controllers/x-controller.ts', 'src/controllers/x.ts']) {
      const found = (await messages(code, file)).filter((m) => /subscribe to the store/.test(m));
      assert.equal(found.length, 2, `${file}: ${found.join(' | ')}`);
      assert.ok(cites(found, /package event/));
    }
    const clean = `export function listen(onChange: () => void): void {
  document.addEventListener('visibilitychange', onChange);
}
`;
    assert.deepEqual(await messages(clean, 'src/controllers/x.ts'), []);
  });

  it('refuses importing persistence outside the store, by file and by name', async () => {
    const byFile = `import { Persistence } from '../store/persistence.js';
export const make = () => new Persistence();
`;
    const byName = `import { getPersistence } from '../store/store.js';
export const list = () => getPersistence().list();
`;
    assert.ok(cites(await messages(byFile, 'src/controllers/x.ts'), /Persistence is reached through the store/));
    assert.ok(cites(await messages(byName, 'src/controllers/x.ts'), /Persistence is reached through the store/));
    assert.ok(
      cites(
        await messages(byName.replace('../store', '../../store'), 'src/elements/swap-status/x.model.ts'),
        /Persistence is reached through the store/,
      ),
    );
    const clean = `import { swapStatus } from '../store/store.js';
export const status = (depositAddress: string) => swapStatus({ depositAddress }).status;
`;
    assert.deepEqual(await messages(clean, 'src/controllers/x.ts'), []);
  });

  it('refuses a supersedes call outside the store and core', async () => {
    const code = `import { supersedes } from '../core/status.js';
export const newer = (a: { status: string }, b: { status: string }) => supersedes(a, b, undefined);
`;
    assert.ok(cites(await messages(code, 'src/controllers/x.ts'), /Only the store applies the lifecycle rule/));
    assert.ok(cites(await messages(code, 'src/wallets/x.ts'), /Only the store applies the lifecycle rule/));
    const inStore = code.replace('../core/status.js', '../core/status-order.js');
    assert.deepEqual(await messages(inStore, 'src/store/x.ts'), []);
  });
});
