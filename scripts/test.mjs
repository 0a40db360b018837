// `npm test`: types, lint, manifest freshness, the build and its size budget, then every unit and browser test in Chromium.
// All steps run even when one fails, so one run shows every problem; the exit code is non-zero if any failed.
// It ends with one `N passed, N failed` line (a failed non-test step counts as one failure).
//
// Independent steps run side by side: the build, the browser tests and the Node tests at once, the size budget once
// dist/ is built, the static checks one after another beside them. Each step's output is held and printed as one
// block when the step ends, with its time, so parallel steps never interleave.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findChrome, NO_BROWSER_MESSAGE } from './find-chrome.mjs';
import { judge, readBudget, startMeter, startTreeMeter } from './test-meter.mjs';

const RESULTS = '.test-results.json';
const NODE_RESULTS = '.node-test-results.json';
const BUILD_MARK = 'dist/build-complete.json';
const bin = (name) => `node_modules/.bin/${name}`;
const node = (...args) => [process.execPath, args];

if (!findChrome()) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

const started = Date.now();
const meter = startMeter();
const tree = startTreeMeter();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

/** Runs one step with its output held; prints it as one block when done. Resolves to the exit status. */
function step(name, [command, args], env = {}) {
  const t0 = Date.now();
  console.log(`▷ ${name} started`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    tree.name(child.pid, name);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      timings.push([name, ms]);
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`\n▶ ${name} (${seconds(ms)}${code === 0 ? '' : `, exit ${code}`})${output ? `\n${output}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const failedSteps = [];
const check = (name, command) => step(name, command).then((status) => status !== 0 && failedSteps.push(name));

rmSync(RESULTS, { force: true });
rmSync(NODE_RESULTS, { force: true });
const extra = process.argv.slice(2);

// The build and the browser tests start at once (the browser tests load the sources; the strict pages, which load
// dist/, wait for the build's mark). The Node tests start at once too (those that load dist/ wait for the mark). The
// static checks run one after another, not side by side: on two cores every process runnable beyond the cores costs
// CPU in switching (a quiet npm test keeps a dozen runnable on average; measured: the checks side by side and five
// Node test files at once, 800 CPU-s and 403 s in all; the checks in a row and three files at once, 758 CPU-s and
// 384 s). At the normal priority: at a lower one, beside other work, they got so little CPU that they ended over a
// minute after the tests.
const staticChecks = (async () => {
  await check('types', [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']]);
  await check('lint', [bin('eslint'), ['.']]);
  await check('format', [bin('prettier'), ['--check', '.']]);
  await check('manifest', node('scripts/manifest.mjs', '--check'));
  await check('framework types', node('scripts/framework-types.mjs', '--check'));
  await check('icons', node('scripts/icons.mjs', '--check'));
})();
rmSync(BUILD_MARK, { force: true });
// The types step checks the same sources: the build's tsc only emits (scripts/build.mjs).
const built = step('build', node('scripts/build.mjs'), { SWAP_BUILD_NO_CHECK: '1' }).then((status) => {
  if (status !== 0) failedSteps.push('build');
  // The strict pages wait for this mark: a failed build writes it too, so they fail at once instead of waiting.
  if (failedSteps.includes('build')) {
    mkdirSync('dist', { recursive: true });
    writeFileSync(BUILD_MARK, JSON.stringify({ failed: true }));
  }
});

// Browsers side by side, each running its share of the files one page at a time (see web-test-runner.config.mjs);
// arguments for web-test-runner (e.g. files) make it one run as given. Two, not three: the cores are busy from start
// to end either way, and a third runner with its own browser costs about 70 CPU-s more (a whole quiet npm test on
// two cores: 567 s with two, 602 s with three).
const SHARDS = extra.length ? 1 : Number(process.env.TEST_SHARDS ?? 2);
const shardResults = (i) => (SHARDS === 1 ? RESULTS : `.test-results.${i}.json`);
const browserRuns = Array.from({ length: SHARDS }, (_, k) => {
  const i = k + 1;
  rmSync(shardResults(i), { force: true });
  const name = SHARDS === 1 ? 'browser tests' : `browser tests ${i}/${SHARDS}`;
  const env = SHARDS === 1 ? {} : { WTR_SHARD: `${i}/${SHARDS}`, WTR_RESULTS: shardResults(i) };
  return step(name, [bin('web-test-runner'), extra], env).then((status) => ({
    name,
    status,
    file: shardResults(i),
  }));
});

const [, nodeStatus, browserResults] = await Promise.all([
  built.then(() => check('size budget', node('scripts/size.mjs'))),
  // dist/ is built by this run: no Node test may build it again while the browser shards load it (the pack test rebuilt
  // it when a source folder's time looked newer, and the strict ES module page then read half-written modules); the
  // tests that load it wait for the build's mark (test/helpers/dist-built.ts), the others start at once.
  step('node tests', node('scripts/node-tests.mjs'), { SWAP_ELEMENTS_DIST_BUILT: '1' }),
  Promise.all(browserRuns),
  staticChecks,
]);

// A missing or unreadable count (a runner that died before writing it) counts nothing: its step's failed status says so.
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 0, failures: [] };
  }
};
const nodeCounts = read(NODE_RESULTS);
if (nodeStatus !== 0 && nodeCounts.failed === 0) failedSteps.push('node tests');
const counts = { passed: 0, failed: 0 };
const failures = [...(nodeCounts.failures ?? [])];
for (const { name, status, file } of browserResults) {
  const shard = read(file);
  counts.passed += shard.passed;
  counts.failed += shard.failed;
  failures.push(...(shard.failures ?? []));
  if (status !== 0 && shard.failed === 0) failedSteps.push(name);
  if (file !== RESULTS) rmSync(file, { force: true });
}

// The run's cost, always printed, with each part's; over test-budget.json's figures it fails the run (when the file
// says `enforce`).
const cost = tree.stop();
const budget = judge({ ...meter.stop(), cpuSeconds: cost.cpuSeconds }, readBudget());
if (budget.failed) failedSteps.push('test budget');

const totals = {
  passed: counts.passed + nodeCounts.passed,
  failed: counts.failed + nodeCounts.failed + failedSteps.length,
  failedSteps,
  failures,
};
writeFileSync(RESULTS, JSON.stringify(totals));
console.log(
  `\nTimes: ${timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; total ${seconds(Date.now() - started)}`,
);
// Named again here, at the end: a CI log often keeps only its tail, far below the failure's own report.
if (failures.length) console.error(`\nFailed tests:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
// Each part's CPU, largest first (a Node test file is a part of its own): where the budget goes.
const table = cost.parts.map(([part, cpu]) => `${cpu.toFixed(1).padStart(7)}  ${part}`);
if (table.length) console.log(`\nCPU-s by part:\n${table.join('\n')}`);
console.log(`\nCPU-s by part: ${cost.parts.map(([part, s]) => `${part} ${s.toFixed(1)}`).join(', ')}`);
console.log(`\n${budget.line}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
