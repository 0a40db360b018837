// Code that only some elements need, loaded on first use so the script-tag bundle stays small: the per-chain
// address checks (checksums need @scure/base and @noble/hashes), the QR encoder, the history's virtualizer and the
// token pickers' built-in logos (the wallet families' chunks are controllers/wallet-module.ts, with the elements that
// drive wallets). Each loads once per page; once loaded it is available synchronously, so later elements render with
// it from their first update.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Addresses = typeof import('../core/addresses.js');
export type Qr = typeof import('uqr');
export type Virtualizer = typeof import('@lit-labs/virtualizer/virtualize.js');
/** The built-in chain and token logos (src/icons/logos.ts): loaded when a token picker first opens. */
export type Logos = typeof import('../icons/logos.js');

export interface Lazy<T> {
  load(): Promise<T>;
  /** The module once loaded, else undefined. */
  current?: T;
}

function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  let promise: Promise<T> | undefined;
  const entry: Lazy<T> = {
    load: () =>
      (promise ??= importer().then(
        (module) => (entry.current = module),
        (error: unknown) => {
          promise = undefined; // a failed chunk load may be retried
          throw error;
        },
      )),
  };
  return entry;
}

export const addressesModule = lazy<Addresses>(() => import('../core/addresses.js'));
export const qrModule = lazy<Qr>(() => import('uqr'));
export const virtualizerModule = lazy<Virtualizer>(() => import('@lit-labs/virtualizer/virtualize.js'));
export const logosModule = lazy<Logos>(() => import('../icons/logos.js'));
export const loadAddresses = (): Promise<Addresses> => addressesModule.load();

/**
 * Holds a lazily loaded module for an element: `value` is undefined until it arrives, then the host re-renders. It is
 * fetched when the host connects, or with `onConnect: false` only once the host calls load() (when it needs it).
 */
export class LazyModule<T> implements ReactiveController {
  error?: unknown;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly module: Lazy<T>,
    private readonly options: { onConnect?: boolean } = {},
  ) {
    host.addController(this);
  }

  get value(): T | undefined {
    return this.module.current;
  }

  hostConnected(): void {
    if (this.options.onConnect !== false) this.load();
  }

  /**
   * Fetches the module unless it is here (a fetch under way is shared); the host re-renders once it arrives. A failed
   * fetch is kept in `error` and tried again by the next load() (the next update that needs it), never in a loop.
   * Resolves once the module is here or its fetch failed.
   */
  load(): Promise<void> {
    if (this.module.current) return Promise.resolve();
    return this.module.load().then(
      () => this.host.requestUpdate(),
      (error: unknown) => void (this.error = error),
    );
  }
}
