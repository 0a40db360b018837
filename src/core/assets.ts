// Asset ids, chain names and token lookup: what every element reads (the chain facts for quoting and paying are
// chains.ts, the picker's filters token-filters.ts). The chain list grows on the service side: an unknown chain is
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
