// An element's token list (symbols, decimals, the quote's pickers): loaded through the group's store (one request per
// page and service), again when the service changes, and after a failure only when asked (`load()`). A load for a
// service the element no longer uses never reports its failure over the current one. Without a `failed` callback a
// failure is quiet: the list only adds symbols there. A disconnected element asks for nothing: Lit still renders it
// when something requests an update (a chunk that lands after it left), and its store is then whatever the page's
// group has now.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClient } from '../api/client.js';
import type { SwapStore } from '../store/store.js';

export interface TokenListInput {
  store: Pick<SwapStore, 'get' | 'loadTokens'>;
  client: SwapClient;
  /** Whether the list is wanted yet (e.g. only once there is a swap to show); true when absent. */
  wanted?: boolean;
}

export class TokenList implements ReactiveController {
  /** The service (base URL) the list was last asked from. */
  private key?: string;
  private abort?: AbortController;
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly input: () => TokenListInput,
    private readonly failed?: (error: unknown) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
  }

  hostUpdate(): void {
    if (!this.connected) return;
    const { store, client, wanted = true } = this.input();
    const state = store.get().tokens.state;
    if (!wanted) return;
    if (state === 'ready' || (client.baseUrl === this.key && state !== 'idle')) return; // an error waits for retry
    this.key = client.baseUrl;
    void this.load();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.abort?.abort();
    this.key = undefined;
  }

  /** Loads the list (the retry button). */
  async load(): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const { store, client } = this.input();
    try {
      await store.loadTokens({ client, signal: abort.signal });
    } catch (error) {
      if (!abort.signal.aborted) this.failed?.(error);
    }
  }
}
