// Issue 46 item 2: a signed intent whose submission got no answer (a 500, or an answer lost after the service executed
// it) may have paid. <swap-deposit> then offers only the same signed intent again (its nonce executes once) and a
// status check, never a second signature, until the first is known refused (a 400 that says it did not execute) or
// has lapsed (its deadline passed by the manual clock and the swap's status shows nothing arrived); a reload keeps
// the rule (the signed intent is saved with the receipt). The request bodies are decoded to show the resend is the
// same signed payload.
import { expect, html } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { ETH_USDC, makeSim } from '../../simulator/helpers.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { json } from '../../helpers/fake-fetch.js';
import { remountDeposit } from '../../helpers/deposit-page.js';
import { $, confirmedQuote, renderDeposit, shown, textOf } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

/** What submit-intent meets: the simulator's answer, a 500 it never saw, or its answer lost after it executed. */
type Fate = 'answer' | '500' | 'lost';

describe('<swap-deposit>: a signed intent whose fate is unknown is never signed twice', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let timers: FakeTimers;
  let uninstall: (() => void) | undefined;
  let secretKey: Uint8Array;
  let account: string;
  /** The fate of each next submit-intent (the last one repeats). */
  let fates: Fate[];
  /** Every submit-intent body sent, decoded. */
  let submitted: unknown[];
  let generated: number;
  /** Rewrites the deadline inside generated intents (a service whose intents lapse before the quote does). */
  let intentDeadline: string | undefined;

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/v0/generate-intent')) {
      generated++;
      const response = await sim.fetch(request);
      if (!intentDeadline || response.status !== 200) return response;
      const body = (await response.json()) as { intent: { payload: string } };
      const payload = JSON.parse(body.intent.payload) as Record<string, unknown>;
      body.intent.payload = JSON.stringify({ ...payload, deadline: intentDeadline });
      return json(body);
    }
    if (!request.url.endsWith('/v0/submit-intent')) return sim.fetch(request);
    submitted.push(await request.clone().json());
    const fate = fates.length > 1 ? fates.shift()! : fates[0]!;
    if (fate === '500') return json({ message: 'Internal server error' }, 500);
    const response = await sim.fetch(request);
    if (fate === 'lost') throw new TypeError('Failed to fetch');
    return response;
  }) as typeof globalThis.fetch;

  beforeEach(async () => {
    storage = freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    timers = new FakeTimers();
    await resetWallets();
    secretKey = secp256k1.utils.randomSecretKey();
    account = addressOfKey(secretKey);
    fates = ['answer'];
    submitted = [];
    generated = 0;
    intentDeadline = undefined;
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    dropStore();
  });

  function wallet() {
    const installed = installWallet(sim, { secretKey });
    uninstall = installed.uninstall;
    return installed.wallet;
  }

  const intentsQuote = () =>
    confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });

  async function show(quote: QuoteResponse): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const template = html`<div style="width: 320px"><swap-deposit .scheduler=${timers}></swap-deposit></div>`;
    const el = await renderDeposit(sim, fetch, template);
    await shown(el);
    return el;
  }

  const signButton = (el: SwapDeposit) => $(el, '[part=intent-sign]') as HTMLButtonElement | null;
  const status = (el: SwapDeposit) => textOf(el, '[part=intent-status]');
  const buttons = (el: SwapDeposit) =>
    [...el.shadowRoot!.querySelectorAll('[part=intent] button')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
  const saved = (quote: QuoteResponse) =>
    (getPersistence().getReceipt(quote.quote.depositAddress!) as unknown as { intentPayment?: Record<string, unknown> })
      .intentPayment;
  const noAnswer = (el: SwapDeposit) => waitUntil(() => status(el).includes('did not answer'), 'no answer is said');

  async function looksRight(el: SwapDeposit, state: string) {
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, `${state}, ${theme}`).to.be.accessible();
    }
    expect(overflowingBoxes(el), state).to.deep.equal([]);
  }

  /** Signs with the fake wallet and waits for the first submission's outcome to be shown. */
  async function signOnce(el: SwapDeposit) {
    await waitUntil(() => signButton(el), 'the wallet is offered');
    signButton(el)!.click();
    await noAnswer(el);
  }

  it('a 500: only the same signed transfer is offered again, and the resend posts it unchanged', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    fates = ['500', 'answer'];
    const el = await show(quote);
    await signOnce(el);
    expect(buttons(el)).to.deep.equal(['Send the signed transfer again', 'Check the swap status']);
    expect(!!signButton(el), 'no second signature').to.equal(false);
    expect(status(el)).to.equal(
      'The swap service did not answer: The swap service had a problem. Please try again in a moment. Your signed transfer may have gone through. Send the same transfer again (it cannot pay twice) or check the swap status; Fake Wallet is not asked to sign a new one before it lapses at Jan 15, 2026, 1:00 PM.',
    );
    await looksRight(el, 'no answer');

    $(el, '[part=intent-resend]')!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the resend is taken');
    expect(submitted).to.have.length(2);
    expect(submitted[1], 'the same signed payload').to.deep.equal(submitted[0]);
    expect(generated, 'one intent generated').to.equal(1);
    expect(fake.calls('personal_sign'), 'signed once').to.have.length(1);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(0n);
  });

  it('an answer lost after the service executed it: no second signature; the resend shows the deposit arrived', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250000000' });
    const fake = wallet();
    fates = ['lost', 'answer'];
    const el = await show(quote);
    await signOnce(el);
    expect(buttons(el)).to.deep.equal(['Send the signed transfer again', 'Check the swap status']);
    expect(!!signButton(el), 'no second signature').to.equal(false);
    expect(status(el)).to.contain('Your signed transfer may have gone through.');
    // It did pay: a second signature would have paid again.
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));

    $(el, '[part=intent-resend]')!.click();
    await waitUntil(() => $(el, '[part=received]'), 'the deposit is known');
    expect(status(el)).to.equal(
      'The swap service has received the deposit for this swap. Nothing more to sign or send.',
    );
    expect(submitted).to.have.length(2);
    expect(submitted[1], 'the same signed payload').to.deep.equal(submitted[0]);
    expect(!!signButton(el)).to.equal(false);
    expect(fake.calls('personal_sign')).to.have.length(1);
    expect(sim.intentsBalance(account, ETH_USDC), 'paid once').to.equal(250000000n - BigInt(quote.quote.amountIn));
    await looksRight(el, 'arrived');
  });

  it('a 400 that says it did not execute (the balance is short): then, and only then, a new signature', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '1000000' });
    wallet();
    fates = ['500', 'answer'];
    const el = await show(quote);
    await signOnce(el);
    expect(!!signButton(el)).to.equal(false);
    $(el, '[part=intent-resend]')!.click();
    await waitUntil(() => status(el).includes('does not hold'), 'the refusal is said');
    expect(submitted[1]).to.deep.equal(submitted[0]);
    expect(saved(quote), 'a refused intent is dropped').to.equal(undefined);
    expect(textOf(el, '[part=intent-sign]')).to.equal('Try signing again with Fake Wallet');
    expect(!!$(el, '[part=intent-resend]')).to.equal(false);
  });

  it('past the signed intent’s deadline (manual clock) with nothing arrived: a new signature is offered', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    // This service's intents lapse 10 minutes after they are generated, well before the quote's deadline.
    intentDeadline = new Date(sim.clock.now() + 600_000).toISOString();
    fates = ['500', 'answer'];
    const el = await show(quote);
    await signOnce(el);
    expect(!!signButton(el), 'no second signature').to.equal(false);
    expect(status(el)).to.contain('before it lapses at Jan 15, 2026, 12:10 PM.');

    // Asked before the deadline: nothing arrived, but it may still execute.
    $(el, '[part=intent-check]')!.click();
    await waitUntil(() => status(el).startsWith('Nothing has arrived'), 'the check is answered');
    expect(status(el)).to.equal(
      'Nothing has arrived for this swap yet, but your signed transfer may still go through until Jan 15, 2026, 12:10 PM. Send it again or check later; Fake Wallet is not asked to sign a new one before then.',
    );
    expect(!!signButton(el)).to.equal(false);
    expect(buttons(el)).to.deep.equal(['Send the signed transfer again', 'Check the swap status']);

    sim.clock.advance(599_000);
    await el.updateComplete;
    expect(!!signButton(el), 'a second before it lapses').to.equal(false);
    sim.clock.advance(1_000);
    await waitUntil(() => signButton(el), 'lapsed: a new signature is offered');
    expect(status(el)).to.equal(
      'Your signed transfer lapsed at its deadline and nothing arrived, so nothing was paid. Sign again to pay.',
    );
    expect(saved(quote)).to.equal(undefined);
    expect(textOf(el, '[part=intent-sign]')).to.equal('Try signing again with Fake Wallet');
    await looksRight(el, 'lapsed');

    intentDeadline = undefined;
    signButton(el)!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the new signature pays');
    expect(generated).to.equal(2);
    expect(fake.calls('personal_sign')).to.have.length(2);
    expect(sim.intentsBalance(account, ETH_USDC), 'paid once').to.equal(0n);
  });

  it('a reload while the fate is unknown: the saved signed intent is sent again, no new signature is offered', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    fates = ['500'];
    const el = await show(quote);
    await signOnce(el);

    el.parentElement!.remove();
    freshStore(storage);
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    const again = await remountDeposit(sim, fetch, timers);
    await noAnswer(again);
    expect(buttons(again)).to.deep.equal(['Send the signed transfer again', 'Check the swap status']);
    expect(!!signButton(again), 'no new signature after the reload').to.equal(false);
    expect(submitted).to.have.length(2);
    expect(submitted[1], 'sent again as it was').to.deep.equal(submitted[0]);
    await looksRight(again, 'reloaded, no answer');

    fates = ['answer'];
    $(again, '[part=intent-resend]')!.click();
    await waitUntil(() => $(again, '[part=intent-sent]'), 'taken');
    expect(submitted[2]).to.deep.equal(submitted[0]);
    expect(fake.calls('personal_sign')).to.have.length(1);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(0n);
  });
});
