// Connects an element to its group's store: subscribes on connect, unsubscribes on disconnect, re-renders on change,
// and follows the element when its `group` attribute changes.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { getStore, type SwapState, type SwapStore } from '../store/store.js';

export interface GroupHost extends ReactiveControllerHost {
  group: string;
}

export class StoreController implements ReactiveController {
  private current?: SwapStore;
  private unsubscribe?: () => void;

  constructor(
    private readonly host: GroupHost,
    private readonly onChange?: (state: SwapState) => void,
  ) {
    host.addController(this);
  }

  /** The store of the host's current group. */
  get store(): SwapStore {
    return getStore(this.host.group);
  }

  get state(): SwapState {
    return this.store.get();
  }

  hostConnected(): void {
    this.follow();
  }

  hostUpdate(): void {
    // The group attribute may have changed since the last render.
    if (this.current && this.current !== this.store) this.follow();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.current = undefined;
  }

  private follow(): void {
    this.unsubscribe?.();
    this.current = this.store;
    this.unsubscribe = this.current.subscribe((state) => {
      this.onChange?.(state);
      this.host.requestUpdate();
    });
  }
}
