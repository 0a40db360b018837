// Issue 13 point 8: the docs say which colour tokens go together. The README's theming table puts every public colour
// token in exactly one group, and the demo presets give each colour they set for both schemes (light-dark()), as the
// README asks of a site.
import { expect } from '@open-wc/testing';
import { TOKENS } from '../../src/styles/tokens.js';
import { THEMES } from '../../demo/themes.js';

const readme = await (await fetch(new URL('../../README.md', import.meta.url))).text();
/** The rows of the table under "## Theming": [group, tokens named in it]. */
const theming = readme.split(/^## /m).find((section) => section.startsWith('Theming\n'));
const groups = (theming ?? '')
  .split('\n')
  .filter((line) => /^\| [a-z]/.test(line) && !line.startsWith('| Group'))
  .map((line) => {
    const [group = '', tokens = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return [group, tokens.match(/--swap-color-[a-z-]+/g) ?? []] as const;
  });

describe('theming docs', () => {
  it('the README groups every colour token, each in one group', () => {
    expect(theming, 'a "Theming" section').to.be.a('string');
    expect(groups.map(([group]) => group)).to.deep.equal(['surface', 'accent', 'states']);
    const named = groups.flatMap(([, tokens]) => tokens);
    expect([...named].sort()).to.deep.equal(Object.keys(TOKENS).sort());
    expect(groups.find(([group]) => group === 'surface')![1]).to.include.members([
      '--swap-color-surface',
      '--swap-color-text',
      '--swap-color-text-muted',
    ]);
    expect(theming).to.contain('light-dark(');
  });

  it('every demo preset gives each colour for both schemes', () => {
    for (const [name, vars] of Object.entries(THEMES)) {
      for (const [token, value] of Object.entries(vars)) {
        if (token.startsWith('--swap-color-')) expect(value, `${name} ${token}`).to.match(/^light-dark\(.+,.+\)$/);
      }
    }
  });
});
