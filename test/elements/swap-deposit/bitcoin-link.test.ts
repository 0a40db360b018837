// Issue 46 item 6: a Bitcoin deposit offers its BIP-21 link (bitcoin:<address>?amount=<BTC>) as a link that opens the
// visitor's wallet, and the same text as the QR's payment link; the amount is the exact decimal of the satoshis due.
import { expect, html } from '@open-wc/testing';
import { renderSVG } from 'uqr';
import { setViewport } from '@web/test-runner-commands';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import { QR_OPTIONS } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BTC, anyInputQuote, makeSim, post, clientFor } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { $, confirmedQuote, recordingFetch, renderDeposit, shown, textOf } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const qrPath = (svg: string) => /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];

describe('<swap-deposit> for a Bitcoin deposit: the BIP-21 link', () => {
  let sim: Simulator;
  let fetch: typeof globalThis.fetch;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch } = recordingFetch(sim));
  });

  afterEach(() => {
    dropStore();
  });

  async function show(quote: QuoteResponse): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch, html`<div style="width: 320px"><swap-deposit></swap-deposit></div>`);
    await shown(el);
    await waitUntil(() => $(el, '[part=qr] svg'), 'the QR is drawn');
    return el;
  }

  const link = (el: SwapDeposit) => $(el, '[part=payment-link]') as HTMLAnchorElement | null;

  async function chooseLink(el: SwapDeposit) {
    [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find((r) => r.value === 'uri')!.click(); // prettier-ignore
    await el.updateComplete;
  }

  it('renders bitcoin:<address>?amount=<exact BTC> as a link, and the QR holds the same text', async () => {
    const quote = await confirmedQuote(sim, { originAsset: BTC, amount: '150001', fromChain: 'btc' });
    const address = quote.quote.depositAddress!;
    expect(quote.quote.amountIn).to.equal('150001');
    const el = await show(quote);
    const uri = `bitcoin:${address}?amount=0.00150001`;
    expect(link(el)?.getAttribute('href')).to.equal(uri);
    expect(textOf(el, '[part=payment-link]')).to.equal('Open in your Bitcoin wallet');
    await chooseLink(el);
    const qr = $(el, '[part=qr]')!;
    expect(qr.dataset.text).to.equal(uri);
    expect(qrPath(qr.innerHTML)).to.equal(qrPath(renderSVG(uri, QR_OPTIONS)));
    expect(qr.getAttribute('aria-label')).to.equal(`QR code of the payment link ${uri}`);
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, theme).to.be.accessible();
    }
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('one satoshi reads 0.00000001; a short deposit’s link asks for exactly what is missing', async () => {
    const quote = await confirmedQuote(sim, { originAsset: BTC, amount: '100000001', fromChain: 'btc' });
    const address = quote.quote.depositAddress!;
    const el = await show(quote);
    expect(link(el)?.getAttribute('href')).to.equal(`bitcoin:${address}?amount=1.00000001`);
    const deposit = await post(sim, '/_sim/deposit', { depositAddress: address, amount: '100000000' });
    expect(deposit.status, JSON.stringify(deposit.body)).to.equal(200);
    getStore().recordStatus(address, undefined, await clientFor(sim).status({ depositAddress: address }));
    await waitUntil(() => textOf(el, '[part=title]') === 'Top up your deposit', 'the top-up is shown');
    expect(link(el)?.getAttribute('href')).to.equal(`bitcoin:${address}?amount=0.00000001`);
  });

  it('ANY_INPUT paid from Bitcoin: the link names the address without an amount (as EIP-681 does)', async () => {
    const token = await sim.issueToken();
    const quote = await anyInputQuote(sim, token, { originAsset: BTC, amount: '150000' });
    const btc = quote.quote.chainDepositAddresses!.find((c) => c.blockchain === 'btc')!;
    const el = await show(quote);
    expect(($(el, '[part=chain-picker] select') as HTMLSelectElement).value).to.equal('btc');
    expect(link(el)?.getAttribute('href')).to.equal(`bitcoin:${btc.address}`);
  });

  it('no bitcoin: link for other chains', async () => {
    const el = await show(await confirmedQuote(sim));
    expect(!!$(el, '[part=qr-toggle]'), 'the EIP-681 option stays').to.equal(true);
    expect(!!link(el)).to.equal(false);
  });

  describe('at a 320 px viewport', () => {
    before(() => setViewport({ width: 320, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('fits with the link', async () => {
      const el = await show(await confirmedQuote(sim, { originAsset: BTC, amount: '150000', fromChain: 'btc' }));
      expect(!!link(el)).to.equal(true);
      expect(overflowingBoxes(el)).to.deep.equal([]);
    });
  });
});
