// The explorer view controller alone, on a fake host (no <swap-history> is rendered): what it reads from the
// simulator for the host's page or cursor, its caches, the gate's pacing, aborts, failures and the refresh timer.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait-until.js';
import { RequestGate } from '../../../../src/api/pacing.js';
import type { TransactionsFilter, TransactionsPage } from '../../../../src/api/explorer-schemas.js';
import {
  ExplorerController,
  type ExplorerInput,
  type Timers,
} from '../../../../src/elements/swap-history/controllers/explorer-controller.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { clientFor } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { BASE, EXPLORER, flush, historySim, manualClock, recordingFetch } from '../sim.js';

const QUERY = { statuses: ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'] } as TransactionsFilter;

describe('ExplorerController (swap-history)', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('demo-partner');
  });

  beforeEach(() => sim.resetFaults());

  /** A view on a connected fake host; `fetch` defaults to a recording simulator fetch. */
  function setup(
    patch: Partial<ExplorerInput> = {},
    options: { fetch?: typeof fetch; timers?: Timers; token?: string } = {},
  ) {
    const rec = recordingFetch(sim);
    const host = new FakeHost();
    const errors: unknown[] = [];
    const input: ExplorerInput = {
      off: false,
      config: {
        baseUrl: BASE,
        explorerUrl: EXPLORER,
        token: options.token ?? token,
        fetch: options.fetch ?? rec.fetch,
      },
      gate: new RequestGate(0),
      mode: 'page',
      page: 1,
      pageSize: 10,
      query: QUERY,
      busy: false,
      ...patch,
    };
    const view = new ExplorerController(
      host,
      () => input,
      (error) => errors.push(error),
      options.timers,
    );
    host.connect();
    return { host, input, view, rec, errors };
  }

  const settle = (view: ExplorerController) => waitUntil(() => !view.loading, 'the request ended');
  const pageOf = (view: ExplorerController): TransactionsPage => {
    expect(view.shown?.kind).to.equal('page');
    return (view.shown as { data: TransactionsPage }).data;
  };
  const direct = (page: number, perPage = 10) => clientFor(sim, token).transactionsPage({ ...QUERY, page, perPage });
  const pagesSent = (rec: ReturnType<typeof recordingFetch>) =>
    rec.explorer().map((s) => s.url.searchParams.get('page'));

  it("reads the host's page, shows a page it has seen from its cache at once, and re-reads it on reload", async () => {
    const { host, input, view, rec, errors } = setup();
    host.update();
    expect(view.loading).to.equal(true);
    await settle(view);
    expect(pageOf(view)).to.deep.equal(await direct(1));
    expect(rec.explorer()[0]!.authorization).to.equal(`Bearer ${token}`);

    input.page = 2;
    host.update();
    await settle(view);
    expect(pageOf(view)).to.deep.equal(await direct(2));

    input.page = 1;
    host.update();
    expect(view.loading).to.equal(false, 'no request for a page seen before');
    expect(pageOf(view).page).to.equal(1);
    expect(pagesSent(rec)).to.deep.equal(['1', '2']);

    view.reload();
    expect(view.loading).to.equal(true);
    await settle(view);
    expect(pagesSent(rec)).to.deep.equal(['1', '2', '1']);
    expect(errors).to.deep.equal([]);
  });

  it('sends nothing without access or while the query needs attention, and keeps the last rows then', async () => {
    const { host, input, view, rec } = setup({ off: true });
    host.update();
    expect(view.shown).to.equal(undefined);
    expect(view.loading).to.equal(false);
    input.off = false;
    host.update();
    await settle(view);
    const shown = view.shown;
    input.query = undefined;
    host.update();
    view.reload();
    expect(view.loading).to.equal(false);
    expect(view.shown).to.equal(shown);
    expect(rec.explorer()).to.have.length(1);
  });

  it('a newer view aborts the request waiting at the gate, and the pacing says when the next one goes', async () => {
    const { clock, advance, now } = manualClock();
    const rec = recordingFetch(sim, now);
    const { host, input, view, errors } = setup({ gate: new RequestGate(5000, clock) }, { fetch: rec.fetch });
    host.update();
    await advance(0);
    await settle(view);
    expect(view.pacing.seconds).to.equal(0);

    input.page = 2;
    host.update();
    // The explorer's code loads on first use, so the request reaches the gate a few microtasks later.
    await waitUntil(() => view.pacing.seconds === 5, 'page 2 waits for the next slot');
    const updates = host.updates;
    input.page = 3;
    host.update();
    await advance(4999);
    expect(rec.explorer()).to.have.length(1, 'nothing within 5 s of the first request');
    expect(host.updates).to.be.greaterThan(updates);
    await advance(1);
    await settle(view);
    expect(pagesSent(rec)).to.deep.equal(['1', '3'], 'page 2 was dropped at the gate');
    expect(rec.explorer()[1]!.at - rec.explorer()[0]!.at).to.equal(5000);
    expect(pageOf(view)).to.deep.equal(await direct(3));
    expect(view.pacing.seconds).to.equal(0);
    expect(errors).to.deep.equal([], 'an aborted request is no failure');
  });

  it('cursor mode: the newest rows, older and newer ones by cursor, and a fresh start when the cursor is gone', async () => {
    let gone = false;
    const rec = recordingFetch(sim);
    // The row used as a cursor left the filter: the simulator answers as the explorer does (400).
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (gone && url.searchParams.has('lastDepositAddressAndMemo'))
        url.searchParams.set('lastDepositAddressAndMemo', 'gone');
      return rec.fetch(new Request(url, request));
    }) as typeof globalThis.fetch;
    const { host, view, errors } = setup({ mode: 'cursor', pageSize: 20 }, { fetch });
    const cursor = () => (view.shown?.kind === 'cursor' ? view.shown.state : undefined);
    host.update();
    await settle(view);
    const newest = await clientFor(sim, token).transactions({ ...QUERY, numberOfTransactions: 20 });
    expect(cursor()!.rows).to.deep.equal(newest);
    expect(cursor()!.oldestReached).to.equal(false);

    view.more('older');
    await settle(view);
    expect(cursor()!.rows).to.have.length(40);
    let sent = rec.explorer().at(-1)!.url.searchParams;
    expect(sent.get('lastDepositAddressAndMemo')).to.equal(newest[19]!.depositAddressAndMemo);
    expect(sent.get('direction')).to.equal('next');

    view.more('newer');
    await settle(view);
    sent = rec.explorer().at(-1)!.url.searchParams;
    expect(sent.get('lastDepositAddressAndMemo')).to.equal(newest[0]!.depositAddressAndMemo);
    expect(sent.get('direction')).to.equal('prev');
    expect(cursor()!.newer).to.equal(0);
    expect(cursor()!.rows).to.have.length(40);

    gone = true;
    view.more('older');
    await settle(view);
    expect(view.notice).to.deep.equal({ kind: 'list-changed' });
    expect(cursor()!.rows).to.deep.equal(newest, 'read again from the newest');
    expect(
      rec
        .explorer()
        .slice(-2)
        .map((s) => s.url.searchParams.has('lastDepositAddressAndMemo')),
    ).to.deep.equal([true, false]);
    expect(view.error).to.equal(undefined);
    expect(errors).to.deep.equal([]);
  });

  it('a page past the end leaves a notice; another view clears it', async () => {
    const { host, input, view } = setup({ page: 999 });
    host.update();
    await settle(view);
    const pages = (await direct(1)).totalPages;
    expect(view.notice).to.deep.equal({ kind: 'no-such-page', page: 999, pages });
    input.page = 1;
    host.update();
    expect(view.notice).to.equal(undefined);
  });

  it('reports a failure once through the callback and keeps it for the view; retry asks again', async () => {
    const { host, view, rec, errors } = setup({}, { token: 'not-a-real-token' });
    host.update();
    await settle(view);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.have.property('kind', 'unauthorized');
    expect(view.error).to.equal(errors[0]);
    view.retry();
    expect(view.error).to.equal(undefined);
    await settle(view);
    expect(errors).to.have.length(2);
    expect(rec.explorer()).to.have.length(2);
  });

  it('another credential is another client: nothing seen with the first is reused', async () => {
    const { host, input, view, rec } = setup();
    host.update();
    await settle(view);
    // The same partner's key as X-API-Key: another credential, so another client and cache.
    input.config = { ...input.config, token: undefined, apiKey: token };
    host.update();
    expect(view.loading).to.equal(true);
    await settle(view);
    expect(pagesSent(rec)).to.deep.equal(['1', '1']);
    expect(rec.explorer()[1]!.authorization).to.equal(null);
  });

  it('disconnecting aborts the request; back in the page it reads again, then shows from its cache', async () => {
    const { clock, advance } = manualClock();
    const { host, input, view, rec, errors } = setup({ gate: new RequestGate(5000, clock) });
    host.update();
    await advance(0);
    await settle(view);
    input.page = 2;
    host.update();
    host.disconnect();
    await flush();
    expect(view.loading).to.equal(false);
    await advance(10_000);
    expect(pagesSent(rec)).to.deep.equal(['1']);

    const updates = host.updates;
    host.connect();
    expect(host.updates).to.equal(updates + 1, 'the host is asked to update');
    host.update();
    await advance(5000);
    await settle(view);
    expect(pagesSent(rec)).to.deep.equal(['1', '2']);
    host.disconnect();
    host.connect();
    host.update();
    expect(view.loading).to.equal(false);
    expect(pageOf(view).page).to.equal(2);
    expect(errors).to.deep.equal([]);
  });

  it('refresh re-reads every n seconds (at least 5, with one warning), skipping rounds while the gate is busy', async () => {
    const { clock: timers, advance } = manualClock();
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const { host, input, view, rec } = setup({ refresh: 2 }, { timers });
      host.update();
      await settle(view);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0])).to.contain('refreshing every 5 s');

      await advance(4999);
      expect(rec.explorer()).to.have.length(1);
      await advance(1);
      await settle(view);
      expect(pagesSent(rec)).to.deep.equal(['1', '1']);

      input.busy = true;
      await advance(5000);
      expect(rec.explorer()).to.have.length(2, 'skipped while an export reads');
      input.busy = false;
      await advance(5000);
      await settle(view);
      expect(rec.explorer()).to.have.length(3);

      input.refresh = 3;
      host.update();
      expect(warnings).to.have.length(1, 'one warning per element');
      input.refresh = undefined;
      host.update();
      await advance(60_000);
      expect(rec.explorer()).to.have.length(3, 'off when unset');

      input.refresh = 10;
      host.update();
      host.disconnect();
      await advance(60_000);
      expect(rec.explorer()).to.have.length(3, 'no timer left after disconnect');
    } finally {
      console.warn = warn;
    }
  });
});
