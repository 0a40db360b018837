import { expect } from '@open-wc/testing';
import { SwapApiError } from '../../src/api/errors.js';
import {
  RequestGate,
  EXPLORER_INTERVAL_MS,
  MAX_RATE_LIMIT_WAITS,
  PROXY_INTERVAL_MS,
  explorerGate,
} from '../../src/api/pacing.js';
import { FakeTimers } from '../helpers/fake-timers.js';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const manualClock = () => new FakeTimers(flush);

describe('RequestGate (explorer pacing)', () => {
  it('lets one request through per interval and queues the rest', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    const sent: string[] = [];
    const run = (name: string) => () => {
      sent.push(name);
      return Promise.resolve(name);
    };
    const a = gate.schedule({ key: 'a', run: run('a') });
    const b = gate.schedule({ key: 'b', run: run('b') });
    const c = gate.schedule({ key: 'c', run: run('c') });
    await flush();
    expect(sent).to.deep.equal(['a']);
    await advance(4999);
    expect(sent).to.deep.equal(['a']);
    await advance(1);
    expect(sent).to.deep.equal(['a', 'b']);
    await advance(5000);
    expect(sent).to.deep.equal(['a', 'b', 'c']);
    expect(await Promise.all([a, b, c])).to.deep.equal(['a', 'b', 'c']);
  });

  it('coalesces identical queued requests into one', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    let calls = 0;
    const run = () => Promise.resolve(++calls);
    await gate.schedule({ key: 'first', run });
    const x = gate.schedule({ key: 'page-2', run });
    const y = gate.schedule({ key: 'page-2', run });
    expect(gate.pending).to.equal(1);
    await advance(5000);
    expect(await x).to.equal(2);
    expect(await y).to.equal(2);
    expect(calls).to.equal(2);
  });

  it('drops a queued request whose caller aborted, without spending a slot (typing a search)', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    const sent: string[] = [];
    const run = (q: string) => () => (sent.push(q), Promise.resolve(q));
    await gate.schedule({ key: 'initial', run: run('initial') });
    // Each keystroke aborts the previous search.
    const keystrokes = ['s', 'sw', 'swa', 'swap'];
    const controllers = keystrokes.map(() => new AbortController());
    const results = keystrokes.map((q, i) => {
      controllers[i - 1]?.abort();
      return gate.schedule({ key: q, run: run(q), signal: controllers[i]!.signal }).catch((e) => e);
    });
    await advance(5000);
    expect(sent).to.deep.equal(['initial', 'swap']);
    const errors = await Promise.all(results.slice(0, 3));
    for (const e of errors) expect((e as SwapApiError).kind).to.equal('aborted');
    expect(await results[3]).to.equal('swap');
  });

  it('tells callers when their request will go out', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    await gate.schedule({ key: 'a', run: () => Promise.resolve(1) });
    await advance(2000);
    const waits: number[] = [];
    const pending = gate.schedule({ key: 'b', run: () => Promise.resolve(2), onWait: (ms) => waits.push(ms) });
    expect(waits[0]).to.equal(3000);
    expect(gate.nextSlotIn()).to.equal(3000);
    await advance(3000);
    await pending;
  });

  it('waits out a 429 using Retry-After and then succeeds without surfacing it', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    let calls = 0;
    const run = () => {
      calls++;
      if (calls === 1)
        return Promise.reject(new SwapApiError('rate-limited', '429', { status: 429, retryAfterMs: 8000 }));
      return Promise.resolve('ok');
    };
    const result = gate.schedule({ key: 'p', run });
    await flush();
    expect(calls).to.equal(1);
    await advance(7999);
    expect(calls).to.equal(1);
    await advance(1);
    expect(calls).to.equal(2);
    expect(await result).to.equal('ok');
  });

  it('surfaces rate-limited only after repeated 429s (never hangs)', async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(5000, clock);
    let calls = 0;
    const run = () => (calls++, Promise.reject(new SwapApiError('rate-limited', '429', { status: 429 })));
    const result = gate.schedule({ key: 'p', run }).catch((e) => e);
    await advance(5000 * (MAX_RATE_LIMIT_WAITS + 1));
    const error = (await result) as SwapApiError;
    expect(error.kind).to.equal('rate-limited');
    expect(calls).to.equal(MAX_RATE_LIMIT_WAITS + 1);
  });

  it("waits out a busy gateway's 503 with Retry-After like a 429, but not a 503 without one", async () => {
    const { clock, advance } = manualClock();
    const gate = new RequestGate(500, clock);
    let calls = 0;
    const run = () => {
      calls++;
      if (calls === 1) return Promise.reject(new SwapApiError('http', 'busy', { status: 503, retryAfterMs: 3000 }));
      return Promise.resolve('page');
    };
    const result = gate.schedule({ key: 'p', run });
    await flush();
    await advance(2999);
    expect(calls).to.equal(1);
    await advance(1);
    expect(await result).to.equal('page');

    const plain = await new RequestGate(0)
      .schedule({ key: 'q', run: () => Promise.reject(new SwapApiError('http', 'down', { status: 503 })) })
      .catch((e) => e);
    expect((plain as SwapApiError).status).to.equal(503);
  });

  it('spaces a proxied explorer (no token in the page) by PROXY_INTERVAL_MS, a direct one by 5 s and a margin', () => {
    expect(explorerGate('https://gw.example/explorer', undefined, true).intervalMs).to.equal(PROXY_INTERVAL_MS);
    expect(explorerGate('https://explorer.near-intents.org/api', 'jwt').intervalMs).to.equal(EXPLORER_INTERVAL_MS);
  });

  it('passes other errors straight to the caller', async () => {
    const gate = new RequestGate(0);
    const error = await gate
      .schedule({ key: 'x', run: () => Promise.reject(new SwapApiError('unauthorized', 'no')) })
      .catch((e) => e);
    expect((error as SwapApiError).kind).to.equal('unauthorized');
  });
});
