// The Intents Explorer's part of the contract (CONTRACT.md "Explorer"): only <swap-history> reads the explorer, so the
// client loads these on first use and the script tag's first download does not carry them.
import * as z from 'zod/mini';
import { queryString, type ClientCore, type ExplorerCallOptions } from './client.js';
import { SwapApiError } from './errors.js';
import { assetId, isoDateTime, oneOf } from './schema-builders.js';
import { nonEmpty, optText, optUnits } from './schema-parts.js';
import { EXPLORER_STATUSES } from './schemas.js';

/** A decimal text (formatted amount, USD value) that is not negative: explorer rows follow the quote's rule. */
const optAmountText = z.nullish(z.string().check(z.refine((s) => !s.trim().startsWith('-'), 'must not be negative')));

export const ExplorerTransactionSchema = z.looseObject({
  originAsset: z.string(),
  destinationAsset: z.string(),
  depositAddress: z.string(),
  depositAddressAndMemo: optText,
  depositMemo: optText,
  recipient: optText,
  status: z.string(),
  createdAt: z.string(),
  createdAtTimestamp: z.number(), // Unix seconds
  intentHashes: optText,
  referral: optText,
  amountIn: optUnits,
  amountInFormatted: optAmountText,
  amountInUsd: optAmountText,
  amountOut: optUnits,
  amountOutFormatted: optAmountText,
  amountOutUsd: optAmountText,
  refundTo: optText,
  senders: z.nullish(z.array(z.string())),
  refundReason: optText,
  refundFee: optUnits,
  refundFeeFormatted: optAmountText,
  depositType: optText,
  recipientType: optText,
  refundType: optText,
  appFees: z.nullish(z.array(z.looseObject({ recipient: z.string(), fee: z.number().check(z.gte(0)) }))),
  nearTxHashes: z.nullish(z.array(z.string())),
  originChainTxHashes: z.nullish(z.array(z.string())),
  destinationChainTxHashes: z.nullish(z.array(z.string())),
});
export type ExplorerTransaction = z.infer<typeof ExplorerTransactionSchema>;

export const TransactionsPageSchema = z.looseObject({
  data: z.array(ExplorerTransactionSchema),
  totalPages: z.number(),
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  nextPage: z.nullable(z.number()),
  prevPage: z.nullable(z.number()),
});
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;

/** Cursor mode returns a bare array; a short or empty array means the end. */
export const TransactionsCursorSchema = z.array(ExplorerTransactionSchema);

const usdBound = (field: string) =>
  z.number({ error: `${field} must be a number.` }).check(z.gte(0, `${field} cannot be negative.`));
const unixSeconds = (field: string) =>
  z.int({ error: `${field} must be whole Unix seconds.` }).check(z.gte(0, `${field} cannot be negative.`));
const chainCode = (field: string) =>
  z.string().check(z.regex(/^[a-z0-9]+$/, `${field} must be a chain code such as eth, btc or near.`));
/** One chain, or several: live clients repeat the parameter (`fromChainId=eth&fromChainId=base`). */
const chainCodes = (field: string) =>
  z.union([chainCode(field), z.array(chainCode(field)).check(z.minLength(1, `${field} names no chain.`))]);

/** Filters shared by both explorer endpoints. Chain codes are checked for shape only: the chain list grows. */
const filterShape = {
  search: z.optional(z.string()),
  fromChainId: z.optional(chainCodes('fromChainId')),
  toChainId: z.optional(chainCodes('toChainId')),
  fromTokenId: z.optional(assetId('fromTokenId')),
  toTokenId: z.optional(assetId('toTokenId')),
  referral: z.optional(z.string()),
  affiliate: z.optional(z.string()),
  statuses: z.optional(
    z
      .array(oneOf(EXPLORER_STATUSES, 'statuses'))
      .check(z.minLength(1, 'Choose at least one status (KNOWN_DEPOSIT_TX cannot be filtered on).')),
  ),
  showTestTxs: z.optional(z.boolean()),
  minUsdPrice: z.optional(usdBound('minUsdPrice')),
  maxUsdPrice: z.optional(usdBound('maxUsdPrice')),
  startTimestamp: z.optional(isoDateTime('startTimestamp')),
  endTimestamp: z.optional(isoDateTime('endTimestamp')),
  startTimestampUnix: z.optional(unixSeconds('startTimestampUnix')),
  endTimestampUnix: z.optional(unixSeconds('endTimestampUnix')),
};

type FilterLike = {
  minUsdPrice?: number;
  maxUsdPrice?: number;
  startTimestamp?: string;
  endTimestamp?: string;
  startTimestampUnix?: number;
  endTimestampUnix?: number;
};

/** Combinations that the service would answer with nothing are explained instead of sent. */
const filterChecks = [
  z.refine<FilterLike>(
    (f: FilterLike) => f.minUsdPrice === undefined || f.maxUsdPrice === undefined || f.minUsdPrice <= f.maxUsdPrice,
    { error: 'minUsdPrice must not be greater than maxUsdPrice.', path: ['minUsdPrice'] },
  ),
  z.refine<FilterLike>(
    (f: FilterLike) =>
      !f.startTimestamp || !f.endTimestamp || Date.parse(f.startTimestamp) < Date.parse(f.endTimestamp),
    { error: 'startTimestamp must be before endTimestamp.', path: ['startTimestamp'] },
  ),
  z.refine<FilterLike>(
    (f: FilterLike) =>
      f.startTimestampUnix === undefined ||
      f.endTimestampUnix === undefined ||
      f.startTimestampUnix < f.endTimestampUnix,
    { error: 'startTimestampUnix must be before endTimestampUnix.', path: ['startTimestampUnix'] },
  ),
];

export const TransactionsFilterSchema = z.strictObject(filterShape).check(...filterChecks);
export type TransactionsFilter = z.infer<typeof TransactionsFilterSchema>;

export const TransactionsPageQuerySchema = z
  .strictObject({
    ...filterShape,
    page: z.optional(z.int({ error: 'page must be a whole number.' }).check(z.gte(1, 'page starts at 1.'))),
    perPage: z.optional(
      z
        .int({ error: 'perPage must be a whole number.' })
        .check(z.gte(1, 'perPage must be at least 1.'), z.lte(1000, 'perPage can be at most 1000.')),
    ),
  })
  .check(...filterChecks);
export type TransactionsPageQuery = z.infer<typeof TransactionsPageQuerySchema>;

export const TransactionsCursorQuerySchema = z
  .strictObject({
    ...filterShape,
    numberOfTransactions: z.optional(
      z
        .int({ error: 'numberOfTransactions must be a whole number.' })
        .check(
          z.gte(1, 'numberOfTransactions must be at least 1.'),
          z.lte(1000, 'numberOfTransactions can be at most 1000.'),
        ),
    ),
    lastDepositAddressAndMemo: z.optional(nonEmpty('lastDepositAddressAndMemo')),
    // The cursor as live clients send it, in two parts (the docs prefer the joined form; both are accepted).
    lastDepositAddress: z.optional(nonEmpty('lastDepositAddress')),
    lastDepositMemo: z.optional(z.string()),
    direction: z.optional(oneOf(['next', 'prev'], 'direction')),
  })
  .check(
    ...filterChecks,
    z.refine(
      (q: { lastDepositMemo?: string; lastDepositAddress?: string }) => !q.lastDepositMemo || !!q.lastDepositAddress,
      {
        error: 'lastDepositMemo needs lastDepositAddress.',
        path: ['lastDepositMemo'],
      },
    ),
  );
export type TransactionsCursorQuery = z.infer<typeof TransactionsCursorQuerySchema>;

// Explorer answers are read row by row: one broken row is left out (and counted), not the whole page.
export const PageEnvelopeSchema = z.extend(TransactionsPageSchema, { data: z.array(z.unknown()) });
export const RowsEnvelopeSchema = z.array(z.unknown());

/** Rows read per later task (options.firstRows): a few milliseconds' work, so the page stays responsive. */
const LATER_SLICE = 250;

function readSome(rows: unknown[]): { read: ExplorerTransaction[]; unreadable: number } {
  const read = rows.flatMap((row) => {
    const parsed = z.safeParse(ExplorerTransactionSchema, row);
    return parsed.success ? [parsed.data] : [];
  });
  return { read, unreadable: rows.length - read.length };
}

export function readRows(rows: unknown[], options: ExplorerCallOptions): ExplorerTransaction[] {
  const { firstRows, onLaterRows } = options;
  const now = onLaterRows && firstRows !== undefined ? Math.max(0, firstRows) : rows.length;
  const { read, unreadable } = readSome(rows.slice(0, now));
  if (unreadable) options.onUnreadable?.(unreadable);
  if (onLaterRows) readLater(rows, now, onLaterRows);
  return read;
}

/** When the page is idle (after the first rows are laid out), or soon in any case; a timer where there is no such call. */
const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 250 }) : setTimeout(fn, 0);

/** The rows from `from` on, a slice per idle task; never left half-read (a cached page is completed even if unseen). */
function readLater(rows: unknown[], from: number, deliver: NonNullable<ExplorerCallOptions['onLaterRows']>) {
  whenIdle(() => {
    const end = Math.min(rows.length, from + LATER_SLICE);
    const { read, unreadable } = readSome(rows.slice(from, end));
    deliver(read, unreadable, end >= rows.length);
    if (end < rows.length) readLater(rows, end, deliver);
  });
}

/** A list of chains in a chain filter: sent as a repeated parameter, as live clients do. */
const repeated = (key: string, value: unknown): value is unknown[] => key.endsWith('ChainId') && Array.isArray(value);

/**
 * The query string of an explorer request: as queryString, but a chain filter with several chains repeats its
 * parameter (`fromChainId=eth&fromChainId=base`) instead of joining them with commas.
 */
export function explorerQueryString(params: Record<string, unknown>): string {
  const entries = Object.entries(params);
  let text = queryString(Object.fromEntries(entries.filter(([key, value]) => !repeated(key, value))));
  for (const [key, value] of entries) {
    if (repeated(key, value))
      for (const v of value) text += `${text ? '&' : '?'}${key}=${encodeURIComponent(String(v))}`;
  }
  return text;
}

/** One explorer request through the per-credential gate (the explorer counts failed requests against its limit too). */
async function explorer<T>(
  core: ClientCore,
  path: string,
  params: Record<string, unknown>,
  schema: z.ZodMiniType<T>,
  options: ExplorerCallOptions,
): Promise<T> {
  if (core.conflict) throw core.conflict();
  const { apiKey, token, explorerUrl, explorerProxy } = core;
  const credential = apiKey || token;
  if (!credential && !explorerProxy) {
    throw new SwapApiError(
      'unauthorized',
      'The explorer needs a partner token: set the apiKey or token property, or point explorer-url at a proxy that adds it.',
    );
  }
  const url = `${explorerUrl}${path}${explorerQueryString(params)}`;
  const gateKey = apiKey ? `key:${apiKey}` : token ? `jwt:${token}` : undefined;
  const gate =
    core.explorerGate ?? (await import('./pacing.js')).explorerGate(explorerUrl, gateKey, !credential && explorerProxy);
  return gate.schedule({
    key: url,
    signal: options.signal,
    onWait: options.onWait,
    // Retries go through the gate too: the explorer counts failed requests against the limit.
    retries: core.retries,
    run: (signal) => core.send({ url, schema, signal, retry: false }),
  });
}

/** The client's transactionsPage (client.ts). */
export async function page(
  core: ClientCore,
  query: TransactionsPageQuery = {},
  options: ExplorerCallOptions = {},
): Promise<TransactionsPage> {
  const params = core.validate(TransactionsPageQuerySchema, query, 'explorer request');
  const answer = await explorer(core, '/v0/transactions-pages', params, PageEnvelopeSchema, options);
  return { ...answer, data: readRows(answer.data, options) };
}

/** The client's transactions (client.ts). */
export async function rows(
  core: ClientCore,
  query: TransactionsCursorQuery = {},
  options: ExplorerCallOptions = {},
): Promise<ExplorerTransaction[]> {
  const params = core.validate(TransactionsCursorQuerySchema, query, 'explorer request');
  const answer = await explorer(core, '/v0/transactions', params, RowsEnvelopeSchema, options);
  return readRows(answer, { onUnreadable: options.onUnreadable }); // read whole: firstRows is for pages
}
