// <swap-status> polling: the schedule, a 404 right after quoting, errors with backoff, the hidden page, the
// interval override, resuming from the deposit address alone, the events of the other elements, and untrusted URLs.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import { BACKOFF_MAX_MS } from '../../../src/core/status.js';
import { SwapQuoteConfirmEvent } from '../../../src/events.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { Persistence } from '../../../src/store/persistence.js';
import { getPersistence, getStore, recordStatus } from '../../../src/store/store.js';
import { inferDecimals, safeHttpUrl } from '../../../src/elements/swap-status/swap-status.js';
import { XLM, addressOn, clientFor, makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { MemoryStorage, activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const CONFIRM = confirmMs('eth');

describe('<swap-status> polling', () => {
  let storage: MemoryStorage;
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    storage = freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  const setHidden = (value: boolean) => visibility.set(value);

  it('treats a 404 right after quoting as "not known yet", then shows the swap once the service knows it', async () => {
    // Two simulators with one seed hand out the same addresses: the second has not seen the quote yet.
    const first = makeSim();
    const late = makeSim();
    const { quote, depositAddress } = await openSwap(first);
    await activate(first, quote);
    const { fetch, statusRequests } = countingFetch(late);
    const m = await mount(late, fetch);

    expect(statusRequests()).to.have.length(1);
    expect(m.text('[part=status-title]')).to.equal('Waiting for the service to know this address');
    expect(m.text('[part=status-detail]')).to.contain('This is normal');
    expect(m.all('[part=error]')).to.have.length(0);
    expect(m.eventsOf('swap-error')).to.have.length(0, 'not a failure');
    expect(m.eventsOf('swap-status-change')).to.have.length(0);
    expect(m.text('[part=amounts]')).to.contain('You send 100 USDC', 'the quote is known from the store');
    expect(m.timers.nextDelay).to.equal(3_000);
    await m.tick();
    expect(statusRequests()).to.have.length(2);
    expect(m.text('[part=status-title]')).to.equal('Waiting for the service to know this address');

    const again = await openSwap(late);
    expect(again.depositAddress).to.equal(depositAddress);
    await m.tick();
    expect(statusRequests()).to.have.length(3);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.eventsOf('swap-status-change').map((e) => e.detail.status)).to.deep.equal(['PENDING_DEPOSIT']);
    expect(m.eventsOf('swap-error')).to.have.length(0);
    expect(m.timers.nextDelay).to.equal(10_000);
  });

  it('reports an unknown address (no fresh quote) in one clear message and keeps checking with backoff', async () => {
    const sim = makeSim();
    const { fetch, statusRequests } = countingFetch(sim);
    const address = addressOn('eth', 9);
    const m = await mount(sim, fetch, { depositAddress: address });
    expect(statusRequests()).to.have.length(1);
    // The service answered "not found": no "has not answered yet" beside it, and no second sentence saying it again.
    expect(m.text('[part=status-title]')).to.equal('Deposit address not found');
    expect(m.text('[part=status-detail]')).to.equal(
      'The swap service does not know this deposit address. Check the address (and the memo, if the swap has one). This page keeps checking, in case the address was created moments ago.',
    );
    expect(m.text('[part=base]')).to.not.contain('not answered');
    expect(m.text('[part=base]')).to.not.contain('not available');
    expect(m.text('[part=base]')).to.not.contain('does not know this deposit address (yet)');
    expect(m.text('[part=error]')).to.match(/^Next attempt in \d+ seconds?\.$/, 'only when, not what again');
    expect(m.text('[part=announcer]')).to.equal('Deposit address not found');
    expect(m.eventsOf('swap-error')).to.have.length(1);
    expect(m.eventsOf('swap-error')[0]!.detail.operation).to.equal('status');
    expect(m.eventsOf('swap-error')[0]!.detail.error.kind).to.equal('not-found');
    expect(m.timers.nextDelay).to.be.within(1_600, 2_400);
    await expect(m.el).to.be.accessible();
  });

  it('backs off exponentially on errors up to a minute, one request at a time, and recovers', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    sim.setFaults({ errorRate: 1 });
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);

    expect(statusRequests()).to.have.length(1, 'no hidden retries inside the client');
    // A 5xx is retried by the schedule: "checking again", not the failure look (issue 46 item 13).
    expect(m.text('[part=status-title]')).to.equal('Checking again shortly');
    expect(m.all('[part=error]')).to.have.length(0);
    expect(m.text('[part=retrying]')).to.contain('The swap service had a brief problem.');
    expect(m.text('[part=retrying]')).to.match(/Checking again in \d+ seconds?\./);
    expect(m.text('[part=announcer]')).to.equal('Checking again shortly');
    const delays: number[] = [m.timers.nextDelay!];
    for (let i = 0; i < 7; i++) {
      await m.tick();
      delays.push(m.timers.nextDelay!);
    }
    expect(statusRequests()).to.have.length(8);
    delays.forEach((delay, i) => {
      const base = Math.min(BACKOFF_MAX_MS, 2_000 * 2 ** i);
      expect(delay, `delay after ${i + 1} errors`).to.be.within(base * 0.8, Math.min(BACKOFF_MAX_MS, base * 1.2));
    });
    expect(delays.at(-1)).to.be.at.most(60_000);
    expect(m.eventsOf('swap-error')).to.have.length(1, 'reported once per run of failures');
    expect(m.eventsOf('swap-error')[0]!.detail.error.status).to.equal(503);

    // A dropped connection is a network error, still with backoff.
    sim.setFaults({ errorRate: 0, dropRate: 1 });
    await m.tick();
    expect(m.text('[part=retrying]')).to.contain('could not be reached');

    // "Check now" while a timer is pending sends one request and does not stack a second timer.
    sim.resetFaults();
    m.el.shadowRoot!.querySelector<HTMLButtonElement>('[part=refresh-button]')!.click();
    await m.settle();
    expect(statusRequests()).to.have.length(10);
    expect(m.all('[part=retrying]')).to.have.length(0);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.timers.nextDelay).to.equal(10_000, 'back to the normal schedule');
    expect(m.text('[part=announcer]')).to.equal('Waiting for your deposit', 'the first status seen');
    expect(m.eventsOf('swap-status-change')).to.have.length(1);
  });

  // Issue 46 item 13: a new swap showed a red ✕ while the simulator rate-limited a poll. A retry is not a failure.
  it('shows a rate-limited check (429) as checking again, not as failed, then the status', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    sim.setFaults({ rateLimitRate: 1 });
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch, { width: 320 });

    expect(statusRequests()).to.have.length(1);
    expect(m.text('[part=status-title]')).to.equal('Checking again shortly');
    expect(m.text('[part=status-detail]')).to.equal(
      'The swap service did not answer this check. This page asks again by itself; nothing to do.',
    );
    expect(m.text('[part=status-icon]')).to.not.equal('✕');
    expect(m.all('.tone-danger, [part=error]')).to.have.length(0, 'no failure marker');
    expect(m.text('[part=retrying]')).to.match(
      /^The swap service is busy right now\. Checking again in \d+ seconds?\.$/,
    );
    expect(m.timers.nextDelay).to.be.at.least(1_000, 'the Retry-After is honoured');
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();

    sim.resetFaults();
    await m.tick();
    expect(statusRequests()).to.have.length(2);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.all('[part=retrying], [part=error]')).to.have.length(0);
  });

  it('keeps the failure look for a real refusal (a 400 answer)', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const refusing = (async () =>
      new Response(JSON.stringify({ message: 'depositAddress is invalid' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const m = await mount(sim, refusing);
    expect(m.text('[part=status-title]')).to.equal('Status not available yet');
    expect(m.all('.tone-danger')).to.have.length(1);
    expect(m.text('[part=error]')).to.contain('depositAddress is invalid');
    expect(m.all('[part=retrying]')).to.have.length(0);
  });

  it('never has two requests in flight', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    sim.setFaults({ latencyMs: 50 });
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    expect(statusRequests()).to.have.length(1);
    const a = m.el.refresh();
    const b = m.el.refresh();
    setHidden(true);
    setHidden(false);
    expect(statusRequests()).to.have.length(2, 'the second refresh and the visibility change joined the first');
    await Promise.all([a, b]);
    await m.settle();
    expect(m.timers.pending).to.have.length(1);
  });

  it('sends nothing while the page is hidden and checks at once when it is shown again', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    expect(m.timers.pending).to.have.length(1);

    setHidden(true);
    expect(m.timers.pending).to.have.length(0, 'the timer is cancelled');
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(CONFIRM);
    await m.el.updateComplete;
    expect(statusRequests()).to.have.length(1);

    setHidden(false);
    expect(statusRequests()).to.have.length(2, 'checked at once');
    await m.settle();
    expect(m.text('[part=status-title]')).to.equal('Swapping');
    expect(m.text('[part=announcer]')).to.equal('Swapping');
    expect(m.timers.nextDelay).to.equal(3_000);

    // A response that arrives while hidden schedules nothing.
    setHidden(true);
    const pending = m.el.refresh();
    await pending;
    expect(m.timers.pending).to.have.length(0);
    setHidden(false);
    await m.settle();
    expect(statusRequests()).to.have.length(4);
  });

  it('sends nothing when it starts on a hidden page, until the page is shown', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    setHidden(true);
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    expect(statusRequests()).to.have.length(0);
    expect(m.timers.pending).to.have.length(0);
    expect(m.text('[part=status-title]')).to.equal('Checking the status…');
    setHidden(false);
    await m.settle();
    expect(statusRequests()).to.have.length(1);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
  });

  it('ignores an invalid interval with a console warning and keeps the schedule', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const { fetch } = countingFetch(sim);
      const m = await mount(sim, fetch, { interval: -3 });
      expect(warnings.some((w) => w.includes('interval="-3"'))).to.equal(true);
      expect(m.timers.nextDelay).to.equal(10_000);
      m.el.interval = 0.2;
      await m.el.updateComplete;
      expect(m.timers.nextDelay).to.equal(1_000, 'never below one second');
    } finally {
      console.warn = original;
    }
  });

  it('follows the interval attribute (seconds) while still backing off on errors', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch, { interval: 5 });
    expect(m.timers.nextDelay).to.equal(5_000);
    m.el.interval = 20;
    await m.el.updateComplete;
    expect(m.timers.nextDelay).to.equal(20_000, 'rescheduled with the new interval');
    sim.setFaults({ errorRate: 1 });
    await m.tick();
    expect(m.timers.nextDelay).to.be.within(1_600, 2_400);
    expect(m.text('[part=announcer]')).to.equal('Checking again shortly');
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit', 'the status known stays');
    expect(m.text('[part=retrying]')).to.contain('The swap service had a brief problem.');
    sim.resetFaults();
    await m.tick();
    expect(m.text('[part=announcer]')).to.equal('Connection restored. Waiting for your deposit');
    expect(m.timers.nextDelay).to.equal(20_000);
    expect(m.eventsOf('swap-status-change')).to.have.length(1, 'setting a property fires nothing');
  });

  it('stops when disconnected and checks at once when connected again', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    const parent = m.el.parentElement!;
    m.el.remove();
    expect(m.timers.pending).to.have.length(0);
    parent.append(m.el);
    expect(statusRequests()).to.have.length(2);
    await m.settle();
    expect(m.timers.pending).to.have.length(1);
  });

  it('asks for no token list once removed, even when it renders again (a chunk landing after it left)', async () => {
    const sim = makeSim();
    const { depositAddress } = await openSwap(sim);
    const { fetch: simFetch } = countingFetch(sim);
    let tokenRequests = 0;
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input instanceof Request ? input.url : input).includes('/v0/tokens')) return simFetch(input, init);
      tokenRequests++;
      return Promise.resolve(new Response('{"message":"gone"}', { status: 404 }));
    }) as typeof globalThis.fetch;
    const m = await mount(sim, fetch, { depositAddress });
    await waitUntil(() => getStore().get().tokens.state === 'error');
    expect(tokenRequests).to.equal(1);
    m.el.remove();
    // Lit renders a disconnected element when asked to (the help chunk's import settling does): nothing is sent.
    m.el.requestUpdate();
    await m.el.updateComplete;
    expect(tokenRequests).to.equal(1, 'a removed element sends no request');
    expect(getStore().get().tokens.state).to.equal('error');
  });

  it('resumes from the deposit address alone after a reload (new fixture, same storage)', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const one = countingFetch(sim);
    const before = await mount(sim, one.fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await before.tick();
    expect(before.text('[part=status-title]')).to.equal('Deposit seen, waiting for confirmations');
    before.el.remove();

    // The reload: nothing in memory survives, the storage does.
    freshStore(storage);
    await getStore().loadTokens({ client: clientFor(sim) });
    getStore().clearActive(); // the group forgot its active swap: only the address is left
    const two = countingFetch(sim);
    const after = await mount(sim, two.fetch, { depositAddress });
    expect(two.statusRequests()).to.have.length(1);
    expect(after.text('[part=status-title]')).to.equal('Deposit seen, waiting for confirmations');
    expect(after.text('[part=amounts]')).to.contain('Quoted amount 100 USDC', 'the deposit was seen: no "send"');
    expect(after.eventsOf('swap-status-change').map((e) => e.detail.previousStatus)).to.deep.equal([undefined]);

    sim.clock.advance(CONFIRM + PROCESSING_MS);
    await after.tick();
    expect(after.text('[part=status-title]')).to.equal('Swap complete');
    expect(two.statusRequests()).to.have.length(2);
    expect(after.eventsOf('swap-complete')).to.have.length(1);
    expect(new Persistence(storage).getReceipt(depositAddress)?.status).to.equal('SUCCESS');
  });

  it('finds the memo of a stored receipt and sends it with the address', async () => {
    const sim = makeSim();
    const { quote, depositAddress, memo } = await openSwap(sim, {
      originAsset: XLM,
      fromChain: 'stellar',
      amount: '1000000000',
    });
    expect(memo).to.be.a('string');
    getStore().activate(quote, true);
    getStore().clearActive();
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch, { depositAddress });
    expect(statusRequests()[0]).to.contain(`depositMemo=${memo}`);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.text('[part=memo]')).to.equal(memo);
    expect(m.all('swap-copy-button[label="Copy memo"]')).to.have.length(1);

    sim.deposit({ depositAddress, memo, amount: '400000000' });
    await m.tick();
    expect(m.text('[part=incomplete]')).to.contain('Send it to the same deposit address with the same memo');
    expect(getPersistence().getReceipt(depositAddress, memo)?.status).to.equal('INCOMPLETE_DEPOSIT');
  });

  it('without a token list, formats amounts from the quote and names the asset', async () => {
    const sim = makeSim();
    const { depositAddress } = await openSwap(sim);
    const { fetch: simFetch } = countingFetch(sim);
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/v0/tokens')
        ? Promise.resolve(new Response('{"message":"gone"}', { status: 404 }))
        : simFetch(input, init)) as typeof globalThis.fetch;
    const m = await mount(sim, fetch, { depositAddress });
    await waitUntil(() => getStore().get().tokens.state === 'error');
    await m.el.updateComplete;
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.text('[part=amounts]')).to.contain(
      'You send 100 nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
    );
    expect(m.eventsOf('swap-error')).to.have.length(0, 'a missing token list only costs the symbols');
    expect(inferDecimals('100500000', '100.5')).to.equal(6);
    expect(inferDecimals('1000000', '1.0')).to.equal(6);
    expect(inferDecimals('12', 'x')).to.equal(undefined);
  });

  it('takes up a swap confirmed and a deposit submitted by the other elements of its group, through the store', async () => {
    const sim = makeSim();
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    expect(m.text('[part=empty]')).to.contain('No swap to follow yet');
    expect(statusRequests()).to.have.length(0);
    await expect(m.el).to.be.accessible();

    const { client, quote, depositAddress } = await openSwap(sim);
    // Another group's confirmation is not ours; nor is the package's event alone (the store is).
    getStore('other').activate(quote, true);
    document.dispatchEvent(new SwapQuoteConfirmEvent({ group: 'default', quoteResponse: quote }));
    await m.el.updateComplete;
    expect(statusRequests()).to.have.length(0);
    getStore('default').activate(quote, true);
    await m.el.updateComplete;
    await m.settle();
    expect(statusRequests()).to.have.length(1);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');

    const txHash = '0x' + 'ab'.repeat(32);
    // The transfer is on chain (the simulator's control endpoint) when its hash is submitted: the answer has news.
    sim.deposit({ depositAddress, amount: quote.quote.amountIn, txHash });
    const statusResponse: StatusResponse = await client.submitDeposit({ txHash, depositAddress });
    recordStatus({ depositAddress }, statusResponse); // as <swap-deposit> does with its submission's answer
    await m.settle();
    expect(statusRequests()).to.have.length(1, 'the submit response is used as is');
    expect(m.text('[part=status-title]')).to.equal('Deposit seen, waiting for confirmations');
    expect(m.text('[part=transactions]')).to.contain(txHash);
    expect(m.timers.nextDelay).to.equal(3_000);
    expect(m.eventsOf('swap-status-change').map((e) => e.detail.status)).to.deep.equal([
      'PENDING_DEPOSIT',
      'KNOWN_DEPOSIT_TX',
    ]);
  });

  it('links only http(s) explorer URLs; anything else stays text', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim, (url, body) => {
      if (!url.includes('/v0/status')) return body;
      const response = body as StatusResponse;
      for (const tx of response.swapDetails?.destinationChainTxHashes ?? []) tx.explorerUrl = 'javascript:alert(1)';
      for (const tx of response.swapDetails?.originChainTxHashes ?? []) tx.explorerUrl = 'data:text/html,<b>x</b>';
      return response;
    });
    const m = await mount(sim, fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Swap complete');
    const hrefs = (m.all('a') as HTMLAnchorElement[]).map((a) => a.href);
    expect(hrefs.length).to.be.greaterThan(0, 'NEAR transactions still link to the NEAR explorer');
    for (const href of hrefs) expect(href).to.match(/^https:\/\//);
    const plain = m.all('[part=tx-hash]').map((s) => s.textContent);
    const destination = m.el.statusResponse!.swapDetails!.destinationChainTxHashes![0]!.hash;
    expect(plain).to.include(destination);
    expect(safeHttpUrl('javascript:alert(1)')).to.equal(undefined);
    expect(safeHttpUrl(' https://example.org/tx')).to.equal('https://example.org/tx');
    expect(safeHttpUrl('not a url')).to.equal(undefined);
  });

  it("isolates groups: another group's active swap is not followed", async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote, 'left');
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch, { group: 'right' });
    expect(statusRequests()).to.have.length(0);
    expect(m.text('[part=empty]')).to.contain('No swap to follow yet');
    // Activating a swap in its own group later is picked up at once.
    getStore('right').activate(quote, true);
    await m.el.updateComplete;
    await m.settle();
    expect(statusRequests()).to.have.length(1);
    expect(m.el.status).to.equal('PENDING_DEPOSIT');
  });
});
