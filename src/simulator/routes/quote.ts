// POST /v0/quote: validates the request, prices it on the seeded market, signs the answer and (unless dry) opens a
// swap at a fresh deposit address.
import { Hono } from 'hono';
import { isAnyAsset, type QuoteRequest, type QuoteResponse, type SwapType } from '../../api/schemas.js';
import { QuoteRequestSchema } from '../../api/request-schemas.js';
import { signQuoteResponse } from '../../api/signature.js';
import { chainNeedsMemo, typicalConfirmationSeconds } from '../../core/chains.js';
import { validateAddress } from '../../core/addresses.js';
import { usdValue } from '../../core/amounts.js';
import type { FeeSchedule } from '../../core/fees.js';
import { fail, json, readJson, validate } from '../../api/wire.js';
import { ANY_ORIGIN, DEPOSIT_CHAINS, chainDepositAddresses, takesChainDeposits } from '../any-input.js';
import { makeAddress } from '../chains.js';
import type { CatalogueEntry } from '../catalogue.js';
import { PROCESSING_MS } from '../lifecycle.js';
import { originMinimumUsd, type OriginMinimums } from '../minimums.js';
import { chargedFeeBps, confidentialRefusal } from '../quote-fees.js';
import { SPREAD_BPS, formatUnits, networkFee, priceSwap, type Pricing } from '../market.js';
import { createRng, hashSeed, rngFor, uuid } from '../rng.js';
import type { SimulatorState } from '../state.js';

export interface QuoteOptions {
  /** Simulated relay time in wall-clock ms, bounded by the request's quoteWaitingTimeMs. */
  latencyMs: number;
  /** Waits out the latency (clock.ts sleep, or a test's recorder). */
  wait: (ms: number) => Promise<void>;
  /** The fee schedule charged (core/fees.ts), the same the elements show. */
  feeSchedule: FeeSchedule;
  /** Per-origin-chain minimums (minimums.ts); none by default. */
  originMinimums?: OriginMinimums;
}

export function quoteRoutes(state: SimulatorState, options: QuoteOptions): Hono {
  const { seed, clock, market, auth, swaps, key } = state;
  const { latencyMs: quoteLatencyMs, wait, feeSchedule, originMinimums } = options;
  const correlation = createRng(hashSeed(seed, 'correlation'));
  let quotes = 0;

  function newDepositAddress(req: QuoteRequest, from: CatalogueEntry, n: number): { address: string; memo?: string } {
    const rng = rngFor(seed, `deposit-address:${n}`);
    if (req.depositType !== 'ORIGIN_CHAIN') return { address: makeAddress('near', rng) };
    if (chainNeedsMemo(from.blockchain)) {
      // Memo chains share one deposit account per chain; the memo tells swaps apart.
      return {
        address: makeAddress(from.blockchain, rngFor(seed, `memo-account:${from.blockchain}`)),
        memo: rng.digits(10),
      };
    }
    return { address: makeAddress(from.blockchain, rng) };
  }

  async function quote(request: Request): Promise<Response> {
    const partner = await auth.partnerOf(request.headers);
    if (partner === 'invalid') return fail(401, 'Unauthorized');
    const req = validate(QuoteRequestSchema, await readJson(request));
    const now = clock.now();
    // ANY_INPUT's "any token" origin (the schema allows it for ANY_INPUT only): deposits land in the Intents account.
    const anyOrigin = isAnyAsset(req.originAsset);
    const from = anyOrigin ? ANY_ORIGIN : market.token(req.originAsset);
    if (!from) return fail(400, 'tokenIn is not valid');
    const to = market.token(req.destinationAsset);
    if (!to) return fail(400, 'tokenOut is not valid');
    if (from.assetId === to.assetId) return fail(400, 'Quoting for this pair is not available');
    if (req.swapType === 'ANY_INPUT' && !partner)
      return fail(401, 'Swap type is not available for unauthorized requests');
    const refused = confidentialRefusal(req, partner);
    if (refused) return fail(401, refused);
    if (anyOrigin && req.depositType !== 'INTENTS')
      return fail(400, `originAsset ${req.originAsset} needs depositType INTENTS`);
    const memoChain = req.depositType === 'ORIGIN_CHAIN' && chainNeedsMemo(from.blockchain);
    const mode = req.depositMode ?? (memoChain ? 'MEMO' : 'SIMPLE');
    if (memoChain && mode === 'SIMPLE')
      return fail(400, `depositMode SIMPLE is not supported for ${from.blockchain}, use MEMO`);
    if (!memoChain && mode === 'MEMO') return fail(400, `depositMode MEMO is not supported for ${from.blockchain}`);
    const recipientChain = req.recipientType === 'DESTINATION_CHAIN' ? to.blockchain : 'near';
    if (!validateAddress(recipientChain, req.recipient).ok) return fail(400, 'recipient is not valid');
    // With 1cs_v1:any there is no one origin chain: an ORIGIN_CHAIN refund address of any chain is taken [sim].
    const refundChains = req.refundType !== 'ORIGIN_CHAIN' ? ['near'] : anyOrigin ? DEPOSIT_CHAINS : [from.blockchain];
    if (!refundChains.some((chain) => validateAddress(chain, req.refundTo).ok))
      return fail(400, 'refundTo is not valid');
    const deadline = Date.parse(req.deadline);
    if (!req.dry && deadline <= now) return fail(400, 'deadline must be in the future');

    const feeBps = chargedFeeBps(req, partner, { from: from.symbol, to: to.symbol }, feeSchedule) + SPREAD_BPS;
    const priceIn = market.price(from.assetId, now);
    const priceOut = market.price(to.assetId, now);
    // Network fees of the transfers the swap may need: the withdrawal to the destination chain (deducted from the
    // output) and a refund to the origin chain (charged only if it happens). Moves inside NEAR Intents cost none.
    const withdrawFee =
      req.recipientType === 'DESTINATION_CHAIN'
        ? networkFee(to.blockchain, { decimals: to.decimals, price: priceOut })
        : 0n;
    const refundFee =
      req.refundType === 'ORIGIN_CHAIN' && !anyOrigin
        ? networkFee(from.blockchain, { decimals: from.decimals, price: priceIn })
        : 0n;
    // ANY_INPUT without a fixed amount (amount "0" or any token): nothing to price, every amount is "0".
    const open = req.swapType === 'ANY_INPUT' && (anyOrigin || req.amount === '0');
    const pricing: Pricing | string = open
      ? { amountIn: 0n, amountOut: 0n, minAmountIn: 0n, minAmountOut: 0n, withdrawFee }
      : priceSwap({
          swapType: req.swapType as SwapType,
          amount: BigInt(req.amount),
          slippageBps: req.slippageTolerance,
          feeBps,
          withdrawFee,
          minUsd: originMinimumUsd(originMinimums, from.blockchain),
          from: { decimals: from.decimals, price: priceIn },
          to: { decimals: to.decimals, price: priceOut },
        });
    if (typeof pricing === 'string') return fail(400, pricing);

    // The relay answers within the caller's patience (quoteWaitingTimeMs, default 3000).
    const latency = Math.min(quoteLatencyMs, req.quoteWaitingTimeMs ?? 3000);
    if (latency > 0) await wait(latency);

    const n = req.dry ? -1 : quotes++;
    const deposit = req.dry ? undefined : newDepositAddress(req, from, n);
    const chainAddresses = deposit && takesChainDeposits(req) ? chainDepositAddresses(seed, n) : undefined;
    const effectiveDeadline = req.dry ? undefined : new Date(Math.max(deadline, now + 10 * 60_000)).toISOString();
    const u = (v: bigint) => v.toString();
    const usd = (units: bigint, token: CatalogueEntry, price: number) =>
      open ? '0' : usdValue(units, token.decimals, price);
    const quoteBody: Record<string, unknown> = {
      amountIn: u(pricing.amountIn),
      amountInFormatted: formatUnits(pricing.amountIn, from.decimals),
      amountInUsd: usd(pricing.amountIn, from, priceIn),
      minAmountIn: u(pricing.minAmountIn),
      ...(pricing.maxAmountIn !== undefined ? { maxAmountIn: u(pricing.maxAmountIn) } : {}),
      amountOut: u(pricing.amountOut),
      amountOutFormatted: formatUnits(pricing.amountOut, to.decimals),
      amountOutUsd: usd(pricing.amountOut, to, priceOut),
      minAmountOut: u(pricing.minAmountOut),
      ...(refundFee > 0n ? { refundFee: u(refundFee) } : {}),
      ...(withdrawFee > 0n ? { withdrawFee: u(withdrawFee) } : {}),
      timeEstimate: typicalConfirmationSeconds(from.blockchain) + PROCESSING_MS / 1000,
      ...(deposit ? { depositAddress: deposit.address } : {}),
      ...(deposit?.memo ? { depositMemo: deposit.memo } : {}),
      ...(chainAddresses ? { chainDepositAddresses: chainAddresses } : {}),
      ...(effectiveDeadline ? { deadline: effectiveDeadline, timeWhenInactive: effectiveDeadline } : {}),
      ...(req.virtualChainRecipient ? { virtualChainRecipient: req.virtualChainRecipient } : {}),
      ...(req.virtualChainRefundRecipient ? { virtualChainRefundRecipient: req.virtualChainRefundRecipient } : {}),
      ...(req.customRecipientMsg ? { customRecipientMsg: req.customRecipientMsg } : {}),
    };
    const unsigned = {
      correlationId: uuid(correlation),
      timestamp: new Date(now).toISOString(),
      quoteRequest: echo(req, mode),
      quote: quoteBody,
    };
    const signature = await signQuoteResponse(unsigned, (await key()).privateKey);
    const response = { ...unsigned, signature } as unknown as QuoteResponse;
    if (deposit && effectiveDeadline) {
      swaps.add({
        depositAddress: deposit.address,
        depositMemo: deposit.memo,
        correlationId: response.correlationId ?? '',
        quoteResponse: statusCopy(response),
        partnerId: partner,
        swapType: req.swapType as SwapType,
        from,
        to,
        priceIn,
        priceOut,
        pricing,
        recipient: req.recipient,
        refundTo: req.refundTo,
        referral: req.referral ?? null,
        appFees: req.appFees ?? [],
        depositType: req.depositType,
        recipientType: req.recipientType,
        refundType: req.refundType,
        refundFee,
        chainDepositAddresses: chainAddresses,
        submitted: [],
        createdAt: now,
        deadline: Date.parse(effectiveDeadline),
        deposits: [],
      });
    }
    return json(response);
  }

  const app = new Hono();
  app.post('/v0/quote', (c) => quote(c.req.raw));
  return app;
}

/** The request as the quote echoes it: unset optionals left out, the service's defaults filled in (depositMode is
 * the one the quote used: MEMO on memo chains). */
function echo(req: QuoteRequest, depositMode: string): Record<string, unknown> {
  const set = Object.fromEntries(Object.entries(req).filter(([, value]) => value !== undefined && value !== null));
  return {
    ...set,
    depositMode,
    confidentiality: req.confidentiality ?? 'public',
    quoteWaitingTimeMs: req.quoteWaitingTimeMs ?? 0,
  };
}

/** The quote as /v0/status returns it: the service sends null for these three when unset (still signed alike). */
function statusCopy(response: QuoteResponse): QuoteResponse {
  const { virtualChainRecipient = null, virtualChainRefundRecipient = null, referral = null } = response.quoteRequest;
  const quoteRequest = { ...response.quoteRequest, virtualChainRecipient, virtualChainRefundRecipient, referral };
  return { ...response, quoteRequest };
}
