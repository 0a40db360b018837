// Paying a `depositType: INTENTS` swap <swap-deposit> shows from the user's NEAR Intents balance by signing: connect a
// wallet that can sign intents (EVM: erc191 personal_sign; any chain family whose wallet client names an
// `intentStandard` and `signIntent`, such as NEAR's nep413 and Solana's raw_ed25519), ask the service for the intent
// that funds the swap (POST /v0/generate-intent) with the account as signer, check it is exactly the payment due (a
// transfer or a token_diff, intent-pay.model.ts),
// have the wallet sign it, and send it (POST /v0/submit-intent). No chain transaction: the transfer happens inside
// NEAR Intents. The signed intent is saved with the receipt the moment the wallet gives it and the intent hash the
// moment the service answers, so a reload submits a signed intent once and never asks to sign again. Each wallet
// request is bounded by the host's timer port; the family's wallet code is a lazy chunk, loaded only for such a swap.
// While a saved signed intent's fate is unknown (the service gave no answer: 5xx, network, timeout) no new signature
// is offered, since the first may have executed and a second would pay twice: the same signed intent may be sent
// again (its nonce executes once) and the swap's status asked. A new signature is offered once the first is refused
// (a 400 that says it did not execute) or has lapsed (its deadline passed and the status shows nothing arrived).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClient } from '../../../api/client.js';
import type { QuoteResponse, StatusResponse, Token } from '../../../api/schemas.js';
import type { IntentRefusedError } from '../../../api/intent-schemas.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { Lazy } from '../../../controllers/lazy-module.js';
import { evmModule } from '../../../controllers/wallet-module.js';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { swapKey, swapOf, type SwapRef } from '../../../controllers/swap-target.js';
import { describeError } from '../../../i18n/error-text.js';
import type { IntentPayment } from '../../../store/receipts.js';
import { receiptPayments, type PaymentRecords } from '../../../store/payment-records.js';
import type { FamilyWallet, IntentToSign, SignedIntent, WalletFamily } from '../../../wallets/family.js';
import {
  intentMismatch,
  intentOrder,
  signedDeadline,
  type IntentOrder,
  type IntentPayState,
  type IntentStep,
} from '../intent-pay.model.js';
import { walletSignerId } from '../../../core/intents-account-id.js';
import { intentSection, intentWords, type IntentSigner } from '../views/intent.view.js';
import type { Words } from '../views/deposit-parts.view.js';
import { phaseOf, type Phase } from './deposit-progress-controller.js';
import { STALE, TIMEOUT, WALLET_WAIT_MS, walletFlow } from '../wallet-flow.model.js';

/** The chain families besides EVM (whose wallets sign erc191) whose wallet clients may sign intents (each says its standard). */
export const INTENT_CHAINS = ['near', 'sol', 'ton', 'tron', 'stellar'] as const;

export interface IntentPayInput {
  quoteResponse?: QuoteResponse;
  tokens?: readonly Token[];
  phase: Phase;
  expired: boolean;
  /** The quote's signature checked out: only then may a wallet sign for it. */
  verified: boolean;
  /** The service calls it makes (a host funding an order answers `status` from the order). */
  client: Pick<SwapClient, 'generateIntent' | 'submitIntent' | 'status'>;
  /** The host's timer port; the page's own timers when unset. */
  scheduler?: PollScheduler;
  /** Now, in epoch ms, by the host's clock (a signed intent's deadline is read against it); Date.now when unset. */
  now?(): number;
  /** The swap's status once the service took the signed intent (the host records it; the deposit has arrived). */
  record(statusResponse: StatusResponse): void;
  /** The intent-signing families' wallet clients; by default those of INTENT_CHAINS the registry has (tests set it). */
  families?: readonly Lazy<WalletFamily>[];
  /** Where the payment is kept as it goes: the swap's receipt unless the host pays something else (an order). */
  payments?: PaymentRecords;
}

const defaultFamilies = (): Lazy<WalletFamily>[] =>
  INTENT_CHAINS.flatMap((chain) => {
    const family = familyModuleOf(chain);
    return family ? [family] : [];
  });

type Held = IntentPayment & { signed: NonNullable<IntentPayment['signed']> };

/**
 * The signed intent saved for `swap` whose fate is unknown (no intent hash): while it exists no other is signed, since
 * it may have executed or may still execute. Read from the receipt, so a reload keeps the rule.
 */
function heldIntent(swap: SwapRef | undefined, records: PaymentRecords): Held | undefined {
  const record = swap && records.intent(swap);
  return record?.signed && !record.intentHash ? (record as Held) : undefined;
}

const idOf = (swap: SwapRef, signed: unknown) => `${swapKey(swap)}|${JSON.stringify(signed)}`;

/** A family's client that can sign intents. */
const signing = (
  module: WalletFamily | undefined,
): module is WalletFamily & Required<Pick<WalletFamily, 'signIntent' | 'intentStandard'>> =>
  !!module?.intentStandard && typeof module.signIntent === 'function';

export class IntentPayController implements ReactiveController {
  private state: IntentPayState = { kind: 'idle' };
  private order?: IntentOrder;
  private key?: string;
  /** The saved hash the view has taken up. */
  private shownHash?: string;
  /** One flow at a time; a dropped one's late answers change nothing shown (a late signature is still kept). */
  private readonly flow = walletFlow(
    () => this.input().scheduler,
    () => this.host.requestUpdate(),
  );
  private connected = false;
  /** Signed intents sent from here (once each per page and showing of their swap). */
  private readonly sent = new Set<string>();
  /** Signed intents whose swap was asked about once their deadline passed (asked by itself once each). */
  private readonly checked = new Set<string>();
  /** A sign button's flow is under way (its button keeps the focus until it ends). */
  private paying = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => IntentPayInput,
  ) {
    host.addController(this);
  }

  private get records(): PaymentRecords {
    return this.input().payments ?? receiptPayments;
  }

  get value(): IntentPayState {
    return this.state;
  }

  /** EVM's wallet client first, then the other families that sign intents. */
  private get lazies(): Lazy<WalletFamily>[] {
    return [evmModule, ...(this.input().families ?? defaultFamilies())];
  }

  hostConnected(): void {
    this.connected = true;
    if (this.order) for (const lazy of this.lazies) if (lazy.current) this.flow.listen(lazy.current);
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stop();
    this.flow.unlisten();
  }

  hostUpdate(): void {
    const input = this.input();
    const swap = swapOf(input.quoteResponse);
    const key = swap ? swapKey(swap) : undefined;
    const record = swap && this.records.intent(swap);
    if (key !== this.key) {
      this.key = key;
      this.stop();
      this.state = record && !record.signed ? { kind: 'interrupted' } : { kind: 'idle' };
      this.shownHash = undefined;
      this.sent.clear(); // a saved signed intent is sent again when its swap is shown again (it executes once)
    }
    if (record?.intentHash && record.intentHash !== this.shownHash && this.state.kind !== 'busy') {
      this.shownHash = record.intentHash;
      this.state = { kind: 'sent', intentHash: record.intentHash, wallet: record.wallet };
    }
    this.order = input.verified ? intentOrder(input) : undefined;
    if (this.order) {
      for (const lazy of this.lazies) {
        if (!lazy.current) {
          lazy.load().then(
            (module) => this.connected && this.flow.listen(module),
            () => undefined, // no wallet code, no button: the address stays
          );
        } else if (this.connected) this.flow.listen(lazy.current);
      }
    }
    const held = heldIntent(swap, this.records);
    if (!swap || !held || this.state.kind === 'busy') return;
    // Lapsed by the clock: whether it executed is the swap's status to tell (asked once by itself).
    if (this.due()) {
      this.checked.add(idOf(swap, held.signed));
      void this.check(swap, held, this.flow.start());
      return;
    }
    // Signed before a reload and not answered: sent once (never signed again), while the swap awaits its deposit.
    if (input.verified && input.phase === 'send' && !this.lapsed(held) && !this.sent.has(idOf(swap, held.signed))) {
      void this.submit(swap, held, this.flow.start());
    }
  }

  /** Whether a saved signed intent of unknown fate has lapsed and its swap was not asked about since (the host's ticker asks). */
  due(): boolean {
    const swap = swapOf(this.input().quoteResponse);
    const held = heldIntent(swap, this.records);
    return !!swap && !!held && !!this.order && this.lapsed(held) && !this.checked.has(idOf(swap, held.signed));
  }

  private now(): number {
    return (this.input().now ?? Date.now)();
  }

  private lapsed(held: Held): boolean {
    const until = signedDeadline(held.signed);
    return until !== undefined && this.now() >= until;
  }

  /** The wallets that can sign intents, each with its standard. */
  private signers(): IntentSigner[] {
    const list: IntentSigner[] = [];
    for (const lazy of this.lazies) {
      const module = lazy.current;
      if (!signing(module)) continue;
      for (const wallet of module.walletSession.wallets)
        list.push({ wallet, standard: module.intentStandard, family: module });
    }
    return list;
  }

  render(words: Words) {
    return intentSection({
      ...intentWords(words),
      phase: this.input().phase,
      order: this.order,
      // No new signature while a signed one may still execute (the buttons stay, inert, while one is under way).
      signers:
        this.order && (this.paying || !heldIntent(swapOf(this.input().quoteResponse), this.records))
          ? this.signers()
          : [],
      state: this.state,
      waitMs: WALLET_WAIT_MS,
      onSign: (signer) => void this.pay(signer),
      onResend: () => void this.resend(),
      onCheck: () => void this.checkNow(),
    });
  }

  /** The user chose a wallet to sign with. */
  async pay(signer: IntentSigner): Promise<void> {
    const order = this.order;
    const swap = swapOf(this.input().quoteResponse);
    if (!order || !swap || this.state.kind === 'busy' || heldIntent(swap, this.records)) return;
    const { wallet, standard, family } = signer;
    const run = this.flow.start();
    this.paying = true;
    let step: IntentStep = 'connect';
    let account: string | undefined;
    const enter = (next: IntentStep) => this.show({ kind: 'busy', step: (step = next), wallet, account });
    try {
      enter('connect');
      account = await this.flow.wait(family.walletSession.connect(wallet), run);
      const signerId = walletSignerId(family, wallet, account);
      if (!signerId) return this.show({ kind: 'failed', wallet, step, problem: 'no-account', account });
      enter('prepare');
      const generated = await this.service(
        this.input().client.generateIntent({
          standard: standard as 'erc191',
          signerId,
          depositAddress: order.depositAddress,
        }),
        run,
      );
      const intent = generated.intent as IntentToSign;
      // Nothing the page did not ask for is ever shown to the wallet.
      const mismatch = intentMismatch(intent, standard, signerId, order, this.now());
      if (mismatch) return this.show({ kind: 'failed', wallet, step, problem: 'mismatch', mismatch, account });
      const record: IntentPayment = {
        startedAt: new Date().toISOString(),
        wallet: wallet.info.name,
        signerId,
        standard,
      };
      this.records.setIntent(swap, record);
      enter('sign');
      const signing = family.signIntent!(wallet, account, intent);
      // This flow's record, unsigned: a late answer never replaces a newer flow's (that one is never sent: no second).
      const ours = () => {
        const saved = this.records.intent(swap);
        return !!saved && !saved.signed && saved.startedAt === record.startedAt;
      };
      // The signature is kept the moment it exists, whatever is shown by then.
      signing.then(
        (signed) => {
          if (!ours()) return;
          this.records.setIntent(swap, { ...record, signed });
          this.host.requestUpdate(); // a signature after the wait ran out is still sent (hostUpdate)
        },
        () => {
          if (ours()) this.records.setIntent(swap, undefined);
        },
      );
      const signed = await this.flow.wait(signing, run);
      await this.submit(swap, { ...record, signed }, run, true);
    } catch (error) {
      if (error === STALE || run !== this.flow.run) return;
      if (error === TIMEOUT) return this.show({ kind: 'failed', wallet, step, problem: 'timeout', account });
      if ((step as IntentStep) === 'prepare') return this.refused(error, wallet, step, account);
      this.show({ kind: 'failed', wallet, step, account, ...family.walletProblem(error) });
    } finally {
      if (run === this.flow.run) {
        this.paying = false;
        this.host.requestUpdate();
      }
    }
  }

  /** Sends the saved signed intent again (the service did not answer it). */
  private async resend(): Promise<void> {
    const swap = swapOf(this.input().quoteResponse);
    const record = swap && this.records.intent(swap);
    if (!swap || !record?.signed || record.intentHash || this.state.kind === 'busy') return;
    await this.submit(swap, record, this.flow.start());
  }

  /** Asks the service whether the saved signed intent's swap has its deposit (the user asked). */
  private async checkNow(): Promise<void> {
    const swap = swapOf(this.input().quoteResponse);
    const held = heldIntent(swap, this.records);
    if (!swap || !held || this.state.kind === 'busy') return;
    await this.check(swap, held, this.flow.start());
  }

  /**
   * The fate of a signed intent the service did not answer, from the swap's status: a deposit arrived (recorded, the
   * host follows the swap), or nothing arrived: lapsed if it was asked at or after the intent's deadline (then it never
   * executed: dropped, a new signature may be made), else it may still execute.
   */
  private async check(swap: SwapRef, held: Held, run: number): Promise<void> {
    const shown = this.state.kind === 'busy' || this.state.kind === 'failed' ? this.state.wallet : undefined;
    const wallet = shown ?? { info: { uuid: '', name: held.wallet } };
    const account = held.signerId;
    const until = signedDeadline(held.signed);
    this.show({ kind: 'busy', step: 'check', wallet, account });
    const asked = this.now();
    const query = { depositAddress: swap.depositAddress, ...(swap.memo ? { depositMemo: swap.memo } : {}) };
    try {
      const response = await this.service(this.input().client.status(query), run);
      if (phaseOf(response.status) !== 'send') {
        this.input().record(response);
        return this.show({ kind: 'arrived' });
      }
      if (until !== undefined && asked >= until) {
        this.records.setIntent(swap, undefined);
        return this.show({ kind: 'failed', wallet, step: 'check', account, problem: 'lapsed' });
      }
      this.show({ kind: 'failed', wallet, step: 'check', account, problem: 'not-arrived', resend: true, until });
    } catch (error) {
      if (error === STALE || run !== this.flow.run) return;
      const message = describeError(error);
      this.show({ kind: 'failed', wallet, step: 'check', account, problem: 'service', message, resend: true, until });
    }
  }

  /**
   * Sends a signed intent and keeps its hash the moment the service answers. `first`: sent for the first time now
   * (pay), so a refusal cannot be of an earlier copy that executed.
   */
  private async submit(
    swap: SwapRef,
    record: IntentPayment & { signed?: SignedIntent },
    run: number,
    first = false,
  ): Promise<void> {
    const signed = record.signed;
    if (!signed) return;
    this.sent.add(idOf(swap, signed));
    // The wallet shown (signing now, or the one whose signature is sent again), else its saved name.
    const wallet = this.state.kind === 'busy' || this.state.kind === 'failed' ? this.state.wallet : undefined;
    const named = wallet ?? { info: { uuid: '', name: record.wallet } };
    this.show({ kind: 'busy', step: 'submit', wallet: named, account: record.signerId });
    const client = this.input().client;
    try {
      const { intentHash } = await client.submitIntent(signed as Parameters<SwapClient['submitIntent']>[0]);
      this.records.setIntent(swap, { ...record, intentHash });
      if (swapKey(swap) !== this.key || !this.connected) return; // shown when that swap is shown again
      this.shownHash = intentHash;
      this.show({ kind: 'sent', intentHash, wallet: record.wallet });
      // The deposit has arrived: the host follows the swap from here.
      const query = { depositAddress: swap.depositAddress, ...(swap.memo ? { depositMemo: swap.memo } : {}) };
      client.status(query).then(
        (response) => this.connected && this.input().record(response),
        () => undefined, // <swap-status> and the host's own check follow the swap
      );
    } catch (error) {
      const refusal =
        isSwapApiError(error) && error.kind === 'intent-refused' ? (error as IntentRefusedError) : undefined;
      // Its nonce was used: it executed (an earlier copy whose answer was lost). Too late, for a copy sent before: it
      // may have executed before its deadline. Either way the swap's status tells; the intent is kept meanwhile.
      const maybeExecuted = refusal?.refusal === 'replayed' || (refusal?.refusal === 'expired' && !first);
      // Any other refusal says it did not execute and will not pass later: it is dropped, so the user may sign again.
      // One the service did not answer is kept, and only sent again as it is.
      if (refusal && !maybeExecuted) this.records.setIntent(swap, undefined);
      if (run !== this.flow.run || swapKey(swap) !== this.key) return;
      const held = heldIntent(swap, this.records);
      if (maybeExecuted && held) return this.check(swap, held, run);
      this.refused(error, named, 'submit', record.signerId, !refusal, signedDeadline(signed));
    }
  }

  /** A service's answer as a failure: why it refused, or that it did not answer. */
  private refused(
    error: unknown,
    wallet: FamilyWallet,
    step: IntentStep,
    account?: string,
    resend = false,
    until?: number,
  ): void {
    if (isSwapApiError(error) && error.kind === 'intent-refused') {
      const { refusal, serverMessage } = error as IntentRefusedError;
      return this.show({ kind: 'failed', wallet, step, account, problem: refusal, message: serverMessage });
    }
    const message = describeError(error);
    this.show({ kind: 'failed', wallet, step, account, problem: 'service', message, resend, until });
  }

  /** A service call: its answer, or STALE once the run is dropped (the client bounds its own wait). */
  private service<T>(request: Promise<T>, run: number): Promise<T> {
    return request.then(
      (value) => (run === this.flow.run ? value : Promise.reject(STALE)),
      (error: unknown) => Promise.reject(run === this.flow.run ? error : STALE),
    );
  }

  /** Drops the flow under way: its timer is cancelled and its late answers are ignored (a late signature is kept). */
  private stop(): void {
    this.flow.stop();
    this.paying = false;
    if (this.state.kind === 'busy') this.state = { kind: 'idle' };
  }

  private show(state: IntentPayState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
