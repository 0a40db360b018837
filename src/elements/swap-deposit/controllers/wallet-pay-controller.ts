// Paying the swap <swap-deposit> shows from a browser wallet (EVM, Bitcoin, Tron, Solana and NEAR origins): connect,
// switch to the origin chain (EVM) or check it is not a test network (the others), check the account and its balance
// (and, on Tron, its activation and fee resources; on Solana, the token accounts and the fee), send exactly the amount
// due to the deposit address, then hand the transaction hash to the host's submit path. Each family's wallet code is a
// lazy chunk, loaded only for a swap its wallets can pay; a family that reads its chain itself (Solana, NEAR) pays only
// where an RPC URL reaches the chain. Each wallet request is bounded by the host's timer port. The hash is saved with
// the swap's receipt the moment the wallet gives it (and the request before it goes out), so a reload shows it and
// sends it on.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { QuoteResponse, Token } from '../../../api/schemas.js';
import { isUnitsString } from '../../../core/amounts.js';
import { findToken } from '../../../core/assets.js';
import { evmChainId, isEvmAddress } from '../../../core/chains.js';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import { onWalletAppears, walletForChain } from '../../../wallets/presence.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { STALE, TIMEOUT, WALLET_WAIT_MS, walletFlow } from '../wallet-flow.model.js';
import { swapKey, swapOf, type SwapRef } from '../../../controllers/swap-target.js';
import type { FamilyPayment, FamilyWallet } from '../../../wallets/family.js';
import { savedReceipt, type WalletPayment } from '../../../store/receipts.js';
import { receiptPayments, type PaymentRecords } from '../../../store/payment-records.js';
import type { SwapConfig } from '../../../store/store.js';
import { rpcUrlFor } from '../../../store/rpc.js';
import type { Known, Phase } from './deposit-progress-controller.js';
import type { Submission } from './deposit-submit-controller.js';
import { walletSection, type WalletView } from '../views/wallet.view.js';
import type { PayOrder, PayState, PayStep } from '../wallet-pay.model.js';

export type { PayOrder, PayState, PayStep } from '../wallet-pay.model.js';
import type { Words } from '../views/deposit-parts.view.js';

export { WALLET_WAIT_MS } from '../wallet-flow.model.js';

export interface PayOrderInput {
  quoteResponse?: QuoteResponse;
  tokens?: readonly Token[];
  phase: Phase;
  known: Known;
  expired: boolean;
}

const BTC_ADDRESS = /^(?:bc1[02-9ac-hj-np-z]{8,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/i;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** A Solana address: 32 bytes in base58 (the builder checks the bytes). */
const SOL_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** NEAR account ids: named (`alice.near`, `x.tg`), 64-hex implicit and `0x…` ETH-implicit accounts. */
const NEAR_ACCOUNT = /^(?=.{2,64}$)(?:[a-z\d]+[-_])*[a-z\d]+(?:\.(?:[a-z\d]+[-_])*[a-z\d]+)*$/;
/** A TON address: raw (`0:<hex>`) or user-friendly (36 bytes in base64; the builder checks its checksum). */
const TON_ADDRESS = /^(-?\d+:[\da-f]{64}|[\w+/-]{48})$/i;
/** Sui, Aptos and Movement accounts: 32 bytes in hex; Starknet: a felt in hex. */
const HEX_ACCOUNT = /^0x[0-9a-fA-F]{64}$/;
const FELT = /^0x[0-9a-fA-F]{1,64}$/;
/** A Stellar account (G…), and an issued asset as the token list names it: `CODE-ISSUER`. */
const STELLAR_ADDRESS = /^G[A-Z2-7]{55}$/;
const STELLAR_ASSET = /^[A-Za-z0-9]{1,12}[-:]G[A-Z2-7]{55}$/;
const FAMILY_ADDRESS: Readonly<Record<string, RegExp>> = {
  btc: BTC_ADDRESS,
  tron: TRON_ADDRESS,
  sol: SOL_ADDRESS,
  near: NEAR_ACCOUNT,
  ton: TON_ADDRESS,
  sui: HEX_ACCOUNT,
  aptos: HEX_ACCOUNT,
  movement: HEX_ACCOUNT,
  starknet: FELT,
  stellar: STELLAR_ADDRESS,
};
/** A Move token: a coin type (`0x2::sui::SUI`) or an Aptos fungible asset's metadata address. */
const MOVE_TOKEN = /^0x[0-9a-fA-F]{1,64}(?:::\w+::\w+)?$/;
const FAMILY_TOKEN: Readonly<Record<string, RegExp>> = { sui: MOVE_TOKEN, aptos: MOVE_TOKEN, movement: MOVE_TOKEN };

/** Whether a text looks like an address on a non-EVM chain a wallet family pays on (Bitcoin mainnet, Tron, Solana,
 * NEAR). */
const familyAddress = (chain: string, value: unknown): value is string =>
  typeof value === 'string' && !!FAMILY_ADDRESS[chain]?.test(value);

/**
 * The payment a wallet can make for the shown swap, if any: an EVM, Bitcoin or Tron origin chain (deposits on the
 * chain itself; a memo only on Stellar, whose payment carries it), a quoted amount (not ANY_INPUT), funds still due (PENDING_DEPOSIT, or the rest of a short
 * deposit when the service said how much arrived) and the deadline not passed.
 */
export function payOrder({ quoteResponse, tokens, phase, known, expired }: PayOrderInput): PayOrder | undefined {
  if (!quoteResponse || !tokens || expired || (phase !== 'send' && phase !== 'top-up')) return undefined;
  const { quote, quoteRequest } = quoteResponse;
  if (quoteRequest.depositType !== 'ORIGIN_CHAIN' || quoteRequest.swapType === 'ANY_INPUT') return undefined;
  const token = findToken(tokens, quoteRequest.originAsset);
  // A memo only where the wallet's payment carries it (TON's comment, Stellar's memo); elsewhere the address path stays.
  const memo = quote.depositMemo || undefined;
  if (memo !== undefined && token?.blockchain !== 'ton' && token?.blockchain !== 'stellar') return undefined;
  const chainId = evmChainId(token?.blockchain);
  const contractAddress = token?.contractAddress || undefined;
  if (!token) return undefined;
  const chain = token.blockchain;
  if (chainId !== undefined) {
    if (!isEvmAddress(quote.depositAddress)) return undefined;
    if (contractAddress !== undefined && !isEvmAddress(contractAddress)) return undefined;
  } else {
    // Bitcoin pays its own coin only; Tron its coin or a TRC-20 token; Solana SOL or an SPL or Token-2022 token; NEAR
    // its coin or a NEP-141 token.
    if (!familyModuleOf(chain) || !familyAddress(chain, quote.depositAddress)) return undefined;
    const tokenShape = chain === 'stellar' ? STELLAR_ASSET : (FAMILY_TOKEN[chain] ?? FAMILY_ADDRESS[chain]);
    if (contractAddress !== undefined && (chain === 'btc' || !tokenShape?.test(contractAddress))) return undefined;
  }
  let amount: string | undefined = quote.amountIn;
  if (phase === 'top-up') {
    const received = known.response?.swapDetails?.depositedAmount;
    amount = isUnitsString(received) && isUnitsString(amount) ? String(BigInt(amount) - BigInt(received)) : undefined;
  }
  if (!isUnitsString(amount) || BigInt(amount) <= 0n) return undefined;
  const { refundTo, refundType } = quoteRequest;
  const refundable = chainId !== undefined ? isEvmAddress(refundTo) : familyAddress(chain, refundTo);
  return {
    chain,
    ...(chainId !== undefined ? { chainId } : {}),
    depositAddress: quote.depositAddress,
    amount,
    decimals: token.decimals,
    symbol: token.symbol,
    contractAddress,
    ...(memo !== undefined ? { memo } : {}),
    refundTo: refundType === 'ORIGIN_CHAIN' && refundable ? refundTo : undefined,
  };
}

/**
 * What the receipt keeps of a wallet payment: asked for (`startedAt`), then its hash, then whether it was submitted
 * (declared, and checked as a receipt is handed out, in the receipt schema: store/receipts.ts).
 */
export type WalletRecord = WalletPayment;

export function savedPayment(swap: SwapRef): WalletRecord | undefined {
  return savedReceipt(swap)?.walletPayment;
}

export interface WalletPayInput extends PayOrderInput {
  /** The quote's signature checked out: only then may a wallet pay it (or a saved hash be sent on). */
  verified: boolean;
  /** The host's hash submission (the saved hash is marked submitted once it is answered). */
  submission?: Submission;
  /** The host's timer port; the page's own timers (from the wallet chunk) when unset. */
  scheduler?: PollScheduler;
  /** Sends a hash to the service as a typed one goes (the host's submit path and events); NEAR: the sender account. */
  submit(txHash: string, nearSenderAccount?: string): void;
  /** Where Solana and NEAR are read (store's rpcUrlFor): the host's resolved settings. */
  config?: Pick<SwapConfig, 'rpc' | 'baseUrl' | 'fetch'>;
  /** Where the payment is kept as it goes: the swap's receipt unless the host pays something else (an order). */
  payments?: PaymentRecords;
}

export class WalletPayController implements ReactiveController {
  private state: PayState = { kind: 'idle' };
  private order?: PayOrder;
  /** The shown swap's key: another swap starts over. */
  private key?: string;
  /** The saved hash the view has taken up (a new one, e.g. saved while the host was away, is shown once). */
  private shownHash?: string;
  /** One flow at a time; a dropped one's late answers change nothing shown (a late hash is still kept). */
  private readonly flow = walletFlow(
    () => this.input().scheduler,
    () => this.host.requestUpdate(),
  );
  private connected = false;
  /** Hashes handed to the host's submit path from here (once each per page). */
  private readonly handed = new Set<string>();
  private stopWatching?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => WalletPayInput,
  ) {
    host.addController(this);
  }

  private get records(): PaymentRecords {
    return this.input().payments ?? receiptPayments;
  }

  /** Where the payment is. */
  get value(): PayState {
    return this.state;
  }

  hostConnected(): void {
    this.connected = true;
    // A wallet that announces itself later (an extension that loads after the page) brings its family's code then.
    this.stopWatching = onWalletAppears(() => this.host.requestUpdate());
    const module = this.order && familyModuleOf(this.order.chain)?.current;
    if (module) this.flow.listen(module);
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stopWatching?.();
    this.stop();
    this.flow.unlisten();
  }

  hostUpdate(): void {
    const input = this.input();
    const swap = swapOf(input.quoteResponse);
    const key = swap ? swapKey(swap) : undefined;
    const record = swap && this.records.wallet(swap);
    if (key !== this.key) {
      this.key = key;
      this.stop();
      this.state = record && !record.txHash ? { kind: 'interrupted' } : { kind: 'idle' };
      this.shownHash = undefined;
    }
    // A hash saved meanwhile (after a reload, or by a late answer while the host was away) is shown once.
    if (record?.txHash && record.txHash !== this.shownHash && this.state.kind !== 'busy') {
      this.shownHash = record.txHash;
      this.state = { kind: 'sent', txHash: record.txHash, wallet: record.wallet };
    }
    this.order = input.verified ? payOrder(input) : undefined;
    const lazy = this.order && familyModuleOf(this.order.chain);
    // Only a page with a wallet that pays on the chain fetches that family's code (no wallet: the address and QR).
    if (lazy && !lazy.current && walletForChain(this.order!.chain)) {
      lazy.load().then(
        (module) => this.connected && this.flow.listen(module),
        () => undefined, // no wallet code, no wallet button: the address and QR stay
      );
    } else if (lazy?.current && this.connected) this.flow.listen(lazy.current);
    if (swap && input.verified && record?.txHash && !record.submitted) {
      const submission = input.submission;
      if (submission?.state === 'done' && submission.txHash === record.txHash) {
        this.records.setWallet(swap, { ...record, submitted: true });
      } else if (submission?.state !== 'pending') {
        this.hand(swap, record.txHash, record);
      }
    }
  }

  /** What the view shows (nothing when no wallet can pay and none has). */
  render(words: Words) {
    const module = this.order && familyModuleOf(this.order.chain)?.current;
    // A family that reads the chain itself (Solana, NEAR) offers no wallet without an RPC URL to read it with.
    const unread = !!module?.needsRpc && !rpcUrlFor(this.input().config ?? {}, this.order!.chain);
    const wallets = unread ? [] : (module?.walletSession.wallets ?? []);
    const view: WalletView = {
      // Read one by one: the words are getters of the host's Localize controller.
      t: words.t,
      common: words.common,
      locale: words.locale,
      phase: this.input().phase,
      order: this.order,
      wallets: this.order ? wallets : [],
      state: this.state,
      waitMs: WALLET_WAIT_MS,
      onPay: (wallet) => void this.pay(wallet),
      onContinue: (wallet, account) => void this.pay(wallet, account),
    };
    return walletSection(view);
  }

  /**
   * The user chose a wallet (`accepted`: they chose to pay from this account although it is not the refund one):
   * connect, move the wallet to the chain (EVM) or refuse a test network (the others), the refund account and balance
   * checks, the family's own checks (Tron: activation, energy and bandwidth; Solana: token accounts, the fee), then
   * exactly one send.
   */
  async pay(wallet: FamilyWallet, accepted?: string): Promise<void> {
    const order = this.order;
    const module = order && familyModuleOf(order.chain)?.current;
    const swap = swapOf(this.input().quoteResponse);
    if (!module || !order || !swap || this.state.kind === 'busy') return;
    const run = this.flow.start();
    let step: PayStep = 'connect';
    const enter = (next: PayStep) => this.show({ kind: 'busy', step: (step = next), wallet });
    try {
      enter('connect');
      const account = await this.flow.wait(module.walletSession.connect(wallet), run);
      const { chains } = module;
      if (chains) {
        enter('switch');
        if (!(await this.flow.wait(chains.isOn(wallet, order.chain), run))) {
          await this.flow.wait(chains.switchTo(wallet, order.chain), run);
          const now = await this.flow.wait(chains.isOn(wallet, order.chain), run);
          if (!now) return this.show({ kind: 'failed', wallet, step, problem: 'wrong-chain' });
        }
      }
      enter('balance');
      const network = module.testNetwork && (await this.flow.wait(module.testNetwork(wallet, account), run));
      if (network) return this.show({ kind: 'failed', wallet, step, problem: 'wrong-network', message: network });
      if (order.refundTo && !module.sameAccount(account, order.refundTo) && !module.sameAccount(account, accepted)) {
        return this.show({ kind: 'other-account', wallet, account });
      }
      const config = this.input().config ?? {};
      const rpcUrl = rpcUrlFor(config, order.chain);
      const { fetch } = config;
      // Checked before asking to send; a balance the wallet will not tell leaves the check to the wallet.
      const balance = await this.flow
        .wait(module.balanceOf(wallet, account, order.contractAddress, rpcUrl, fetch), run)
        .catch((error: unknown) => {
          if (error === TIMEOUT || error === STALE) throw error;
          return undefined;
        });
      if (balance !== undefined && balance < BigInt(order.amount)) {
        return this.show({ kind: 'insufficient', wallet, account, balance });
      }
      const { depositAddress, amount, contractAddress, memo } = order;
      const payment: FamilyPayment = { from: account, depositAddress, amount, contractAddress, memo, rpcUrl, fetch };
      if (module.preflight) await this.flow.wait(module.preflight(wallet, payment, balance), run);
      enter('send');
      const start = () => module.sendPayment(wallet, payment);
      await this.flow.wait(this.send(module.walletProblem, wallet, account, order, swap, run, start), run);
    } catch (error) {
      if (error === STALE || run !== this.flow.run) return;
      this.show(
        error === TIMEOUT
          ? { kind: 'failed', wallet, step, problem: 'timeout' }
          : { kind: 'failed', wallet, step, ...module.walletProblem(error) },
      );
    }
  }

  /** Saves the request before it goes out and the hash the moment it comes back, whatever is shown by then. */
  private send(
    problem: (error: unknown) => Omit<PayState & { kind: 'failed' }, 'kind' | 'wallet' | 'step'>,
    wallet: FamilyWallet,
    from: string,
    order: PayOrder,
    swap: SwapRef,
    run: number,
    start: () => Promise<string>,
  ) {
    const record: WalletRecord = {
      startedAt: new Date().toISOString(),
      wallet: wallet.info.name,
      from,
      ...(order.chainId !== undefined ? { chainId: order.chainId } : { chain: order.chain }),
      submitted: false,
    };
    this.records.setWallet(swap, record);
    const sending = start();
    sending.then(
      (txHash) => {
        this.records.setWallet(swap, { ...record, txHash, submitted: false });
        if (swapKey(swap) !== this.key || !this.connected) return; // sent on when that swap is shown again
        this.stop();
        this.shownHash = txHash;
        this.show({ kind: 'sent', txHash, wallet: record.wallet });
        this.hand(swap, txHash, record);
      },
      (error: unknown) => {
        // Nothing went out: no reload warning later. A refusal after the wait ran out is still news.
        if (!this.records.wallet(swap)?.txHash) this.records.setWallet(swap, undefined);
        const state = this.state;
        if (run === this.flow.run && state.kind === 'failed' && state.problem === 'timeout') {
          this.show({ kind: 'failed', wallet, step: 'send', ...problem(error) });
        }
      },
    );
    return sending;
  }

  /** Hands a hash to the host's submit path, once per swap and hash on this page (NEAR: with its sender account). */
  private hand(swap: SwapRef, txHash: string, record: WalletRecord): void {
    const id = `${swapKey(swap)}|${txHash}`;
    if (this.handed.has(id)) return;
    this.handed.add(id);
    this.input().submit(txHash, record.chain === 'near' ? record.from : undefined);
  }

  /** Drops the flow under way: its timer is cancelled and its late answers are ignored (a late hash is still kept). */
  private stop(): void {
    this.flow.stop();
    if (this.state.kind === 'busy') this.state = { kind: 'idle' };
  }

  private show(state: PayState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
