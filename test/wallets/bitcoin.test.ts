// Issue 27 points 1 and 3: Bitcoin wallets pay <swap-deposit> and show their balance in <swap-quote>. Fake wallets
// (a WBIP004 btc_providers wallet, a Leather-like one, a PSBT-only one and a Unisat-style window.unisat) record every
// request; their payments are deposits into the simulator, whose swap is then driven to SUCCESS on its manual clock.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, walletStandardError } from '../helpers/wallet-errors.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { bitcoinModule } from '../../src/controllers/wallet-module.js';
import { BTC_FEE_RESERVE } from '../../src/wallets/bitcoin.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, BTC, WNEAR, makeSim } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';

import { deferred, never } from '../helpers/fake-wallet.js';
import { installBtcWallet, installUnisat, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import {
  FAKE_BTC_ADDRESS,
  FAKE_BTC_ICON,
  FAKE_BTC_TESTNET,
  btcRpcError,
  type BtcPayment,
  type FakeBtcOptions,
} from '../../demo/fake-btc-wallet.js';
import { $, confirmedQuote, recordingFetch, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
import { WALLET_WAIT_MS } from '../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
import { doubleClick } from '../helpers/wallet-walk.js';
import {
  looksRight,
  payButton,
  payButtons,
  reachesSuccess,
  reloadStores,
  remountDeposit,
  savedPayment,
  showDeposit,
  submitsIn,
  unansweredSubmits,
  walletStatus,
} from '../helpers/deposit-page.js';

describe('Bitcoin wallets (wallets/bitcoin.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let paid: BtcPayment[];
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    resetStores();
    storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
    timers = new FakeTimers();
    paid = [];
    await resetFamilyWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    resetStores();
    setPersistence(undefined);
  });

  const wbip = (options: Partial<FakeBtcOptions> = {}) => {
    const { fake, uninstall: off } = installBtcWallet(sim, options, paid);
    uninstall.push(off);
    return fake;
  };
  const unisat = (options: Partial<FakeBtcOptions> = {}) => {
    const { fake, uninstall: off } = installUnisat(sim, options, paid);
    uninstall.push(off);
    return fake;
  };

  const btcQuote = (amount = '100000', refundTo = FAKE_BTC_ADDRESS) =>
    confirmedQuote(sim, { originAsset: BTC, fromChain: 'btc', amount, refundTo });

  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);

  const submits = () => submitsIn(requests);

  it('a btc_providers wallet: sendTransfer of exactly the satoshis due to the deposit address, the txid submitted, SUCCESS', async () => {
    const quote = await btcQuote('123456');
    const fake = wbip();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'the wallet is offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Bitcoin Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_BTC_ICON);
    expect(textOf(el, '[part=wallet] .hint')).to.equal(
      'The wallet asks you to approve each step: connect, then send exactly 0.00123456 BTC to the address below. Or send it yourself from any wallet or exchange.',
    );
    expect($(el, '[part=deposit-address]'), 'the address stays').to.not.equal(null);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');

    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the txid was submitted');
    expect(fake.requests).to.deep.equal([
      { method: 'getAddresses', params: { purposes: ['payment'] } },
      { method: 'sendTransfer', params: { recipients: [{ address: quote.quote.depositAddress, amount: 123456 }] } },
    ]);
    expect(paid).to.deep.equal([{ from: FAKE_BTC_ADDRESS, to: quote.quote.depositAddress, amount: 123456n }]);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(txHash).to.match(/^[0-9a-f]{64}$/);
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({
      txHash,
      from: FAKE_BTC_ADDRESS,
      chain: 'btc',
      wallet: 'Fake Bitcoin Wallet',
    });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the txid is shown');
    await looksRight(el, 'sent');
    await reachesSuccess(sim, quote, 'btc');
  });

  it('Leather gets the satoshis as a string; a wallet that only signs PSBTs is not offered', async () => {
    const quote = await btcQuote('100000');
    wbip({ id: 'PsbtOnly', name: 'PSBT Signer', methods: ['getAddresses', 'signPsbt'] });
    const leather = wbip({
      id: 'LeatherProvider',
      name: 'Leather',
      methods: ['getAddresses', 'sendTransfer', 'signPsbt'],
    });
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'a wallet is offered');
    expect(payButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Pay with Leather']);
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'paid');
    expect(leather.calls('sendTransfer')).to.deep.equal([
      { method: 'sendTransfer', params: { recipients: [{ address: quote.quote.depositAddress, amount: '100000' }] } },
    ]);
    expect(paid.map((p) => p.amount)).to.deep.equal([100000n]);
  });

  it('Unisat: requestAccounts, its balance checked, then sendBitcoin(deposit address, satoshis) once', async () => {
    const quote = await btcQuote('250000');
    const fake = unisat();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.trim()).to.equal('Pay with Unisat');
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'paid');
    expect(fake.requests).to.deep.equal([
      { method: 'requestAccounts' },
      { method: 'getBalance' },
      { method: 'sendBitcoin', params: [quote.quote.depositAddress, 250000] },
    ]);
    payButton(el)?.click(); // the payment went out: no second send
    expect(fake.calls('sendBitcoin'), 'one send').to.have.length(1);
    await reachesSuccess(sim, quote, 'btc');
  });

  it('the user declines: nothing sent or saved, and one click is one more try', async () => {
    const quote = await btcQuote();
    const fake = wbip();
    fake.answers.sendTransfer = () => {
      throw btcRpcError(4001, 'User rejected the request.');
    };
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Bitcoin Wallet. Nothing was sent.');
    expect(savedPayment(quote)).to.equal(undefined);
    expect(submits()).to.deep.equal([]);
    await looksRight(el, 'declined');
    delete fake.answers.sendTransfer;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('sendTransfer'), 'one send per click').to.have.length(2);
    expect(paid).to.have.length(1);
  });

  it('sats-connect’s rejection (-32000) is a refusal too; a wallet on testnet is stopped before sending', async () => {
    const quote = await btcQuote();
    const fake = wbip({ address: FAKE_BTC_TESTNET });
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('test network'), 'the test network is said');
    expect(walletStatus(el)).to.equal(
      'Fake Bitcoin Wallet is on testnet, a test network. Switch it to the Bitcoin main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('sendTransfer')).to.deep.equal([]);
    await looksRight(el, 'testnet');

    fake.address = FAKE_BTC_ADDRESS;
    fake.answers.sendTransfer = async () => btcRpcError(-32000, 'User rejected the request');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(paid).to.deep.equal([]);
  });

  it('refusals by code, not by wording: a network’s "rejected" is the wallet’s error; 4001000 is a refusal', async () => {
    const quote = await btcQuote();
    const fake = wbip();
    fake.answers.sendTransfer = async () => btcRpcError(-32603, 'Transaction rejected by the network: fee too low');
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('fee too low'), 'the wallet’s words are said');
    expect(walletStatus(el)).not.to.include('declined');
    fake.answers.sendTransfer = () =>
      Promise.reject(walletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED));
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Bitcoin Wallet. Nothing was sent.');
    expect(paid).to.deep.equal([]);
  });

  it('insufficient funds: the balance Unisat tells, and the wallet’s own refusal', async () => {
    const quote = await btcQuote('100000');
    const fake = unisat({ balance: 99_999n });
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('holds'), 'the low balance is said');
    expect(walletStatus(el)).to.equal(
      `The account ${FAKE_BTC_ADDRESS} holds 0.00099999 BTC on Bitcoin; this payment needs 0.001 BTC plus the network fee. Add funds or choose another account in Unisat, then try again.`,
    );
    expect(fake.calls('sendBitcoin')).to.deep.equal([]);
    await looksRight(el, 'insufficient');
    el.parentElement!.remove();

    const other = wbip({ balance: 1n });
    other.answers.sendTransfer = () => {
      throw btcRpcError(-32603, 'Insufficient funds for this transfer');
    };
    fake.balance = 0n;
    const el2 = await show(quote);
    await waitUntil(() => payButtons(el2).length === 2, 'both offered');
    payButtons(el2)
      .find((b) => b.textContent!.includes('Fake Bitcoin'))!
      .click();
    await waitUntil(() => walletStatus(el2).includes('cannot pay'), 'the wallet’s refusal is said');
    expect(walletStatus(el2)).to.equal(
      'Fake Bitcoin Wallet says the account cannot pay 0.001 BTC plus the network fee. Nothing was sent.',
    );
  });

  it('a wallet that never answers: one send asked, a bounded wait on the timer port, a message, nothing submitted', async () => {
    const quote = await btcQuote();
    const fake = wbip();
    fake.answers.sendTransfer = never;
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'the payment is asked');
    expect(savedPayment(quote), 'the request is saved before it goes out').to.include({ from: FAKE_BTC_ADDRESS });
    payButton(el).click(); // ignored while waiting
    expect(fake.calls('sendTransfer')).to.have.length(1);
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(submits()).to.deep.equal([]);
  });

  /** A reload: the element goes, the page's stores and wallets start over from the same storage. */
  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the txid: shown and submitted once, never paid again; the swap reaches SUCCESS', async () => {
    const quote = await btcQuote();
    const fake = wbip();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    expect(savedPayment(quote)).to.include({ txHash, submitted: false });

    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved txid is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'marked submitted');
    expect(fake.calls('sendTransfer'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'btc');
  });

  it('a reload before the txid: says the answer was lost, and offers the wallet again', async () => {
    const quote = await btcQuote();
    const fake = wbip();
    const answer = deferred<unknown>();
    fake.answers.sendTransfer = () => answer.promise;
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'asked');
    const again = await reload(el);
    await waitUntil(() => walletStatus(again).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again).length, 'offered again');
    expect(submits()).to.deep.equal([]);
    await looksRight(again, 'interrupted');
  });

  describe('<swap-quote> balance and Max', () => {
    async function mountQuote(): Promise<SwapQuote> {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 320px">
          <swap-quote
            .fetch=${fetch}
            .clock=${sim.clock.now}
            base-url=${BASE}
            locale="en-US"
            origin-asset=${BTC}
            destination-asset=${WNEAR}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    }
    const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('Unisat already connected: read silently, the balance exactly, Max less 10,000 sat, the refund address filled', async () => {
      const fake = unisat({ authorized: true, balance: 12_345_678n });
      const el = await mountQuote();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      expect(fake.requests, 'only silent reads').to.deep.equal([{ method: 'getAccounts' }, { method: 'getBalance' }]);
      expect(text(el, '[part=balance]')).to.equal('Balance: 0.12345678 BTC');
      expect(BTC_FEE_RESERVE).to.equal(10_000n);
      expect(text(el, '#max-note')).to.equal('Max keeps 0.0001 BTC for the network fee.');
      expect(el.refundAddress, 'the refund address is the connected account').to.equal(FAKE_BTC_ADDRESS);
      await looksRight(el, 'balance');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('0.12335678');
    });

    it('a btc_providers wallet: nothing asked on load; Connect asks for the address; no balance is made up', async () => {
      const fake = wbip();
      const el = await mountQuote();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(text(el, '[part=wallet-button]')).to.equal('Connect Fake Bitcoin Wallet');
      expect(fake.requests, 'nothing on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').includes('connected'), 'connected');
      expect(text(el, '[part=balance]')).to.equal(
        `Fake Bitcoin Wallet is connected (${FAKE_BTC_ADDRESS}); it does not tell web pages its balance.`,
      );
      expect(fake.requests).to.deep.equal([{ method: 'getAddresses', params: { purposes: ['payment'] } }]);
      expect(el.refundAddress).to.equal(FAKE_BTC_ADDRESS);
      expect($(el, '[part=max]')).to.equal(null);
      await looksRight(el, 'connected');
    });

    it('a wallet that gives no account gets a sentence, not a code', async () => {
      const fake = unisat();
      fake.answers.requestAccounts = () => [];
      const el = await mountQuote();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => $(el, '[part=error]'), 'a problem shown');
      expect(text(el, '[part=error]')).to.equal('Unisat gave no account. Unlock it or add an account, then try again.');
      expect(fake.requests.map((r) => r.method)).to.include('requestAccounts');
      expect(el.refundAddress).to.equal('');
    });

    it('a wallet on testnet shows no balance and says so', async () => {
      unisat({ authorized: true, address: FAKE_BTC_TESTNET });
      const el = await mountQuote();
      await waitUntil(() => text(el, '[part=balance]').includes('test network'), 'said');
      expect(text(el, '[part=balance]')).to.equal(
        'Unisat is on testnet, a test network: switch it to the Bitcoin main network to see your balance.',
      );
      expect(el.refundAddress, 'a testnet account is no refund address').to.equal('');
      expect((await bitcoinModule.load()).walletSession.connection?.account).to.equal(FAKE_BTC_TESTNET);
    });
  });
});
