import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { Task, TaskStatus } from '@lit/task';
import type { QuoteResponse, StatusResponse, Token } from '../../api/schemas.js';
import { verifyQuoteSignature, type SignatureCheck } from '../../api/signature.js';
import { isSwapApiError } from '../../api/errors.js';
import { formatAmount, formatUsd, isUnitsString, toDecimal } from '../../core/amounts.js';
import type { Check } from '../../core/addresses.js';
import { chainName, findToken } from '../../core/assets.js';
import { LazyModule, addressesModule, loadAddresses, qrModule } from '../../controllers/lazy-module.js';
import { formatDateTime } from '../../core/time.js';
import {
  SwapDepositRestartEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapQuoteConfirmEvent,
  SwapStatusChangeEvent,
  type SwapOperation,
} from '../../events.js';
import { DEFAULT_GROUP, getPersistence } from '../../store/store.js';
import { swapKey } from '../../store/persistence.js';
import { depositCutoff } from '../../core/status.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import { checkMessage, describeError } from '../../i18n/error-text.js';
import { richMessage, type Translate } from '../../i18n/messages.js';
import '../parts/copy-button.js';
import '../parts/countdown.js';
import { depositMessages } from '../../i18n/en/deposit.js';
import { paymentUri } from './payment-uri.js';
import { depositStyles } from './swap-deposit.styles.js';
import { commonMessages } from '../../i18n/en/common.js';

/** How the QR codes are drawn: a 4-module quiet zone and medium error correction read well from screens. */
export const QR_OPTIONS = { ecc: 'M', border: 4, pixelSize: 4 } as const;

export type QrMode = 'address' | 'uri' | 'memo';

/** Where the swap shown came from. */
type Source =
  | { kind: 'none' }
  | { kind: 'missing'; depositAddress: string; memo?: string; ambiguous: boolean }
  | {
      kind: 'quote';
      origin: 'property' | 'receipt' | 'store' | 'event';
      quoteResponse: QuoteResponse;
      /** false when an earlier check (the receipt, the store) already found the signature bad. */
      knownVerified?: boolean;
    };

type Submission =
  | { state: 'pending'; txHash: string }
  | { state: 'done'; txHash: string; statusResponse: StatusResponse; repeated: boolean }
  | { state: 'error'; txHash: string; message: string };

type Text = Translate<typeof depositMessages>;

/** A signature check; `saved` marks a swap whose signature had already failed when it was saved on this device. */
type Verification = SignatureCheck & { saved?: boolean };

/** The message key of each status the service reports to a submitted hash. */
const STATUS_TEXT: Readonly<Record<string, keyof typeof depositMessages>> = {
  PENDING_DEPOSIT: 'statusPendingDeposit',
  KNOWN_DEPOSIT_TX: 'statusKnownDepositTx',
  PROCESSING: 'statusProcessing',
  SUCCESS: 'statusSuccess',
  INCOMPLETE_DEPOSIT: 'statusIncompleteDeposit',
  REFUNDED: 'statusRefunded',
  FAILED: 'statusFailed',
};

const statusText = (t: Text, status: string): string => {
  const key = STATUS_TEXT[status];
  return key ? t(key) : t('statusUnknown', { status });
};

/** The sentence for a failed signature check, by its reason (the check's own English message goes to the event). */
const SIGNATURE_TEXT: Readonly<Record<Exclude<SignatureCheck, { ok: true }>['reason'], keyof typeof depositMessages>> =
  {
    mismatch: 'signatureMismatch',
    'malformed-signature': 'signatureMissing',
    'malformed-key': 'signatureKeyInvalid',
    unsupported: 'signatureUnsupported',
  };

/**
 * What the view may ask of the payer: the instructions (`send`), the rest of a short deposit (`top-up`), or nothing
 * once the deposit arrived (`received`: the swap is under way; `final`: it is over).
 */
type Phase = 'send' | 'top-up' | 'received' | 'final';

/** The latest status known for the shown swap; `response` when a status response (with its amounts) is at hand. */
interface Known {
  status?: string;
  response?: StatusResponse;
}

function phaseOf(status: string | undefined): Phase {
  switch (status) {
    case 'INCOMPLETE_DEPOSIT':
      return 'top-up';
    case 'KNOWN_DEPOSIT_TX':
    case 'PROCESSING':
      return 'received';
    case 'SUCCESS':
    case 'REFUNDED':
    case 'FAILED':
      return 'final';
    default: // PENDING_DEPOSIT, none, or a status this page does not know: the instructions stand
      return 'send';
  }
}

/** How far a swap has got: decides between a saved status (which has no time) and a status response. */
const PROGRESS: Readonly<Record<string, number>> = {
  PENDING_DEPOSIT: 0,
  INCOMPLETE_DEPOSIT: 1,
  KNOWN_DEPOSIT_TX: 2,
  PROCESSING: 3,
  SUCCESS: 4,
  REFUNDED: 4,
  FAILED: 4,
};
const progress = (status: string | undefined): number => (status === undefined ? -1 : (PROGRESS[status] ?? 0));

const updatedAt = (response: StatusResponse): number => {
  const ms = Date.parse(response.updatedAt);
  return Number.isFinite(ms) ? ms : -Infinity;
};

/** The newest response; on a tie (a manual clock, one event) the one further along. */
function newest(responses: (StatusResponse | undefined)[]): StatusResponse | undefined {
  let best: StatusResponse | undefined;
  for (const r of responses) {
    if (!r) continue;
    if (!best || updatedAt(r) > updatedAt(best)) best = r;
    else if (updatedAt(r) === updatedAt(best) && progress(r.status) > progress(best.status)) best = r;
  }
  return best;
}

/** The swap a status response is about, when it says so (it echoes the quote). */
const responseKey = (response: StatusResponse): string | undefined =>
  response.quoteResponse?.quote.depositAddress ? keyOf(response.quoteResponse) : undefined;

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
 * @csspart timers - The deadline and inactivity countdowns with what happens after each.
 * @csspart caution - The "send a small test amount first" caution.
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
 * @csspart receipt-button - The "Download receipt" button.
 * @csspart error - A failure message (token list).
 *
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
  static override styles = [...SwapElement.styles, depositStyles];

  @state() private qrMode: QrMode = 'address';
  @state() private txHash = '';
  @state() private txHashError = '';
  @state() private sender = '';
  @state() private senderError = '';
  @state() private submission?: Submission;
  /** A short polite announcement (expiry); the live region stays mounted so it is read when it changes. */
  @state() private announcement = '';
  /** The latest swap-quote-confirm of this group, until the store catches up or is cleared. */
  @state() private confirmed?: QuoteResponse;

  /** A quote response with a deposit address (a non-dry quote). Takes precedence over `deposit-address`. */
  @property({ attribute: false }) quote?: QuoteResponse;

  /** A deposit address whose saved receipt (on this device) is shown, e.g. after a reload or from a link. */
  @property({ attribute: 'deposit-address' }) depositAddress?: string;

  /** The memo of `deposit-address`, for chains whose deposit addresses are shared (Stellar). */
  @property() memo?: string;

  private source: Source = { kind: 'none' };
  private expired = false;
  private known: Known = {};
  private phase: Phase = 'send';
  /** The latest swap-status-change of this group about the shown swap (it may not be the group's active swap). */
  private heard?: StatusResponse;
  /** Answers per deposit address, memo and hash: each hash is sent once, a repeat shows the same answer. */
  private readonly answers = new Map<string, Promise<StatusResponse>>();
  private ticker?: ReturnType<typeof setInterval>;
  private qrCache?: { text: string; svg: string };
  private readonly clockFn = () => this.now();
  private readonly words = new Localize(this, 'deposit', depositMessages, commonMessages);

  private readonly verifyTask = new Task(this, {
    task: async ([quoteResponse, publicKey, knownVerified]): Promise<Verification | undefined> => {
      if (!quoteResponse?.quote.depositAddress) return undefined;
      const check: Verification =
        knownVerified === false
          ? {
              ok: false,
              reason: 'mismatch',
              message: "This quote's signature did not match the swap service's key when it was saved.",
              saved: true,
            }
          : await verifyQuoteSignature(quoteResponse, publicKey);
      if (!check.ok) this.fail(new Error(check.message), 'verify');
      else if (knownVerified === undefined) keepReceipt(quoteResponse);
      return check;
    },
    args: () => {
      const source = this.source;
      return source.kind === 'quote'
        ? ([source.quoteResponse, this.config.servicePublicKey, source.knownVerified] as const)
        : ([undefined, undefined, undefined] as const);
    },
  });

  /**
   * One status check when a swap is taken up: its saved receipt may be older than the swap (the page was closed while
   * it went on), and the instructions must not ask for a deposit that already arrived. Following the swap further is
   * `<swap-status>`'s job: its answers reach this element through the store, the receipt and swap-status-change.
   */
  private readonly statusTask = new Task(this, {
    task: async ([depositAddress, memo, client], { signal }) => {
      if (!depositAddress || !client) return undefined;
      try {
        const response = await client.status({ depositAddress, ...(memo ? { depositMemo: memo } : {}) }, { signal });
        this.record(depositAddress, memo, response);
        return { key: swapKey({ depositAddress: depositAddress, memo: memo }), response };
      } catch {
        // Only a check: without an answer (a 404 moments after quoting is normal) the view shows what the page knows.
        return undefined;
      }
    },
    args: () => {
      // After the signature check, so an address that failed it is never asked about.
      const check = this.verifyTask.status === TaskStatus.COMPLETE ? this.verifyTask.value : undefined;
      const quote = check?.ok ? this.quoteResponse?.quote : undefined;
      return quote?.depositAddress
        ? ([quote.depositAddress, quote.depositMemo || undefined, this.client] as const)
        : ([undefined, undefined, undefined] as const);
    },
  });

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
    args: () => [this.source.kind === 'quote' ? this.client : undefined] as const,
  });

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener(SwapQuoteConfirmEvent.eventName, this.onConfirm);
    document.addEventListener(SwapStatusChangeEvent.eventName, this.onStatusChange);
    // Re-checks expiry every second against the configured clock (the countdowns tick by themselves).
    this.ticker = setInterval(() => {
      if (this.isExpired() !== this.expired) this.requestUpdate();
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(SwapQuoteConfirmEvent.eventName, this.onConfirm);
    document.removeEventListener(SwapStatusChangeEvent.eventName, this.onStatusChange);
    clearInterval(this.ticker);
  }

  override willUpdate(): void {
    const previous = this.source;
    this.source = this.resolveSource();
    const changed = !sameSource(previous, this.source);
    if (changed) {
      this.submission = undefined;
      this.heard = undefined;
      this.txHash = '';
      this.txHashError = '';
      this.sender = '';
      this.senderError = '';
      this.qrMode = 'address';
      this.announcement = '';
    }
    const wasExpired = this.expired;
    this.expired = this.isExpired();
    this.known = this.latestStatus();
    const phase = phaseOf(this.known.status);
    // A short deposit past its deadline is refunded: no top-up then, the expired instructions say so.
    this.phase = phase === 'top-up' && this.expired ? 'send' : phase;
    if (!changed && this.expired && !wasExpired && this.phase === 'send') {
      // Announced once, when it happens while the instructions are on screen.
      this.announcement = this.words.t('announceExpired');
    }
  }

  // ---- input -----------------------------------------------------------------------------------------------------

  private resolveSource(): Source {
    if (this.quote) return { kind: 'quote', origin: 'property', quoteResponse: this.quote };
    if (this.depositAddress) {
      const address = this.depositAddress.trim();
      const memo = this.memo?.trim() || undefined;
      const persistence = getPersistence();
      let receipt = persistence.getReceipt(address, memo);
      let ambiguous = false;
      if (!receipt && !memo) {
        const all = persistence.findByAddress(address);
        if (all.length === 1) receipt = all[0];
        ambiguous = all.length > 1;
      }
      return receipt
        ? { kind: 'quote', origin: 'receipt', quoteResponse: receipt.quoteResponse, knownVerified: receipt.verified }
        : { kind: 'missing', depositAddress: address, memo, ambiguous };
    }
    const active = this.storeController.state.activeSwap;
    if (this.confirmed && active && keyOf(this.confirmed) === swapKey({ depositAddress: active.depositAddress, memo: active.memo })) {
      // The store caught up with the event: from now on it decides (and a later clearActive() is followed).
      this.confirmed = undefined;
    }
    if (this.confirmed) return { kind: 'quote', origin: 'event', quoteResponse: this.confirmed };
    if (active) {
      return { kind: 'quote', origin: 'store', quoteResponse: active.quoteResponse, knownVerified: active.verified };
    }
    return { kind: 'none' };
  }

  private readonly onConfirm = (event: SwapQuoteConfirmEvent) => {
    if (event.detail?.group !== this.group || !event.detail.quoteResponse?.quote.depositAddress) return;
    this.confirmed = event.detail.quoteResponse;
  };

  /** A `<swap-status>` of this group saw a new status: it is in the store or the saved receipt, or in the event. */
  private readonly onStatusChange = (event: SwapStatusChangeEvent) => {
    if (event.detail?.group !== this.group) return;
    const response = event.detail.statusResponse;
    const shown = this.quoteResponse;
    if (response && shown && responseKey(response) === keyOf(shown)) this.heard = response;
    this.requestUpdate();
  };

  /** The latest status of the shown swap from everything this page knows (see the class comment). */
  private latestStatus(): Known {
    const shown = this.quoteResponse;
    const depositAddress = shown?.quote.depositAddress;
    if (!shown || !depositAddress) return {};
    const key = keyOf(shown);
    const active = this.storeController.state.activeSwap;
    const checked = this.statusTask.value;
    const response = newest([
      active && swapKey({ depositAddress: active.depositAddress, memo: active.memo }) === key ? active.statusResponse : undefined,
      checked?.key === key ? checked.response : undefined,
      this.heard,
      this.submission?.state === 'done' ? this.submission.statusResponse : undefined,
    ]);
    const saved = getPersistence().getReceipt(depositAddress, this.depositMemo)?.status;
    return saved && progress(saved) > progress(response?.status)
      ? { status: saved }
      : { status: response?.status, response };
  }

  /** Records a status answer in the group's store and the saved receipt, unless a newer one is known already. */
  private record(depositAddress: string, memo: string | undefined, response: StatusResponse): void {
    if (!this.isConnected) return; // a late answer to an element already removed
    const store = this.storeController.store;
    const active = store.get().activeSwap;
    const known =
      active && swapKey({ depositAddress: active.depositAddress, memo: active.memo }) === swapKey({ depositAddress: depositAddress, memo: memo })
        ? active.statusResponse
        : undefined;
    if (known && newest([known, response]) === known) return;
    const saved = getPersistence().getReceipt(depositAddress, memo)?.status;
    if (progress(saved) > progress(response.status)) return;
    store.recordStatus(depositAddress, memo, response);
  }

  // ---- derived ---------------------------------------------------------------------------------------------------

  private get quoteResponse(): QuoteResponse | undefined {
    return this.source.kind === 'quote' ? this.source.quoteResponse : undefined;
  }

  private get depositMemo(): string | undefined {
    return this.quoteResponse?.quote.depositMemo || undefined;
  }

  /** The time after which nothing may be sent: the deadline, or the inactivity time if that comes first. */
  private cutoff(): number | undefined {
    const quote = this.quoteResponse?.quote;
    return quote ? depositCutoff(quote) : undefined;
  }

  private isExpired(): boolean {
    const cutoff = this.cutoff();
    return cutoff !== undefined && this.now() >= cutoff;
  }

  private originToken(tokens: Token[] | undefined): Token | undefined {
    return findToken(tokens ?? [], this.quoteResponse?.quoteRequest.originAsset);
  }

  /** The chain the deposit transaction happens on: the origin chain, or NEAR for deposits inside NEAR Intents. */
  private depositChain(token: Token | undefined): string | undefined {
    if (this.quoteResponse?.quoteRequest.depositType === 'INTENTS') return 'near';
    return token?.blockchain;
  }

  // ---- actions ---------------------------------------------------------------------------------------------------

  private onTxHashInput(event: Event) {
    this.txHash = (event.target as HTMLInputElement).value;
    this.txHashError = '';
  }

  private onSenderInput(event: Event) {
    this.sender = (event.target as HTMLInputElement).value;
    this.senderError = '';
  }

  private async onSubmit(event: Event) {
    event.preventDefault();
    const quoteResponse = this.quoteResponse;
    const depositAddress = quoteResponse?.quote.depositAddress;
    if (!quoteResponse || !depositAddress || this.submission?.state === 'pending') return;
    const token = this.originToken(this.tokensTask.value);
    const chain = this.depositChain(token) ?? '';
    // Loaded at connect; awaited only if the user is faster than the chunk.
    const { validateAddress, validateTxHash } = this.addresses.value ?? (await loadAddresses());
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
    const txHash = hash.value;
    const memo = this.depositMemo;
    const key = `${swapKey({ depositAddress: depositAddress, memo: memo })}|${txHash}`;
    const earlier = this.answers.get(key);
    this.submission = { state: 'pending', txHash };
    const request =
      earlier ??
      this.client.submitDeposit({
        txHash,
        depositAddress,
        ...(memo ? { memo } : {}),
        ...(nearSenderAccount ? { nearSenderAccount } : {}),
      });
    if (!earlier) this.answers.set(key, request);
    try {
      const statusResponse = await request;
      if (this.quoteResponse !== quoteResponse) return; // the swap shown changed meanwhile
      this.submission = { state: 'done', txHash, statusResponse, repeated: Boolean(earlier) };
      if (earlier) return;
      this.record(depositAddress, memo, statusResponse);
      await this.updateComplete;
      // The deposit arrived, so the form is gone: the note that replaced it takes the focus.
      if (this.phase === 'received' || this.phase === 'final') {
        this.renderRoot.querySelector<HTMLElement>('[part=received], [part=outcome]')?.focus();
      }
      this.dispatchEvent(
        new SwapDepositSubmitEvent({ group: this.group, depositAddress, memo, txHash, statusResponse }),
      );
    } catch (error) {
      // A failed submission sent nothing useful: the same hash may be tried again.
      this.answers.delete(key);
      if (this.quoteResponse !== quoteResponse) return;
      this.submission = { state: 'error', txHash, message: describeError(error, { text: this.words.common }) };
      this.fail(error, 'deposit-submit');
    }
  }

  /** The sender field asks for an account, so its checks speak of an account (not of an address). */
  private senderMessage(check: Check & { ok: false }): string {
    const t = this.words.t;
    if (check.code === 'address-spaces') return t('senderHasSpaces');
    if (check.code === 'address-format') return t('senderInvalid');
    return checkMessage(check, this.words.common);
  }

  private downloadReceipt() {
    const quoteResponse = this.quoteResponse;
    const address = quoteResponse?.quote.depositAddress;
    if (!quoteResponse || !address) return;
    const blob = new Blob([JSON.stringify(quoteResponse, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(address, this.depositMemo);
    link.rel = 'noopener';
    link.hidden = true;
    this.renderRoot.appendChild(link);
    link.click();
    link.remove();
    // Revoke after the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }

  private newQuote() {
    const quoteResponse = this.quoteResponse;
    const depositAddress = quoteResponse?.quote.depositAddress ?? '';
    const memo = this.depositMemo;
    const store = this.storeController.store;
    const active = store.get().activeSwap;
    if (active && swapKey({ depositAddress: active.depositAddress, memo: active.memo }) === swapKey({ depositAddress: depositAddress, memo: memo })) {
      store.clearActive();
    }
    this.confirmed = undefined;
    this.dispatchEvent(new SwapDepositRestartEvent({ group: this.group, depositAddress, memo }));
  }

  private onQrMode(event: Event) {
    this.qrMode = (event.target as HTMLInputElement).value as QrMode;
  }

  // ---- render ----------------------------------------------------------------------------------------------------

  /** The QR encoder arrives as its own chunk; until then the box stays empty (its text alternative is there). */
  private readonly qr = new LazyModule(this, qrModule);
  private readonly addresses = new LazyModule(this, addressesModule);

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
      this.source.kind !== 'quote' || this.phase === 'send'
        ? [t('title'), t('regionLabelWithGroup', group)]
        : this.phase === 'top-up'
          ? [t('titleTopUp'), t('regionLabelTopUpWithGroup', group)]
          : [t('titleReceived'), t('regionLabelReceivedWithGroup', group)];
    // Several groups on one page need distinct landmark names.
    return html`<section part="base" aria-label=${this.group === DEFAULT_GROUP ? title : label}>
      <h2 id="title" part="title">${title}</h2>
      ${this.renderBody(t)}
      <p id="announcement" class="visually-hidden" role="status">${this.announcement}</p>
    </section>`;
  }

  private renderBody(t: Text): TemplateResult | typeof nothing {
    const source = this.source;
    if (source.kind === 'none') return html`<p part="empty" class="muted">${t('empty')}</p>`;
    if (source.kind === 'missing') return this.renderMissing(t, source);
    const quoteResponse = source.quoteResponse;
    if (!quoteResponse.quote.depositAddress) return html`<p part="empty">${t('previewQuote')}</p>`;
    // Only a completed check of this very quote counts (a stale value of the previous quote never does).
    const check = this.verifyTask.status === TaskStatus.COMPLETE ? this.verifyTask.value : undefined;
    if (check && !check.ok) {
      return this.renderSignatureError(
        t,
        check.saved ? t('signatureFailedWhenSaved') : t(SIGNATURE_TEXT[check.reason]),
      );
    }
    if (this.verifyTask.status === TaskStatus.ERROR) {
      return this.renderSignatureError(t, describeError(this.verifyTask.error, { text: this.words.common }));
    }
    if (!check?.ok) return html`<p class="muted">${t('checkingSignature')}</p>`;
    return this.tokensTask.render({
      initial: () => html`<p class="muted">${t('loadingTokens')}</p>`,
      pending: () =>
        this.tokensTask.value
          ? this.renderInstructions(t, quoteResponse, this.tokensTask.value)
          : html`<p class="muted">${t('loadingTokens')}</p>`,
      complete: (tokens) => this.renderInstructions(t, quoteResponse, tokens ?? []),
      error: (error) =>
        html`<div part="error" role="alert">
          <p>${t('tokensFailed', { error: describeError(error, { text: this.words.common }) })}</p>
          <button class="button" type="button" @click=${() => this.tokensTask.run()}>${t('tryAgain')}</button>
        </div>`,
    });
  }

  private renderMissing(t: Text, source: Extract<Source, { kind: 'missing' }>) {
    const address = html`<span class="value">${source.depositAddress}</span>`;
    return html`<div part="not-found" role="alert">
      <p><strong>${source.ambiguous ? t('severalSwapsTitle') : t('noReceiptTitle')}</strong></p>
      <p>
        ${
          source.ambiguous
            ? t('severalSwapsDetail')
            : source.memo
              ? richMessage(t('noReceiptDetailWithMemo'), { address, memo: source.memo })
              : richMessage(t('noReceiptDetail'), { address })
        }
      </p>
    </div>`;
  }

  private renderSignatureError(t: Text, reason: string) {
    return html`<div part="signature-error" role="alert">
      <p><strong>${t('signatureErrorTitle')}</strong></p>
      <p>${t('signatureErrorDetail', { reason })}</p>
      <button part="new-quote-button" class="button" type="button" @click=${this.newQuote}>
        ${t('newQuoteButton')}
      </button>
    </div>`;
  }

  private renderInstructions(t: Text, quoteResponse: QuoteResponse, tokens: Token[]) {
    const phase = this.phase;
    if (phase === 'received' || phase === 'final') return this.renderReceived(t, quoteResponse, tokens);
    const { quote, quoteRequest } = quoteResponse;
    const depositAddress = quote.depositAddress!;
    const memo = this.depositMemo;
    const token = this.originToken(tokens);
    const symbol = token?.symbol ?? quoteRequest.originAsset;
    const intents = quoteRequest.depositType === 'INTENTS';
    const where = token ? chainName(token.blockchain) : undefined;
    const sendOnly = intents
      ? where
        ? t('sendOnlyIntentsOnChain', { token: symbol, chain: where })
        : t('sendOnlyIntents', { token: symbol })
      : where
        ? t('sendOnlyOnChain', { token: symbol, chain: where })
        : t('sendOnlyToken', { token: symbol });
    const expired = this.expired;
    const topUp = phase === 'top-up' ? this.shortfall(quoteResponse) : undefined;
    return html`
      ${this.renderVerified(t)} ${expired ? this.renderExpired(t) : nothing}
      ${topUp ? this.renderShortfall(t, quoteResponse, token, symbol, topUp.received) : nothing}
      <p part="send-only">${sendOnly}</p>
      ${intents ? nothing : html`<p class="hint">${t('wrongNetworkHint')}</p>`}
      ${
        topUp
          ? this.renderTopUpAmount(t, quoteResponse, token, symbol, topUp.remaining)
          : this.renderAmount(t, quoteResponse, token, symbol, findToken(tokens, quoteRequest.destinationAsset))
      }
      <div part="deposit-address" class="field ${expired ? 'expired-address' : ''}">
        <span class="label">${t('depositAddressLabel')}</span>
        <div class="row">
          <span part="deposit-address-value" class="value">${depositAddress}</span>
          ${
            expired
              ? html`<span class="muted">${t('addressExpiredMark')}</span>`
              : html`<swap-copy-button
                  exportparts="button: copy-button"
                  .value=${depositAddress}
                  label=${t('copyDepositAddress')}
                ></swap-copy-button>`
          }
        </div>
      </div>
      ${memo ? this.renderMemo(t, memo, expired) : nothing}
      ${expired ? nothing : this.renderQr(t, token, depositAddress, memo, topUp)} ${this.renderTimers(t, quoteResponse)}
      ${
        expired || topUp
          ? nothing
          : html`<p part="caution"><strong>${t('cautionTitle')}</strong> ${t('cautionText')}</p>`
      }
      ${this.renderSubmit(t, token)} ${this.renderReceiptButton(t)}
    `;
  }

  private renderVerified(t: Text) {
    return html`<p part="verified" title=${t('verifiedTitle')}>
      <span class="check" aria-hidden="true">✓</span> ${t('verified')}
    </p>`;
  }

  private renderReceiptButton(t: Text) {
    return html`<div class="row">
      <button part="receipt-button" class="button secondary" type="button" @click=${this.downloadReceipt}>
        ${t('downloadReceipt')}
      </button>
      <span class="hint">${t('receiptHint')}</span>
    </div>`;
  }

  /**
   * The deposit arrived (the swap is under way) or the swap is over: what happened, the address for reference and
   * the receipt. Nothing here asks for funds: no amount to copy, QR, countdown or hash form.
   */
  private renderReceived(t: Text, quoteResponse: QuoteResponse, tokens: Token[]) {
    const { quote, quoteRequest } = quoteResponse;
    const status = this.known.status;
    const details = this.known.response?.swapDetails;
    const amount = (units: string | null | undefined, assetId: string) => {
      const token = findToken(tokens, assetId);
      return token && isUnitsString(units) ? this.amountFormatter(t, token, token.symbol)(units) : undefined;
    };
    const address = (value: string) => html`<span class="address">${value}</span>`;
    const memo = this.depositMemo;
    let body: TemplateResult;
    if (this.phase === 'received') {
      body = html`<div part="received" tabindex="-1">
        <p><strong>${t('receivedTitle')}</strong></p>
        <p>${status === 'PROCESSING' ? t('receivedProcessing') : t('receivedKnownDepositTx')}</p>
      </div>`;
    } else {
      let title: string;
      let detail: unknown;
      if (status === 'SUCCESS') {
        const delivered = amount(details?.amountOut, quoteRequest.destinationAsset);
        const recipient = address(quoteRequest.recipient);
        title = t('outcomeSuccessTitle');
        detail = delivered
          ? richMessage(t('outcomeSuccessWithAmount'), { amount: delivered, recipient })
          : richMessage(t('outcomeSuccess'), { recipient });
      } else if (status === 'REFUNDED') {
        const refunded = amount(details?.refundedAmount, quoteRequest.originAsset);
        const refundTo = address(quoteRequest.refundTo);
        title = t('outcomeRefundedTitle');
        detail = refunded
          ? richMessage(t('outcomeRefundedWithAmount'), { amount: refunded, refundTo })
          : richMessage(t('outcomeRefunded'), { refundTo });
      } else {
        title = t('outcomeFailedTitle');
        detail = t('outcomeFailed');
      }
      body = html`<div part="outcome" class="outcome-${status?.toLowerCase()}" tabindex="-1">
        <p><strong>${title}</strong></p>
        <p>${detail}</p>
      </div>`;
    }
    return html`
      ${this.renderVerified(t)} ${body}
      <div part="deposit-address" class="field">
        <span class="label">${t('depositedToLabel')}</span>
        <span part="deposit-address-value" class="value">${quote.depositAddress}</span>
        ${
          memo
            ? html`<span class="label">${t('memoLabel')}</span> <span part="memo-value" class="value">${memo}</span>`
            : nothing
        }
      </div>
      ${
        this.phase === 'final'
          ? html`<button part="new-quote-button" class="button" type="button" @click=${this.newQuote}>
              ${t('newQuoteButton')}
            </button>`
          : nothing
      }
      ${this.renderReceiptButton(t)}
    `;
  }

  /** What arrived of a short deposit and what is still missing, from the latest status response (exact units). */
  private shortfall(quoteResponse: QuoteResponse): { received?: string; remaining?: string } {
    const received = this.known.response?.swapDetails?.depositedAmount;
    const required = quoteResponse.quote.amountIn;
    if (!isUnitsString(received) || !isUnitsString(required)) return {};
    const rest = BigInt(required) - BigInt(received);
    return { received, remaining: rest > 0n ? rest.toString() : undefined };
  }

  private renderShortfall(
    t: Text,
    quoteResponse: QuoteResponse,
    token: Token | undefined,
    symbol: string,
    received: string | undefined,
  ) {
    const fmt = this.amountFormatter(t, token, symbol);
    return html`<p part="top-up">
      ${
        received === undefined
          ? t('topUpShort')
          : t('topUpReceived', { received: fmt(received), total: fmt(quoteResponse.quote.amountIn) })
      }
    </p>`;
  }

  /** The amount of a top-up: exactly what is missing, or the quoted total when the service did not say. */
  private renderTopUpAmount(
    t: Text,
    quoteResponse: QuoteResponse,
    token: Token | undefined,
    symbol: string,
    remaining: string | undefined,
  ) {
    const fmt = this.amountFormatter(t, token, symbol);
    const decimals = token?.decimals;
    return html`<div part="amount" class="field">
      <span class="label">${remaining ? t('stillToSendLabel') : t('quotedAmountLabel')}</span>
      <div class="row">
        <span part="amount-value" class="value">${fmt(remaining ?? quoteResponse.quote.amountIn)}</span>
        ${
          remaining
            ? html`<swap-copy-button
                exportparts="button: copy-button"
                .value=${decimals === undefined ? remaining : toDecimal(remaining, decimals)}
                label=${t('copyStillToSend')}
              ></swap-copy-button>`
            : nothing
        }
      </div>
      <p part="amount-rules" class="hint">${t('topUpRules', { refundTo: quoteResponse.quoteRequest.refundTo })}</p>
    </div>`;
  }

  /** Formats an amount of the origin token exactly, or in smallest units when its decimals are unknown. */
  private amountFormatter(t: Text, token: Token | undefined, symbol: string) {
    const decimals = token?.decimals;
    const locale = this.words.locale;
    return (units: string | null | undefined): string =>
      units == null
        ? ''
        : decimals === undefined
          ? // Without the decimals only the integer in smallest units is exact.
            t('amountInSmallestUnits', { units: formatAmount(units, 0, { exact: true, locale }), token: symbol })
          : t('amountWithToken', { amount: formatAmount(units, decimals, { exact: true, locale }), token: symbol });
  }

  private renderExpired(t: Text) {
    return html`<div part="expired">
      <p><strong>${t('expiredTitle')}</strong></p>
      <p>${t('expiredDetail')}</p>
      <button part="new-quote-button" class="button" type="button" @click=${this.newQuote}>
        ${t('newQuoteButton')}
      </button>
    </div>`;
  }

  private renderAmount(
    t: Text,
    quoteResponse: QuoteResponse,
    token: Token | undefined,
    symbol: string,
    destination: Token | undefined,
  ) {
    const { quote, quoteRequest } = quoteResponse;
    const decimals = token?.decimals;
    const locale = this.words.locale;
    const fmt = this.amountFormatter(t, token, symbol);
    const exact = decimals === undefined ? quote.amountIn : toDecimal(quote.amountIn, decimals);
    const usd = formatUsd(quote.amountInUsd, locale);
    const refundTo = quoteRequest.refundTo;
    const min = fmt(quote.minAmountIn ?? quote.amountIn);
    const max = quote.maxAmountIn ? fmt(quote.maxAmountIn) : undefined;
    const minOut =
      quote.minAmountOut && destination
        ? t('amountWithToken', {
            amount: formatAmount(quote.minAmountOut, destination.decimals, { locale }),
            token: destination.symbol,
          })
        : undefined;
    let label: string;
    let rules: string;
    switch (quoteRequest.swapType) {
      case 'EXACT_OUTPUT':
        label = t('amountToSendLabel');
        rules = max ? t('rulesExactOutputRange', { min, max, refundTo }) : t('rulesExactOutput', { min, refundTo });
        break;
      case 'FLEX_INPUT':
        label = t('amountToSendLabel');
        rules = minOut
          ? t('rulesFlexInputWithMinimumOut', { min, minOut, refundTo })
          : t('rulesFlexInput', { min, refundTo });
        break;
      case 'ANY_INPUT':
        label = t('quotedAmountLabel');
        rules = t('rulesAnyInput', { token: symbol });
        break;
      default:
        label = t('sendExactlyLabel');
        rules = t('rulesExactInput', { refundTo });
    }
    return html`<div part="amount" class="field">
      <span class="label">${label}</span>
      <div class="row">
        <span part="amount-value" class="value"
          >${fmt(quote.amountIn)}${usd ? html` <span class="muted">${t('amountUsd', { value: usd })}</span>` : ''}</span
        >
        <swap-copy-button exportparts="button: copy-button" .value=${exact} label=${t('copyAmount')}></swap-copy-button>
      </div>
      <p part="amount-rules" class="hint">${rules}</p>
    </div>`;
  }

  private renderMemo(t: Text, memo: string, expired: boolean) {
    return html`<div part="memo" class="field ${expired ? 'expired-address' : ''}">
      <span class="label">${t('memoLabel')} <span part="memo-required">${t('memoRequired')}</span></span>
      <div class="row">
        <span part="memo-value" class="value">${memo}</span>
        ${
          expired
            ? nothing
            : html`<swap-copy-button
                exportparts="button: copy-button"
                .value=${memo}
                label=${t('copyMemo')}
              ></swap-copy-button>`
        }
      </div>
      <p class="hint">${t('memoHint')}</p>
    </div>`;
  }

  private renderQr(
    t: Text,
    token: Token | undefined,
    depositAddress: string,
    memo: string | undefined,
    topUp: { remaining?: string } | undefined,
  ) {
    const { quoteRequest, quote } = this.quoteResponse!;
    // A top-up's link carries what is missing (none when that is unknown); ANY_INPUT has no amount to carry.
    const amount = topUp ? topUp.remaining : quoteRequest.swapType === 'ANY_INPUT' ? undefined : quote.amountIn;
    const uri =
      token && quoteRequest.depositType !== 'INTENTS'
        ? paymentUri({
            chain: token.blockchain,
            contractAddress: token.contractAddress,
            decimals: token.decimals,
            depositAddress,
            memo,
            amount,
          })
        : undefined;
    const modes: { mode: QrMode; label: string; text: string; alt: string }[] = [
      {
        mode: 'address',
        label: t('qrAddressOption'),
        text: depositAddress,
        alt: t('qrAddressAlt', { address: depositAddress }),
      },
    ];
    if (uri) {
      modes.push({
        mode: 'uri',
        label: t('qrPaymentLinkOption'),
        text: uri,
        alt: t('qrPaymentLinkAlt', { link: uri }),
      });
    }
    if (memo) modes.push({ mode: 'memo', label: t('qrMemoOption'), text: memo, alt: t('qrMemoAlt', { memo }) });
    const current = modes.find((m) => m.mode === this.qrMode) ?? modes[0]!;
    return html`<div class="qr-area">
      ${
        modes.length > 1
          ? html`<fieldset part="qr-toggle">
              <legend>${t('qrLegend')}</legend>
              ${modes.map(
                (m) =>
                  html`<label
                    ><input
                      type="radio"
                      name="qr-mode"
                      .value=${m.mode}
                      .checked=${m.mode === current.mode}
                      @change=${this.onQrMode}
                    />${m.label}</label
                  >`,
              )}
            </fieldset>`
          : nothing
      }
      <div part="qr" role="img" aria-label=${current.alt} data-mode=${current.mode} data-text=${current.text}>
        ${unsafeHTML(this.qrSvg(current.text))}
      </div>
      <p part="qr-caption" aria-hidden="true">${current.text}</p>
      ${current.mode === 'uri' ? html`<p class="hint">${t('qrPaymentLinkHint')}</p>` : nothing}
    </div>`;
  }

  private renderTimers(t: Text, quoteResponse: QuoteResponse) {
    const { deadline, timeWhenInactive } = quoteResponse.quote;
    const refundTo = quoteResponse.quoteRequest.refundTo;
    const when = (iso: string) => formatDateTime(iso, this.words.locale);
    const countdown = (iso: string) =>
      html`<swap-countdown .until=${iso} .clock=${this.clockFn} .locale=${this.words.locale}></swap-countdown>`;
    const distinctInactive = timeWhenInactive && timeWhenInactive !== deadline;
    const expired = this.expired;
    return html`<div part="timers">
      ${
        deadline
          ? html`<p>
              ${
                expired
                  ? t('deadlinePassed', { date: when(deadline) })
                  : richMessage(t('timeLeft'), { countdown: countdown(deadline), date: when(deadline) })
              }
              ${t('afterDeadline', { refundTo })}
            </p>`
          : nothing
      }
      ${
        distinctInactive
          ? html`<p>
              ${
                this.now() >= Date.parse(timeWhenInactive)
                  ? t('inactivePassed', { date: when(timeWhenInactive) })
                  : richMessage(t('inactiveIn'), {
                      countdown: countdown(timeWhenInactive),
                      date: when(timeWhenInactive),
                    })
              }
              ${t('afterInactive')}
            </p>`
          : nothing
      }
    </div>`;
  }

  private renderSubmit(t: Text, token: Token | undefined) {
    const chain = this.depositChain(token);
    const near = chain === 'near';
    const submission = this.submission;
    const pending = submission?.state === 'pending';
    return html`<form part="submit" novalidate @submit=${this.onSubmit}>
      <label for="tx-hash"
        ><strong>${this.phase === 'top-up' ? t('txHashLabelTopUp') : t('txHashLabel')}</strong></label
      >
      <p class="hint" id="tx-hash-hint">
        ${chain ? t('txHashHintOnChain', { chain: chainName(chain) }) : t('txHashHint')}
      </p>
      <input
        id="tx-hash"
        part="tx-hash-input"
        type="text"
        autocomplete="off"
        spellcheck="false"
        .value=${this.txHash}
        aria-invalid=${this.txHashError ? 'true' : 'false'}
        aria-describedby="tx-hash-hint ${this.txHashError ? 'tx-hash-error' : ''}"
        @input=${this.onTxHashInput}
      />
      ${
        this.txHashError ? html`<p id="tx-hash-error" part="field-error" role="alert">${this.txHashError}</p>` : nothing
      }
      ${
        near
          ? html`<label for="sender">${t('senderLabel')}</label>
              <input
                id="sender"
                part="sender-input"
                type="text"
                autocomplete="off"
                spellcheck="false"
                placeholder=${t('senderPlaceholder')}
                .value=${this.sender}
                aria-invalid=${this.senderError ? 'true' : 'false'}
                aria-describedby=${this.senderError ? 'sender-error' : nothing}
                @input=${this.onSenderInput}
              />
              ${
                this.senderError
                  ? html`<p id="sender-error" part="field-error" role="alert">${this.senderError}</p>`
                  : nothing
              }`
          : nothing
      }
      <button part="submit-button" class="button" type="submit" ?disabled=${pending}>
        ${pending ? t('submitting') : t('submitButton')}
      </button>
      <div part="submit-result" role="status">
        ${
          submission?.state === 'done'
            ? html`<p>
                ${t(submission.repeated ? 'submittedAgain' : 'submitted', {
                  status: statusText(t, submission.statusResponse.status),
                })}
              </p>`
            : submission?.state === 'error'
              ? html`<p part="field-error">${submission.message}</p>`
              : nothing
        }
      </div>
    </form>`;
  }
}

/** Saves a verified quote that came as a property or an event, so its address survives a reload. */
function keepReceipt(quoteResponse: QuoteResponse): void {
  const depositAddress = quoteResponse.quote.depositAddress;
  if (!depositAddress) return;
  const memo = quoteResponse.quote.depositMemo || undefined;
  const persistence = getPersistence();
  if (persistence.getReceipt(depositAddress, memo)) return;
  const now = new Date().toISOString();
  persistence.saveReceipt({ quoteResponse, depositAddress, memo, verified: true, savedAt: now, updatedAt: now });
}

const keyOf = (quoteResponse: QuoteResponse): string =>
  swapKey({ depositAddress: quoteResponse.quote.depositAddress ?? '', memo: quoteResponse.quote.depositMemo });

function sameSource(a: Source, b: Source): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'quote' && b.kind === 'quote') return a.quoteResponse === b.quoteResponse;
  if (a.kind === 'missing' && b.kind === 'missing') return a.depositAddress === b.depositAddress && a.memo === b.memo;
  return true;
}

/** A file name that is safe on every system: the address (and memo) with anything unusual replaced. */
export function receiptFileName(depositAddress: string, memo?: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80);
  return `swap-receipt-${safe(depositAddress)}${memo ? `-${safe(memo)}` : ''}.json`;
}

SwapDeposit.define('swap-deposit');

declare global {
  interface HTMLElementTagNameMap {
    'swap-deposit': SwapDeposit;
  }
}
