// How far the swap <swap-deposit> shows has got, from everything the page knows: the group's store (where
// <swap-status> records what it polls), swap-status-change events, the receipt saved on this device, the element's own
// hash submission, and one status check when a swap is taken up (a saved receipt may be older than the swap).
// Following the swap further is <swap-status>'s job.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { SwapClient } from '../../../api/client.js';
import type { QuoteResponse, StatusResponse } from '../../../api/schemas.js';
import { sameSwap, swapOf } from '../../../controllers/swap-target.js';
import { supersedes, type StatusSeen } from '../../../core/status.js';
import { SwapStatusChangeEvent } from '../../../events.js';
import { getStore } from '../../../store/store.js';
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

/** The latest of the responses by the one rule (core/status supersedes): never a step back. */
function newest(swapType: string | undefined, responses: (StatusResponse | undefined)[]): StatusResponse | undefined {
  let best: StatusResponse | undefined;
  for (const r of responses) if (r && (!best || supersedes(r, best, swapType))) best = r;
  return best;
}

/** The status of a swap saved on this device (its receipt's, with the service's time when it had one). */
const savedStatus = (swap: Swap): StatusSeen | undefined => {
  const receipt = savedReceipt(swap);
  return receipt?.status ? { status: receipt.status, updatedAt: receipt.statusUpdatedAt } : undefined;
};

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
  /** The latest swap-status-change of the group about the shown swap (it may not be the group's active swap). */
  private heard?: { swap: Swap; response: StatusResponse };
  private connected = false;

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
    document.addEventListener(SwapStatusChangeEvent.eventName, this.onStatusChange);
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener(SwapStatusChangeEvent.eventName, this.onStatusChange);
  }

  /** The latest status of the shown swap; `submitted` is the service's answer to the host's own hash submission. */
  latest(submitted?: StatusResponse): Known {
    const { group, quoteResponse } = this.input();
    const swap = swapOf(quoteResponse);
    if (!swap) return {};
    const active = getStore(group).get().activeSwap;
    const checked = this.check.value;
    const heard = this.heard;
    const swapType = quoteResponse?.quoteRequest.swapType;
    const response = newest(swapType, [
      sameSwap(active, swap) ? active?.statusResponse : undefined,
      sameSwap(checked?.swap, swap) ? checked?.response : undefined,
      sameSwap(heard?.swap, swap) ? heard?.response : undefined,
      submitted,
    ]);
    const saved = savedStatus(swap);
    return saved && !(response && supersedes(response, saved, swapType))
      ? { status: saved.status }
      : { status: response?.status, response };
  }

  /** Records a status answer in the group's store (which keeps it only if no later one is known). */
  record(swap: Swap, response: StatusResponse): void {
    if (!this.connected) return; // a late answer to a host already removed
    getStore(this.input().group).recordStatus(swap.depositAddress, swap.memo, response);
  }

  /** A <swap-status> of the group saw a new status: it is in the store or the saved receipt, or in the event. */
  private readonly onStatusChange = (event: SwapStatusChangeEvent) => {
    const { group, quoteResponse } = this.input();
    if (event.detail?.group !== group) return;
    const response = event.detail.statusResponse;
    const swap = swapOf(quoteResponse);
    if (swap && sameSwap(swapOf(response?.quoteResponse ?? undefined), swap)) this.heard = { swap, response };
    this.host.requestUpdate();
  };
}
