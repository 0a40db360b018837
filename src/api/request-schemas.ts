// The request half of the wire contract: what the client validates strictly before it sends a quote or a deposit
// submission, and those two calls. Its own module so the script tag's first download carries only the response
// schemas: the client loads it with the first quote or submission (client.ts), and the gateway and simulator import
// it directly.
import * as z from 'zod/mini';
import {
  ANY_ASSETS,
  isAnyAsset,
  CONFIDENTIALITY,
  DEPOSIT_MODES,
  DEPOSIT_TYPES,
  RECIPIENT_TYPES,
  REFUND_TYPES,
  SWAP_TYPES,
  QuoteResponseSchema,
  StatusResponseSchema,
  type QuoteResponse,
  type StatusResponse,
} from './schemas.js';
import type { CallOptions, ClientCore } from './client.js';
import { AmountTooLowError, SwapApiError } from './errors.js';
import { assetId, isoDateTime, oneOf } from './schema-builders.js';
import { INTEGER_STRING, nonEmpty } from './schema-parts.js';

export const AppFeeSchema = z.strictObject({
  recipient: nonEmpty('appFees recipient'),
  fee: z
    .int({ error: 'appFees fee must be a whole number of basis points.' })
    .check(
      z.gte(0, 'appFees fee cannot be negative.'),
      z.lte(500, 'appFees fee can be at most 500 basis points (5%).'),
    ),
});
export type AppFee = z.infer<typeof AppFeeSchema>;

/** A share of the fees paid back (CONTRACT.md "Quote, status and token additions"): a Confidential Intents account
 * and its percent. */
export const RebateSchema = z.strictObject({
  recipient: nonEmpty('rebates recipient'),
  share: z
    .number({ error: 'rebates share must be a number (percent).' })
    .check(z.gte(0, 'rebates share cannot be negative.'), z.lte(100, 'rebates share is at most 100 (percent).')),
});
export type Rebate = z.infer<typeof RebateSchema>;

/** At most 3 rebates whose shares sum to 100. */
export const RebatesSchema = z.array(RebateSchema).check(
  z.maxLength(3, 'rebates has at most 3 items.'),
  z.refine(
    (list) => list.length === 0 || Math.abs(list.reduce((sum, r) => sum + r.share, 0) - 100) < 1e-9,
    'rebates shares must add up to 100.',
  ),
);

export const QuoteRequestSchema = z
  .strictObject({
    dry: z.boolean({ error: 'dry must be true or false.' }),
    swapType: oneOf(SWAP_TYPES, 'swapType'),
    slippageTolerance: z
      .int({ error: 'slippageTolerance must be a whole number of basis points (100 = 1%).' })
      .check(
        z.gte(0, 'slippageTolerance cannot be negative.'),
        z.lte(10000, 'slippageTolerance must not be greater than 10000 basis points (100%).'),
      ),
    originAsset: assetId('originAsset'),
    depositType: oneOf(DEPOSIT_TYPES, 'depositType'),
    destinationAsset: assetId('destinationAsset'),
    // "0" only for ANY_INPUT (checked below), which has no fixed amount.
    amount: z
      .string({ error: 'amount must be a string.' })
      .check(
        z.regex(
          INTEGER_STRING,
          'amount must be a positive whole number in the smallest unit of the token (e.g. "1000000"), without decimals.',
        ),
      ),
    refundTo: nonEmpty('refundTo'),
    refundType: oneOf(REFUND_TYPES, 'refundType'),
    recipient: nonEmpty('recipient'),
    recipientType: oneOf(RECIPIENT_TYPES, 'recipientType'),
    deadline: isoDateTime('deadline'),
    depositMode: z.optional(oneOf(DEPOSIT_MODES, 'depositMode')),
    connectedWallets: z.optional(z.array(z.string())),
    sessionId: z.optional(z.string()),
    virtualChainRecipient: z.optional(z.string()),
    virtualChainRefundRecipient: z.optional(z.string()),
    customRecipientMsg: z.optional(z.string()),
    referral: z.optional(
      z
        .string()
        .check(z.refine((s) => s === s.toLowerCase() && !/\s/.test(s), 'referral must be lowercase, without spaces.')),
    ),
    quoteWaitingTimeMs: z.optional(
      z
        .int({ error: 'quoteWaitingTimeMs must be a whole number of milliseconds.' })
        .check(
          z.gte(0, 'quoteWaitingTimeMs cannot be negative.'),
          z.lte(60000, 'quoteWaitingTimeMs is at most 60000.'),
        ),
    ),
    appFees: z.optional(z.array(AppFeeSchema)),
    // Accepted by the real service (CONTRACT.md); the widget does not offer them but must not reject them.
    insured: z.optional(z.boolean()),
    /** `public` (the default) or, invite-only, `basic`/`advanced` Confidential Intents handling. */
    confidentiality: z.optional(oneOf(CONFIDENTIALITY, 'confidentiality')),
    /** Paid by signed transfer intent on Confidential Intents; a gateway enforces its partner's (PARTNER_REBATES). */
    rebates: z.optional(RebatesSchema),
  })
  .check(
    // ANY_INPUT collects whatever arrives. The service's request rules for it are not documented; third-party
    // examples send originAsset "1cs_v1:any" with amount "0" (CONTRACT.md, unconfirmed): accepted for it alone.
    // The documentation spells it "1cs:any" (CONTRACT.md "2026-11 update"): both are taken.
    z.refine((r) => r.swapType === 'ANY_INPUT' || (r.amount !== '0' && !isAnyAsset(r.originAsset)), {
      message: `amount "0" and originAsset ${ANY_ASSETS.join(' or ')} are only valid with swapType ANY_INPUT.`,
    }),
  );
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

// ---- POST /v0/deposit/submit ----------------------------------------------------------------------------------

export const DepositSubmitRequestSchema = z.strictObject({
  txHash: nonEmpty('txHash'),
  depositAddress: nonEmpty('depositAddress'),
  nearSenderAccount: z.optional(nonEmpty('nearSenderAccount')),
  memo: z.optional(nonEmpty('memo')),
});
export type DepositSubmitRequest = z.infer<typeof DepositSubmitRequestSchema>;

// ---- the calls that send these requests (the client's quote and submitDeposit: they load with the schemas) ----

/** The AmountTooLowError a failed quote is ("Amount is too low for bridge, try at least N"), or the error itself. */
function amountTooLow(error: unknown): unknown {
  if (!(error instanceof SwapApiError) || error.status !== 400) return error;
  const minimum = /^Amount is too low for bridge, try at least (\d+)$/.exec(error.serverMessage?.trim() ?? '')?.[1];
  return minimum ? new AmountTooLowError(minimum, error) : error;
}

export async function quote(
  { baseUrl, validate, send }: ClientCore,
  request: QuoteRequest,
  options: CallOptions = {},
): Promise<QuoteResponse> {
  const body = validate(QuoteRequestSchema, request, 'quote request');
  let viaGateway = false;
  // A non-dry quote creates a deposit address: never send it twice. Too low an amount throws with its minimum.
  const response = await send({
    url: `${baseUrl}/v0/quote`,
    method: 'POST',
    body,
    schema: QuoteResponseSchema,
    signal: options.signal,
    retry: body.dry,
    onHeaders: (headers) => (viaGateway = headers.get('x-partner-credential') === 'added'),
  }).catch((error: unknown) => Promise.reject(amountTooLow(error)));
  // A quote echoing a swap type the contract does not know prices something nobody asked for: not an answer.
  const echoed = response.quoteRequest.swapType;
  if (!(SWAP_TYPES as readonly string[]).includes(echoed)) {
    throw new SwapApiError('invalid-response', `The service answered with an unknown swap type, ${echoed}.`, {
      request: 'quote',
    });
  }
  return viaGateway ? { ...response, partnerCredential: true } : response;
}

export const submitDeposit = (
  { baseUrl, validate, send }: ClientCore,
  request: DepositSubmitRequest,
  options: CallOptions = {},
): Promise<StatusResponse> =>
  send({
    url: `${baseUrl}/v0/deposit/submit`,
    method: 'POST',
    body: validate(DepositSubmitRequestSchema, request, 'deposit submission'),
    schema: StatusResponseSchema,
    signal: options.signal,
    retry: false,
  });
