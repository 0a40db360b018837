// What the route modules (routes/*.ts) share: made once by createSimulator (app.ts) and handed to each, so a route
// file names everything it reads and writes. Counters and streams only one route uses stay in that route's module.
import type { StatusResponse } from '../api/schemas.js';
import type { DepositInput, IntentsFunding, SimInfo } from './app.js';
import type { Auth } from './auth.js';
import type { SimClock } from './clock.js';
import type { Explorer } from './explorer.js';
import type { FaultSwitch } from './faults.js';
import type { IntentsLedger } from './intents.js';
import type { SigningKey } from './keys.js';
import type { Swaps } from './lifecycle.js';
import type { Market } from './market.js';
import type { WildStatus } from './wild-status.js';

/** A deposit as the simulator places it: the amount checked, and the chain it came over when not the origin's. */
export type PlacedDeposit = Omit<DepositInput, 'amount'> & { amount: bigint; chain?: string };

export interface SimulatorState {
  readonly seed: number;
  readonly clock: SimClock;
  readonly market: Market;
  readonly auth: Auth;
  readonly faults: FaultSwitch;
  readonly swaps: Swaps;
  readonly ledger: IntentsLedger;
  readonly explorer: Explorer;
  /** Status answers as the service gives them in the wild (/_sim/status-answer). */
  readonly wild: WildStatus;
  /** The quote-signing key, derived once on first use. */
  key(): Promise<SigningKey>;
  /** A deposit arriving (control endpoint, chains, intents, sim.deposit): the status after it, or the error to answer. */
  placeDeposit(input: PlacedDeposit): StatusResponse | [number, string];
  /** Sets an Intents balance: the 400 message when the input is wrong, else undefined. */
  fundIntents(funding: IntentsFunding): string | undefined;
  info(): Promise<SimInfo>;
}
