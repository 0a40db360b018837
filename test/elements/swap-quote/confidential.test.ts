// Issue 48 item 3: a "Confidential swap" choice where the page allows it (`confidential`), only with the partner
// credential and only on a swap from a chain to a chain; it sends `confidentiality: "basic"`, and the service's 401
// for a confidential quote without a credential reads as a sentence. Fits 320 px and passes axe.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../../helpers/wait-until.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { addressOn, BASE, ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { $, harness, type Harness } from './helpers.js';

describe('<swap-quote confidential>', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  before(() => setViewport({ width: 320, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
  });
  afterEach(() => visibility.restore());

  async function mount(o: { confidential?: boolean; fetch?: typeof fetch } = {}): Promise<SwapQuote> {
    const el = await fixture<SwapQuote>(
      html`<swap-quote
        .fetch=${o.fetch ?? h.fetch}
        .clock=${h.sim.clock.now}
        base-url=${BASE}
        locale="en-US"
        ?confidential=${o.confidential ?? true}
        origin-asset=${ETH_USDC}
        destination-asset=${WNEAR}
        recipient=${addressOn('near', 2)}
        refund-address=${addressOn('eth')}
        amount="100"
      ></swap-quote>`,
    );
    await waitUntil(() => $(el, '[part=quote]') && !$(el, '.quote.stale'), 'no quote', { timeout: 3000 });
    $<HTMLDetailsElement>(el, '[part=settings]')!.open = true;
    return el;
  }
  const choice = (el: SwapQuote) => $<HTMLInputElement>(el, '[part=confidential] input');
  const tick = async (el: SwapQuote, on: boolean) => {
    const before = h.quotes.length;
    choice(el)!.checked = on;
    choice(el)!.dispatchEvent(new Event('change'));
    await waitUntil(() => h.quotes.length > before, 'no quote after the choice', { timeout: 3000 });
    await h.quotes.at(-1)!.answered;
    await el.updateComplete;
  };

  it('offers the choice with a partner credential and sends confidentiality "basic"; the simulator takes it', async () => {
    const el = await mount();
    expect(choice(el), 'no credential: no choice').to.equal(null);
    el.token = await h.sim.issueToken();
    await waitUntil(() => choice(el), 'no choice with a credential', { timeout: 3000 });
    expect($(el, '[part=confidential]')!.textContent!.trim()).to.equal('Confidential swap');
    expect(choice(el)!.checked).to.equal(false);
    expect(h.quotes.every((q) => q.body.confidentiality === undefined)).to.equal(true, 'off by default');

    await tick(el, true);
    expect(h.quotes.at(-1)!.body.confidentiality).to.equal('basic');
    await waitUntil(() => $(el, '[part=quote]') && !$(el, '.quote.stale'), 'no confidential quote', { timeout: 3000 });
    expect($(el, '[part=alert]')).to.equal(null);
    expect(overflowingPage(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();

    // Delivered into an Intents account: not an ordinary chain-to-chain swap, so neither offered nor sent.
    const before = h.quotes.length;
    el.recipientType = 'INTENTS';
    el.recipient = 'alice.near';
    await waitUntil(() => h.quotes.length > before, 'no quote after the change', { timeout: 3000 });
    await el.updateComplete;
    expect(choice(el)).to.equal(null);
    expect(h.quotes.at(-1)!.body.confidentiality).to.equal(undefined);
  });

  it('is not offered where the page does not allow it', async () => {
    const el = await mount({ confidential: false });
    el.token = await h.sim.issueToken();
    await waitUntil(() => h.quotes.length >= 2, 'no quote with the credential', { timeout: 3000 });
    await el.updateComplete;
    expect(choice(el)).to.equal(null);
  });

  it('says in words that the service wants a partner credential for a confidential quote (401)', async () => {
    // A gateway that says it added the partner credential, but did not (its PARTNER_API_KEY is missing upstream).
    const gateway: typeof fetch = async (input, init) => {
      const response = await h.fetch(input, init);
      const headers = new Headers(response.headers);
      headers.set('x-partner-credential', 'added');
      return new Response(response.body, { status: response.status, headers });
    };
    const el = await mount({ fetch: gateway });
    await waitUntil(() => choice(el), 'no choice after a quote through the gateway', { timeout: 3000 });
    await tick(el, true);
    expect(h.quotes.at(-1)!.body.confidentiality).to.equal('basic');
    await waitUntil(() => $(el, '[part=alert]'), 'no message', { timeout: 3000 });
    expect($(el, '[part=alert]')!.textContent!.replace(/\s+/g, ' ').trim()).to.contain(
      'Confidential swaps need this site’s partner account with the swap service. Turn off “Confidential swap” to get a quote.',
    );
    expect(overflowingPage(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('<swap-widget confidential> passes the permission to its <swap-quote>', async () => {
    const widget = await fixture<HTMLElement & { confidential: boolean }>(
      html`<swap-widget .fetch=${h.fetch} base-url=${BASE} confidential></swap-widget>`,
    );
    const inner = widget.shadowRoot!.querySelector<SwapQuote>('swap-quote')!;
    expect(widget.confidential).to.equal(true);
    expect(inner.confidential).to.equal(true);
  });
});
