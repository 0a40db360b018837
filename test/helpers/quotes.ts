import type { QuoteRequest, QuoteResponse } from '../../src/api/schemas.js';

export function quoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    dry: true,
    swapType: 'EXACT_INPUT',
    slippageTolerance: 100,
    originAsset: 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
    depositType: 'ORIGIN_CHAIN',
    destinationAsset: 'nep141:wrap.near',
    amount: '1000000',
    refundTo: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    refundType: 'ORIGIN_CHAIN',
    recipient: 'alice.near',
    recipientType: 'DESTINATION_CHAIN',
    deadline: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

/** A quote response as the service sends it (null for unset optionals). */
export function quoteResponse(overrides: { dry?: boolean; memo?: string; address?: string } = {}): QuoteResponse {
  const dry = overrides.dry ?? false;
  return {
    correlationId: '0b6c2f4e-8a1d-4c55-9f0e-3d2a1b7c9e11',
    timestamp: '2026-11-22T11:00:00.000Z',
    signature: 'ed25519:placeholder',
    quoteRequest: {
      ...quoteRequest({ dry }),
      depositMode: overrides.memo ? 'MEMO' : null,
      referral: null,
      appFees: null,
      sessionId: null,
      connectedWallets: null,
      virtualChainRecipient: null,
      virtualChainRefundRecipient: null,
      customRecipientMsg: null,
      quoteWaitingTimeMs: null,
    },
    quote: {
      amountIn: '1000000',
      amountInFormatted: '1.0',
      amountInUsd: '0.9998',
      minAmountIn: '1000000',
      amountOut: '412345678901234567890123',
      amountOutFormatted: '0.412345678901234567890123',
      amountOutUsd: '0.9912',
      minAmountOut: '408222222222222222222222',
      timeEstimate: 45,
      ...(dry
        ? {}
        : {
            depositAddress: overrides.address ?? '0x5a3f1e2b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
            depositMemo: overrides.memo ?? null,
            deadline: '2026-11-22T12:00:00.000Z',
            timeWhenInactive: '2026-11-22T12:00:00.000Z',
          }),
    },
  };
}
