// Checks the Ed25519 signature the 1Click service puts on a quote, so a tampered deposit address is never shown.
// The signed payload follows the official SDK (one-click-sdk-typescript, quote-signature.ts) field for field.
import { base58Decode, base58Encode } from './base58.js';

import { PRODUCTION_QUOTE_PUBLIC_KEY } from './verify.js';

export { PRODUCTION_QUOTE_PUBLIC_KEY };

/** Structural input so this module does not depend on the zod schemas. */
export interface SignableQuoteResponse {
  timestamp: string;
  signature: string;
  quoteRequest: Record<string, unknown>;
  quote: Record<string, unknown>;
}

type Unsigned = Omit<SignableQuoteResponse, 'signature'>;

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'malformed-signature' | 'malformed-key' | 'mismatch' | 'unsupported'; message: string };

const PREFIX = 'ed25519:';
const REQUEST_KEYS = [
  'dry',
  'swapType',
  'slippageTolerance',
  'originAsset',
  'depositType',
  'destinationAsset',
  'amount',
  'refundTo',
  'refundType',
  'recipient',
  'recipientType',
  'deadline',
] as const;
const REQUEST_TRUTHY_KEYS = [
  'quoteWaitingTimeMs',
  'referral',
  'virtualChainRecipient',
  'virtualChainRefundRecipient',
  'customRecipientMsg',
] as const;
const QUOTE_KEYS = [
  'amountIn',
  'amountInFormatted',
  'amountInUsd',
  'minAmountIn',
  'amountOut',
  'amountOutFormatted',
  'amountOutUsd',
  'minAmountOut',
] as const;
const QUOTE_NON_DRY_TRUTHY_KEYS = [
  'depositAddress',
  'depositMemo',
  'deadline',
  'timeWhenInactive',
  'timeEstimate',
  'virtualChainRecipient',
  'virtualChainRefundRecipient',
  'customRecipientMsg',
  'refundFee',
  'withdrawFee',
] as const;

/** JSON with object keys sorted recursively, as `json-stable-stringify` writes it (the service hashes that text). */
export function stableJson(value: unknown): string {
  return stringify(value, new Set()) ?? 'null';
}

function stringify(node: unknown, ancestors: Set<object>): string | undefined {
  const toJSON = (node as { toJSON?: unknown } | null | undefined)?.toJSON;
  if (typeof toJSON === 'function') node = toJSON.call(node);
  if (typeof node !== 'object' || node === null) return JSON.stringify(node); // undefined for undefined/functions
  if (ancestors.has(node)) throw new TypeError('Converting circular structure to JSON');
  ancestors.add(node);
  let out: string;
  if (Array.isArray(node)) {
    out = `[${node.map((item) => stringify(item, ancestors) ?? 'null').join(',')}]`;
  } else {
    const record = node as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const text = stringify(record[key], ancestors);
      if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    }
    out = `{${parts.join(',')}}`;
  }
  ancestors.delete(node);
  return out;
}

/**
 * The object that is signed (for debugging and for the simulator's signer). Base keys are taken as they are (null
 * kept, absent dropped); the optional ones only when truthy. As in the SDK's `{...request, ...quote}` spread, a
 * non-dry quote's falsy `deadline` (or virtual-chain field) removes the request's value rather than keeping it.
 */
export function signedPayload(response: Unsigned): Record<string, unknown> {
  const { quoteRequest: request, quote } = response;
  const payload: Record<string, unknown> = {};
  for (const key of REQUEST_KEYS) payload[key] = request[key];
  for (const key of REQUEST_TRUTHY_KEYS) payload[key] = request[key] || undefined;
  for (const key of QUOTE_KEYS) payload[key] = quote[key];
  if (!request.dry) for (const key of QUOTE_NON_DRY_TRUTHY_KEYS) payload[key] = quote[key] || undefined;
  payload.timestamp = response.timestamp;
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

/** base58(sha256(stableJson(signedPayload))) — the message bytes are the UTF-8 of this base58 text. */
export async function quoteSigningMessage(response: Unsigned): Promise<string> {
  return base58Encode(await sha256(utf8(stableJson(signedPayload(response)))));
}

/** Never throws. */
export async function verifyQuoteSignature(
  response: SignableQuoteResponse,
  publicKey: string = PRODUCTION_QUOTE_PUBLIC_KEY,
): Promise<SignatureCheck> {
  const signature = decodePrefixed(response?.signature, 64);
  if (!signature) {
    return fail(
      'malformed-signature',
      "The service's quote signature is missing or malformed, so the deposit address cannot be trusted; do not send funds.",
    );
  }
  const key = decodePrefixed(publicKey, 32);
  if (!key) {
    return fail(
      'malformed-key',
      `The public key for checking quotes is malformed: expected "${PREFIX}" and a base58 32-byte key.`,
    );
  }
  let json: string;
  try {
    json = stableJson(signedPayload(response));
  } catch {
    // A response that cannot be serialized cannot match; failing closed keeps the deposit address hidden.
    return mismatch();
  }
  try {
    const message = utf8(base58Encode(await sha256(utf8(json))));
    const verify = await verifierFor(publicKey, key);
    return (await verify(signature, message)) ? { ok: true } : mismatch();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'DataError') {
      return fail('malformed-key', 'The public key for checking quotes is not a valid Ed25519 key.');
    }
    return fail(
      'unsupported',
      `This browser could not check the service's signature on the quote (${errorText(error)}); do not send funds.`,
    );
  }
}

/** Signs like the service does (for the embedded simulator and tests): returns 'ed25519:<base58>'. */
export async function signQuoteResponse(response: Unsigned, privateKey: CryptoKey): Promise<string> {
  const message = utf8(await quoteSigningMessage(response));
  const signature = await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, message);
  return PREFIX + base58Encode(new Uint8Array(signature));
}

/** Encodes a raw 32-byte Ed25519 public key as 'ed25519:<base58>' (for publishing the simulator's key). */
export function encodePublicKey(raw: Uint8Array): string {
  if (raw.length !== 32) throw new RangeError(`An Ed25519 public key has 32 bytes, not ${raw.length}.`);
  return PREFIX + base58Encode(raw);
}

type Verify = (signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>) => Promise<boolean>;
const verifiers = new Map<string, Promise<Verify>>();

function verifierFor(publicKey: string, raw: Uint8Array<ArrayBuffer>): Promise<Verify> {
  let verifier = verifiers.get(publicKey);
  if (!verifier) {
    verifier = makeVerifier(raw);
    verifiers.set(publicKey, verifier);
    // A failed import (e.g. the fallback chunk did not load) must not stick.
    verifier.catch(() => verifiers.delete(publicKey));
  }
  return verifier;
}

async function makeVerifier(raw: Uint8Array<ArrayBuffer>): Promise<Verify> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      const key = await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
      return (signature, message) => subtle.verify({ name: 'Ed25519' }, key, signature, message);
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== 'NotSupportedError') throw error;
    }
  }
  // Older browsers lack WebCrypto Ed25519; the library loads as a separate chunk only then.
  const { ed25519 } = await import('@noble/curves/ed25519.js');
  return async (signature, message) => ed25519.verify(signature, message, raw);
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return new Uint8Array(await subtle.digest('SHA-256', data));
  // crypto.subtle is absent outside secure contexts (a page served over plain http).
  const { sha256: hash } = await import('@noble/hashes/sha2.js');
  return hash(data);
}

function decodePrefixed(text: unknown, length: number): Uint8Array<ArrayBuffer> | undefined {
  if (typeof text !== 'string' || !text.startsWith(PREFIX)) return undefined;
  try {
    const bytes = base58Decode(text.slice(PREFIX.length));
    return bytes.length === length ? new Uint8Array(bytes) : undefined;
  } catch {
    return undefined;
  }
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function mismatch(): SignatureCheck {
  return fail(
    'mismatch',
    "The service's signature does not match this quote. The deposit address may have been tampered with; do not send funds.",
  );
}

function fail(reason: Exclude<SignatureCheck, { ok: true }>['reason'], message: string): SignatureCheck {
  return { ok: false, reason, message };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
