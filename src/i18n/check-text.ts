// The sentences of the input checks: a failed address, transaction-hash or amount check of src/core, in the page's
// language. Only the elements that take such input (<swap-quote>, <swap-deposit>) load this and its words
// (en/checks.ts); the site's own setting mistakes are error-text.ts, which every element has.
import type { Check as AddressCheck, FormatHint } from '../core/addresses.js';
import type { Parsed } from '../core/amount-input.js';
import { formatAmount, MAX_UNITS } from '../core/amounts.js';
import { chainName } from '../core/assets.js';
import { numberFormat } from '../core/intl.js';
import { configMessage, type SettingProblem } from './setting-text.js';
import { translator, type Translate } from './messages.js';
import { commonWithChecks, type checkMessages } from './en/checks.js';

type CommonText = Translate<typeof commonWithChecks>;
type CommonKey = keyof typeof checkMessages;

/** English when the caller has no messages (tests, helpers outside an element). */
const english: CommonText = translator(undefined, 'common', commonWithChecks);

/** Any failed check of src/core (address, transaction hash, amount, app fees) or of the configuration. */
export type FailedCheck = Extract<AddressCheck, { ok: false }> | Extract<Parsed, { ok: false }> | SettingProblem;

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
 * checks carry only codes: this and configMessage are the places their words are chosen.
 */
export function checkMessage(check: FailedCheck, text: CommonText = english, locale?: string): string {
  const chain = 'chain' in check && check.chain ? chainName(check.chain) : '';
  const format = 'hint' in check && check.hint ? formatHintMessage(check.hint, text) : '';
  switch (check.code) {
    case 'address-empty':
      return text('addressEmpty');
    case 'address-spaces':
      return text('addressSpaces');
    case 'address-checksum':
      return text('addressChecksum');
    case 'address-format':
      return text('addressInvalid', { chain, format });
    case 'address-xrp-tag':
      return text('addressXrpTag');
    case 'address-zec-shielded':
      return text('addressZecShielded');
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
    case 'amount-too-many-decimals':
      return text('amountTooManyDecimals', { decimals: numberFormat(locale).format(check.decimals ?? 0) });
    case 'amount-zero':
      return text('amountZero');
    case 'amount-too-large':
      return text('amountTooLarge', { max: formatAmount(MAX_UNITS, check.decimals ?? 0, { locale, exact: true }) });
    default:
      return configMessage(check, text, locale);
  }
}
