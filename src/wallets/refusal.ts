// Whether a wallet's error is the user saying no, one reading for every family (evm.ts and session.ts ask it): by the
// code each standard gives a refusal, found on the error or on what it wraps, never by its wording where a code
// exists. Production builds of @wallet-standard/errors and @solana/errors word a refusal only as "Wallet Standard
// error #4001000; Decode this error by running …": the code is all there is to go by. NEAR wallets have no codes and
// word it each their own way; TronLink rejects with a bare string; Starknet wallets answer the wallet API's code 113.
import type { WalletFamilyName } from './presence.js';

/** @wallet-standard/errors' WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED (a WalletStandardError's `context.__code`). */
export const WALLET_STANDARD_USER_REJECTED = 4001000;
/** EIP-1193's userRejectedRequest; TIP-1193, Leather, Unisat and Phantom answer it too. */
export const USER_REJECTED = 4001;
/** sats-connect's RpcErrorCode.USER_REJECTION; elsewhere JSON-RPC's generic server error, not a refusal. */
export const SATS_CONNECT_USER_REJECTION = -32000;
/** The Starknet wallet API's USER_REFUSED_OP (starknet-specs wallet_rpc: "User refused the operation"). */
export const STARKNET_USER_REFUSED = 113;

type Coded = {
  code?: unknown;
  context?: { __code?: unknown };
  data?: { originalError?: { code?: unknown } };
  error?: unknown;
  cause?: unknown;
};

/**
 * The codes an error carries: its `code`, a WalletStandardError's or SolanaError's `context.__code`, a wrapped
 * `data.originalError.code`, and the same of a JSON-RPC answer's `error` and of its `cause` (a few levels deep).
 */
export function errorCodes(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 3) return [];
  const e = error as Coded;
  return [
    e.code,
    e.context?.__code,
    e.data?.originalError?.code,
    ...errorCodes(e.error, depth + 1),
    ...errorCodes(e.cause, depth + 1),
  ].filter((code) => code !== undefined);
}

/** The families whose wallets say no in words only: NEAR Connect's wallets, and TronLink's signing. */
const REFUSAL_WORDS: Partial<Record<WalletFamilyName, RegExp>> = {
  near: /\bcancel+ed\b|closed the window|user rejected|rejected by (?:the )?user|declined|denied/i,
  tron: /declined by user|user rejected/i,
  // Sui wallets that throw a plain Error rather than the standard's WalletStandardError ("User rejected the request").
  sui: /\b(?:user )?reject(?:ed|ion)\b|denied|declined/i,
};

const wordsOf = (error: unknown): string =>
  typeof error === 'string'
    ? error
    : typeof (error as { message?: unknown } | undefined)?.message === 'string'
      ? (error as { message: string }).message
      : '';

/** Whether the wallet's error means the user declined (closed, cancelled) the request. */
export function isRefusal(error: unknown, family: WalletFamilyName): boolean {
  const codes = errorCodes(error);
  if (codes.includes(WALLET_STANDARD_USER_REJECTED) || codes.includes(USER_REJECTED)) return true;
  if (family === 'btc' && codes.includes(SATS_CONNECT_USER_REJECTION)) return true;
  if (family === 'starknet' && codes.includes(STARKNET_USER_REFUSED)) return true;
  return !!REFUSAL_WORDS[family]?.test(wordsOf(error));
}
