// Turns any error the elements meet into one plain, polite sentence for the UI. The technical message stays in the
// swap-error event's detail for developers; people get what happened and what to do. The sentences of the input
// checks (addresses, hashes, amounts) are check-text.ts, loaded only by the elements that check input, and those of
// the site's setting mistakes setting-text.ts, loaded with the code that finds them.
import { isSwapApiError, type ConfigProblem } from '../api/errors.js';
import { knownServerError } from '../api/server-errors.js';
import { translator, type CommonWords, type Translate } from './messages.js';
import { commonMessages } from './en/common.js';

type CommonText = Translate<CommonWords>;

/** English when the caller has no messages (tests, helpers outside an element). */
const english: CommonText = translator(undefined, 'common', commonMessages);

/** How a setting mistake is worded: setting-text.ts's configMessage, handed over by the code that found the mistake. */
type SettingText = (problem: ConfigProblem, text: CommonText, locale?: string) => string;
let settingText: SettingText | undefined;

/**
 * Called by the code that finds setting mistakes (store/config-check.ts) with their wording, so a page whose settings
 * are plain never loads it. Until then a mistake's reason is its English developer message.
 */
export function useSettingText(wording: SettingText): void {
  settingText = wording;
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
    case 'origin':
      // The gateway's own reason, in the page's language; its sentence as it came when it named no origin.
      return error.origin
        ? t('errorOriginRefused', { origin: error.origin })
        : t('errorServiceSaid', { message: error.serverMessage ?? error.message });
    case 'not-found':
      // Words that fit the request: a token list or quote not found means a wrong service address.
      if (error.request === 'tokens' || error.request === 'quote') return t('errorServiceNotFound');
      return error.request === 'explorer' ? t('errorExplorerNotFound') : t('errorDepositNotFound');
    case 'invalid-config':
      return t('errorInvalidConfig', {
        reason: error.config ? (settingText?.(error.config, t, context.locale) ?? error.message) : '',
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
    case 'order-refused':
      if ((error.status ?? 0) >= 500) return t('errorServer');
      return error.serverMessage ? t('errorServiceSaid', { message: error.serverMessage }) : error.message;
  }
}
