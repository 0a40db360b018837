// How far the swap <swap-deposit> shows has got: its entry in the page's table of swaps (store/swaps.ts), where
// <swap-status> records what it polls, the element records its own hash submission and the one status check when a swap
// is taken up (a saved receipt may be older than the swap), and the receipt saved on this device lies beneath.
// Following the swap further is <swap-status>'s job.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { SwapClient } from '../../../api/client.js';
import type { QuoteResponse, StatusResponse } from '../../../api/schemas.js';
import { swapKey, swapOf } from '../../../controllers/swap-target.js';
import { recordStatus, swapStatus, watchSwap } from '../../../store/store.js';
import { savedReceipt } from '../../../store/receipts.js';
import { keepNewReceipt } from '../../../store/receipt-records.js';

/**
 * What the view may ask of the payer: the instructions (`send`), the rest of a short deposit (`top-up`), or nothing
 * once the deposit arrived (`received`: the swap is under way; `final`: it is over).
 */
export type Phase = 'send' | 'top-up' | 'received' | 'final';

/** The latest status known for the shown swap; `response` when a status response (with its amounts) is at hand. */
export interface Known {
  status?: string;
  response?: StatusResponse;
}

type Swap = { depositAddress: string; memo?: string };

export function phaseOf(status: string | undefined): Phase {
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

/** Saves a verified quote that came as a property or an event, so its address survives a reload. */
export function keepReceipt(quoteResponse: QuoteResponse): void {
  const swap = swapOf(quoteResponse);
  if (!swap || savedReceipt(swap)) return;
  const now = new Date().toISOString();
  keepNewReceipt({ quoteResponse, ...swap, verified: true, savedAt: now, updatedAt: now });
}

/** What the host tells: its group, the swap it shows, and whether that swap's signature check passed. */
export interface ProgressInput {
  group: string;
  /** The quote of the shown swap. */
  quoteResponse?: QuoteResponse;
  /** Its signature check passed: only then is the service asked about its address. */
  verified: boolean;
  client: SwapClient;
}

export class DepositProgressController implements ReactiveController {
  private connected = false;
  /** The shown swap's key and the end of its watch in the table. */
  private watching?: { key: string; stop: () => void };

  /** The one status check when a swap is taken up: the instructions must not ask for a deposit that already arrived. */
  readonly check: Task<readonly [string?, string?, SwapClient?], { swap: Swap; response: StatusResponse } | undefined>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ProgressInput,
  ) {
    host.addController(this);
    this.check = new Task(host, {
      task: async ([depositAddress, memo, client], { signal }) => {
        if (!depositAddress || !client) return undefined;
        const swap = { depositAddress, memo };
        try {
          const response = await client.status({ depositAddress, ...(memo ? { depositMemo: memo } : {}) }, { signal });
          this.record(swap, response);
          return { swap, response };
        } catch {
          // Only a check: without an answer (a 404 moments after quoting is normal) the view shows what the page knows.
          return undefined;
        }
      },
      args: () => {
        const { quoteResponse, verified, client } = this.input();
        const swap = verified ? swapOf(quoteResponse) : undefined;
        return swap ? [swap.depositAddress, swap.memo, client] : [];
      },
    });
  }

  hostConnected(): void {
    this.connected = true;
    this.watch();
  }

  hostUpdate(): void {
    this.watch();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.watching?.stop();
    this.watching = undefined;
  }

  /** The latest status of the shown swap, as the table holds it. */
  latest(): Known {
    const swap = swapOf(this.input().quoteResponse);
    if (!swap) return {};
    const { status, response } = swapStatus(swap);
    return response ? { status, response } : { status };
  }

  /** Records a status answer in the page's table (which keeps it only if no later one is known). */
  record(swap: Swap, response: StatusResponse): void {
    if (!this.connected) return; // a late answer to a host already removed
    recordStatus(swap, response);
  }

  /** Follows the shown swap's entry in the table: any change to it (whoever wrote it) is rendered. */
  private watch(): void {
    const swap = this.connected ? swapOf(this.input().quoteResponse) : undefined;
    const key = swap ? swapKey(swap) : '';
    if (this.watching?.key === key) return;
    this.watching?.stop();
    this.watching = swap ? { key, stop: watchSwap(swap, () => this.host.requestUpdate()) } : undefined;
  }
}
