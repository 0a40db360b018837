// The explorer: a seeded history (thousands of swaps over 180 days, several partners and referrals, every chain
// and every status) plus every swap made live, behind the page and cursor endpoints with all the filters of
// spec 4.6. Rows carry pre-computed USD numbers, times and a lower-cased search list so a 1000-row page of a
// filtered 5,000-row history costs a single linear pass.
import type { ExplorerStatus } from '../api/schemas.js';
import type { ExplorerTransaction, TransactionsCursorQuery, TransactionsPageQuery } from '../api/explorer-schemas.js';
import { usdValue } from '../core/amounts.js';
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';
import { makeAddress, makeTxHash } from './chains.js';
import type { SwapRecord, Swaps } from './lifecycle.js';
import { convert, formatUnits, type Market } from './market.js';
import { rngFor, type Rng } from './rng.js';

/** The statuses shown when the query names none (spec 4.6). */
export const DEFAULT_STATUSES: readonly ExplorerStatus[] = ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'];
/** Referrals of the seeded partners (at least ten), and the test referrals hidden unless showTestTxs=true. */
export const REFERRALS = ['acme-wallet', 'acme-mobile', 'orbit-dex', 'orbit-pro', 'lumen-pay', 'lumen-shop',
  'demo-partner', 'sunrise-bot', 'harbor-app', 'kite-swap', 'atlas-defi'] as const; // prettier-ignore
/** Which partner each referral belongs to: the history spans every partner through its referrals. */
export const PARTNER_REFERRALS: Record<string, readonly string[]> = {
  'demo-partner': ['demo-partner', 'sunrise-bot', 'harbor-app', 'kite-swap', 'atlas-defi'],
  'acme-wallet': ['acme-wallet', 'acme-mobile'],
  'orbit-dex': ['orbit-dex', 'orbit-pro'],
  'lumen-pay': ['lumen-pay', 'lumen-shop'],
};
export const TEST_REFERRALS = ['test', 'qa-test'] as const;
export const AFFILIATES = ['fees.acme-wallet.near', 'orbit-dex.near', 'treasury.lumen-pay.near'] as const;
const HISTORY_DAYS = 180;

/** A row with what the filters need, computed once. */
export interface Row {
  tx: ExplorerTransaction;
  createdMs: number;
  fromChain: string;
  toChain: string;
  usdIn: number;
  usdOut: number;
  isTest: boolean;
  affiliates: string[];
  /** Lower-cased deposit address, recipient, senders and every hash. */
  haystack: string[];
}

/** Is this a test transaction? (a test referral, or a test account as refund address) */
export const isTestTransaction = (referral: string | null | undefined, refundTo: string | null | undefined): boolean =>
  (TEST_REFERRALS as readonly string[]).includes(referral ?? '') || /\.testnet$/.test(refundTo ?? '');

const STATUS_WEIGHTS: [string, number][] = [
  ['SUCCESS', 70],
  ['REFUNDED', 8],
  ['PENDING_DEPOSIT', 8],
  ['INCOMPLETE_DEPOSIT', 5],
  ['FAILED', 4],
  ['PROCESSING', 3],
  ['KNOWN_DEPOSIT_TX', 2],
];
const ALL_STATUSES = STATUS_WEIGHTS.map(([s]) => s);

function weighted(rng: Rng): string {
  let r = rng.next() * 100;
  for (const [status, weight] of STATUS_WEIGHTS) if ((r -= weight) < 0) return status;
  return 'SUCCESS';
}

function toRow(tx: ExplorerTransaction, fromChain: string, toChain: string): Row {
  const hashes = [
    ...(tx.nearTxHashes ?? []),
    ...(tx.originChainTxHashes ?? []),
    ...(tx.destinationChainTxHashes ?? []),
  ];
  return {
    tx,
    createdMs: Date.parse(tx.createdAt),
    fromChain,
    toChain,
    usdIn: Number(tx.amountInUsd ?? 0),
    usdOut: Number(tx.amountOutUsd ?? 0),
    isTest: isTestTransaction(tx.referral, tx.refundTo),
    affiliates: (tx.appFees ?? []).map((f) => f.recipient),
    haystack: [tx.depositAddress, tx.recipient ?? '', ...(tx.senders ?? []), tx.intentHashes ?? '', ...hashes]
      .filter(Boolean)
      .map((s) => s.toLowerCase()),
  };
}

/** Generates the seeded history, newest first, relative to `now`. */
export function seedHistory(seed: number, market: Market, now: number, size: number): Row[] {
  const rng = rngFor(seed, 'history');
  const rows: Row[] = [];
  const span = HISTORY_DAYS * 86_400_000;
  for (let i = 0; i < size; i++) {
    // The first rows walk the catalogue and the status list so every chain and status is present for any seed.
    const from: CatalogueEntry = i < CATALOGUE.length ? (CATALOGUE[i] as CatalogueEntry) : rng.pick(CATALOGUE);
    let to: CatalogueEntry =
      i < CATALOGUE.length ? (CATALOGUE[(i + 5) % CATALOGUE.length] as CatalogueEntry) : rng.pick(CATALOGUE);
    if (to.assetId === from.assetId) to = CATALOGUE[(CATALOGUE.indexOf(from) + 1) % CATALOGUE.length] as CatalogueEntry;
    const status = i < ALL_STATUSES.length ? (ALL_STATUSES[i] as string) : weighted(rng);
    const createdMs = now - Math.floor(rng.next() * span) - 60_000;
    const test = rng.next() < 0.03;
    const referral = test ? rng.pick(TEST_REFERRALS) : rng.next() < 0.1 ? null : rng.pick(REFERRALS);
    // Log-uniform USD sizes from $1 to $200k give the USD filters something to cut.
    const usd = Math.exp(Math.log(1) + rng.next() * Math.log(200_000));
    const priceIn = market.price(from.assetId, createdMs);
    const priceOut = market.price(to.assetId, createdMs);
    const amountIn =
      (BigInt(Math.max(1, Math.round((usd / priceIn) * 1e6))) * 10n ** BigInt(from.decimals)) / 1_000_000n || 1n;
    const amountOut = convert(
      amountIn,
      { decimals: from.decimals, price: priceIn },
      { decimals: to.decimals, price: priceOut },
    );
    const memo = from.blockchain === 'stellar' ? rng.digits(9) : null;
    const depositAddress = makeAddress(from.blockchain, rng);
    const refundTo = test && rng.next() < 0.5 ? `qa${rng.digits(4)}.testnet` : makeAddress(from.blockchain, rng);
    const recipient = makeAddress(to.blockchain, rng);
    const deposited = status !== 'PENDING_DEPOSIT';
    const settled = status === 'SUCCESS' || status === 'REFUNDED' || status === 'FAILED' || status === 'PROCESSING';
    const appFees = rng.next() < 0.4 ? [{ recipient: rng.pick(AFFILIATES), fee: rng.pick([10, 25, 50, 100]) }] : [];
    const tx: ExplorerTransaction = {
      originAsset: from.assetId,
      destinationAsset: to.assetId,
      depositAddress,
      depositAddressAndMemo: memo ? `${depositAddress}_${memo}` : depositAddress,
      depositMemo: memo,
      recipient,
      status,
      createdAt: new Date(createdMs).toISOString(),
      createdAtTimestamp: Math.floor(createdMs / 1000),
      intentHashes: settled ? makeTxHash('near', rng) : '',
      referral,
      amountIn: amountIn.toString(),
      amountInFormatted: formatUnits(amountIn, from.decimals),
      amountInUsd: usdValue(amountIn, from.decimals, priceIn),
      amountOut: amountOut.toString(),
      amountOutFormatted: formatUnits(amountOut, to.decimals),
      amountOutUsd: usdValue(amountOut, to.decimals, priceOut),
      refundTo,
      senders: deposited ? [makeAddress(from.blockchain, rng)] : [],
      refundReason:
        status === 'REFUNDED' ? rng.pick(['PARTIAL_DEPOSIT', 'NO_LIQUIDITY', 'AMOUNT_LESS_THAN_MIN_AMOUNT_OUT']) : null,
      // The real explorer sends "0" rather than leaving the fee out.
      refundFee: '0',
      refundFeeFormatted: '0',
      depositType: 'ORIGIN_CHAIN',
      recipientType: 'DESTINATION_CHAIN',
      refundType: 'ORIGIN_CHAIN',
      appFees,
      nearTxHashes: settled ? [makeTxHash('near', rng)] : [],
      originChainTxHashes: deposited ? [makeTxHash(from.blockchain, rng)] : [],
      destinationChainTxHashes: status === 'SUCCESS' ? [makeTxHash(to.blockchain, rng)] : [],
    };
    rows.push(toRow(tx, from.blockchain, to.blockchain));
  }
  rows.sort((a, b) => b.createdMs - a.createdMs);
  return rows;
}

/** The explorer row of a live swap, at `now`. */
export function liveRow(swap: SwapRecord, swaps: Swaps, now: number): Row {
  const e = swaps.evaluate(swap, now);
  const q = swap.pricing;
  const amountIn = e.amountIn ?? q.amountIn;
  const amountOut = e.amountOut ?? q.amountOut;
  const memo = swap.depositMemo ?? null;
  const tx: ExplorerTransaction = {
    originAsset: swap.from.assetId,
    destinationAsset: swap.to.assetId,
    depositAddress: swap.depositAddress,
    depositAddressAndMemo: memo ? `${swap.depositAddress}_${memo}` : swap.depositAddress,
    depositMemo: memo,
    recipient: swap.recipient,
    status: e.status,
    createdAt: new Date(swap.createdAt).toISOString(),
    createdAtTimestamp: Math.floor(swap.createdAt / 1000),
    intentHashes: e.intentHash ?? '',
    referral: swap.referral,
    amountIn: amountIn.toString(),
    amountInFormatted: formatUnits(amountIn, swap.from.decimals),
    amountInUsd: usdValue(amountIn, swap.from.decimals, swap.priceIn),
    amountOut: amountOut.toString(),
    amountOutFormatted: formatUnits(amountOut, swap.to.decimals),
    amountOutUsd: usdValue(amountOut, swap.to.decimals, swap.priceOut),
    refundTo: swap.refundTo,
    senders: [...new Set(swap.deposits.filter((d) => d.at <= now).map((d) => d.sender))],
    refundReason: e.refundReason ?? null,
    refundFee: '0', // the real explorer sends "0" rather than leaving it out
    refundFeeFormatted: '0',
    depositType: swap.depositType,
    recipientType: swap.recipientType,
    refundType: swap.refundType,
    appFees: swap.appFees,
    nearTxHashes: e.nearTxHashes,
    originChainTxHashes: e.originChainTxHashes,
    destinationChainTxHashes: e.destinationChainTxHashes,
  };
  return toRow(tx, swap.from.blockchain, swap.to.blockchain);
}

type Filter = Omit<TransactionsPageQuery, 'page' | 'perPage'> | Omit<TransactionsCursorQuery, 'numberOfTransactions'>;

/** Builds the row predicate of spec 4.6: a token overrides its chain; toTokenId also overrides fromTokenId. */
export function rowFilter(query: Filter): (row: Row) => boolean {
  const statuses = new Set<string>(query.statuses ?? DEFAULT_STATUSES);
  const search = query.search?.trim().toLowerCase();
  const fromToken = query.toTokenId ? undefined : query.fromTokenId;
  const toToken = query.toTokenId;
  // A chain filter may repeat (any of them matches).
  const chainSet = (chains: string | string[] | undefined) => (chains ? new Set([chains].flat()) : undefined);
  const fromChain = fromToken ? undefined : chainSet(query.fromChainId);
  const toChain = toToken ? undefined : chainSet(query.toChainId);
  const startMs = Math.max(
    query.startTimestamp ? Date.parse(query.startTimestamp) : -Infinity,
    query.startTimestampUnix !== undefined ? query.startTimestampUnix * 1000 : -Infinity,
  );
  const endMs = Math.min(
    query.endTimestamp ? Date.parse(query.endTimestamp) : Infinity,
    query.endTimestampUnix !== undefined ? query.endTimestampUnix * 1000 : Infinity,
  );
  const { minUsdPrice: min, maxUsdPrice: max, referral, affiliate } = query;
  const showTest = query.showTestTxs === true;
  return (row) =>
    statuses.has(row.tx.status) &&
    (showTest || !row.isTest) &&
    (!fromToken || row.tx.originAsset === fromToken) &&
    (!toToken || row.tx.destinationAsset === toToken) &&
    (!fromChain || fromChain.has(row.fromChain)) &&
    (!toChain || toChain.has(row.toChain)) &&
    (!referral || row.tx.referral === referral) &&
    (!affiliate || row.affiliates.includes(affiliate)) &&
    (min === undefined || (row.usdIn >= min && row.usdOut >= min)) &&
    (max === undefined || (row.usdIn <= max && row.usdOut <= max)) &&
    // Unix-second bounds are compared at second precision, ISO bounds at millisecond precision; both exclusive.
    row.createdMs > startMs &&
    row.createdMs < endMs &&
    (!search || row.haystack.some((s) => s.includes(search)));
}

export class Explorer {
  #history: Row[] | undefined;

  /** `seed` makes the seeded history; it runs once, on the first read. */
  constructor(
    private readonly seed: () => Row[],
    private readonly swaps: Swaps,
  ) {}

  private get history(): Row[] {
    return (this.#history ??= this.seed());
  }

  get size(): number {
    return this.history.length + this.swaps.size;
  }

  /** All rows matching the filter, newest first (live swaps merged in). */
  select(query: Filter, now: number): Row[] {
    const keep = rowFilter(query);
    const live = [...this.swaps.all()].map((s) => liveRow(s, this.swaps, now)).filter(keep);
    const seeded = this.history.filter((r) => r.createdMs <= now && keep(r));
    if (live.length === 0) return seeded;
    return [...live, ...seeded].sort((a, b) => b.createdMs - a.createdMs);
  }

  page(query: TransactionsPageQuery, now: number) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 50;
    const rows = this.select(query, now);
    const total = rows.length;
    const totalPages = Math.ceil(total / perPage);
    return {
      data: rows.slice((page - 1) * perPage, page * perPage).map((r) => r.tx),
      totalPages,
      page,
      perPage,
      total,
      nextPage: page < totalPages ? page + 1 : null,
      prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    };
  }

  /** Cursor mode: `next` gives older rows after the cursor, `prev` newer ones before it; null for an unknown cursor. */
  cursor(query: TransactionsCursorQuery, now: number): ExplorerTransaction[] | null {
    const n = query.numberOfTransactions ?? 50;
    const rows = this.select(query, now);
    const { lastDepositAddressAndMemo: joined, lastDepositAddress: address, lastDepositMemo: memo } = query;
    if (!joined && !address) return rows.slice(0, n).map((r) => r.tx);
    // The joined cursor, or the address and memo apart (as live clients send them).
    const at = rows.findIndex((r) =>
      joined
        ? r.tx.depositAddressAndMemo === joined
        : r.tx.depositAddress === address && (r.tx.depositMemo ?? '') === (memo ?? ''),
    );
    if (at < 0) return null;
    const slice = query.direction === 'prev' ? rows.slice(Math.max(0, at - n), at) : rows.slice(at + 1, at + 1 + n);
    return slice.map((r) => r.tx);
  }
}
