// The token picker's search: a query matches a token when every word of it matches (case-insensitive) its symbol,
// its names, its chain's name or code, or starts its contract address or asset id (a pasted address). Only a prefix
// counts for the ids, so "near" or "eth" does not match every `….omft.near` or `tether` id.
import type { Token } from '../../api/schemas.js';
import { chainName } from '../../core/assets.js';

/** A token's names, lower case: its own (when a list has one) and its CoinGecko id's words ("usd-coin": the
 * service's list has no names, but this id reads as one). */
const tokenNames = (token: Token): string[] =>
  [typeof token.name === 'string' ? token.name : '', token.coingeckoId?.replace(/-/g, ' ') ?? '']
    .filter(Boolean)
    .map((name) => name.toLowerCase());

/** How well one word matches a token: 0 best, -1 not at all. */
function rankWord(token: Token, word: string): number {
  const symbol = token.symbol.toLowerCase();
  const names = tokenNames(token);
  const chain = token.blockchain.toLowerCase();
  const chainTitle = chainName(token.blockchain).toLowerCase();
  const inName = (test: (name: string) => boolean) => names.some(test);
  if (symbol === word) return 0;
  if (symbol.startsWith(word)) return 1;
  if (chain === word || chainTitle === word || inName((name) => name === word)) return 2;
  // A name's words by their start only: "eth" is no part of "tether".
  if (chainTitle.startsWith(word) || inName((name) => name.startsWith(word) || name.includes(` ${word}`))) return 3;
  if (symbol.includes(word) || chain.includes(word) || chainTitle.includes(word)) return 4;
  if (token.contractAddress?.toLowerCase().startsWith(word) || token.assetId.toLowerCase().startsWith(word)) return 5;
  return -1;
}

/** The tokens matching every word of `query`, best first (an exact symbol first), otherwise in list order. */
export function matchTokens(tokens: readonly Token[], query: string): Token[] {
  const words = query
    .toLowerCase()
    .split(/[\s,/]+/)
    .filter(Boolean);
  const ranked: { token: Token; rank: number; index: number }[] = [];
  tokens.forEach((token, index) => {
    let rank = 0;
    for (const word of words) {
      const r = rankWord(token, word);
      if (r < 0) return;
      rank += r;
    }
    ranked.push({ token, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.token);
}
