// Asset ids, chain names and token-list queries. The chain list grows on the service side: an unknown chain is
// shown as its code, never rejected.
import type { Token } from '../api/schemas.js';
import { ASSET_ID } from '../api/schemas.js';

export type Check = { ok: true } | { ok: false; reason: string };

export const CHAIN_NAMES: Readonly<Record<string, string>> = {
  near: 'NEAR',
  eth: 'Ethereum',
  base: 'Base',
  arb: 'Arbitrum',
  btc: 'Bitcoin',
  sol: 'Solana',
  ton: 'TON',
  dash: 'Dash',
  doge: 'Dogecoin',
  xrp: 'XRP Ledger',
  zec: 'Zcash',
  gnosis: 'Gnosis',
  bera: 'Berachain',
  bsc: 'BNB Smart Chain',
  pol: 'Polygon',
  tron: 'Tron',
  sui: 'Sui',
  movement: 'Movement',
  op: 'Optimism',
  avax: 'Avalanche',
  stellar: 'Stellar',
  aptos: 'Aptos',
  cardano: 'Cardano',
  ltc: 'Litecoin',
  xlayer: 'X Layer',
  monad: 'Monad',
  bch: 'Bitcoin Cash',
  adi: 'ADI Chain',
  plasma: 'Plasma',
  scroll: 'Scroll',
  starknet: 'Starknet',
  aleo: 'Aleo',
  hypercore: 'HyperCore',
  fogo: 'Fogo',
  hood: 'Robinhood Chain',
  hlevm: 'HyperEVM',
};

export const chainName = (chain: string): string => CHAIN_NAMES[chain] ?? chain;

/** Chains whose deposit addresses are shared and told apart by a memo (the service returns `depositMemo`). */
export const MEMO_CHAINS: readonly string[] = ['stellar'];
export const chainNeedsMemo = (chain: string): boolean => MEMO_CHAINS.includes(chain);

/**
 * The EIP-155 chain id of each EVM chain a browser wallet can pay on (issue 17). A chain not listed gets no wallet
 * payment, only the address and QR: HyperCore is not an EVM chain (HyperEVM is another), and ADI Chain's id is not
 * confirmed here. Kept with the other chain facts (not with the wallet code) because the elements read it to decide
 * whether to load that code at all.
 */
export const EVM_CHAIN_IDS: Readonly<Record<string, number>> = {
  eth: 1,
  op: 10,
  bsc: 56,
  gnosis: 100,
  pol: 137,
  monad: 143,
  xlayer: 196,
  base: 8453,
  plasma: 9745,
  arb: 42161,
  avax: 43114,
  bera: 80094,
  scroll: 534352,
};

export const evmChainId = (chain: string | undefined): number | undefined =>
  chain === undefined ? undefined : EVM_CHAIN_IDS[chain];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const isEvmAddress = (value: unknown): value is string => typeof value === 'string' && EVM_ADDRESS.test(value);

/** Two EVM addresses are one account whatever their checksum case. */
export const sameEvmAddress = (a: string | undefined, b: string | undefined): boolean =>
  isEvmAddress(a) && isEvmAddress(b) && a.toLowerCase() === b.toLowerCase();

const CONFIRMATION_SECONDS: Readonly<Record<string, number>> = {
  btc: 1_800,
  bch: 1_200,
  ltc: 900,
  doge: 600,
  zec: 900,
  dash: 300,
  cardano: 300,
  eth: 120,
  tron: 60,
  pol: 60,
  avax: 20,
  bsc: 20,
  near: 5,
  sol: 10,
  fogo: 10,
  ton: 15,
  xrp: 10,
  stellar: 10,
  sui: 10,
  aptos: 10,
  movement: 10,
  aleo: 60,
  starknet: 60,
};

/** Typical seconds before a deposit on `chain` counts as confirmed; L2s and unknown chains get 30 s. */
export const typicalConfirmationSeconds = (chain: string): number => CONFIRMATION_SECONDS[chain] ?? 30;

/** Chains slow enough that a short deadline risks a refund. */
export const isSlowChain = (chain: string): boolean => typicalConfirmationSeconds(chain) >= 600;

export interface AssetIdParts {
  standard: string;
  id: string;
}

export function parseAssetId(assetId: string): AssetIdParts | undefined {
  if (!ASSET_ID.test(assetId)) return undefined;
  const at = assetId.indexOf(':');
  return { standard: assetId.slice(0, at), id: assetId.slice(at + 1) };
}

export function validateAssetId(assetId: string): Check {
  if (assetId.trim() === '') return { ok: false, reason: 'Choose a token.' };
  return parseAssetId(assetId.trim())
    ? { ok: true }
    : { ok: false, reason: 'An asset id looks like nep141:wrap.near: a standard, a colon, then the token id.' };
}

export const findToken = (tokens: readonly Token[], assetId: string | undefined): Token | undefined =>
  assetId ? tokens.find((t) => t.assetId === assetId) : undefined;

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
