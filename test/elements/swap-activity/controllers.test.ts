// <swap-activity>'s controllers on their own, with a fake host (no element rendered): the poller against the
// simulator's fetch on its manual clock with a scheduler fired by hand, and the receipts kept in step with other tabs.
// Also the persistence and store pieces behind "Forget", and the status-page link template.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import {
  ActivityPollerController,
  MAX_IN_FLIGHT,
} from '../../../src/elements/swap-activity/controllers/activity-poller-controller.js';
import { newestFirst, statusPageHref } from '../../../src/elements/swap-activity/activity.model.js';
import { DeviceReceiptsController } from '../../../src/elements/swap-activity/controllers/device-receipts-controller.js';
import { Persistence, STORAGE_KEY, type Receipt } from '../../../src/store/persistence.js';
import { getPersistence, getStore, setPersistence } from '../../../src/store/store.js';
import { FakeHost } from '../../helpers/fake-host.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, makeSim } from '../../simulator/helpers.js';
import { MemoryStorage, controlVisibility, quote, recordingFetch, save } from './helpers.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { freshStore } from '../../helpers/fresh-store.js';

describe('<swap-activity> controllers', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  function poller(sim: Simulator, receipts: Receipt[]) {
    const net = recordingFetch(sim);
    const host = new FakeHost();
    const timers = new FakeTimers();
    const accepted: [string, string, string | undefined][] = [];
    const failed: unknown[] = [];
    const input = {
      receipts,
      config: { baseUrl: BASE, fetch: net.fetch, apiKey: 'partner-key' },
      scheduler: timers,
      now: sim.clock.now,
    };
    const controller = new ActivityPollerController(host, () => input, {
      accepted: (receipt, response: StatusResponse, previous) =>
        accepted.push([receipt.depositAddress, response.status, previous]),
      failed: (_receipt, error) => failed.push(error),
    });
    return { net, host, timers, accepted, failed, controller, input };
  }

  it('asks only about unfinished swaps, without the credential, and stops at a final status', async () => {
    const sim = makeSim();
    const open = save(await quote(sim));
    const done = save(await quote(sim, { amount: '5000000' }), 'FAILED');
    const p = poller(sim, [open, done]);
    p.host.connect();
    p.host.update();
    await p.controller.settled();
    expect(p.net.statusRequests().map((s) => new URL(s.url).searchParams.get('depositAddress'))).to.deep.equal([
      open.depositAddress,
    ]);
    expect(p.net.statusRequests()[0]!.headers.get('x-api-key')).to.equal(null);
    expect(p.accepted).to.deep.equal([[open.depositAddress, 'PENDING_DEPOSIT', undefined]]);
    expect(p.controller.latest(open)?.status).to.equal('PENDING_DEPOSIT');
    expect(p.timers.pending.map((t) => t.ms)).to.deep.equal([10_000]);

    // Another element saved a final status: the swap is no longer followed.
    p.input.receipts = [{ ...open, status: 'SUCCESS' }, done];
    p.host.update();
    expect(p.timers.pending).to.have.length(0);
    p.host.disconnect();
  });

  it(`starts at most ${MAX_IN_FLIGHT} checks at once; leaving aborts them and cancels the timers`, async () => {
    const sim = makeSim();
    const receipts: Receipt[] = [];
    for (let i = 0; i < 4; i++) receipts.push(save(await quote(sim, { amount: `${i + 1}000000` })));
    const p = poller(sim, receipts);
    p.net.hold = true;
    p.host.connect();
    p.host.update();
    expect(p.controller.requestsInFlight).to.equal(MAX_IN_FLIGHT);
    expect(receipts.map((r) => p.controller.check(r).checking)).to.deep.equal([true, true, true, true]);
    await waitUntil(() => p.net.held() === MAX_IN_FLIGHT);
    p.host.disconnect();
    await p.controller.settled();
    expect(p.controller.requestsInFlight).to.equal(0);
    expect(p.net.statusRequests()).to.have.length(MAX_IN_FLIGHT);
    expect(p.accepted).to.have.length(0, 'aborted answers are not taken');
    expect(p.timers.pending).to.have.length(0);

    p.net.hold = false;
    p.host.connect();
    await p.controller.settled();
    expect(p.net.statusRequests()).to.have.length(MAX_IN_FLIGHT + 4, 'each checked again on reconnecting');
    expect(p.accepted.map(([, status]) => status)).to.deep.equal(Array(4).fill('PENDING_DEPOSIT'));
    expect(p.timers.pending).to.have.length(4);
    p.host.disconnect();
  });

  it('starts nothing while the page is hidden', async () => {
    const sim = makeSim();
    const open = save(await quote(sim));
    const p = poller(sim, [open]);
    visibility.set(true);
    p.host.connect();
    p.host.update();
    await p.controller.settled();
    expect(p.net.statusRequests()).to.have.length(0);
    expect(p.controller.check(open)).to.include({ checking: true, failed: false }, 'queued');
    visibility.set(false);
    await p.controller.settled();
    expect(p.net.statusRequests()).to.have.length(1);
    p.host.disconnect();
  });

  it('re-reads the receipts when another tab saves one', async () => {
    const storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    const host = new FakeHost();
    const receipts = new DeviceReceiptsController(host);
    host.connect();
    expect(receipts.list).to.have.length(0);
    const sim = makeSim();
    const other = new Persistence(storage); // the other tab
    const q = await quote(sim);
    other.saveReceipt({ quoteResponse: q, depositAddress: q.quote.depositAddress!, verified: true, savedAt: q.timestamp, updatedAt: q.timestamp }); // prettier-ignore
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(receipts.list).to.have.length(0);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(receipts.list.map((r) => r.depositAddress)).to.deep.equal([q.quote.depositAddress]);
    expect(host.updates).to.equal(1);
    host.disconnect();
  });

  it("forgets a swap: its receipt, the group's active swap, and the saved active mark of every group", async () => {
    const storage = new MemoryStorage();
    setPersistence(new Persistence(storage));
    const sim = makeSim();
    const q = await quote(sim);
    getStore('a').activate(q, true);
    getStore('b').activate(q, true);
    const other = save(await quote(sim, { amount: '3000000' }));
    const host = new FakeHost();
    new DeviceReceiptsController(host).forget({ depositAddress: q.quote.depositAddress! }, getStore('a'));
    expect(host.updates).to.equal(1);
    expect(getStore('a').get().activeSwap).to.equal(undefined);
    expect(getPersistence().getActive('a')).to.equal(undefined);
    expect(getPersistence().getActive('b'), 'no receipt behind the mark').to.equal(undefined);
    expect(getPersistence().list()).to.deep.equal([other]);
    const reloaded = new Persistence(storage);
    expect(reloaded.list().map((r) => r.depositAddress)).to.deep.equal([other.depositAddress]);
    expect(reloaded.getActive('b')).to.equal(undefined);
  });

  it('orders by start time and builds status-page links from the template', () => {
    const at = (timestamp: string, savedAt: string) => ({ quoteResponse: { timestamp }, savedAt }) as Receipt;
    const list = [at('2026-01-01T00:00:00Z', 'c'), at('2026-01-03T00:00:00Z', 'a'), at('2026-01-02T00:00:00Z', 'b')];
    expect(newestFirst(list).map((r) => r.savedAt)).to.deep.equal(['a', 'b', 'c']);
    const swap = { depositAddress: 'GA&B/C?', memo: '12 3' };
    expect(statusPageHref('/s?d={depositAddress}&m={memo}', swap)).to.equal('/s?d=GA%26B%2FC%3F&m=12%203');
    expect(statusPageHref('https://x.test/{depositAddress}', { depositAddress: 'a' })).to.equal('https://x.test/a');
    expect(statusPageHref('/s?m={memo}', { depositAddress: 'a' })).to.equal('/s?m=');
    expect(statusPageHref('javascript:alert(1)//{depositAddress}', swap)).to.equal(undefined);
    expect(statusPageHref(' ', swap)).to.equal(undefined);
    expect(statusPageHref(undefined, swap)).to.equal(undefined);
  });
});
