// node:test reporter that writes {passed, failed} as JSON, so scripts/test.mjs can add Node tests to its total.
export default async function* countReporter(source) {
  const totals = { passed: 0, failed: 0 };
  for await (const event of source) {
    // Count leaf tests only (suites report their own pass/fail too).
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') totals.passed++;
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') totals.failed++;
  }
  yield JSON.stringify(totals);
}
