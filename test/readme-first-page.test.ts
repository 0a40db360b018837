// Issue 26 point 7: a site owner's first page. The README's "On a page" says to set servicePublicKey to the key the
// standalone simulator prints (else the first confirm is refused as unverifiable), how to pay into the simulator from
// that page, that it runs in real time and how to speed it up; its words for the confirm match the button's label.
import { expect } from '@open-wc/testing';
import { en } from '../src/i18n/en.js';

const readme = await (await fetch(new URL('../README.md', import.meta.url))).text();
const section = (title: string) => readme.split(/^## /m).find((s) => s.startsWith(`${title}\n`)) ?? '';

describe("README: a site owner's first page", () => {
  it('says to set servicePublicKey to the key npm run simulator prints, and how to pay into it', () => {
    const onAPage = section('On a page');
    expect(onAPage).to.contain('npm run simulator');
    expect(onAPage).to.match(/quote key: ed25519:/);
    expect(onAPage).to.contain('"servicePublicKey": "ed25519:<the quote key the simulator printed>"');
    expect(onAPage).to.contain('could not be verified');
    expect(onAPage).to.contain('http://127.0.0.1:8787/_sim/deposit');
  });

  it('says the standalone simulator runs in real time and how to speed it up', () => {
    const onAPage = section('On a page');
    expect(onAPage).to.contain('runs in real time');
    expect(onAPage).to.contain('--speed');
    expect(onAPage).to.contain('/_sim/clock/speed');
  });

  it('names the confirm button by its label', () => {
    expect(readme).to.not.match(/confirm the quote/i);
    expect(readme).to.contain(`"${en.quote.confirmButton}"`);
  });
});
