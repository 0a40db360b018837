// Whether a wallet of a chain family is on the page, known without downloading that family's code: a page whose
// visitor has no such wallet never fetches it (issue 30). Each family's own discovery standard answers a small probe:
// EIP-6963 and TIP-6963 announcements, the Wallet Standard's register call, NEAR Connect's `near-wallet-injected`, and
// the globals the older wallets inject (`window.ethereum`, `btc_providers`, `unisat`, `tronLink`, `tron`), TON
// Connect's injected bridges (`window[<key>].tonconnect`) and get-starknet's `window.starknet_*`. The probe only
// listens and asks wallets to announce themselves, as each standard's discovery does; it never calls a wallet.

import { evmChainId } from '../core/chains.js';

/** The chain families a wallet can pay from (token list chain ids; `evm` for every EVM chain). */
export type WalletFamilyName =
  'evm' | 'btc' | 'tron' | 'sol' | 'near' | 'ton' | 'stellar' | 'sui' | 'aptos' | 'movement' | 'starknet';

const seen = new Set<WalletFamilyName>();
const listeners = new Set<() => void>();
let listening = false;

function mark(family: WalletFamilyName): void {
  if (seen.has(family)) return;
  seen.add(family);
  for (const listener of [...listeners]) listener();
}

/** A Wallet Standard wallet that lists a chain of the namespace (`solana:mainnet`, `sui:mainnet`...). */
const listsChain = (wallet: unknown, namespace: string) =>
  Array.isArray((wallet as { chains?: unknown })?.chains) &&
  (wallet as { chains: unknown[] }).chains.some((chain) => typeof chain === 'string' && chain.startsWith(namespace));

/**
 * The Wallet Standard's app side, only to learn that a Solana, Sui or AIP-62 (Aptos, Movement) wallet registered (the
 * family's chunk registers again). AIP-62 wallets list `aptos:` chains and serve Movement through the same standard.
 */
const standardApi = {
  register: (...wallets: unknown[]) => {
    if (wallets.some((w) => listsChain(w, 'solana:'))) mark('sol');
    if (wallets.some((w) => listsChain(w, 'sui:'))) mark('sui');
    if (wallets.some((w) => listsChain(w, 'aptos:') || listsChain(w, 'movement:'))) {
      mark('aptos');
      mark('movement');
    }
    return () => undefined;
  },
};

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('eip6963:announceProvider', () => mark('evm'));
  window.addEventListener('TIP6963:announceProvider', () => mark('tron'));
  window.addEventListener('near-wallet-injected', () => mark('near'));
  window.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback === 'function') (callback as (api: typeof standardApi) => void)(standardApi);
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.dispatchEvent(new Event('TIP6963:requestProvider'));
  window.dispatchEvent(new Event('near-selector-ready'));
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: standardApi }));
}

/** TON Connect's injected bridge (the spec's "JS bridge"): what wallets/ton.ts uses of it. */
export interface TonConnectBridge {
  walletInfo?: { name?: string; app_name?: string; image?: string };
  protocolVersion?: number;
  connect(protocolVersion: number, message: { manifestUrl: string; items: { name: string }[] }): Promise<unknown>;
  restoreConnection(): Promise<unknown>;
  send(message: { method: string; params: string[]; id: string }): Promise<unknown>;
  listen(callback: (event: unknown) => void): () => void;
}
/** The globals each family's wallets inject (SEP-43 names no announcement: Stellar's are the objects themselves). */
const GLOBALS: Partial<Record<WalletFamilyName, string[]>> = {
  evm: ['ethereum'],
  btc: ['unisat'],
  tron: ['tronLink', 'tron'],
  stellar: ['freighterApi', 'xBullSDK', 'stellar'],
};

/** A wallet of the family that injects a global, looked up each time (an extension may inject late). */
function injected(family: WalletFamilyName): boolean {
  const w = window as unknown as Record<string, unknown>;
  const providers = family === 'btc' && w.btc_providers;
  if (Array.isArray(providers) && providers.length > 0) return true;
  if (family === 'ton') {
    // TON Connect's injected bridges: a global whose `tonconnect` connects (a cross-origin frame's throws: skipped).
    return Object.keys(w).some((key) => {
      try {
        return typeof (w[key] as { tonconnect?: TonConnectBridge })?.tonconnect?.connect == 'function';
      } catch {
        return false;
      }
    });
  }
  // get-starknet's discovery: each wallet injects `window.starknet_<id>` (and the last one `window.starknet`).
  if (family === 'starknet') return Object.keys(w).some((key) => /^starknet(?:_|$)/.test(key) && !!w[key]);
  return !!GLOBALS[family]?.some((key) => w[key]);
}

/** Whether a wallet of the family is on the page (its code is then worth fetching). */
export function walletPresent(family: WalletFamilyName): boolean {
  if (typeof window === 'undefined') return false;
  listen();
  if (!seen.has(family) && injected(family)) seen.add(family);
  return seen.has(family);
}

/** Calls `listener` when a family's first wallet appears by announcing itself; returns the unsubscriber. */
export function onWalletAppears(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const OWN_FAMILY: readonly string[] = [
  'btc',
  'tron',
  'sol',
  'near',
  'ton',
  'stellar',
  'sui',
  'aptos',
  'movement',
  'starknet',
];

/** The wallet family that pays on a chain: its own for the non-EVM chains with wallets, `evm` for every EVM chain. */
export const walletFamilyName = (chain: string | undefined): WalletFamilyName | undefined =>
  chain && OWN_FAMILY.includes(chain)
    ? (chain as WalletFamilyName)
    : evmChainId(chain) !== undefined
      ? 'evm'
      : undefined;

/** Whether the page has a wallet that pays on the chain: only then is that family's wallet code fetched. */
export const walletForChain = (chain: string | undefined): boolean => {
  const family = walletFamilyName(chain);
  return family !== undefined && walletPresent(family);
};
