// Code that only some elements need, loaded on first use so the script-tag bundle stays small: the per-chain
// address checks (checksums need @scure/base and @noble/hashes), the QR encoder, the history's virtualizer and the
// token pickers' built-in logos. Each loads once per page; once
// loaded it is available synchronously, so later elements render with it from their first update.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WalletMemory } from '../wallets/memory.js';

export type Addresses = typeof import('../core/addresses.js');
export type Qr = typeof import('uqr');
export type Virtualizer = typeof import('@lit-labs/virtualizer/virtualize.js');
/** EVM browser wallets (EIP-6963, EIP-1193): loaded only for a swap or a token a wallet can pay or show. */
export type EvmWallets = (typeof import('../wallets/evm.js'))['family'];
/** Bitcoin wallets (WBIP004 btc_providers, Unisat) and Tron wallets (TIP-6963, injected TronWeb): each its own chunk. */
export type BitcoinWallets = (typeof import('../wallets/bitcoin.js'))['family'];
export type TronWallets = (typeof import('../wallets/tron.js'))['family'];
/** Solana wallets (the Wallet Standard): its own chunk; the transaction builder is another, loaded when paying. */
export type SolanaWallets = (typeof import('../wallets/solana.js'))['family'];
/** NEAR wallets (NEAR Connect's injected-wallet standard, chain reads through the configured RPC URL). */
export type NearWallets = (typeof import('../wallets/near.js'))['family'];
/** TON wallets (TON Connect's injected bridge); the messages and chain reads (@ton/core) are another chunk. */
export type TonWallets = (typeof import('../wallets/ton.js'))['family'];
/** Stellar wallets (SEP-43): its own chunk; the transaction builder (@stellar/stellar-base) another, loaded when paying. */
export type StellarWallets = (typeof import('../wallets/stellar.js'))['family'];
/** The built-in chain and token logos (src/icons/logos.ts): loaded when a token picker first opens. */
export type Logos = typeof import('../icons/logos.js');

export interface Lazy<T> {
  load(): Promise<T>;
  /** The module once loaded, else undefined. */
  current?: T;
}

/**
 * A wallet chunk, with the site's remembered wallet (store/remembered-wallet.ts, a chunk of its own) plugged in: the
 * wallets floor sits below the store.
 */
export const walletChunk = <M extends { setWalletMemory(memory: WalletMemory): void }>(importer: () => Promise<M>) =>
  Promise.all([importer(), import('../store/remembered-wallet.js')]).then(([module, memory]) => {
    module.setWalletMemory(memory);
    return module;
  });

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
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
export const evmModule = lazy<EvmWallets>(() => walletChunk(() => import('../wallets/evm.js')).then((m) => m.family));
export const bitcoinModule = lazy<BitcoinWallets>(() =>
  walletChunk(() => import('../wallets/bitcoin.js')).then((m) => m.family),
);
export const tronModule = lazy<TronWallets>(() =>
  walletChunk(() => import('../wallets/tron.js')).then((m) => m.family),
);
export const solanaModule = lazy<SolanaWallets>(() =>
  walletChunk(() => import('../wallets/solana.js')).then((m) => m.family),
);
export const nearModule = lazy<NearWallets>(() =>
  walletChunk(() => import('../wallets/near.js')).then((m) => m.family),
);
export const tonModule = lazy<TonWallets>(() => walletChunk(() => import('../wallets/ton.js')).then((m) => m.family));
export const stellarModule = lazy<StellarWallets>(() =>
  walletChunk(() => import('../wallets/stellar.js')).then((m) => m.family),
);
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
