// Runs the tests that need Node itself (an HTTP server on a free port, the CLI): test/**/*.node.test.ts with
// node:test through tsx. Node 20's --test takes no globs, so the files are listed here. Files run side by side (most
// of their time is spent waiting for a browser or a server), as many at once as the machine has cores.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return find(path);
    return entry.name.endsWith('.node.test.ts') ? [path] : [];
  });
}

const files = find('test');
if (files.length === 0) {
  console.log('no Node tests');
  process.exit(0);
}
const { status } = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${availableParallelism()}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/node-count-reporter.mjs',
    '--test-reporter-destination=.node-test-results.json',
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
