// The receipts saved on this device, newest first, kept in step with other tabs (when another tab of the site saves
// or changes a receipt, the page's copy is read again, so it shows here and this tab's next write keeps it), and
// forgetting one.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type SwapStore } from '../../../store/store.js';
import {
  STORAGE_KEY,
  forgetReceipt,
  reloadReceipts,
  sameSwap,
  savedReceipts,
  type Receipt,
  type SwapRef,
} from '../../../store/receipts.js';
import { newestFirst } from '../activity.model.js';

export class DeviceReceiptsController implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Every saved swap, newest first. */
  get list(): Receipt[] {
    return newestFirst(savedReceipts());
  }

  /**
   * Forgets a swap on this device: its receipt goes, and it stops being the group's active swap (another group's, on
   * this page, until the next reload: its saved mark goes with the receipt).
   */
  forget(swap: SwapRef, store: Pick<SwapStore, 'get' | 'clearActive'>): void {
    if (sameSwap(store.get().activeSwap, swap)) store.clearActive();
    forgetReceipt(swap);
    this.host.requestUpdate();
  }

  hostConnected(): void {
    window.addEventListener('storage', this.onStorage);
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this.onStorage);
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    // A page whose own writes failed keeps what it holds in memory rather than lose it to the stored copy.
    if (reloadReceipts()) this.host.requestUpdate();
  };
}
