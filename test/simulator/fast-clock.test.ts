// A page against a simulator that runs ten times faster than the wall clock (`npm run simulator -- --speed 10`), with
// no clock configured: the page follows the simulator's clock from its answers. The wall clock is a manual one
// (Date.now replaced for the test), so the simulator's real clock at speed 10 moves only when the test moves it.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapCountdown } from '../../src/elements/parts/swap-countdown.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { createSwapClient } from '../../src/api/client.js';
import { configure } from '../../src/store/store.js';
import { BASE, ETH_USDC, EXPLORER, WNEAR, addressOn, makeSim, quoteRequest } from './helpers.js';
import { freshStore } from '../helpers/fresh-store.js';

const MINUTE = 60_000;

/** Date.now as a manual clock: it moves only through `advance`. */
function manualWall(start: number) {
  const real = Date.now;
  let now = start;
  Date.now = () => now;
  return {
    advance: (ms: number) => void (now += ms),
    restore: () => void (Date.now = real),
  };
}

const shadow = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);

describe('a page against a simulator at speed 10', () => {
  let wall: ReturnType<typeof manualWall>;

  beforeEach(() => {
    wall = manualWall(Date.UTC(2026, 10, 28, 12));
    freshStore();
  });

  afterEach(() => wall.restore());

  it('every answer tells the simulated time and speed; a manual clock says speed 0', async () => {
    const fast = makeSim({ clock: 'real', speed: 10, quoteLatencyMs: 0 });
    wall.advance(MINUTE);
    const answer = await fast.fetch(`${BASE}/v0/tokens`);
    expect(Number(answer.headers.get('x-sim-now'))).to.equal(fast.clock.now());
    expect(answer.headers.get('x-sim-speed')).to.equal('10');
    const refused = await fast.fetch(`${BASE}/v0/status?depositAddress=nowhere`);
    expect(refused.status).to.equal(404);
    expect(Number(refused.headers.get('x-sim-now'))).to.equal(fast.clock.now());

    const manual = makeSim();
    manual.clock.advance(5 * MINUTE);
    const still = await manual.fetch(`${BASE}/v0/tokens`);
    expect(Number(still.headers.get('x-sim-now'))).to.equal(manual.clock.now());
    expect(still.headers.get('x-sim-speed')).to.equal('0');
  });

  it("the client's now() is the simulated time once an answer came, and runs ten times as fast", async () => {
    const sim = makeSim({ clock: 'real', speed: 10, quoteLatencyMs: 0 });
    const client = createSwapClient({ fetch: sim.fetch, baseUrl: BASE, explorerUrl: EXPLORER, retries: 0 });
    wall.advance(8.5 * MINUTE);
    expect(client.now()).to.equal(Date.now(), "the device's clock before any answer");
    await client.tokens();
    expect(client.now()).to.equal(sim.clock.now());
    wall.advance(6000);
    expect(client.now()).to.equal(sim.clock.now());
    expect(client.now() - Date.now()).to.equal(76.5 * MINUTE + 54_000);
  });

  it("learns a real service's time from a quote's timestamp (no simulator headers: a device clock 20 minutes slow)", async () => {
    const sim = makeSim({ clock: 'real', quoteLatencyMs: 0 });
    sim.clock.advance(20 * MINUTE);
    // The simulator's answers without its clock headers, as the real service's come.
    const plain = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await sim.fetch(input, init);
      const headers = new Headers(answer.headers);
      headers.delete('x-sim-now');
      headers.delete('x-sim-speed');
      return new Response(answer.body, { status: answer.status, headers });
    }) as typeof fetch;
    const client = createSwapClient({ fetch: plain, baseUrl: BASE, explorerUrl: EXPLORER, retries: 0 });
    await client.tokens();
    expect(client.now()).to.equal(Date.now(), 'a token list says nothing of the time');
    await client.quote(quoteRequest(sim));
    expect(client.now()).to.equal(sim.clock.now());
    wall.advance(MINUTE);
    expect(client.now()).to.equal(sim.clock.now());
  });

  it("<swap-quote> asks a deadline in the simulator's future and <swap-deposit>'s countdown runs on its clock", async () => {
    const sim = makeSim({ clock: 'real', speed: 10, quoteLatencyMs: 0 });
    const start = sim.clock.now();
    const quotes: { body: Record<string, unknown>; answer: Promise<unknown> }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
      const answer = await sim.fetch(request);
      if (request.url.endsWith('/v0/quote')) quotes.push({ body, answer: answer.clone().json() });
      return answer;
    }) as typeof globalThis.fetch;
    // No clock configured: the page's own.
    configure({ baseUrl: BASE, explorerUrl: EXPLORER, fetch, servicePublicKey: (await sim.info()).publicKey });
    // 8.5 minutes after the simulator started, its clock is 85 minutes on: a deadline of the wall clock's now plus
    // an hour is in its past.
    wall.advance(8.5 * MINUTE);
    expect(sim.clock.now() - start).to.equal(85 * MINUTE);

    const root = await fixture<HTMLDivElement>(
      html`<div>
        <swap-quote
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          recipient=${addressOn('near', 2)}
          refund-address=${addressOn('eth')}
          amount="100"
        ></swap-quote>
        <swap-deposit></swap-deposit>
      </div>`,
    );
    const quote = root.querySelector('swap-quote')!;
    const deposit = root.querySelector('swap-deposit')!;
    await waitUntil(() => shadow(quote, '[part~=confirm-button]:not([disabled])'), 'no quote to confirm');
    shadow(quote, '[part~=confirm-button]')!.click();
    await waitUntil(
      () => shadow(deposit, '[part=deposit-address-value]') || shadow(quote, '[part=alert]'),
      'neither a deposit address nor an alert',
    );
    expect(shadow(quote, '[part=alert]')?.textContent ?? '', 'the quote was not refused').to.not.match(/deadline/);

    const confirmed = quotes.filter((q) => q.body.dry === false);
    expect(confirmed).to.have.length(1);
    // The deadline asked is an hour (deadline-minutes' default) of the simulator's time from its now.
    expect(Date.parse(confirmed[0]!.body.deadline as string)).to.equal(sim.clock.now() + 60 * MINUTE);
    const signed = (await confirmed[0]!.answer) as QuoteResponse;
    const deadline = Date.parse(signed.quote.deadline!);

    // The countdown counts down to the service's deadline on the service's clock: an hour left...
    const countdown = () => deposit.shadowRoot!.querySelector<SwapCountdown>('swap-countdown')!;
    await waitUntil(() => countdown(), 'no countdown');
    await waitUntil(
      () => countdown().remainingMs === deadline - sim.clock.now(),
      'the countdown is not on the service clock',
    );
    const before = countdown().remainingMs;
    // ... and one wall-clock second later, ten simulated seconds less. Read through the clock the deposit step gave
    // the countdown (what its next tick reads), not by waiting for that tick: a real one-second interval is a timing
    // the test must not depend on (a page of a busy run saw none for a minute).
    wall.advance(1000);
    expect(deadline - countdown().clock()).to.equal(before - 10_000);
    expect(countdown().clock()).to.equal(sim.clock.now());
  });
});
