// The pure side of <swap-history>: turns the element's filter fields into an explorer query (or explains why it
// cannot be sent), shortens addresses, and writes CSV. No DOM and no fetch, so it is cheap to test and to bench.
import { check, type Token } from '../../api/schemas.js';
import {
  TransactionsPageQuerySchema,
  type ExplorerTransaction,
  type TransactionsFilter,
} from '../../api/explorer-schemas.js';
import { formatAmount } from '../../core/amounts.js';
import { chainName } from '../../core/assets.js';
import { EXPLORER_STATUSES } from '../../api/schemas.js';
import type { MessageValues } from '../../i18n/messages.js';
import type { HistoryMessageKey } from '../../i18n/en/history.js';
import { swapKey } from '../../store/receipts.js';

/** The explorer's `statuses` filter accepts these six (KNOWN_DEPOSIT_TX is not a filter value). */
export const EXPLORER_FILTER_STATUSES = EXPLORER_STATUSES;
/** The explorer's default when `statuses` is omitted (spec). */
export const EXPLORER_DEFAULT_STATUSES = ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'] as const;

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 50;
/**
 * Up to this many rows (a default page) the table renders every row; a longer list goes through the virtualizer,
 * fetched only for it (9 kB gzip that most pages never need).
 */
export const PLAIN_ROWS_MAX = DEFAULT_PAGE_SIZE;
export const MIN_REFRESH_SECONDS = 5;

/** The fields a page (attributes) or the user (controls) can set. */
export interface FilterInput {
  statuses: readonly string[];
  fromChain?: string;
  toChain?: string;
  fromToken?: string;
  toToken?: string;
  search?: string;
  referral?: string;
  affiliate?: string;
  minUsd?: number | string;
  maxUsd?: number | string;
  /** A date (YYYY-MM-DD, local day) or an ISO 8601 date-time. */
  start?: string;
  end?: string;
  showTest?: boolean;
}

export type FilterField = keyof FilterInput;

/** A sentence for people, as a key of the history messages and its values (the element translates it). */
export interface HistoryMessage {
  key: HistoryMessageKey;
  values?: MessageValues;
}

export interface FilterResult {
  /** The query to send; present only when there is nothing to explain. */
  query?: TransactionsFilter;
  /** One polite sentence per field that stops the query. */
  errors: Partial<Record<FilterField, HistoryMessage>>;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHAIN_CODE = /^[a-z0-9]+$/;
const ASSET_ID = /^[a-z0-9_]+:\S+$/;

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** "", undefined → undefined; anything else must be a finite number. */
function usd(value: number | string | undefined): number | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 'invalid';
}

/**
 * A date bound as an ISO date-time. A bare date is a local day: the start is its midnight, the end is the next
 * midnight, so "to 2026-01-15" includes the 15th (the explorer's bounds are exclusive).
 */
export function dateBound(value: string | undefined, edge: 'start' | 'end'): string | undefined | 'invalid' {
  const trimmed = text(value);
  if (!trimmed) return undefined;
  const day = DATE_ONLY.exec(trimmed);
  if (day) {
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + (edge === 'end' ? 1 : 0));
    return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
  }
  const ms = Date.parse(trimmed);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return 'invalid';
  return new Date(ms).toISOString();
}

/** The six filterable statuses in canonical order; unknown ones are returned separately. */
export function normalizeStatuses(statuses: readonly string[]): { known: string[]; unknown: string[] } {
  const wanted = new Set(statuses.map((s) => s.trim().toUpperCase()).filter(Boolean));
  const known = EXPLORER_FILTER_STATUSES.filter((s) => wanted.has(s));
  const unknown = [...wanted].filter((s) => !(EXPLORER_FILTER_STATUSES as readonly string[]).includes(s));
  return { known, unknown };
}

/** Splits a `statuses="SUCCESS, REFUNDED"` attribute. */
export const parseStatusList = (value: string | null): string[] =>
  value === null ? [...EXPLORER_DEFAULT_STATUSES] : value.split(/[\s,]+/).filter(Boolean);

/** Builds the explorer filter, or explains per field why it is not sent. */
export function buildFilter(input: FilterInput, tokens: readonly Token[] = []): FilterResult {
  const errors: FilterResult['errors'] = {};
  const { known, unknown } = normalizeStatuses(input.statuses);
  if (unknown.length > 0) {
    errors.statuses = {
      key: 'statusesUnknown',
      values: { statuses: unknown.join(', '), allowed: EXPLORER_FILTER_STATUSES.join(', ') },
    };
  } else if (known.length === 0) {
    errors.statuses = { key: 'statusesNone' };
  }

  const fromChain = text(input.fromChain);
  const toChain = text(input.toChain);
  const fromToken = text(input.fromToken);
  const toToken = text(input.toToken);
  const byId = new Map(tokens.map((t) => [t.assetId, t]));
  const checkChain = (field: 'fromChain' | 'toChain', value: string | undefined) => {
    if (value && !CHAIN_CODE.test(value)) errors[field] = { key: 'chainNotCode', values: { value } };
  };
  checkChain('fromChain', fromChain);
  checkChain('toChain', toChain);
  const checkToken = (field: 'fromToken' | 'toToken', value: string | undefined, chain: string | undefined) => {
    if (!value) return;
    if (!ASSET_ID.test(value)) {
      errors[field] = { key: 'tokenNotAssetId', values: { value } };
      return;
    }
    const token = byId.get(value);
    if (token && chain && token.blockchain !== chain && !errors[field === 'fromToken' ? 'fromChain' : 'toChain']) {
      errors[field] = {
        key: 'tokenWrongChain',
        values: { symbol: token.symbol, tokenChain: chainName(token.blockchain), chain: chainName(chain) },
      };
    }
  };
  checkToken('fromToken', fromToken, fromChain);
  checkToken('toToken', toToken, toChain);
  if (fromToken && toToken && !errors.fromToken && !errors.toToken) {
    // The explorer lets the destination token override the origin token: both at once would quietly ignore one.
    errors.fromToken = { key: 'tokensBoth' };
  }

  const min = usd(input.minUsd);
  const max = usd(input.maxUsd);
  if (min === 'invalid') errors.minUsd = { key: 'minUsdNotNumber' };
  else if (min !== undefined && min < 0) errors.minUsd = { key: 'minUsdNegative' };
  if (max === 'invalid') errors.maxUsd = { key: 'maxUsdNotNumber' };
  else if (max !== undefined && max < 0) errors.maxUsd = { key: 'maxUsdNegative' };
  if (typeof min === 'number' && typeof max === 'number' && !errors.minUsd && !errors.maxUsd && min > max) {
    errors.minUsd = { key: 'minAboveMax' };
  }

  const start = dateBound(input.start, 'start');
  const end = dateBound(input.end, 'end');
  if (start === 'invalid') errors.start = { key: 'startInvalid' };
  if (end === 'invalid') errors.end = { key: 'endInvalid' };
  if (start && end && start !== 'invalid' && end !== 'invalid' && Date.parse(start) >= Date.parse(end)) {
    errors.start = { key: 'startNotBeforeEnd' };
  }

  if (Object.keys(errors).length > 0) return { errors };

  const query: TransactionsFilter = {
    statuses: known as TransactionsFilter['statuses'],
    search: text(input.search),
    fromChainId: fromChain,
    toChainId: toChain,
    fromTokenId: fromToken,
    toTokenId: toToken,
    referral: text(input.referral),
    affiliate: text(input.affiliate),
    minUsdPrice: min as number | undefined,
    maxUsdPrice: max as number | undefined,
    startTimestamp: start as string | undefined,
    endTimestamp: end as string | undefined,
    showTestTxs: input.showTest ? true : undefined,
  };
  for (const key of Object.keys(query) as (keyof TransactionsFilter)[]) {
    if (query[key] === undefined) delete query[key];
  }
  // The contract's own checks are the last word: anything they still reject is explained, never sent (their
  // messages are for developers, so people get a translatable sentence next to the field instead).
  const result = check(TransactionsPageQuerySchema, query);
  if (!result.ok) {
    for (const issue of result.issues) errors[fieldOf(issue.path)] ??= { key: 'filterNotAccepted' };
    return { errors };
  }
  return { query, errors };
}

const FIELD_OF_PARAM: Record<string, FilterField> = {
  statuses: 'statuses',
  search: 'search',
  fromChainId: 'fromChain',
  toChainId: 'toChain',
  fromTokenId: 'fromToken',
  toTokenId: 'toToken',
  referral: 'referral',
  affiliate: 'affiliate',
  minUsdPrice: 'minUsd',
  maxUsdPrice: 'maxUsd',
  startTimestamp: 'start',
  endTimestamp: 'end',
  showTestTxs: 'showTest',
};
const fieldOf = (path: string): FilterField => FIELD_OF_PARAM[path.split('.')[0] ?? ''] ?? 'search';

/** A page size the explorer accepts, or the reason it does not. */
export function checkPageSize(value: number): HistoryMessage | undefined {
  if (!Number.isInteger(value)) return { key: 'pageSizeNotWhole' };
  if (value < 1 || value > MAX_PAGE_SIZE) return { key: 'pageSizeOutOfRange' };
  return undefined;
}

/** A stable key for a query: same filter, same key, whatever the property order. */
export function queryKey(query: object): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** `0x1234…abcd`: enough to recognise an address, short enough for a table cell. */
export function shorten(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** The row's identity in the explorer (the cursor of cursor mode). */
export const rowKey = (tx: ExplorerTransaction): string =>
  tx.depositAddressAndMemo || swapKey({ depositAddress: tx.depositAddress, memo: tx.depositMemo });

/** "SOME_NEW_CODE" → "Some new code": how a code the catalogue does not know yet is shown (never hidden). */
export const humanize = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "PARTIAL_DEPOSIT" + "refund" → "refundPartialDeposit": the message key of a service code. */
export const codeKey = (prefix: string, code: string): string =>
  prefix + code.toLowerCase().replace(/(?:^|[_-]+)([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The short name of an asset the token list does not know: `nep141:wrap.near` → `wrap.near`. */
export function assetLabel(assetId: string, token: Token | undefined): string {
  if (token) return token.symbol;
  const id = assetId.slice(assetId.indexOf(':') + 1);
  return shorten(id, 10, 6);
}

/**
 * An amount for people, through the token's decimals when known, else the explorer's text: by the reading rule, or
 * every digit with `exact`.
 */
export function amountText(
  units: string | null | undefined,
  formatted: string | null | undefined,
  token: Token | undefined,
  locale: string | undefined,
  exact = false,
) {
  if (token && units && /^\d+$/.test(units)) return formatAmount(units, token.decimals, { locale, exact });
  return formatted ? decimalText(formatted, locale, exact) : '';
}

/** The explorer's plain decimal text ("1234.5") in the page's language (reading rule or `exact`); else as it came. */
export function decimalText(value: string, locale: string | undefined, exact = false): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const fraction = match[2] ?? '';
  return formatAmount(`${match[1]}${fraction}`, fraction.length, { locale, exact });
}

// ---- CSV -------------------------------------------------------------------------------------------------------
// The file is data for spreadsheets and scripts: its column names and values stay English and unformatted whatever
// the page's language, so exports from every locale read the same.

export const CSV_COLUMNS = [
  'created_at',
  'status',
  'origin_asset',
  'origin_symbol',
  'origin_chain',
  'amount_in',
  'amount_in_formatted',
  'amount_in_usd',
  'destination_asset',
  'destination_symbol',
  'destination_chain',
  'amount_out',
  'amount_out_formatted',
  'amount_out_usd',
  'recipient',
  'deposit_address',
  'deposit_memo',
  'referral',
  'app_fees',
  'senders',
  'refund_to',
  'refund_reason',
  'intent_hashes',
  'near_tx_hashes',
  'origin_chain_tx_hashes',
  'destination_chain_tx_hashes',
] as const;

/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: rows come from the network and must not execute anything when the file is opened.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The rows as CSV with a header line; amounts in smallest units and as the explorer formatted them. */
export function toCsv(rows: readonly ExplorerTransaction[], tokens: ReadonlyMap<string, Token> = new Map()): string {
  const list = (values: readonly string[] | null | undefined) => (values ?? []).join(' ');
  const lines = [CSV_COLUMNS.join(',')];
  for (const tx of rows) {
    const from = tokens.get(tx.originAsset);
    const to = tokens.get(tx.destinationAsset);
    const cells: (string | number | null | undefined)[] = [
      tx.createdAt,
      tx.status,
      tx.originAsset,
      from?.symbol,
      from?.blockchain,
      tx.amountIn,
      tx.amountInFormatted,
      tx.amountInUsd,
      tx.destinationAsset,
      to?.symbol,
      to?.blockchain,
      tx.amountOut,
      tx.amountOutFormatted,
      tx.amountOutUsd,
      tx.recipient,
      tx.depositAddress,
      tx.depositMemo,
      tx.referral,
      (tx.appFees ?? []).map((f) => `${f.recipient}:${f.fee}`).join(' '),
      list(tx.senders),
      tx.refundTo,
      tx.refundReason,
      tx.intentHashes,
      list(tx.nearTxHashes),
      list(tx.originChainTxHashes),
      list(tx.destinationChainTxHashes),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
