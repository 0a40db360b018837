// Issue 52 item 2: a long page's first rows are read (checked against the contract) and answered before the rest,
// and the rest wait until the caller says its first rows are on screen (`readLaterAfter`): nothing competes with
// showing them. The later rows are still checked when they are reached: a broken one is left out and counted.
import { expect } from '@open-wc/testing';
import { createSwapClient } from '../../src/api/client.js';
import type { ExplorerTransaction } from '../../src/api/explorer-schemas.js';
import { RequestGate } from '../../src/api/pacing.js';
import { waitUntil } from '../helpers/wait-until.js';

const row = (n: number, patch: Record<string, unknown> = {}) => ({
  originAsset: 'nep141:wrap.near',
  destinationAsset: 'nep141:eth.omft.near',
  depositAddress: `0x${String(n).padStart(40, '0')}`,
  status: 'SUCCESS',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdAtTimestamp: 1767225600,
  amountIn: '1000000',
  amountInFormatted: '1',
  amountOut: '5',
  amountOutFormatted: '0.000005',
  ...patch,
});

function clientAnswering(body: unknown) {
  const fetch = (() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    )) as typeof globalThis.fetch;
  return createSwapClient({ fetch, token: 'jwt', explorerGate: new RequestGate(0) });
}

/** Two idle callbacks of the test's own: any the client asked for before them has run by then. */
const idle = async () => {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
};

describe('a long page: the first rows first, the rest when the caller is ready (issue 52)', () => {
  it('reads no later row until readLaterAfter settles, then leaves out a broken later row', async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      i === 5 ? row(i, { depositAddress: undefined }) : i === 250 ? row(i, { amountIn: '-1000000' }) : row(i),
    );
    const page = { data: rows, totalPages: 1, page: 1, perPage: 300, total: 300, nextPage: null, prevPage: null };
    const unreadable: number[] = [];
    const later: { rows: ExplorerTransaction[]; bad: number; last: boolean }[] = [];
    let asked = 0;
    let ready = () => undefined as void;
    const shown = new Promise<void>((resolve) => (ready = resolve));

    const read = await clientAnswering(page).transactionsPage(
      { perPage: 300 },
      {
        firstRows: 100,
        onUnreadable: (n) => unreadable.push(n),
        onLaterRows: (rows, bad, last) => later.push({ rows, bad, last }),
        readLaterAfter: () => (asked++, shown),
      },
    );
    expect(read.data).to.have.length(99);
    expect(unreadable).to.deep.equal([1]);

    await idle();
    expect(later, 'no later row read before the first ones are shown').to.have.length(0);
    expect(asked).to.equal(1);

    ready();
    await waitUntil(() => later.some((slice) => slice.last), 'the last slice');
    const laterRows = later.flatMap((slice) => slice.rows);
    expect(laterRows).to.have.length(199);
    expect(later.reduce((sum, slice) => sum + slice.bad, 0)).to.equal(1);
    expect(laterRows.map((tx) => tx.depositAddress)).to.not.include(row(250).depositAddress);
    expect(laterRows[0]!.depositAddress).to.equal(row(100).depositAddress);
    expect(laterRows.at(-1)!.depositAddress).to.equal(row(299).depositAddress);
  });
});
