// `npm test` builds dist/ while its Node tests start (it sets SWAP_ELEMENTS_DIST_BUILT=1): a test that loads dist/
// waits for the build's mark, dist/build-complete.json, which scripts/build.mjs writes last (npm test marks a failed
// build in it). Outside npm test the mark is that of the last build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist/build-complete.json');

/** True when npm test builds dist/ for this run (no test may build it again meanwhile). */
export const distBuiltByRun = () => process.env.SWAP_ELEMENTS_DIST_BUILT === '1';

/** Waits for this run's build of dist/ (a state, not a time: the test's own timeout bounds it). */
export async function distBuilt(): Promise<void> {
  while (!existsSync(MARK)) await new Promise((resolve) => setTimeout(resolve, 500));
  const mark = JSON.parse(readFileSync(MARK, 'utf8')) as { failed?: boolean };
  if (mark.failed) throw new Error('the build of dist/ failed (see its step in the output)');
}
