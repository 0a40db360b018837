// `npm run size`: what the script tag costs, measured as a browser downloads it (each file gzipped on its own):
// - "at load": the entry and every chunk it imports statically (what <script type=module src=…> fetches at once);
// - "<tag>": what a page showing only that element loads on top (its module and the chunks it always needs);
// - "all elements": everything a page with all six elements loads (all chunks except the Ed25519 fallback, which
//   only a browser without WebCrypto Ed25519 fetches);
// - the classic-script IIFE, one file with everything.
// Fails when a figure is above its limit in size-budget.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const CDN = 'dist/cdn';
if (!existsSync(join(CDN, 'swap-elements.js'))) {
  console.error(`${CDN}/swap-elements.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`](\.[^"'`]+\.js)["'`]/g;
const DYNAMIC = /["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

/** The file and everything it imports statically, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC))
    closure(normalize(join(dirname(file), spec)), seen);
  return seen;
}

const chunkNamed = (name) =>
  readdirSync(join(CDN, 'chunks')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
const isChunk = (file, names) => names.some((name) => file.includes(`/${name}-`));

/**
 * Every .js file reachable, statically or by a dynamic import / preload list, minus the excluded chunks. The lazy
 * registry (controllers/lazy-module.ts) names every on-demand module; which of them a page fetches depends on its elements, so
 * they are not followed from there but added per element (budget.onDemand).
 */
function reachable(file, excluded, seen = new Set()) {
  if (seen.has(file) || isChunk(file, excluded)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // The same for the at-load files' own on-demand imports (the explorer's schemas, ANY_INPUT's, the configuration
  // check...): the element that uses one imports it itself, or names it in budget.onDemand.
  if (isChunk(file, ['lazy']) || (atLoad.has(file) && file !== entry)) {
    for (const [, spec] of text.matchAll(STATIC)) reachable(normalize(join(dirname(file), spec)), excluded, seen);
    return seen;
  }
  for (const [, spec] of text.matchAll(DYNAMIC)) {
    const target = normalize(join(dirname(file), spec));
    if (existsSync(target)) reachable(target, excluded, seen);
  }
  return seen;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const entry = join(CDN, 'swap-elements.js');
const atLoad = closure(entry);
const figures = { 'at load': total(atLoad) };
// Chunks fetched only on a user's action (budget.ownLine: the token pickers' logos, on a list's first opening) are
// not in their elements' figures but on a line of their own (and in "all elements").
const ownLine = budget.ownLine ?? [];
for (const tag of ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history', 'swap-widget', 'swap-activity']) {
  const own = reachable(join(CDN, `${tag}.js`), budget.fallbackChunks);
  for (const name of budget.onDemand[tag] ?? [])
    if (!ownLine.includes(name)) reachable(join(CDN, 'chunks', chunkNamed(name)), budget.fallbackChunks, own);
  figures[`+ <${tag}>`] = total([...own].filter((file) => !atLoad.has(file)));
}
for (const name of ownLine) figures[`+ ${name} (on use)`] = gzip(join(CDN, 'chunks', chunkNamed(name)));
const all = reachable(entry, budget.fallbackChunks);
for (const names of Object.values(budget.onDemand))
  for (const name of names) reachable(join(CDN, 'chunks', chunkNamed(name)), budget.fallbackChunks, all);
figures['all elements'] = total(all);
figures['IIFE (one file)'] = gzip(join(CDN, 'swap-elements.iife.js'));

let over = false;
for (const [name, bytes] of Object.entries(figures)) {
  const limit = budget.gzipBytes[name];
  const ok = limit === undefined || bytes <= limit;
  over ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(18)} ${kb(bytes).padStart(8)} gzip, ${bytes} B${limit ? ` (limit ${limit} B)` : ''}`,
  );
}
console.log(
  `files: ${readdirSync(join(CDN, 'chunks')).filter((f) => f.endsWith('.js')).length} chunks in ${CDN}/chunks`,
);
process.exit(over ? 1 : 0);
