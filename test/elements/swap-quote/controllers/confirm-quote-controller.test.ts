// The confirm controller and the token-list controller on their own: a plain host (no <swap-quote>), the
// simulator's fetch, a group store with persistence in memory.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait-until.js';
import { createSwapClient } from '../../../../src/api/client.js';
import type { QuoteRequest, QuoteResponse } from '../../../../src/api/schemas.js';
import { ConfirmQuoteController } from '../../../../src/elements/swap-quote/controllers/confirm-quote-controller.js';
import { TokenList } from '../../../../src/controllers/token-list.js';
import { getStore, resetStores } from '../../../../src/store/store.js';
import { addressOn, BASE, makeSim, quoteRequest } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { freshStore } from '../../../helpers/fresh-store.js';

/** One render of the host: its controllers read the (changed) input. */
const render = (host: FakeHost) => host.controllers.forEach((c) => c.hostUpdate?.());

async function setUp() {
  freshStore();
  const sim = makeSim();
  const publicKey = (await sim.info()).publicKey;
  const seen: { path: string; body?: QuoteRequest }[] = [];
  /** Rewrites a quote answer before the client sees it (e.g. to tamper with the deposit address). */
  const tamper: { quote?: (body: QuoteResponse) => QuoteResponse } = {};
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/1click', '');
    seen.push({ path, body: init?.body ? (JSON.parse(String(init.body)) as QuoteRequest) : undefined });
    const response = await sim.fetch(input, init);
    if (path !== '/v0/quote' || !tamper.quote || !response.ok) return response;
    const body = tamper.quote((await response.json()) as QuoteResponse);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  const client = createSwapClient({ fetch, baseUrl: BASE, retries: 0 });
  const store = getStore('confirm-test');
  const host = new FakeHost();
  const form = { key: 'form-1', amount: '100000000' };
  const draft = () => {
    const { dry: _dry, deadline: _deadline, ...rest } = quoteRequest(sim, { dry: false, amount: form.amount });
    return rest;
  };
  const confirmed: QuoteResponse[] = [];
  const failed: { error: unknown; operation: string; key: string }[] = [];
  let wake: (() => void) | undefined;
  /** Settles when the next confirmation or failure has been reported. */
  const reported = () => new Promise<void>((resolve) => (wake = resolve));
  let started = 0;
  const confirm = new ConfirmQuoteController(
    host,
    () => ({
      key: form.key,
      draft: draft(),
      request: () => quoteRequest(sim, { dry: false, amount: form.amount }),
      quote: (request, options) => client.quote(request, options),
      publicKey,
      store,
      now: () => sim.clock.now(),
    }),
    {
      started: () => started++,
      confirmed: async (response) => {
        confirmed.push(response);
        wake?.();
      },
      failed: (error, operation, key) => {
        failed.push({ error, operation, key });
        wake?.();
      },
    },
  );
  host.connect();
  const quotes = () => seen.filter((s) => s.path === '/v0/quote');
  return { sim, host, form, store, confirm, confirmed, failed, reported, quotes, tamper, started: () => started };
}

describe('ConfirmQuoteController (controller)', () => {
  it('sends one non-dry quote at a time, checks it, makes it the active swap, and retires it on an edit', async () => {
    const t = await setUp();
    const done = t.reported();
    expect(t.confirm.run(false)).to.equal('sent');
    expect(t.confirm.run(false)).to.equal('busy', 'a double click sends nothing more');
    expect(t.confirm.busy).to.equal(true);
    expect(t.started()).to.equal(1);
    await done;
    expect(t.quotes()).to.have.length(1);
    expect(t.quotes()[0]!.body).to.include({ dry: false, amount: '100000000' });
    const response = t.confirmed[0]!;
    expect(t.confirm.confirmed).to.equal(response);
    expect(t.store.get().activeSwap?.depositAddress).to.equal(response.quote.depositAddress);
    await waitUntil(() => !t.confirm.busy, 'still busy once told');
    expect(t.failed).to.have.length(0);

    render(t.host);
    expect(t.confirm.confirmed, 'the same form keeps it').to.equal(response);
    t.form.key = 'form-2';
    render(t.host);
    expect(t.confirm.confirmed, 'another form retires it').to.equal(undefined);
  });

  it('a quote whose signature does not verify is reported as "verify" and activates nothing', async () => {
    const t = await setUp();
    t.tamper.quote = (body) => ({ ...body, quote: { ...body.quote, depositAddress: addressOn('eth', 9) } });
    const done = t.reported();
    t.confirm.run(false);
    await done;
    expect(t.failed).to.have.length(1);
    expect(t.failed[0]).to.include({ operation: 'verify', key: 'form-1' });
    expect(String(t.failed[0]!.error)).to.contain('did not verify');
    expect(t.confirmed).to.have.length(0);
    expect(t.confirm.confirmed).to.equal(undefined);
    expect(t.store.get().activeSwap).to.equal(undefined);
  });

  it('a deposit that may still receive funds needs the user’s word before it is replaced', async () => {
    const t = await setUp();
    let done = t.reported();
    t.confirm.run(false);
    await done;
    const first = t.confirmed[0]!.quote.depositAddress!;
    expect(t.confirm.inFlight?.depositAddress).to.equal(first);
    expect(t.confirm.mismatched, 'the form still asks for it').to.equal(undefined);
    t.form.amount = '250000000';
    expect(t.confirm.mismatched?.depositAddress, 'the form now asks for another one').to.equal(first);

    await waitUntil(() => !t.confirm.busy, 'still busy once told');
    expect(t.confirm.run(false)).to.equal('prompt');
    expect(t.confirm.prompt).to.equal(true);
    expect(t.quotes()).to.have.length(1, 'nothing sent before the user chose');
    t.confirm.keep();
    expect(t.confirm.prompt).to.equal(false);

    done = t.reported();
    expect(t.confirm.run(true)).to.equal('sent');
    await done;
    expect(t.quotes()).to.have.length(2);
    expect(t.confirm.replaced).to.equal(first);
    expect(t.store.get().activeSwap?.depositAddress).to.equal(t.confirmed[1]!.quote.depositAddress);
    expect(t.confirmed[1]!.quote.depositAddress).to.not.equal(first);
  });
});

describe('TokenList (controller)', () => {
  async function setUpList() {
    resetStores();
    const sim = makeSim();
    let requests = 0;
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/v0/tokens')) requests++;
      return sim.fetch(input, init);
    };
    const client = createSwapClient({ fetch, baseUrl: BASE, retries: 0 });
    const store = getStore('tokens-test');
    const host = new FakeHost();
    const failed: unknown[] = [];
    let wake: (() => void) | undefined;
    const list = new TokenList(
      host,
      () => ({ store, client }),
      (error) => {
        failed.push(error);
        wake?.();
      },
    );
    host.connect();
    /** Settles when the next failure has been reported. */
    const reported = () => new Promise<void>((resolve) => (wake = resolve));
    return { sim, store, host, list, failed, reported, requests: () => requests };
  }

  it('loads once through the store; after a failure it waits for the retry', async () => {
    const t = await setUpList();
    t.sim.setFaults({ errorRate: 1 });
    const failed = t.reported();
    render(t.host); // the host's first render asks for the list
    expect(t.store.get().tokens.state).to.equal('loading');
    await failed;
    expect(t.failed).to.have.length(1);
    expect(t.store.get().tokens.state).to.equal('error');
    render(t.host);
    render(t.host);
    expect(t.requests()).to.equal(1, 'a failed list is not asked again by itself');

    t.sim.resetFaults();
    await t.list.load(); // the retry button
    expect(t.store.get().tokens.state).to.equal('ready');
    render(t.host);
    expect(t.requests()).to.equal(2);
    expect(t.failed).to.have.length(1);
  });

  it('a load cut short by a disconnect reports nothing', async () => {
    const t = await setUpList();
    t.sim.setFaults({ errorRate: 1 });
    const loading = t.list.load();
    t.host.disconnect();
    await loading;
    expect(t.failed).to.have.length(0);
    expect(t.store.get().tokens.state).to.not.equal('error');
  });
});
