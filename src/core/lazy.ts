// Code that only some elements need, loaded on first use so the script-tag bundle stays small: the per-chain
// address checks (checksums need @scure/base and @noble/hashes) and the QR encoder. Each loads once per page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Addresses = typeof import('./addresses.js');
type Qr = typeof import('uqr');

let addresses: Promise<Addresses> | undefined;
let qr: Promise<Qr> | undefined;

export const loadAddresses = (): Promise<Addresses> => (addresses ??= import('./addresses.js'));
export const loadQr = (): Promise<Qr> => (qr ??= import('uqr'));

/** Holds a lazily loaded module for an element: `value` is undefined until it arrives, then the host re-renders. */
export class LazyModule<T> implements ReactiveController {
  value?: T;
  error?: unknown;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: () => Promise<T>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.value) return;
    this.load().then(
      (module) => {
        this.value = module;
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.error = error;
        this.host.requestUpdate();
      },
    );
  }
}
