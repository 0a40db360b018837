// Issue 18: the explorer's limit. Requests are spaced with a margin over the explorer's 5,000 ms, counted from the
// previous answer, and every explorer request goes through the gate, the retries after a 5xx included. A manual clock
// drives the gate: nothing here waits for real time.
import { expect } from '@open-wc/testing';
import { createSwapClient } from '../../src/api/client.js';
import { SwapApiError } from '../../src/api/errors.js';
import {
  EXPLORER_INTERVAL_MS,
  EXPLORER_LIMIT_MS,
  EXPLORER_MARGIN_MS,
  RequestGate,
  explorerGate,
} from '../../src/api/pacing.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { waitUntil } from '../helpers/wait-until.js';

// Macrotasks too: a Response body is read in tasks, not microtasks.
const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve));
};
const manualClock = () => new FakeTimers(flush);

const page = (n: number) => ({
  data: [],
  totalPages: 1,
  page: n,
  perPage: 50,
  total: 0,
  nextPage: null,
  prevPage: null,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('explorer spacing (issue 18)', () => {
  it('keeps a margin over the 5,000 ms limit, for direct explorer gates', () => {
    expect(EXPLORER_LIMIT_MS).to.equal(5000);
    expect(EXPLORER_MARGIN_MS).to.be.at.least(200);
    expect(EXPLORER_INTERVAL_MS).to.equal(EXPLORER_LIMIT_MS + EXPLORER_MARGIN_MS);
    expect(explorerGate('https://explorer.near-intents.org/api', 'key:spacing').intervalMs).to.equal(
      EXPLORER_INTERVAL_MS,
    );
  });

  it('spaces the next request from the previous answer, so a slow request cannot squeeze the gap', async () => {
    const { clock, advance, now } = manualClock();
    const gate = new RequestGate(EXPLORER_INTERVAL_MS, clock);
    const sentAt: number[] = [];
    let answerFirst: (value: string) => void = () => undefined;
    const first = gate.schedule({
      key: 'a',
      run: () => (sentAt.push(now()), new Promise<string>((resolve) => (answerFirst = resolve))),
    });
    const second = gate.schedule({ key: 'b', run: () => (sentAt.push(now()), Promise.resolve('b')) });
    await flush();
    // The first answer takes 3 s: the explorer counted that request somewhere in between.
    await advance(3000);
    answerFirst('a');
    await first;
    await advance(EXPLORER_INTERVAL_MS - 1);
    expect(sentAt).to.have.length(1);
    await advance(1);
    expect(sentAt).to.have.length(2);
    expect(sentAt[1]! - sentAt[0]!).to.equal(3000 + EXPLORER_INTERVAL_MS);
    expect(await second).to.equal('b');
  });

  it('sends the retry of a failed request through the gate, in the next slot', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(EXPLORER_INTERVAL_MS, clock);
    let calls = 0;
    const run = () =>
      ++calls === 1
        ? Promise.reject(new SwapApiError('http', 'The service answered 502', { status: 502 }))
        : Promise.resolve('page');
    const result = gate.schedule({ key: 'p', run, retries: 2 });
    await flush();
    expect(calls).to.equal(1);
    await advance(EXPLORER_INTERVAL_MS - 1);
    expect(calls, 'no retry before the next slot').to.equal(1);
    await advance(1);
    expect(calls).to.equal(2);
    expect(await result).to.equal('page');
  });

  it('gives up after its retries, each in its own slot, and lets the next request wait its turn', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(EXPLORER_INTERVAL_MS, clock);
    let failing = 0;
    const failed = gate
      .schedule({
        key: 'down',
        retries: 1,
        run: () => (failing++, Promise.reject(new SwapApiError('network', 'offline'))),
      })
      .catch((error: unknown) => error);
    let other = 0;
    const next = gate.schedule({ key: 'next', run: () => (other++, Promise.resolve('next')) });
    await advance(EXPLORER_INTERVAL_MS);
    expect([failing, other]).to.deep.equal([2, 0]);
    expect(((await failed) as SwapApiError).kind).to.equal('network');
    await advance(EXPLORER_INTERVAL_MS - 1);
    expect(other).to.equal(0);
    await advance(1);
    expect(await next).to.equal('next');
  });

  it("the client's explorer retries a 503 through the gate, never sooner than one interval", async () => {
    const { clock, advance, now } = manualClock();
    const sentAt: number[] = [];
    const fetch = ((input: RequestInfo | URL) => {
      sentAt.push(now());
      expect(String(input)).to.contain('/v0/transactions-pages');
      return Promise.resolve(sentAt.length === 1 ? json({ message: 'down' }, 503) : json(page(1)));
    }) as typeof globalThis.fetch;
    // Counts the requests the gate lets through: a retry inside one of them would bypass the spacing.
    let throughGate = 0;
    const gate = new RequestGate(EXPLORER_INTERVAL_MS, clock);
    const schedule = gate.schedule.bind(gate);
    gate.schedule = (request) => schedule({ ...request, run: (signal) => (throughGate++, request.run(signal)) });
    const client = createSwapClient({ fetch, token: 'jwt', explorerGate: gate, retryBaseMs: 0 });
    const result = client.transactionsPage({ page: 1 });
    // The client loads its explorer schemas before it schedules: on a busy machine that import takes more than a few
    // tasks, so the test waits for the first request as a state.
    await waitUntil(() => sentAt.length === 1, 'the first request is sent');
    await advance(0);
    expect(sentAt).to.have.length(1);
    await advance(EXPLORER_INTERVAL_MS - 1);
    expect(sentAt, 'the retry waits for the gate').to.have.length(1);
    await advance(1);
    expect((await result).page).to.equal(1);
    expect(sentAt).to.deep.equal([sentAt[0], sentAt[0]! + EXPLORER_INTERVAL_MS]);
    expect(throughGate, 'both attempts went through the gate').to.equal(2);
  });
});
