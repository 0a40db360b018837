// Issue 46 item 10: the site's support contact setting. Only an https: page or an e-mail address becomes a link; a
// user name or password in the URL, http:, javascript: and the like are refused with a warning that never repeats
// the value. Markup may declare it (it is public, not a secret).
import { expect } from '@open-wc/testing';
import { supportLink } from '../../src/store/config-support.js';
import { blockConfig, scriptConfig } from '../../src/store/declared-config.js';

describe('the support setting (issue 46 item 10)', () => {
  let warnings: string[];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  });
  afterEach(() => (console.warn = warn));

  it('links an https: page or an e-mail address, bare or mailto:', () => {
    expect(supportLink('https://help.example.com/swaps?from=widget')).to.deep.equal({
      href: 'https://help.example.com/swaps?from=widget',
      text: 'help.example.com/swaps',
    });
    expect(supportLink('https://help.example.com')).to.deep.equal({
      href: 'https://help.example.com/',
      text: 'help.example.com',
    });
    expect(supportLink(' help@example.com ')).to.deep.equal({
      href: 'mailto:help@example.com',
      text: 'help@example.com',
    });
    expect(supportLink('mailto:help@example.com?subject=Swap')).to.deep.equal({
      href: 'mailto:help@example.com?subject=Swap',
      text: 'help@example.com',
    });
    expect(supportLink(undefined)).to.equal(undefined);
    expect(supportLink('')).to.equal(undefined);
    expect(warnings).to.deep.equal([]);
  });

  it('refuses anything else, warning once per value without repeating it', () => {
    const bad = [
      'http://help.example.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/help',
      'https://admin:hunter2@help.example.com/',
      'mailto:not-an-address',
      'ftp://help.example.com/',
    ];
    for (const value of bad) expect(supportLink(value), value).to.equal(undefined);
    expect(supportLink(42)).to.equal(undefined);
    expect(warnings).to.have.length(bad.length + 1);
    for (const w of warnings) expect(w).to.contain('swap-elements: support must be an https: URL');
    expect(warnings.join(' ')).not.to.contain('hunter2');
    supportLink('javascript:alert(1)');
    expect(warnings).to.have.length(bad.length + 1, 'said once per value');
  });

  it('may be declared in markup: data-support and the JSON block', () => {
    const script = document.createElement('script');
    script.setAttribute('data-support', 'help@example.com');
    expect(scriptConfig(script)).to.deep.equal({ support: 'help@example.com' });
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<script type="application/json" id="swap-elements-config">{"support":"https://help.example.com/"}</script>`;
    expect(blockConfig(doc)).to.deep.equal({ support: 'https://help.example.com/' });
    expect(warnings).to.deep.equal([]);
  });
});
