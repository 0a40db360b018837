// "Get deposit address" of <swap-quote>: one non-dry quote at a time, its signature checked, then the group's active
// swap and receipt (store.activate). A deposit of the group that may still receive funds is not replaced without the
// user saying so; the question and the "form no longer matches" note are views/active-deposit.view.ts.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CallOptions } from '../../../api/client.js';
import type { QuoteRequest, QuoteResponse } from '../../../api/schemas.js';
import { verifyQuoteSignature } from '../../../api/signature.js';
import { depositCutoff, isFinalStatus } from '../../../core/status.js';
import { swapStatus, type ActiveSwap, type SwapStore } from '../../../store/store.js';
import { rememberToken } from '../../../store/recent-tokens.js';

/** The request fields that make a deposit what it is: a form that differs in any of them asks for another one. */
const COMPARED_FIELDS = ['originAsset', 'destinationAsset', 'amount', 'swapType', 'slippageTolerance', 'recipient',
  'recipientType', 'refundTo', 'refundType', 'depositType'] as const; // prettier-ignore

/** What the controller reads from its host, whenever it needs it. */
export interface ConfirmInput {
  /** The form's key (undefined while it is incomplete or invalid). */
  key?: string;
  /** The form's request fields, compared with the active deposit's. */
  draft?: Omit<QuoteRequest, 'dry' | 'deadline'>;
  /** The non-dry request, built when it is sent. */
  request(): QuoteRequest;
  quote(request: QuoteRequest, options: CallOptions): Promise<QuoteResponse>;
  /** `ed25519:<base58>` key the signature is checked against. */
  publicKey: string;
  store: Pick<SwapStore, 'get' | 'activate'>;
  /** The configured clock, in epoch ms. */
  now(): number;
}

export interface ConfirmReports {
  /** The request goes out. */
  started(): void;
  /** Checked, stored and made the group's active swap; the returned promise settles once it is told. */
  confirmed(response: QuoteResponse): Promise<void>;
  /** The request failed ('confirm') or the signature did not check out ('verify'); `key` is the form it was for. */
  failed(error: unknown, operation: 'confirm' | 'verify', key: string): void;
}

export class ConfirmQuoteController implements ReactiveController {
  /** A non-dry quote is on its way (set synchronously, so a double click cannot send two). */
  busy = false;
  /** The "Replace this deposit address?" question is open. */
  prompt = false;
  /** The deposit this form got (until the form changes). */
  confirmed?: QuoteResponse;
  /** The deposit address the last confirmation replaced (still saved, not to be paid). */
  replaced?: string;
  private confirmedKey?: string;
  private abort?: AbortController;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ConfirmInput,
    private readonly reports: ConfirmReports,
  ) {
    host.addController(this);
  }

  /**
   * The group's deposit that may still receive funds: confirmed, not final, before its cutoff. A second deposit
   * address must not replace it without the user saying so.
   */
  get inFlight(): ActiveSwap | undefined {
    const { store, now } = this.input();
    const active = store.get().activeSwap;
    if (!active) return undefined;
    const status = swapStatus(active).status;
    if (isFinalStatus(status)) return undefined;
    const cutoff = depositCutoff(active.quoteResponse.quote);
    return cutoff !== undefined && now() >= cutoff ? undefined : active;
  }

  /** The in-flight deposit when the form (as it is now) asks for something else. */
  get mismatched(): ActiveSwap | undefined {
    const active = this.inFlight;
    const draft = this.input().draft;
    if (!active) return undefined;
    const made = active.quoteResponse.quoteRequest as Record<string, unknown>;
    const same = draft && COMPARED_FIELDS.every((field) => String(draft[field] ?? '') === String(made[field] ?? ''));
    return same ? undefined : active;
  }

  hostUpdate(): void {
    // A confirmation describes the form it was made for; any edit retires it.
    if (this.confirmed && this.input().key !== this.confirmedKey) this.confirmed = undefined;
  }

  hostDisconnected(): void {
    this.abort?.abort();
  }

  /** The user edited the form: the deposit shown no longer describes it. */
  retire(): void {
    this.confirmed = undefined;
    this.host.requestUpdate();
  }

  /** Closes the question, keeping the current deposit. */
  keep(): void {
    this.prompt = false;
    this.host.requestUpdate();
  }

  /**
   * Asks for a deposit address for the (complete, valid) form. 'prompt': an in-flight deposit needs the user's word
   * first (`replaceApproved`); 'busy': one is already on its way.
   */
  run(replaceApproved: boolean): 'busy' | 'prompt' | 'sent' {
    if (this.busy) return 'busy';
    const inFlight = this.inFlight;
    if (inFlight && !replaceApproved) {
      this.prompt = true;
      this.host.requestUpdate();
      return 'prompt';
    }
    void this.send(inFlight?.depositAddress);
    return 'sent';
  }

  private async send(replacing: string | undefined): Promise<void> {
    const { key = '', request, quote, publicKey, store } = this.input();
    this.prompt = false;
    this.busy = true;
    this.confirmed = undefined;
    this.host.requestUpdate();
    this.reports.started();
    const abort = (this.abort = new AbortController());
    try {
      const response = await quote(request(), { signal: abort.signal });
      const check = await verifyQuoteSignature(response, publicKey);
      if (!check.ok) {
        const error = new Error(`The quote's signature did not verify (${check.reason}): ${check.message}`);
        this.reports.failed(error, 'verify', key);
        return;
      }
      store.activate(response, true);
      // A confirmed swap's tokens count as used: the token pickers offer them first.
      rememberToken('origin', response.quoteRequest.originAsset);
      rememberToken('destination', response.quoteRequest.destinationAsset);
      this.replaced = replacing;
      this.confirmed = response;
      this.confirmedKey = key;
      await this.reports.confirmed(response);
    } catch (error) {
      if (!abort.signal.aborted) this.reports.failed(error, 'confirm', key);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}
