// The licences of the third-party code inside the script-tag files (dist/cdn): each package whose modules a source map
// there names, with its version, licence and licence text, and the icon set's drawings in src/icons/logos.ts. Written
// as dist/cdn/THIRD-PARTY-LICENSES.txt by scripts/build.mjs: the minified files keep no comments, and MIT, BSD and
// Apache licences ask that their notices travel with every copy of the code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every source path the .map files under `dir` name. */
function mapSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mapSources(path);
    if (!name.endsWith('.map')) return [];
    const map = JSON.parse(readFileSync(path, 'utf8'));
    return map.sources.map((source) => resolve(dir, map.sourceRoot ?? '', source));
  });
}

/** The package directories (the path through the last node_modules/) of the modules the maps under `dir` name. */
export function bundledPackages(dir) {
  const dirs = new Set();
  for (const source of mapSources(dir)) {
    const at = source.lastIndexOf('/node_modules/');
    if (at < 0) continue;
    const [scope, name] = source.slice(at + '/node_modules/'.length).split('/');
    dirs.add(source.slice(0, at) + `/node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}`);
  }
  // A map may name a package's own source under a workspace name that was never published (@solana's
  // text-encoding-impl, inside @solana/codecs-strings): its code is covered by the package that ships it.
  return [...dirs].filter((packageDir) => existsSync(join(packageDir, 'package.json')));
}

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** The notices file: one section per package (name@version, licence, its licence file's text), sorted by name. */
export function thirdPartyNotices(dir, logos = 'src/icons/logos.ts') {
  const sections = bundledPackages(dir).map((packageDir) => {
    const { name, version, license, author, repository } = JSON.parse(
      readFileSync(join(packageDir, 'package.json'), 'utf8'),
    );
    const file = readdirSync(packageDir).find((entry) => LICENCE_FILE.test(entry));
    const source = typeof repository === 'string' ? repository : repository?.url;
    const by = typeof author === 'string' ? author : author?.name;
    const text = file
      ? readFileSync(join(packageDir, file), 'utf8').trim()
      : `${license} licence (the package ships no licence file)${by ? `; by ${by}` : ''}${source ? `; ${source}` : ''}.`;
    return { name, license, hasText: !!file, body: `${name}@${version} (${license})\n\n${text}` };
  });
  // A package without a licence file points to the full text another package of the same licence ships.
  for (const section of sections.filter((s) => !s.hasText)) {
    const other = sections.find((s) => s.hasText && s.license === section.license);
    if (other) section.body += ` The full ${section.license} text is in the ${other.name} section of this file.`;
  }
  // The built-in logos are drawings copied into src/icons/logos.ts, which opens with the icon set's notice.
  if (existsSync(logos)) {
    const notice = /^\/\*!([\s\S]*?)\*\//.exec(readFileSync(logos, 'utf8'));
    if (notice) sections.push({ name: '@web3icons/core', body: `@web3icons/core (MIT)\n\n${notice[1].trim()}` });
  }
  sections.sort((a, b) => a.name.localeCompare(b.name));
  const rule = `\n\n${'-'.repeat(80)}\n\n`;
  return (
    'swap-elements: third-party code in these files, with its licences.\n' +
    'Host this file with the script-tag files.' +
    rule +
    sections.map((section) => section.body).join(rule) +
    '\n'
  );
}
