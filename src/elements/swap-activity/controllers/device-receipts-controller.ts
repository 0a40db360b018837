// The receipts saved on this device, newest first, kept in step with the store's table of swaps (a receipt saved or
// changed here or in another tab of the site reaches the list through the table's page-wide subscription), and
// forgetting one.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type SwapStore } from '../../../store/store.js';
import {
  forgetReceipt,
  sameSwap,
  savedReceipts,
  watchSwaps,
  type Receipt,
  type SwapRef,
} from '../../../store/receipts.js';
import { newestFirst } from '../activity.model.js';

export class DeviceReceiptsController implements ReactiveController {
  private unwatch?: () => void;
  /** The list as the table last told (read again only when it changes). */
  private receipts?: Receipt[];

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Every saved swap, newest first. */
  get list(): Receipt[] {
    return (this.receipts ??= newestFirst(savedReceipts()));
  }

  /**
   * Forgets a swap on this device: its receipt goes, and it stops being the group's active swap (another group's, on
   * this page, until the next reload: its saved mark goes with the receipt).
   */
  forget(swap: SwapRef, store: Pick<SwapStore, 'get' | 'clearActive'>): void {
    if (sameSwap(store.get().activeSwap, swap)) store.clearActive();
    forgetReceipt(swap);
    this.changed();
  }

  hostConnected(): void {
    this.receipts = undefined;
    this.unwatch = watchSwaps(this.changed);
  }

  hostDisconnected(): void {
    this.unwatch?.();
    this.unwatch = undefined;
  }

  private readonly changed = () => {
    this.receipts = undefined;
    this.host.requestUpdate();
  };
}
