// Issue 51 item 3 (Sui): a Sui Wallet Standard wallet pays <swap-deposit> and shows its balance in <swap-quote>. A
// fake wallet (demo/fake-sui-wallet.ts) records each feature call and the transaction JSON it was given, reads the
// payment out of it as a wallet's SDK would, and pays it into the simulator; the swap is driven to SUCCESS on its
// manual clock. Balances come from the simulator's Sui ledger through its JSON-RPC (/rpc/sui).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { SUI_FEE_RESERVE, transferJson } from '../../src/wallets/sui.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, WNEAR, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { never } from '../helpers/fake-wallet.js';
import { installSuiWallet, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import {
  FAKE_SUI_ACCOUNT,
  FAKE_SUI_ICON,
  suiRefusal,
  type FakeSuiOptions,
  type SuiPayment,
} from '../../demo/fake-sui-wallet.js';
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

const SUI = 'nep141:sui.omft.near';

describe('Sui wallets (wallets/sui.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let paid: SuiPayment[];
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

  const fund = (amount: bigint, token?: string) =>
    post(sim, '/_sim/chain-balance', {
      chain: 'sui',
      account: FAKE_SUI_ACCOUNT,
      amount: String(amount),
      ...(token ? { token } : {}),
    });

  async function wallet(options: Partial<FakeSuiOptions> = {}, sui = 20_000_000_000n) {
    await fund(sui);
    const { fake, uninstall: off } = installSuiWallet(sim, options, paid);
    uninstall.push(off);
    return fake;
  }

  const suiQuote = (amount: string) =>
    confirmedQuote(sim, { originAsset: SUI, fromChain: 'sui', amount, refundTo: FAKE_SUI_ACCOUNT });
  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);
  const submits = () => submitsIn(requests);
  const asked = (fake: { calls(m: string): { params?: unknown }[] }) =>
    fake
      .calls('sui:signAndExecuteTransaction')
      .map((c) => (c.params as { account: string; chain: string; transaction: Record<string, unknown> }[])[0]!);

  it('SUI: one transaction split from the gas coin, exactly the amount to the deposit address, on sui:mainnet; the digest submitted and saved, SUCCESS', async () => {
    const quote = await suiQuote('2500000000');
    const f = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Sui Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_SUI_ICON);
    expect(f.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the digest was submitted');

    const deposit = quote.quote.depositAddress!;
    expect(f.requests.map((r) => r.method)).to.deep.equal(['standard:connect', 'sui:signAndExecuteTransaction']);
    expect(asked(f)).to.deep.equal([
      {
        account: FAKE_SUI_ACCOUNT,
        chain: 'sui:mainnet',
        transaction: {
          version: 2,
          sender: FAKE_SUI_ACCOUNT,
          expiration: null,
          gasData: { budget: null, price: null, owner: null, payment: null },
          inputs: [{ UnresolvedPure: { value: '2500000000' } }, { UnresolvedPure: { value: deposit } }],
          commands: [
            { SplitCoins: { coin: { GasCoin: true }, amounts: [{ Input: 0 }] } },
            { TransferObjects: { objects: [{ NestedResult: [0, 0] }], address: { Input: 1 } } },
          ],
        },
      },
    ]);
    expect(paid).to.deep.equal([{ from: FAKE_SUI_ACCOUNT, to: deposit, amount: 2_500_000_000n, coin: 'gas' }]);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: FAKE_SUI_ACCOUNT, chain: 'sui', wallet: 'Fake Sui Wallet' });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the digest is shown');
    await looksRight(el, 'sent');
    payButton(el)?.click();
    expect(asked(f), 'one transaction per click').to.have.length(1);
    await reachesSuccess(sim, quote, 'sui');
  });

  it('a coin type: the owner’s coins (suix_getCoins) merged and split, exactly the amount to the deposit address', async () => {
    const coinType = `0x${'d1'.repeat(32)}::usdc::USDC`;
    await fund(7_000_000n, coinType);
    const json = JSON.parse(
      await transferJson({
        from: FAKE_SUI_ACCOUNT,
        depositAddress: `0x${'0d'.repeat(32)}`,
        amount: '5000000',
        contractAddress: coinType,
        rpcUrl: `${BASE}/rpc/sui`,
        fetch: sim.fetch,
      }),
    ) as { inputs: Record<string, { objectId?: string }>[]; commands: unknown[] };
    expect(json.inputs.slice(0, 2)).to.deep.equal([
      { UnresolvedPure: { value: '5000000' } },
      { UnresolvedPure: { value: `0x${'0d'.repeat(32)}` } },
    ]);
    expect(json.inputs).to.have.length(3);
    expect(json.inputs[2]!.UnresolvedObject!.objectId).to.match(/^0x[0-9a-f]{64}$/);
    expect(json.commands).to.deep.equal([
      { SplitCoins: { coin: { Input: 2 }, amounts: [{ Input: 0 }] } },
      { TransferObjects: { objects: [{ NestedResult: [0, 0] }], address: { Input: 1 } } },
    ]);
    const short = transferJson({
      from: FAKE_SUI_ACCOUNT,
      depositAddress: `0x${'0d'.repeat(32)}`,
      amount: '7000001',
      contractAddress: coinType,
      rpcUrl: `${BASE}/rpc/sui`,
      fetch: sim.fetch,
    });
    let fault: unknown;
    await short.catch((error: unknown) => (fault = error));
    expect((fault as { problem?: string }).problem, 'more than the coins hold').to.equal('insufficient-funds');
  });

  it('declined in the wallet (the standard’s code): said in words, nothing saved; the next click asks once more and pays', async () => {
    const quote = await suiQuote('1000000000');
    const fake = await wallet();
    fake.answers['sui:signAndExecuteTransaction'] = () => Promise.reject(suiRefusal());
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Sui Wallet. Nothing was sent.');
    expect(paid).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    await looksRight(el, 'declined');
    delete fake.answers['sui:signAndExecuteTransaction'];
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('sui:signAndExecuteTransaction')).to.have.length(2);
    expect(paid).to.have.length(1);
  });

  it('an account on sui:testnet: said, nothing asked to sign', async () => {
    const quote = await suiQuote('1000000000');
    const fake = await wallet({ accountChains: ['sui:testnet'] });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Sui Wallet is on testnet, a test network. Switch it to the Sui main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('sui:signAndExecuteTransaction')).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('a reload after the digest: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await suiQuote('2000000000');
    const fake = await wallet();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    const again = await remountDeposit(sim, fetch, timers);
    await waitUntil(() => submits().length === 1, 'the saved digest is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    expect(fake.calls('sui:signAndExecuteTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'sui');
    again.parentElement!.remove();

    const other = await suiQuote('3000000000');
    fake.answers['sui:signAndExecuteTransaction'] = never;
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
            origin-asset=${SUI}
            destination-asset=${WNEAR}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    }
    const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('nothing on load; Connect: the balance read with suix_getBalance, the refund address filled, Max keeps 0.01 SUI', async () => {
      const fake = await wallet({}, 12_345_678_900n);
      const el = await mountQuote();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'nothing on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 12.3456789 SUI');
      const reads = requests.filter((r) => r.path === '/rpc/sui').map((r) => r.body);
      expect(reads).to.deep.equal([
        { jsonrpc: '2.0', id: 1, method: 'suix_getBalance', params: [FAKE_SUI_ACCOUNT, '0x2::sui::SUI'] },
      ]);
      expect(el.refundAddress).to.equal(FAKE_SUI_ACCOUNT);
      expect(SUI_FEE_RESERVE).to.equal(10_000_000n);
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('12.3356789');
      await looksRight(el, 'balance');
    });

    it('already connected: only a silent read, the balance shown at once', async () => {
      const fake = await wallet({ authorized: true }, 1_000_000_000n);
      const el = await mountQuote();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 1 SUI');
      expect(fake.calls('standard:connect')).to.deep.equal([]);
    });
  });
});
