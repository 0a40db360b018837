// Issue 26 point 7: on a plain page <swap-quote>, <swap-deposit> and <swap-status> have one default width (480 px;
// deposit and status used to stretch to the page), changed for all three with --swap-max-width, as the README's
// theming section says. Each shows a real swap from the in-process simulator.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/swap-quote/swap-quote.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-status/swap-status.js';
import { configure, getStore } from '../../src/store/store.js';
import { BASE, clientFor, makeSim, quoteRequest } from '../simulator/helpers.js';
import { freshStore } from '../helpers/fresh-store.js';

const readme = await (await fetch(new URL('../../README.md', import.meta.url))).text();
const theming = readme.split(/^## /m).find((section) => section.startsWith('Theming\n')) ?? '';

describe('one default width for quote, deposit and status', () => {
  before(() => setViewport({ width: 1280, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => {
    freshStore();
  });

  async function page(style = '') {
    const sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey, baseUrl: BASE, fetch: sim.fetch, now: sim.clock.now });
    const quote = await clientFor(sim).quote({ ...quoteRequest(sim), dry: false });
    getStore().activate(quote, true);
    const root = await fixture<HTMLElement>(
      html`<div class="plain-page">
        <style>
          ${style}
        </style>
        <swap-quote></swap-quote>
        <swap-deposit></swap-deposit>
        <swap-status></swap-status>
      </div>`,
    );
    const elements = ['swap-quote', 'swap-deposit', 'swap-status'].map((tag) => root.querySelector(tag)!);
    await waitUntil(() => elements[1]!.shadowRoot?.querySelector('[part~=deposit-address]'), 'no deposit shown');
    return elements.map((el) => Math.round(el.getBoundingClientRect().width));
  }

  it('is 480 px for all three on a 1,280 px page', async () => {
    expect(await page()).to.deep.equal([480, 480, 480]);
  });

  it('changes for all three with --swap-max-width, as the README says', async () => {
    expect(await page('.plain-page { --swap-max-width: 640px; }')).to.deep.equal([640, 640, 640]);
    expect(theming).to.contain('--swap-max-width');
  });
});
