// The wallet this site's visitor last connected, so a reload connects it again without a prompt: its family and its
// name as the wallet announces it (never an account, a key or anything secret), in the page's storage beside the
// receipts (persistence.ts). On load only this wallet is asked silently whether it still grants the page an account:
// the Wallet Standard lets a wallet ignore `silent`, so asking every wallet would prompt every visitor. Like the
// receipts it never throws: missing, corrupt or full storage just remembers nothing. The wallet chunks read it
// through wallets/memory.ts (plugged in by controllers/lazy-module.ts).
import { getPersistence } from './store.js';

export const REMEMBERED_WALLET_KEY = 'swap-elements:wallet:v1';

/** A wallet family (`evm`, `btc`, `tron`, `sol`, `near`) and the wallet's key there (wallets/memory.ts walletKey). */
export interface RememberedWallet {
  family: string;
  wallet: string;
}

/** The wallet last connected on this site, if any. */
export function recall(): RememberedWallet | undefined {
  try {
    const json = JSON.parse(getPersistence().storage?.getItem(REMEMBERED_WALLET_KEY) ?? 'null') as unknown;
    const { family, wallet } = (json ?? {}) as Partial<Record<keyof RememberedWallet, unknown>>;
    return typeof family === 'string' && typeof wallet === 'string' && wallet
      ? { family, wallet: wallet.slice(0, 100) }
      : undefined;
  } catch {
    return undefined; // unreadable or not JSON: nothing remembered
  }
}

/** Remembers a wallet (`undefined`: forgets the one remembered). */
export function keep(remembered: RememberedWallet | undefined): void {
  const storage = getPersistence().storage;
  try {
    if (remembered) storage?.setItem(REMEMBERED_WALLET_KEY, JSON.stringify(remembered));
    else storage?.removeItem(REMEMBERED_WALLET_KEY);
  } catch {
    // Full or forbidden storage: this page simply does not remember.
  }
}

export { recall as rememberedWallet, keep as rememberWallet };
