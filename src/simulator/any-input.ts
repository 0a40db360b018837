// ANY_INPUT: an address that collects deposits of any token until its deadline and pays each one out on its own
// (CONTRACT.md "ANY_INPUT"). What is documented: chainDepositAddresses on public INTENTS quotes, the withdrawals
// answer, 401 without a credential, 404 for an unknown address. The rest is the simulator's decision [sim]: how a
// deposit is priced (market price at deposit time, the partner's fees, the withdrawal fee), when a withdrawal shows,
// and which status the address reports meanwhile.
import type { AnyInputWithdrawalsQuery } from '../api/any-input-schemas.js';
import { ANY_ASSET, type ChainDepositAddress, type QuoteRequest } from '../api/schemas.js';
import { chainNeedsMemo } from '../core/chains.js';
import { usdValue } from '../core/amounts.js';
import { bpsOf, totalAppFeeBps } from '../core/fees.js';
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';
import { makeAddress } from './chains.js';
import type { Evaluation, SwapRecord, Withdrawal } from './lifecycle.js';
import { SPREAD_BPS, convert, formatUnits, type Market } from './market.js';
import { rngFor } from './rng.js';

/** The origin of a `1cs_v1:any` quote: no token of its own; deposits land in the NEAR Intents account. */
export const ANY_ORIGIN: CatalogueEntry = {
  assetId: ANY_ASSET,
  blockchain: 'near',
  symbol: 'ANY',
  decimals: 0,
  basePrice: 0,
};

/** Chains with tokens in the catalogue, in the catalogue's order. */
export const DEPOSIT_CHAINS: readonly string[] = [...new Set(CATALOGUE.map((t) => t.blockchain))];

/** One address per chain in that chain's real shape, derived from the quote's number; memo chains share one account
 * per chain and tell swaps apart by the memo (as ORIGIN_CHAIN quotes on them do). */
export function chainDepositAddresses(seed: number, quote: number): ChainDepositAddress[] {
  return DEPOSIT_CHAINS.map((blockchain) => {
    const rng = rngFor(seed, `chain-deposit-address:${quote}:${blockchain}`);
    if (!chainNeedsMemo(blockchain)) return { blockchain, address: makeAddress(blockchain, rng) };
    const account = makeAddress(blockchain, rngFor(seed, `memo-account:${blockchain}`));
    return { blockchain, address: account, memo: rng.digits(10) };
  });
}

/** Whether a quote request gets chainDepositAddresses: a public INTENTS ANY_INPUT quote (CONTRACT.md). */
export const takesChainDeposits = (req: QuoteRequest): boolean =>
  req.swapType === 'ANY_INPUT' && req.depositType === 'INTENTS' && (req.confidentiality ?? 'public') === 'public';

/** What a deposit is worth at the destination: `amountOut` at or below 0 means it does not cover the withdrawal fee. */
export interface Conversion {
  amountOut: bigint;
  priceOut: number;
}

/** Converts a deposit at the market prices of its arrival, after the partner's fees (app fees and spread, taken from
 * the input like a quote's; a partner pays no platform fee) and the withdrawal fee. */
export function convertDeposit(
  swap: SwapRecord,
  asset: CatalogueEntry,
  amount: bigint,
  market: Pick<Market, 'price'>,
  now: number,
): Conversion {
  const feeBps = totalAppFeeBps(swap.appFees) + SPREAD_BPS;
  const from = { decimals: asset.decimals, price: market.price(asset.assetId, now) };
  const to = { decimals: swap.to.decimals, price: market.price(swap.to.assetId, now) };
  return {
    amountOut: convert(amount - bpsOf(amount, feeBps), from, to) - swap.pricing.withdrawFee,
    priceOut: to.price,
  };
}

/** The documented payout threshold of ANY_INPUT (CONTRACT.md "2026-11 update"): it pays out at $1,000 received. */
export const ANY_INPUT_PAYOUT_USD = 1000;

/**
 * What an ANY_INPUT deposit arriving now pays out, with the deposits held since the last payout: nothing (undefined)
 * while their value at today's prices stays under `thresholdUsd`, else one conversion of all of them (the withdrawal
 * fee taken once). A threshold of 0 pays each deposit on its own.
 */
export function collectDeposit(
  swap: SwapRecord,
  asset: CatalogueEntry,
  amount: bigint,
  market: Pick<Market, 'price'>,
  now: number,
  thresholdUsd: number,
): Conversion | undefined {
  const paidUpTo = swap.deposits.findLastIndex((d) => d.withdrawal);
  const held = swap.deposits.slice(paidUpTo + 1).filter((d) => d.at < swap.deadline);
  const parts = [...held.map((d) => ({ asset: d.asset, amount: d.amount })), { asset, amount }];
  const usd = parts.reduce(
    (sum, p) => sum + Number(usdValue(p.amount, p.asset.decimals, market.price(p.asset.assetId, now))),
    0,
  );
  if (usd < thresholdUsd) return undefined;
  const converted = parts.map((p) => convertDeposit(swap, p.asset, p.amount, market, now));
  const fee = swap.pricing.withdrawFee;
  const amountOut = converted.reduce((sum, c) => sum + c.amountOut + fee, 0n) - fee;
  return { amountOut, priceOut: converted[0]!.priceOut };
}

/**
 * The token of a deposit to `swap` (through its own address, or through `entry`, one of its chain deposit addresses),
 * or the 400 message. ANY_INPUT: `assetId` defaults to a concrete origin asset; a chain address takes only its
 * chain's tokens, and so does the own address of an ORIGIN_CHAIN quote; the Intents account takes any token.
 */
export function depositAsset(
  swap: SwapRecord,
  entry: ChainDepositAddress | undefined,
  assetId: string | undefined,
  token: (assetId: string) => CatalogueEntry | undefined,
): CatalogueEntry | string {
  const named = assetId === undefined ? undefined : token(assetId);
  if (assetId !== undefined && !named) return `asset ${assetId} is not in the token list`;
  if (swap.swapType !== 'ANY_INPUT') {
    return named && named.assetId !== swap.from.assetId
      ? `asset must be ${swap.from.assetId} for this deposit address`
      : swap.from;
  }
  const asset = named ?? (swap.from === ANY_ORIGIN ? undefined : swap.from);
  if (!asset) return 'asset is required for this deposit address';
  const chain = entry?.blockchain ?? (swap.depositType === 'ORIGIN_CHAIN' ? swap.from.blockchain : undefined);
  return chain && asset.blockchain !== chain ? `asset ${asset.assetId} is not on ${chain}` : asset;
}

/**
 * The status of an ANY_INPUT address at `now`. Before its deadline it keeps accepting: KNOWN_DEPOSIT_TX while the
 * newest deposit is confirming, PROCESSING while one is converting, else PENDING_DEPOSIT. After it, once nothing is
 * in flight: SUCCESS if a withdrawal succeeded, FAILED if all failed, PENDING_DEPOSIT if nothing arrived. Deposits
 * after the deadline are not collected (no withdrawal, not counted).
 */
export function evaluateAnyInput(swap: SwapRecord, now: number): Evaluation {
  const seen = swap.deposits.filter((d) => d.at <= now);
  const collected = seen.flatMap((d) => (d.withdrawal ? [{ deposit: d, w: d.withdrawal }] : []));
  const done = collected.filter(({ w }) => w.at <= now).map(({ w }) => w);
  const newest = collected.at(-1);
  const succeeded = done.filter((w) => w.status === 'SUCCESS');
  let status: Evaluation['status'] = 'PENDING_DEPOSIT';
  if (newest && now < newest.w.confirmedAt) status = 'KNOWN_DEPOSIT_TX';
  else if (collected.some(({ w }) => w.at > now)) status = 'PROCESSING';
  else if (now >= swap.deadline && done.length > 0) status = succeeded.length > 0 ? 'SUCCESS' : 'FAILED';
  const final = status === 'SUCCESS' || status === 'FAILED';
  const times = collected.flatMap(({ deposit, w }) => [deposit.at, w.confirmedAt, w.at]);
  const updatedAt = Math.max(swap.createdAt, ...times.filter((t) => t <= now), final ? swap.deadline : 0);
  const amountOut = succeeded.reduce((sum, w) => sum + w.amountOut, 0n);
  return {
    status,
    updatedAt,
    // The origin token's deposits before the deadline, paid out or held (none for the any-token origin).
    deposited: seen
      .filter((d) => d.at < swap.deadline)
      .reduce((sum, deposit) => sum + (deposit.asset.assetId === swap.from.assetId ? deposit.amount : 0n), 0n),
    ...(succeeded.length > 0 ? { amountOut } : {}),
    ...(done.length > 0 && swap.pricing.withdrawFee > 0n ? { withdrawFee: swap.pricing.withdrawFee } : {}),
    ...(done.length > 0 ? { intentHash: done[0]?.intentHash } : {}),
    nearTxHashes: done.map((w) => w.nearTxHash),
    originChainTxHashes: seen.map((d) => d.txHash),
    destinationChainTxHashes: done.map((w) => w.hash),
  };
}

/** The body of GET /v0/any-input/withdrawals: the withdrawals done by `now`, filtered, sorted and paged. */
export function withdrawalsAnswer(swap: SwapRecord, query: AnyInputWithdrawalsQuery, now: number) {
  const from = query.timestampFrom ? Date.parse(query.timestampFrom) : -Infinity;
  const done = swap.deposits.flatMap((d) => (d.withdrawal && d.withdrawal.at <= now ? [d.withdrawal] : []));
  const kept = done.filter((w) => w.at >= from);
  // Stable: equal timestamps keep the deposits' order (reversed for desc).
  const sorted =
    query.sortOrder === 'asc' ? kept.sort((a, b) => a.at - b.at) : kept.reverse().sort((a, b) => b.at - a.at);
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const to = swap.to;
  const units = (prefix: string, value: bigint, price: number) => ({
    [prefix]: value.toString(),
    [`${prefix}Formatted`]: formatUnits(value, to.decimals),
    [`${prefix}Usd`]: usdValue(value, to.decimals, price),
  });
  const shown = (w: Withdrawal) => ({
    status: w.status,
    ...units('amountOut', w.amountOut, w.priceOut),
    ...units('withdrawFee', w.withdrawFee, w.priceOut),
    timestamp: new Date(w.at).toISOString(),
    hash: w.hash,
  });
  return {
    asset: to.assetId,
    recipient: swap.recipient,
    // A required string in the contract (the official client refuses null): empty when the swap has no app fee.
    affiliateRecipient: swap.appFees[0]?.recipient ?? '',
    withdrawals: sorted.slice((page - 1) * limit, page * limit).map(shown),
    page,
    limit,
    total: sorted.length,
  };
}
