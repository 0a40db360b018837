// `npm run size`: gzip size of the script-tag bundles against the budget kept in size-budget.json (fails above it).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
let over = false;
for (const [file, limit] of Object.entries(budget.gzipBytes)) {
  let bytes;
  try {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  } catch {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${file}: ${kb(bytes)} gzip (limit ${kb(limit)}, target 40.0 kB, aim ${kb(budget.aimBytes)})`,
  );
}
process.exit(over ? 1 : 0);
