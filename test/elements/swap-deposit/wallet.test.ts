// Issue 17 point 1: <swap-deposit> pays from a browser wallet (EVM). A fake EIP-1193 wallet announced through
// EIP-6963 records every request and makes the deposit through the simulator's /_sim/deposit; the tests check the exact
// requests it got, the automatic hash submission, the hand-over to <swap-status>, and every wallet failure.
import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, walletStandardError } from '../../helpers/wallet-errors.js';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import { WALLET_WAIT_MS } from '../../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { SwapDepositSubmitEvent } from '../../../src/events.js';
import { configure, getStore, resetStores, setPersistence } from '../../../src/store/store.js';
import { Persistence } from '../../../src/store/persistence.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BTC, ETH_USDC, XLM, addressOn, clientFor, makeSim } from '../../simulator/helpers.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import {
  FAKE_ICON,
  FakeWallet,
  deferred,
  installWallet,
  never,
  resetWallets,
  rpcError,
  simDeposit,
} from '../../helpers/fake-wallet.js';
import { mount } from '../swap-status/helpers.js';
import { $, confirmedQuote, recordingFetch, renderDeposit, shown, textOf, type Sent } from './helpers.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { doubleClick } from '../../helpers/wallet-walk.js';
import {
  looksRight,
  payButton,
  remountDeposit,
  savedPayment,
  submitsIn,
  unansweredSubmits,
  walletStatus,
} from '../../helpers/deposit-page.js';

const BASE_ETH = 'nep141:base.omft.near';
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

describe('<swap-deposit> pays from a browser wallet', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let uninstall: (() => void) | undefined;

  beforeEach(async () => {
    resetStores();
    storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
    timers = new FakeTimers();
    await resetWallets();
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    resetStores();
    setPersistence(undefined);
  });

  function wallet(options: Parameters<typeof installWallet>[1] = {}) {
    const installed = installWallet(sim, options);
    uninstall = installed.uninstall;
    return installed;
  }

  async function show(quote: QuoteResponse, width?: number): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const template = html`<swap-deposit .scheduler=${timers}></swap-deposit>`;
    const el = await renderDeposit(
      sim,
      fetch,
      width ? html`<div style="width: ${width}px">${template}</div>` : template,
    );
    await shown(el);
    return el;
  }

  const submits = () => submitsIn(requests);

  const nativeOnBase = () =>
    confirmedQuote(sim, { originAsset: BASE_ETH, fromChain: 'base', amount: '50000000000000000' });

  it('pays a native coin: switches chain, sends exactly the amount in hex wei, submits the hash, hands over', async () => {
    const quote = await nativeOnBase();
    const account = quote.quoteRequest.refundTo;
    const { wallet: fake, paid } = wallet({ accounts: [account], chainId: 1 });
    const el = await show(quote, 320);
    const statusEl = await mount(sim, fetch, { group: 'default' });
    const statuses = () => statusEl.eventsOf('swap-status-change').map((e) => e.detail.status as string);
    await waitUntil(() => statusEl.text('[part=status-title]') === 'Waiting for your deposit', 'swap-status follows');
    await waitUntil(() => payButton(el), 'the wallet is offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Wallet');
    const icon = payButton(el).querySelector('img')!;
    expect(icon.getAttribute('src')).to.equal(FAKE_ICON);
    expect(icon.getAttribute('alt')).to.equal('');
    expect($(el, '[part=deposit-address]'), 'the address stays').to.not.equal(null);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');

    const submitted = new Promise<SwapDepositSubmitEvent>((resolve) =>
      el.addEventListener('swap-deposit-submit', (e) => resolve(e as SwapDepositSubmitEvent), { once: true }),
    );
    doubleClick(payButton(el)); // still one transaction (the requests below)
    const event = await submitted;
    const amount = BigInt(quote.quote.amountIn);
    expect(fake.requests).to.deep.equal([
      { method: 'eth_requestAccounts' },
      { method: 'eth_chainId' },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      { method: 'eth_chainId' },
      { method: 'eth_getBalance', params: [account, 'latest'] },
      {
        method: 'eth_sendTransaction',
        params: [{ from: account, to: quote.quote.depositAddress, value: `0x${amount.toString(16)}` }],
      },
    ]);
    expect(paid).to.deep.equal([{ chainId: 8453, from: account, to: quote.quote.depositAddress, amount }]);
    const txHash = event.detail.txHash;
    expect(txHash).to.match(/^0x[0-9a-f]{64}$/);
    expect(submits().map((r) => r.body)).to.deep.equal([{ txHash, depositAddress: quote.quote.depositAddress }]);
    expect(event.detail).to.include({ group: 'default', depositAddress: quote.quote.depositAddress, txHash });
    expect(event.detail.statusResponse.status).to.equal('KNOWN_DEPOSIT_TX');

    // The hand-over: <swap-status> of the group takes the answer (its own polls wait on timers nobody fired); the
    // deposit says it arrived, with the hash.
    await waitUntil(() => statuses().length === 1, 'swap-status took the answer');
    expect(statuses()).to.deep.equal(['KNOWN_DEPOSIT_TX']);
    expect(statusEl.text('[part=status-title]')).to.not.equal('Waiting for your deposit');
    await waitUntil(() => $(el, '[part=received]'), 'the deposit is shown as received');
    // The sentence in the swap's tense, and the hash in its own labelled field below it (not run into the label).
    expect(textOf(el, '[part=wallet-sent] p')).to.equal(
      'Fake Wallet sent the payment, and the swap service has seen it.',
    );
    expect(textOf(el, '[part=wallet-sent] .field .label')).to.equal('Transaction hash');
    expect(textOf(el, '[part=wallet-sent] .field .value')).to.equal(txHash);
    const sentence = $(el, '[part=wallet-sent] p')!.getBoundingClientRect();
    const label = $(el, '[part=wallet-sent] .label')!.getBoundingClientRect();
    expect(label.top, 'the label starts below the sentence').to.be.at.least(sentence.bottom);
    expect(savedPayment(quote)).to.include({
      txHash,
      submitted: true,
      from: account,
      chainId: 8453,
      wallet: 'Fake Wallet',
    });
    await looksRight(el, 'sent');

    // Once the swap is over the receipt says what happened, in the past tense.
    sim.clock.advance(60 * 60_000);
    await statusEl.tick();
    await waitUntil(() => textOf(el, '[part=wallet-sent] p') === 'Paid with Fake Wallet.', 'the past tense');
    expect(textOf(el, '[part=wallet-sent] .field .value')).to.equal(txHash);
    await looksRight(el, 'final');
  });

  it('pays an ERC-20 token: balanceOf, then transfer(deposit address, amount) to the token contract', async () => {
    const quote = await confirmedQuote(sim, { originAsset: ETH_USDC, amount: '123456789' });
    const account = quote.quoteRequest.refundTo;
    const { wallet: fake, paid } = wallet({ accounts: [account], chainId: 1 });
    const el = await show(quote);
    await waitUntil(() => payButton(el), 'the wallet is offered');
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the hash was submitted');
    const amount = BigInt(quote.quote.amountIn);
    expect(amount).to.equal(123456789n);
    expect(fake.requests).to.deep.equal([
      { method: 'eth_requestAccounts' },
      { method: 'eth_chainId' },
      { method: 'eth_call', params: [{ to: USDC_CONTRACT, data: `0x70a08231${word(account)}` }, 'latest'] },
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: account,
            to: USDC_CONTRACT,
            data: `0xa9059cbb${word(quote.quote.depositAddress!)}${word(amount.toString(16))}`,
          },
        ],
      },
    ]);
    expect(paid).to.deep.equal([
      { chainId: 1, from: account, to: quote.quote.depositAddress!.toLowerCase(), amount, contract: USDC_CONTRACT },
    ]);
    const status = await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! });
    expect(status.swapDetails?.depositedAmount, 'exactly the quoted amount arrived').to.equal('123456789');
  });

  it('a refusal by its code on the cause (4001) or as a Wallet Standard error (4001000): said as one, never its words', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    fake.answers.eth_sendTransaction = () => {
      throw new Error('Request failed', { cause: rpcError(4001, 'User rejected the request.') });
    };
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => fake.calls('eth_sendTransaction').length === 1, 'asked');
    await waitUntil(() => payButton(el).textContent!.includes('Try again'), 'the answer is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Wallet. Nothing was sent.');
    fake.answers.eth_sendTransaction = () => {
      throw walletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED);
    };
    payButton(el).click();
    await waitUntil(() => fake.calls('eth_sendTransaction').length === 2, 'asked again');
    await waitUntil(() => payButton(el).textContent!.includes('Try again'), 'the answer is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Wallet. Nothing was sent.');
    expect(submits()).to.deep.equal([]);
  });

  it('the user rejects (4001): nothing sent, nothing saved, and the same button tries again', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    fake.answers.eth_sendTransaction = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Wallet. Nothing was sent.');
    expect($(el, '[part=wallet-status]')!.getAttribute('role')).to.equal('status');
    expect(payButton(el).textContent!.trim()).to.equal('Try again with Fake Wallet');
    expect(submits()).to.deep.equal([]);
    expect(savedPayment(quote), 'no payment on the receipt').to.equal(undefined);
    await looksRight(el, 'rejected');

    delete fake.answers.eth_sendTransaction;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
  });

  it('a chain the wallet does not know (4902): says so, sends nothing, the address stays', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 1, chains: [1] });
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('does not know'), 'the unknown chain is said');
    expect(walletStatus(el)).to.equal(
      'Fake Wallet does not know Base. Add Base to the wallet and try again, or send the amount yourself to the address below.',
    );
    expect(fake.calls('wallet_switchEthereumChain')).to.deep.equal([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ]);
    expect(fake.calls('eth_sendTransaction')).to.deep.equal([]);
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    await looksRight(el, 'unknown chain');
  });

  it('another account than the refund address: explains, then pays from it when the user continues', async () => {
    const quote = await nativeOnBase();
    const other = addressOn('eth', 9);
    const { wallet: fake } = wallet({ accounts: [other], chainId: 8453 });
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => $(el, '[part=wallet-continue]'), 'the account question');
    const refundTo = quote.quoteRequest.refundTo;
    expect(walletStatus(el)).to.equal(
      `Fake Wallet is on the account ${other}, not on your refund address ${refundTo}. If the swap is refunded, the funds go to ${refundTo}, not back to this account. Switch accounts in Fake Wallet and try again, or pay from this account.`,
    );
    expect(fake.calls('eth_sendTransaction'), 'nothing sent before the user decides').to.deep.equal([]);
    await looksRight(el, 'other account');

    // Switching in the wallet and trying again pays from the refund address without a question.
    fake.selectAccount(refundTo);
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'paid from the refund address');
    expect((fake.calls('eth_sendTransaction')[0]!.params as { from: string }[])[0]!.from).to.equal(refundTo);
  });

  it('continuing from the other account sends from it', async () => {
    const quote = await nativeOnBase();
    const other = addressOn('eth', 9);
    const { wallet: fake } = wallet({ accounts: [other], chainId: 8453 });
    const el = await show(quote);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => $(el, '[part=wallet-continue]'), 'the account question');
    expect(textOf(el, '[part=wallet-continue]')).to.equal(`Pay from ${other} anyway`);
    $(el, '[part=wallet-continue]')!.click();
    await waitUntil(() => submits().length === 1, 'paid');
    expect((fake.calls('eth_sendTransaction')[0]!.params as { from: string }[])[0]!.from).to.equal(other);
  });

  it('insufficient balance: checked before sending (exact amounts), and the wallet’s own refusal', async () => {
    const quote = await confirmedQuote(sim, { originAsset: ETH_USDC, amount: '100000000' });
    const account = quote.quoteRequest.refundTo;
    const { wallet: fake } = wallet({ accounts: [account], chainId: 1, balance: () => 40_500_000n });
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('holds'), 'the balance is said');
    expect(walletStatus(el)).to.equal(
      `The account ${account} holds 40.5 USDC on Ethereum; this payment needs 100 USDC. Add funds or choose another account in Fake Wallet, then try again.`,
    );
    expect(fake.calls('eth_sendTransaction')).to.deep.equal([]);
    await looksRight(el, 'insufficient');

    // Enough for the amount, not for the fee: the wallet itself refuses.
    const quote2 = await nativeOnBase();
    uninstall!();
    await resetWallets();
    const second = wallet({ accounts: [quote2.quoteRequest.refundTo], chainId: 8453 });
    second.wallet.answers.eth_sendTransaction = () => {
      throw rpcError(-32000, 'insufficient funds for gas * price + value');
    };
    const el2 = await show(quote2);
    await waitUntil(() => payButton(el2), 'offered');
    payButton(el2).click();
    await waitUntil(() => walletStatus(el2).includes('network fee'), 'the wallet refusal is said');
    expect(walletStatus(el2)).to.equal(
      'Fake Wallet says the account cannot pay 0.05 ETH plus the network fee. Nothing was sent.',
    );
    expect(submits()).to.deep.equal([]);
  });

  it('a wallet that never answers: a bounded wait on the timer port, a message, and a retry', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    fake.answers.eth_requestAccounts = never;
    const el = await show(quote, 320);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('approve the connection'), 'waiting for the wallet');
    expect(payButton(el).getAttribute('aria-disabled')).to.equal('true');
    await looksRight(el, 'waiting for the wallet');
    payButton(el).click(); // ignored while waiting
    expect(fake.calls('eth_requestAccounts')).to.have.length(1);
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('has not answered'), 'the wait ran out');
    expect(walletStatus(el)).to.equal(
      'Fake Wallet has not answered for 2 minutes. Open the wallet: if it shows a request, answer it there, then try again.',
    );
    expect(payButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(timers.pending, 'no timer left').to.deep.equal([]);
    await looksRight(el, 'timed out');

    delete fake.answers.eth_requestAccounts;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the retry pays');
    expect(timers.pending, 'every wait was cancelled').to.deep.equal([]);
  });

  it('a payment answered after the wait ran out: the late hash is still kept, submitted and shown', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake, paid } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    const answer = deferred<string>();
    fake.answers.eth_sendTransaction = () => answer.promise;
    const el = await show(quote);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'the payment is asked');
    expect(savedPayment(quote), 'the request is saved before it goes out').to.include({
      from: quote.quoteRequest.refundTo,
    });
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(walletStatus(el)).to.equal(
      'Fake Wallet has not answered the payment for 2 minutes. If it still shows it, confirm or decline it there. Before you try again, check the wallet’s activity so that you do not pay twice.',
    );
    // The user confirms in the wallet after all.
    const txHash = `0x${'ab'.repeat(32)}`;
    answer.resolve(txHash);
    await waitUntil(() => submits().length === 1, 'the late hash is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    expect(savedPayment(quote)).to.include({ txHash });
    expect(textOf(el, '[part=wallet-sent]')).to.contain(txHash);
    expect(paid, 'the fake made no deposit of its own').to.deep.equal([]);
  });

  /** A reload: the element goes, the page's stores and wallets start over from the same storage. */
  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    el.remove();
    resetStores();
    setPersistence(new Persistence(storage));
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    ({ fetch, requests } = recordingFetch(sim));
    // Set up before it connects, as a page's markup would be: a saved payment goes out once the quote checks out.
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the wallet sent: the saved hash is shown and submitted once, never paid again', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    // The submission never gets its answer on the first page (the tab is closed while it is under way).
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    requests = first;
    const el = await show(quote);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    expect(savedPayment(quote)).to.include({ txHash, submitted: false });

    const submitted = new Promise<SwapDepositSubmitEvent>((resolve) =>
      document.addEventListener('swap-deposit-submit', (e) => resolve(e as SwapDepositSubmitEvent), { once: true }),
    );
    const again = await reload(el);
    const event = await submitted;
    expect(event.detail.txHash).to.equal(txHash);
    expect(submits().map((r) => r.body)).to.deep.equal([{ txHash, depositAddress: quote.quote.depositAddress }]);
    await waitUntil(() => $(again, '[part=wallet-sent]'), 'the hash is shown');
    expect(textOf(again, '[part=wallet-sent]')).to.contain(txHash);
    expect(savedPayment(quote)).to.include({ txHash, submitted: true });
    expect(fake.calls('eth_sendTransaction'), 'paid once').to.have.length(1);
  });

  it('a reload while the wallet was asked to pay: says so, and the user may pay again', async () => {
    const quote = await nativeOnBase();
    const { wallet: fake } = wallet({ accounts: [quote.quoteRequest.refundTo], chainId: 8453 });
    fake.answers.eth_sendTransaction = never;
    const el = await show(quote);
    await waitUntil(() => payButton(el), 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'the payment is asked');

    const again = await reload(el);
    await waitUntil(() => walletStatus(again).includes('reloaded'), 'the lost answer is said');
    expect(walletStatus(again)).to.equal(
      'This page was reloaded while your wallet was asked to pay, so its answer was lost. Check the wallet’s activity before you pay again: if the payment went out, enter its transaction hash below.',
    );
    await waitUntil(() => payButton(again), 'the wallet is offered again');
    expect(submits()).to.deep.equal([]);
    await looksRight(again, 'interrupted');
  });

  it('no wallet button for memo chains, non-EVM chains or deposits from NEAR Intents; the manual path stays', async () => {
    wallet({ chainId: 1 });
    for (const quote of [
      await confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }),
      await confirmedQuote(sim, { originAsset: BTC, fromChain: 'btc', amount: '100000' }),
      await confirmedQuote(sim, { originAsset: ETH_USDC, depositType: 'INTENTS' }),
    ]) {
      const el = await show(quote);
      await el.updateComplete;
      expect($(el, '[part=wallet]'), quote.quoteRequest.originAsset).to.equal(null);
      expect($(el, '[part=deposit-address]')).to.not.equal(null);
      expect($(el, '[part=submit]')).to.not.equal(null);
      el.remove();
    }
    // The same page with an EVM swap offers it (the wallet was there all along).
    const el = await show(await confirmedQuote(sim, { originAsset: ETH_USDC }));
    await waitUntil(() => payButton(el), 'offered for an EVM origin');
  });

  it('falls back to window.ethereum when no wallet announces itself', async () => {
    const quote = await confirmedQuote(sim, { originAsset: ETH_USDC });
    // Not announced: an older wallet that only injects itself.
    const fake = new FakeWallet({ deposit: simDeposit(sim), accounts: [quote.quoteRequest.refundTo], chainId: 1 });
    (window as { ethereum?: unknown }).ethereum = fake.provider;
    try {
      const el = await show(quote);
      await waitUntil(() => payButton(el), 'the injected wallet is offered');
      expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Browser wallet');
      expect(payButton(el).querySelector('img')).to.equal(null);
      payButton(el).click();
      await waitUntil(() => submits().length === 1, 'paid through window.ethereum');
    } finally {
      delete (window as { ethereum?: unknown }).ethereum;
    }
  });
});
