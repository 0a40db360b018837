// The plain words of <swap-status>: what each status means for the person waiting, what each refund reason means,
// and the labels of the timeline steps, read from the "status" section of the message catalogue. Kept apart from
// the element so the wording is easy to review and test.
import type { ProgressStep, StepState } from '../../core/progress.js';
import type { MessageCatalogue, Translate } from '../../i18n/messages.js';

export type StatusText = Translate<MessageCatalogue['status']>;
type StatusKey = keyof MessageCatalogue['status'] & string;

export interface StatusWords {
  /** A short headline: "Waiting for your deposit". */
  title: string;
  /** One or two sentences: what is happening and what (if anything) to do. */
  detail: string;
  /** The detail with every digit of its amount, when `detail` shows it shortened by the reading rule. */
  exactDetail?: string;
  /** The tone of the status, for styling (never the only carrier of meaning). */
  tone: 'neutral' | 'progress' | 'warning' | 'success' | 'danger';
}

export interface WordsContext {
  /** "Ethereum", for "seen on Ethereum". */
  originChain?: string;
  /** The quote's time estimate in words, "2 minutes", for "usually takes about 2 minutes". */
  estimate?: string;
  /** "412.5 wNEAR" when known. */
  amountOut?: string;
}

/** The seven statuses in plain words; an unknown status is shown as text and polling goes on. */
export function statusWords(t: StatusText, status: string, context: WordsContext = {}): StatusWords {
  switch (status) {
    case 'PENDING_DEPOSIT':
      return { title: t('pendingDepositTitle'), detail: t('pendingDepositDetail'), tone: 'neutral' };
    case 'KNOWN_DEPOSIT_TX':
      return {
        title: t('knownDepositTitle'),
        detail: context.originChain
          ? t('knownDepositDetailOnChain', { chain: context.originChain })
          : t('knownDepositDetail'),
        tone: 'progress',
      };
    case 'INCOMPLETE_DEPOSIT':
      return { title: t('incompleteDepositTitle'), detail: t('incompleteDepositDetail'), tone: 'warning' };
    case 'PROCESSING':
      return {
        title: t('processingTitle'),
        detail: context.estimate
          ? t('processingDetailWithEstimate', { duration: context.estimate })
          : t('processingDetail'),
        tone: 'progress',
      };
    case 'SUCCESS':
      return {
        title: t('successTitle'),
        detail: context.amountOut ? t('successDetailWithAmount', { amount: context.amountOut }) : t('successDetail'),
        tone: 'success',
      };
    case 'REFUNDED':
      return { title: t('refundedTitle'), detail: t('refundedDetail'), tone: 'warning' };
    case 'FAILED':
      return { title: t('failedTitle'), detail: t('failedDetail'), tone: 'danger' };
    default:
      return { title: t('unknownStatusTitle', { status }), detail: t('unknownStatusDetail'), tone: 'neutral' };
  }
}

const REFUND_REASONS: Record<string, StatusKey> = {
  PARTIAL_DEPOSIT: 'refundReasonPartialDeposit',
  AMOUNT_LESS_THAN_MIN_AMOUNT_OUT: 'refundReasonAmountBelowMinOut',
  AMOUNT_MORE_THAN_BALANCE: 'refundReasonAmountAboveBalance',
  INTENT_SUBMIT_FAILED: 'refundReasonIntentSubmitFailed',
  CIRCUIT_BREAKER_BLOCKED: 'refundReasonCircuitBreaker',
  FEE_ESTIMATION_FAILED: 'refundReasonFeeEstimationFailed',
  NO_LIQUIDITY: 'refundReasonNoLiquidity',
  AMOUNT_LESS_THAN_MIN_WITHDRAWABLE: 'refundReasonBelowMinWithdrawable',
  INSUFFICIENT_BALANCE: 'refundReasonInsufficientBalance',
  REFUND_ADD_FAILED: 'refundReasonRefundFailed',
  UNKNOWN: 'refundReasonUnknown',
};

/** A refund (or failure) reason in plain words; an unknown code is shown as the service sent it. */
export function refundReasonWords(t: StatusText, reason: string): string {
  const key = Object.prototype.hasOwnProperty.call(REFUND_REASONS, reason) ? REFUND_REASONS[reason] : undefined;
  return key ? t(key) : t('refundReasonOther', { reason });
}

// The step ids come from src/core/status.ts (progressSteps); their names live in this element's catalogue.
const STEP_LABELS: Record<ProgressStep['id'], StatusKey> = {
  deposit: 'stepDeposit',
  processing: 'stepProcessing',
  delivered: 'stepDelivered',
  refunded: 'stepRefunded',
  failed: 'stepFailed',
};

export const stepLabel = (t: StatusText, id: ProgressStep['id']): string => t(STEP_LABELS[id]);

const STATE_WORDS: Record<StepState, StatusKey> = {
  done: 'stepDone',
  current: 'stepCurrent',
  upcoming: 'stepUpcoming',
  failed: 'stepFailedState',
  skipped: 'stepSkipped',
};

/** A step with its state, for screen readers ("Deposit: in progress"), since the step's look alone does not say it. */
export const stepWithState = (t: StatusText, id: ProgressStep['id'], state: StepState): string =>
  t(STATE_WORDS[state], { step: stepLabel(t, id) });
