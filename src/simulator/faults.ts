// Switchable misbehaviour, for tests and for the demo's "bad network" story. Faults apply to the service routes
// (/v0/...), never to the /_sim control endpoints, so a test can always switch them off again. Which requests
// fail is drawn from a seeded stream: the same seed and the same request order give the same failures.
import { createRng, hashSeed, type Rng } from './rng.js';

export interface Faults {
  /** Wall-clock ms added before every service response. */
  latencyMs: number;
  /** Share (0..1) of requests answered 503. */
  errorRate: number;
  /** Share answered 200 with a truncated JSON body. */
  malformedRate: number;
  /** Share whose connection is dropped (the fetch rejects; the Node server destroys the socket). */
  dropRate: number;
  /** Share answered 429 with Retry-After, on every route. */
  rateLimitRate: number;
  /** Share of swaps (by deposit address) that end badly instead of SUCCESS. */
  swapFailureRate: number;
  /** How a failing swap ends: FAILED, REFUNDED, or either (decided per deposit address). */
  swapFailureKind: 'FAILED' | 'REFUNDED' | 'mixed';
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  malformedRate: 0,
  dropRate: 0,
  rateLimitRate: 0,
  swapFailureRate: 0,
  swapFailureKind: 'mixed',
};

/** Thrown by the fetch handler to simulate a dropped connection. */
export class SimulatedDropError extends TypeError {
  constructor() {
    super('Failed to fetch (the simulator dropped the connection)');
    this.name = 'SimulatedDropError';
  }
}

export type FaultAction = 'error' | 'malformed' | 'drop' | 'rate-limit' | null;

const RATES = ['errorRate', 'malformedRate', 'dropRate', 'rateLimitRate', 'swapFailureRate'] as const;

export class FaultSwitch {
  private current: Faults = { ...NO_FAULTS };
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = createRng(hashSeed(seed, 'faults'));
  }

  get(): Faults {
    return { ...this.current };
  }

  /** Merges a patch after checking it; returns an error message for a bad value. */
  set(patch: Record<string, unknown>): string | null {
    const next = { ...this.current };
    for (const [key, value] of Object.entries(patch)) {
      if ((RATES as readonly string[]).includes(key)) {
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return `${key} must be a number from 0 to 1`;
        next[key as (typeof RATES)[number]] = value;
      } else if (key === 'latencyMs') {
        if (typeof value !== 'number' || !(value >= 0 && value <= 60_000)) return 'latencyMs must be 0..60000';
        next.latencyMs = value;
      } else if (key === 'swapFailureKind') {
        if (value !== 'FAILED' && value !== 'REFUNDED' && value !== 'mixed') {
          return 'swapFailureKind must be one of FAILED, REFUNDED, mixed';
        }
        next.swapFailureKind = value;
      } else {
        return `property ${key} should not exist`;
      }
    }
    this.current = next;
    return null;
  }

  reset(): void {
    this.current = { ...NO_FAULTS };
  }

  /** What to do with the next service request (draws from the stream only when a fault is on). */
  draw(): FaultAction {
    const f = this.current;
    if (f.dropRate > 0 && this.rng.next() < f.dropRate) return 'drop';
    if (f.errorRate > 0 && this.rng.next() < f.errorRate) return 'error';
    if (f.rateLimitRate > 0 && this.rng.next() < f.rateLimitRate) return 'rate-limit';
    if (f.malformedRate > 0 && this.rng.next() < f.malformedRate) return 'malformed';
    return null;
  }
}
