// Turns any error the elements meet into one plain, polite sentence for the UI. The technical message stays in the
// swap-error event's detail for developers; people get what happened and what to do.
import { isSwapApiError, type ConfigProblem } from '../api/errors.js';
import { knownServerError } from '../api/server-errors.js';
import type { Check as AddressCheck, FormatHint } from '../core/addresses.js';
import { formatAmount, MAX_UNITS, type Parsed } from '../core/amounts.js';
import { chainName } from '../core/assets.js';
import { formatBps, type Check as AppFeeCheck } from '../core/fees.js';
import { numberFormat } from '../core/intl.js';
import { translator, type MessageCatalogue, type Translate } from './messages.js';
import { commonMessages } from './en/common.js';

type CommonText = Translate<MessageCatalogue['common']>;
type CommonKey = keyof MessageCatalogue['common'];

/** English when the caller has no messages (tests, helpers outside an element). */
const english: CommonText = translator(undefined, 'common', commonMessages);

/** Any failed check of src/core (address, transaction hash, amount, app fees) or of the configuration. */
export type FailedCheck =
  | Extract<AddressCheck, { ok: false }>
  | Extract<Parsed, { ok: false }>
  | Extract<AppFeeCheck, { ok: false }>
  | ConfigProblem;

const HINT_KEYS: Record<FormatHint, CommonKey> = {
  evm: 'formatHintEvm',
  near: 'formatHintNear',
  btc: 'formatHintBitcoin',
  ltc: 'formatHintLitecoin',
  doge: 'formatHintDogecoin',
  dash: 'formatHintDash',
  zec: 'formatHintZcash',
  bch: 'formatHintBitcoinCash',
  tron: 'formatHintTron',
  xrp: 'formatHintXrp',
  sol: 'formatHintSolana',
  fogo: 'formatHintFogo',
  ton: 'formatHintTon',
  stellar: 'formatHintStellar',
  cardano: 'formatHintCardano',
  aleo: 'formatHintAleo',
  hex64With0x: 'formatHintHex64With0x',
  hexUpTo64With0x: 'formatHintHexUpTo64With0x',
  hex64: 'formatHintHex64',
  nearTx: 'formatHintNearTx',
  suiTx: 'formatHintSuiTx',
  solTx: 'formatHintSolanaTx',
  fogoTx: 'formatHintFogoTx',
  tonTx: 'formatHintTonTx',
  aleoTx: 'formatHintAleoTx',
};

/**
 * The expected shape of an address or hash ("a Tron address starting with T") in the page's messages, from the id
 * of `addressFormatHintId(chain)` or of a failed check.
 */
export function formatHintMessage(hint: FormatHint, text: CommonText = english): string {
  return text(HINT_KEYS[hint]);
}

/** "a Bitcoin", "an Ethereum" (English only: translations use {chain}). */
const withArticle = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/**
 * The sentence for a failed address, transaction-hash, amount or app-fee check, from the element's common messages
 * (`this.words.common`; English when absent). `locale` formats the numbers in it (decimals, basis points). Core
 * checks carry only codes: this is the one place their words are chosen.
 */
export function checkMessage(check: FailedCheck, text: CommonText = english, locale?: string): string {
  const number = (n: number) => numberFormat(locale).format(n);
  const chain = 'chain' in check && check.chain ? chainName(check.chain) : '';
  const format = 'hint' in check && check.hint ? formatHintMessage(check.hint, text) : '';
  const fee = (single: CommonKey, numbered: CommonKey, values: Record<string, string> = {}) =>
    'index' in check && check.index !== undefined
      ? text(numbered, { ...values, number: number(check.index) })
      : text(single, values);
  switch (check.code) {
    case 'address-empty':
      return text('addressEmpty');
    case 'address-spaces':
      return text('addressSpaces');
    case 'address-checksum':
      return text('addressChecksum');
    case 'address-format':
      return text('addressInvalid', { chain, format });
    case 'tx-hash-empty':
      return text('txHashEmpty');
    case 'tx-hash-spaces':
      return text('txHashSpaces');
    case 'tx-hash-format':
      return text('txHashInvalid', { chain, aChain: withArticle(chain), format });
    case 'amount-empty':
      return text('amountEmpty');
    case 'amount-negative':
      return text('amountNegative');
    case 'amount-characters':
      return text('amountCharacters');
    case 'amount-separators':
      return text('amountSeparators');
    case 'amount-digit-groups':
      return text('amountDigitGroups');
    case 'amount-no-decimals':
      return text('amountNoDecimals');
    case 'amount-too-many-decimals': {
      const decimals = check.decimals ?? 0;
      return text('amountTooManyDecimals', { decimals: number(decimals) });
    }
    case 'amount-zero':
      return text('amountZero');
    case 'amount-too-large':
      return text('amountTooLarge', { max: formatAmount(MAX_UNITS, check.decimals ?? 0, { locale, exact: true }) });
    case 'app-fee-recipient':
      return fee('appFeeRecipient', 'appFeeRecipientNumbered');
    case 'app-fee-whole':
      return fee('appFeeWhole', 'appFeeWholeNumbered');
    case 'app-fee-max': {
      const max = check.maxBps ?? 0;
      return fee('appFeeMax', 'appFeeMaxNumbered', { maxBps: number(max), maxPercent: formatBps(max, locale) });
    }
    case 'app-fee-account':
      return fee('appFeeAccount', 'appFeeAccountNumbered');
    case 'app-fee-list':
      return text('appFeeList');
    case 'config-url':
      return text('configUrl', { setting: check.setting === 'baseUrl' ? 'base-url' : 'explorer-url' });
  }
}

export interface ErrorContext {
  /** Formats the minimum of "Amount is too low for bridge, try at least N" (smallest units) for people. */
  formatMinimum?: (units: string) => string;
  /** The element's common messages (`this.words.common`); English when absent. */
  text?: Translate<MessageCatalogue['common']>;
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
        reason: error.config ? checkMessage(error.config, t, context.locale) : '',
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
