// The pure part of <swap-quote>: reads the form's values, says what is wrong with each field, builds the quote
// request when everything is right, and turns a failed quote into a problem shown at its field. No DOM and no
// network, so every rule is easy to read and to test.
import type {
  AppFee,
  QuoteRequest,
  QuoteResponse,
  RecipientType,
  RefundType,
  DepositType,
  SwapType,
  Token,
} from '../../api/schemas.js';
import { SWAP_TYPES } from '../../api/schemas.js';
import { AmountTooLowError, isSwapApiError, SwapApiError } from '../../api/errors.js';
import { knownServerError } from '../../api/server-errors.js';
import { formatAmount } from '../../core/amounts.js';
import { parseAmount } from '../../core/amount-input.js';
import type { Addresses } from '../../controllers/lazy-module.js';
import { addressFormatHintId } from '../../core/address-hints.js';
import { chainName, findToken } from '../../core/assets.js';
import { chainNeedsMemo, isSlowChain } from '../../core/chains.js';
import { formatBps, MAX_BPS } from '../../core/bps.js';
import { formatDuration } from '../../core/time.js';
import type { MessageCatalogue, Translate } from '../../i18n/messages.js';
import type { commonWithChecks } from '../../i18n/en/checks.js';
import { checkMessage, formatHintMessage } from '../../i18n/check-text.js';
import { describeError } from '../../i18n/error-text.js';

/** The element's "quote" words (its Localize `t`). */
export type QuoteText = Translate<MessageCatalogue['quote']>;
/** The common words <swap-quote> has: the shared ones and the input checks' (the setting mistakes' come with their check). */
export type CommonText = Translate<typeof commonWithChecks>;

export type Field =
  'origin' | 'destination' | 'amount' | 'swapType' | 'slippage' | 'recipient' | 'refund' | 'deadline' | 'config';

export const SLIPPAGE_PRESETS = [10, 50, 100, 300] as const;
export const HIGH_SLIPPAGE_BPS = 500;
export const DEADLINE_CHOICES = [20, 60, 120, 360, 720, 1440] as const;
export const MIN_DEADLINE_MINUTES = 10;
export const MAX_DEADLINE_MINUTES = 7 * 24 * 60;
/** Below this a slow chain (Bitcoin...) risks confirming after the deadline. */
export const SLOW_CHAIN_DEADLINE_MINUTES = 120;

export interface FormValues {
  tokens: readonly Token[];
  originAsset: string;
  destinationAsset: string;
  amount: string;
  swapType: SwapType;
  /** Basis points. */
  slippage: number;
  /** The custom slippage as typed (percent), when the user typed one. */
  customSlippage?: string;
  recipient: string;
  recipientType: RecipientType;
  refundAddress: string;
  refundType: RefundType;
  depositType: DepositType;
  deadlineMinutes: number;
  authenticated: boolean;
  /** The user chose a confidential swap (offered only where the page allows it; see confidentialRoute). */
  confidential?: boolean;
  referral?: string;
  appFees?: readonly AppFee[];
  /** What is wrong with the configuration quotes need (base-url, appFees; see configError): no quote then. */
  config?: SwapApiError;
  quoteWaitingTimeMs?: number;
  locale?: string;
  /** The element's words. */
  text: QuoteText;
  /** The shared words, for failed amount, address and app-fee checks. */
  commonText: CommonText;
  /** The per-chain address checks (a lazy chunk, fetched once an address is filled in): a filled address waits for them. */
  addresses?: Pick<Addresses, 'validateAddress'>;
  /** The service's whole token list (allow-lists not applied): an address that is one of its contracts is refused. */
  allTokens?: readonly Token[];
  /** Is this a 1Click deposit address this device knows (a saved receipt, an active swap)? Refused as an address. */
  isDepositAddress?: (address: string) => boolean;
  /** The account of the wallet connected for the origin's chain, if any: a typed recipient elsewhere gets a caution. */
  walletAccount?: string;
}

export interface FormCheck {
  origin?: Token;
  destination?: Token;
  /** The token the amount is written in: the destination for EXACT_OUTPUT, the origin otherwise. */
  amountToken?: Token;
  /** Problems that block a quote. `required` ones are only shown once the user touched the field or tried. */
  errors: Partial<Record<Field, { message: string; required?: boolean }>>;
  warnings: Partial<Record<Field, string>>;
  /** The request without `dry` and `deadline` (set when it is sent), when the form is complete and valid. */
  draft?: Omit<QuoteRequest, 'dry' | 'deadline'>;
  /** Equal keys mean the same quote: one request per settled input. */
  key?: string;
  /**
   * The request priced by dry quotes: the draft's fields with placeholder addresses (see DRY_PLACEHOLDERS), set as
   * soon as the tokens and the amount are right, whatever the address fields hold; its key ignores the addresses,
   * so editing them never re-quotes or hides the price.
   */
  dryDraft?: Omit<QuoteRequest, 'dry' | 'deadline'>;
  dryKey?: string;
  slippageBps?: number;
}

/**
 * Dry quotes price a pair before the user has typed an address, but the service checks address shapes even then.
 * These are each chain's all-zero address (valid in shape, owned by nobody): only ever sent with `dry: true`.
 * `isDryPlaceholder` lets the non-dry path refuse them, so a placeholder can never become a recipient or refund
 * address of a real swap.
 */
export const DRY_PLACEHOLDERS: Readonly<Record<string, string>> = {
  evm: '0x0000000000000000000000000000000000000000',
  near: '0000000000000000000000000000000000000000000000000000000000000000',
  btc: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs',
  ltc: 'ltc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp9ysmq',
  doge: 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC',
  dash: 'XagqqFetxiDb9wbartKDrXgnqLah6SqX2S',
  zec: 't1Hsc1LR8yKnbbe3twRp88p6vFfC5t7DLbs',
  bch: '1111111111111111111114oLvT2',
  tron: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  xrp: 'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  sol: '11111111111111111111111111111111',
  fogo: '11111111111111111111111111111111',
  ton: 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c',
  stellar: 'GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF',
  sui: '0x0000000000000000000000000000000000000000000000000000000000000000',
  aptos: '0x0000000000000000000000000000000000000000000000000000000000000000',
  movement: '0x0000000000000000000000000000000000000000000000000000000000000000',
  starknet: '0x0000000000000000000000000000000000000000000000000000000000000000',
  cardano: 'addr1vyqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqkdl5mw',
  aleo: 'aleo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq3ljyzc',
};

/** The dry-quote placeholder for a chain (undefined for a chain without one, e.g. a new chain). */
export const dryPlaceholder = (chain: string | undefined, evm: (chain: string) => boolean): string | undefined =>
  chain === undefined ? undefined : (DRY_PLACEHOLDERS[chain] ?? (evm(chain) ? DRY_PLACEHOLDERS.evm : undefined));

const PLACEHOLDER_SET = new Set(Object.values(DRY_PLACEHOLDERS));
export const isDryPlaceholder = (address: string): boolean => PLACEHOLDER_SET.has(address.trim());

/** Two spellings of one address: hex addresses in any case, everything else exactly. */
export const sameAddress = (a: string, b: string): boolean =>
  a === b || (/^0x[\da-f]+$/i.test(a) && a.toLowerCase() === b.toLowerCase());

/** The chain an address must belong to for a recipient or refund type. INTENTS accounts are NEAR accounts. */
export const recipientChain = (type: RecipientType, destination?: Token): string | undefined =>
  type === 'DESTINATION_CHAIN' ? destination?.blockchain : 'near';
export const refundChain = (type: RefundType, origin?: Token): string | undefined =>
  type === 'ORIGIN_CHAIN' ? origin?.blockchain : 'near';

/** "2.5" (percent) → 250 bps, or a sentence. */
export function parseSlippagePercent(
  text: string,
  t: QuoteText,
): { ok: true; bps: number } | { ok: false; reason: string } {
  const value = text.trim().replace(',', '.').replace(/%$/, '').trim();
  if (value === '') return { ok: false, reason: t('slippageEmpty') };
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(value)) return { ok: false, reason: t('slippageFormat') };
  const [whole = '0', fraction = ''] = value.split('.');
  const bps = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (bps > MAX_BPS) return { ok: false, reason: t('slippageTooHigh') };
  return { ok: true, bps };
}

/** Tells the page once per asset id that the list it set names a token the service does not offer here. */
export function warnUnknownAssets(tokens: readonly Token[], assets: (string | undefined)[], warned: Set<string>): void {
  for (const asset of assets) {
    if (asset && tokens.length && !findToken(tokens, asset) && !warned.has(asset)) {
      warned.add(asset);
      console.warn(`<swap-quote>: the token ${asset} is not in the service's token list (or not allowed here).`);
    }
  }
}

export function checkForm(v: FormValues): FormCheck {
  const t = v.text;
  const common = v.commonText;
  const errors: FormCheck['errors'] = {};
  const warnings: FormCheck['warnings'] = {};
  const origin = findToken(v.tokens, v.originAsset);
  const destination = findToken(v.tokens, v.destinationAsset);
  const ready = v.tokens.length > 0;

  if (!v.originAsset) errors.origin = { message: t('chooseOrigin'), required: true };
  else if (ready && !origin) errors.origin = { message: t('tokenUnavailable') };
  if (!v.destinationAsset) errors.destination = { message: t('chooseDestination'), required: true };
  else if (ready && !destination) {
    errors.destination = { message: t('tokenUnavailable') };
  } else if (origin && destination && origin.assetId === destination.assetId) {
    errors.destination = { message: t('sameToken') };
  }

  if (!SWAP_TYPES.includes(v.swapType)) {
    errors.swapType = { message: t('chooseSwapType') };
  } else if (v.swapType === 'ANY_INPUT' && !v.authenticated) {
    errors.swapType = { message: t('swapTypeNeedsPartner') };
  }

  const amountToken = v.swapType === 'EXACT_OUTPUT' ? destination : origin;
  let units: string | undefined;
  if (v.amount.trim() === '') errors.amount = { message: common('amountEmpty'), required: true };
  else if (amountToken) {
    const parsed = parseAmount(v.amount, amountToken.decimals, { locale: v.locale, symbol: amountToken.symbol });
    if (parsed.ok) units = parsed.units;
    else errors.amount = { message: checkMessage(parsed, common, v.locale) };
  }

  let slippageBps: number | undefined = v.slippage;
  if (v.customSlippage !== undefined && v.customSlippage.trim() !== '') {
    const parsed = parseSlippagePercent(v.customSlippage, t);
    if (parsed.ok) slippageBps = parsed.bps;
    else {
      slippageBps = undefined;
      errors.slippage = { message: parsed.reason };
    }
  } else if (!Number.isInteger(v.slippage) || v.slippage < 0 || v.slippage > MAX_BPS) {
    slippageBps = undefined;
    errors.slippage = { message: t('slippageRange') };
  }
  if (slippageBps !== undefined && slippageBps > HIGH_SLIPPAGE_BPS) {
    warnings.slippage = t('slippageHighWarning', { percent: formatBps(slippageBps, v.locale) });
  }

  const checkAddress = (chain: string | undefined, value: string, what: 'recipient' | 'refund') => {
    if (value.trim() === '')
      return { message: t(what === 'recipient' ? 'recipientEmpty' : 'refundEmpty'), required: true };
    if (!chain) return undefined;
    if (!v.addresses) return { message: t('checkingAddress'), required: true };
    const result = v.addresses.validateAddress(chain, value);
    if (!result.ok) return { message: checkMessage(result, common, v.locale) };
    if (isDryPlaceholder(result.value)) return { message: t('addressOwnedByNobody') };
    // A token's own contract or a swap's deposit address takes tokens in, but nobody pays them out from there.
    const contract = v.allTokens?.find(
      (token) =>
        token.blockchain === chain && token.contractAddress && sameAddress(token.contractAddress, result.value),
    );
    if (contract) return { message: t('addressIsTokenContract', { symbol: contract.symbol, chain: chainName(chain) }) };
    return v.isDepositAddress?.(result.value) ? { message: t('addressIsDepositAddress') } : undefined;
  };
  const toChain = recipientChain(v.recipientType, destination);
  const backChain = refundChain(v.refundType, origin);
  const recipientError = checkAddress(toChain, v.recipient, 'recipient');
  if (recipientError) errors.recipient = recipientError;
  const refundError = checkAddress(backChain, v.refundAddress, 'refund');
  if (refundError) errors.refund = refundError;
  // A recipient typed in (not the connected wallet's own account) on another chain than the wallet's: often an
  // exchange's address, and exchanges may not credit a token on a network they did not expect.
  const account = v.walletAccount;
  if (
    account &&
    !recipientError &&
    v.recipientType === 'DESTINATION_CHAIN' &&
    origin &&
    destination &&
    destination.blockchain !== origin.blockchain &&
    !sameAddress(v.recipient.trim(), account)
  ) {
    warnings.recipient = t('recipientOtherChainCaution', {
      chain: chainName(destination.blockchain),
      symbol: destination.symbol,
    });
  }

  if (
    !Number.isInteger(v.deadlineMinutes) ||
    v.deadlineMinutes < MIN_DEADLINE_MINUTES ||
    v.deadlineMinutes > MAX_DEADLINE_MINUTES
  ) {
    const min = formatDuration(MIN_DEADLINE_MINUTES * 60_000, v.locale);
    const max = formatDuration(MAX_DEADLINE_MINUTES * 60_000, v.locale);
    errors.deadline = { message: t('deadlineRange', { min, max }) };
  } else if (origin && v.depositType === 'ORIGIN_CHAIN' && isSlowChain(origin.blockchain)) {
    if (v.deadlineMinutes < SLOW_CHAIN_DEADLINE_MINUTES) {
      warnings.deadline = t('slowChainDeadline', { chain: chainName(origin.blockchain) });
    }
  }

  // Never a quote without the partner's fee, nor one sent where the site did not mean: the page must fix it first.
  if (v.config?.config) {
    errors.config = { message: t('misconfigured', { reason: checkMessage(v.config.config, common, v.locale) }) };
  }
  const appFees = Array.isArray(v.appFees) ? v.appFees : [];

  const base = { origin, destination, amountToken, errors, warnings, slippageBps };
  // Addresses do not change the price: everything else must be right before a dry quote is asked for.
  const priceBlocked = Object.keys(errors).some((field) => field !== 'recipient' && field !== 'refund');
  if (priceBlocked || !origin || !destination || !units || slippageBps === undefined) return base;

  const memo = v.depositType === 'ORIGIN_CHAIN' && chainNeedsMemo(origin.blockchain);
  const priced = {
    swapType: v.swapType,
    slippageTolerance: slippageBps,
    originAsset: origin.assetId,
    depositType: v.depositType,
    destinationAsset: destination.assetId,
    amount: units,
    refundType: v.refundType,
    recipientType: v.recipientType,
    ...(memo ? { depositMode: 'MEMO' as const } : {}),
    ...(v.confidential && confidentialRoute(v) ? { confidentiality: 'basic' as const } : {}),
    ...(v.referral ? { referral: v.referral } : {}),
    ...(appFees.length ? { appFees: appFees.map((f) => ({ recipient: f.recipient, fee: f.fee })) } : {}),
    ...(v.quoteWaitingTimeMs !== undefined ? { quoteWaitingTimeMs: v.quoteWaitingTimeMs } : {}),
  };
  const evm = (chain: string) => addressFormatHintId(chain) === 'evm';
  const placeholderTo = dryPlaceholder(toChain, evm) ?? (errors.recipient ? undefined : v.recipient.trim());
  const placeholderBack = dryPlaceholder(backChain, evm) ?? (errors.refund ? undefined : v.refundAddress.trim());
  const dry =
    placeholderTo && placeholderBack
      ? {
          dryDraft: { ...priced, refundTo: placeholderBack, recipient: placeholderTo },
          dryKey: JSON.stringify([priced, placeholderTo, placeholderBack, v.deadlineMinutes, v.authenticated]),
        }
      : {};
  if (errors.recipient || errors.refund) return { ...base, ...dry };
  const draft: Omit<QuoteRequest, 'dry' | 'deadline'> = {
    ...priced,
    refundTo: v.refundAddress.trim(),
    recipient: v.recipient.trim(),
  };
  const key = JSON.stringify([draft, v.deadlineMinutes, v.authenticated]);
  return { ...base, ...dry, draft, key };
}

/** <swap-quote>'s dev hints for page authors (moved from the element); the field itself shows the problem to the user. */
export function warnAboutAttributes(
  changed: ReadonlyMap<PropertyKey, unknown>,
  v: Pick<FormValues, 'swapType' | 'slippage' | 'deadlineMinutes'>,
): void {
  if (changed.has('swapType') && !SWAP_TYPES.includes(v.swapType)) {
    console.warn(`<swap-quote>: unknown swap-type "${v.swapType}"; use one of ${SWAP_TYPES.join(', ')}.`);
  }
  if (changed.has('slippage') && (!Number.isInteger(v.slippage) || v.slippage < 0 || v.slippage > 10_000)) {
    console.warn(
      `<swap-quote>: slippage is in basis points, a whole number from 0 to 10000 (100 = 1%); got ${v.slippage}.`,
    );
  }
  if (changed.has('deadlineMinutes') && (!Number.isInteger(v.deadlineMinutes) || v.deadlineMinutes < 10)) {
    console.warn(`<swap-quote>: deadline-minutes must be a whole number of at least 10; got ${v.deadlineMinutes}.`);
  }
}

/** A swap that may be confidential: an ordinary deposit from a chain, delivered on a chain (CONTRACT.md 2026-11). */
export const confidentialRoute = (v: Pick<FormValues, 'swapType' | 'depositType' | 'recipientType'>): boolean =>
  v.swapType !== 'ANY_INPUT' && v.depositType === 'ORIGIN_CHAIN' && v.recipientType === 'DESTINATION_CHAIN';

/** A hint under an address field: which chain and what shape. */
export function addressHint(chain: string | undefined, intents: boolean, t: QuoteText, common: CommonText): string {
  if (!chain) return '';
  if (intents) return t('intentsAccountHint');
  const hint = addressFormatHintId(chain);
  return hint
    ? t('addressHintFormat', { chain: chainName(chain), format: formatHintMessage(hint, common) })
    : t('addressHint', { chain: chainName(chain) });
}

/** "1,234.5 USDC": units of a token in the reader's locale; empty without a token or units. */
export function tokenAmount(
  units: string | null | undefined,
  token: Token | undefined,
  locale?: string,
  exact = false,
) {
  if (units == null || !token) return '';
  return `${formatAmount(units, token.decimals, { locale, exact })} ${token.symbol}`;
}

/** Announced when a new quote arrives: what the user receives (or sends, for an exact output). */
export function quoteSentence(
  response: QuoteResponse,
  form: FormCheck,
  swapType: SwapType,
  t: QuoteText,
  locale?: string,
) {
  const q = response.quote;
  return swapType === 'EXACT_OUTPUT'
    ? t('quoteAnnouncementSend', { amount: tokenAmount(q.amountIn, form.origin, locale) })
    : t('quoteAnnouncementReceive', { amount: tokenAmount(q.amountOut, form.destination, locale) });
}

/** Said once a deposit address is ready: the exact amount to send and about what it brings. */
export const depositSentence = (response: QuoteResponse, form: FormCheck, t: QuoteText, locale?: string) =>
  t('depositReady', {
    amountIn: tokenAmount(response.quote.amountIn, form.origin, locale, true),
    amountOut: tokenAmount(response.quote.amountOut, form.destination, locale),
  });

/**
 * The request for the form as it is; the deadline counts from `now`. A dry one prices the pair with placeholder
 * addresses; a non-dry one carries only the user's checked addresses, never a placeholder.
 */
export function quoteRequest(form: FormCheck, dry: boolean, now: number, deadlineMinutes: number): QuoteRequest {
  const deadline = new Date(now + deadlineMinutes * 60_000).toISOString();
  const draft = dry ? form.dryDraft : form.draft;
  if (!draft || (!dry && (isDryPlaceholder(draft.recipient) || isDryPlaceholder(draft.refundTo)))) {
    throw new SwapApiError('invalid-request', 'A deposit address needs the recipient and refund addresses.');
  }
  return { dry, ...draft, deadline };
}

/** A failed quote or confirmation; its sentence is built when shown, so it follows a change of messages. */
export interface ServerProblem {
  key: string;
  field?: Field;
  /** The error to describe, or 'unverified' for a quote whose signature did not check out. */
  error: unknown;
  retry: boolean;
  /** From getting the deposit address (a confirm): stays until the user retries, edits or dismisses it. */
  confirm?: boolean;
}

/**
 * Worth asking again later: the service or the network may be back, and a garbled or mismatched answer may be a
 * one-off (a refused request stays refused).
 */
export const retryable = (error: unknown): boolean =>
  isSwapApiError(error) && (error.transient || error.kind === 'rate-limited' || error.kind === 'invalid-response');

const PROBLEM_FIELDS: Readonly<Record<string, Field>> = {
  'origin-token-invalid': 'origin',
  'destination-token-invalid': 'destination',
  'recipient-invalid': 'recipient',
  'refund-invalid': 'refund',
  'amount-too-low': 'amount',
  'no-liquidity': 'amount',
  'swap-type-needs-auth': 'swapType',
};

/**
 * A route as its minimum is known (the service's "try at least N" is per origin chain and per pair): the two tokens
 * and the side the amount is typed on, since N is in that token's units.
 */
type RouteValues = Pick<FormValues, 'originAsset' | 'destinationAsset' | 'swapType'>;
const routeOf = (v: RouteValues) =>
  `${v.originAsset}>${v.destinationAsset}>${v.swapType === 'EXACT_OUTPUT' ? 'out' : 'in'}`;
/** Per form (its values object, the element): the least amount the service named for each route (smallest units). */
const minimums = new WeakMap<RouteValues, Map<string, string>>();

/** The least amount the service named for the form's route, once it said so (kept for that route, for that form). */
export const routeMinimum = (values: RouteValues): string | undefined => minimums.get(values)?.get(routeOf(values));

/** The problem for a failed request made for `key` (by the form of `values`), at the field the service named (if any). */
export function toProblem(error: unknown, key: string, confirm = false, values?: RouteValues): ServerProblem {
  // Too low an amount names the route's minimum: said under the amount from now on, on this route.
  if (values && error instanceof AmountTooLowError) {
    minimums.set(values, (minimums.get(values) ?? new Map<string, string>()).set(routeOf(values), error.minimum));
  }
  const known = isSwapApiError(error) ? knownServerError(error.serverMessage) : undefined;
  return { key, field: known && PROBLEM_FIELDS[known.code], error, retry: retryable(error), confirm };
}

/** A problem belongs to the form as it is: a dry quote's to its priced fields, a confirm's to the whole form. */
export const isCurrent = (problem: ServerProblem | undefined, form: FormCheck): problem is ServerProblem =>
  problem !== undefined && (problem.key === form.dryKey || problem.key === form.key);

export function problemMessage(
  problem: ServerProblem,
  form: FormCheck,
  t: QuoteText,
  common: CommonText,
  locale?: string,
) {
  if (problem.error === 'unverified') return t('quoteNotVerified');
  // Only a quote can be confidential: its words live with <swap-quote>'s, not in every element's common ones.
  const known = isSwapApiError(problem.error) ? knownServerError(problem.error.serverMessage) : undefined;
  if (known?.code === 'confidential-needs-auth') return t('confidentialNeedsCredential');
  return describeError(problem.error, {
    formatMinimum: (units) => tokenAmount(units, form.amountToken, locale, true) || units,
    text: common,
    locale,
  });
}
