// GET /v0/any-input/withdrawals (CONTRACT.md "ANY_INPUT"): only ANY_INPUT swaps need it, so the client loads these
// schemas on first use and the script tag's first download does not carry them.
import * as z from 'zod/mini';
import { queryString, type CallOptions, type ClientCore } from './client.js';
import { isoDateTime, oneOf } from './schema-builders.js';
import { nonEmpty, optText, optUnits, units } from './schema-parts.js';

/** Reconciliation of an ANY_INPUT deposit address (CONTRACT.md "ANY_INPUT"; credential required). */
export const AnyInputWithdrawalsQuerySchema = z.strictObject({
  depositAddress: nonEmpty('depositAddress'),
  depositMemo: z.optional(nonEmpty('depositMemo')),
  timestampFrom: z.optional(isoDateTime('timestampFrom')),
  page: z.optional(z.int({ error: 'page must be a whole number.' }).check(z.gte(1, 'page starts at 1.'))),
  limit: z.optional(
    z
      .int({ error: 'limit must be a whole number.' })
      .check(z.gte(1, 'limit must be at least 1.'), z.lte(1000, 'limit can be at most 1000.')),
  ),
  sortOrder: z.optional(oneOf(['asc', 'desc'], 'sortOrder')),
});
export type AnyInputWithdrawalsQuery = z.infer<typeof AnyInputWithdrawalsQuerySchema>;

/** One conversion and payout of what arrived at an ANY_INPUT address (status is an open set: SUCCESS, FAILED). */
export const AnyInputWithdrawalSchema = z.looseObject({
  status: z.string(),
  amountOut: units,
  amountOutFormatted: optText,
  amountOutUsd: optText,
  withdrawFee: optUnits,
  withdrawFeeFormatted: optText,
  withdrawFeeUsd: optText,
  timestamp: z.string(),
  hash: optText,
});
export type AnyInputWithdrawal = z.infer<typeof AnyInputWithdrawalSchema>;

/** The OpenAPI draws `withdrawals` as one object, every client seen treats it as a list: both are accepted here, and
 * the client hands over a list (`AnyInputWithdrawals`). */
export const AnyInputWithdrawalsSchema = z.looseObject({
  asset: z.string(),
  recipient: z.string(),
  affiliateRecipient: optText,
  withdrawals: z.nullish(z.union([z.array(AnyInputWithdrawalSchema), AnyInputWithdrawalSchema])),
  page: z.nullish(z.number()),
  limit: z.nullish(z.number()),
  total: z.nullish(z.number()),
});
export type AnyInputWithdrawals = z.infer<typeof AnyInputWithdrawalsSchema> & { withdrawals: AnyInputWithdrawal[] };

/** The client's anyInputWithdrawals (client.ts): here, so only a page showing an ANY_INPUT swap downloads it. */
export async function withdrawals(
  { baseUrl, validate, send }: ClientCore,
  query: AnyInputWithdrawalsQuery,
  options: CallOptions = {},
): Promise<AnyInputWithdrawals> {
  const params = validate(AnyInputWithdrawalsQuerySchema, query, 'withdrawals request');
  const body = await send({
    url: `${baseUrl}/v0/any-input/withdrawals${queryString(params)}`,
    schema: AnyInputWithdrawalsSchema,
    signal: options.signal,
    retry: true,
  });
  const { withdrawals } = body;
  return { ...body, withdrawals: Array.isArray(withdrawals) ? withdrawals : withdrawals ? [withdrawals] : [] };
}
