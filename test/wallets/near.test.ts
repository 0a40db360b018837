// Issue 25 point 2 (and the nep413 signer of point 3): NEAR wallets pay <swap-deposit> and show their balance in
// <swap-quote>. A fake wallet of NEAR Connect's injected standard records exactly what it was asked; the transactions it
// signs run on the simulator's NEAR ledger (POST /_sim/near/tx), which credits the swap's deposit, and the page reads
// the chain through the simulator's JSON-RPC (<base>/rpc/near). The swap is then driven to SUCCESS on the manual clock.
import { expect, fixture, html } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64 } from '@scure/base';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { nearModule } from '../../src/controllers/wallet-module.js';
import { DEFAULT_BASE_URL } from '../../src/api/client.js';
import { NEAR_CALL_GAS, NEAR_FEE_RESERVE, type NearWallet } from '../../src/wallets/near.js';
import { configure, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { NEAR_STORAGE_MIN } from '../../src/simulator/near-rpc.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';

import { never } from '../helpers/fake-wallet.js';
import {
  installNearWallet,
  recordNearReads,
  resetFamilyWallets,
  type RpcRead,
} from '../helpers/fake-family-wallets.js';
import {
  FAKE_NEAR_ACCOUNT,
  FAKE_NEAR_ICON,
  NEAR_USDC,
  type FakeNearOptions,
  type NearSigned,
} from '../../demo/fake-near-wallet.js';
import { $, confirmedQuote, recordingFetch, shown, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
import { WALLET_WAIT_MS } from '../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
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

const USDC = `nep141:${NEAR_USDC}`;
const RPC = `${BASE}/rpc/near`;
const NEAR = 10n ** 24n;

describe('NEAR wallets (wallets/near.ts)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let signed: NearSigned[];
  let reads: RpcRead[];
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    resetStores();
    storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
    ({ fetch, reads } = recordNearReads(fetch, RPC));
    timers = new FakeTimers();
    signed = [];
    await resetFamilyWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    resetStores();
    setPersistence(undefined);
  });

  /** The simulator's NEAR ledger: an account's NEAR (yocto) and token balances (registering it with those tokens). */
  async function ledger(accountId: string, near: bigint, tokens: Record<string, bigint> = {}) {
    const body = {
      accountId,
      amount: String(near),
      tokens: Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, String(v)])),
    };
    expect((await post(sim, '/_sim/near/account', body)).status).to.equal(200);
  }

  async function wallet(options: Partial<FakeNearOptions> = {}) {
    await ledger(options.account ?? FAKE_NEAR_ACCOUNT, 10n * NEAR, { [NEAR_USDC]: 5_000_000_000n });
    const { fake, uninstall: off } = installNearWallet(sim, options, signed);
    uninstall.push(off);
    return fake;
  }

  const nearQuote = (asset: string, amount: string) =>
    confirmedQuote(sim, {
      originAsset: asset,
      fromChain: 'near',
      amount,
      refundTo: FAKE_NEAR_ACCOUNT,
      destinationAsset: ETH_USDC,
      toChain: 'eth',
    });

  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);

  const submits = () => submitsIn(requests);
  const calls = (method: string) => reads.filter((r) => r.call?.method === method).map((r) => r.call);

  /** A token balance on the simulator's ledger, read as the page reads it. */
  async function ftBalance(contract: string, account: string): Promise<bigint> {
    const near = await nearModule.load();
    return (await near.balanceOf({} as NearWallet, account, contract, RPC, fetch))!;
  }

  const ftTransfer = (deposit: string, amount: string) => ({
    type: 'FunctionCall',
    params: { methodName: 'ft_transfer', args: { receiver_id: deposit, amount }, gas: NEAR_CALL_GAS, deposit: '1' },
  });

  it('USDC (NEP-141) to an unregistered deposit account: storage_deposit, then ft_transfer of exactly the amount with 1 yoctoNEAR, in one transaction; submitted with nearSenderAccount; SUCCESS', async () => {
    const quote = await nearQuote(USDC, '25000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake NEAR Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_NEAR_ICON);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    expect(reads, 'nor read').to.deep.equal([]);
    await looksRight(el, 'offered');
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the hash was submitted');

    const deposit = quote.quote.depositAddress!;
    expect(deposit).to.match(/^[0-9a-f]{64}$/);
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['getAccounts', 'signIn', 'signAndSendTransaction']);
    expect(fake.requests[1]!.params).to.deep.equal([{ network: 'mainnet' }]);
    // What the wallet was asked to sign: one transaction to the token contract, the registration first.
    expect(fake.calls('signAndSendTransaction')[0]!.params).to.deep.equal([
      {
        receiverId: NEAR_USDC,
        actions: [
          {
            type: 'FunctionCall',
            params: {
              methodName: 'storage_deposit',
              args: { account_id: deposit, registration_only: true },
              gas: NEAR_CALL_GAS,
              deposit: String(NEAR_STORAGE_MIN),
            },
          },
          ftTransfer(deposit, '25000000'),
        ],
        network: 'mainnet',
        signerId: FAKE_NEAR_ACCOUNT,
      },
    ]);
    expect(NEAR_CALL_GAS).to.equal('30000000000000');
    // What the page read first: the balance, whether the deposit account is registered, the bounds, NEAR for the fee.
    expect(reads.map((r) => r.call?.method ?? r.params.request_type)).to.deep.equal([
      'ft_balance_of',
      'storage_balance_of',
      'storage_balance_bounds',
      'view_account',
    ]);
    expect(calls('ft_balance_of')).to.deep.equal([
      { contract: NEAR_USDC, method: 'ft_balance_of', args: { account_id: FAKE_NEAR_ACCOUNT } },
    ]);
    expect(calls('storage_balance_of')).to.deep.equal([
      { contract: NEAR_USDC, method: 'storage_balance_of', args: { account_id: deposit } },
    ]);
    expect(signed).to.have.length(1);
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(base58.decode(txHash)).to.have.length(32);
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit, nearSenderAccount: FAKE_NEAR_ACCOUNT });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({
      txHash,
      from: FAKE_NEAR_ACCOUNT,
      chain: 'near',
      wallet: 'Fake NEAR Wallet',
    });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the hash is shown');
    await looksRight(el, 'sent');
    // The simulator saw the deposit under the wallet's hash, from the wallet's account.
    const answer = await clientFor(sim).status({ depositAddress: deposit });
    expect(answer.swapDetails?.originChainTxHashes?.map((h) => h.hash)).to.deep.equal([txHash]);
    expect(await ftBalance(NEAR_USDC, deposit)).to.equal(25_000_000n);
    expect(await ftBalance(NEAR_USDC, FAKE_NEAR_ACCOUNT)).to.equal(5_000_000_000n - 25_000_000n);
    await reachesSuccess(sim, quote, 'near');
  });

  it('wNEAR to a registered deposit account: only ft_transfer; one send per click; an account already shared is not asked to sign in', async () => {
    const quote = await nearQuote(WNEAR, String(2n * NEAR));
    const fake = await wallet({ authorized: true });
    await ledger(FAKE_NEAR_ACCOUNT, 10n * NEAR, { 'wrap.near': 3n * NEAR });
    await ledger(quote.quote.depositAddress!, 0n, { 'wrap.near': 0n });
    const el = await show(quote);
    await pay(el);
    payButton(el)?.click(); // a second click while busy does nothing
    await waitUntil(() => submits().length === 1, 'paid');
    const deposit = quote.quote.depositAddress!;
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['getAccounts', 'signAndSendTransaction']);
    expect(fake.calls('signAndSendTransaction')[0]!.params).to.deep.equal([
      {
        receiverId: 'wrap.near',
        actions: [ftTransfer(deposit, String(2n * NEAR))],
        network: 'mainnet',
        signerId: FAKE_NEAR_ACCOUNT,
      },
    ]);
    expect(calls('storage_balance_bounds'), 'registered: no bounds read').to.deep.equal([]);
    payButton(el)?.click();
    expect(fake.calls('signAndSendTransaction'), 'one send').to.have.length(1);
    await reachesSuccess(sim, quote, 'near');
  });

  it('native NEAR: one Transfer of exactly the amount (yocto) to the deposit account, on the ledger', async () => {
    const fake = await wallet();
    const near = await nearModule.load();
    near.walletSession.discover();
    const chosen = near.walletSession.wallets[0]!;
    const account = await near.walletSession.connect(chosen);
    const depositAddress = 'a'.repeat(64);
    const payment = { from: account, depositAddress, amount: '1234500000000000000000000', rpcUrl: RPC, fetch };
    await near.preflight!(chosen, payment, await near.balanceOf(chosen, account, undefined, RPC, fetch));
    const hash = await near.sendPayment(chosen, payment);
    expect(base58.decode(hash)).to.have.length(32);
    expect(fake.calls('signAndSendTransaction')[0]!.params).to.deep.equal([
      {
        receiverId: depositAddress,
        actions: [{ type: 'Transfer', params: { deposit: '1234500000000000000000000' } }],
        network: 'mainnet',
        signerId: FAKE_NEAR_ACCOUNT,
      },
    ]);
    expect(await near.balanceOf(chosen, depositAddress, undefined, RPC, fetch)).to.equal(
      1_234_500_000_000_000_000_000_000n,
    );
    // Too little NEAR for the amount and its fee: said before asking the wallet.
    await ledger(FAKE_NEAR_ACCOUNT, 1n * NEAR);
    const all = { ...payment, amount: String(1n * NEAR) };
    const refused = await near.preflight!(chosen, all, 1n * NEAR).then(
      () => undefined,
      (error: unknown) => near.walletProblem(error),
    );
    expect(refused?.problem).to.equal('insufficient-funds');
    expect(fake.calls('signAndSendTransaction')).to.have.length(1);
  });

  it('declined in the wallet: nothing saved or submitted; the next click asks once more and pays', async () => {
    const quote = await nearQuote(USDC, '1000000');
    const fake = await wallet({ authorized: true });
    fake.answers.signAndSendTransaction = () => Promise.reject(new Error('User rejected the transaction'));
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake NEAR Wallet. Nothing was sent.');
    expect(signed).to.deep.equal([]);
    expect(savedPayment(quote)).to.equal(undefined);
    expect(submits()).to.deep.equal([]);
    await looksRight(el, 'declined');
    delete fake.answers.signAndSendTransaction;
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('signAndSendTransaction')).to.have.length(2);
    expect(signed).to.have.length(1);
  });

  for (const words of ['User closed the window', 'Cancelled']) {
    it(`NEAR wallets word a refusal their own way ("${words}"): said as a refusal, nothing sent`, async () => {
      const quote = await nearQuote(USDC, '1000000');
      const fake = await wallet({ authorized: true });
      fake.answers.signAndSendTransaction = () => Promise.reject(new Error(words));
      const el = await show(quote);
      await pay(el);
      await waitUntil(() => fake.calls('signAndSendTransaction').length === 1, 'asked');
      await waitUntil(() => payButton(el).textContent!.includes('Try again'), 'the answer is said');
      expect(walletStatus(el)).to.equal('You declined the request in Fake NEAR Wallet. Nothing was sent.');
      expect(signed).to.deep.equal([]);
      expect(savedPayment(quote)).to.equal(undefined);
    });
  }

  it('too little of the token, or too little NEAR for the storage deposit: said before anything is signed; a failed outcome: said, nothing kept', async () => {
    const quote = await nearQuote(USDC, '1000000');
    const fake = await wallet({ authorized: true });
    await ledger(FAKE_NEAR_ACCOUNT, 10n * NEAR, { [NEAR_USDC]: 999_999n });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('holds'), 'said');
    expect(walletStatus(el)).to.equal(
      `The account ${FAKE_NEAR_ACCOUNT} holds 0.999999 USDC on NEAR; this payment needs 1 USDC. Add funds or choose another account in Fake NEAR Wallet, then try again.`,
    );
    await ledger(FAKE_NEAR_ACCOUNT, NEAR_STORAGE_MIN, { [NEAR_USDC]: 5_000_000n });
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('network fee'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake NEAR Wallet says the account cannot pay 1 USDC plus the network fee. Nothing was sent.',
    );
    expect(fake.calls('signAndSendTransaction')).to.deep.equal([]);
    await looksRight(el, 'insufficient');

    // The chain refuses what the page found enough (spent meanwhile): the wallet's failed outcome, nothing kept.
    await ledger(FAKE_NEAR_ACCOUNT, 10n * NEAR, { [NEAR_USDC]: 5_000_000n });
    fake.answers.signAndSendTransaction = () => ({
      status: {
        Failure: {
          ActionError: {
            index: 1,
            kind: {
              FunctionCallError: { ExecutionError: "Smart contract panicked: The account doesn't have enough balance" },
            },
          },
        },
      },
      transaction: { hash: base58.encode(new Uint8Array(32).fill(9)) },
    });
    payButton(el).click();
    await waitUntil(() => fake.calls('signAndSendTransaction').length === 1, 'asked');
    await waitUntil(() => walletStatus(el).includes('network fee'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake NEAR Wallet says the account cannot pay 1 USDC plus the network fee. Nothing was sent.',
    );
    expect(savedPayment(quote)).to.equal(undefined);
    expect(submits()).to.deep.equal([]);
  });

  it('a testnet account: said, nothing read or signed', async () => {
    const quote = await nearQuote(USDC, '1000000');
    const fake = await wallet({ account: 'payer.testnet' });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake NEAR Wallet is on testnet, a test network. Switch it to the NEAR main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('signAndSendTransaction')).to.deep.equal([]);
    expect(reads).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('a wallet that knows only testnet: said', async () => {
    const quote = await nearQuote(USDC, '1000000');
    await wallet({ testnetOnly: true, authorized: true });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(signed).to.deep.equal([]);
  });

  it('a wallet that never answers the signature: a bounded wait on the timer port, then a message; nothing submitted', async () => {
    const quote = await nearQuote(USDC, '5000000');
    const fake = await wallet({ authorized: true });
    fake.answers.signAndSendTransaction = never;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => fake.calls('signAndSendTransaction').length === 1, 'asked');
    payButton(el)?.click(); // ignored while waiting
    await waitUntil(() => timers.pending.length === 1, 'waiting');
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(fake.calls('signAndSendTransaction')).to.have.length(1);
    expect(submits()).to.deep.equal([]);
  });

  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    ({ fetch } = recordNearReads(fetch, RPC, reads));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the hash: submitted once with the sender, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await nearQuote(USDC, '2000000');
    const fake = await wallet({ authorized: true });
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved hash is submitted');
    expect(submits()[0]!.body).to.deep.equal({
      txHash,
      depositAddress: quote.quote.depositAddress,
      nearSenderAccount: FAKE_NEAR_ACCOUNT,
    });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    expect(fake.calls('signAndSendTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'near');
    again.parentElement!.remove();

    const other = await nearQuote(USDC, '3000000');
    fake.answers.signAndSendTransaction = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => fake.calls('signAndSendTransaction').length === 2, 'asked');
    const again2 = await reload(el2);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
    await looksRight(again2, 'interrupted');
  });

  it('without a NEAR RPC URL (the service itself, no gateway, none configured): no NEAR wallet is offered; the address stays', async () => {
    const quote = await nearQuote(USDC, '1000000');
    const fake = await wallet({ authorized: true });
    getStore().activate(quote, true);
    const found = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-deposit
          .fetch=${fetch}
          .clock=${sim.clock.now}
          .scheduler=${timers}
          base-url=${DEFAULT_BASE_URL}
          locale="en-US"
        ></swap-deposit>
      </div>`,
    );
    const el = found.querySelector('swap-deposit')!;
    await shown(el);
    const near = await nearModule.load();
    await waitUntil(() => near.walletSession.wallets.length === 1, 'the wallet is found');
    el.requestUpdate();
    await el.updateComplete;
    expect(payButtons(el)).to.deep.equal([]);
    expect(textOf(el, '[part~=deposit-address]')).to.contain(quote.quote.depositAddress!);
    configure({ rpc: { near: RPC } });
    await waitUntil(() => payButtons(el).length, 'offered once configured');
    expect(fake.requests).to.deep.equal([]);
  });

  it('a swap from another chain offers no NEAR wallet', async () => {
    const quote = await confirmedQuote(sim, { originAsset: ETH_USDC, fromChain: 'eth', amount: '1000000' });
    const fake = await wallet();
    const el = await show(quote);
    await el.updateComplete;
    expect(payButtons(el).map((b) => b.textContent!.trim())).to.not.include('Pay with Fake NEAR Wallet');
    expect(fake.requests).to.deep.equal([]);
  });

  describe('nep413 intents (signIntent)', () => {
    /** NEP-413's signed bytes, written out here: the tag 2^31 + 413 (u32 LE), then borsh of the payload. */
    function borshPayload(message: string, nonce: Uint8Array, recipient: string): Uint8Array {
      const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
      const text = (s: string) => {
        const bytes = [...new TextEncoder().encode(s)];
        return [...u32(bytes.length), ...bytes];
      };
      return Uint8Array.from([...u32(2147484061), ...text(message), ...nonce, ...text(recipient), 0]);
    }

    it('signs with the wallet’s signMessage: the message, recipient and 32-byte nonce; answers public_key and a base58 signature that verifies', async () => {
      const fake = await wallet({ authorized: true });
      const near = await nearModule.load();
      near.walletSession.discover();
      const chosen = near.walletSession.wallets[0]!;
      const account = await near.walletSession.connect(chosen);
      expect(near.intentStandard).to.equal('nep413');
      const nonce = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1);
      const message = JSON.stringify({
        signer_id: account,
        deadline: '2026-11-26T20:00:00.000Z',
        intents: [{ intent: 'transfer', receiver_id: 'deposit.near', tokens: { [USDC]: '1000000' } }],
      });
      const payload = { message, nonce: base64.encode(nonce), recipient: 'intents.near' };
      const result = await near.signIntent!(chosen, account, { standard: 'nep413', payload });

      expect(fake.calls('signMessage')).to.have.length(1);
      const asked = (fake.calls('signMessage')[0]!.params as [Record<string, unknown>])[0];
      expect(asked).to.deep.include({ message, recipient: 'intents.near', network: 'mainnet', signerId: account });
      expect([...(asked.nonce as Uint8Array)]).to.deep.equal([...nonce]);

      expect(Object.keys(result).sort()).to.deep.equal(['payload', 'public_key', 'signature', 'standard']);
      expect(result.standard).to.equal('nep413');
      expect(result.payload).to.deep.equal(payload);
      const publicKey = ed25519.getPublicKey(fake.secretKey);
      expect(result.public_key).to.equal(`ed25519:${base58.encode(publicKey)}`);
      expect(result.signature).to.match(/^ed25519:[1-9A-HJ-NP-Za-km-z]+$/);
      const signature = base58.decode((result.signature as string).slice('ed25519:'.length));
      expect(signature).to.have.length(64);
      const hash = sha256(borshPayload(message, nonce, 'intents.near'));
      expect(ed25519.verify(signature, hash, publicKey)).to.equal(true);
      // Not over anything else: another recipient's payload does not verify.
      expect(ed25519.verify(signature, sha256(borshPayload(message, nonce, 'other.near')), publicKey)).to.equal(false);
    });

    it('reads keys and signatures in either form; refuses what it cannot sign: another standard, a nonce that is not 32 bytes, a missing or declined signature', async () => {
      const fake = await wallet({ authorized: true });
      const near = await nearModule.load();
      near.walletSession.discover();
      const chosen = near.walletSession.wallets[0]!;
      const account = await near.walletSession.connect(chosen);
      const problem = (intent: { standard: string; payload: unknown }) =>
        near.signIntent!(chosen, account, intent).then(
          () => undefined,
          (error: unknown) => near.walletProblem(error),
        );
      const nonce = base64.encode(new Uint8Array(32));
      expect((await problem({ standard: 'erc191', payload: '{}' }))?.problem).to.equal('error');
      expect(
        (
          await problem({
            standard: 'nep413',
            payload: { message: '{}', nonce: base64.encode(new Uint8Array(31)), recipient: 'intents.near' },
          })
        )?.message,
      ).to.equal('The intent nonce is not 32 bytes.');
      expect(fake.calls('signMessage')).to.deep.equal([]);
      // A wallet that answers NEAR's own `ed25519:<base58>` forms (here with leading zero bytes) is read as well.
      const key = Uint8Array.from({ length: 32 }, (_, i) => (i < 2 ? 0 : i));
      const signature = Uint8Array.from({ length: 64 }, (_, i) => (i < 3 ? 0 : 255 - i));
      fake.answers.signMessage = () => ({
        accountId: account,
        publicKey: `ed25519:${base58.encode(key)}`,
        signature: `ed25519:${base58.encode(signature)}`,
      });
      const payload = { message: '{}', nonce, recipient: 'intents.near' };
      expect(await near.signIntent!(chosen, account, { standard: 'nep413', payload })).to.deep.equal({
        standard: 'nep413',
        payload,
        public_key: `ed25519:${base58.encode(key)}`,
        signature: `ed25519:${base58.encode(signature)}`,
      });
      fake.answers.signMessage = () => ({
        accountId: account,
        publicKey: `ed25519:${base58.encode(key)}`,
        signature: '',
      });
      expect((await problem({ standard: 'nep413', payload }))?.message).to.equal(
        'The wallet gave no ed25519 signature.',
      );
      fake.answers.signMessage = () => Promise.reject(new Error('User rejected the request'));
      expect(
        (await problem({ standard: 'nep413', payload: { message: '{}', nonce, recipient: 'intents.near' } }))?.problem,
      ).to.equal('rejected');
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
            destination-asset=${ETH_USDC}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    }
    const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('already connected: only a silent getAccounts; the USDC balance exactly (ft_balance_of), Max the whole of it, the refund account filled', async () => {
      const fake = await wallet({ authorized: true });
      await ledger(FAKE_NEAR_ACCOUNT, 10n * NEAR, { [NEAR_USDC]: 1_234_567_891n });
      const el = await mountQuote(USDC);
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      expect(fake.requests, 'no prompt').to.deep.equal([{ method: 'getAccounts', params: [{ network: 'mainnet' }] }]);
      expect(reads.map((r) => r.call)).to.deep.equal([
        { contract: NEAR_USDC, method: 'ft_balance_of', args: { account_id: FAKE_NEAR_ACCOUNT } },
      ]);
      expect(text(el, '[part=balance]')).to.equal('Balance: 1,234.567891 USDC');
      expect(el.refundAddress).to.equal(FAKE_NEAR_ACCOUNT);
      await looksRight(el, 'balance');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('1,234.567891');
    });

    it('the remembered wallet shown with its account; Disconnect signs out (NEAR Connect) and forgets it', async () => {
      const fake = await wallet({ authorized: true });
      const el = await mountQuote(USDC);
      await waitUntil(() => $(el, '[part=wallet-account]'), 'connected silently');
      expect(
        fake.requests.map((r) => r.method),
        'only the silent read',
      ).to.deep.equal(['getAccounts']);
      expect(text(el, '[part=wallet-account]')).to.equal(`Fake NEAR Wallet on NEAR: ${FAKE_NEAR_ACCOUNT} Disconnect`);
      $(el, '[part=wallet-disconnect]')!.click();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'Connect offered again');
      expect($(el, '[part=wallet-account]')).to.equal(null);
      expect(fake.calls('signOut')).to.have.length(1);
    });

    it('Connect, then the wNEAR balance; a testnet account: no balance, the test network said', async () => {
      const fake = await wallet();
      await ledger(FAKE_NEAR_ACCOUNT, 10n * NEAR, { 'wrap.near': 3n * NEAR });
      const el = await mountQuote(WNEAR);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(
        fake.requests.map((r) => r.method),
        'not remembered: nothing asked on load',
      ).to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(text(el, '[part=balance]')).to.equal('Balance: 3 wNEAR');
      expect(fake.requests.map((r) => r.method)).to.deep.equal(['getAccounts', 'signIn']);
      el.parentElement!.remove();
      uninstall.pop()!(); // that wallet leaves the page

      await resetFamilyWallets();
      await wallet({ authorized: true, account: 'payer.testnet', id: 'testnet-wallet' });
      const el2 = await mountQuote(USDC);
      await waitUntil(() => text(el2, '[part=balance]').includes('test network'), 'said');
      expect(text(el2, '[part=balance]')).to.equal(
        'Fake NEAR Wallet is on testnet, a test network: switch it to the NEAR main network to see your balance.',
      );
      expect(el2.refundAddress).to.equal('');
    });

    it('native NEAR: spendable is the balance less the storage it locks; Max keeps the fee reserve', async () => {
      await wallet({ authorized: true });
      const near = await nearModule.load();
      // 10 NEAR, 182 bytes of storage: 0.00182 NEAR locked.
      expect(await near.balanceOf({} as NearWallet, FAKE_NEAR_ACCOUNT, undefined, RPC, fetch)).to.equal(
        10n * NEAR - 182n * 10n ** 19n,
      );
      expect(near.feeReserve).to.equal(NEAR_FEE_RESERVE);
      expect(NEAR_FEE_RESERVE).to.equal(NEAR / 100n);
      expect(await near.balanceOf({} as NearWallet, FAKE_NEAR_ACCOUNT, undefined, undefined), 'no RPC URL').to.equal(
        undefined,
      );
    });
  });
});
