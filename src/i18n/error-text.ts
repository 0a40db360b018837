// Turns any error the elements meet into one plain, polite sentence for the UI. The technical message stays in the
// swap-error event's detail for developers; people get what happened and what to do. The sentences of the input
// checks (addresses, hashes, amounts) are check-text.ts, loaded only by the elements that check input.
import { isSwapApiError, type ConfigProblem } from '../api/errors.js';
import { knownServerError } from '../api/server-errors.js';
import type { Check as AppFeeCheck } from '../core/fees.js';
import { formatBps } from '../core/bps.js';
import { numberFormat } from '../core/intl.js';
import { translator, type CommonWords, type Translate } from './messages.js';
import { commonMessages } from './en/common.js';

type CommonText = Translate<CommonWords>;
type CommonKey = keyof CommonWords;

/** English when the caller has no messages (tests, helpers outside an element). */
const english: CommonText = translator(undefined, 'common', commonMessages);

/** A failed app-fee check of src/core/fees.ts, or a configuration problem the client found. */
export type SettingProblem = Extract<AppFeeCheck, { ok: false }> | ConfigProblem;

/**
 * The sentence for a mistake in the site's own settings (an app fee, a service address), from the element's common
 * messages (English when absent); `locale` writes the numbers in it.
 */
export function configMessage(problem: SettingProblem, text: CommonText = english, locale?: string): string {
  const number = (n: number) => numberFormat(locale).format(n);
  const fee = (single: CommonKey, numbered: CommonKey, values: Record<string, string> = {}) =>
    problem.index !== undefined ? text(numbered, { ...values, number: number(problem.index) }) : text(single, values);
  switch (problem.code) {
    case 'app-fee-recipient':
      return fee('appFeeRecipient', 'appFeeRecipientNumbered');
    case 'app-fee-whole':
      return fee('appFeeWhole', 'appFeeWholeNumbered');
    case 'app-fee-max': {
      const max = problem.maxBps ?? 0;
      return fee('appFeeMax', 'appFeeMaxNumbered', { maxBps: number(max), maxPercent: formatBps(max, locale) });
    }
    case 'app-fee-account':
      return fee('appFeeAccount', 'appFeeAccountNumbered');
    case 'app-fee-list':
      return text('appFeeList');
    case 'config-url':
      return text('configUrl', { setting: problem.setting === 'baseUrl' ? 'base-url' : 'explorer-url' });
  }
}

export interface ErrorContext {
  /** Formats the minimum of "Amount is too low for bridge, try at least N" (smallest units) for people. */
  formatMinimum?: (units: string) => string;
  /** The element's common messages (`this.words.common`); English when absent. */
  text?: CommonText;
  /** The locale numbers in the sentence are written for (a configuration problem's basis points). */
  locale?: string;
}

export function describeError(error: unknown, context: ErrorContext = {}): string {
  const t = context.text ?? english;
  if (!isSwapApiError(error)) {
    // Errors of our own code carry a sentence already; anything else gets the general one.
    return error instanceof Error && error.message ? error.message : t('errorUnknown');
  }
  const known = knownServerError(error.serverMessage);
  if (known) {
    switch (known.code) {
      case 'amount-too-low': {
        const minimum = context.formatMinimum
          ? context.formatMinimum(known.minimum)
          : t('errorMinimumUnits', { units: known.minimum });
        return t('errorAmountTooLow', { minimum });
      }
      case 'origin-token-invalid':
        return t('errorOriginTokenInvalid');
      case 'destination-token-invalid':
        return t('errorDestinationTokenInvalid');
      case 'recipient-invalid':
        return t('errorRecipientInvalid');
      case 'refund-invalid':
        return t('errorRefundInvalid');
      case 'no-liquidity':
        return t('errorNoLiquidity');
      case 'quote-failed':
        return t('errorQuoteFailed');
      case 'pair-unavailable':
        return t('errorPairUnavailable');
      case 'swap-type-needs-auth':
        return t('errorSwapTypeNeedsAuth');
      case 'deposit-not-found':
        return t('errorDepositNotFound');
    }
  }
  switch (error.kind) {
    case 'network':
      return t('errorNetwork');
    case 'timeout':
      return t('errorTimeout');
    case 'rate-limited':
      return t('errorRateLimited');
    case 'unauthorized':
      return t('errorUnauthorized');
    case 'not-found':
      // Words that fit the request: a token list or quote not found means a wrong service address.
      if (error.request === 'tokens' || error.request === 'quote') return t('errorServiceNotFound');
      return error.request === 'explorer' ? t('errorExplorerNotFound') : t('errorDepositNotFound');
    case 'invalid-config':
      return t('errorInvalidConfig', {
        reason: error.config ? configMessage(error.config, t, context.locale) : '',
      }).trim();
    case 'invalid-response':
      return t('errorInvalidResponse');
    case 'invalid-request':
      // The request was refused before sending: the client's own check names the field (English, developer-facing).
      return error.issues[0]?.message ?? error.message;
    case 'aborted':
      return t('errorAborted');
    case 'http':
    case 'intent-refused':
      if ((error.status ?? 0) >= 500) return t('errorServer');
      return error.serverMessage ? t('errorServiceSaid', { message: error.serverMessage }) : error.message;
  }
}
