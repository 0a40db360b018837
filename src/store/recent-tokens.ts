// The tokens this device picked or confirmed lately, per side of the quote form, newest first: asset ids only (never
// an address, an amount or a credential), in the page's storage beside the receipts (persistence.ts). Like the
// receipts it never throws: missing, corrupt or full storage just remembers nothing.
import { getPersistence } from './store.js';

export const RECENT_TOKENS_KEY = 'swap-elements:recent-tokens:v1';
export const MAX_RECENT_TOKENS = 5;

export type TokenSide = 'origin' | 'destination';
type Recent = Record<TokenSide, string[]>;

function read(storage: Storage | undefined): Recent {
  const recent: Recent = { origin: [], destination: [] };
  try {
    const json = JSON.parse(storage?.getItem(RECENT_TOKENS_KEY) ?? '{}') as Partial<Record<TokenSide, unknown>>;
    for (const side of ['origin', 'destination'] as const) {
      const list = json[side];
      if (Array.isArray(list)) {
        recent[side] = list.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT_TOKENS);
      }
    }
  } catch {
    // Unreadable or not JSON: start afresh.
  }
  return recent;
}

/** The asset ids last used on one side, newest first. */
export const recentTokens = (side: TokenSide): string[] => read(getPersistence().storage)[side];

/** Puts an asset id first in its side's list (at most MAX_RECENT_TOKENS are kept). */
export function rememberToken(side: TokenSide, assetId: string): void {
  const storage = getPersistence().storage;
  if (!storage) return;
  const recent = read(storage);
  recent[side] = [assetId, ...recent[side].filter((id) => id !== assetId)].slice(0, MAX_RECENT_TOKENS);
  try {
    storage.setItem(RECENT_TOKENS_KEY, JSON.stringify(recent));
  } catch {
    // Full or forbidden storage: this page simply does not remember.
  }
}
