// Issue 51 items 2, 4 and 5 for Stellar: SEP-43 wallets pay <swap-deposit> (one payment of exactly the amount to the
// deposit address WITH its memo), and sign Intents payments as sep53. A fake SEP-43 wallet records every call and
// signs with a real ed25519 key; what it was asked to sign is decoded here with @stellar/stellar-base; the page
// submits to the simulator's Horizon-lite (/rpc/stellar), whose ledger places the deposit, and the swap is driven to
// SUCCESS on the manual clock.
import { expect, fixture, html } from '@open-wc/testing';
import { Memo, Networks, StrKey, TransactionBuilder, type Transaction, type Operation } from '@stellar/stellar-base';
import { base58 } from '@scure/base';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { configure, getPersistence, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { never } from '../helpers/fake-wallet.js';
import { installStellarWallet, rememberConnected, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import { FAKE_STELLAR_ACCOUNT, type FakeStellarWallet } from '../../demo/fake-stellar-wallet.js';
import { $, confirmedQuote, recordingFetch, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
import {
  looksRight,
  pay,
  payButton,
  payButtons,
  reloadStores,
  remountDeposit,
  showDeposit,
  submitsIn,
  unansweredSubmits,
  walletStatus,
} from '../helpers/deposit-page.js';

/** The wallet payment kept with the receipt of the quote's address and memo. */
const savedPayment = (quote: QuoteResponse) =>
  (
    getPersistence().getReceipt(quote.quote.depositAddress!, quote.quote.depositMemo) as unknown as
      { walletPayment?: Record<string, unknown> } | undefined
  )?.walletPayment;

/** The simulator confirms the deposit and finishes the swap; the status of the address and memo says SUCCESS. */
async function reachesSuccess(quote: QuoteResponse, sim = current!) {
  sim.clock.advance(confirmMs('stellar') + PROCESSING_MS);
  const { depositAddress, depositMemo } = quote.quote;
  const answer = await clientFor(sim).status({ depositAddress: depositAddress!, depositMemo: depositMemo! });
  expect(answer.status).to.equal('SUCCESS');
  expect(answer.swapDetails?.depositedAmount, 'exactly the quoted amount arrived').to.equal(quote.quote.amountIn);
}
let current: Simulator | undefined;

const XLM = 'nep245:v2_1.omni.hot.tg:1100_111bzQBB5v7AhLyPMDwS8uJgQV24KaAPXtwyVWu2KXbbfQU6NXRCz';
/** 3,000 XLM (the simulator's Stellar minimum is $1,000). */
const AMOUNT = '30000000000';

describe('Stellar wallets (wallets/stellar.ts, SEP-43)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    resetStores();
    storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    sim = current = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
    timers = new FakeTimers();
    await resetFamilyWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    resetStores();
    setPersistence(undefined);
  });

  const wallet = async (options: Parameters<typeof installStellarWallet>[1] = {}): Promise<FakeStellarWallet> => {
    const { fake, uninstall: off } = await installStellarWallet(sim, options);
    uninstall.push(off);
    return fake;
  };

  const xlmQuote = (amount = AMOUNT) =>
    confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount, refundTo: FAKE_STELLAR_ACCOUNT });

  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);
  const submits = () => submitsIn(requests);
  const horizonPosts = () => requests.filter((r) => r.path === '/rpc/stellar/transactions');
  /** What the wallet was asked to sign, decoded. */
  const asked = (fake: FakeStellarWallet, i = 0) =>
    TransactionBuilder.fromXDR(
      (fake.calls('signTransaction')[i]!.params as unknown[])[0] as string,
      Networks.PUBLIC,
    ) as Transaction;

  it('XLM: one payment of exactly the amount to the deposit address WITH its memo, signed for the public network, submitted, SUCCESS', async () => {
    const quote = await xlmQuote();
    const memo = quote.quote.depositMemo!;
    expect(memo, 'the simulator gives Stellar quotes a memo').to.match(/^\d+$/);
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Stellar Wallet');
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    payButton(el).click();
    payButton(el).click(); // a double click: still one payment
    await waitUntil(() => submits().length === 1, 'the hash was submitted');

    expect(fake.requests.map((r) => r.method)).to.deep.equal([
      'getAddress',
      'getNetwork',
      'getNetwork',
      'signTransaction',
    ]);
    expect((fake.calls('signTransaction')[0]!.params as unknown[])[1]).to.deep.equal({
      networkPassphrase: Networks.PUBLIC,
      address: FAKE_STELLAR_ACCOUNT,
    });
    const tx = asked(fake);
    expect(tx.source).to.equal(FAKE_STELLAR_ACCOUNT);
    expect(tx.operations).to.have.length(1);
    const op = tx.operations[0] as Operation.Payment;
    expect(op.type).to.equal('payment');
    expect(op.destination).to.equal(quote.quote.depositAddress);
    expect(op.asset.isNative()).to.equal(true);
    expect(op.amount).to.equal('3000.0000000');
    expect(tx.memo.type).to.equal('id');
    expect(tx.memo.value).to.equal(memo);
    expect(horizonPosts(), 'one submission to Horizon').to.have.length(1);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(txHash).to.equal(tx.hash().toString('hex'));
    expect(submits()[0]!.body).to.deep.include({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: FAKE_STELLAR_ACCOUNT, chain: 'stellar' });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the hash is shown');
    await looksRight(el, 'sent');
    await reachesSuccess(quote);
    expect(fake.calls('signTransaction'), 'one signature').to.have.length(1);
  });

  it('never pays without the memo: a wallet that signs the payment without it (or another one) is refused, nothing submitted', async () => {
    const quote = await xlmQuote();
    const fake = await wallet();
    // The wallet "helpfully" rebuilds the transaction without the memo and signs that.
    fake.answers.signTransaction = ([xdr]) => {
      const tx = TransactionBuilder.fromXDR(xdr as string, Networks.PUBLIC) as Transaction;
      const copy = TransactionBuilder.cloneFrom(tx, { fee: tx.fee, networkPassphrase: Networks.PUBLIC });
      const stripped = copy.addMemo(Memo.none()).build();
      return { signedTxXdr: stripped.toXDR() };
    };
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('could not do this'), 'refused');
    expect(walletStatus(el)).to.equal(
      'Fake Stellar Wallet could not do this: The wallet signed another transaction than the one asked; nothing was sent.',
    );
    expect(horizonPosts()).to.deep.equal([]);
    expect(submits()).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    expect(
      (
        await clientFor(sim).status({
          depositAddress: quote.quote.depositAddress!,
          depositMemo: quote.quote.depositMemo!,
        })
      ).status,
    ).to.equal('PENDING_DEPOSIT');
    await looksRight(el, 'refused');
  });

  it('declined (SEP-43 code -4): said as a refusal, nothing submitted; the next click signs once more and pays', async () => {
    const quote = await xlmQuote();
    const fake = await wallet();
    fake.answers.signTransaction = () => ({ error: { code: -4, message: 'The user rejected this request.' } });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Stellar Wallet. Nothing was sent.');
    expect(horizonPosts()).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    await looksRight(el, 'declined');
    delete fake.answers.signTransaction;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('signTransaction')).to.have.length(2);
    expect(horizonPosts()).to.have.length(1);
  });

  it('a wallet on testnet: said, nothing built or signed', async () => {
    const quote = await xlmQuote();
    const fake = await wallet({ network: 'TESTNET' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Stellar Wallet is on testnet, a test network. Switch it to the Stellar main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('signTransaction')).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('an account short of XLM above its reserve: its spendable balance said before anything is signed', async () => {
    const quote = await xlmQuote();
    // 3,000.5 XLM: the amount, but not the one-XLM reserve and the fee beside it.
    const fake = await wallet({ xlm: '30005000000' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el) !== '' && payButton(el).textContent!.includes('Try again'), 'said');
    expect(walletStatus(el)).to.include('holds 2,999.5');
    expect(fake.calls('signTransaction')).to.deep.equal([]);
    expect(horizonPosts()).to.deep.equal([]);
  });

  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the hash: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await xlmQuote();
    const fake = await wallet({ xlm: '100000000000' }); // 10,000 XLM: two swaps
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved hash is submitted');
    expect(submits()[0]!.body).to.deep.include({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    expect(fake.calls('signTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(quote);
    again.parentElement!.remove();

    const other = await xlmQuote('31000000000');
    fake.answers.signTransaction = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => walletStatus(el2).includes('confirm sending'), 'asked');
    const again2 = await reload(el2);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
    await looksRight(again2, 'interrupted');
  });

  it('sep53: pays an Intents quote with signMessage over the pretty JSON; the simulator verifies it, debits, SUCCESS', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const depositAddress = quote.quote.depositAddress!;
    // The Intents account of a Stellar account: the hex of its decoded G-key.
    const raw = StrKey.decodeEd25519PublicKey(FAKE_STELLAR_ACCOUNT);
    const signerId = Array.from(raw, (b) => b.toString(16).padStart(2, '0')).join('');
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => $(el, '[part=intent-sign]'), 'the wallet is offered');
    const signButton = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=intent-sign]')].find((b) =>
      b.textContent!.includes('Fake Stellar Wallet'),
    );
    expect(signButton, 'a sign button for the Stellar wallet').to.not.equal(undefined);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    signButton!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed transfer is taken');
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['getAddress', 'signMessage']);
    const generate = requests.filter((r) => r.path === '/v0/generate-intent').map((r) => r.body);
    expect(generate).to.deep.equal([{ type: 'swap_transfer', standard: 'sep53', signerId, depositAddress }]);
    const [submitted] = requests.filter((r) => r.path === '/v0/submit-intent').map((r) => r.body) as {
      signedData: Record<string, string>;
    }[];
    const payload = submitted!.signedData.payload!;
    expect(fake.calls('signMessage')[0]!.params).to.deep.equal([
      JSON.stringify(JSON.parse(payload), null, 2),
      { networkPassphrase: Networks.PUBLIC, address: FAKE_STELLAR_ACCOUNT },
    ]);
    expect(submitted!.signedData).to.include({ standard: 'sep53', public_key: `ed25519:${base58.encode(raw)}` });
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    expect((await clientFor(sim).status({ depositAddress })).status).to.equal('SUCCESS');
  });

  describe('USDC on Stellar (an issued asset, listed through the simulator option extraTokens)', () => {
    const ISSUER = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN';
    const USDC = {
      assetId: 'nep245:v2_1.omni.hot.tg:1100_111bzQBB65GxAPAVoxqmMcgYo5oS3txhqs1Uh1cgahKQUeTUq1TJu',
      blockchain: 'stellar',
      symbol: 'USDC',
      decimals: 7,
      basePrice: 1,
      contractAddress: `USDC-${ISSUER}`,
    };

    beforeEach(async () => {
      sim = current = makeSim({ extraTokens: [USDC] });
      configure({ servicePublicKey: (await sim.info()).publicKey });
      ({ fetch, requests } = recordingFetch(sim));
    });
    const usdcQuote = () =>
      confirmedQuote(sim, {
        originAsset: USDC.assetId,
        fromChain: 'stellar',
        amount: '20000000000', // 2,000 USDC (7 decimals)
        refundTo: FAKE_STELLAR_ACCOUNT,
      });

    it('one payment of exactly the amount in USDC (code and issuer) WITH the memo, SUCCESS; the payer line debited', async () => {
      const quote = await usdcQuote();
      const memo = quote.quote.depositMemo!;
      const fake = await wallet({ lines: { [USDC.contractAddress]: '25000000000' } });
      const el = await show(quote);
      await pay(el);
      await waitUntil(() => submits().length === 1, 'the hash was submitted');
      const tx = asked(fake);
      expect(tx.operations).to.have.length(1);
      const op = tx.operations[0] as Operation.Payment;
      expect(op.type).to.equal('payment');
      expect(op.destination).to.equal(quote.quote.depositAddress);
      expect(op.asset.isNative()).to.equal(false);
      expect(op.asset.getCode()).to.equal('USDC');
      expect(op.asset.getIssuer()).to.equal(ISSUER);
      expect(op.amount).to.equal('2000.0000000');
      expect(tx.memo.type).to.equal('id');
      expect(tx.memo.value).to.equal(memo);
      expect(horizonPosts()).to.have.length(1);
      expect((submits()[0]!.body as { txHash: string }).txHash).to.equal(tx.hash().toString('hex'));
      await reachesSuccess(quote);
      const payer = (await (await sim.fetch(`${BASE}/rpc/stellar/accounts/${FAKE_STELLAR_ACCOUNT}`)).json()) as {
        balances: { asset_code?: string; balance: string }[];
      };
      expect(payer.balances.find((b) => b.asset_code === 'USDC')?.balance).to.equal('500.0000000');
    });

    it('no USDC trustline: said before anything is signed, nothing submitted', async () => {
      const quote = await usdcQuote();
      const fake = await wallet(); // XLM only
      const el = await show(quote);
      await pay(el);
      await waitUntil(() => walletStatus(el).includes('Nothing was sent') || payButton(el).textContent!.includes('Try again'), 'said'); // prettier-ignore
      expect(walletStatus(el)).to.equal(
        'The account in Fake Stellar Wallet has no trustline for this token on Stellar, so it cannot send it. Nothing was sent.',
      );
      expect(fake.calls('signTransaction')).to.deep.equal([]);
      expect(horizonPosts()).to.deep.equal([]);
      expect(submits()).to.deep.equal([]);
      await looksRight(el, 'no trustline');
    });
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
    const horizonReads = () => requests.filter((r) => r.path.startsWith('/rpc/stellar/')).map((r) => r.path);

    it('XLM: Connect, the balance above the reserve exactly; Max keeps the fee; the refund address filled', async () => {
      // 123.4567891 XLM with two trustlines: the reserve is (2 + 2) × 0.5 = 2 XLM, so 121.4567891 XLM is spendable.
      const fake = await wallet({
        xlm: '1234567891',
        lines: { 'USDC-GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN': '0', 'EURC-GDHU6WRG4IEQXM5NZ4BMPKOXHW76MZM4Y2IEMFDVXBSDP6SJY4ITNPP2': '0' }, // prettier-ignore
      });
      const el = await mountQuote(XLM);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'not remembered: not asked on load').to.deep.equal([]);
      expect(horizonReads()).to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => textOf(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(fake.requests.map((r) => r.method)).to.deep.equal(['getAddress', 'getNetwork']);
      expect(horizonReads()).to.deep.equal([`/rpc/stellar/accounts/${FAKE_STELLAR_ACCOUNT}`]);
      expect(textOf(el, '[part=balance]')).to.equal('Balance: 121.4567891 XLM');
      expect(el.refundAddress).to.equal(FAKE_STELLAR_ACCOUNT);
      expect(textOf(el, '#max-note')).to.equal('Max keeps 0.001 XLM for the network fee.');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      // 121.4567891 − 0.001 (the fee): the reserve was never in the balance, the fee is kept beside it.
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('121.4557891');
      await looksRight(el, 'Max');
    });

    it('remembered: the balance read without signing anything, never the reserve; Max keeps the fee', async () => {
      const fake = await wallet({ xlm: '15000000', authorized: true }); // 1.5 XLM: 0.5 above the 1 XLM reserve
      rememberConnected('stellar', fake.name);
      const el = await mountQuote(XLM);
      await waitUntil(() => textOf(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      const asked = new Set(fake.requests.map((r) => r.method));
      expect(
        [...asked].filter((m) => m !== 'getAddress' && m !== 'getNetwork'),
        'nothing signed',
      ).to.deep.equal([]);
      expect(textOf(el, '[part=balance]')).to.equal('Balance: 0.5 XLM');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('0.499');
    });
  });
});
