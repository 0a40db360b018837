// The token picker's queries over the token list: a page's allow-lists, and tokens grouped by chain. Only
// <swap-quote> has a picker, so they are not in assets.ts, which every element loads.
import type { Token } from '../api/schemas.js';
import { chainName } from './assets.js';

export interface TokenFilter {
  assets?: readonly string[];
  chains?: readonly string[];
}

/** Applies a page's allow-lists (empty or missing lists allow everything). */
export function filterTokens(tokens: readonly Token[], { assets, chains }: TokenFilter): Token[] {
  return tokens.filter(
    (t) => (!assets?.length || assets.includes(t.assetId)) && (!chains?.length || chains.includes(t.blockchain)),
  );
}

/** Tokens grouped by chain, chains in order of first appearance. */
export function groupByChain(tokens: readonly Token[]): { chain: string; name: string; tokens: Token[] }[] {
  const groups = new Map<string, Token[]>();
  for (const t of tokens) {
    const list = groups.get(t.blockchain);
    if (list) list.push(t);
    else groups.set(t.blockchain, [t]);
  }
  return [...groups].map(([chain, list]) => ({ chain, name: chainName(chain), tokens: list }));
}
