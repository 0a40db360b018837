import { relative } from 'node:path';

// node:test reporter that writes {passed, failed, failures} as JSON, so scripts/test.mjs can add Node tests to its
// total and name each failed test at its end.
export default async function* countReporter(source) {
  const totals = { passed: 0, failed: 0, failures: [] };
  for await (const event of source) {
    // Count leaf tests only (suites report their own pass/fail too).
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') totals.passed++;
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') {
      totals.failed++;
      const where = event.data.file ? `${relative(process.cwd(), event.data.file)}: ` : '';
      totals.failures.push(`${where}${event.data.name}`);
    }
  }
  yield JSON.stringify(totals);
}
