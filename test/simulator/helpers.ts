// Shared set-up for the simulator tests: a manual-clock simulator, a client bound to it, and quote requests with
// addresses in each chain's real format.
import { createSwapClient, type SwapClient } from '../../src/api/client.js';
import { RequestGate } from '../../src/api/pacing.js';
import type { OrderRequest } from '../../src/api/order-schemas.js';
import { ANY_ASSET, type QuoteRequest, type QuoteResponse } from '../../src/api/schemas.js';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../src/simulator/app.js';
import { makeAddress } from '../../src/simulator/chains.js';
import { createRng } from '../../src/simulator/rng.js';

export const ETH_USDC = 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near';
export const WNEAR = 'nep141:wrap.near';
export const BTC = 'nep141:btc.omft.near';
export const SOL = 'nep141:sol.omft.near';
export const XLM = 'nep245:v2_1.omni.hot.tg:1100_111bzQBB5v7AhLyPMDwS8uJgQV24KaAPXtwyVWu2KXbbfQU6NXRCz';

export const BASE = 'http://sim.test/1click';
export const EXPLORER = 'http://sim.test/explorer/api';

/** A valid address on a chain (NEAR gets a named account). */
export function addressOn(chain: string, n = 1): string {
  return chain === 'near' ? `user${n}.near` : makeAddress(chain, createRng(1000 + n));
}

/** A limit order the simulator takes: sell 2 wNEAR for USDC on Ethereum at 5 each (any field replaced by `patch`). */
export const orderRequest = (patch: Partial<OrderRequest> = {}): OrderRequest => ({
  baseAsset: WNEAR,
  quoteAsset: ETH_USDC,
  quantity: (2n * 10n ** 24n).toString(),
  side: 'SELL',
  price: '5',
  depositType: 'ORIGIN_CHAIN',
  refundTo: addressOn('near'),
  refundType: 'ORIGIN_CHAIN',
  recipient: addressOn('eth', 2),
  recipientType: 'DESTINATION_CHAIN',
  confidentiality: 'basic',
  ...patch,
});

export function makeSim(options: SimulatorOptions = {}): Simulator {
  // ANY_INPUT pays each deposit (the tests were written for that); the $1,000 threshold is tested with its option.
  return createSimulator({
    ...{ seed: 7, clock: 'manual', baseUrl: BASE, explorerUrl: EXPLORER, anyInputPayoutUsd: 0 },
    ...options,
  });
}

/** A client that validates every response; the explorer gate is opened so tests do not wait 5 s. */
export function clientFor(sim: Simulator, token?: string): SwapClient {
  return createSwapClient({
    fetch: sim.fetch,
    baseUrl: BASE,
    explorerUrl: EXPLORER,
    token,
    explorerProxy: false,
    explorerGate: new RequestGate(0),
    retries: 0,
  });
}

export function quoteRequest(
  sim: Simulator,
  patch: Partial<QuoteRequest> & { fromChain?: string; toChain?: string } = {},
): QuoteRequest {
  const { fromChain = 'eth', toChain = 'near', ...rest } = patch;
  return {
    dry: true,
    swapType: 'EXACT_INPUT',
    slippageTolerance: 100,
    originAsset: ETH_USDC,
    depositType: 'ORIGIN_CHAIN',
    destinationAsset: WNEAR,
    amount: '100000000', // 100 USDC
    refundTo: addressOn(fromChain),
    refundType: 'ORIGIN_CHAIN',
    recipient: addressOn(toChain, 2),
    recipientType: 'DESTINATION_CHAIN',
    deadline: new Date(sim.clock.now() + 3_600_000).toISOString(),
    ...rest,
  };
}

export async function post(sim: Simulator, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await sim.fetch(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

export async function get(sim: Simulator, url: string, headers: Record<string, string> = {}) {
  const response = await sim.fetch(new Request(url, { headers }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** A public INTENTS ANY_INPUT quote (any token, amount "0" unless patched), made with the partner credential `token`. */
export function anyInputQuote(
  sim: Simulator,
  token: string,
  patch: Partial<QuoteRequest> = {},
): Promise<QuoteResponse> {
  const request = quoteRequest(sim, {
    fromChain: 'near',
    swapType: 'ANY_INPUT',
    depositType: 'INTENTS',
    refundType: 'INTENTS',
    originAsset: ANY_ASSET,
    amount: '0',
    ...patch,
  });
  return clientFor(sim, token).quote({ ...request, dry: false });
}
