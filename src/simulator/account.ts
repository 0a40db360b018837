// The end user's account at the simulator (README "Account"; CONTRACT.md "User sessions and the account"): sign-in
// with a signature over an empty-intents Defuse payload (nep413, erc191, raw_ed25519, tip191, sep53, ton_connect,
// verified as submit-intent verifies, intents.ts), session tokens (HS256 JWTs with the account in `sub`, signed with
// a key of their own so a partner credential is never a session nor the reverse), the private (Confidential Intents)
// balances, and the invite-only history of the swaps the account signed for, receives or is refunded to.
import { base64, base64urlnopad } from '@scure/base';
import { SignJWT, jwtVerify } from 'jose';
import * as z from 'zod/mini';
import { validateAddress } from '../core/addresses.js';
import { SignedIntentSchema, type SignedIntent } from '../api/intent-schemas.js';
import { SIM_STANDARDS, VERIFYING_CONTRACT, signatureProblem, type IntentsLedger } from './intents.js';
import type { SimClock } from './clock.js';
import type { SwapRecord, Swaps } from './lifecycle.js';
import { rngFor } from './rng.js';

/** The documented lifetimes (CONTRACT.md), in seconds. */
export const ACCESS_TOKEN_S = 3600;
export const REFRESH_TOKEN_S = 2_592_000;

/** What the service says (CONTRACT.md "Declared error texts"). */
export const INVALID_SIGNED_DATA = 'Invalid signed data';
export const SIGNATURE_FAILED = 'Signature verification failed';
export const INVALID_REFRESH = 'Invalid or expired refresh token';
export const BALANCES_UNAUTHORIZED = 'Unauthorized - User session token is invalid or expired';
export const HISTORY_UNAUTHORIZED = 'Unauthorized - supplied user session token is invalid or expired';
export const HISTORY_INVITE_ONLY = 'History is invite-only for now';

/** A refused sign-in: the status, the service's text, and the simulator's reason (README "Account"). */
export interface Refusal {
  status: 400 | 401;
  message: string;
  reason: string;
}

/** The Defuse fields of a signed payload, read per standard; a string is why it cannot be read. */
function readPayload(signed: SignedIntent): Record<string, unknown> | string {
  try {
    if (signed.standard === 'nep413') {
      const payload = signed.payload as Record<string, unknown>;
      if (typeof payload !== 'object' || typeof payload.message !== 'string') return 'nep413 payload has no message';
      const message = JSON.parse(payload.message) as Record<string, unknown>;
      return { ...message, nonce: payload.nonce, verifying_contract: payload.recipient };
    }
    // ton_connect signs a text: the Defuse payload's JSON (pretty-printed, as generate-intent hands it out).
    const { payload } = signed as { payload: unknown };
    const text = signed.standard === 'ton_connect' ? (payload as { text?: unknown } | null)?.text : payload;
    if (typeof text !== 'string') return `${signed.standard} payload must be JSON text`;
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'payload is not JSON';
  }
}

/** Why `signerId` is not an account id the standard's key stands for (the forms of CONTRACT.md), or undefined. */
function signerProblem(standard: string, signerId: unknown): string | undefined {
  if (typeof signerId !== 'string') return 'signer_id is required';
  if (standard === 'erc191' || standard === 'tip191')
    return /^0x[0-9a-f]{40}$/.test(signerId) ? undefined : 'signer_id must be a lower-case 0x address';
  if (standard === 'raw_ed25519' || standard === 'sep53' || standard === 'ton_connect')
    return /^[0-9a-f]{64}$/.test(signerId) ? undefined : 'signer_id must be 64 hex digits';
  return validateAddress('near', signerId).ok && signerId === signerId.toLowerCase()
    ? undefined
    : 'signer_id must be a NEAR account id';
}

export interface Sessions {
  /** Verifies a sign-in; the account id, or the refusal. */
  verify(body: unknown): Refusal | { accountId: string };
  issue(accountId: string, use: 'access' | 'refresh'): Promise<string>;
  /** The account a token of `use` stands for, or undefined (missing, forged, expired, or the other kind). */
  accountOf(token: string | undefined, use: 'access' | 'refresh'): Promise<string | undefined>;
}

export function createSessions(seed: number, clock: SimClock, ledger: IntentsLedger): Sessions {
  const key = rngFor(seed, 'user-session-key').bytes(32);
  const used = new Set<string>();
  const refuse = (status: 400 | 401, reason: string): Refusal => ({
    status,
    message: status === 400 ? INVALID_SIGNED_DATA : SIGNATURE_FAILED,
    reason,
  });

  return {
    verify(body) {
      const parsed = z.safeParse(SignedIntentSchema, (body as { signedData?: unknown } | null)?.signedData);
      if (!parsed.success) return refuse(400, 'signedData is not a signed payload');
      const signed = parsed.data;
      if (!(SIM_STANDARDS as readonly string[]).includes(signed.standard)) {
        return refuse(400, `standard ${signed.standard} is not supported: use ${SIM_STANDARDS.join(', ')}`);
      }
      const fields = readPayload(signed);
      if (typeof fields === 'string') return refuse(400, fields);
      const { signer_id: signerId, verifying_contract: contract, deadline, nonce, intents } = fields;
      if (!Array.isArray(intents)) return refuse(400, 'intents must be a list');
      // A sign-in proves ownership: a payload that does anything is not one.
      if (intents.length) return refuse(400, 'intents must be empty for a sign-in');
      if (contract !== VERIFYING_CONTRACT) return refuse(400, `the payload must name ${VERIFYING_CONTRACT}`);
      const signerError = signerProblem(signed.standard, signerId);
      if (signerError) return refuse(400, signerError);
      let nonceBytes = 0;
      try {
        nonceBytes = typeof nonce === 'string' ? base64.decode(nonce).length : 0;
      } catch {
        nonceBytes = 0;
      }
      if (nonceBytes !== 32) return refuse(400, 'nonce must be base64 of 32 bytes');
      const until = typeof deadline === 'string' ? Date.parse(deadline) : NaN;
      if (!Number.isFinite(until)) return refuse(400, 'deadline must be an ISO 8601 time');
      if (until <= clock.now()) return refuse(401, 'the deadline has passed');
      if (used.has(nonce as string)) return refuse(401, 'the nonce was used before');
      const account = signerId as string;
      // Stricter than submit-intent: a named account signs in only with a key it registered.
      const problem = signatureProblem(signed, account, (publicKey) => ledger.hasKey(account, publicKey));
      if (problem) return refuse(401, problem);
      used.add(nonce as string);
      return { accountId: account };
    },

    async issue(accountId, use) {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({ use })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(now)
        .setExpirationTime(now + (use === 'access' ? ACCESS_TOKEN_S : REFRESH_TOKEN_S))
        .setIssuer('swap-elements-simulator/user')
        .sign(key);
    },

    async accountOf(token, use) {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(clock.now()) });
        return payload.use === use && typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The bearer token of a request, or undefined. */
export const bearerOf = (headers: Headers): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1];

/** A list parameter sent as repeated keys or one comma-joined value (CONTRACT.md: both are seen). */
export const listParam = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** The private (Confidential Intents) balances: a ledger of their own, set by a control endpoint. */
export class PrivateBalances {
  private readonly balances = new Map<string, Map<string, bigint>>();

  set(accountId: string, tokenId: string, amount: bigint): void {
    const account = this.balances.get(accountId) ?? new Map<string, bigint>();
    account.set(tokenId, amount);
    this.balances.set(accountId, account);
  }

  /** The asked token ids (each, zero included), or every non-zero balance when none is asked. */
  of(accountId: string, tokenIds: string[]): { tokenId: string; available: string; source: 'private' }[] {
    const account = this.balances.get(accountId) ?? new Map<string, bigint>();
    const ids = tokenIds.length ? tokenIds : [...account].filter(([, v]) => v > 0n).map(([id]) => id);
    return ids.map((tokenId) => ({ tokenId, available: String(account.get(tokenId) ?? 0n), source: 'private' }));
  }
}

/** Whether the swap is the account's: it signed for it (an Intents deposit from it), receives or is refunded. */
export function isAccountSwap(swap: SwapRecord, accountId: string): boolean {
  const id = accountId.toLowerCase();
  return (
    swap.recipient.toLowerCase() === id ||
    swap.refundTo.toLowerCase() === id ||
    swap.deposits.some((d) => d.chain === 'near' && d.sender.toLowerCase() === id)
  );
}

type Position = [createdAt: number, key: string];
const positionOf = (swap: SwapRecord): Position => [
  swap.createdAt,
  `${swap.depositAddress}\u0000${swap.depositMemo ?? ''}`,
];
const compare = (a: Position, b: Position) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
/** Cursors are opaque to clients: base64url of the position. */
const cursorOf = (p: Position) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(p)));
function positionFrom(cursor: string): Position | undefined {
  try {
    const value = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(cursor))) as unknown;
    return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string'
      ? [value[0], value[1]]
      : undefined;
  } catch {
    return undefined;
  }
}

const HISTORY_STATUSES = ['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT', 'PROCESSING', 'SUCCESS', 'REFUNDED', 'FAILED'];
const TYPE_VALUES = ['ORIGIN_CHAIN', 'DESTINATION_CHAIN', 'INTENTS', 'CONFIDENTIAL_INTENTS', 'null'];

/** The history answer for the account, or a 400 message. Newest first (README "Account"). */
export function historyPage(
  swaps: Swaps,
  accountId: string,
  params: URLSearchParams,
  now: number,
): { items: Record<string, unknown>[]; nextCursor: string; prevCursor?: string } | string {
  const prev = params.get('prevCursor');
  const next = params.get('nextCursor');
  if (prev && next) return 'prevCursor and nextCursor cannot be sent together';
  const limitText = params.get('limit') ?? '20';
  const limit = /^\d+$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= 100)) return 'limit must be an integer from 1 to 100';
  const cursor = prev || next ? positionFrom((prev || next)!) : undefined;
  if ((prev || next) && !cursor) return 'cursor is not one this service gave';
  const statuses = listParam(params, 'status');
  const wrong = statuses.find((s) => !HISTORY_STATUSES.includes(s));
  if (wrong) return `status must be one of ${HISTORY_STATUSES.join(', ')}`;
  const types = (['depositType', 'recipientType', 'refundType'] as const).map((k) => listParam(params, k));
  if (types.flat().some((t) => !TYPE_VALUES.includes(t))) return `types must be ${TYPE_VALUES.join(', ')}`;
  const conditions = Math.max(...types.map((t) => t.length));
  const depositAddress = params.get('depositAddress');
  const depositMemo = params.get('depositMemo');
  if (depositMemo && !depositAddress) return 'depositMemo needs depositAddress';
  const search = params.get('search')?.trim().toLowerCase();

  const rows = [...swaps.all()]
    .filter((swap) => swap.createdAt <= now && isAccountSwap(swap, accountId))
    .map((swap) => ({ swap, position: positionOf(swap), item: historyItem(swaps, swap, now) }))
    .filter(({ swap, item }) => {
      if (statuses.length && !statuses.includes(item.status as string)) return false;
      if (depositAddress && swap.depositAddress !== depositAddress) return false;
      if (depositMemo && swap.depositMemo !== depositMemo) return false;
      if (search) {
        const words = [swap.depositAddress, swap.recipient, ...swap.deposits.flatMap((d) => [d.sender, d.txHash])];
        if (!words.some((w) => w.toLowerCase() === search)) return false;
      }
      if (conditions === 0) return true;
      const own = [swap.depositType, swap.recipientType, swap.refundType];
      // Index-aligned: position i of the three lists is one condition ("null" or absent a wildcard), OR-ed.
      return Array.from({ length: conditions }, (_, i) => i).some((i) =>
        types.every((list, k) => !list[i] || list[i] === 'null' || list[i] === own[k]),
      );
    })
    .sort((a, b) => compare(b.position, a.position));
  let page: typeof rows;
  if (prev) page = rows.filter((r) => compare(r.position, cursor!) < 0).slice(0, limit);
  else if (next) page = rows.filter((r) => compare(r.position, cursor!) > 0).slice(-limit);
  else page = rows.slice(0, limit);
  const newest = page[0]?.position;
  const oldest = page[page.length - 1]?.position;
  return {
    items: page.map((r) => r.item),
    // Always there: polling from the newest seen (or from where the caller stood, or the beginning).
    nextCursor: newest ? cursorOf(newest) : (next ?? prev ?? cursorOf([0, ''])),
    ...(oldest ? { prevCursor: cursorOf(oldest) } : {}),
  };
}

/** A HistoryItem (CONTRACT.md): formatted amounts only; KNOWN_DEPOSIT_TX, not a history status, reads PROCESSING. */
function historyItem(swaps: Swaps, swap: SwapRecord, now: number): Record<string, unknown> {
  const { status, swapDetails } = swaps.statusResponse(swap, now);
  const d = swapDetails ?? {};
  const q = swap.quoteResponse.quote;
  const refunded = Boolean(d.refundedAmount && d.refundedAmount !== '0');
  const fee = swap.refundType === 'ORIGIN_CHAIN' && refunded ? swap.refundFee : undefined;
  return {
    status: status === 'KNOWN_DEPOSIT_TX' ? 'PROCESSING' : status,
    depositType: swap.depositType,
    recipientType: swap.recipientType,
    refundType: swap.refundType,
    createdAt: new Date(swap.createdAt).toISOString(),
    depositAddress: swap.depositAddress,
    depositMemo: swap.depositMemo ?? null,
    originAsset: swap.from.assetId,
    amountInFormatted: d.amountInFormatted ?? q.amountInFormatted,
    amountInUsd: d.amountInUsd ?? q.amountInUsd,
    destinationAsset: swap.to.assetId,
    amountOutFormatted: d.amountOutFormatted ?? q.amountOutFormatted,
    amountOutUsd: d.amountOutUsd ?? q.amountOutUsd,
    recipient: swap.recipient,
    refundTo: swap.refundTo,
    quoteTransactions: swap.deposits.filter((x) => x.at <= now).map((x) => ({ sender: x.sender, txHash: x.txHash })),
    refundReason: d.refundReason ?? null,
    ...(refunded ? { refundedAmountFormatted: d.refundedAmountFormatted, refundedAmountUsd: d.refundedAmountUsd } : {}),
    refundFee: fee === undefined ? null : String(fee),
  };
}
