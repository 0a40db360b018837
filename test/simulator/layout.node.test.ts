// The simulator is assembled from route modules (issue 47, "servers by route"): no function in src/simulator over
// 200 lines, and a route module in src/simulator/routes/ reads api/, core/ and the simulator's own modules only. The
// repository's ESLint config keeps both; these tests run it on the real files and on planted violations.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const RULE = 'max-lines-per-function';
const IMPORTS = 'no-restricted-imports';

describe('simulator layout (lint)', () => {
  let eslint: ESLint;
  before(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  const lint = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => `${m.ruleId}: ${m.message}`);

  it('holds no function over 200 lines in src/simulator, and the config says so', async () => {
    const config = (await eslint.calculateConfigForFile('src/simulator/app.ts')) as { rules: Record<string, unknown> };
    assert.deepEqual(config.rules[RULE], [2, { max: 200, skipBlankLines: true, skipComments: true }]);
    const results = await eslint.lintFiles(['src/simulator/**/*.ts']);
    const long = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`)); // prettier-ignore
    assert.deepEqual(long, []);
  });

  it('refuses a planted function of 201 lines in a route module', async () => {
    const body = Array.from({ length: 198 }, (_, i) => `  total += ${i};`).join('\n');
    const code = `export function tooLong(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    const messages = await lint(code, 'src/simulator/routes/planted.ts');
    assert.ok(
      messages.some((m) => m.startsWith(`${RULE}:`)),
      messages.join('\n'),
    );
  });

  it('lets a route module read api/, core/ and the simulator, and nothing else of the package', async () => {
    const allowed = [
      "import { json } from '../../api/wire.js';",
      "import { usdValue } from '../../core/amounts.js';",
      "import type { SimulatorState } from '../state.js';",
      'export const used = [json, usdValue] as unknown as SimulatorState;',
    ].join('\n');
    assert.deepEqual(
      (await lint(`${allowed}\n`, 'src/simulator/routes/planted.ts')).filter((m) => m.startsWith(IMPORTS)),
      [],
    );
    const planted = "import { store } from '../../store/store.js';\nexport const used = store;\n";
    assert.ok((await lint(planted, 'src/simulator/routes/planted.ts')).some((m) => m.startsWith(`${IMPORTS}:`)));
    const top = "import { store } from '../store/store.js';\nexport const used = store;\n";
    assert.ok((await lint(top, 'src/simulator/planted.ts')).some((m) => m.startsWith(`${IMPORTS}:`)));
  });
});
