// Paying a `depositType: INTENTS` quote of <swap-deposit> from a NEAR Intents balance (IntentPayController drives it,
// views/intent.view.ts shows it): the order a wallet is asked to sign, the check of the generated intent before any
// wallet sees it, and the steps and outcomes of asking. The signer id is core/intents-account-id.ts's.
import type { QuoteResponse, Token } from '../../api/schemas.js';
import { isAnyAsset } from '../../api/schemas.js';
import { isUnitsString } from '../../core/amounts.js';
import { findToken } from '../../core/assets.js';
import type { FamilyProblem, FamilyWallet, IntentToSign } from '../../wallets/family.js';

/** What a wallet is asked to sign: a transfer of exactly `amount` of `asset` inside NEAR Intents to the deposit address. */
export interface IntentOrder {
  depositAddress: string;
  asset: string;
  /** Smallest units: the quote's amountIn. */
  amount: string;
  decimals: number;
  symbol: string;
  /**
   * The swap pays into an Intents account (recipientType INTENTS): who, and the least of which token it promises. A
   * `token_diff` intent settles the swap against the signer's own balance, so it may credit the signer only this.
   */
  payout?: { recipient: string; asset: string; minAmount: string; decimals: number; symbol: string };
}

/**
 * The order for the shown swap, if any: a quote funded from an Intents balance (`depositType: INTENTS`) with a quoted
 * amount of one token, awaiting its deposit (PENDING_DEPOSIT) before its deadline. A short deposit is topped up by a
 * transfer to the address (generate-intent funds a swap awaiting its deposit only).
 */
export function intentOrder(input: {
  quoteResponse?: QuoteResponse;
  tokens?: readonly Token[];
  /** The deposit's phase (deposit-progress-controller's Phase): only `send` awaits funds. */
  phase: string;
  expired: boolean;
}): IntentOrder | undefined {
  const { quoteResponse, tokens, phase, expired } = input;
  if (!quoteResponse || !tokens || expired || phase !== 'send') return undefined;
  const { quote, quoteRequest } = quoteResponse;
  if (quoteRequest.depositType !== 'INTENTS' || isAnyAsset(quoteRequest.originAsset) || !quote.depositAddress) {
    return undefined;
  }
  const token = findToken(tokens, quoteRequest.originAsset);
  if (!token || !isUnitsString(quote.amountIn) || BigInt(quote.amountIn) <= 0n) return undefined;
  const out = quoteRequest.recipientType === 'INTENTS' ? findToken(tokens, quoteRequest.destinationAsset) : undefined;
  const minAmount = quote.minAmountOut ?? quote.amountOut;
  return {
    depositAddress: quote.depositAddress,
    asset: token.assetId,
    amount: quote.amountIn,
    decimals: token.decimals,
    symbol: token.symbol,
    ...(out && isUnitsString(minAmount)
      ? {
          payout: {
            recipient: quoteRequest.recipient.toLowerCase(),
            asset: out.assetId,
            minAmount,
            decimals: out.decimals,
            symbol: out.symbol,
          },
        }
      : {}),
  };
}

/** The Defuse message inside an intent: the payload's JSON text, NEP-413's `message`, ton_connect's `text`. */
function messageOf(intent: IntentToSign): Record<string, unknown> | undefined {
  const payload = intent.payload as { message?: unknown; type?: unknown; text?: unknown } | string | undefined;
  const text = typeof payload === 'string' ? payload : payload?.type === 'text' ? payload.text : payload?.message;
  if (typeof text !== 'string') return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a generated intent is not what the page asked for (each said in its own sentence): `shape` not one transfer or
 * token_diff of the standard asked; `signer` another account signs; `deadline` already passed; `receiver` a transfer
 * to another address; `amount` not exactly the amount due of the origin token; `extra-token` another token moves;
 * `receives` the signer is credited although the swap pays someone else; `payout` the signer is credited less than
 * the quote promises, or another token; `unbound` a token_diff that takes the amount without this swap's output.
 */
export type IntentMismatch =
  'shape' | 'signer' | 'deadline' | 'receiver' | 'amount' | 'extra-token' | 'receives' | 'payout' | 'unbound';

const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^-?(0|[1-9]\d*)$/.test(value) ? BigInt(value) : undefined;

/**
 * Checks a generated intent before any wallet is asked to sign it: its standard, signed by `signerId`, before its
 * deadline, and one of two shapes. A `transfer` of exactly the amount due of the origin token to the deposit address,
 * nothing else. A `token_diff` (its diff is the signer's own balance change, CONTRACT.md "2026-11 update"): exactly
 * minus the amount due of the origin token and, since the swap then settles against the signer's balance, plus at
 * least the quote's minimum of the destination token, allowed only when the swap pays the signer's own Intents
 * account; nothing else moves. Undefined when it matches.
 */
export function intentMismatch(
  intent: IntentToSign,
  standard: string,
  signerId: string,
  order: IntentOrder,
  now: number,
): IntentMismatch | undefined {
  const message = messageOf(intent);
  if (intent.standard !== standard || !message) return 'shape';
  if (message.signer_id !== signerId) return 'signer';
  const deadline = typeof message.deadline === 'string' ? Date.parse(message.deadline) : NaN;
  if (!Number.isFinite(deadline)) return 'shape';
  if (deadline <= now) return 'deadline';
  const intents = message.intents;
  if (!Array.isArray(intents) || intents.length !== 1) return 'shape';
  const one = intents[0] as { intent?: unknown; receiver_id?: unknown; tokens?: unknown; diff?: unknown };
  if (one.intent === 'transfer') {
    const tokens = one.tokens;
    if (!tokens || typeof tokens !== 'object') return 'shape';
    if (one.receiver_id !== order.depositAddress) return 'receiver';
    if ((tokens as Record<string, unknown>)[order.asset] !== order.amount) return 'amount';
    return Object.keys(tokens).length === 1 ? undefined : 'extra-token';
  }
  if (one.intent !== 'token_diff' || !one.diff || typeof one.diff !== 'object') return 'shape';
  const diff = one.diff as Record<string, unknown>;
  if (diff[order.asset] !== `-${order.amount}`) return 'amount';
  const others = Object.entries(diff).filter(([asset]) => asset !== order.asset);
  if (others.some(([, value]) => (units(value) ?? -1n) <= 0n)) return 'extra-token';
  const payout = order.payout?.recipient === signerId ? order.payout : undefined;
  if (!payout) return others.length ? 'receives' : 'unbound';
  if (others.length === 0) return 'unbound';
  const [[asset, value]] = others as [[string, unknown]];
  if (others.length > 1) return 'extra-token';
  return asset === payout.asset && units(value)! >= BigInt(payout.minAmount) ? undefined : 'payout';
}

/**
 * When a signed intent lapses: its Defuse message's `deadline` (epoch ms), or undefined when it names none. After it
 * the intent can no longer execute, whatever becomes of a copy of it.
 */
export function signedDeadline(signed: { payload: unknown }): number | undefined {
  const deadline = messageOf(signed as IntentToSign)?.deadline;
  const at = typeof deadline === 'string' ? Date.parse(deadline) : NaN;
  return Number.isFinite(at) ? at : undefined;
}

/** `check`: asking the service whether the swap has received its deposit (the fate of a signed intent). */
export type IntentStep = 'connect' | 'prepare' | 'sign' | 'submit' | 'check';

/** Why the service refused (IntentRefusedError's `refusal`), the page's own check, or a wallet's problem. */
export type IntentProblem =
  | FamilyProblem
  | 'timeout'
  /** The generated intent is not what the page asked for: `mismatch` on the state says how. */
  | 'mismatch'
  | 'quote-state'
  | 'signature'
  | 'balance'
  | 'expired'
  | 'replayed'
  | 'intent'
  /** The service did not answer (network, timeout, 5xx): `message` says it; a signed intent is kept to send again. */
  | 'service'
  /** Asked after the service did not answer: nothing has arrived yet, and the signed intent may still execute. */
  | 'not-arrived'
  /** The signed intent's deadline passed and nothing arrived: it never executed, so a new one may be signed. */
  | 'lapsed';

/** Where the payment from the Intents balance is, for the view. */
export type IntentPayState =
  | { kind: 'idle' }
  | { kind: 'busy'; step: IntentStep; wallet: FamilyWallet; account?: string }
  | {
      kind: 'failed';
      wallet?: FamilyWallet;
      step: IntentStep;
      problem: IntentProblem;
      account?: string;
      /** The wallet's or the service's words. */
      message?: string;
      /** How the generated intent differs from the order (problem `mismatch`). */
      mismatch?: IntentMismatch;
      /**
       * A signed intent is saved and its fate is unknown: it may be sent again as it is (the same nonce cannot pay
       * twice) and the swap's status asked; no new signature is offered until it is refused or lapses.
       */
      resend?: boolean;
      /** When the saved signed intent lapses (its deadline). */
      until?: number;
    }
  /** The swap's status shows a deposit: the signed intent went through (or something else paid); nothing to sign. */
  | { kind: 'arrived' }
  /** The service accepted the signed intent (now, or before a reload): `wallet` is its name. */
  | { kind: 'sent'; intentHash: string; wallet: string }
  /** A signature was asked for before a reload and its answer was lost (nothing was submitted). */
  | { kind: 'interrupted' };
