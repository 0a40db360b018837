// Whether a wallet of a chain family is on the page, known without downloading that family's code: a page whose
// visitor has no such wallet never fetches it (issue 30). Each family's own discovery standard answers a small probe:
// EIP-6963 and TIP-6963 announcements, the Wallet Standard's register call, NEAR Connect's `near-wallet-injected`, and
// the globals the older wallets inject (`window.ethereum`, `btc_providers`, `unisat`, `tronLink`, `tron`). The probe only listens and asks wallets to
// announce themselves, as each standard's discovery does; it never calls a wallet.

import { evmChainId } from '../core/chains.js';

/** The chain families a wallet can pay from (token list chain ids; `evm` for every EVM chain). */
export type WalletFamilyName = 'evm' | 'btc' | 'tron' | 'sol' | 'near' | 'stellar';

const seen = new Set<WalletFamilyName>();
const listeners = new Set<() => void>();
let listening = false;

function mark(family: WalletFamilyName): void {
  if (seen.has(family)) return;
  seen.add(family);
  for (const listener of [...listeners]) listener();
}

/** A Wallet Standard wallet that lists a Solana chain (`solana:mainnet`...). */
const solanaWallet = (wallet: unknown) =>
  Array.isArray((wallet as { chains?: unknown })?.chains) &&
  (wallet as { chains: unknown[] }).chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'));

/** The Wallet Standard's app side, only to learn that a Solana wallet registered (the family's chunk registers again). */
const standardApi = {
  register: (...wallets: unknown[]) => {
    if (wallets.some(solanaWallet)) mark('sol');
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
  return (Array.isArray(providers) && providers.length > 0) || !!GLOBALS[family]?.some((key) => w[key]);
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

const OWN_FAMILY: readonly string[] = ['btc', 'tron', 'sol', 'near', 'stellar'];

/** The wallet family that pays on a chain: its own for Bitcoin, Tron, Solana and NEAR, `evm` for every EVM chain. */
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
