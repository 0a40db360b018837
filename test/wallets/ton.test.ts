// Issue 51 items 1, 4 and 5 for TON: TON Connect wallets (the injected bridge) pay <swap-deposit> and sign
// `ton_connect` intents. A fake wallet injected as `window[<key>].tonconnect` records every call; the message it was
// asked to send is decoded here with @ton/core (destination, amount, the jetton transfer's fields, the comment). It
// signs with a real key and sends the external message to the simulator's /rpc/ton, which runs it on its ledger and
// credits the deposit; the swap is then driven to SUCCESS on the manual clock.
import { bufferReady } from '../../src/core/ton-buffer.js';
import { expect, fixture, html } from '@open-wc/testing';
import { Address, Cell } from '@ton/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, hex } from '@scure/base';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { tonModule } from '../../src/controllers/wallet-module.js';
import { configure, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { CATALOGUE } from '../../src/simulator/catalogue.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { tonConnectTextHash } from '../../src/simulator/intents.js';
import { walletPresent } from '../../src/wallets/presence.js';
import type { TonWallet } from '../../src/wallets/ton.js';
import { JETTON_TRANSFER, JETTON_TRANSFER_TON, messageFor } from '../../src/wallets/ton-transfer.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { waitUntil } from '../helpers/wait-until.js';
import { never } from '../helpers/fake-wallet.js';
import { rememberConnected, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import { installTonWallet } from '../helpers/fake-ton-wallet.js';
import {
  FAKE_TON_ADDRESS,
  FAKE_TON_ICON,
  FAKE_TON_PUBLIC_KEY,
  USDT_TON_MASTER,
  tonError,
  type FakeTonOptions,
  type FakeTonWallet,
} from '../../demo/fake-ton-wallet.js';
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

const TON = CATALOGUE.find((t) => t.blockchain === 'ton' && !t.contractAddress)!.assetId;
const USDT = CATALOGUE.find((t) => t.blockchain === 'ton' && t.symbol === 'USDT')!.assetId;
const RPC = `${BASE}/rpc/ton`;
void bufferReady; // @ton/core needs the global Buffer first

type Sent_ = {
  valid_until: number;
  network: string;
  from: string;
  messages: { address: string; amount: string; payload?: string }[];
};

describe('TON wallets (wallets/ton.ts)', () => {
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
    sim = makeSim();
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

  const ledger = async (address: string) =>
    (await post(sim, '/_sim/ton/fund', { address })).body as {
      address: string;
      nanotons: string;
      jettons: { wallet: string; master: string; amount: string }[];
    };

  async function wallet(
    options: Partial<FakeTonOptions> = {},
    funds = { ton: 100_000_000_000n, usdt: 5_000_000_000n },
  ) {
    await post(sim, '/_sim/ton/fund', {
      address: FAKE_TON_ADDRESS,
      nanotons: String(funds.ton),
      jettons: { [USDT_TON_MASTER]: String(funds.usdt) },
      publicKey: FAKE_TON_PUBLIC_KEY,
    });
    const { fake, uninstall: off } = installTonWallet(sim, RPC, options);
    uninstall.push(off);
    return fake;
  }

  const tonQuote = (asset: string, amount: string) =>
    confirmedQuote(sim, { originAsset: asset, fromChain: 'ton', amount, refundTo: FAKE_TON_ADDRESS });
  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);
  const submits = () => submitsIn(requests);
  const rpcCalls = () =>
    requests.filter((r) => r.path === '/rpc/ton').map((r) => (r.body as { method: string }).method);
  const sent = (fake: FakeTonWallet) => fake.calls('sendTransaction') as Sent_[];
  it('is found from its injected bridge without fetching wallet code, and nothing is asked on load', async () => {
    const fake = await wallet();
    expect(walletPresent('ton')).to.equal(true);
    const family = await tonModule.load();
    const found = family.walletSession.discover();
    expect(found.map((w) => w.info)).to.deep.equal([
      { uuid: 'tonconnect:swapElementsFakeTon', name: 'Fake TON Wallet', icon: FAKE_TON_ICON },
    ]);
    await family.walletSession.learn();
    expect(fake.requests, 'not remembered: nothing asked').to.deep.equal([]);
  });

  it('TON: one sendTransaction of one message of exactly the amount to the deposit address, no payload; SUCCESS', async () => {
    const quote = await tonQuote(TON, '2000000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake TON Wallet');
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the hash was submitted');
    payButton(el)?.click();

    const deposit = quote.quote.depositAddress!;
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['connect', 'sendTransaction']);
    const [connect] = fake.calls('connect') as {
      version: number;
      message: { manifestUrl: string; items: unknown[] };
    }[];
    expect(connect!.version).to.equal(2);
    expect(connect!.message).to.deep.equal({
      manifestUrl: `${location.origin}/tonconnect-manifest.json`,
      items: [{ name: 'ton_addr' }],
    });
    expect(rpcCalls(), 'the balance, read once (the fee check reuses it)').to.deep.equal(['getAddressBalance']);
    const [asked] = sent(fake);
    expect(asked!.network).to.equal('-239');
    expect(asked!.from).to.equal(FAKE_TON_ADDRESS);
    expect(asked!.messages).to.have.length(1);
    const [message] = asked!.messages;
    expect(Address.parse(message!.address).equals(Address.parse(deposit))).to.equal(true);
    expect(Address.parseFriendly(message!.address).isBounceable, 'non-bounceable').to.equal(false);
    expect(message!.amount).to.equal('2000000000');
    expect(message!.payload).to.equal(undefined);

    const deposited = await ledger(deposit);
    expect(deposited.nanotons).to.equal('2000000000');
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(txHash).to.match(/^[0-9a-f]{64}$/);
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({ txHash, from: FAKE_TON_ADDRESS, chain: 'ton', wallet: 'Fake TON Wallet' });
    const status = await clientFor(sim).status({ depositAddress: deposit });
    expect(status.swapDetails?.originChainTxHashes?.map((h) => h.hash)).to.deep.equal([txHash]);
    expect(sent(fake), 'one send for two clicks').to.have.length(1);
    await looksRight(el, 'sent');
    await reachesSuccess(sim, quote, 'ton');
  });

  it('USDT: the TEP-74 jetton transfer to the payer’s jetton wallet, exactly the amount to the deposit address; SUCCESS', async () => {
    const quote = await tonQuote(USDT, '25000000');
    const fake = await wallet();
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => submits().length === 1, 'paid');
    const deposit = quote.quote.depositAddress!;
    const payerJettonWallet = (await ledger(FAKE_TON_ADDRESS)).jettons[0]!;
    const [message] = sent(fake)[0]!.messages;
    expect(Address.parse(message!.address).toRawString()).to.equal(payerJettonWallet.wallet);
    expect(message!.amount, 'the TON it carries for the fees').to.equal(String(JETTON_TRANSFER_TON));
    const body = Cell.fromBase64(message!.payload!).beginParse();
    const transfer = {
      op: body.loadUint(32),
      queryId: body.loadUintBig(64),
      amount: body.loadCoins(),
      destination: body.loadAddress().toRawString(),
      response: body.loadAddress().toRawString(),
      customPayload: body.loadMaybeRef(),
      forwardTon: body.loadCoins(),
      forwardInRef: body.loadBit(),
      rest: body.remainingBits + body.remainingRefs,
    };
    expect(transfer).to.deep.equal({
      op: JETTON_TRANSFER,
      queryId: 0n,
      amount: 25_000_000n,
      destination: Address.parse(deposit).toRawString(),
      response: FAKE_TON_ADDRESS,
      customPayload: null,
      forwardTon: 1n,
      forwardInRef: false,
      rest: 0,
    });
    expect((await ledger(deposit)).jettons.map((j) => j.amount)).to.deep.equal(['25000000']);
    expect((await ledger(FAKE_TON_ADDRESS)).jettons[0]!.amount).to.equal('4975000000');
    await reachesSuccess(sim, quote, 'ton');
  });

  it('a quote with a memo: the comment goes with the Toncoin, and as the jetton transfer’s forward payload', async () => {
    await wallet();
    const deposit = Address.parseRaw(`0:${'ab'.repeat(32)}`).toString();
    const base = { from: FAKE_TON_ADDRESS, depositAddress: deposit, rpcUrl: RPC, fetch: sim.fetch, memo: '1234567890' };
    const coin = await messageFor({ ...base, amount: '1000' });
    const comment = Cell.fromBase64(coin.payload!).beginParse();
    expect([comment.loadUint(32), comment.loadStringTail()]).to.deep.equal([0, '1234567890']);
    const jetton = await messageFor({ ...base, amount: '7', contractAddress: USDT_TON_MASTER });
    const body = Cell.fromBase64(jetton.payload!).beginParse();
    body.loadUint(32);
    body.loadUintBig(64);
    expect(body.loadCoins()).to.equal(7n);
    body.loadAddress();
    body.loadAddress();
    body.loadMaybeRef();
    body.loadCoins();
    const forward = body.loadMaybeRef()!.beginParse();
    expect([forward.loadUint(32), forward.loadStringTail()]).to.deep.equal([0, '1234567890']);
  });

  it('declined in the wallet (TON Connect code 300): said, nothing sent or saved; the next click pays', async () => {
    const quote = await tonQuote(TON, '1000000000');
    const fake = await wallet();
    fake.answers.sendTransaction = () => tonError(300, 'User declined the transaction');
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake TON Wallet. Nothing was sent.');
    expect(savedPayment(quote)).to.equal(undefined);
    expect((await ledger(quote.quote.depositAddress!)).nanotons).to.equal('0');
    await looksRight(el, 'declined');
    delete fake.answers.sendTransaction;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('sendTransaction')).to.have.length(2);
    await reachesSuccess(sim, quote, 'ton');
  });

  it('an account on the testnet (-3): said, nothing built or asked to sign', async () => {
    const quote = await tonQuote(USDT, '1000000');
    const fake = await wallet({ network: '-3' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.include('Fake TON Wallet is on testnet, a test network.');
    expect(fake.calls('sendTransaction')).to.deep.equal([]);
    expect(rpcCalls()).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('too little TON for the jetton transfer’s fees: said before the wallet is asked', async () => {
    const quote = await tonQuote(USDT, '1000000');
    const fake = await wallet({}, { ton: 10_000_000n, usdt: 5_000_000n });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('network fee'), 'said');
    expect(fake.calls('sendTransaction')).to.deep.equal([]);
  });

  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the wallet sent: the saved hash submitted once, never paid again, SUCCESS', async () => {
    const quote = await tonQuote(TON, '3000000000');
    const fake = await wallet();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved hash is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    expect(fake.calls('sendTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'ton');
  });

  it('a wallet that never answers: a bounded wait, then a message; nothing submitted', async () => {
    const quote = await tonQuote(TON, '500000000');
    const fake = await wallet();
    fake.answers.sendTransaction = never;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => fake.calls('sendTransaction').length === 1, 'the wallet was asked');
    await waitUntil(() => timers.pending.length === 1, 'waiting');
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(submits()).to.deep.equal([]);
  });

  it('ton_connect: the wallet signs the payload’s text (signData); the simulator verifies it, debits the balance, SUCCESS', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const depositAddress = quote.quote.depositAddress!;
    // The Intents account of a TON wallet: its public key in hex.
    const signerId = FAKE_TON_PUBLIC_KEY;
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = await wallet({ domain: 'shop.example' });
    const el = await show(quote);
    await waitUntil(() => $(el, '[part=intent-sign]'), 'the wallet is offered');
    expect(textOf(el, '[part=intent-sign]')).to.equal('Sign with Fake TON Wallet');
    $(el, '[part=intent-sign]')!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed transfer is taken');
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['connect', 'signData']);
    const generate = requests.filter((r) => r.path === '/v0/generate-intent').map((r) => r.body);
    expect(generate).to.deep.equal([{ type: 'swap_transfer', standard: 'ton_connect', signerId, depositAddress }]);
    const [asked] = fake.calls('signData') as { type: string; text: string; network: string; from: string }[];
    expect(asked!.type).to.equal('text');
    expect(asked!.network).to.equal('-239');
    expect(asked!.from).to.equal(FAKE_TON_ADDRESS);
    // The pretty JSON, exactly as generate-intent gave it.
    const parsed = JSON.parse(asked!.text) as Record<string, unknown>;
    expect(asked!.text).to.equal(JSON.stringify(parsed, null, 2));
    expect(parsed).to.deep.include({
      signer_id: signerId,
      intents: [{ intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: quote.quote.amountIn } }],
    });
    const [submitted] = requests.filter((r) => r.path === '/v0/submit-intent').map((r) => r.body) as {
      signedData: Record<string, unknown>;
    }[];
    const signed = submitted!.signedData;
    expect(Object.keys(signed).sort()).to.deep.equal([
      'address',
      'domain',
      'payload',
      'public_key',
      'signature',
      'standard',
      'timestamp',
    ]);
    expect(signed).to.deep.include({
      standard: 'ton_connect',
      payload: { type: 'text', text: asked!.text },
      public_key: `ed25519:${base58.encode(hex.decode(FAKE_TON_PUBLIC_KEY))}`,
      address: FAKE_TON_ADDRESS,
      domain: 'shop.example',
      timestamp: Math.floor(sim.clock.now() / 1000),
    });
    // The signature is TON Connect's over the text bound to the address, the domain and the time.
    const address = Address.parseRaw(FAKE_TON_ADDRESS);
    const hash = tonConnectTextHash({
      workchain: 0,
      addressHash: address.hash,
      domain: 'shop.example',
      timestamp: signed.timestamp as number,
      text: asked!.text,
    });
    const signature = base58.decode(String(signed.signature).replace(/^ed25519:/, ''));
    expect(ed25519.verify(signature, hash, hex.decode(FAKE_TON_PUBLIC_KEY))).to.equal(true);
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    expect((await clientFor(sim).status({ depositAddress })).status).to.equal('SUCCESS');
  });

  it('the simulator refuses a ton_connect signature bound to another domain than the wallet signed', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const signerId = FAKE_TON_PUBLIC_KEY;
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = await wallet({ authorized: true, domain: 'shop.example' });
    const family = await tonModule.load();
    family.walletSession.discover();
    const entry = family.walletSession.wallets[0]! as TonWallet;
    const account = await family.walletSession.connect(entry);
    const client = clientFor(sim);
    const { intent } = await client.generateIntent({
      standard: 'ton_connect' as 'erc191',
      signerId,
      depositAddress: quote.quote.depositAddress!,
    });
    const signed = await family.signIntent!(entry, account, intent);
    expect(fake.calls('signData')).to.have.length(1);
    let refusal: unknown;
    await client
      .submitIntent({ ...signed, domain: 'other.example' } as never)
      .catch((error: unknown) => (refusal = error));
    expect(String((refusal as Error)?.message)).to.include('Invalid signature');
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n);
    const answer = await client.submitIntent(signed as never);
    expect(answer.intentHash).to.be.a('string');
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

    it('remembered: restoreConnection only, never a prompt; the USDT balance exactly, the refund address filled', async () => {
      const fake = await wallet({ authorized: true }, { ton: 1_000_000_000n, usdt: 1_234_567_891n });
      const el = await mountQuote(USDT);
      await waitUntil(() => textOf(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      expect(
        fake.requests.map((r) => r.method),
        'no prompt',
      ).to.deep.equal(['restoreConnection']);
      expect(rpcCalls()).to.deep.equal(['runGetMethod', 'runGetMethod']);
      expect(textOf(el, '[part=balance]')).to.equal('Balance: 1,234.567891 USDT');
      expect(el.refundAddress).to.equal(FAKE_TON_ADDRESS);
      await looksRight(el, 'balance');
    });

    it('TON: Connect, then Max keeps 0.05 TON for the fees', async () => {
      const fake = await wallet({}, { ton: 10_000_000_000n, usdt: 0n });
      const el = await mountQuote(TON);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'not remembered: not asked on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => textOf(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(fake.requests.map((r) => r.method)).to.deep.equal(['connect']);
      expect(textOf(el, '[part=balance]')).to.equal('Balance: 10 TON');
      expect(textOf(el, '#max-note')).to.equal('Max keeps 0.05 TON for the network fee.');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('9.95');
    });

    it('a remembered wallet on the testnet: no balance, the test network said', async () => {
      await wallet({ authorized: true, network: '-3' });
      rememberConnected('ton', 'Fake TON Wallet');
      const el = await mountQuote(USDT);
      await waitUntil(() => textOf(el, '[part=balance]').includes('test network'), 'said');
      expect(el.refundAddress).to.equal('');
      expect(rpcCalls()).to.deep.equal([]);
    });
  });
});
