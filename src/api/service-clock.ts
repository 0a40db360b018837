// The service's time as the page learns it from the service's answers, so that the deadline a quote request carries
// and the countdowns the elements show are in the service's time: right when the device's clock is off, and when the
// service is the simulator running faster than the wall clock (`npm run simulator -- --speed 10`).

/** One answer's word on the service's time. */
export interface ServiceTimeReading {
  /** The service's time in the answer, in ms since the epoch. */
  serviceMs: number;
  /** The device's time the answer stands for: the middle of the request's round trip. */
  localMs: number;
  /**
   * How many service milliseconds pass per device millisecond: 1 for a real service (the default); the simulator
   * says its own (`X-Sim-Speed`: 10 at `--speed 10`, 0 for a manual clock that moves only when told).
   */
  rate?: number;
}

/**
 * How far an answer may be from what the clock already says before the clock follows it: a round trip's noise is
 * well below, a skewed device clock or a faster simulator well above, so a countdown does not jitter on every answer.
 */
export const SERVICE_CLOCK_TOLERANCE_MS = 1000;

export interface ServiceClock {
  /** The service's time now, in ms since the epoch: the device's clock until an answer said otherwise. */
  now(): number;
  /** Takes an answer's time: followed from now on when it differs by more than the tolerance, or runs at another rate. */
  observe(reading: ServiceTimeReading): void;
}

/** A service clock on the device's clock `local` (Date.now). */
export function createServiceClock(local: () => number = () => Date.now()): ServiceClock {
  // The anchor: the service's time at a device time, and its rate (plain locals: they minify to a letter each).
  let service = 0;
  let device = 0;
  let speed = 1;
  const at = (localMs: number) => Math.floor(service + (localMs - device) * speed);
  return {
    now: () => at(local()),
    observe({ serviceMs, localMs, rate = 1 }) {
      // Number.isFinite also refuses what is not a number; a negative rate is no clock.
      if (!(Number.isFinite(serviceMs) && Number.isFinite(localMs) && rate >= 0 && Number.isFinite(rate))) return;
      if (rate !== speed || Math.abs(serviceMs - at(localMs)) > SERVICE_CLOCK_TOLERANCE_MS) {
        [service, device, speed] = [serviceMs, localMs, rate];
      }
    },
  };
}

/** The headers the simulator tells its time in (every answer; exposed to other origins by its CORS). */
export const SIM_NOW_HEADER = 'x-sim-now';
export const SIM_SPEED_HEADER = 'x-sim-speed';

/**
 * What an answer says of the service's time: the simulator's headers, else a quote's `timestamp` (the real service's
 * one word on its time; its `Date` header is not readable across origins). Undefined when it says nothing.
 */
export function serviceTimeOf(
  headers: Headers,
  quoteTimestamp: unknown,
): Omit<ServiceTimeReading, 'localMs'> | undefined {
  const simNow = headers.get(SIM_NOW_HEADER);
  if (simNow !== null) return { serviceMs: +simNow, rate: +(headers.get(SIM_SPEED_HEADER) ?? 1) };
  return typeof quoteTimestamp === 'string' ? { serviceMs: Date.parse(quoteTimestamp) } : undefined;
}
