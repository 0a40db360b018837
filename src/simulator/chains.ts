// What the simulator needs to know per chain: how its addresses and transaction hashes look (so deposit addresses
// and hashes pass real validators) and where a block explorer shows a transaction.
import { base32, base58, base58xrp, base64url, bech32, bech32m, createBase58check, hex } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Rng } from './rng.js';
import { crc16 } from '../core/addresses.js';

/** Every chain of the `blockchain` list: the official client's 33 (CONTRACT.md, Enums) and the newer fogo, hood, hlevm. */
export const SIM_CHAINS = [
  'near', 'eth', 'base', 'arb', 'btc', 'sol', 'ton', 'dash', 'doge', 'xrp', 'zec', 'gnosis', 'bera', 'bsc', 'pol',
  'tron', 'sui', 'movement', 'op', 'avax', 'stellar', 'aptos', 'cardano', 'ltc', 'xlayer', 'monad', 'bch', 'adi',
  'plasma', 'scroll', 'starknet', 'aleo', 'hypercore', 'fogo', 'hood', 'hlevm',
] as const; // prettier-ignore
export type SimChain = (typeof SIM_CHAINS)[number];

const EVM = new Set(['eth', 'base', 'arb', 'gnosis', 'bera', 'bsc', 'pol', 'op', 'avax', 'xlayer', 'monad', 'adi',
  'plasma', 'scroll', 'hypercore', 'hood', 'hlevm']); // prettier-ignore

const b58check = createBase58check(sha256);
const toHex = (b: Uint8Array) => hex.encode(b);
const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

function xrpAddress(payload: Uint8Array): string {
  const body = concat([0], payload);
  return base58xrp.encode(concat(body, sha256(sha256(body)).slice(0, 4)));
}

/** A fresh address in the chain's real format, from the stream. */
export function makeAddress(chain: string, rng: Rng): string {
  if (EVM.has(chain)) return `0x${toHex(rng.bytes(20))}`;
  switch (chain) {
    case 'near':
      return toHex(rng.bytes(32)); // implicit account
    case 'btc':
      return bech32.encode('bc', [0, ...bech32.toWords(rng.bytes(20))]);
    case 'ltc':
      return bech32.encode('ltc', [0, ...bech32.toWords(rng.bytes(20))]);
    case 'doge':
      return b58check.encode(concat([0x1e], rng.bytes(20)));
    case 'dash':
      return b58check.encode(concat([0x4c], rng.bytes(20)));
    case 'zec':
      return b58check.encode(concat([0x1c, 0xb8], rng.bytes(20)));
    case 'bch':
      return b58check.encode(concat([0x00], rng.bytes(20)));
    case 'tron':
      return b58check.encode(concat([0x41], rng.bytes(20)));
    case 'xrp':
      return xrpAddress(rng.bytes(20));
    case 'sol':
    case 'fogo':
      return base58.encode(rng.bytes(32));
    case 'ton': {
      const body = concat([0x11, 0x00], rng.bytes(32));
      const crc = crc16(body);
      return base64url.encode(concat(body, [crc >> 8, crc & 0xff]));
    }
    case 'stellar': {
      const body = concat([6 << 3], rng.bytes(32));
      const crc = crc16(body);
      return base32.encode(concat(body, [crc & 0xff, crc >> 8]));
    }
    case 'cardano':
      return bech32.encode('addr', bech32.toWords(concat([0x61], rng.bytes(28))), 200);
    case 'aleo':
      return bech32m.encode('aleo', bech32m.toWords(rng.bytes(32)), 200);
    case 'starknet': {
      const bytes = rng.bytes(32);
      bytes[0] = bytes[0]! & 0x03; // a field element below the address bound (2^251 - 256)
      return `0x${toHex(bytes)}`;
    }
    default: // sui, aptos, movement: 32-byte hex accounts
      return `0x${toHex(rng.bytes(32))}`;
  }
}

/** A transaction hash in the chain's usual text form. */
export function makeTxHash(chain: string, rng: Rng): string {
  if (EVM.has(chain)) return `0x${toHex(rng.bytes(32))}`;
  switch (chain) {
    case 'near':
    case 'sui':
      return base58.encode(rng.bytes(32));
    case 'sol':
    case 'fogo':
      return base58.encode(rng.bytes(64));
    case 'xrp':
      return toHex(rng.bytes(32)).toUpperCase();
    case 'aptos':
    case 'movement':
    case 'starknet':
      return `0x${toHex(rng.bytes(32))}`;
    case 'aleo':
      return bech32m.encode('at', bech32m.toWords(rng.bytes(32)), 200);
    default:
      return toHex(rng.bytes(32));
  }
}

const TX_URLS: Record<string, string> = {
  near: 'https://nearblocks.io/txns/',
  eth: 'https://etherscan.io/tx/',
  base: 'https://basescan.org/tx/',
  arb: 'https://arbiscan.io/tx/',
  btc: 'https://mempool.space/tx/',
  sol: 'https://solscan.io/tx/',
  ton: 'https://tonviewer.com/transaction/',
  dash: 'https://blockchair.com/dash/transaction/',
  doge: 'https://blockchair.com/dogecoin/transaction/',
  xrp: 'https://xrpscan.com/tx/',
  zec: 'https://blockchair.com/zcash/transaction/',
  gnosis: 'https://gnosisscan.io/tx/',
  bera: 'https://berascan.com/tx/',
  bsc: 'https://bscscan.com/tx/',
  pol: 'https://polygonscan.com/tx/',
  tron: 'https://tronscan.org/#/transaction/',
  sui: 'https://suiscan.xyz/mainnet/tx/',
  movement: 'https://explorer.movementnetwork.xyz/txn/',
  op: 'https://optimistic.etherscan.io/tx/',
  avax: 'https://snowtrace.io/tx/',
  stellar: 'https://stellar.expert/explorer/public/tx/',
  aptos: 'https://explorer.aptoslabs.com/txn/',
  cardano: 'https://cardanoscan.io/transaction/',
  ltc: 'https://litecoinspace.org/tx/',
  xlayer: 'https://www.oklink.com/xlayer/tx/',
  monad: 'https://monadscan.com/tx/',
  bch: 'https://blockchair.com/bitcoin-cash/transaction/',
  adi: 'https://explorer.adifoundation.ai/tx/',
  plasma: 'https://plasmascan.to/tx/',
  scroll: 'https://scrollscan.com/tx/',
  starknet: 'https://voyager.online/tx/',
  aleo: 'https://aleoscan.io/transaction?id=',
  hypercore: 'https://app.hyperliquid.xyz/explorer/tx/',
  fogo: 'https://fogoscan.com/tx/',
  hood: 'https://explorer.robinhood.com/tx/',
  hlevm: 'https://hyperevmscan.io/tx/',
};

export const txExplorerUrl = (chain: string, hash: string): string =>
  `${TX_URLS[chain] ?? 'https://nearblocks.io/txns/'}${encodeURIComponent(hash)}`;
