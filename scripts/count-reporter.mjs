// A web-test-runner reporter that writes the pass/fail counts to .test-results.json, so .ci/run can print
// one plain `N passed, N failed` line (wtr's own summary has no such line).
import { writeFileSync } from 'node:fs';

function count(suite, totals, file, path = []) {
  const names = suite.name ? [...path, suite.name] : path;
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) totals.passed++;
    else {
      totals.failed++;
      totals.failures.push(`${file}: ${[...names, test.name].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) count(child, totals, file, names);
}

export function countReporter({ file = '.test-results.json', timings = process.env.WTR_TIMINGS } = {}) {
  // WTR_TIMINGS=path writes each file's wall time (files run one at a time per browser, so the gap between two
  // finished files is the later one's time): the numbers used to balance the shards.
  let last = Date.now();
  const times = [];
  return {
    reportTestFileResults({ testFile }) {
      const now = Date.now();
      times.push([testFile.replace(process.cwd() + '/', ''), now - last]);
      last = now;
    },
    onTestRunFinished({ sessions }) {
      // failures: one line per failed test or file, which npm test repeats at its end (a CI log shows the tail).
      const totals = { passed: 0, failed: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(process.cwd() + '/', '');
        if (session.testResults) count(session.testResults, totals, file);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.failed++;
          totals.failures.push(`${file}: ${session.errors[0].message?.split('\n')[0] ?? 'failed outside a test'}`);
        }
      }
      writeFileSync(file, JSON.stringify(totals));
      // In the form web-test-runner.config.mjs reads: { file: ms } by path, to the nearest 100 ms.
      if (timings) {
        const byFile = Object.fromEntries(
          times
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, ms]) => [name, Math.max(100, Math.round(ms / 100) * 100)]),
        );
        writeFileSync(timings, `${JSON.stringify(byFile, null, 2)}\n`);
      }
    },
  };
}
