// Issue 49 item 3: each token of <swap-account> can be withdrawn to a chain (INTENTS → DESTINATION_CHAIN) or swapped
// inside the balance (INTENTS → INTENTS), both signed with the wallet through <swap-deposit>'s intent payment, or the
// account topped up (a quote whose recipient is the account, paid to the deposit address). Each runs in the inner
// <swap-widget> to its end, and the balance shown afterwards is the simulator ledger's, moved by exactly the swap's
// amounts.
import { expect } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { configure } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import type { SwapAccount } from '../../../src/elements/swap-account/swap-account.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { ETH_USDC, WNEAR, makeSim } from '../../simulator/helpers.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { fill } from '../swap-quote/helpers.js';
import { QUOTE_TICK_MS } from '../../../src/elements/swap-quote/controllers/dry-quote-controller.js';
import { WALLET_WAIT_MS } from '../../../src/elements/swap-deposit/wallet-flow.model.js';
import { $, accessibleInBothSchemes, recordingFetch, renderAccount, shownBalances, textOf } from './helpers.js';

const inner = (root: Element | ShadowRoot | null | undefined, tag: string) =>
  (root instanceof Element ? root.shadowRoot : root)?.querySelector<HTMLElement>(tag) ?? null;
const BASE_USDC = 'nep141:base-0x833589fcd6edb6e08f4c7c32d4f71b54bda02913.omft.near';
const widgetOf = (el: SwapAccount) => inner(el, 'swap-widget');
const quoteOf = (el: SwapAccount) => inner(widgetOf(el), 'swap-quote') as SwapQuote | null;
const depositOf = (el: SwapAccount) => inner(widgetOf(el), 'swap-deposit');

describe('<swap-account> actions', () => {
  let sim: Simulator;
  let uninstall: () => void;
  let address: string;
  let account: string;
  let timers: FakeTimers;
  let fake: ReturnType<typeof installWallet>['wallet'];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    await resetFamilyWallets();
    const secretKey = secp256k1.utils.randomSecretKey();
    address = addressOfKey(secretKey);
    account = address.toLowerCase();
    const installed = installWallet(sim, { secretKey, authorized: true });
    uninstall = installed.uninstall;
    fake = installed.wallet;
    timers = new FakeTimers();
  });

  afterEach(() => {
    uninstall();
    dropStore();
  });

  async function opened(el: SwapAccount, asset: string, part: string): Promise<SwapQuote> {
    await waitUntil(() => $(el, `[data-asset="${asset}"] [part=${part}]`), 'the token row is shown');
    $(el, `[data-asset="${asset}"] [part=${part}]`)!.click();
    await waitUntil(() => quoteOf(el)?.shadowRoot?.querySelector('#amount'), 'the inner quote form');
    return quoteOf(el)!;
  }

  /** Types the amount, waits for the quote and confirms it: the confirmed quote. */
  async function confirm(quote: SwapQuote, amount: string): Promise<QuoteResponse> {
    await fill(quote, '#amount', amount);
    await waitUntil(() => quote.shadowRoot!.querySelector('[part=quote]'), 'a quote is shown');
    const confirmed = new Promise<QuoteResponse>((resolve) =>
      quote.addEventListener('swap-quote-confirm', (event) => resolve(event.detail.quoteResponse), { once: true }),
    );
    await waitUntil(() => quote.shadowRoot!.querySelector<HTMLButtonElement>('[part~=confirm-button]:not([disabled])'));
    quote.shadowRoot!.querySelector<HTMLButtonElement>('[part~=confirm-button]')!.click();
    return confirmed;
  }

  /** Signs with the wallet in the inner deposit step. */
  async function sign(el: SwapAccount) {
    await waitUntil(() => depositOf(el)?.shadowRoot?.querySelector('[part=intent-sign]'), 'the wallet is offered');
    depositOf(el)!.shadowRoot!.querySelector<HTMLButtonElement>('[part=intent-sign]')!.click();
    await waitUntil(() => depositOf(el)?.shadowRoot?.querySelector('[part=intent-sent]'), 'the signed intent is taken');
  }

  /** Lets the simulator finish the swap and the inner status see it (swap-complete). */
  async function toSuccess(el: SwapAccount, chain: string) {
    let complete = '';
    el.addEventListener('swap-complete', (event) => (complete = event.detail.status), { once: true });
    sim.clock.advance(confirmMs(chain) + confirmMs('near') + PROCESSING_MS);
    // Status checks only: not the wallet's wait, nor the quote's refresh.
    const check = () => timers.pending.find((timer) => timer.ms !== WALLET_WAIT_MS && timer.ms !== QUOTE_TICK_MS);
    for (let checks = 0; !complete; checks++) {
      expect(checks, 'status checks before the end').to.be.lessThan(20);
      await waitUntil(() => check() || complete, 'a status check is scheduled');
      if (!complete) timers.fireDelay(check()!.ms);
      await el.updateComplete;
    }
    expect(complete).to.equal('SUCCESS');
  }

  const shownAmount = (el: SwapAccount, asset: string) => shownBalances(el).find((row) => row.asset === asset)?.amount;

  it('withdraws to the wallet’s own address, prefilled; the ledger and the shown balance drop by exactly amountIn', async () => {
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250000000' });
    const el = await renderAccount(sim, recordingFetch(sim).fetch, timers);
    const quote = await opened(el, ETH_USDC, 'withdraw-button');
    expect(textOf(el, '[part=action-title]')).to.equal('Withdraw USDC on Ethereum');
    expect(quote.recipient, 'prefilled with the wallet’s address').to.equal(address);
    expect(quote).to.include({
      originAsset: ETH_USDC,
      depositType: 'INTENTS',
      refundType: 'INTENTS',
      refundAddress: account,
      recipientType: 'DESTINATION_CHAIN',
      lockOrigin: true,
    });
    await accessibleInBothSchemes(el, 'withdraw form');
    expect(overflowingBoxes(el)).to.deep.equal([]);

    quote.destinationAsset = BASE_USDC; // the visitor picks USDC on Base
    const confirmed = await confirm(quote, '100');
    expect(confirmed.quoteRequest).to.include({
      depositType: 'INTENTS',
      recipientType: 'DESTINATION_CHAIN',
      recipient: address,
    });
    await sign(el);
    expect(fake.calls('personal_sign').length).to.equal(1);
    const left = 250000000n - BigInt(confirmed.quote.amountIn);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(left);
    await waitUntil(() => shownAmount(el, ETH_USDC) === `${decimal(left, 6)} USDC`, 'the balance is read again');
    await accessibleInBothSchemes(el, 'after the withdrawal');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('swaps inside the balance: the quote pays the account itself, and the balance gains exactly amountOut', async () => {
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250000000' });
    const el = await renderAccount(sim, recordingFetch(sim).fetch, timers);
    const quote = await opened(el, ETH_USDC, 'swap-button');
    expect(textOf(el, '[part=action-title]')).to.equal('Swap USDC on Ethereum inside your account');
    expect(quote).to.include({ recipient: account, recipientType: 'INTENTS', depositType: 'INTENTS' });
    quote.destinationAsset = WNEAR; // the visitor picks wNEAR
    const confirmed = await confirm(quote, '100');
    expect(confirmed.quoteRequest).to.include({ recipient: account, recipientType: 'INTENTS' });
    await sign(el);
    await toSuccess(el, 'eth');
    await waitUntil(
      () => sim.intentsBalance(account, WNEAR) === BigInt(confirmed.quote.amountOut),
      'the ledger credits amountOut',
    );
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(250000000n - BigInt(confirmed.quote.amountIn));
    await waitUntil(() => shownAmount(el, WNEAR) !== undefined, 'the new token is shown');
    el.refresh();
    await el.requestComplete;
    const rows = shownBalances(el);
    expect(rows.find((row) => row.asset === WNEAR)!.amount.replace(/,/g, '')).to.equal(
      `${decimal(BigInt(confirmed.quote.amountOut), 24)} wNEAR`,
    );
  });

  it('tops the account up from the deposit address: the ledger gains exactly amountOut once the swap succeeds', async () => {
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '1000000' });
    const el = await renderAccount(sim, recordingFetch(sim).fetch, timers);
    const quote = await opened(el, ETH_USDC, 'row-top-up-button');
    expect(textOf(el, '[part=action-title]')).to.equal('Top up USDC on Ethereum');
    expect(quote).to.include({
      destinationAsset: ETH_USDC,
      recipient: account,
      recipientType: 'INTENTS',
      depositType: 'ORIGIN_CHAIN',
      refundAddress: address,
    });
    quote.originAsset = BASE_USDC; // the visitor pays with USDC on Base
    const confirmed = await confirm(quote, '100');
    sim.deposit({ depositAddress: confirmed.quote.depositAddress!, amount: confirmed.quote.amountIn });
    await toSuccess(el, 'base');
    await waitUntil(
      () => sim.intentsBalance(account, ETH_USDC) === 1000000n + BigInt(confirmed.quote.amountOut),
      'the ledger credits amountOut',
    );
    el.refresh();
    await el.requestComplete;
    const expected = decimal(1000000n + BigInt(confirmed.quote.amountOut), 6);
    expect(shownAmount(el, ETH_USDC)!.replace(/,/g, '')).to.equal(`${expected} USDC`);
    await accessibleInBothSchemes(el, 'after the top-up');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });
});

/** Smallest units as exact decimal text, without grouping (written here apart from core/amounts.ts). */
function decimal(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals);
}
