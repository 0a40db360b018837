// Runs the tests that need Node itself (an HTTP server on a free port, the CLI): test/**/*.node.test.ts with
// node:test through tsx. Node 20's --test takes no globs, so the files are listed here. Files run side by side (most
// of their time is spent waiting for a browser or a server), one more at once than the machine has cores.
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

// The longest files first, so no long file starts last and runs alone at the end.
const LONGEST_FIRST = ['demo-axe', 'demo-static', 'demo-dev', 'weather', 'pack', 'frameworks', 'going-live'];
const rank = (path) => {
  const i = LONGEST_FIRST.findIndex((name) => path.includes(`${name}.node.test.ts`));
  return i === -1 ? LONGEST_FIRST.length : i;
};
const files = find('test').sort((a, b) => rank(a) - rank(b));
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
    // Much of a file's time is spent waiting for a browser, a server or a rate limit, so one file more than the
    // machine has cores runs at once; not more: beside the browser tests' two runners, every process runnable beyond
    // the cores costs CPU in switching (five at once cost more CPU and ended no sooner than three).
    `--test-concurrency=${availableParallelism() + 1}`,
    // A test (or hook) that hangs fails after ten minutes instead of holding the whole run. (Not --test-force-exit: it
    // exits before the count reporter has written its file.)
    '--test-timeout=600000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/node-count-reporter.mjs',
    '--test-reporter-destination=.node-test-results.json',
    ...files,
  ],
  // One id per run: files that share a costly fixture (the static demo build) make it once per run.
  { stdio: 'inherit', env: { ...process.env, SWAP_ELEMENTS_TEST_RUN: `${process.pid}-${Date.now()}` } },
);
process.exit(status ?? 1);
