// The expected shape of an address on each chain, without the checks themselves: the hints under the address fields
// and the dry quotes' placeholders need only this, so it comes with <swap-quote>, while the checks (src/core/
// addresses.ts, with @scure/base and @noble/hashes) load once there is an address to check.

/** The expected shape of an address or transaction hash, by id (its words are the formatHint… messages). */
export type FormatHint = (typeof FORMAT_HINTS)[number];

export const FORMAT_HINTS = [
  'evm',
  'near',
  'btc',
  'ltc',
  'doge',
  'dash',
  'zec',
  'bch',
  'tron',
  'xrp',
  'sol',
  'fogo',
  'ton',
  'stellar',
  'hex64With0x',
  'hexUpTo64With0x',
  'cardano',
  'aleo',
  'nearTx',
  'suiTx',
  'solTx',
  'fogoTx',
  'tonTx',
  'aleoTx',
  'hex64',
] as const;

/** The EVM chains: one address shape (0x + 40 hex, EIP-55 checksummed). */
export const EVM_CHAINS: ReadonlySet<string> = new Set(['eth', 'base', 'arb', 'gnosis', 'bera', 'bsc', 'pol', 'op',
  'avax', 'xlayer', 'monad', 'adi', 'plasma', 'scroll', 'hypercore', 'hood', 'hlevm']); // prettier-ignore

/** The other chains whose addresses are checked (src/core/addresses.ts has one check for each), and their shape. */
export const ADDRESS_HINTS: Readonly<Record<string, FormatHint>> = {
  near: 'near',
  btc: 'btc',
  ltc: 'ltc',
  doge: 'doge',
  dash: 'dash',
  zec: 'zec',
  bch: 'bch',
  tron: 'tron',
  xrp: 'xrp',
  sol: 'sol',
  fogo: 'fogo',
  ton: 'ton',
  stellar: 'stellar',
  sui: 'hex64With0x',
  aptos: 'hex64With0x',
  movement: 'hex64With0x',
  starknet: 'hexUpTo64With0x',
  cardano: 'cardano',
  aleo: 'aleo',
};

/** The id of the expected address shape on `chain` (one of FORMAT_HINTS), for translated hints. */
export const addressFormatHintId = (chain: string): FormatHint | undefined =>
  EVM_CHAINS.has(chain) ? 'evm' : ADDRESS_HINTS[chain];
