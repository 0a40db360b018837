// Issue 15 point 2 in <swap-deposit>: an ANY_INPUT quote that lists an address per chain lets the user pick the chain
// they pay from; the address, memo, QR and copy buttons follow the choice, the choice survives a reload (it is kept
// with the receipt), the hash is checked for the chosen chain and submitted under the swap's own address, and a quote
// for any token with amount "0" reads sensibly. The money path stays: after the deposit nothing asks for funds.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteRequest, QuoteResponse } from '../../../src/api/schemas.js';
import { chainName } from '../../../src/core/assets.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { ETH_USDC, XLM, anyInputQuote as anyInputQuoteFor, clientFor, makeSim, post } from '../../simulator/helpers.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { $, recordingFetch, renderDeposit, textOf, visibleText, type Sent } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

describe('<swap-deposit> for an ANY_INPUT quote paid from a chosen chain', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let token: string;
  let fetch: typeof globalThis.fetch;
  let requests: Sent[];

  beforeEach(async () => {
    storage = freshStore();
    sim = makeSim();
    token = await sim.issueToken();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
  });

  afterEach(() => {
    dropStore();
  });

  /** A public INTENTS ANY_INPUT quote made with the partner credential: any token and amount "0" by default. */
  function anyInputQuote(patch: Partial<QuoteRequest> = {}): Promise<QuoteResponse> {
    return anyInputQuoteFor(sim, token, patch);
  }

  async function shownFor(quote: QuoteResponse): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await waitUntil(() => $(el, '[part=qr] svg'), 'the instructions with their QR');
    return el;
  }

  async function pick(el: SwapDeposit, id: string) {
    const select = $(el, '[part=chain-picker] select') as HTMLSelectElement;
    select.value = id;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
  }

  const choices = (el: SwapDeposit) =>
    [...el.shadowRoot!.querySelectorAll<HTMLOptionElement>('[part=chain-picker] option')].map((o) => [
      o.value,
      o.textContent!.trim(),
    ]);
  const chosen = (el: SwapDeposit) => ($(el, '[part=chain-picker] select') as HTMLSelectElement).value;
  const copied = (el: SwapDeposit) =>
    [...el.shadowRoot!.querySelectorAll<HTMLElement & { value: string }>('swap-copy-button')].map((b) => b.value);
  const qr = (el: SwapDeposit) => $(el, '[part=qr]')!.dataset;

  async function typeHash(el: SwapDeposit, hash: string) {
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = hash;
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
  }

  it('lists every chain and the Intents account, shows the chosen chain, and keeps the choice over a reload', async () => {
    const quote = await anyInputQuote();
    const listed = quote.quote.chainDepositAddresses!;
    expect(listed.length).to.be.greaterThan(3);
    const el = await shownFor(quote);

    // A labelled select: every chain by the name the rest of the UI uses, then the quote's own account.
    const select = $(el, '[part=chain-picker] select')!;
    expect(el.shadowRoot!.querySelector(`label[for=${select.id}]`)!.textContent!.trim()).to.equal('Pay from');
    expect(choices(el)).to.deep.equal([
      ...listed.map((c) => [c.blockchain, chainName(c.blockchain)]),
      ['intents', 'NEAR Intents account'],
    ]);
    // Any token: the first chain by default (no origin chain), no amount, nothing unreadable.
    const first = listed[0]!;
    expect(chosen(el)).to.equal(first.blockchain);
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(first.address);
    expect($(el, '[part=amount]')).to.equal(null);
    expect($(el, '[part=send-only]')).to.equal(null);
    expect(visibleText(el)).to.not.match(/NaN|undefined|null|1cs_v1/);

    // Stellar: its address, its memo with the REQUIRED emphasis, QR and copy buttons for both, its rules.
    const stellar = listed.find((c) => c.blockchain === 'stellar')!;
    expect(stellar.memo).to.match(/^\d+$/);
    await pick(el, 'stellar');
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(stellar.address);
    expect(textOf(el, '[part=memo-value]')).to.equal(stellar.memo);
    expect(textOf(el, '[part=memo-required]')).to.equal('REQUIRED');
    expect(textOf(el, '[part=accepts]')).to.equal(
      'This address accepts any amount of any supported token sent on Stellar.',
    );
    expect(visibleText(el)).to.contain('Send on Stellar only');
    expect(copied(el)).to.deep.equal([stellar.address, stellar.memo]);
    expect(qr(el)).to.include({ mode: 'address', text: stellar.address });
    // Any token: no payment link (it would name one token), the memo as a QR of its own.
    const modes = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].map((i) => i.value);
    expect(modes).to.deep.equal(['address', 'memo']);
    expect(visibleText(el)).to.not.match(/NaN|undefined|null|1cs_v1/);
    // Kept with the receipt: a chain code, nothing else new.
    const receipt = getPersistence().getReceipt(quote.quote.depositAddress!) as unknown as Record<string, unknown>;
    expect(receipt.payFrom).to.equal('stellar');

    // A reload: the page's storage read afresh, the element shown from the saved receipt alone.
    el.remove();
    freshStore(storage);
    configure({ servicePublicKey: (await sim.info()).publicKey });
    const again = await renderDeposit(
      sim,
      fetch,
      html`<swap-deposit deposit-address=${quote.quote.depositAddress!}></swap-deposit>`,
    );
    await waitUntil(() => $(again, '[part=qr] svg'), 'the saved swap with its QR');
    expect(chosen(again)).to.equal('stellar');
    expect(textOf(again, '[part=deposit-address-value]')).to.equal(stellar.address);
    expect(textOf(again, '[part=memo-value]')).to.equal(stellar.memo);
    expect(qr(again)).to.include({ mode: 'address', text: stellar.address });
  });

  it('checks the hash for the chosen chain and submits it under the swap’s own address', async () => {
    const quote = await anyInputQuote();
    const el = await shownFor(quote);
    await pick(el, 'eth');
    expect(textOf(el, '#tx-hash-hint')).to.contain('Ethereum transfer');
    await typeHash(el, 'not-a-hash');
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => $(el, '[part=field-error]'));
    expect(textOf(el, '[part=field-error]')).to.match(/0x/);
    expect(requests.filter((r) => r.path === '/v0/deposit/submit')).to.have.length(0);

    // Another chain clears the old error; the Intents account is a NEAR transfer, with the sender field.
    await pick(el, 'intents');
    expect($(el, '[part=field-error]')).to.equal(null);
    expect($(el, '[part=sender-input]')).to.not.equal(null);
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    expect(textOf(el, '[part=accepts]')).to.equal(
      'This NEAR Intents account accepts any amount of any supported token sent inside NEAR Intents.',
    );

    await pick(el, 'eth');
    const hash = `0x${'ab'.repeat(32)}`;
    await typeHash(el, hash);
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => textOf(el, '[part=submit-result]').startsWith('Submitted'), 'the service answered');
    expect(requests.filter((r) => r.path === '/v0/deposit/submit').map((r) => r.body)).to.deep.equal([
      { txHash: hash, depositAddress: quote.quote.depositAddress },
    ]);
  });

  it('defaults to the origin token’s chain, where a payment link names that token', async () => {
    const quote = await anyInputQuote({ originAsset: ETH_USDC, amount: '100000000' });
    const el = await shownFor(quote);
    const eth = quote.quote.chainDepositAddresses!.find((c) => c.blockchain === 'eth')!;
    expect(chosen(el)).to.equal('eth');
    // The quoted amount stays, with rules that say any supported token is taken.
    expect(textOf(el, '[part=amount-value]')).to.contain('100 USDC');
    expect(textOf(el, '[part=amount-rules]')).to.contain('any amount of any supported token');
    const link = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find(
      (i) => i.value === 'uri',
    )!;
    link.click();
    await el.updateComplete;
    expect(qr(el).text).to.equal(
      `ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48@1/transfer?address=${eth.address}`,
    );

    // Another chain (or the account) gets no link: the origin token is not sent there.
    await pick(el, 'base');
    expect(qr(el)).to.include({ mode: 'address' });
    expect([...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')]).to.have.length(0);
    await pick(el, 'intents');
    expect(qr(el)).to.include({ mode: 'address', text: quote.quote.depositAddress });
  });

  it('asks for nothing once a deposit to the chosen chain has arrived', async () => {
    const quote = await anyInputQuote();
    const el = await shownFor(quote);
    await pick(el, 'stellar');
    const stellar = quote.quote.chainDepositAddresses!.find((c) => c.blockchain === 'stellar')!;
    const deposit = await post(sim, '/_sim/deposit', {
      depositAddress: stellar.address,
      memo: stellar.memo,
      asset: XLM,
      amount: '500000000',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).to.equal(200);
    const response = await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! });
    expect(response.status).to.equal('KNOWN_DEPOSIT_TX');
    getStore().recordStatus(quote.quote.depositAddress!, undefined, response);
    await el.updateComplete;
    expect(textOf(el, '[part=received]')).to.contain('Deposit received');
    for (const part of ['chain-picker', 'qr', 'submit', 'memo-required', 'accepts']) {
      expect($(el, `[part=${part}]`), part).to.equal(null);
    }
    expect(visibleText(el)).to.not.match(/send/i);
  });

  describe('at 320 px', () => {
    before(() => setViewport({ width: 320, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    for (const theme of ['light', 'dark'] as const) {
      it(`fits and is accessible with the chain picker and a memo chain (${theme})`, async () => {
        getStore().activate(await anyInputQuote(), true);
        const el = (
          await fixture<HTMLElement>(html`<div style="width: 320px"><swap-deposit theme=${theme}></swap-deposit></div>`)
        ).querySelector('swap-deposit')!;
        Object.assign(el, { fetch, clock: sim.clock.now, baseUrl: clientFor(sim).baseUrl, locale: 'en-US' });
        await waitUntil(() => $(el, '[part=qr] svg'), 'the instructions with their QR');
        await pick(el, 'stellar');
        await typeHash(el, 'x');
        $(el, '[part=submit-button]')!.click();
        await waitUntil(() => $(el, '[part=field-error]'));
        expect(overflowingBoxes(el)).to.deep.equal([]);
        await expect(el).to.be.accessible();
      });
    }
  });
});
