// Generates custom-elements.json with the analyzer (config: custom-elements-manifest.config.mjs);
// `--check` fails when the committed file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

const root = new URL('..', import.meta.url).pathname;
const target = new URL('../custom-elements.json', import.meta.url);
const manifest = await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true });
// The analyzer adds a nameless event for each `dispatchEvent(new SomeEvent(...))`; the named @fires entries stay.
for (const mod of manifest.modules ?? []) {
  for (const declaration of mod.declarations ?? []) {
    if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
  }
}
// The analyzer lists modules in the order the file system returns them, which differs between checkouts: sort them so
// the committed file and a fresh clone's agree.
manifest.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
const fresh = `${JSON.stringify(manifest, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (committed !== fresh) {
    console.error('custom-elements.json is stale: run `npm run manifest` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
} else {
  writeFileSync(target, fresh);
  console.log('custom-elements.json written.');
}
