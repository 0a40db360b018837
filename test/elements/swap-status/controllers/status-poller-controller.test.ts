// The status poller on its own: a fake host (no <swap-status> rendered), the simulator's fetch on its manual clock,
// and a scheduler the test fires by hand. Each test asserts the requests sent, the reports and the schedule.
import { expect } from '@open-wc/testing';
import { FakeHost } from '../../../helpers/fake-host.js';
import { createSwapClient, type SwapClientConfig } from '../../../../src/api/client.js';
import type { QuoteResponse } from '../../../../src/api/schemas.js';
import { SwapDepositSubmitEvent } from '../../../../src/events.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../../../src/simulator/lifecycle.js';
import { getStore, recordStatus } from '../../../../src/store/store.js';

import {
  MIN_INTERVAL_MS,
  NOT_FOUND_GRACE_MS,
  StatusPollerController,
  type PolledSwap,
  type PollerInput,
} from '../../../../src/elements/swap-status/controllers/status-poller-controller.js';
import { BASE, makeSim } from '../../../simulator/helpers.js';
import { controlVisibility, openSwap } from '../helpers.js';
import { FakeTimers } from '../../../helpers/fake-timers.js';
import { freshStore } from '../../../helpers/fresh-store.js';
import { activeResponse } from '../../../helpers/active-status.js';

/** A host that is only what a controller sees: the test connects and updates it by hand. */

interface Sent {
  url: string;
  authorization: string | null;
  apiKey: string | null;
  signal?: AbortSignal;
  status?: number;
}

/** The simulator's fetch, recording every status request; `hold` keeps answers back until `release()`. */
function statusFetch(sim: Simulator) {
  const sent: Sent[] = [];
  const held: (() => void)[] = [];
  const control = { hold: false, throttle: undefined as string | undefined };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/v0/status')) return sim.fetch(input, init);
    const headers = new Headers(init?.headers);
    const entry: Sent = {
      url,
      authorization: headers.get('authorization'),
      apiKey: headers.get('x-api-key'),
      signal: init?.signal ?? undefined,
    };
    sent.push(entry);
    if (control.hold) {
      await new Promise<void>((resolve, reject) => {
        held.push(resolve);
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    // The service asking to wait longer than the backoff would.
    const response = control.throttle
      ? new Response(JSON.stringify({ message: 'Too many requests' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': control.throttle },
        })
      : await sim.fetch(input, init);
    entry.status = response.status;
    return response;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    sent,
    control,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

/** Hosts still connected; each test's are disconnected after it, so no poller outlives its test. */
const connectedHosts: FakeHost[] = [];

/** A poller on a fake host, reporting into a log of plain lines. */
function startPoller(sim: Simulator, fetch: typeof globalThis.fetch, target: PolledSwap | undefined, config = {}) {
  const host = new FakeHost();
  const timers = new FakeTimers();
  const log: string[] = [];
  const kind = (error: unknown) => (error as { kind?: string }).kind;
  const input: PollerInput = {
    group: 'default',
    target,
    config: { baseUrl: BASE, fetch, ...config } satisfies SwapClientConfig,
    scheduler: timers,
    now: sim.clock.now,
  };
  const poller = new StatusPollerController(host, () => input, {
    accepted: (response, news, swap) =>
      log.push(
        `accepted ${response.status} for ${swap.depositAddress}${news.changed ? '' : ' (same)'}${news.recovered ? ' (recovered)' : ''}`,
      ),
    changed: (response, previous) => log.push(`changed ${previous ?? '-'} → ${response.status}`),
    completed: (_response, status) => log.push(`completed ${status}`),
    waiting: () => log.push('waiting for the service'),
    failed: (error) => log.push(`failed ${kind(error)}`),
    errored: (error) => log.push(`errored ${kind(error)}`),
    refused: (error) => log.push(`refused ${kind(error)}`),
  });
  host.connect();
  connectedHosts.push(host);
  host.update();
  return {
    host,
    timers,
    log,
    input,
    poller,
    /** Fires the pending timer and waits for the check it sends. */
    async tick() {
      timers.fire();
      await poller.requestComplete;
    },
  };
}

const swapOf = (quote: QuoteResponse): PolledSwap => ({
  depositAddress: quote.quote.depositAddress!,
  memo: quote.quote.depositMemo ?? undefined,
  quoteResponse: quote,
});

describe('StatusPollerController', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  // The client fetches its calls' schemas with its first call (they are not in the first download), so a page's very
  // first check waits for that chunk. Warmed once here, a check goes out in the same task, which is what is tested.
  before(async () => {
    const sim = makeSim();
    await createSwapClient({ baseUrl: BASE, fetch: sim.fetch as typeof globalThis.fetch }).tokens();
  });

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => {
    connectedHosts.splice(0).forEach((host) => host.disconnect());
    visibility.restore();
  });

  it('polls at once, then on the status schedule, and stops at a final status', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    const { fetch, sent } = statusFetch(sim);
    const p = startPoller(sim, fetch, swapOf(quote));

    expect(sent).to.have.length(1, 'the first request goes out at once');
    expect(sent[0]!.url).to.contain(`depositAddress=${depositAddress}`);
    expect(p.poller.state.checking).to.equal(true);
    await p.poller.requestComplete;
    expect(p.poller.state.checking).to.equal(false);
    expect(p.poller.state.latest?.status).to.equal('PENDING_DEPOSIT');
    expect(p.poller.state.confirmed).to.equal(true);
    expect(p.timers.nextDelay).to.equal(10_000, 'slow while waiting for the deposit');
    expect(p.poller.state.nextDelayMs).to.equal(10_000);
    expect(p.host.updates).to.be.greaterThan(0);

    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await p.tick();
    expect(p.timers.nextDelay).to.equal(3_000, 'fast while the deposit is confirmed');
    await p.tick();
    expect(p.log.at(-1)).to.equal('accepted KNOWN_DEPOSIT_TX for ' + depositAddress + ' (same)');

    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await p.tick();
    expect(p.poller.state.latest?.status).to.equal('SUCCESS');
    expect(p.timers.pending).to.have.length(0, 'nothing more to check');
    expect(p.poller.state.nextDelayMs).to.equal(undefined);
    expect(sent).to.have.length(4);
    expect(p.log.filter((line) => !line.startsWith('accepted'))).to.deep.equal([
      'changed - → PENDING_DEPOSIT',
      'changed PENDING_DEPOSIT → KNOWN_DEPOSIT_TX',
      'changed KNOWN_DEPOSIT_TX → SUCCESS',
      'completed SUCCESS',
    ]);
    expect(await p.poller.refresh().then(() => sent.length)).to.equal(5, 'refresh still checks once on demand');
    expect(p.log.at(-1)).to.equal(`accepted SUCCESS for ${depositAddress} (same)`, 'completed is told once');
  });

  it('backs off on errors, honours a Retry-After longer than the backoff, reports a run once, and recovers', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    const { fetch, sent, control } = statusFetch(sim);
    control.throttle = '30';
    const p = startPoller(sim, fetch, swapOf(quote));
    await p.poller.requestComplete;

    expect(sent.map((s) => s.status)).to.deep.equal([429], 'no hidden retries inside the client');
    expect(p.timers.nextDelay).to.equal(30_000, 'the service asked for 30 s, more than the 2 s backoff');
    expect(p.log).to.deep.equal(['failed rate-limited', 'errored rate-limited']);
    expect((p.poller.state.error as { kind?: string }).kind).to.equal('rate-limited');

    control.throttle = undefined;
    sim.setFaults({ errorRate: 1 });
    await p.tick();
    expect(p.timers.nextDelay, 'the second error: 4 s ± 20 %').to.be.within(3_200, 4_800);
    await p.tick();
    expect(p.timers.nextDelay, 'the third: 8 s ± 20 %').to.be.within(6_400, 9_600);
    expect(p.log).to.have.length(2, 'a run of failures is reported once');

    sim.resetFaults();
    await p.tick();
    expect(p.poller.state.error).to.equal(undefined);
    expect(p.timers.nextDelay).to.equal(10_000, 'back to the status schedule');
    expect(p.log.slice(2)).to.deep.equal([
      `accepted PENDING_DEPOSIT for ${depositAddress} (recovered)`,
      'changed - → PENDING_DEPOSIT',
    ]);
    expect(sent).to.have.length(4);
  });

  it('waits for a fresh address the service does not know yet, then reports it once the grace is over', async () => {
    // Two simulators with one seed hand out the same addresses: the second has not seen the quote.
    const first = makeSim();
    const late = makeSim();
    const { quote } = await openSwap(first);
    const { fetch, sent } = statusFetch(late);
    const p = startPoller(late, fetch, swapOf(quote));
    await p.poller.requestComplete;

    expect(p.poller.state.waitingForService).to.equal(true);
    expect(p.poller.state.error).to.equal(undefined, 'not a failure');
    expect(p.timers.nextDelay).to.equal(3_000);
    await p.tick();
    expect(p.log).to.deep.equal(['waiting for the service'], 'told once per wait');

    late.clock.advance(NOT_FOUND_GRACE_MS);
    await p.tick();
    expect(p.poller.state.waitingForService).to.equal(false);
    expect(p.log.slice(1)).to.deep.equal(['failed not-found', 'errored not-found']);
    expect(p.timers.nextDelay).to.be.within(1_600, 2_400, 'an error now, with backoff');
    expect(sent).to.have.length(3);
  });

  it('sends nothing while the page is hidden and checks at once when it is shown again', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    const { fetch, sent } = statusFetch(sim);
    const p = startPoller(sim, fetch, swapOf(quote));
    await p.poller.requestComplete;
    expect(p.timers.pending).to.have.length(1);

    visibility.set(true);
    expect(p.timers.pending).to.have.length(0, 'the timer is cancelled');
    expect(p.poller.state.nextDelayMs).to.equal(undefined);
    expect(sent).to.have.length(1);

    visibility.set(false);
    expect(sent).to.have.length(2, 'checked at once');
    await p.poller.requestComplete;
    expect(p.timers.nextDelay).to.equal(10_000);

    // An answer that arrives while hidden schedules nothing; refresh() goes out even then.
    visibility.set(true);
    await p.poller.refresh();
    expect(sent).to.have.length(3);
    expect(p.timers.pending).to.have.length(0);
  });

  it('goes on without a refused credential, reports it once, and uses a new one again', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    const { fetch, sent } = statusFetch(sim);
    const p = startPoller(sim, fetch, swapOf(quote), { token: 'revoked-partner-jwt' });
    await p.poller.requestComplete;

    const headers = () => sent.map((s) => [s.authorization, s.apiKey, s.status]);
    expect(headers()).to.deep.equal([
      ['Bearer revoked-partner-jwt', null, 401],
      [null, null, 200],
    ]);
    expect(p.poller.state.error).to.equal(undefined, 'no error: the swap is still followed');
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await p.tick();
    expect(headers()[2]).to.deep.equal([null, null, 200], 'the refused credential is not sent again');
    expect(p.log.filter((line) => line.startsWith('refused') || line.startsWith('failed'))).to.deep.equal([
      'refused unauthorized',
    ]);

    const valid = await sim.issueToken();
    p.input.config = { ...p.input.config, token: undefined, apiKey: valid };
    await p.tick();
    expect(headers()[3]).to.deep.equal([null, valid, 200]);
    expect(p.log.filter((line) => line.startsWith('refused'))).to.have.length(1);
  });

  it('aborts the request in flight when the swap changes, reports nothing more of the old one, and stops without a swap', async () => {
    const sim = makeSim();
    const one = await openSwap(sim);
    const two = await openSwap(sim);
    const { fetch, sent, control, release } = statusFetch(sim);
    control.hold = true;
    const p = startPoller(sim, fetch, swapOf(one.quote));
    const firstCheck = p.poller.requestComplete;
    expect(sent).to.have.length(1);

    p.input.target = swapOf(two.quote);
    p.host.update();
    expect(sent[0]!.signal?.aborted).to.equal(true, 'the old request is cancelled');
    expect(sent).to.have.length(2, 'the new swap is checked at once');
    expect(sent[1]!.url).to.contain(`depositAddress=${two.depositAddress}`);
    control.hold = false;
    release();
    await firstCheck;
    await p.poller.requestComplete;
    expect(p.log).to.deep.equal([`accepted PENDING_DEPOSIT for ${two.depositAddress}`, 'changed - → PENDING_DEPOSIT']);
    expect(p.timers.pending).to.have.length(1, 'one schedule, for the new swap');

    // Leaving stops everything; coming back checks at once.
    p.host.disconnect();
    expect(p.timers.pending).to.have.length(0);
    p.host.connect();
    expect(sent).to.have.length(3);
    await p.poller.requestComplete;
    expect(p.timers.pending).to.have.length(1);

    // No swap any more: nothing pending, nothing kept, and further updates change nothing.
    p.input.target = undefined;
    p.host.update();
    expect(p.timers.pending).to.have.length(0);
    expect(p.poller.state.latest).to.equal(undefined);
    const requested = p.host.updates;
    p.host.update();
    expect(p.host.updates).to.equal(requested);
    expect(sent).to.have.length(3);
  });

  it("takes the deposit element's submit answer for its own swap from the store's table, without asking again", async () => {
    const sim = makeSim();
    const { client, quote, depositAddress } = await openSwap(sim);
    const { fetch, sent } = statusFetch(sim);
    const p = startPoller(sim, fetch, swapOf(quote));
    await p.poller.requestComplete;

    const txHash = '0x' + 'cd'.repeat(32);
    // The transfer is on chain (the simulator's control endpoint) when its hash is submitted: the answer has news.
    sim.deposit({ depositAddress, amount: quote.quote.amountIn, txHash });
    const statusResponse = await client.submitDeposit({ txHash, depositAddress });
    // The package's event alone is not the store: it changes nothing.
    document.dispatchEvent(new SwapDepositSubmitEvent({ group: 'default', depositAddress, txHash, statusResponse }));
    recordStatus({ depositAddress: 'elsewhere' }, statusResponse);
    expect(p.poller.state.latest?.status).to.equal('PENDING_DEPOSIT', "another swap's answer is not ours");
    // <swap-deposit> (of any group) records the answer in the store's table.
    recordStatus({ depositAddress }, statusResponse);
    expect(p.poller.state.latest?.status).to.equal('KNOWN_DEPOSIT_TX');
    await p.host.updateComplete; // the events are told once the news is rendered
    expect(p.log.at(-1)).to.equal('changed PENDING_DEPOSIT → KNOWN_DEPOSIT_TX');
    expect(p.timers.nextDelay).to.equal(3_000);
    expect(sent).to.have.length(1, 'the submit answer is used as is');
  });

  it('never steps back for a late poll answer of the same time, nor behind what the store knows', async () => {
    const sim = makeSim();
    const { client, quote, depositAddress } = await openSwap(sim);
    // A status fetch whose answer is taken from the service at once but handed over only on release (a slow network).
    let gate: Promise<void> | undefined;
    let open = () => {};
    let answered = () => {};
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await sim.fetch(input, init);
      if (gate && String(input instanceof Request ? input.url : input).includes('/v0/status')) {
        answered();
        await gate;
      }
      return response;
    }) as typeof globalThis.fetch;
    const p = startPoller(sim, fetch, swapOf(quote));
    await p.poller.requestComplete;
    expect(p.poller.state.latest?.status).to.equal('PENDING_DEPOSIT');

    gate = new Promise<void>((resolve) => (open = resolve));
    const reached = new Promise<void>((resolve) => (answered = resolve));
    const late = p.poller.refresh(); // answered PENDING_DEPOSIT now, delivered after the submit below
    await reached;
    const txHash = '0x' + 'ef'.repeat(32);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn, txHash });
    const statusResponse = await client.submitDeposit({ txHash, depositAddress });
    recordStatus({ depositAddress }, statusResponse); // as <swap-deposit> does
    expect(p.poller.state.latest?.status).to.equal('KNOWN_DEPOSIT_TX');
    // The check in flight schedules the next when it ends: no timer beside it (one fired now would send nothing).
    expect(p.timers.pending).to.have.length(0);
    open();
    await late;
    expect(p.poller.state.latest?.status).to.equal('KNOWN_DEPOSIT_TX', 'the late PENDING_DEPOSIT answer is no news');
    expect(p.timers.nextDelay).to.equal(3_000);
    expect(p.log.filter((line) => line.startsWith('accepted'))).to.deep.equal([
      `accepted PENDING_DEPOSIT for ${depositAddress}`,
      `accepted KNOWN_DEPOSIT_TX for ${depositAddress}`,
    ]);

    // The store knows further (another tab recorded PROCESSING): a poll answer behind it is not shown either.
    gate = undefined;
    const later = {
      ...statusResponse,
      status: 'PROCESSING',
      updatedAt: new Date(sim.clock.now() + 60_000).toISOString(),
    };
    getStore().activate(quote, true);
    getStore().recordStatus(depositAddress, undefined, later);
    await p.poller.refresh();
    expect(p.poller.state.latest?.status).to.equal('PROCESSING', 'the poller shows the table’s status');
    expect(activeResponse(getStore())?.status).to.equal('PROCESSING');
  });

  it('follows the interval (seconds, at least one) and reschedules when it changes', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    const { fetch } = statusFetch(sim);
    const p = startPoller(sim, fetch, swapOf(quote));
    await p.poller.requestComplete;
    expect(p.timers.nextDelay).to.equal(10_000);
    p.input.interval = 20;
    p.host.update();
    expect(p.timers.nextDelay).to.equal(20_000);
    p.input.interval = 0.2;
    p.host.update();
    expect(p.timers.nextDelay).to.equal(MIN_INTERVAL_MS);
    p.input.interval = -1;
    p.host.update();
    expect(p.timers.nextDelay).to.equal(10_000, 'an invalid interval is ignored');
  });
});
