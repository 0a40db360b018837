// The plain words of <swap-status>: what each status means for the person waiting, what each refund reason means,
// and the labels of the timeline steps. Kept apart from the element so the wording is easy to review and test.
import type { ProgressStep, StepState } from '../../core/status.js';

export interface StatusWords {
  /** A short headline: "Waiting for your deposit". */
  title: string;
  /** One or two sentences: what is happening and what (if anything) to do. */
  detail: string;
  /** The tone of the status, for styling (never the only carrier of meaning). */
  tone: 'neutral' | 'progress' | 'warning' | 'success' | 'danger';
}

export interface WordsContext {
  /** "Ethereum", for "seen on Ethereum". */
  originChain?: string;
  /** "about 2 minutes" when the quote estimated the time. */
  estimate?: string;
  /** "412.5 wNEAR" when known. */
  amountOut?: string;
}

/** The seven statuses in plain words; an unknown status is shown as text and polling goes on. */
export function statusWords(status: string, context: WordsContext = {}): StatusWords {
  const on = context.originChain ? ` on ${context.originChain}` : '';
  switch (status) {
    case 'PENDING_DEPOSIT':
      return {
        title: 'Waiting for your deposit',
        detail:
          'Send the exact amount to the deposit address. This page updates by itself as soon as the service sees your transfer.',
        tone: 'neutral',
      };
    case 'KNOWN_DEPOSIT_TX':
      return {
        title: 'Deposit seen, waiting for confirmations',
        detail: `Your transfer was seen${on} and is waiting for enough confirmations. Nothing to do: the swap starts by itself.`,
        tone: 'progress',
      };
    case 'INCOMPLETE_DEPOSIT':
      return {
        title: 'Deposit incomplete',
        detail:
          'Less than the required amount has arrived. Send the missing amount to the same deposit address before the deadline, or wait: after the deadline what arrived is refunded.',
        tone: 'warning',
      };
    case 'PROCESSING':
      return {
        title: 'Swapping',
        detail: `Your deposit is confirmed and the swap is being carried out${context.estimate ? `; this usually takes ${context.estimate}` : ''}. Nothing to do: you can close this page, the swap goes on.`,
        tone: 'progress',
      };
    case 'SUCCESS':
      return {
        title: 'Swap complete',
        detail: context.amountOut
          ? `${context.amountOut} was delivered to the recipient.`
          : 'The tokens were delivered to the recipient.',
        tone: 'success',
      };
    case 'REFUNDED':
      return {
        title: 'Refunded',
        detail: 'The swap did not go through and your deposit was sent back to your refund address.',
        tone: 'warning',
      };
    case 'FAILED':
      return {
        title: 'Swap failed',
        detail:
          'The swap could not be completed. Keep the deposit address below and contact support: they can trace the funds with it.',
        tone: 'danger',
      };
    default:
      return {
        title: `Status: ${status}`,
        detail: 'The service reports a status this page does not know yet. It keeps checking.',
        tone: 'neutral',
      };
  }
}

const REFUND_REASONS: Record<string, string> = {
  PARTIAL_DEPOSIT: 'Less than the required amount arrived before the deadline.',
  AMOUNT_LESS_THAN_MIN_AMOUNT_OUT:
    'The price moved: the swap would have delivered less than the minimum you accepted (your slippage limit).',
  AMOUNT_MORE_THAN_BALANCE: 'The amount was larger than the liquidity available for this swap.',
  INTENT_SUBMIT_FAILED: 'The swap could not be submitted for execution.',
  CIRCUIT_BREAKER_BLOCKED: 'Swaps on this route are paused for safety at the moment.',
  FEE_ESTIMATION_FAILED: 'The network fee for delivering the tokens could not be estimated.',
  NO_LIQUIDITY: 'There was not enough liquidity to fill the swap.',
  AMOUNT_LESS_THAN_MIN_WITHDRAWABLE:
    'The resulting amount was below the smallest amount that can be delivered on the destination chain.',
  INSUFFICIENT_BALANCE: 'There was not enough balance to complete the swap.',
  REFUND_ADD_FAILED: 'The refund could not be arranged automatically. Contact support with the deposit address.',
  UNKNOWN: 'The service gave no specific reason.',
};

/** A refund (or failure) reason in plain words; an unknown code is shown as the service sent it. */
export function refundReasonWords(reason: string): string {
  return REFUND_REASONS[reason] ?? `The service gave this reason: ${reason}.`;
}

const STEP_LABELS: Record<ProgressStep['id'], string> = {
  deposit: 'Deposit',
  processing: 'Swap',
  delivered: 'Delivery',
  refunded: 'Refund',
  failed: 'Failed',
};

export const stepLabel = (id: ProgressStep['id']): string => STEP_LABELS[id];

const STATE_WORDS: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  upcoming: 'not yet',
  failed: 'failed',
};

/** Spoken after the step label, since the step's look alone does not say its state. */
export const stepStateWords = (state: StepState): string => STATE_WORDS[state];
