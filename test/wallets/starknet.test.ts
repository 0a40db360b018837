// Issue 51 item 3 (Starknet): a get-starknet wallet pays <swap-deposit> and shows its balance in <swap-quote>. A fake
// injected wallet (demo/fake-starknet-wallet.ts) records each request as asked, reads the payment out of the one
// `transfer` call (u256 from its low and high felts) and pays it into the simulator; the swap is driven to SUCCESS
// on its manual clock. Balances come from the simulator's ledger through its JSON-RPC `starknet_call` (/rpc/starknet).
import { expect, fixture, html } from '@open-wc/testing';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { BALANCE_OF_SELECTOR, STRK_TOKEN, transferCall } from '../../src/wallets/starknet.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, WNEAR, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { never } from '../helpers/fake-wallet.js';
import { installStarknetWallet, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import {
  FAKE_STARKNET_ACCOUNT,
  FAKE_STARKNET_ICON,
  SN_MAIN_ID,
  SN_SEPOLIA_ID,
  starknetError,
  type FakeStarknetOptions,
  type StarknetPayment,
} from '../../demo/fake-starknet-wallet.js';
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

const STRK = 'nep141:starknet.omft.near';

describe('Starknet wallets (wallets/starknet.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let paid: StarknetPayment[];
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

  async function wallet(options: Partial<FakeStarknetOptions> = {}, strk = 50n * 10n ** 18n) {
    await post(sim, '/_sim/chain-balance', { chain: 'starknet', account: FAKE_STARKNET_ACCOUNT, amount: String(strk) });
    const { fake, uninstall: off } = installStarknetWallet(sim, options, paid);
    uninstall.push(off);
    return fake;
  }

  const strkQuote = (amount: string) =>
    confirmedQuote(sim, { originAsset: STRK, fromChain: 'starknet', amount, refundTo: FAKE_STARKNET_ACCOUNT });
  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);
  const submits = () => submitsIn(requests);

  it('STRK: one wallet_addInvokeTransaction, the STRK contract’s transfer(deposit, amount as low and high felts), SN_MAIN checked first; SUCCESS', async () => {
    const quote = await strkQuote('25000000000000000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Starknet Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_STARKNET_ICON);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the hash was submitted');

    const deposit = quote.quote.depositAddress!;
    expect(fake.requests).to.deep.equal([
      { method: 'wallet_requestAccounts' },
      { method: 'wallet_requestChainId' },
      {
        method: 'wallet_addInvokeTransaction',
        params: {
          calls: [
            {
              contract_address: STRK_TOKEN,
              entry_point: 'transfer',
              // 25 STRK = 25e18 fri: under 2^128, so the high felt is zero.
              calldata: [deposit, '0x15af1d78b58c40000', '0x0'],
            },
          ],
        },
      },
    ]);
    expect(paid).to.deep.equal([
      { from: FAKE_STARKNET_ACCOUNT, to: deposit, amount: 25n * 10n ** 18n, token: STRK_TOKEN },
    ]);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: FAKE_STARKNET_ACCOUNT, chain: 'starknet' });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the hash is shown');
    await looksRight(el, 'sent');
    payButton(el)?.click();
    expect(fake.calls('wallet_addInvokeTransaction'), 'one transaction per click').to.have.length(1);
    await reachesSuccess(sim, quote, 'starknet');
  });

  it('u256 beyond 2^128: the high felt carries it; the selector is sn_keccak("balanceOf")', () => {
    const amount = (5n << 128n) + 7n;
    expect(
      transferCall({
        from: FAKE_STARKNET_ACCOUNT,
        depositAddress: '0x123',
        amount: String(amount),
        contractAddress: '0xabc',
      }),
    ).to.deep.equal({ contract_address: '0xabc', entry_point: 'transfer', calldata: ['0x123', '0x7', '0x5'] });
    const hash = keccak_256(new TextEncoder().encode('balanceOf'));
    const selector =
      BigInt(`0x${[...hash].map((b) => b.toString(16).padStart(2, '0')).join('')}`) & ((1n << 250n) - 1n);
    expect(BigInt(BALANCE_OF_SELECTOR)).to.equal(selector);
  });

  it('declined in the wallet (USER_REFUSED_OP, 113): said in words, nothing saved; the next click pays', async () => {
    const quote = await strkQuote('10000000000000000000');
    const fake = await wallet();
    fake.answers.wallet_addInvokeTransaction = () =>
      Promise.reject(starknetError(113, 'An error occurred (USER_REFUSED_OP)'));
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Starknet Wallet. Nothing was sent.');
    expect(paid).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    await looksRight(el, 'declined');
    delete fake.answers.wallet_addInvokeTransaction;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(paid).to.have.length(1);
  });

  it('on SN_SEPOLIA: said, nothing asked to sign', async () => {
    const quote = await strkQuote('10000000000000000000');
    const fake = await wallet({ chainId: SN_SEPOLIA_ID });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Starknet Wallet is on SN_SEPOLIA, a test network. Switch it to the Starknet main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('wallet_addInvokeTransaction')).to.deep.equal([]);
    await looksRight(el, 'test network');
    fake.setChain(SN_MAIN_ID);
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'paid on mainnet');
  });

  it('a reload after the hash: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await strkQuote('20000000000000000000');
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
    expect(fake.calls('wallet_addInvokeTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'starknet');
    again.parentElement!.remove();

    const other = await strkQuote('30000000000000000000');
    fake.answers.wallet_addInvokeTransaction = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => walletStatus(el2).includes('confirm sending'), 'asked');
    ({ fetch, requests } = await reloadStores(el2, sim, storage));
    const again2 = await remountDeposit(sim, fetch, timers);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
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
            origin-asset=${STRK}
            destination-asset=${WNEAR}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    }
    const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('nothing on load; Connect: balanceOf by starknet_call, the refund address filled, Max keeps 0.5 STRK', async () => {
      const fake = await wallet({}, 12_500_000_000_000_000_000n);
      const el = await mountQuote();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'nothing on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 12.5 STRK');
      expect(requests.filter((r) => r.path === '/rpc/starknet').map((r) => r.body)).to.deep.equal([
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'starknet_call',
          params: {
            request: {
              contract_address: STRK_TOKEN,
              entry_point_selector: BALANCE_OF_SELECTOR,
              calldata: [FAKE_STARKNET_ACCOUNT],
            },
            block_id: 'latest',
          },
        },
      ]);
      expect(el.refundAddress).to.equal(FAKE_STARKNET_ACCOUNT);
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('12');
      await looksRight(el, 'balance');
    });

    it('already connected: a silent_mode request, no prompt, the balance shown', async () => {
      const fake = await wallet({ authorized: true }, 10n ** 18n);
      const el = await mountQuote();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 1 STRK');
      expect(fake.calls('wallet_requestAccounts')).to.deep.equal([
        { method: 'wallet_requestAccounts', params: { silent_mode: true } },
      ]);
    });
  });
});
