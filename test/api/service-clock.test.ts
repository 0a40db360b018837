// The service's time as the client learns it from answers (service-clock.ts): an offset for a skewed device, a rate
// for a simulator that runs faster, and no jitter from a round trip's noise.
import { expect } from '@open-wc/testing';
import { createServiceClock, serviceTimeOf } from '../../src/api/service-clock.js';

function deviceClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createServiceClock', () => {
  const T = Date.UTC(2026, 10, 28, 12);

  it("is the device's clock until an answer says otherwise", () => {
    const device = deviceClock(T);
    const clock = createServiceClock(device.now);
    expect(clock.now()).to.equal(T);
    device.advance(5000);
    expect(clock.now()).to.equal(T + 5000);
  });

  it('follows a service whose clock is ahead of a skewed device, from the middle of the round trip', () => {
    const device = deviceClock(T);
    const clock = createServiceClock(device.now);
    clock.observe({ serviceMs: T + 20 * 60_000, localMs: T - 100 });
    expect(clock.now()).to.equal(T + 20 * 60_000 + 100);
    device.advance(60_000);
    expect(clock.now()).to.equal(T + 21 * 60_000 + 100);
  });

  it("ignores a round trip's noise (a second at most), so a countdown does not jump on every answer", () => {
    const device = deviceClock(T);
    const clock = createServiceClock(device.now);
    clock.observe({ serviceMs: T + 400, localMs: T });
    expect(clock.now()).to.equal(T);
    clock.observe({ serviceMs: T + 60_000, localMs: T });
    clock.observe({ serviceMs: T + 60_300, localMs: T });
    expect(clock.now()).to.equal(T + 60_000);
  });

  it('runs at the rate the simulator says: ten service seconds per device second at speed 10, none for a manual clock', () => {
    const device = deviceClock(T);
    const clock = createServiceClock(device.now);
    clock.observe({ serviceMs: T + 85 * 60_000, localMs: T, rate: 10 });
    device.advance(6000);
    expect(clock.now()).to.equal(T + 86 * 60_000);
    // The same time at another rate is still news: the rate changed.
    clock.observe({ serviceMs: T + 86 * 60_000, localMs: T + 6000, rate: 0 });
    device.advance(60_000);
    expect(clock.now()).to.equal(T + 86 * 60_000);
  });

  it('takes nothing from an answer that is not a time', () => {
    const clock = createServiceClock(() => T);
    clock.observe({ serviceMs: NaN, localMs: T });
    clock.observe({ serviceMs: T + 3_600_000, localMs: T, rate: -1 });
    expect(clock.now()).to.equal(T);
  });

  it("reads the simulator's headers first, else a quote's timestamp", () => {
    const sim = new Headers({ 'x-sim-now': String(T), 'x-sim-speed': '10' });
    expect(serviceTimeOf(sim, '2020-01-01T00:00:00.000Z')).to.deep.equal({ serviceMs: T, rate: 10 });
    expect(serviceTimeOf(new Headers(), new Date(T).toISOString())).to.deep.equal({ serviceMs: T });
    expect(Number.isNaN(serviceTimeOf(new Headers(), 'not a date')!.serviceMs)).to.equal(true);
    expect(serviceTimeOf(new Headers(), undefined)).to.equal(undefined);
  });
});
