// Paying a `depositType: INTENTS` swap <swap-deposit> shows from the user's NEAR Intents balance by signing: connect a
// wallet that can sign intents (EVM: erc191 personal_sign; any chain family whose wallet client names an
// `intentStandard` and `signIntent`, such as NEAR's nep413 and Solana's raw_ed25519), ask the service for the intent
// that funds the swap (POST /v0/generate-intent) with the account as signer, check it is exactly the transfer due,
// have the wallet sign it, and send it (POST /v0/submit-intent). No chain transaction: the transfer happens inside
// NEAR Intents. The signed intent is saved with the receipt the moment the wallet gives it and the intent hash the
// moment the service answers, so a reload submits a signed intent once and never asks to sign again. Each wallet
// request is bounded by the host's timer port; the family's wallet code is a lazy chunk, loaded only for such a swap.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClient } from '../../../api/client.js';
import type { QuoteResponse, StatusResponse, Token } from '../../../api/schemas.js';
import type { IntentRefusedError } from '../../../api/intent-schemas.js';
import { isSwapApiError } from '../../../api/errors.js';
import { familyModuleOf, walletModule, type Lazy } from '../../../controllers/lazy-module.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { swapKey, swapOf, type SwapRef } from '../../../controllers/swap-target.js';
import { describeError } from '../../../i18n/error-text.js';
import { savedReceipt, type IntentPayment } from '../../../store/receipts.js';
import { recordIntentPayment } from '../../../store/receipt-records.js';
import type { FamilyWallet, IntentToSign, SignedIntent, WalletFamily } from '../../../wallets/family.js';
import type { Wallet } from '../../../wallets/evm.js';
import {
  intentMatches,
  intentOrder,
  signerIdFor,
  type IntentOrder,
  type IntentPayState,
  type IntentStep,
} from '../intent-pay.model.js';
import { intentSection, type IntentSigner } from '../views/intent.view.js';
import type { Words } from '../views/deposit-parts.view.js';
import type { Phase } from './deposit-progress-controller.js';
import { STALE, TIMEOUT, WALLET_WAIT_MS, walletFlow, type Discovering } from '../wallet-flow.model.js';

/** The chain families whose wallet clients may sign intents (each says its standard; EVM wallets sign erc191). */
export const INTENT_CHAINS = ['near', 'sol'] as const;

export interface IntentPayInput {
  quoteResponse?: QuoteResponse;
  tokens?: readonly Token[];
  phase: Phase;
  expired: boolean;
  /** The quote's signature checked out: only then may a wallet sign for it. */
  verified: boolean;
  client: SwapClient;
  /** The host's timer port; the page's own timers when unset. */
  scheduler?: PollScheduler;
  /** The swap's status once the service took the signed intent (the host records it; the deposit has arrived). */
  record(statusResponse: StatusResponse): void;
  /** The intent-signing families' wallet clients; by default those of INTENT_CHAINS the registry has (tests set it). */
  families?: readonly Lazy<WalletFamily>[];
}

const defaultFamilies = (): Lazy<WalletFamily>[] =>
  INTENT_CHAINS.flatMap((chain) => {
    const family = familyModuleOf(chain);
    return family ? [family] : [];
  });

/** A family's client that can sign intents. */
const signing = (
  module: WalletFamily | undefined,
): module is WalletFamily & Required<Pick<WalletFamily, 'signIntent'>> =>
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
  /** Signed intents sent from here (once each per page). */
  private readonly sent = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => IntentPayInput,
  ) {
    host.addController(this);
  }

  get value(): IntentPayState {
    return this.state;
  }

  private get lazies(): Lazy<Discovering>[] {
    return [walletModule, ...(this.input().families ?? defaultFamilies())];
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
    const record = swap && savedReceipt(swap)?.intentPayment;
    if (key !== this.key) {
      this.key = key;
      this.stop();
      this.state = record && !record.signed ? { kind: 'interrupted' } : { kind: 'idle' };
      this.shownHash = undefined;
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
    // Signed before a reload and not answered: sent once (never signed again).
    if (swap && input.verified && record?.signed && !record.intentHash && this.state.kind !== 'busy') {
      const id = `${key}|${JSON.stringify(record.signed)}`;
      if (!this.sent.has(id)) void this.submit(swap, record, this.flow.start());
    }
  }

  /** The wallets that can sign intents, each with its standard. */
  private signers(): IntentSigner[] {
    const evm = walletModule.current;
    const list: IntentSigner[] = (evm?.walletSession.wallets ?? []).map((wallet) => ({
      wallet,
      standard: evm!.intentStandard,
    }));
    for (const lazy of this.input().families ?? defaultFamilies()) {
      const module = lazy.current;
      if (!signing(module)) continue;
      for (const wallet of module.walletSession.wallets)
        list.push({ wallet, standard: module.intentStandard!, family: module });
    }
    return list;
  }

  render(words: Words) {
    return intentSection({
      t: words.t,
      common: words.common,
      locale: words.locale,
      phase: this.input().phase,
      order: this.order,
      signers: this.order ? this.signers() : [],
      state: this.state,
      waitMs: WALLET_WAIT_MS,
      onSign: (signer) => void this.pay(signer),
      onResend: () => void this.resend(),
    });
  }

  /** The user chose a wallet to sign with. */
  async pay(signer: IntentSigner): Promise<void> {
    const order = this.order;
    const swap = swapOf(this.input().quoteResponse);
    const evm = walletModule.current;
    if (!order || !swap || this.state.kind === 'busy' || (!signer.family && !evm)) return;
    const { wallet, standard, family } = signer;
    const run = this.flow.start();
    let step: IntentStep = 'connect';
    let account: string | undefined;
    const enter = (next: IntentStep) => this.show({ kind: 'busy', step: (step = next), wallet, account });
    const problem = (error: unknown) => (family ?? evm!).walletProblem(error);
    try {
      enter('connect');
      account = await this.flow.wait((family?.walletSession ?? evm!.walletSession).connect(wallet as Wallet), run);
      const signerId = signerIdFor(standard, account);
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
      if (!intentMatches(intent, standard, signerId, order)) {
        return this.show({ kind: 'failed', wallet, step, problem: 'mismatch', account });
      }
      const record: IntentPayment = {
        startedAt: new Date().toISOString(),
        wallet: wallet.info.name,
        signerId,
        standard,
      };
      recordIntentPayment(swap, record);
      enter('sign');
      const signing = family
        ? family.signIntent!(wallet, account, intent)
        : evm!.signIntentErc191((wallet as Wallet).provider, account, intent);
      // The signature is kept the moment it exists, whatever is shown by then.
      signing.then(
        (signed) => {
          recordIntentPayment(swap, { ...record, signed });
          this.host.requestUpdate(); // a signature after the wait ran out is still sent (hostUpdate)
        },
        () => {
          if (!savedReceipt(swap)?.intentPayment?.signed) recordIntentPayment(swap, undefined);
        },
      );
      const signed = await this.flow.wait(signing, run);
      await this.submit(swap, { ...record, signed }, run);
    } catch (error) {
      if (error === STALE || run !== this.flow.run) return;
      if (error === TIMEOUT) return this.show({ kind: 'failed', wallet, step, problem: 'timeout', account });
      if ((step as IntentStep) === 'prepare') return this.refused(error, wallet, step, account);
      this.show({ kind: 'failed', wallet, step, account, ...problem(error) });
    }
  }

  /** Sends the saved signed intent again (the service did not answer it). */
  private async resend(): Promise<void> {
    const swap = swapOf(this.input().quoteResponse);
    const record = swap && savedReceipt(swap)?.intentPayment;
    if (!swap || !record?.signed || record.intentHash || this.state.kind === 'busy') return;
    await this.submit(swap, record, this.flow.start());
  }

  /** Sends a signed intent and keeps its hash the moment the service answers. */
  private async submit(swap: SwapRef, record: IntentPayment & { signed?: SignedIntent }, run: number): Promise<void> {
    const signed = record.signed;
    if (!signed) return;
    this.sent.add(`${swapKey(swap)}|${JSON.stringify(signed)}`);
    const wallet = this.state.kind === 'busy' ? this.state.wallet : undefined;
    const named = wallet ?? { info: { uuid: '', name: record.wallet } };
    this.show({ kind: 'busy', step: 'submit', wallet: named, account: record.signerId });
    const client = this.input().client;
    try {
      const { intentHash } = await client.submitIntent(signed as Parameters<SwapClient['submitIntent']>[0]);
      recordIntentPayment(swap, { ...record, intentHash });
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
      const refusal = isSwapApiError(error) && error.kind === 'intent-refused';
      // A refused intent will not pass later: it is dropped, so the user may sign again. One the service did not answer
      // is kept, and sent again as it is.
      if (refusal) recordIntentPayment(swap, undefined);
      if (run !== this.flow.run || swapKey(swap) !== this.key) return;
      this.refused(error, named, 'submit', record.signerId, !refusal);
    }
  }

  /** A service's answer as a failure: why it refused, or that it did not answer. */
  private refused(error: unknown, wallet: FamilyWallet, step: IntentStep, account?: string, resend = false): void {
    if (isSwapApiError(error) && error.kind === 'intent-refused') {
      const { refusal, serverMessage } = error as IntentRefusedError;
      return this.show({ kind: 'failed', wallet, step, account, problem: refusal, message: serverMessage });
    }
    this.show({ kind: 'failed', wallet, step, account, problem: 'service', message: describeError(error), resend });
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
    if (this.state.kind === 'busy') this.state = { kind: 'idle' };
  }

  private show(state: IntentPayState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
