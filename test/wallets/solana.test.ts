// Issue 25 points 1, 3 (raw_ed25519) and 5 for Solana: Solana wallets pay <swap-deposit> and show their balance in
// <swap-quote>. A fake Wallet Standard wallet, registered through the standard's window events, records every feature
// call; the transaction it was given is decoded here (programs, accounts, amount, decimals). It signs with a real key
// and sends to the simulator's /rpc/solana, which verifies the signature, runs the transfer on its ledger and credits
// the deposit; the swap is then driven to SUCCESS on the manual clock.
import { expect, fixture, html } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  AccountRole,
  decompileTransactionMessage,
  isSignerRole,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type AccountMeta,
  type Address,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS, parseTransferSolInstruction } from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseTransferCheckedInstruction,
} from '@solana-program/token';
import { waitUntil } from '../helpers/wait-until.js';
import { WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, walletStandardError } from '../helpers/wallet-errors.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { SOL_FEE_RESERVE, type SolanaWallet } from '../../src/wallets/solana.js';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../../src/wallets/solana-transfer.js';
import { solanaModule } from '../../src/controllers/wallet-module.js';
import { configure, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { DEFAULT_BASE_URL } from '../../src/api/client.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim, post } from '../simulator/helpers.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeTimers } from '../helpers/fake-timers.js';

import { never } from '../helpers/fake-wallet.js';
import { REMEMBERED_WALLET_KEY } from '../../src/store/remembered-wallet.js';
import { installSolanaWallet, rememberConnected, resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import {
  FAKE_SOL_ACCOUNT,
  FAKE_SOL_ICON,
  FakeSolanaWallet,
  USDC_SOL_MINT,
  solanaWalletError,
  type FakeSolOptions,
} from '../../demo/fake-sol-wallet.js';
import { $, confirmedQuote, recordingFetch, shown, textOf, type Sent } from '../elements/swap-deposit/helpers.js';
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

const SOL = 'nep141:sol.omft.near';
const USDC = 'nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near';
const RPC = `${BASE}/rpc/solana`;

type Ix = Instruction & InstructionWithAccounts<readonly AccountMeta[]> & InstructionWithData<Uint8Array>;

/** What the page gave the wallet: the unsigned transaction's signers and its decoded instructions. */
function decode(wire: Uint8Array) {
  const transaction = getTransactionDecoder().decode(wire);
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes));
  return {
    signatures: transaction.signatures,
    feePayer: message.feePayer.address,
    instructions: message.instructions as unknown as Ix[],
  };
}

const ata = async (owner: string, program: Address = TOKEN_PROGRAM_ADDRESS) =>
  (await findAssociatedTokenPda({ owner: owner as Address, mint: USDC_SOL_MINT as Address, tokenProgram: program }))[0];

describe('Solana wallets (wallets/solana.ts)', () => {
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

  const fund = (address: string, lamports: bigint, usdc?: bigint) =>
    post(sim, '/_sim/solana/fund', {
      address,
      lamports: String(lamports),
      ...(usdc !== undefined ? { tokens: { [USDC_SOL_MINT]: String(usdc) } } : {}),
    });
  const ledger = async (address: string) =>
    (await post(sim, '/_sim/solana/fund', { address })).body as {
      lamports: string;
      tokens: { account: string; mint: string; program: string; amount: string }[];
    };

  async function wallet(options: Partial<FakeSolOptions> = {}, funds = { sol: 2_000_000_000n, usdc: 5_000_000_000n }) {
    await fund(FAKE_SOL_ACCOUNT, funds.sol, funds.usdc);
    const { fake, uninstall: off } = installSolanaWallet(sim, RPC, options);
    uninstall.push(off);
    return fake;
  }

  const solQuote = (asset: string, amount: string) =>
    confirmedQuote(sim, { originAsset: asset, fromChain: 'sol', amount, refundTo: FAKE_SOL_ACCOUNT });

  const show = (quote: QuoteResponse) => showDeposit(sim, fetch, timers, quote);

  const submits = () => submitsIn(requests);
  const rpcCalls = () =>
    requests.filter((r) => r.path === '/rpc/solana').map((r) => (r.body as { method: string }).method);
  const sent = (fake: FakeSolanaWallet) =>
    fake
      .calls('solana:signAndSendTransaction')
      .map((c) => (c.params as { account: string; chain: string; transaction: Uint8Array }[])[0]!);

  it('USDC (Token program): the deposit token account created idempotently, then transferChecked of exactly the amount with the mint’s decimals; signed, sent, SUCCESS', async () => {
    const quote = await solQuote(USDC, '25000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    expect(payButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Pay with Fake Solana Wallet');
    expect(payButton(el).querySelector('img')!.getAttribute('src')).to.equal(FAKE_SOL_ICON);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');
    doubleClick(payButton(el)); // still one transaction (the requests below)
    await waitUntil(() => submits().length === 1, 'the signature was submitted');

    const deposit = quote.quote.depositAddress!;
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['standard:connect', 'solana:signAndSendTransaction']);
    expect(fake.requests[0]!.params).to.deep.equal([{}]);
    // The chain reads: the balance, the mint (its owner is the token program), both token accounts and the SOL for
    // the fee, then a blockhash.
    expect(rpcCalls()).to.deep.equal([
      'getTokenAccountsByOwner',
      'getAccountInfo',
      'getAccountInfo',
      'getAccountInfo',
      'getBalance',
      'getLatestBlockhash',
    ]);
    const [asked] = sent(fake);
    expect(asked!.account).to.equal(FAKE_SOL_ACCOUNT);
    expect(asked!.chain).to.equal('solana:mainnet');
    const tx = decode(asked!.transaction);
    expect(Object.keys(tx.signatures), 'one signer: the payer').to.deep.equal([FAKE_SOL_ACCOUNT]);
    expect(tx.feePayer).to.equal(FAKE_SOL_ACCOUNT);
    expect(tx.instructions.map((ix) => ix.programAddress)).to.deep.equal([
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
    ]);
    const depositAta = await ata(deposit);
    const create = parseCreateAssociatedTokenIdempotentInstruction(tx.instructions[0]!);
    expect([...tx.instructions[0]!.data], 'CreateIdempotent').to.deep.equal([1]);
    expect({
      payer: create.accounts.payer.address,
      ata: create.accounts.ata.address,
      owner: create.accounts.owner.address,
      mint: create.accounts.mint.address,
      system: create.accounts.systemProgram.address,
      program: create.accounts.tokenProgram.address,
    }).to.deep.equal({
      payer: FAKE_SOL_ACCOUNT,
      ata: depositAta,
      owner: deposit,
      mint: USDC_SOL_MINT,
      system: SYSTEM_PROGRAM_ADDRESS,
      program: TOKEN_PROGRAM_ADDRESS,
    });
    const transfer = parseTransferCheckedInstruction(tx.instructions[1]!);
    expect({
      source: transfer.accounts.source.address,
      mint: transfer.accounts.mint.address,
      destination: transfer.accounts.destination.address,
      authority: transfer.accounts.authority.address,
      signer: isSignerRole(transfer.accounts.authority.role),
      amount: transfer.data.amount,
      decimals: transfer.data.decimals,
    }).to.deep.equal({
      source: await ata(FAKE_SOL_ACCOUNT),
      mint: USDC_SOL_MINT,
      destination: depositAta,
      authority: FAKE_SOL_ACCOUNT,
      signer: true,
      amount: 25_000_000n,
      decimals: 6,
    });
    // The simulator ran it: the deposit address's new token account holds the amount, the payer's the rest.
    expect((await ledger(deposit)).tokens).to.deep.equal([
      { account: depositAta, mint: USDC_SOL_MINT, program: TOKEN_PROGRAM_ADDRESS, amount: '25000000' },
    ]);
    expect((await ledger(FAKE_SOL_ACCOUNT)).tokens[0]!.amount).to.equal('4975000000');
    const txHash = (submits()[0]!.body as { txHash: string }).txHash;
    expect(base58.decode(txHash)).to.have.length(64);
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: deposit });
    await waitUntil(() => savedPayment(quote)?.submitted === true, 'saved as submitted');
    expect(savedPayment(quote)).to.include({
      txHash,
      from: FAKE_SOL_ACCOUNT,
      chain: 'sol',
      wallet: 'Fake Solana Wallet',
    });
    await waitUntil(() => textOf(el, '[part=wallet-sent] .value') === txHash, 'the signature is shown');
    await looksRight(el, 'sent');
    const status = await clientFor(sim).status({ depositAddress: deposit });
    expect(status.swapDetails?.originChainTxHashes?.map((h) => h.hash)).to.deep.equal([txHash]);
    await reachesSuccess(sim, quote, 'sol');
  });

  it('SOL: one System transfer of exactly the lamports, one send per click, SUCCESS', async () => {
    const quote = await solQuote(SOL, '1500000000');
    const fake = await wallet();
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => submits().length === 1, 'paid');
    const deposit = quote.quote.depositAddress!;
    expect(rpcCalls()).to.deep.equal(['getBalance', 'getLatestBlockhash']);
    const tx = decode(sent(fake)[0]!.transaction);
    expect(tx.instructions.map((ix) => ix.programAddress)).to.deep.equal([SYSTEM_PROGRAM_ADDRESS]);
    const transfer = parseTransferSolInstruction(tx.instructions[0]!);
    expect({
      source: transfer.accounts.source.address,
      role: transfer.accounts.source.role,
      destination: transfer.accounts.destination.address,
      amount: transfer.data.amount,
    }).to.deep.equal({
      source: FAKE_SOL_ACCOUNT,
      role: AccountRole.WRITABLE_SIGNER,
      destination: deposit,
      amount: 1_500_000_000n,
    });
    expect((await ledger(deposit)).lamports).to.equal('1500000000');
    expect((await ledger(FAKE_SOL_ACCOUNT)).lamports, 'less the amount and the 5,000-lamport fee').to.equal(
      String(2_000_000_000n - 1_500_000_000n - 5_000n),
    );
    payButton(el)?.click();
    expect(fake.calls('solana:signAndSendTransaction'), 'one send').to.have.length(1);
    await reachesSuccess(sim, quote, 'sol');
  });

  it('a Token-2022 mint: the program read from the mint account, its token accounts, no creation when the deposit’s exists', async () => {
    // The simulator's chain says this mint belongs to Token-2022 (with 6 decimals): the page must follow the chain.
    await post(sim, '/_sim/solana/mint', { mint: USDC_SOL_MINT, decimals: 6, program: 'token-2022' });
    const quote = await solQuote(USDC, '3000000');
    const deposit = quote.quote.depositAddress!;
    await fund(deposit, 0n, 0n); // the deposit address's token account exists already
    const fake = await wallet();
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => submits().length === 1, 'paid');
    const tx = decode(sent(fake)[0]!.transaction);
    expect(
      tx.instructions.map((ix) => ix.programAddress),
      'no creation',
    ).to.deep.equal([TOKEN_2022_PROGRAM_ADDRESS]);
    const transfer = parseTransferCheckedInstruction(tx.instructions[0]!);
    const depositAta = await ata(deposit, TOKEN_2022_PROGRAM_ADDRESS);
    expect(depositAta).to.not.equal(await ata(deposit));
    expect({
      source: transfer.accounts.source.address,
      mint: transfer.accounts.mint.address,
      destination: transfer.accounts.destination.address,
      authority: transfer.accounts.authority.address,
      amount: transfer.data.amount,
      decimals: transfer.data.decimals,
    }).to.deep.equal({
      source: await ata(FAKE_SOL_ACCOUNT, TOKEN_2022_PROGRAM_ADDRESS),
      mint: USDC_SOL_MINT,
      destination: depositAta,
      authority: FAKE_SOL_ACCOUNT,
      amount: 3_000_000n,
      decimals: 6,
    });
    expect((await ledger(deposit)).tokens).to.deep.equal([
      { account: depositAta, mint: USDC_SOL_MINT, program: TOKEN_2022_PROGRAM_ADDRESS, amount: '3000000' },
    ]);
    await reachesSuccess(sim, quote, 'sol');
  });

  it('declined in the wallet: nothing sent or saved; the next click asks once more and pays', async () => {
    const quote = await solQuote(USDC, '1000000');
    const fake = await wallet();
    fake.answers['solana:signAndSendTransaction'] = () =>
      Promise.reject(solanaWalletError(4001, 'User rejected the request.'));
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Solana Wallet. Nothing was sent.');
    expect(savedPayment(quote)).to.equal(undefined);
    expect((await ledger(quote.quote.depositAddress!)).tokens).to.deep.equal([]);
    await looksRight(el, 'declined');
    delete fake.answers['solana:signAndSendTransaction'];
    payButton(el).click();
    await waitUntil(() => submits().length === 1, 'the second try pays');
    expect(fake.calls('solana:signAndSendTransaction')).to.have.length(2);
    await reachesSuccess(sim, quote, 'sol');
  });

  it('a refusal by its Wallet Standard code (4001000), as production builds throw it: said as a refusal, never the decode advice', async () => {
    const quote = await solQuote(USDC, '1000000');
    const fake = await wallet();
    fake.answers['solana:signAndSendTransaction'] = () =>
      Promise.reject(walletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED));
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => payButton(el).textContent!.includes('Try again'), 'the answer is said');
    expect(walletStatus(el)).to.equal('You declined the request in Fake Solana Wallet. Nothing was sent.');
    expect(el.shadowRoot!.textContent).not.to.include('Wallet Standard error');
    // The same code on the cause of a wrapping error (a wallet adapter's, a SolanaError's) is the same refusal.
    fake.answers['solana:signAndSendTransaction'] = () =>
      Promise.reject(new Error('Transaction failed', { cause: walletStandardError(4001000) }));
    payButton(el).click();
    await waitUntil(() => fake.calls('solana:signAndSendTransaction').length === 2, 'asked again');
    await waitUntil(() => walletStatus(el).includes('declined'), 'the refusal is said');
    expect(savedPayment(quote)).to.equal(undefined);
    expect((await ledger(quote.quote.depositAddress!)).tokens).to.deep.equal([]);
  });

  it('an account on devnet: said, nothing built or asked to sign', async () => {
    const quote = await solQuote(USDC, '1000000');
    const fake = await wallet({ accountChains: ['solana:devnet'] });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('test network'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Solana Wallet is on devnet, a test network. Switch it to the Solana main network, then try again. Nothing was sent.',
    );
    expect(fake.calls('solana:signAndSendTransaction')).to.deep.equal([]);
    expect(rpcCalls()).to.deep.equal([]);
    await looksRight(el, 'test network');
  });

  it('too little USDC: checked before anything is built; too little SOL for the fee and the token account: said too', async () => {
    const quote = await solQuote(USDC, '1000000');
    const fake = await wallet({}, { sol: 2_000_000_000n, usdc: 999_999n });
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('holds'), 'said');
    expect(walletStatus(el)).to.equal(
      `The account ${FAKE_SOL_ACCOUNT} holds 0.999999 USDC on Solana; this payment needs 1 USDC. Add funds or choose another account in Fake Solana Wallet, then try again.`,
    );
    expect(fake.calls('solana:signAndSendTransaction')).to.deep.equal([]);

    // Enough USDC, but not the SOL for the fee and the rent of the deposit address's new token account.
    await fund(FAKE_SOL_ACCOUNT, 1_000_000n, 5_000_000n);
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('network fee'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Solana Wallet says the account cannot pay 1 USDC plus the network fee. Nothing was sent.',
    );
    expect(fake.calls('solana:signAndSendTransaction')).to.deep.equal([]);
    await looksRight(el, 'insufficient');
  });

  it('the network refuses what the wallet sent (its simulation fails): the wallet’s words, nothing submitted', async () => {
    const quote = await solQuote(SOL, '1000000000');
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => payButtons(el).length, 'offered');
    // The balance drops after the page checked it (another transaction of the user's), before the wallet sends.
    fake.answers['solana:signAndSendTransaction'] = async (params) => {
      await fund(FAKE_SOL_ACCOUNT, 1_000_000_000n);
      return [await fake.signAndSend((params as { transaction: Uint8Array }[])[0]!.transaction)];
    };
    payButton(el).click();
    await waitUntil(() => walletStatus(el).includes('network fee'), 'said');
    expect(walletStatus(el)).to.equal(
      'Fake Solana Wallet says the account cannot pay 1 SOL plus the network fee. Nothing was sent.',
    );
    expect(submits()).to.deep.equal([]);
  });

  it('a wallet that never answers the signature: a bounded wait on the timer port, then a message; nothing submitted', async () => {
    const quote = await solQuote(SOL, '500000000');
    const fake = await wallet();
    fake.answers['solana:signAndSendTransaction'] = never;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => walletStatus(el).includes('confirm sending'), 'asked');
    // The sentence comes before the wallet is asked (the transaction is still being built): wait for the ask.
    await waitUntil(() => fake.calls('solana:signAndSendTransaction').length === 1, 'the wallet was asked');
    payButton(el).click(); // ignored while waiting
    await waitUntil(() => timers.pending.length === 1, 'waiting');
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => walletStatus(el).includes('do not pay twice'), 'the wait ran out');
    expect(fake.calls('solana:signAndSendTransaction')).to.have.length(1);
    expect(submits()).to.deep.equal([]);
  });

  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    ({ fetch, requests } = await reloadStores(el, sim, storage));
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the signature: submitted once, never paid again, SUCCESS; a reload before it: said, offered again', async () => {
    const quote = await solQuote(USDC, '2000000');
    const fake = await wallet();
    const { fetch: hanging, requests: first } = unansweredSubmits(sim);
    fetch = hanging;
    const el = await show(quote);
    await pay(el);
    await waitUntil(() => first.some((r) => r.path === '/v0/deposit/submit'), 'the submission started');
    const txHash = (first.find((r) => r.path === '/v0/deposit/submit')!.body as { txHash: string }).txHash;
    const again = await reload(el);
    await waitUntil(() => submits().length === 1, 'the saved signature is submitted');
    expect(submits()[0]!.body).to.deep.equal({ txHash, depositAddress: quote.quote.depositAddress });
    await waitUntil(() => textOf(again, '[part=wallet-sent] .value') === txHash, 'shown');
    expect(fake.calls('solana:signAndSendTransaction'), 'paid once').to.have.length(1);
    await reachesSuccess(sim, quote, 'sol');
    again.parentElement!.remove();

    const other = await solQuote(SOL, '300000000');
    fake.answers['solana:signAndSendTransaction'] = never;
    const el2 = await show(other);
    await pay(el2);
    await waitUntil(() => walletStatus(el2).includes('confirm sending'), 'asked');
    const again2 = await reload(el2);
    await waitUntil(() => walletStatus(again2).includes('reloaded'), 'the lost answer is said');
    await waitUntil(() => payButtons(again2).length, 'offered again');
    await looksRight(again2, 'interrupted');
  });

  it('without an RPC URL (the real service, no rpc configured) the wallet is not offered; the address stays', async () => {
    const quote = await solQuote(USDC, '1000000');
    await wallet();
    getStore().activate(quote, true);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-deposit
          .fetch=${fetch}
          .clock=${sim.clock.now}
          base-url=${DEFAULT_BASE_URL}
          locale="en-US"
        ></swap-deposit>
      </div>`,
    );
    const el = wrapper.querySelector('swap-deposit')!;
    await shown(el);
    await waitUntil(() => solanaModule.current?.walletSession.wallets.length === 1, 'the wallet is found');
    el.requestUpdate();
    await el.updateComplete;
    expect(payButtons(el)).to.deep.equal([]);
    expect($(el, '[part~=deposit-address]')).to.not.equal(null);
  });

  it('raw_ed25519: the wallet signs the payload text’s UTF-8 bytes; the signature verifies with the account’s key', async () => {
    const fake = await wallet({ authorized: true });
    const family = await solanaModule.load();
    family.walletSession.discover();
    const entry = family.walletSession.wallets.find((w) => w.info.name === 'Fake Solana Wallet')! as SolanaWallet;
    const account = await family.walletSession.connect(entry);
    const payload = JSON.stringify({
      signer_id: account,
      verifying_contract: 'intents.near',
      deadline: '2026-12-01T00:00:00.000Z',
      nonce: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      intents: [{ intent: 'transfer', receiver_id: 'deposit.near', tokens: { 'nep141:wrap.near': '1000' } }],
    });
    expect(family.intentStandard).to.equal('raw_ed25519');
    const signed = await family.signIntent!(entry, account, { standard: 'raw_ed25519', payload });
    expect(Object.keys(signed).sort()).to.deep.equal(['payload', 'public_key', 'signature', 'standard']);
    expect(signed).to.include({ standard: 'raw_ed25519', payload, public_key: `ed25519:${FAKE_SOL_ACCOUNT}` });
    const [asked] = fake.calls('solana:signMessage');
    const message = (asked!.params as { account: string; message: Uint8Array }[])[0]!;
    expect(message.account).to.equal(FAKE_SOL_ACCOUNT);
    expect(message.message).to.deep.equal(new TextEncoder().encode(payload));
    const signature = base58.decode((signed.signature as string).replace(/^ed25519:/, ''));
    const key = base58.decode((signed.public_key as string).replace(/^ed25519:/, ''));
    expect(ed25519.verify(signature, new TextEncoder().encode(payload), key)).to.equal(true);
    expect(ed25519.verify(signature, new TextEncoder().encode(`${payload} `), key)).to.equal(false);
    let refused: unknown;
    await family.signIntent!(entry, account, { standard: 'nep413', payload: {} }).catch((e: unknown) => (refused = e));
    expect(family.walletProblem(refused).problem).to.equal('error');
  });

  it('pays an Intents quote by signing raw_ed25519 in the wallet: the simulator verifies it, debits the balance, SUCCESS', async () => {
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    const depositAddress = quote.quote.depositAddress!;
    // The Intents account of a Solana key: its 32 bytes in hex.
    const signerId = Array.from(base58.decode(FAKE_SOL_ACCOUNT), (b) => b.toString(16).padStart(2, '0')).join('');
    sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: '250000000' });
    const fake = await wallet();
    const el = await show(quote);
    await waitUntil(() => $(el, '[part=intent-sign]'), 'the wallet is offered');
    expect(textOf(el, '[part=intent-sign]')).to.equal('Sign with Fake Solana Wallet');
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    $(el, '[part=intent-sign]')!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed transfer is taken');
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['standard:connect', 'solana:signMessage']);
    const asked = (fake.calls('solana:signMessage')[0]!.params as { account: string; message: Uint8Array }[])[0]!;
    const text = new TextDecoder().decode(asked.message);
    expect(JSON.parse(text)).to.deep.include({
      signer_id: signerId,
      intents: [{ intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: quote.quote.amountIn } }],
    });
    const generate = requests.filter((r) => r.path === '/v0/generate-intent').map((r) => r.body);
    expect(generate).to.deep.equal([{ type: 'swap_transfer', standard: 'raw_ed25519', signerId, depositAddress }]);
    const [submitted] = requests.filter((r) => r.path === '/v0/submit-intent').map((r) => r.body) as {
      signedData: Record<string, string>;
    }[];
    expect(submitted!.signedData).to.include({
      standard: 'raw_ed25519',
      payload: text,
      public_key: `ed25519:${FAKE_SOL_ACCOUNT}`,
    });
    const signature = base58.decode(submitted!.signedData.signature!.replace(/^ed25519:/, ''));
    expect(ed25519.verify(signature, asked.message, base58.decode(FAKE_SOL_ACCOUNT))).to.equal(true);
    expect(sim.intentsBalance(signerId, ETH_USDC)).to.equal(250000000n - BigInt(quote.quote.amountIn));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    expect((await clientFor(sim).status({ depositAddress })).status).to.equal('SUCCESS');
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

    it('already connected: only a silent connect; the USDC balance exactly, Max the whole of it, the refund address filled', async () => {
      const fake = await wallet({ authorized: true }, { sol: 1_000_000_000n, usdc: 1_234_567_891n });
      const el = await mountQuote(USDC);
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
      expect(fake.requests, 'no prompt').to.deep.equal([]);
      expect(rpcCalls()).to.deep.equal(['getTokenAccountsByOwner']);
      expect(text(el, '[part=balance]')).to.equal('Balance: 1,234.567891 USDC');
      expect(el.refundAddress).to.equal(FAKE_SOL_ACCOUNT);
      await looksRight(el, 'balance');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('1,234.567891');
    });

    it('the remembered wallet, granted but no accounts shown: a silent connect only, never a prompt', async () => {
      const fake = await wallet({ authorized: false });
      rememberConnected('sol', fake.wallet.name);
      const el = await mountQuote(USDC);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      await waitUntil(() => fake.requests.length === 1, 'the silent read');
      expect(fake.requests).to.deep.equal([{ method: 'standard:connect', params: [{ silent: true }] }]);
      expect(el.refundAddress).to.equal('');
    });

    it('the connected account shown; Disconnect calls standard:disconnect and forgets the wallet for the site', async () => {
      const fake = await wallet({ authorized: true });
      const el = await mountQuote(USDC);
      await waitUntil(() => $(el, '[part=wallet-account]'), 'connected silently');
      expect(textOf(el, '[part=wallet-account]')).to.equal(
        `Fake Solana Wallet on Solana: ${FAKE_SOL_ACCOUNT.slice(0, 6)}…${FAKE_SOL_ACCOUNT.slice(-4)} Disconnect`,
      );
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).to.equal(
        JSON.stringify({ family: 'sol', wallet: 'Fake Solana Wallet' }),
      );
      $(el, '[part=wallet-disconnect]')!.click();
      await waitUntil(() => $(el, '[part=wallet-button]'), 'Connect offered again');
      expect($(el, '[part=wallet-account]')).to.equal(null);
      expect(fake.calls('standard:disconnect')).to.have.length(1);
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).to.equal(null);
    });

    it('SOL: Connect, then Max keeps 0.001 SOL', async () => {
      const fake = await wallet({}, { sol: 10_000_000_000n, usdc: 0n });
      const el = await mountQuote(SOL);
      await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
      expect(fake.requests, 'not remembered: not asked on load').to.deep.equal([]);
      $(el, '[part=wallet-button]')!.click();
      await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'read');
      expect(fake.requests.map((r) => r.params)).to.deep.equal([[{}]]);
      expect(text(el, '[part=balance]')).to.equal('Balance: 10 SOL');
      expect(SOL_FEE_RESERVE).to.equal(1_000_000n);
      expect(text(el, '#max-note')).to.equal('Max keeps 0.001 SOL for the network fee.');
      $(el, '[part=max]')!.click();
      await el.updateComplete;
      expect(($(el, '[part=amount-input]') as HTMLInputElement).value).to.equal('9.999');
    });

    it('on devnet: no balance, the test network said', async () => {
      await wallet({ authorized: true, accountChains: ['solana:devnet'] });
      const el = await mountQuote(USDC);
      await waitUntil(() => text(el, '[part=balance]').includes('test network'), 'said');
      expect(text(el, '[part=balance]')).to.equal(
        'Fake Solana Wallet is on devnet, a test network: switch it to the Solana main network to see your balance.',
      );
      expect(el.refundAddress).to.equal('');
      await looksRight(el, 'test network');
    });
  });
});
