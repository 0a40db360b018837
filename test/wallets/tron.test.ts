// Issue 27 points 2 and 3: Tron wallets pay <swap-deposit> and show their balance in <swap-quote>. A fake TIP-6963
// wallet carries an injected fake TronWeb that records every call and encodes what it builds (TRX in sun; a TRC-20
// transfer's selector, recipient and amount); its broadcasts are deposits into the simulator, whose swap is then
// driven to SUCCESS on its manual clock.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { TRC20_FEE_LIMIT, TRX_FEE_RESERVE } from '../../src/wallets/tron.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim } from '../simulator/helpers.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { tronModule } from '../../src/controllers/wallet-module.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';

import { never } from '../helpers/fake-wallet.js';
import { installTronWallet, resetFamilyWallets, simPayment } from '../helpers/fake-family-wallets.js';
import {
  FAKE_TRON_ACCOUNT,
  FAKE_TRON_ICON,
  FakeTronWallet,
  USDT_TRC20,
  tronHex,
  type FakeTronOptions,
  type TronPayment,
} from '../../demo/fake-tron-wallet.js';
import { $, confirmedQuote, recordingFetch, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
import { WALLET_WAIT_MS } from '../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
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

const TRX = 'nep141:tron.omft.near';
const USDT = 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near';
const word = (hex: string) => hex.padStart(64, '0');

type Tx = {
  raw_data: { contract: { type: string; parameter: { value: Record<string, unknown> } }[]; fee_limit?: number };
};

describe('Tron wallets (wallets/tron.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let paid: TronPayment[];
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

  const wallet = (options: Partial<FakeTronOptions> = {}) => {
    const { fake, uninstall: off } = installTronWallet(sim, options, paid);
    uninstall.push(off);
    return fake;
  };

  const tronQuote = (asset: string, amount: string) =>
    confirmedQuote(sim, { originAsset: asset, fromChain: 'tron', amount, refundTo: FAKE_TRON_ACCOUNT });

  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);

  const submits = () => submitsIn(requests);

  it('USDT (TRC-20): transfer(address,uint256) of exactly the amount to the deposit address, signed and broadcast by the wallet, SUCCESS', async () => {
    const quote = await tronQuote(USDT, '25000000');
    const fake = wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Tron Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_TRON_ICON);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the txid was submitted');

    const deposit = quote.quote.depositAddress!;
    const account = FAKE_TRON_ACCOUNT;
    const transfer = [
      { type: 'address', value: deposit },
      { type: 'uint256', value: '25000000' },
    ];
    expect(fake.requests.map((r) => r.method)).to.deep.equal([
      'eth_requestAccounts',
      'transactionBuilder.triggerConstantContract', // balanceOf
      'trx.getAccount',
      'trx.getAccountResources',
      'trx.getChainParameters',
      'trx.getBalance',
      'transactionBuilder.triggerConstantContract', // the transfer's energy, simulated
      'transactionBuilder.triggerSmartContract',
      'trx.sign',
      'trx.sendRawTransaction',
    ]);
    expect(fake.requests[1]!.params).to.deep.equal([
      USDT_TRC20,
      'balanceOf(address)',
      {},
      [{ type: 'address', value: account }],
      account,
    ]);
    expect(fake.calls('transactionBuilder.triggerSmartContract')[0]!.params).to.deep.equal([
      USDT_TRC20,
      'transfer(address,uint256)',
      { feeLimit: TRC20_FEE_LIMIT },
      transfer,
      account,
    ]);
    // What the wallet signed: the token contract, the selector of transfer(address,uint256), the deposit address's
    // 20 bytes and the amount, each a 32-byte word.
    const signed = (fake.calls('trx.sign')[0]!.params as Tx[])[0]!;
    const call = signed.raw_data.contract[0]!;
    expect(call.type).to.equal('TriggerSmartContract');
    expect(call.parameter.value).to.deep.equal({
      owner_address: tronHex(account),
      contract_address: tronHex(USDT_TRC20),
      data: `a9059cbb${word(tronHex(deposit).slice(2))}${word((25_000_000).toString(16))}`,
    });
    expect(signed.raw_data.fee_limit).to.equal(100_000_000);
    expect(fake.calls('trx.sendRawTransaction')).to.have.length(1);
    expect(paid).to.deep.equal([{ from: account, to: deposit, amount: 25_000_000n, contract: USDT_TRC20 }]);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: account, chain: 'tron', wallet: 'Fake Tron Wallet' });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the txid is shown');
    await looksRight(el, 'sent');
    await reachesSuccess(sim, quote, 'tron');
  });

  it('TRX: sendTrx(deposit address, sun, account), one send per click, SUCCESS', async () => {
    const quote = await tronQuote(TRX, '50000000');
    const fake = wallet();
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => submits().length === 1, 'paid');
    const account = FAKE_TRON_ACCOUNT;
    const deposit = quote.quote.depositAddress!;
    expect(fake.requests.map((r) => r.method)).to.deep.equal([
      'eth_requestAccounts',
      'trx.getBalance',
      'trx.getAccount',
      'trx.getAccountResources',
      'trx.getChainParameters',
      'transactionBuilder.sendTrx',
      'trx.sign',
      'trx.sendRawTransaction',
    ]);
    expect(fake.calls('transactionBuilder.sendTrx')[0]!.params).to.deep.equal([deposit, 50_000_000, account]);
    const signed = (fake.calls('trx.sign')[0]!.params as Tx[])[0]!;
    expect(signed.raw_data.contract[0]).to.deep.equal({
      type: 'TransferContract',
      parameter: { value: { owner_address: tronHex(account), to_address: tronHex(deposit), amount: 50_000_000 } },
    });
    expect(paid).to.deep.equal([{ from: account, to: deposit, amount: 50_000_000n }]);
    payButton(el)?.click();
    expect(fake.calls('transactionBuilder.sendTrx'), 'one send').to.have.length(1);
    await reachesSuccess(sim, quote, 'tron');
  });

  it('declined at signing: nothing broadcast or saved; the next click signs once more and pays', async () => {
    const quote = await tronQuote(USDT, '1000000');
    const fake = wallet();
    fake.answers['trx.sign'] = () => Promise.reject('Confirmation declined by user');
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Tron Wallet. Nothing was sent.');
    expect(fake.calls('trx.sendRawTransaction')).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    await looksRight(el, 'declined');
    delete fake.answers['trx.sign'];
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('trx.sign')).to.have.length(2);
    expect(fake.calls('trx.sendRawTransaction')).to.have.length(1);
  });

  it('a refusal by its code on the cause of a wrapping error: said as a refusal, nothing broadcast', async () => {
    const quote = await tronQuote(USDT, '1000000');
    const fake = wallet();
    fake.answers['trx.sign'] = () =>
      Promise.reject(new Error('Signing failed', { cause: { code: 4001, message: 'Request rejected' } }));
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => fake.calls('trx.sign').length === 1, 'asked to sign');
    await waitUntil(() => payButton(el).textContent!.includes('Try again'), 'the answer is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Tron Wallet. Nothing was sent.');
    expect(fake.calls('trx.sendRawTransaction')).to.deep.equal([]);
  });

  it('Nile and Shasta are test networks: said, nothing built', async () => {
    const quote = await tronQuote(USDT, '1000000');
    const fake = wallet({ host: 'https://nile.trongrid.io' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Tron Wallet is on Nile, a test network. Switch it to the Tron main network, then try again. Nothing was sent.',
    );
    fake.tronWeb.fullNode.host = 'https://api.shasta.trongrid.io';
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('Shasta'), 'said');
    expect(fake.calls('transactionBuilder.triggerSmartContract')).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('an account never activated: its own message, nothing built', async () => {
    const quote = await tronQuote(USDT, '1000000');
    const fake = wallet({ activated: false });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('not activated'), 'said');
    expect(walletStatus(el)).to.equal(
      'The account in Fake Tron Wallet is not activated on Tron yet, so it cannot send. Receive some TRX on it first, then try again. Nothing was sent.',
    );
    expect(fake.calls('transactionBuilder.triggerSmartContract')).to.deep.equal([]);
    await looksRight(el, 'inactive');
  });

  it('too little energy and bandwidth and too little TRX to burn: its own message with the TRX needed; the network’s refusal too', async () => {
    const quote = await tronQuote(USDT, '1000000');
    // 1 TRX, no energy, no free bandwidth: 350 bytes at 1,000 sun and 64,285 energy at 100 sun = 6.7785 TRX.
    const fake = wallet({ trx: 1_000_000n, resources: { freeNetLimit: 600, freeNetUsed: 600 } });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('energy'), 'said');
    expect(walletStatus(el)).to.equal(
      'The account in Fake Tron Wallet lacks the energy and bandwidth for this transfer and does not hold the TRX the network would burn instead (about 6.7785 TRX). Add TRX, or stake or rent energy, then try again. Nothing was sent.',
    );
    expect(fake.calls('transactionBuilder.triggerSmartContract')).to.deep.equal([]);
    await looksRight(el, 'no resources');

    // Enough TRX by the page's estimate, but the node refuses the broadcast for bandwidth.
    fake.trx = 1_000_000_000n;
    fake.answers['trx.sendRawTransaction'] = () => ({ result: false, code: 'BANDWITH_ERROR', message: '' });
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('refused'), 'said');
    expect(walletStatus(el)).to.equal(
      'The network refused the transfer: the account in Fake Tron Wallet lacks the energy or bandwidth for it. Add TRX, or stake or rent energy, then try again.',
    );
    expect(submits()).to.deep.equal([]);
  });

  it('insufficient USDT: checked before anything is built', async () => {
    const quote = await tronQuote(USDT, '1000000');
    const fake = wallet({ tokens: { [USDT_TRC20]: 999_999n } });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('holds'), 'said');
    expect(walletStatus(el)).to.equal(
      `The account ${FAKE_TRON_ACCOUNT} holds 0.999999 USDT on Tron; this payment needs 1 USDT. Add funds or choose another account in Fake Tron Wallet, then try again.`,
    );
    expect(fake.calls('transactionBuilder.triggerSmartContract')).to.deep.equal([]);
  });

  it('a wallet that never answers the signature: a bounded wait on the timer port, then a message; nothing submitted', async () => {
    const quote = await tronQuote(TRX, '5000000');
    const fake = wallet();
    fake.answers['trx.sign'] = never;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'asked');
    // The sentence comes before the wallet is asked (the transaction is still being built): wait for the ask.
    await waitUntil(() => fake.calls('trx.sign').length === 1, 'the wallet was asked');
    payButton(el).click(); // ignored while waiting
    await waitUntil(() => timers.pending.length === 1, 'waiting');
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(fake.calls('trx.sign')).to.have.length(1);
    expect(submits()).to.deep.equal([]);
  });

  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the txid: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await tronQuote(USDT, '2000000');
    const fake = wallet();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved txid is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    expect(fake.calls('trx.sendRawTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'tron');
    again.parentElement!.remove();

    const other = await tronQuote(TRX, '3000000');
    fake.answers['trx.sign'] = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => walletStatus(el2).includes('confirm sending'), 'asked');
    const again2 = await reload(el2);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
    await looksRight(again2, 'interrupted');
  });

  it('falls back to the injected tronLink (tron_requestAccounts) when no wallet announces itself', async () => {
    const quote = await tronQuote(TRX, '5000000');
    const fake = new FakeTronWallet({ deposit: simPayment(sim, paid) });
    (window as { tronLink?: unknown }).tronLink = fake.provider;
    try {
      const el = await show(quote);
      await waitUntil(() => payButtons(el).length, 'offered');
      expect(payButton(el).textContent!.trim()).to.equal('Pay with TronLink');
      payButton(el).click();
      await waitUntil(() => submits().length === 1, 'paid');
      expect(fake.requests[0]).to.deep.equal({ method: 'tron_requestAccounts' });
    } finally {
      delete (window as { tronLink?: unknown }).tronLink;
    }
  });

  it('tip191: pays an Intents quote by signMessageV2 over the pretty JSON; the simulator recovers the key, debits, SUCCESS', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const depositAddress = quote.quote.depositAddress!;
    // The Intents account of a Tron address: 0x + its 20 bytes.
    const signerId = `0x${tronHex(FAKE_TRON_ACCOUNT).slice(2)}`;
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = wallet();
    const el = await show(quote);
    await waitUntil(() => $(el, '[part=intent-sign]'), 'the wallet is offered');
    expect(textOf(el, '[part=intent-sign]')).to.equal('Sign with Fake Tron Wallet');
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    $(el, '[part=intent-sign]')!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed transfer is taken');
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['eth_requestAccounts', 'trx.signMessageV2']);
    const generate = requests.filter((r) => r.path === '/v0/generate-intent').map((r) => r.body);
    expect(generate).to.deep.equal([{ type: 'swap_transfer', standard: 'tip191', signerId, depositAddress }]);
    const [submitted] = requests.filter((r) => r.path === '/v0/submit-intent').map((r) => r.body) as {
      signedData: Record<string, string>;
    }[];
    const payload = submitted!.signedData.payload!;
    expect(fake.calls('trx.signMessageV2')[0]!.params).to.deep.equal([JSON.stringify(JSON.parse(payload), null, 2)]);
    expect(JSON.parse(payload)).to.deep.include({
      signer_id: signerId,
      intents: [{ intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: quote.quote.amountIn } }],
    });
    expect(Object.keys(submitted!.signedData).sort()).to.deep.equal(['payload', 'signature', 'standard']);
    expect(submitted!.signedData.signature).to.match(/^secp256k1:[1-9A-HJ-NP-Za-km-z]+$/);
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    expect((await clientFor(sim).status({ depositAddress })).status).to.equal('SUCCESS');
  });

  it('tip191: a payload changed after signing is refused by the simulator; a declined signature said as a refusal', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const signerId = `0x${tronHex(FAKE_TRON_ACCOUNT).slice(2)}`;
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = wallet();
    const family = await tronModule.load();
    family.walletSession.discover();
    const entry = family.walletSession.wallets.find((w) => w.info.name === 'Fake Tron Wallet')!;
    const client = clientFor(sim);
    const { intent } = await client.generateIntent({
      standard: 'tip191' as 'erc191',
      signerId,
      depositAddress: quote.quote.depositAddress!,
    });
    const signed = await family.signIntent!(entry, FAKE_TRON_ACCOUNT, intent as { standard: string; payload: unknown });
    const changed = (intent.payload as string).replace(quote.quote.amountIn, String(BigInt(quote.quote.amountIn) - 1n));
    let refused: unknown;
    await client.submitIntent({ ...signed, payload: changed } as never).catch((e: unknown) => (refused = e));
    expect(refused, 'the tampered payload is refused').to.be.instanceOf(Error);
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n);
    fake.answers['trx.signMessageV2'] = () => Promise.reject('Confirmation declined by user');
    let declined: unknown;
    await family.signIntent!(entry, FAKE_TRON_ACCOUNT, intent as never).catch((e: unknown) => (declined = e));
    expect(family.walletProblem(declined).problem).to.equal('rejected');
    expect((await client.submitIntent(signed as never)).intentHash).to.be.a('string');
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));
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

    it('already connected: only silent reads; the USDT balance exactly, Max the whole of it, the refund address filled', async () => {
      const fake = wallet({ authorized: true, tokens: { [USDT_TRC20]: 1_234_567_891n } });
      const el = await mountQuote(USDT);
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      expect(
        fake.requests.map((r) => r.method),
        'no prompt',
      ).to.deep.equal(['transactionBuilder.triggerConstantContract']);
      expect(text(el, '[part=balance]')).to.equal('Balance: 1,234.567891 USDT');
      expect(el.refundAddress).to.equal(FAKE_TRON_ACCOUNT);
      await looksRight(el, 'balance');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('1,234.567891');
    });

    it('TRX: Connect, then Max keeps 1.1 TRX', async () => {
      const fake = wallet({ trx: 10_000_000n });
      const el = await mountQuote(TRX);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'nothing on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 10 TRX');
      expect(TRX_FEE_RESERVE).to.equal(1_100_000n);
      expect(text(el, '#max-note')).to.equal('Max keeps 1.1 TRX for the network fee.');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('8.9');
    });

    it('on Shasta: no balance, the test network said', async () => {
      wallet({ authorized: true, host: 'https://api.shasta.trongrid.io' });
      const el = await mountQuote(USDT);
      await waitUntil(() => text(el, '[part=balance]').includes('test network'), 'said');
      expect(text(el, '[part=balance]')).to.equal(
        'Fake Tron Wallet is on Shasta, a test network: switch it to the Tron main network to see your balance.',
      );
      expect(el.refundAddress).to.equal('');
      await looksRight(el, 'test network');
    });
  });
});
