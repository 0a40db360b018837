// Issue 51 item 3 (Aptos and Movement): an AIP-62 wallet pays <swap-deposit> and shows its balance in <swap-quote>.
// A fake wallet (demo/fake-aptos-wallet.ts) records each feature call and the entry-function payload it was given,
// reads the payment out of it and pays it into the simulator; the swap is driven to SUCCESS on its manual clock.
// Balances come from the simulator's ledgers through the REST `view` (/rpc/aptos/view, /rpc/movement/view).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { aptos, transferPayload } from '../../src/wallets/aptos.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, WNEAR, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { never } from '../helpers/fake-wallet.js';
import { installAptosWallet, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import {
  APTOS_MAINNET,
  APTOS_TESTNET,
  FAKE_APTOS_ACCOUNT,
  MOVEMENT_MAINNET,
  type AptosPayment,
  type FakeAptosOptions,
} from '../../demo/fake-aptos-wallet.js';
import { $, confirmedQuote, recordingFetch, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
import { doubleClick } from '../helpers/wallet-walk.js';
import {
  looksRight,
  pay,
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

const APT = 'nep141:aptos.omft.near';
const MOVE = '1cs_v1:movement:native:coin';
const COIN = '0x1::aptos_coin::AptosCoin';

describe('Aptos and Movement wallets (wallets/aptos.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let paid: AptosPayment[];
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

  const fund = (chain: 'aptos' | 'movement', amount: bigint, token?: string) =>
    post(sim, '/_sim/chain-balance', {
      chain,
      account: FAKE_APTOS_ACCOUNT,
      amount: String(amount),
      ...(token ? { token } : {}),
    });

  async function wallet(options: Partial<FakeAptosOptions> & { family?: 'aptos' | 'movement' } = {}, coins = 0n) {
    await fund(options.family ?? 'aptos', coins || 5_000_000_000n);
    const { fake, uninstall: off } = installAptosWallet(sim, options, paid);
    uninstall.push(off);
    return fake;
  }

  const quoteFrom = (chain: 'aptos' | 'movement', amount: string) =>
    confirmedQuote(sim, {
      originAsset: chain === 'aptos' ? APT : MOVE,
      fromChain: chain,
      amount,
      refundTo: FAKE_APTOS_ACCOUNT,
    });
  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);
  const submits = () => submitsIn(requests);
  const payloads = (fake: { calls(m: string): { params?: unknown }[] }) =>
    fake.calls('aptos:signAndSubmitTransaction').map((c) => (c.params as unknown[])[0]);

  it('APT: aptos_account::transfer_coins<AptosCoin>(deposit, exactly the amount), network checked first; the hash submitted and saved, SUCCESS', async () => {
    const quote = await quoteFrom('aptos', '150000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Aptos Wallet');
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the hash was submitted');

    const deposit = quote.quote.depositAddress!;
    expect(fake.requests.map((r) => r.method)).to.deep.equal([
      'aptos:connect',
      'aptos:network',
      'aptos:signAndSubmitTransaction',
    ]);
    expect(payloads(fake)).to.deep.equal([
      {
        payload: {
          function: '0x1::aptos_account::transfer_coins',
          typeArguments: [COIN],
          functionArguments: [deposit, '150000000'],
        },
      },
    ]);
    expect(paid).to.deep.equal([{ from: FAKE_APTOS_ACCOUNT, to: deposit, amount: 150_000_000n, token: COIN }]);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(txHash).to.match(/^0x[0-9a-f]{64}$/);
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: FAKE_APTOS_ACCOUNT, chain: 'aptos' });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the hash is shown');
    await looksRight(el, 'sent');
    payButton(el)?.click();
    expect(payloads(fake), 'one transaction per click').to.have.length(1);
    await reachesSuccess(sim, quote, 'aptos');
  });

  it('Movement: the same standard on chain id 126, MOVE as transfer_coins<AptosCoin>, SUCCESS', async () => {
    const quote = await quoteFrom('movement', '400000000');
    const fake = await wallet({ family: 'movement', network: MOVEMENT_MAINNET });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => submits().length === 1, 'paid');
    expect(payloads(fake)).to.deep.equal([
      {
        payload: {
          function: '0x1::aptos_account::transfer_coins',
          typeArguments: [COIN],
          functionArguments: [quote.quote.depositAddress, '400000000'],
        },
      },
    ]);
    expect(savedPayment(quote)).to.include({ chain: 'movement' });
    await reachesSuccess(sim, quote, 'movement');
  });

  it('a fungible asset (metadata address): primary_fungible_store::transfer, and its balance by the FA view', async () => {
    const metadata = `0x${'bae'.padStart(64, '0')}`;
    const deposit = `0x${'0d'.repeat(32)}`;
    expect(
      transferPayload({
        from: FAKE_APTOS_ACCOUNT,
        depositAddress: deposit,
        amount: '1234567',
        contractAddress: metadata,
      }),
    ).to.deep.equal({
      function: '0x1::primary_fungible_store::transfer',
      typeArguments: ['0x1::fungible_asset::Metadata'],
      functionArguments: [metadata, deposit, '1234567'],
    });
    await fund('aptos', 9_876_543_210n, metadata);
    const balance = await aptos.balanceOf(undefined as never, FAKE_APTOS_ACCOUNT, metadata, `${BASE}/rpc/aptos`, fetch);
    expect(balance).to.equal(9_876_543_210n);
    expect(requests.filter((r) => r.path === '/rpc/aptos/view').map((r) => r.body)).to.deep.equal([
      {
        function: '0x1::primary_fungible_store::balance',
        type_arguments: ['0x1::fungible_asset::Metadata'],
        arguments: [FAKE_APTOS_ACCOUNT, metadata],
      },
    ]);
  });

  it('declined in the wallet (AIP-62 status Rejected): said in words, nothing saved; the next click pays', async () => {
    const quote = await quoteFrom('aptos', '100000000');
    const fake = await wallet();
    fake.answers['aptos:signAndSubmitTransaction'] = () => ({ status: 'Rejected' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Aptos Wallet. Nothing was sent.');
    expect(paid).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    await looksRight(el, 'declined');
    delete fake.answers['aptos:signAndSubmitTransaction'];
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(paid).to.have.length(1);
  });

  it('testnet, and the other chain’s mainnet: said, nothing asked to sign', async () => {
    const quote = await quoteFrom('aptos', '100000000');
    const fake = await wallet({ network: APTOS_TESTNET });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Aptos Wallet is on testnet, a test network. Switch it to the Aptos main network, then try again. Nothing was sent.',
    );
    await looksRight(el, 'test network');
    fake.setNetwork(MOVEMENT_MAINNET);
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('Movement'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Aptos Wallet is on Movement, not Aptos. Switch it to Aptos, then try again. Nothing was sent.',
    );
    await looksRight(el, 'other mainnet');
    expect(fake.calls('aptos:signAndSubmitTransaction')).to.deep.equal([]);
    fake.setNetwork(APTOS_MAINNET);
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'paid on mainnet');
  });

  it('a reload after the hash: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await quoteFrom('aptos', '200000000');
    const fake = await wallet();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    const again = await remountDeposit(sim, fetch, timers);
    await waitUntil(() => submits().length === 1, 'the saved hash is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    expect(fake.calls('aptos:signAndSubmitTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'aptos');
    again.parentElement!.remove();

    const other = await quoteFrom('aptos', '300000000');
    fake.answers['aptos:signAndSubmitTransaction'] = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => walletStatus(el2).includes('confirm sending'), 'asked');
    ({ fetch, requests } = await reloadStores(el2, sim, storage));
    const again2 = await remountDeposit(sim, fetch, timers);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
  });

  describe('<swap-quote> balance and Max', () => {
    async function mountQuote(origin: string): Promise<SwapQuote> {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 320px">
          <swap-quote
            .fetch=${fetch}
            .clock=${sim.clock.now}
            base-url=${BASE}
            locale="en-US"
            origin-asset=${origin}
            destination-asset=${WNEAR}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    }
    const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('nothing on load; Connect: the balance by the coin view, the refund address filled, Max keeps 0.001 APT', async () => {
      const fake = await wallet({}, 1_234_567_890n);
      const el = await mountQuote(APT);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'nothing on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 12.3456789 APT');
      expect(requests.filter((r) => r.path === '/rpc/aptos/view').map((r) => r.body)).to.deep.equal([
        { function: '0x1::coin::balance', type_arguments: [COIN], arguments: [FAKE_APTOS_ACCOUNT] },
      ]);
      expect(el.refundAddress).to.equal(FAKE_APTOS_ACCOUNT);
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('12.3446789');
      await looksRight(el, 'balance');
    });

    it('already connected, on Movement: a silent read of the account, the MOVE balance', async () => {
      const fake = await wallet({ family: 'movement', network: MOVEMENT_MAINNET, authorized: true }, 700_000_000n);
      const el = await mountQuote(MOVE);
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 7 MOVE');
      expect(fake.calls('aptos:connect')).to.deep.equal([]);
      expect(requests.some((r) => r.path === '/rpc/movement/view')).to.equal(true);
    });
  });
});
