// The dry-quote controller on its own: a plain host (no <swap-quote>), the simulator's fetch and manual clock, and
// timers that fire only when the test says so.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait-until.js';
import { createSwapClient } from '../../../../src/api/client.js';
import type { QuoteRequest } from '../../../../src/api/schemas.js';
import {
  DryQuoteController,
  QUOTE_DEBOUNCE_MS,
  QUOTE_REFRESH_MS,
  QUOTE_TICK_MS,
  type DryResult,
} from '../../../../src/elements/swap-quote/controllers/dry-quote-controller.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { controlVisibility } from '../../../helpers/visibility.js';
import { BASE, makeSim, quoteRequest } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { FakeTimers } from '../../../helpers/fake-timers.js';

/** One render of the host: its controllers read the (changed) input. */
const render = (host: FakeHost) => host.controllers.forEach((c) => c.hostUpdate?.());

interface Seen {
  body: QuoteRequest;
  signal?: AbortSignal;
}

function setUp(sim: Simulator = makeSim()) {
  const seen: Seen[] = [];
  /**
   * While `hold` is set, quote answers wait for it (a slow network). An abort ends the wait as a browser's fetch
   * would, unless `late`: then the answer still arrives, as one already on its way does.
   */
  const gate: { hold?: Promise<void>; late?: boolean } = {};
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('/v0/quote')) {
      const signal = init?.signal ?? undefined;
      seen.push({ body: JSON.parse(String(init?.body)) as QuoteRequest, signal });
      const { hold, late } = gate;
      const aborted = () =>
        new Promise<never>((_, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      if (hold) await (late ? hold : Promise.race([hold, aborted()]));
    }
    return sim.fetch(input, init);
  };
  const client = createSwapClient({ fetch, baseUrl: BASE, retries: 0 });
  const form: { key?: string; amount: string; originAsset?: string; paused: boolean } = {
    amount: '100000000',
    paused: false,
  };
  /** Every client call the controller made, settled either way. */
  const calls: Promise<unknown>[] = [];
  const arrived: DryResult[] = [];
  const failed: { error: unknown; key?: string }[] = [];
  let sent = 0;
  let wake: (() => void) | undefined;
  /** Settles when the next answer (or failure) has been reported. */
  const reported = () => new Promise<void>((resolve) => (wake = resolve));
  const host = new FakeHost();
  const timers = new FakeTimers();
  const dry = new DryQuoteController(
    host,
    () => ({
      key: form.key,
      request: () =>
        quoteRequest(sim, {
          amount: form.amount,
          quoteWaitingTimeMs: 0,
          ...(form.originAsset ? { originAsset: form.originAsset } : {}),
        }),
      quote: (request, options) => {
        const call = client.quote(request, options);
        calls.push(call.catch(() => undefined));
        return call;
      },
      now: () => sim.clock.now(),
      paused: form.paused,
    }),
    {
      sent: () => sent++,
      arrived: (result) => {
        arrived.push(result);
        wake?.();
      },
      failed: (error, key) => {
        failed.push({ error, key });
        wake?.();
      },
    },
    timers,
  );
  host.connect();
  /** The user edits the form and the host renders. */
  const edit = (patch: Partial<typeof form>) => {
    Object.assign(form, patch);
    render(host);
  };
  return { sim, seen, gate, calls, host, timers, dry, form, edit, arrived, failed, reported, sent: () => sent };
}

describe('DryQuoteController (controller)', () => {
  // The client's request schemas arrive with its first request; here they are in, so a request leaves at once.
  before(() => import('../../../../src/api/request-schemas.js'));
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => (visibility = controlVisibility()));
  afterEach(() => visibility.restore());

  it('coalesces edits within the debounce into one request, for the input as it is when the debounce fires', async () => {
    const t = setUp();
    t.edit({ key: 'a', amount: '100000000' });
    t.edit({ key: 'b', amount: '200000000' });
    t.edit({ key: 'c', amount: '300000000' });
    expect(t.seen).to.have.length(0, 'nothing before the input settles');
    expect(t.dry.loading).to.equal(true);
    expect(t.timers.count(QUOTE_DEBOUNCE_MS)).to.equal(1, 'one debounce, restarted by each edit');

    const answered = t.reported();
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await answered;
    expect(t.seen).to.have.length(1);
    expect(t.seen[0]!.body).to.include({ dry: true, amount: '300000000' });
    expect(t.arrived.map((r) => r.key)).to.deep.equal(['c']);
    expect(t.dry.current).to.equal(t.arrived[0]!.response);
    expect(t.dry.loading).to.equal(false);

    t.edit({});
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    expect(t.seen).to.have.length(1, 'a render with the same key asks nothing more');
  });

  it('refreshes a quote 30 s old by the configured clock, only while the page is visible and not paused', async () => {
    const t = setUp();
    t.edit({ key: 'a' });
    let answered = t.reported();
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await answered;
    const first = t.arrived[0]!;

    t.sim.clock.advance(QUOTE_REFRESH_MS - 1);
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(1, 'not before 30 s');

    t.sim.clock.advance(1);
    t.form.paused = true;
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(1, 'not while paused (a deposit address is asked for or shown)');
    t.form.paused = false;
    visibility.set(true);
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(1, 'not while the page is hidden');

    answered = t.reported();
    visibility.set(false); // coming back checks at once
    expect(t.seen).to.have.length(2);
    await answered;
    expect(t.seen[1]!.body.deadline).to.equal(new Date(t.sim.clock.now() + 3_600_000).toISOString());
    expect(t.arrived.map((r) => r.key)).to.deep.equal(['a', 'a']);
    expect(t.arrived[1]!.at - first.at).to.equal(QUOTE_REFRESH_MS);
    expect(t.dry.current).to.equal(t.arrived[1]!.response);
  });

  it('aborts the stale request when the input changes and drops its late answer', async () => {
    const t = setUp();
    let releaseA!: () => void;
    let releaseB!: () => void;
    t.gate.late = true;
    t.gate.hold = new Promise<void>((resolve) => (releaseA = resolve));
    t.edit({ key: 'a', amount: '100000000' });
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    expect(t.seen).to.have.length(1);
    expect(t.seen[0]!.signal!.aborted).to.equal(false);

    t.edit({ key: 'b', amount: '200000000' });
    expect(t.seen[0]!.signal!.aborted).to.equal(true, 'aborted as soon as the input changed');
    t.gate.hold = new Promise<void>((resolve) => (releaseB = resolve));
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    expect(t.seen.map((s) => s.body.amount)).to.deep.equal(['100000000', '200000000']);

    // The stale answer arrives after all (the network ignored the abort), before the fresh one.
    releaseA();
    await t.calls[0];
    const answered = t.reported();
    releaseB();
    await answered;
    expect(t.arrived.map((r) => r.key)).to.deep.equal(['b']);
    expect(t.arrived[0]!.response.quoteRequest.amount).to.equal('200000000');
    expect(t.failed).to.have.length(0, 'an aborted request is no failure');
    expect(t.dry.current).to.equal(t.arrived[0]!.response);
  });

  it('reports a transient failure once, then retries it when the refresh interval has passed', async () => {
    const t = setUp();
    t.sim.setFaults({ errorRate: 1 });
    t.edit({ key: 'a' });
    const failedOnce = t.reported();
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await failedOnce;
    expect(t.failed).to.have.length(1);
    expect(t.failed[0]!.key).to.equal('a');
    expect(t.failed[0]!.error).to.have.property('kind', 'http');
    expect(t.dry.current).to.equal(undefined);

    t.sim.resetFaults();
    t.sim.clock.advance(QUOTE_REFRESH_MS - 1);
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(1, 'no retry before the interval');
    expect(t.failed).to.have.length(1, 'reported once');

    t.sim.clock.advance(1);
    const retried = t.reported();
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(2);
    await retried;
    expect(t.failed).to.have.length(1);
    expect(t.arrived.map((r) => r.key)).to.deep.equal(['a']);
  });

  it('a refused request is reported once and not retried', async () => {
    const t = setUp();
    t.edit({ key: 'a', originAsset: 'nep141:gone.near' });
    const failed = t.reported();
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await failed;
    expect(t.failed).to.have.length(1);
    expect(t.failed[0]!.error).to.have.property('status', 400);
    t.sim.clock.advance(5 * QUOTE_REFRESH_MS);
    t.timers.fireDelay(QUOTE_TICK_MS);
    expect(t.seen).to.have.length(1);
    expect(t.failed).to.have.length(1);
  });

  it('an input that cannot be priced, or a disconnect, stops the debounce, the ticks and the request', async () => {
    const t = setUp();
    t.edit({ key: 'a' });
    t.edit({ key: undefined });
    expect(t.dry.loading).to.equal(false);
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    expect(t.seen).to.have.length(0);

    let release!: () => void;
    t.gate.hold = new Promise<void>((resolve) => (release = resolve));
    t.edit({ key: 'b' });
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    expect(t.seen).to.have.length(1);
    t.host.disconnect();
    expect(t.seen[0]!.signal!.aborted).to.equal(true);
    expect(t.timers.pending.length).to.equal(0, 'no debounce or tick left behind');
    await waitUntil(() => !t.dry.loading, 'the aborted request never settled');
    release();
    expect(t.failed).to.have.length(0, 'an aborted request is no failure');

    // Connected again, the same input is asked for again; the aborted request was never reported.
    t.gate.hold = undefined;
    t.host.connect();
    render(t.host);
    const answered = t.reported();
    t.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await answered;
    expect(t.seen).to.have.length(2);
    expect(t.failed).to.have.length(0);
    expect(t.arrived.map((r) => r.key)).to.deep.equal(['b']);
  });
});
