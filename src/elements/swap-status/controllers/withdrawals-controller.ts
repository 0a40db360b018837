// What an ANY_INPUT address collected and paid out (`GET /v0/any-input/withdrawals`), for <swap-status>. The host
// calls refresh() when its status poller takes an answer: one withdrawals request per status answer at most, never
// two at once (an answer that comes while one is in flight asks once more after it). A refused credential (401) is
// not asked with again; a 404 means nothing was collected yet. Aborted when the host leaves or the swap changes.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClientConfig } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { AnyInputWithdrawals } from '../../../api/any-input-schemas.js';
import type { QuoteResponse } from '../../../api/schemas.js';
import { clientFor } from '../../../store/store.js';
import { swapKey } from '../../../store/receipts.js';

/** Withdrawals asked for per request (newest first). */
export const WITHDRAWALS_LIMIT = 100;

/** What the controller reads from its host, each time it needs it. */
export interface WithdrawalsInput {
  swap?: { depositAddress: string; memo?: string };
  /** The swap's quote: only ANY_INPUT swaps have withdrawals. */
  quoteResponse?: QuoteResponse;
  /** The host's resolved configuration (with the partner credential, or a gateway as base URL). */
  config: SwapClientConfig;
}

/** What the host renders. */
export interface WithdrawalsState {
  /** The latest list (kept while the next one loads, and after a failed reload). */
  list?: AnyInputWithdrawals;
  loading: boolean;
  /** 404: the service has nothing for this address yet. */
  none: boolean;
  /** 401: the credential is missing or refused; no more requests with it. */
  refused: boolean;
  /** The last failure (cleared by the next answer). */
  error?: unknown;
}

const EMPTY: WithdrawalsState = { loading: false, none: false, refused: false };

export const isAnyInput = (quoteResponse: QuoteResponse | undefined): boolean =>
  quoteResponse?.quoteRequest.swapType === 'ANY_INPUT';

const credentialOf = (config: SwapClientConfig): string => config.apiKey || config.token || '';

export class WithdrawalsController implements ReactiveController {
  private current: WithdrawalsState = EMPTY;
  /** The swap the state is about (its key), when it is an ANY_INPUT swap. */
  private key?: string;
  private inFlight?: AbortController;
  /** A status answer came while a request was in flight: ask once more after it. */
  private again = false;
  /** The credential the service refused (401); a different one is tried again. */
  private refusedCredential?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => WithdrawalsInput,
  ) {
    host.addController(this);
  }

  get state(): Readonly<WithdrawalsState> {
    const refused =
      this.refusedCredential !== undefined && this.refusedCredential === credentialOf(this.input().config);
    return refused === this.current.refused ? this.current : { ...this.current, refused };
  }

  /** Whether the shown swap has withdrawals to show (ANY_INPUT). */
  get applies(): boolean {
    return this.keyOf() !== undefined;
  }

  hostUpdate(): void {
    // Another swap (or none, or not ANY_INPUT): nothing of the old one stays.
    if (this.keyOf() !== this.key) this.follow();
  }

  hostDisconnected(): void {
    this.abort();
    this.again = false;
  }

  /** Asks for the list (after a status answer, or "Try again"), unless the credential was refused. */
  refresh(): void {
    const key = this.keyOf();
    if (key !== this.key) this.follow();
    if (!key || this.state.refused) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    void this.load();
  }

  private keyOf(): string | undefined {
    const { swap, quoteResponse } = this.input();
    return swap && isAnyInput(quoteResponse) ? swapKey(swap) : undefined;
  }

  private follow(): void {
    this.abort();
    this.again = false;
    this.key = this.keyOf();
    this.current = EMPTY;
    this.host.requestUpdate();
  }

  private abort(): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
    if (this.current.loading) this.set({ loading: false });
  }

  private set(patch: Partial<WithdrawalsState>): void {
    this.current = { ...this.current, ...patch };
    this.host.requestUpdate();
  }

  private async load(): Promise<void> {
    const { swap, config } = this.input();
    if (!swap) return;
    const controller = new AbortController();
    this.inFlight = controller;
    this.set({ loading: true });
    const query = {
      depositAddress: swap.depositAddress,
      ...(swap.memo ? { depositMemo: swap.memo } : {}),
      sortOrder: 'desc' as const,
      limit: WITHDRAWALS_LIMIT,
    };
    try {
      // Never retried inside the client: the next status answer asks again.
      const list = await clientFor({ ...config, retries: 0 }).anyInputWithdrawals(query, { signal: controller.signal });
      if (controller.signal.aborted) return;
      this.set({ list, none: false, error: undefined });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isSwapApiError(error) && error.kind === 'unauthorized') {
        this.refusedCredential = credentialOf(config);
        this.again = false;
        this.set({ error: undefined });
      } else if (isSwapApiError(error) && error.kind === 'not-found') {
        this.set({ list: undefined, none: true, error: undefined });
      } else {
        this.set({ error });
      }
    }
    this.inFlight = undefined;
    this.set({ loading: false });
    if (this.again) {
      this.again = false;
      this.refresh();
    }
  }
}
