// Issue 46 item 7 (the deposit step): an Intents deposit (paid by a signed transfer inside NEAR Intents) is not a
// chain transfer from an exchange, and ANY_INPUT never refunds (it pays out once the deposits add up, CONTRACT.md
// "2026-11 update"), so neither shows the exchange caution nor its "everything is refunded"; each says what applies.
// An ordinary swap keeps its wording.
import { expect, html } from '@open-wc/testing';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { anyInputQuote, makeSim } from '../../simulator/helpers.js';
import { HYPERLIQUID_USDC } from '../../../src/core/chains.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { de } from '../../../src/i18n/de.js';
import { $, confirmedQuote, recordingFetch, renderDeposit, textOf, visibleText } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

describe('<swap-deposit> words each kind of deposit as it works', () => {
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

  async function show(quote: QuoteResponse, lang = 'en'): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const el = await renderDeposit(
      sim,
      fetch,
      html`<div lang=${lang} style="width: 320px"><swap-deposit></swap-deposit></div>`,
    );
    if (lang === 'de') el.locale = 'de';
    await waitUntil(() => $(el, '[part=qr] svg'), 'the instructions with their QR');
    return el;
  }

  async function looksRight(el: SwapDeposit, state: string) {
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, `${state}, ${theme}`).to.be.accessible();
    }
    expect(overflowingBoxes(el), state).to.deep.equal([]);
  }

  it('INTENTS: no exchange caution; refunds go to the Intents account the quote names', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const el = await show(quote);
    expect(!!$(el, '[part=caution]')).to.equal(false);
    expect(visibleText(el)).to.not.match(/exchange|everything is refunded/i);
    expect(textOf(el, '[part=amount-rules]')).to.equal(
      'Less than this is refunded to the NEAR Intents account payer.near after the deadline. More is swapped, and the excess is refunded there after the swap.',
    );
    expect(textOf(el, '[part=timers]')).to.contain(
      'After the deadline, a swap that has not completed is refunded to the NEAR Intents account payer.near.',
    );
    await looksRight(el, 'INTENTS');
  });

  it('USDC from Hyperliquid: its deposit fee, its minimum and which send methods work (issue 48)', async () => {
    const quote = await confirmedQuote(sim, {
      fromChain: 'hypercore',
      originAsset: HYPERLIQUID_USDC,
      amount: '1000000000', // 10 USDC, 8 decimals
    });
    const el = await show(quote);
    expect(textOf(el, '[part=chain-note]')).to.equal(
      'From Hyperliquid: a flat 0.2 USDC deposit fee, at least 0.5 USDC. Send with sendAsset or spotSend; usdSend costs 1 USDC more and can leave the deposit short.',
    );
    await looksRight(el, 'Hyperliquid');
    const other = await show(await confirmedQuote(sim));
    expect($(other, '[part=chain-note]'), 'only from Hyperliquid').to.equal(null);
  });

  it('INTENTS refunding to the origin chain: no exchange caution, the refund address as the quote gives it', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS' });
    const refundTo = quote.quoteRequest.refundTo;
    const el = await show(quote);
    expect(!!$(el, '[part=caution]')).to.equal(false);
    expect(visibleText(el)).to.not.match(/exchange|everything is refunded/i);
    expect(textOf(el, '[part=timers]')).to.contain(
      `After the deadline, a swap that has not completed is refunded to ${refundTo}.`,
    );
  });

  it('ANY_INPUT: no refund promise; deposits add up and are paid out, also once it expired', async () => {
    const quote = await anyInputQuote(sim, await sim.issueToken());
    const recipient = quote.quoteRequest.recipient;
    const el = await show(quote);
    expect(visibleText(el)).to.not.match(/exchange|is refunded to|everything is refunded/i);
    expect(textOf(el, '[part=caution]')).to.equal(
      `Nothing is refunded. Deposits of any supported token add up and are paid out to ${recipient} once together they reach the swap service’s payout minimum ($1,000 as of November 2026).`,
    );
    expect(textOf(el, '[part=timers]')).to.contain(
      `What arrives before the deadline is paid out to ${recipient}, never refunded.`,
    );
    await looksRight(el, 'ANY_INPUT');

    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    await waitUntil(() => $(el, '[part=expired]'), 'expired');
    expect(textOf(el, '[part=expired]')).to.contain(
      'Funds sent now are not swapped. Deposits that arrived before the deadline are paid out, never refunded; if you sent one, you can still submit its transaction hash below.',
    );
    expect(visibleText(el)).to.not.match(/is refunded to|everything is refunded/i);
  });

  it('ANY_INPUT in German', async () => {
    configure({ messages: de });
    const quote = await anyInputQuote(sim, await sim.issueToken());
    const el = await show(quote, 'de');
    await waitUntil(() => textOf(el, '[part=caution]').startsWith('Es wird'), 'German');
    expect(textOf(el, '[part=caution]')).to.equal(
      `Es wird nichts zurückerstattet. Einzahlungen beliebiger unterstützter Token summieren sich und werden an ${quote.quoteRequest.recipient} ausgezahlt, sobald sie zusammen den Auszahlungsmindestbetrag des Swap-Dienstes erreichen (1.000 $, Stand November 2026).`,
    );
  });

  it('an ordinary swap (ORIGIN_CHAIN, EXACT_INPUT) keeps the exchange caution and its refund rules', async () => {
    const quote = await confirmedQuote(sim);
    const refundTo = quote.quoteRequest.refundTo;
    const el = await show(quote);
    expect(textOf(el, '[part=caution]')).to.equal(
      'Sending from an exchange? Send a small test amount first. Exchanges that use intermediate or per-user deposit addresses may not credit a deposit until the address is recognised or whitelisted. The test amount counts toward the total: send the rest before the deadline, or everything is refunded.',
    );
    expect(textOf(el, '[part=amount-rules]')).to.equal(
      `Less than this is refunded to ${refundTo} after the deadline. More is swapped, and the excess is refunded to ${refundTo} after the swap.`,
    );
    expect(textOf(el, '[part=timers]')).to.contain(
      `After the deadline, a swap that has not completed is refunded to ${refundTo}.`,
    );
  });
});
