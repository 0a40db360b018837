// Shared by the Vue, Svelte, React and Angular integration apps: the in-page simulator (a manual clock that the test
// moves, so no step depends on how fast the machine is), the quote every app binds, and the one-line summary each app
// writes into its log for an event it received.
import { configure, type AppFee, type SwapQuoteConfirmEvent, type SwapStatusChangeEvent } from '../../../src/index.js';
// The root entry defines nothing: the elements, as an app imports 'swap-elements/all' (or each element's own entry).
import '../../../src/all.js';
import { createSimulator, type Simulator } from '../../../src/simulator/app.js';

declare global {
  interface Window {
    /** The page's simulator, for the test to make deposits with and to move its clock. */
    sim?: { deposit: Simulator['deposit']; advance(ms: number): unknown };
  }
}

/** Attribute values every app binds on <swap-quote>. */
export const QUOTE_ATTRIBUTES = {
  originAsset: 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
  destinationAsset: 'nep141:wrap.near',
  amount: '100',
  recipient: 'integration-user.near',
  refundAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
};

/** Bound as a property (an array cannot be an attribute); the test checks it reached the confirmed quote. */
export const APP_FEES: AppFee[] = [{ recipient: 'integration-app.near', fee: 25 }];

export async function startSimulator(): Promise<void> {
  const baseUrl = `${location.origin}/sim/1click`;
  const explorerUrl = `${location.origin}/sim/explorer/api`;
  const sim = createSimulator({
    ...{ seed: 1, clock: 'manual', startTime: Date.now(), baseUrl, explorerUrl },
    anyInputPayoutUsd: 0, // ANY_INPUT pays each deposit, as these tests expect
  });
  await sim.ready;
  configure({
    fetch: sim.fetch,
    now: sim.clock.now,
    baseUrl,
    explorerUrl,
    servicePublicKey: (await sim.info()).publicKey,
  });
  window.sim = { deposit: (input) => sim.deposit(input), advance: (ms) => sim.clock.advance(ms) };
}

/** `swap-quote-confirm {"depositAddress":…,"amountIn":…,"appFees":[…]}` or `swap-status-change {"status":…}`. */
export function logLine(event: SwapQuoteConfirmEvent | SwapStatusChangeEvent): string {
  if (event.type === 'swap-quote-confirm') {
    const { quote, quoteRequest } = (event as SwapQuoteConfirmEvent).detail.quoteResponse;
    const summary = { depositAddress: quote.depositAddress, amountIn: quote.amountIn, appFees: quoteRequest.appFees };
    return `${event.type} ${JSON.stringify(summary)}`;
  }
  const { status, previousStatus } = (event as SwapStatusChangeEvent).detail;
  return `${event.type} ${JSON.stringify({ status, previousStatus })}`;
}
