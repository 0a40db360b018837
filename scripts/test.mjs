// `npm test`: types, lint, manifest freshness, the build and its size budget, then every unit and browser test in Chromium.
// All steps run even when one fails, so one run shows every problem; the exit code is non-zero if any failed.
// It ends with one `N passed, N failed` line (a failed non-test step counts as one failure).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findChrome, NO_BROWSER_MESSAGE } from './find-chrome.mjs';

const RESULTS = '.test-results.json';
const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['manifest', process.execPath, ['scripts/manifest.mjs', '--check']],
  ['framework types', process.execPath, ['scripts/framework-types.mjs', '--check']],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['size budget', process.execPath, ['scripts/size.mjs']],
];

if (!findChrome()) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) failedSteps.push(name);
}

console.log('\n▶ node tests');
const NODE_RESULTS = '.node-test-results.json';
rmSync(NODE_RESULTS, { force: true });
const node = spawnSync(process.execPath, ['scripts/node-tests.mjs'], { stdio: 'inherit' });
const nodeCounts = existsSync(NODE_RESULTS) ? JSON.parse(readFileSync(NODE_RESULTS, 'utf8')) : { passed: 0, failed: 0 };
if (node.status !== 0 && nodeCounts.failed === 0) failedSteps.push('node tests');

console.log('\n▶ browser tests');
rmSync(RESULTS, { force: true });
const extra = process.argv.slice(2);
const wtr = spawnSync(bin('web-test-runner'), extra, { stdio: 'inherit' });
const counts = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : { passed: 0, failed: 0 };
if (wtr.status !== 0 && counts.failed === 0) failedSteps.push('browser tests');

const totals = {
  passed: counts.passed + nodeCounts.passed,
  failed: counts.failed + nodeCounts.failed + failedSteps.length,
  failedSteps,
};
writeFileSync(RESULTS, JSON.stringify(totals));
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
