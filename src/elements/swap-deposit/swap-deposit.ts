import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from '../decorators.js';
import { Task, TaskStatus } from '@lit/task';
import type { QuoteResponse, StatusResponse, Token } from '../../api/schemas.js';
import { verifyQuoteSignature, type SignatureCheck } from '../../api/signature.js';
import type { Check } from '../../core/addresses.js';
import { findToken } from '../../core/assets.js';
import { depositCutoff } from '../../core/status.js';
import { LazyModule, addressesModule, loadAddresses, qrModule } from '../../controllers/lazy-module.js';
import { Localize } from '../../controllers/localize.js';
import { SwapTargetController, sameSwap, swapOf, type SwapTarget } from '../../controllers/swap-target.js';
import { TickerController } from '../../controllers/ticker.js';
import type { PollScheduler } from '../../controllers/scheduler.js';
import { SwapDepositRestartEvent, SwapDepositSubmitEvent } from '../../events.js';
import { commonWithChecks } from '../../i18n/en/checks.js';
import { depositMessages } from '../../i18n/en/deposit.js';
import { checkMessage } from '../../i18n/check-text.js';
import { describeError } from '../../i18n/error-text.js';
import { DEFAULT_GROUP } from '../../store/store.js';
import { downloadReceiptFile } from '../parts/download.model.js';
import '../parts/swap-copy-button.js';
import '../parts/swap-countdown.js';
import { SwapElement } from '../swap-element.js';
import {
  DepositProgressController,
  keepReceipt,
  phaseOf,
  type Known,
  type Phase,
} from './controllers/deposit-progress-controller.js';
import { instructionsSection, missingSection, signatureErrorSection } from './views/deposit.view.js';
import { depositChain, signatureReason, type QrMode } from './views/deposit-parts.view.js';
import { DepositSubmitController, type HashSubmission } from './controllers/deposit-submit-controller.js';
import { PayFromController } from './controllers/pay-from-controller.js';
import { depositStyles, intentStyles, qrStyles } from './swap-deposit.styles.js';
import { WalletPayController } from './controllers/wallet-pay-controller.js';
import { walletStyles } from './views/wallet.view.js';
import type { IntentPayController, IntentPayInput } from './controllers/intent-pay-controller.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

import { QR_OPTIONS } from './qr.model.js';

export { QR_OPTIONS };

/** A signature check; `saved` marks a swap whose signature had already failed when it was saved on this device. */
type Verification = SignatureCheck & { saved?: boolean };

/**
 * Deposit instructions a user cannot get wrong, and submission of the deposit transaction hash.
 *
 * Shows the group's active swap (taken up from the store or from a `swap-quote-confirm` of the same group), or the
 * quote response set as `quote`, or the swap saved on this device for `deposit-address` (+ `memo`). The quote's
 * signature is checked against the service's key first: an address whose signature fails is never shown.
 *
 * The view follows the latest status known for the swap: its own hash submission, the group's store (where
 * `<swap-status>` records what it polls), the receipt saved on this device, and one `GET /v0/status` when it takes up
 * a swap (a saved receipt may be older than the swap). Once the deposit has arrived (KNOWN_DEPOSIT_TX, PROCESSING) or
 * the swap is over (SUCCESS, REFUNDED, FAILED) it says so and asks for nothing: no amount, QR, countdown or hash form.
 * A short deposit (INCOMPLETE_DEPOSIT) shows exactly how much is still to send until the deadline.
 *
 * With a browser wallet on the page (EVM: EIP-6963, else `window.ethereum`; Bitcoin: `window.btc_providers` (WBIP004)
 * and Unisat; Tron: TIP-6963, else `window.tronLink` / `window.tron` with their injected TronWeb) and funds due on its
 * chain, "Pay with <wallet>" connects, switches chain (EVM) or refuses a test network, sends exactly the amount due
 * and submits its transaction hash; the address and QR stay.
 *
 * A quote with `depositType: INTENTS` is paid from the user's NEAR Intents balance by signing: "Sign with <wallet>"
 * (an EVM wallet signs with `personal_sign`, erc191; a NEAR or Solana wallet with its own standard, nep413 or
 * raw_ed25519) asks the service for the transfer to sign (`POST /v0/generate-intent`, the wallet's account as signer:
 * the lower-case 0x address, the NEAR account, the Solana key's implicit account), checks it is exactly the amount due
 * to the deposit address, has the wallet sign it and sends it (`POST /v0/submit-intent`). The signed intent and then
 * its intent hash are saved with the receipt, so a reload sends a signed intent once and never asks to sign again.
 *
 * @tag swap-deposit
 * @summary Deposit address, memo, QR, exact amount, deadline and deposit-hash submission for one swap.
 *
 * @fires swap-deposit-submit - The service answered a submitted deposit transaction hash; `detail` has `group`,
 *   `depositAddress`, `memo`, `txHash` and the `statusResponse`.
 * @fires swap-deposit-restart - The user asked for a new quote (after expiry or a failed signature check); the
 *   group's active swap is cleared first. `detail` has `group`, `depositAddress`, `memo`.
 * @fires swap-error - Loading the token list, checking the signature or submitting the hash failed; `detail` has
 *   `group`, `error` and `operation` (`tokens`, `verify` or `deposit-submit`).
 * @fires swap-copy - A copy button was used; `detail` is `{ value, ok }` (from the inner copy buttons).
 *
 * @csspart base - The wrapper of everything.
 * @csspart title - The heading.
 * @csspart empty - The message shown when there is no swap to deposit for.
 * @csspart not-found - The message shown when no saved receipt matches `deposit-address`.
 * @csspart signature-error - The message shown instead of an address whose signature failed.
 * @csspart verified - The verified-signature mark.
 * @csspart send-only - "Send only USDC on Ethereum".
 * @csspart chain-picker - The "Pay from" choice of chain (ANY_INPUT quotes that list an address per chain).
 * @csspart accepts - What the address shown takes, instead of `send-only` when any token is accepted (ANY_INPUT).
 * @csspart amount - The box with the exact amount to send.
 * @csspart amount-value - The amount text.
 * @csspart amount-rules - What happens when a different amount arrives.
 * @csspart deposit-address - The box with the deposit address.
 * @csspart deposit-address-value - The address text.
 * @csspart memo - The box with the required memo.
 * @csspart memo-value - The memo text.
 * @csspart memo-required - The "REQUIRED" badge.
 * @csspart copy-button - The button inside every copy button (exported from `<swap-copy-button>`).
 * @csspart qr - The QR code image.
 * @csspart qr-toggle - The choice of what the QR code holds (address, payment link, memo).
 * @csspart qr-caption - The text the QR code holds, under it.
 * @csspart payment-link - The BIP-21 `bitcoin:` link with the address and amount (native BTC deposits on Bitcoin).
 * @csspart timers - The deadline and inactivity countdowns with what happens after each.
 * @csspart caution - The "send a small test amount first" caution.
 * @csspart chain-note - A rule of the origin chain (paying USDC from Hyperliquid: its fee, minimum, send methods).
 * @csspart received - The note that the deposit arrived and the swap is under way (instead of the instructions).
 * @csspart outcome - What happened to a finished swap: complete, refunded or failed (instead of the instructions).
 * @csspart top-up - The note that the deposit is short, with how much arrived.
 * @csspart expired - The "do not send" message after the deadline.
 * @csspart new-quote-button - The button back to a new quote (after expiry, a failed check or a finished swap).
 * @csspart submit - The deposit transaction hash form.
 * @csspart tx-hash-input - The transaction hash field.
 * @csspart sender-input - The NEAR sender account field (NEAR origins only).
 * @csspart field-error - A message next to a field.
 * @csspart submit-button - The submit button.
 * @csspart submit-result - The service's answer to a submitted hash.
 * @csspart wallet - The browser-wallet payment (EVM, Bitcoin, Tron origins, with a wallet): buttons and messages.
 * @csspart wallet-pay - A "Pay with <wallet>" button (with the wallet's announced icon).
 * @csspart wallet-status - What the wallet is asked, or how it answered.
 * @csspart wallet-continue - "Pay from <account> anyway" when the wallet's account is not the refund address.
 * @csspart wallet-sent - The note that the wallet sent the payment, with its transaction hash.
 * @csspart intent - Paying from a NEAR Intents balance (`depositType: INTENTS`, with a wallet that signs): buttons and
 *   messages.
 * @csspart intent-sign - A "Sign with <wallet>" button (with the wallet's announced icon).
 * @csspart intent-status - What the wallet or the service is asked, or how it answered.
 * @csspart intent-resend - "Send the signed transfer again" after the service did not answer.
 * @csspart intent-check - "Check the swap status" beside it (a new signature waits until the first is known refused or
 *   lapsed).
 * @csspart intent-sent - The note that the service took the signed transfer, with its intent hash.
 * @csspart receipt-button - The "Download receipt" button.
 * @csspart error - A failure message (token list).
 *
 * @cssproperty --swap-max-width - Largest width of <swap-quote>, <swap-deposit> and <swap-status> (default 480px).
 * @cssproperty --swap-deposit-gap - Space between the sections.
 * @cssproperty --swap-deposit-qr-size - Width and height of the QR code.
 * @cssproperty --swap-deposit-required-color - Colour of the memo's REQUIRED mark and frame.
 * @cssproperty --swap-color-accent - Buttons, links and highlights.
 * @cssproperty --swap-color-accent-text - Text on the accent colour.
 * @cssproperty --swap-color-surface - Background of the element.
 * @cssproperty --swap-color-surface-raised - Background of cards, inputs and panels.
 * @cssproperty --swap-color-text - Main text colour.
 * @cssproperty --swap-color-text-muted - Secondary text colour.
 * @cssproperty --swap-color-border - Borders and dividers.
 * @cssproperty --swap-color-danger - Errors and the "do not send" message.
 * @cssproperty --swap-color-warning - Cautions.
 * @cssproperty --swap-color-success - The verified mark.
 * @cssproperty --swap-color-focus - The focus ring.
 * @cssproperty --swap-radius - Corner radius of the element.
 * @cssproperty --swap-radius-small - Corner radius of inputs and buttons.
 * @cssproperty --swap-space - The spacing unit.
 * @cssproperty --swap-font-family - Font of the element.
 * @cssproperty --swap-font-family-mono - Font of addresses, memos, amounts and hashes.
 * @cssproperty --swap-font-size - Base font size.
 */
export class SwapDeposit extends SwapElement {
  static override styles = [...SwapElement.styles, depositStyles, qrStyles, walletStyles, intentStyles];

  @state() private qrMode: QrMode = 'address';
  @state() private txHash = '';
  @state() private txHashError = '';
  @state() private sender = '';
  @state() private senderError = '';
  /** A short polite announcement (expiry); the live region stays mounted so it is read when it changes. */
  @state() private announcement = '';

  /** A quote response with a deposit address (a non-dry quote). Takes precedence over `deposit-address`. */
  @property({ attribute: false }) quote?: QuoteResponse;

  /** A deposit address whose saved receipt (on this device) is shown, e.g. after a reload or from a link. */
  @property({ attribute: 'deposit-address' }) depositAddress?: string;

  /** The memo of `deposit-address`, for chains whose deposit addresses are shared (Stellar). */
  @property() memo?: string;

  /** Timers for the waits on a browser wallet (2 minutes per request; the page's own when unset); for tests. */
  @property({ attribute: false }) scheduler?: PollScheduler;

  /** The swap shown (none while `quote` is a preview without an address). */
  private target?: SwapTarget;
  private expired = false;
  private known: Known = {};
  private phase: Phase = 'send';
  private qrCache?: { text: string; svg: string };
  private readonly clockFn = () => this.now();
  private readonly words = new Localize(this, 'deposit', depositMessages, commonWithChecks);
  private readonly swap = new SwapTargetController(this, () => ({
    group: this.group,
    quote: this.quote,
    depositAddress: this.depositAddress,
    memo: this.memo,
  }));
  /** Re-checks expiry every second against the configured clock (the countdowns tick by themselves). */
  private readonly ticker = new TickerController(this, () => {
    // A signed intent that lapsed by the clock: its controller asks the swap's status (on the next update).
    const lapsed = !!this.intent && !(this.intent instanceof Promise) && this.intent.due();
    if (this.isExpired() !== this.expired || lapsed) this.requestUpdate();
  });
  /** The QR encoder arrives as its own chunk; until then the box stays empty (its text alternative is there). */
  private readonly qr = new LazyModule(this, qrModule);
  /** The hash and sender checks: fetched once the user writes into either field (awaited on submit if still coming). */
  private readonly addresses = new LazyModule(this, addressesModule, { onConnect: false });

  // Before the status check (it reads this task): an address whose signature fails is never asked about.
  private readonly verifyTask = new Task(this, {
    task: async ([quoteResponse, publicKey, verified]): Promise<Verification | undefined> => {
      if (!quoteResponse?.quote.depositAddress) return undefined;
      const check: Verification =
        verified === false
          ? {
              ok: false,
              reason: 'mismatch',
              message: "This quote's signature did not match the swap service's key when it was saved.",
              saved: true,
            }
          : await verifyQuoteSignature(quoteResponse, publicKey);
      if (!check.ok) this.fail(new Error(check.message), 'verify');
      else if (verified === undefined) keepReceipt(quoteResponse);
      return check;
    },
    args: () => [this.target?.quoteResponse, this.config.servicePublicKey, this.target?.verified] as const,
  });

  /** The latest status known for the shown swap (see the class comment). */
  private readonly progress = new DepositProgressController(this, () => ({
    group: this.group,
    quoteResponse: this.target?.quoteResponse,
    verified: !!this.check?.ok,
    client: this.client,
  }));

  private readonly submitter = new DepositSubmitController(this, {
    answered: (submission, statusResponse) => void this.onAnswered(submission, statusResponse),
    failed: (error) => this.fail(error, 'deposit-submit'),
  });

  /** Pays from a browser wallet (EVM, Bitcoin, Tron origins); its code loads only for a swap a wallet can pay. */
  private readonly wallet = new WalletPayController(this, () => ({
    quoteResponse: this.target?.quoteResponse,
    tokens: this.tokensTask.value,
    phase: this.phase,
    known: this.known,
    expired: this.expired,
    verified: !!this.check?.ok,
    submission: this.submitter.value,
    scheduler: this.scheduler,
    submit: (txHash, nearSenderAccount) => this.submitWalletHash(txHash, nearSenderAccount),
    config: this.config,
  }));

  /**
   * Pays an INTENTS quote from the Intents balance by signing: the controller is a chunk of its own, loaded (with its
   * wallet code) only for such a quote or a receipt that holds such a payment.
   */
  private intent?: IntentPayController | Promise<unknown>;
  /** The address checks a submit waits for: updateComplete waits for them too, so it includes the check's outcome. */
  private checksLoading?: Promise<unknown>;

  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    if (!this.checksLoading) return result;
    await this.checksLoading.catch(() => undefined);
    this.checksLoading = undefined;
    return super.getUpdateComplete();
  }
  private readonly intentInput = (): IntentPayInput => ({
    quoteResponse: this.target?.quoteResponse,
    tokens: this.tokensTask.value,
    phase: this.phase,
    expired: this.expired,
    verified: !!this.check?.ok,
    client: this.client,
    scheduler: this.scheduler,
    now: this.clockFn,
    record: (statusResponse) => {
      const swap = swapOf(this.target?.quoteResponse);
      if (swap) this.progress.record(swap, statusResponse);
    },
  });

  /** ANY_INPUT quotes with an address per chain: the chain the user pays from (kept with the receipt). */
  private readonly payFrom = new PayFromController(
    this,
    () => {
      const quoteResponse = this.target?.quoteResponse;
      const origin = findToken(this.tokensTask.value ?? [], quoteResponse?.quoteRequest.originAsset);
      return { quoteResponse, originChain: origin?.blockchain };
    },
    // A hash checked for the chain shown before is checked again for the new one on submit.
    () => (this.txHashError = ''),
  );

  private readonly tokensTask = new Task(this, {
    task: async ([client], { signal }): Promise<Token[] | undefined> => {
      if (!client) return undefined;
      try {
        return await this.storeController.store.loadTokens({ client, signal });
      } catch (error) {
        if (!signal.aborted) this.fail(error, 'tokens');
        throw error;
      }
    },
    args: () => [this.target?.quoteResponse ? this.client : undefined] as const,
  });

  override willUpdate(): void {
    const { target, changed } = this.swap.resolve();
    this.target = this.preview ? undefined : target;
    if (changed) {
      this.submitter.reset();
      this.payFrom.reset();
      this.txHash = '';
      this.txHashError = '';
      this.sender = '';
      this.senderError = '';
      this.qrMode = 'address';
      this.announcement = '';
    }
    if (!this.intent && this.target?.quoteResponse?.quoteRequest.depositType === 'INTENTS') {
      this.intent = import('./controllers/intent-pay-controller.js').then(
        ({ IntentPayController }) => {
          this.intent = new IntentPayController(this, this.intentInput);
          this.requestUpdate();
        },
        () => (this.intent = undefined), // no chunk, no signing: the address stays; tried again with the next quote
      );
    }
    const wasExpired = this.expired;
    this.expired = this.isExpired();
    this.known = this.progress.latest();
    const phase = phaseOf(this.known.status);
    // A short deposit past its deadline is refunded: no top-up then, the expired instructions say so.
    this.phase = phase === 'top-up' && this.expired ? 'send' : phase;
    if (!changed && this.expired && !wasExpired && this.phase === 'send') {
      // Announced once, when it happens while the instructions are on screen.
      this.announcement = this.words.t('announceExpired');
    }
  }

  // ---- derived ---------------------------------------------------------------------------------------------------

  /** A dry quote set as `quote`: a preview without an address to deposit to. */
  private get preview(): boolean {
    return !!this.quote && !swapOf(this.quote);
  }

  /** The signature check of the shown quote, once complete (a stale value of the previous quote never counts). */
  private get check(): Verification | undefined {
    return this.verifyTask.status === TaskStatus.COMPLETE ? this.verifyTask.value : undefined;
  }

  /** Past the time after which nothing may be sent: the deadline, or the inactivity time if that comes first. */
  private isExpired(): boolean {
    const quote = this.target?.quoteResponse?.quote;
    const cutoff = quote ? depositCutoff(quote) : undefined;
    return cutoff !== undefined && this.now() >= cutoff;
  }

  // ---- actions ---------------------------------------------------------------------------------------------------

  private onTxHashInput(event: Event) {
    this.txHash = (event.target as HTMLInputElement).value;
    this.txHashError = '';
    this.addresses.load();
  }

  private onSenderInput(event: Event) {
    this.sender = (event.target as HTMLInputElement).value;
    this.addresses.load();
    this.senderError = '';
  }

  private async onSubmit(event: Event) {
    event.preventDefault();
    const quoteResponse = this.target?.quoteResponse;
    const swap = swapOf(quoteResponse);
    if (!quoteResponse || !swap || this.submitter.pending) return;
    const token = findToken(this.tokensTask.value ?? [], quoteResponse.quoteRequest.originAsset);
    // ANY_INPUT paid from a chosen chain: the hash is that chain's; the swap's own address stays its identity.
    const chain = this.payFrom.value?.chosen.chain ?? depositChain(quoteResponse, token) ?? '';
    // Fetched when the user wrote the hash; awaited only if the user is faster than the chunk (and by updateComplete).
    const { validateAddress, validateTxHash } = this.addresses.value ?? (await (this.checksLoading = loadAddresses()));
    const hash = validateTxHash(chain, this.txHash);
    this.txHashError = hash.ok ? '' : checkMessage(hash, this.words.common);
    let nearSenderAccount: string | undefined;
    if (chain === 'near' && this.sender.trim()) {
      const sender = validateAddress('near', this.sender);
      this.senderError = sender.ok ? '' : this.senderMessage(sender);
      if (sender.ok) nearSenderAccount = sender.value;
    }
    if (!hash.ok || this.senderError) {
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>(hash.ok ? '#sender' : '#tx-hash')?.focus();
      return;
    }
    await this.submitter.submit(this.client, { ...swap, txHash: hash.value, nearSenderAccount });
  }

  /** The service answered a hash sent now: recorded, shown, then told to the page. */
  private async onAnswered({ depositAddress, memo, txHash }: HashSubmission, statusResponse: StatusResponse) {
    this.progress.record({ depositAddress, memo }, statusResponse);
    await this.updateComplete;
    // The deposit arrived, so the form is gone: the note that replaced it takes the focus.
    if (this.phase === 'received' || this.phase === 'final') {
      this.renderRoot.querySelector<HTMLElement>('[part=received], [part=outcome]')?.focus();
    }
    this.dispatchEvent(new SwapDepositSubmitEvent({ group: this.group, depositAddress, memo, txHash, statusResponse }));
  }

  /**
   * A hash from the wallet (now, or saved before a reload): shown in the field and submitted as a typed one (a NEAR
   * wallet's account as the sender).
   */
  private submitWalletHash(txHash: string, nearSenderAccount?: string) {
    const swap = swapOf(this.target?.quoteResponse);
    if (!swap) return;
    this.txHash = txHash;
    this.txHashError = '';
    if (nearSenderAccount) this.sender = nearSenderAccount;
    void this.submitter.submit(this.client, { ...swap, txHash, nearSenderAccount });
  }

  /** The sender field asks for an account, so its checks speak of an account (not of an address). */
  private senderMessage(check: Check & { ok: false }): string {
    const t = this.words.t;
    if (check.code === 'address-spaces') return t('senderHasSpaces');
    if (check.code === 'address-format') return t('senderInvalid');
    return checkMessage(check, this.words.common);
  }

  private downloadReceipt() {
    const quoteResponse = this.target?.quoteResponse;
    const swap = swapOf(quoteResponse);
    if (!swap) return;
    downloadReceiptFile(this.renderRoot, quoteResponse, swap);
  }

  private newQuote() {
    const { depositAddress = '', memo } = swapOf(this.target?.quoteResponse) ?? {};
    const store = this.storeController.store;
    if (sameSwap(store.get().activeSwap, { depositAddress, memo })) store.clearActive();
    this.requestUpdate();
    this.dispatchEvent(new SwapDepositRestartEvent({ group: this.group, depositAddress, memo }));
  }

  private onQrMode(event: Event) {
    this.qrMode = (event.target as HTMLInputElement).value as QrMode;
  }

  // ---- render ----------------------------------------------------------------------------------------------------

  private qrSvg(text: string): string {
    const encoder = this.qr.value;
    if (!encoder) return '';
    if (this.qrCache?.text !== text) this.qrCache = { text, svg: encoder.renderSVG(text, QR_OPTIONS) };
    return this.qrCache.svg;
  }

  override render() {
    const t = this.words.t;
    const group = { group: this.group };
    // Once the deposit arrived nothing is to be sent: the heading says so too.
    const [title, label] =
      this.phase === 'send'
        ? [t('title'), t('regionLabelWithGroup', group)]
        : this.phase === 'top-up'
          ? [t('titleTopUp'), t('regionLabelTopUpWithGroup', group)]
          : [t('titleReceived'), t('regionLabelReceivedWithGroup', group)];
    // Several groups on one page need distinct landmark names.
    return html`<section part="base" aria-label=${this.group === DEFAULT_GROUP ? title : label}>
      <h2 id="title" part="title">${title}</h2>
      ${this.renderBody()}
      <p id="announcement" class="visually-hidden" role="status">${this.announcement}</p>
    </section>`;
  }

  private renderBody(): TemplateResult {
    const t = this.words.t;
    if (this.preview) return html`<p part="empty">${t('previewQuote')}</p>`;
    const target = this.target;
    if (!target) return html`<p part="empty" class="muted">${t('empty')}</p>`;
    const quoteResponse = target.quoteResponse;
    if (!quoteResponse) return missingSection(t, target);
    const check = this.check;
    const failed = check && !check.ok ? check : undefined;
    if (failed || this.verifyTask.status === TaskStatus.ERROR) {
      return signatureErrorSection(t, signatureReason(this.words, failed, this.verifyTask.error), this.newQuote);
    }
    if (!check) return html`<p class="muted">${t('checkingSignature')}</p>`;
    const loading = html`<p class="muted">${t('loadingTokens')}</p>`;
    return this.tokensTask.render({
      initial: () => loading,
      pending: () => (this.tokensTask.value ? this.renderInstructions(quoteResponse, this.tokensTask.value) : loading),
      complete: (tokens) => this.renderInstructions(quoteResponse, tokens ?? []),
      // The saved quote has what a deposit needs: the instructions stay, with the failure beside them.
      error: (error) =>
        html`<div part="error" role="alert">
            <p>${t('tokensFailed', { error: describeError(error, { text: this.words.common }) })}</p>
            <button class="button" type="button" @click=${() => this.tokensTask.run()}>${t('tryAgain')}</button>
          </div>
          ${this.renderInstructions(quoteResponse, this.tokensTask.value ?? [])}`,
    }) as TemplateResult;
  }

  private renderInstructions(quoteResponse: QuoteResponse, tokens: Token[]) {
    const { t, common, locale } = this.words;
    return instructionsSection({
      t,
      common,
      locale,
      quoteResponse,
      tokens,
      phase: this.phase,
      known: this.known,
      expired: this.expired,
      clock: this.clockFn,
      qrMode: this.qrMode,
      qrSvg: (text) => this.qrSvg(text),
      txHash: this.txHash,
      txHashError: this.txHashError,
      sender: this.sender,
      senderError: this.senderError,
      submission: this.submitter.value,
      wallet: html`${this.wallet.render(this.words)}${this.intent instanceof Promise ? nothing : this.intent?.render(this.words)}`,
      pay: this.payFrom.value,
      onPayFrom: this.payFrom.onPick,
      // Lit calls these on the host.
      onNewQuote: this.newQuote,
      onQrMode: this.onQrMode,
      onTxHashInput: this.onTxHashInput,
      onSenderInput: this.onSenderInput,
      onSubmit: this.onSubmit,
      onDownload: this.downloadReceipt,
    });
  }
}

SwapDeposit.define('swap-deposit');

declare global {
  interface HTMLElementTagNameMap {
    'swap-deposit': SwapDeposit;
  }
}
