// The CSV export controller alone, on a fake host with the explorer view as its page reader (no <swap-history> is
// rendered): every page through the gate, progress and pacing, cancel, failure, the file's link and its revocation.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait-until.js';
import { RequestGate } from '../../../../src/api/pacing.js';
import type { TransactionsFilter } from '../../../../src/api/explorer-schemas.js';
import {
  CsvExportController,
  type ExportInput,
} from '../../../../src/elements/swap-history/controllers/csv-export-controller.js';
import {
  ExplorerController,
  type ExplorerInput,
} from '../../../../src/elements/swap-history/controllers/explorer-controller.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { clientFor } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { BASE, EXPLORER, historySim, manualClock, recordingFetch } from '../sim.js';

const QUERY = { statuses: ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'] } as TransactionsFilter;

describe('CsvExportController (swap-history)', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('demo-partner');
  });

  function setup(options: { gate?: RequestGate; token?: string; pageSize?: number } = {}) {
    const rec = recordingFetch(sim);
    const host = new FakeHost();
    const errors: unknown[] = [];
    const viewInput: ExplorerInput = {
      off: false,
      config: { baseUrl: BASE, explorerUrl: EXPLORER, token: options.token ?? token, fetch: rec.fetch },
      gate: options.gate ?? new RequestGate(0),
      mode: 'page',
      page: 1,
      pageSize: options.pageSize ?? 10,
      query: QUERY,
      busy: false,
    };
    const view = new ExplorerController(
      host,
      () => viewInput,
      () => undefined,
    );
    let clicks = 0;
    const input: ExportInput = {
      query: QUERY,
      tokens: new Map(),
      fileName: 'swaps-test.csv',
      link: { click: () => clicks++ } as unknown as HTMLAnchorElement,
    };
    const csv = new CsvExportController(
      host,
      view,
      () => input,
      (error) => errors.push(error),
    );
    host.connect();
    return { host, view, csv, input, rec, errors, clicks: () => clicks };
  }

  const exportPages = (rec: ReturnType<typeof recordingFetch>) =>
    rec.explorer().filter((s) => s.url.searchParams.get('perPage') === '1000');

  it('reads every page through the gate with progress and pacing, then clicks the link to the file', async () => {
    const { clock, advance } = manualClock();
    const { csv, rec, errors, clicks } = setup({ gate: new RequestGate(5000, clock) });
    const all = await clientFor(sim, token).transactionsPage({ ...QUERY, perPage: 1000 });
    expect(all.totalPages).to.be.greaterThan(1, 'a filter of several pages');

    const done = csv.start();
    expect(csv.progress).to.deep.equal({ done: 0, page: 1 });
    await advance(0);
    await waitUntil(() => csv.progress?.total !== undefined, 'first page read');
    expect(csv.progress).to.deep.equal({ done: 1000, total: all.total, page: 1, pages: all.totalPages });
    expect(csv.pacing.seconds).to.equal(5, 'the next page waits for its slot');
    for (let page = 2; page <= all.totalPages; page++) await advance(5000);
    const text = (await done)!;

    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).to.match(/^created_at,status,origin_asset/);
    expect(lines).to.have.length(all.total + 1);
    const column = lines[0]!.split(',').indexOf('deposit_address');
    expect(lines[1]!.split(',')[column]).to.equal(all.data[0]!.depositAddress);
    expect(exportPages(rec).map((s) => s.url.searchParams.get('page'))).to.deep.equal(
      Array.from({ length: all.totalPages }, (_, i) => String(i + 1)),
    );
    expect(csv.progress).to.equal(undefined);
    expect(csv.pacing.seconds).to.equal(0);
    expect(csv.result).to.deep.include({ name: 'swaps-test.csv', rows: all.total });
    expect(await (await fetch(csv.result!.url)).text()).to.equal(text);
    expect(clicks()).to.equal(1);
    expect(errors).to.deep.equal([]);

    // The next export reads the pages from the cache and revokes the first file's URL.
    const first = csv.result!.url;
    const again = csv.start();
    await advance(0);
    expect(await again).to.equal(text);
    expect(exportPages(rec)).to.have.length(all.totalPages);
    let revoked = false;
    await fetch(first).catch(() => (revoked = true));
    expect(revoked).to.equal(true);
    expect(csv.result!.url).to.not.equal(first);
    expect(clicks()).to.equal(2);
  });

  it('a page the view has read is not read again', async () => {
    const { host, view, csv, rec } = setup({ pageSize: 1000 });
    host.update();
    await waitUntil(() => !view.loading, 'page 1 shown');
    await csv.start();
    expect(exportPages(rec).map((s) => s.url.searchParams.get('page'))[0]).to.equal('1');
    expect(exportPages(rec).filter((s) => s.url.searchParams.get('page') === '1')).to.have.length(1);
  });

  it('cancel stops it: no more pages, no file, a message and no error', async () => {
    const { clock, advance } = manualClock();
    const { csv, rec, errors, clicks } = setup({ gate: new RequestGate(5000, clock) });
    const done = csv.start();
    await advance(0);
    await waitUntil(() => csv.progress?.total !== undefined, 'first page read');
    expect(await csv.start()).to.equal(undefined, 'one export at a time');
    csv.cancel();
    expect(await done).to.equal(undefined);
    await advance(30_000);
    expect(exportPages(rec)).to.have.length(1);
    expect(csv.message).to.deep.equal({ kind: 'cancelled' });
    expect(csv.result).to.equal(undefined);
    expect(csv.progress).to.equal(undefined);
    expect(clicks()).to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it('disconnecting the host cancels it', async () => {
    const { clock, advance } = manualClock();
    const { host, csv, rec } = setup({ gate: new RequestGate(5000, clock) });
    const done = csv.start();
    await advance(0);
    await waitUntil(() => csv.progress?.total !== undefined, 'first page read');
    host.disconnect();
    expect(await done).to.equal(undefined);
    await advance(30_000);
    expect(exportPages(rec)).to.have.length(1);
    expect(csv.message).to.deep.equal({ kind: 'cancelled' });
  });

  it('a failure is reported once and told in the message; without a filter nothing is sent', async () => {
    const { csv, input, rec, errors, clicks } = setup({ token: 'not-a-real-token' });
    expect(await csv.start()).to.equal(undefined);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.have.property('kind', 'unauthorized');
    expect(csv.message).to.deep.equal({ kind: 'failed', error: errors[0] });
    expect(clicks()).to.equal(0);

    input.query = undefined;
    const sent = rec.explorer().length;
    expect(await csv.start()).to.equal(undefined);
    expect(rec.explorer()).to.have.length(sent);
    expect(csv.message).to.deep.equal({ kind: 'failed', error: errors[0] }, 'nothing started');
  });
});
