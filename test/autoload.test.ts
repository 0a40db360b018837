// The script-tag entry's autoloader: an element's code loads when its tag first appears (in the page at start, added
// later, deep in an added subtree), properties set before that survive the upgrade, and defineElements() loads on
// demand without any tag in the page. Each test file runs in its own page, so nothing here is defined beforehand.
import { expect } from '@open-wc/testing';
import { waitUntil } from './helpers/wait-until.js';
import { ELEMENT_TAGS, defineElements } from '../src/cdn.js';
import { resetStores } from '../src/store/store.js';
import { makeSim, BASE } from './simulator/helpers.js';

describe('autoload (the script-tag entry)', () => {
  beforeEach(() => resetStores());
  afterEach(() => document.querySelectorAll(ELEMENT_TAGS.join(',')).forEach((element) => element.remove()));

  it('defines nothing until a tag appears', () => {
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('loads <swap-status> when it is added deep in a subtree, keeping properties set before the upgrade', async () => {
    const sim = makeSim();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = `<div><swap-status base-url="${BASE}" deposit-address="0x0000000000000000000000000000000000000001"></swap-status></div>`;
    const status = wrapper.querySelector('swap-status')! as HTMLElement & {
      fetch?: typeof fetch;
      clock?: () => number;
    };
    const requests: string[] = [];
    status.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return sim.fetch(input, init);
    };
    status.clock = sim.clock.now;
    document.body.append(wrapper);

    await customElements.whenDefined('swap-status');
    expect(customElements.get('swap-quote'), 'only what the page shows').to.equal(undefined);
    await waitUntil(() => requests.length > 0, 'the pre-upgrade fetch property was used');
    expect(requests[0]).to.contain(`${BASE}/v0/status?depositAddress=0x0000000000000000000000000000000000000001`);
    wrapper.remove();
  });

  it('loads the widget and the quote step it shows, not yet its deposit step (test/elements/swap-widget/later-steps)', async () => {
    const widget = document.createElement('swap-widget');
    document.body.append(widget);
    await customElements.whenDefined('swap-widget');
    await customElements.whenDefined('swap-quote');
    await (widget as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    expect(widget.shadowRoot!.querySelector('swap-quote')).to.be.instanceOf(customElements.get('swap-quote')!);
    expect(customElements.get('swap-deposit')).to.equal(undefined);
    widget.remove();
  });

  it('defineElements() loads named elements with no tag in the page, and is idempotent', async () => {
    await defineElements(['swap-history']);
    const ctor = customElements.get('swap-history');
    expect(ctor).to.be.a('function');
    await defineElements(['swap-history']);
    expect(customElements.get('swap-history')).to.equal(ctor);
    await defineElements();
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).to.be.a('function');
  });
});
