// Address and transaction-hash checks per chain, strict where the format has a checksum (a typo in a recipient or
// refund address loses funds) and permissive for chains we do not know (the service is the final judge).
import { base32, base58, base58xrp, base64, base64url, bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { EVM_CHAINS, addressFormatHintId, type FormatHint } from './address-hints.js';

export { FORMAT_HINTS, addressFormatHintId, type FormatHint } from './address-hints.js';

/** What is wrong with an address or transaction hash, for the UI to say in the page's language. */
export type CheckCode =
  | 'address-empty'
  | 'address-spaces'
  | 'address-checksum'
  | 'address-format'
  | 'address-xrp-tag'
  | 'address-zec-shielded'
  | 'tx-hash-empty'
  | 'tx-hash-spaces'
  | 'tx-hash-format';

/**
 * A checked address or hash. A failure says what is wrong as a `code`, with the chain and the expected format's
 * `hint` id: the elements build the sentence from their message catalogue (checkMessage), in the page's language.
 */
export type Check = { ok: true; value: string } | { ok: false; code: CheckCode; chain?: string; hint?: FormatHint };

const b58check = createBase58check(sha256);
const attempt = <T>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};
const bytesToHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** EIP-55: all-lower or all-upper hex is unchecked; mixed case must match the keccak checksum. */
function eip55(address: string): boolean {
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(body.toLowerCase())));
  return [...body].every((c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c.toLowerCase()) === c);
}

function base58Version(address: string, versions: number[][]): boolean {
  const bytes = attempt(() => b58check.decode(address));
  if (!bytes) return false;
  return versions.some((v) => bytes.length === v.length + 20 && v.every((byte, i) => bytes[i] === byte));
}

function segwit(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!lower.startsWith(`${hrp}1`)) return false;
  const v0 = attempt(() => bech32.decode(lower as `${string}1${string}`));
  if (v0 && v0.words[0] === 0) {
    const program = attempt(() => bech32.fromWords(v0.words.slice(1)));
    return !!program && (program.length === 20 || program.length === 32);
  }
  const v1 = attempt(() => bech32m.decode(lower as `${string}1${string}`));
  if (!v1 || v1.words[0] === undefined || v1.words[0] < 1 || v1.words[0] > 16) return false;
  const program = attempt(() => bech32m.fromWords(v1.words.slice(1)));
  return !!program && program.length >= 2 && program.length <= 40;
}

/** CRC-16/XMODEM (TON user-friendly addresses, Stellar StrKeys). */
export function crc16(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function tonAddress(address: string): boolean {
  if (/^-?\d+:[0-9a-fA-F]{64}$/.test(address)) return true; // raw form
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(address)) return false;
  const bytes = attempt(() => (/[-_]/.test(address) ? base64url : base64).decode(address));
  if (!bytes || bytes.length !== 36) return false;
  const crc = crc16(bytes.slice(0, 34));
  return bytes[34] === crc >> 8 && bytes[35] === (crc & 0xff);
}

function stellarAddress(address: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false;
  const bytes = attempt(() => base32.decode(address));
  if (!bytes || bytes.length !== 35 || bytes[0] !== 6 << 3) return false;
  const crc = crc16(bytes.slice(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

/** CRC-32 (IEEE, as zlib): the checksum of Cardano Byron addresses. */
function crc32(data: Uint8Array): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

/** The CBOR head at `at` of major type `major`: its number (a length or an integer, up to 32 bits) and its end. */
function cborHead(bytes: Uint8Array, at: number, major: number): [number, number] | undefined {
  const head = bytes[at];
  if (head === undefined || head >> 5 !== major) return undefined;
  const info = head & 0x1f;
  if (info < 24) return [info, at + 1];
  const size = ({ 24: 1, 25: 2, 26: 4 } as Record<number, number>)[info];
  if (!size || at + 1 + size > bytes.length) return undefined;
  let value = 0;
  for (let i = 1; i <= size; i++) value = value * 256 + bytes[at + i]!;
  return [value, at + 1 + size];
}

/** A Byron (legacy Cardano) address: base58 of CBOR [tag 24 (payload bytes), CRC-32 of the payload], nothing after. */
function byronAddress(address: string): boolean {
  const bytes = attempt(() => base58.decode(address));
  if (!bytes || bytes[0] !== 0x82 || bytes[1] !== 0xd8 || bytes[2] !== 0x18) return false;
  const payload = cborHead(bytes, 3, 2);
  if (!payload) return false;
  const [size, start] = payload;
  const crc = cborHead(bytes, start + size, 0);
  return !!crc && crc[1] === bytes.length && crc[0] === crc32(bytes.slice(start, start + size));
}

/**
 * Starknet addresses are field elements below 2^251 - 256 (the protocol's address bound), written 0x + 1 to 64
 * hex digits (leading zeros are often dropped).
 */
const STARKNET_BOUND = 2n ** 251n - 256n;
const starknetAddress = (a: string) => /^0x[0-9a-fA-F]{1,64}$/.test(a) && BigInt(a) < STARKNET_BOUND;

const CASHADDR = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function cashAddress(input: string): boolean {
  const lower = input.toLowerCase();
  if (input !== lower && input !== input.toUpperCase()) return false;
  const [prefix, payload] = lower.includes(':') ? lower.split(':') : ['bitcoincash', lower];
  if (prefix !== 'bitcoincash' || !payload || !/^[qp][qpzry9x8gf2tvdw0s3jn54khce6mua7l]{41}$/.test(payload)) {
    return false;
  }
  // CashAddr polymod over the prefix's low bits, a zero separator, then the payload with its checksum.
  const values = [...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...[...payload].map((c) => CASHADDR.indexOf(c))];
  const GEN = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    GEN.forEach((g, i) => {
      if ((c0 >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return (c ^ 1n) === 0n;
}

const NEAR_NAMED = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
const solana = (a: string) => attempt(() => base58.decode(a))?.length === 32;

interface Format {
  test: (address: string) => boolean;
  hint: FormatHint;
}

const hex64With0x = (a: string) => /^0x[0-9a-fA-F]{64}$/.test(a);

/** The address check of each chain of ADDRESS_HINTS (src/core/address-hints.ts holds their shapes). */
const TESTS: Record<string, (address: string) => boolean> = {
  // A "0x…" name that is not an Ethereum-style implicit account is almost surely a pasted EVM address.
  near: (a) => /^[0-9a-f]{64}$/.test(a) || /^0x[0-9a-f]{40}$/.test(a) || (NEAR_NAMED.test(a) && !a.startsWith('0x')),
  btc: (a) => segwit(a, 'bc') || base58Version(a, [[0x00], [0x05]]),
  ltc: (a) => segwit(a, 'ltc') || base58Version(a, [[0x30], [0x32], [0x05]]),
  doge: (a) => base58Version(a, [[0x1e], [0x16]]),
  dash: (a) => base58Version(a, [[0x4c], [0x10]]),
  // Transparent only (t1, t3): 1Click takes no shielded address (refused with its own sentence below).
  zec: (a) =>
    base58Version(a, [
      [0x1c, 0xb8],
      [0x1c, 0xbd],
    ]),
  bch: (a) => cashAddress(a) || base58Version(a, [[0x00], [0x05]]),
  tron: (a) => base58Version(a, [[0x41]]),
  xrp: (a) => {
    const bytes = attempt(() => base58xrp.decode(a));
    if (!bytes || bytes.length !== 25 || bytes[0] !== 0) return false;
    const sum = sha256(sha256(bytes.slice(0, 21)));
    return [0, 1, 2, 3].every((i) => bytes[21 + i] === sum[i]);
  },
  sol: solana,
  fogo: solana,
  ton: tonAddress,
  stellar: stellarAddress,
  sui: hex64With0x,
  // Aptos (and Movement, built on it) accounts are 32 bytes written in full, 0x + 64 hex (AIP-40's long form, what
  // wallets show). The short forms the chain also reads (0x1…0xf) are framework addresses, not accounts a person
  // owns, and a shorter value (a pasted 20-byte EVM address) would be zero-padded into an account nobody holds.
  aptos: hex64With0x,
  movement: hex64With0x,
  starknet: starknetAddress,
  cardano: (a) =>
    (a.startsWith('addr1') && !!attempt(() => bech32.decode(a as `${string}1${string}`, false))) ||
    (/^(Ae2|DdzFF)/.test(a) && byronAddress(a)),
  aleo: (a) => a.length === 63 && a.startsWith('aleo1') && !!attempt(() => bech32m.decode(a as `${string}1${string}`)),
};
const evmAddress = (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a) && eip55(a);

/** Chains with a real format check; others accept any non-empty text without spaces. */
export const ADDRESS_CHAINS: readonly string[] = [...EVM_CHAINS, ...Object.keys(TESTS)];

const testOf = (chain: string) => (EVM_CHAINS.has(chain) ? evmAddress : TESTS[chain]);

/**
 * Addresses a chain has but 1Click does not take (CONTRACT.md "Chains, assets, limits"): an XRP destination tag (an
 * X-address, which carries one, or `r…?dt=…` / `r…:tag`) and a shielded Zcash address (z…, or a unified u1…).
 */
function chainRule(chain: string, value: string): CheckCode | undefined {
  if (chain === 'xrp' && (/^X[1-9A-HJ-NP-Za-km-z]{46}$/.test(value) || /^r\w{24,34}(\?dt=|:)\d*$/.test(value))) {
    return 'address-xrp-tag';
  }
  if (chain === 'zec' && /^(z|u1)/.test(value)) return 'address-zec-shielded';
  return undefined;
}

/**
 * Checks an address for `chain`. Surrounding whitespace (a copy from a wallet or an explorer often brings a space
 * or a line break) is trimmed first and the trimmed value is what `ok` returns; whitespace inside is an error.
 */
export function validateAddress(chain: string, input: string): Check {
  const value = input.trim();
  if (value === '') return { ok: false, code: 'address-empty' };
  if (/\s/.test(value)) return { ok: false, code: 'address-spaces' };
  const refused = chainRule(chain, value);
  if (refused) return { ok: false, code: refused, chain };
  const test = testOf(chain);
  if (!test || test(value)) return { ok: true, value };
  if (EVM_CHAINS.has(chain) && /^0x[0-9a-fA-F]{40}$/.test(value)) {
    return { ok: false, code: 'address-checksum', chain };
  }
  return { ok: false, code: 'address-format', chain, hint: addressFormatHintId(chain) };
}

const HEX64 = /^[0-9a-fA-F]{64}$/;
const TX_FORMATS: Record<string, Format> = {
  near: { test: (h) => attempt(() => base58.decode(h))?.length === 32, hint: 'nearTx' },
  sui: { test: (h) => attempt(() => base58.decode(h))?.length === 32, hint: 'suiTx' },
  sol: { test: (h) => attempt(() => base58.decode(h))?.length === 64, hint: 'solTx' },
  fogo: { test: (h) => attempt(() => base58.decode(h))?.length === 64, hint: 'fogoTx' },
  ton: {
    test: (h) =>
      HEX64.test(h) ||
      (/^[A-Za-z0-9+/_-]{43}=?$/.test(h) &&
        !!attempt(() => (/[-_]/.test(h) ? base64url : base64).decode(h.length === 43 ? `${h}=` : h))),
    hint: 'tonTx',
  },
  aptos: { test: (h) => /^0x[0-9a-fA-F]{1,64}$/.test(h), hint: 'hexUpTo64With0x' },
  movement: { test: (h) => /^0x[0-9a-fA-F]{1,64}$/.test(h), hint: 'hexUpTo64With0x' },
  starknet: { test: (h) => /^0x[0-9a-fA-F]{1,64}$/.test(h), hint: 'hexUpTo64With0x' },
  aleo: {
    test: (h) => h.startsWith('at1') && !!attempt(() => bech32m.decode(h as `${string}1${string}`)),
    hint: 'aleoTx',
  },
  ...Object.fromEntries(
    ['btc', 'ltc', 'doge', 'dash', 'zec', 'bch', 'xrp', 'tron', 'cardano', 'stellar'].map((c) => [
      c,
      { test: (h: string) => HEX64.test(h), hint: 'hex64' } satisfies Format,
    ]),
  ),
};

export function validateTxHash(chain: string, input: string): Check {
  const value = input.trim();
  if (value === '') return { ok: false, code: 'tx-hash-empty' };
  if (/\s/.test(value)) return { ok: false, code: 'tx-hash-spaces' };
  const format: Format | undefined = EVM_CHAINS.has(chain)
    ? { test: (h: string) => /^0x[0-9a-fA-F]{64}$/.test(h), hint: 'hex64With0x' }
    : TX_FORMATS[chain];
  if (!format || format.test(value)) return { ok: true, value };
  return { ok: false, code: 'tx-hash-format', chain, hint: format.hint };
}
