// Issue 52 item 1: the script tag's first download (src/cdn.ts and what it imports statically, before any element
// appears) stays small. zod and the contract's schemas were 9 kB gzip of it: the responses are checked with the schemas
// the client fetches with its first call, and the stored receipts with the check every element imports
// (store/receipt-check.ts). This lists the modules of the first download (esbuild, the import() calls left out) and
// fails when one of them comes back.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, type Plugin } from 'esbuild';

/** The source files src/cdn.ts imports statically, transitively (import() calls and type-only imports are not). */
async function firstDownload(): Promise<string[]> {
  const onDemandLeftOut: Plugin = {
    name: 'on-demand-left-out',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { external: true } : undefined));
    },
  };
  const result = await build({
    entryPoints: ['src/cdn.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: 'unused',
    plugins: [onDemandLeftOut],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe("the script tag's first download", () => {
  it('holds neither zod nor the schemas nor the stored receipts’ check', async () => {
    const modules = await firstDownload();
    assert.ok(modules.includes('src/api/client.ts') && modules.includes('src/store/persistence.ts'), 'sanity');
    const late = modules.filter((id) =>
      /node_modules\/zod\/|src\/api\/(schemas|schema-parts|request-schemas)\.ts$|src\/store\/receipt-check\.ts$/.test(
        id,
      ),
    );
    assert.deepEqual(late, []);
  });
});
