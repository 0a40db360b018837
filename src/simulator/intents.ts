// Paying a `depositType: INTENTS` quote from a NEAR Intents balance (CONTRACT.md "Intents: generate and submit"):
// the simulator's Intents ledger (balances per account and asset, the public keys a named account registered, the
// nonces used), the Defuse payload generate-intent hands out for each signing standard, and submit-intent's checks:
// the payload is one this simulator generated and has not executed, its deadline has not passed, the signature
// verifies for the signer (ed25519 for nep413 and raw_ed25519, secp256k1 recovery for erc191) and the balance covers
// it. Every choice the contract leaves open is listed in README.md ("Intents").
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { validateAddress } from '../core/addresses.js';
import type { GenerateIntentRequest, SignedIntent } from '../api/intent-schemas.js';
import type { Rng } from './rng.js';

/** The Verifier contract every payload names (`verifying_contract`, NEP-413's `recipient`). */
export const VERIFYING_CONTRACT = 'intents.near';
/** NEP-413's borsh prefix: 2^31 + 413, so a signed message can never be a valid transaction. */
export const NEP413_TAG = 2 ** 31 + 413;
/** The standards the simulator generates and verifies; the others are refused (400). */
export const SIM_STANDARDS = ['nep413', 'erc191', 'raw_ed25519'] as const;
/** The simulator's 4-byte nonce salt (docs: 4-byte contract salt + 28 unique bytes). */
const NONCE_SALT = Uint8Array.of(0x73, 0x69, 0x6d, 0x31); // "sim1"

/**
 * What generate-intent answers: a `transfer` to the deposit address (default), or the documentation's `token_diff`
 * (CONTRACT.md "2026-11 update"): the diff is the signer's own balance change, minus amountIn of the origin token and
 * plus amountOut of the destination token, the swap settled against the signer's balance [sim].
 */
export type IntentShape = 'transfer' | 'token_diff';

/** An intent generate-intent gave out, waiting for its signature. */
export interface GeneratedIntent {
  standard: string;
  signerId: string;
  depositAddress: string;
  depositMemo?: string;
  asset: string;
  amount: bigint;
  /** A token_diff's credit to the signer: the swap's output. */
  credit?: { asset: string; amount: bigint };
  deadline: number;
  nonce: string;
  /** The payload as handed out: a string, or NEP-413's object (compared field by field). */
  payload: string | { message: string; nonce: string; recipient: string };
}

/** What the swap record tells generate-intent. */
export interface FundableSwap {
  depositAddress: string;
  depositMemo?: string;
  depositType: string;
  originAsset: string;
  amountIn: bigint;
  destinationAsset: string;
  amountOut: bigint;
  deadline: number;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const u32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n, true);
  return out;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const borshString = (text: string) => {
  const bytes = utf8(text);
  return concat(u32(bytes.length), bytes);
};

/** The 32 bytes an ed25519 key signs for a NEP-413 payload: sha256(borsh(tag) ‖ borsh(payload)). */
export function nep413Hash(payload: {
  message: string;
  nonce: string;
  recipient: string;
  callbackUrl?: string | null;
}) {
  const nonce = base64.decode(payload.nonce);
  if (nonce.length !== 32) throw new Error('nonce must be 32 bytes');
  const callback = payload.callbackUrl ? concat(Uint8Array.of(1), borshString(payload.callbackUrl)) : Uint8Array.of(0);
  return sha256(concat(u32(NEP413_TAG), borshString(payload.message), nonce, borshString(payload.recipient), callback));
}

/** The hash Ethereum's personal_sign signs: keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function personalMessageHash(message: string): Uint8Array {
  const bytes = utf8(message);
  return keccak_256(concat(utf8(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
}

/** The lower-case 0x address of an uncompressed (65-byte) or compressed secp256k1 public key. */
export function evmAddressOf(publicKey: Uint8Array): string {
  const point = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${hex.encode(keccak_256(point.subarray(1)).subarray(-20))}`;
}

/** `<curve>:<base58>` decoded, or undefined for another curve or malformed text. */
function prefixed(value: unknown, curve: 'ed25519' | 'secp256k1', length: number): Uint8Array | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${curve}:`)) return undefined;
  try {
    const bytes = base58.decode(value.slice(curve.length + 1));
    return bytes.length === length ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** The signer id a standard's keys stand for: an EVM address (erc191), an implicit account of the key (raw_ed25519). */
function signerIdProblem(standard: string, signerId: string): string | undefined {
  if (standard === 'erc191') {
    return /^0x[0-9a-f]{40}$/.test(signerId) ? undefined : 'signerId must be a lower-case 0x EVM address for erc191';
  }
  if (standard === 'raw_ed25519') {
    return /^[0-9a-f]{64}$/.test(signerId)
      ? undefined
      : 'signerId must be the implicit account (64 lower-case hex digits) of the ed25519 key for raw_ed25519';
  }
  return validateAddress('near', signerId).ok && signerId === signerId.toLowerCase()
    ? undefined
    : 'signerId must be a NEAR account id for nep413';
}

export class IntentsLedger {
  private readonly balances = new Map<string, Map<string, bigint>>();
  private readonly keys = new Map<string, Set<string>>();
  private readonly generated = new Map<string, GeneratedIntent>();
  private readonly used = new Set<string>();
  private readonly diffPaid = new Set<string>();
  private settle?: () => void;
  private settling = false;

  constructor(private readonly shape: IntentShape = 'transfer') {}

  /** Sets an account's balance of an asset (the control endpoint); `publicKey` (`ed25519:…`) registers a key. */
  fund(accountId: string, asset: string, amount: bigint, publicKey?: string): void {
    this.settled();
    const account = this.balances.get(accountId) ?? new Map<string, bigint>();
    account.set(asset, amount);
    this.balances.set(accountId, account);
    if (publicKey) this.addKey(accountId, publicKey);
  }

  balance(accountId: string, asset: string): bigint {
    this.settled();
    return this.balances.get(accountId)?.get(asset) ?? 0n;
  }

  /** Every non-zero balance of an account, as integer strings. */
  balancesOf(accountId: string): Record<string, string> {
    this.settled();
    const out: Record<string, string> = {};
    for (const [asset, amount] of this.balances.get(accountId) ?? []) if (amount > 0n) out[asset] = amount.toString();
    return out;
  }

  /** The intent that funds `swap` from `signerId`, or the 400 message. */
  generate(req: GenerateIntentRequest, swap: FundableSwap, rng: Rng): GeneratedIntent | string {
    if (!(SIM_STANDARDS as readonly string[]).includes(req.standard)) {
      return `standard ${req.standard} is not supported: use ${SIM_STANDARDS.join(', ')}`;
    }
    const problem = signerIdProblem(req.standard, req.signerId);
    if (problem) return problem;
    const nonce = base64.encode(concat(NONCE_SALT, rng.bytes(28)));
    const deadline = new Date(swap.deadline).toISOString();
    const credit = this.shape === 'token_diff' ? { asset: swap.destinationAsset, amount: swap.amountOut } : undefined;
    const intents = [
      credit
        ? {
            intent: 'token_diff',
            diff: { [swap.originAsset]: `-${swap.amountIn}`, [credit.asset]: credit.amount.toString() },
          }
        : {
            intent: 'transfer',
            receiver_id: swap.depositAddress,
            tokens: { [swap.originAsset]: swap.amountIn.toString() },
          },
    ];
    const payload =
      req.standard === 'nep413'
        ? {
            message: JSON.stringify({ signer_id: req.signerId, deadline, intents }),
            nonce,
            recipient: VERIFYING_CONTRACT,
          }
        : JSON.stringify({
            signer_id: req.signerId,
            verifying_contract: VERIFYING_CONTRACT,
            deadline,
            nonce,
            intents,
          });
    const intent: GeneratedIntent = {
      standard: req.standard,
      signerId: req.signerId,
      depositAddress: swap.depositAddress,
      ...(swap.depositMemo ? { depositMemo: swap.depositMemo } : {}),
      asset: swap.originAsset,
      amount: swap.amountIn,
      ...(credit ? { credit } : {}),
      deadline: swap.deadline,
      nonce,
      payload,
    };
    this.generated.set(nonce, intent);
    return intent;
  }

  /**
   * The generated intent a signed one is, checked (same payload, not used, in time, signed by its signer, covered by
   * the balance), or the 400 message. Nothing changes until `execute`.
   */
  check(signed: SignedIntent, now: number): GeneratedIntent | string {
    const intent = this.find(signed);
    if (!intent) return 'Intent data does not match an intent generated for a swap';
    if (this.used.has(intent.nonce)) return 'Nonce already used: this intent was executed before';
    if (now >= intent.deadline) return 'Intent deadline has expired';
    const problem = this.verify(signed, intent);
    if (problem) return problem;
    const held = this.balance(intent.signerId, intent.asset);
    if (held < intent.amount) {
      return `Insufficient balance: ${intent.signerId} holds ${held} of ${intent.asset}, the intent transfers ${intent.amount}`;
    }
    return intent;
  }

  /**
   * Debits the signer (and credits a token_diff's output: the diff is the signer's balance change) and spends the
   * nonce; returns the intent hash (base58 of sha256 of the signed data).
   */
  execute(signed: SignedIntent, intent: GeneratedIntent): string {
    this.fund(intent.signerId, intent.asset, this.balance(intent.signerId, intent.asset) - intent.amount);
    const { credit } = intent;
    if (credit) {
      this.fund(intent.signerId, credit.asset, this.balance(intent.signerId, credit.asset) + credit.amount);
      this.diffPaid.add(intent.depositAddress);
    }
    this.used.add(intent.nonce);
    return base58.encode(sha256(utf8(JSON.stringify(signed))));
  }

  private find(signed: SignedIntent): GeneratedIntent | undefined {
    const { payload } = signed;
    let nonce: unknown;
    if (typeof payload === 'string') {
      try {
        nonce = (JSON.parse(payload) as { nonce?: unknown }).nonce;
      } catch {
        return undefined;
      }
    } else nonce = payload.nonce;
    const intent = typeof nonce === 'string' ? this.generated.get(nonce) : undefined;
    if (!intent || intent.standard !== signed.standard) return undefined;
    if (typeof intent.payload === 'string') return payload === intent.payload ? intent : undefined;
    if (typeof payload === 'string') return undefined;
    const { message, nonce: n, recipient, callbackUrl, ...rest } = payload;
    const same =
      message === intent.payload.message &&
      n === intent.payload.nonce &&
      recipient === intent.payload.recipient &&
      (callbackUrl === undefined || callbackUrl === null) &&
      Object.keys(rest).length === 0;
    return same ? intent : undefined;
  }

  /** Why the signature does not stand for the signer (the 400 message), or undefined when it does. */
  private verify(signed: SignedIntent, intent: GeneratedIntent): string | undefined {
    // A named account with no key registered takes any key here (README "Intents"); sign-in is stricter.
    const registered = this.keys.get(intent.signerId);
    return signatureProblem(signed, intent.signerId, (key) => !registered || registered.has(key));
  }

  /** Registers a key (`ed25519:<base58>`) for a named account (`add_public_key` on intents.near). */
  addKey(accountId: string, publicKey: string): void {
    this.keys.set(accountId, new Set([...(this.keys.get(accountId) ?? []), publicKey]));
  }

  /** The keys an account registered (an implicit account's own key is not listed: it needs no registration). */
  keysOf(accountId: string): string[] {
    return [...(this.keys.get(accountId) ?? [])];
  }

  /** The contract's `has_public_key`: a registered key, or the key whose implicit account this is. */
  hasKey(accountId: string, publicKey: string): boolean {
    const key = prefixed(publicKey, 'ed25519', 32);
    if (key && /^[0-9a-f]{64}$/.test(accountId) && hex.encode(key) === accountId) return true;
    return this.keys.get(accountId)?.has(publicKey) ?? false;
  }

  /**
   * Runs `settle` before every read and write of a balance: the ledger moves of swaps that ended since (see
   * intents-moves.ts) land lazily, since the lifecycle is a function of the clock with no events.
   */
  settleWith(settle: () => void): void {
    this.settle = settle;
  }

  /** Adds to a balance (a settled swap's credit); never runs the settle hook (it is the hook's own write). */
  credit(accountId: string, asset: string, amount: bigint): void {
    const account = this.balances.get(accountId) ?? new Map<string, bigint>();
    account.set(asset, (account.get(asset) ?? 0n) + amount);
    this.balances.set(accountId, account);
  }

  /** Whether a token_diff intent already paid this swap's output to its signer (nothing to credit at SUCCESS). */
  paidByDiff(depositAddress: string): boolean {
    return this.diffPaid.has(depositAddress);
  }

  private settled(): void {
    if (!this.settle || this.settling) return;
    this.settling = true;
    try {
      this.settle();
    } finally {
      this.settling = false;
    }
  }
}

/**
 * Why a signed Defuse payload does not stand for `signerId` (the message), or undefined when it does: ed25519 for
 * nep413 (over the NEP-413 hash) and raw_ed25519 (over the payload bytes), secp256k1 recovery for erc191 (personal_sign
 * over the payload text). An implicit account's key must be its own; a named account's must pass `keyAllowed`.
 */
export function signatureProblem(
  signed: SignedIntent,
  signerId: string,
  keyAllowed: (publicKey: string) => boolean,
): string | undefined {
  const invalid = 'Invalid signature: it does not verify for the signer of the intent';
  if (signed.standard === 'erc191') {
    const signature = prefixed(signed.signature, 'secp256k1', 65);
    if (!signature || signature[64]! > 1) return `${invalid} (expected secp256k1:<base58 of r‖s‖v, v 0 or 1>)`;
    if (typeof signed.payload !== 'string') return invalid;
    try {
      const recovered = Uint8Array.of(signature[64]!, ...signature.subarray(0, 64));
      const key = secp256k1.recoverPublicKey(recovered, personalMessageHash(signed.payload), { prehash: false });
      return evmAddressOf(key) === signerId ? undefined : invalid;
    } catch {
      return invalid;
    }
  }
  const key = prefixed(signed.public_key, 'ed25519', 32);
  const signature = prefixed(signed.signature, 'ed25519', 64);
  if (!key || !signature) return `${invalid} (expected ed25519:<base58> public_key and signature)`;
  if (/^[0-9a-f]{64}$/.test(signerId)) {
    if (hex.encode(key) !== signerId) return `${invalid} (the public key is not the implicit account's)`;
  } else if (!keyAllowed(signed.public_key!)) return `${invalid} (not a key of ${signerId})`;
  let message: Uint8Array;
  try {
    const { payload } = signed;
    if (signed.standard === 'nep413') {
      const p = payload as Record<string, unknown>;
      const text = (k: string) => typeof p[k] === 'string';
      if (!text('message') || !text('nonce') || !text('recipient') || !(p.callbackUrl == null || text('callbackUrl'))) {
        return invalid;
      }
      message = nep413Hash(p as { message: string; nonce: string; recipient: string; callbackUrl?: string | null });
    } else if (typeof payload === 'string') message = utf8(payload);
    else return invalid;
    return ed25519.verify(signature, message, key) ? undefined : invalid;
  } catch {
    return invalid;
  }
}
