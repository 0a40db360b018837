// Issue 15 point 4: explorer rows carry refundFee as the real service sends it ("0", not absent). The row's details
// show it as a plain amount in the origin token; the row itself does not mention it.
import { expect } from '@open-wc/testing';
import type { Simulator } from '../../../src/simulator/app.js';
import { clientFor } from '../../simulator/helpers.js';
import { $, $$, historySim, mount, recordingFetch, settled } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

describe('<swap-history> refund fee', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('demo-partner');
  });

  beforeEach(() => {
    freshStore();
  });

  /** The first row opened: its details as label → text, and the row's own text. */
  async function openFirst(fetch: typeof globalThis.fetch) {
    const el = await mount({ fetch, token, attrs: { statuses: 'REFUNDED', 'page-size': '10' } });
    await settled(el);
    const rowText = $(el, '[part~="row"]')!.textContent!;
    $(el, '[part="expand-button"]')!.click();
    await el.updateComplete;
    const details = Object.fromEntries(
      $$(el, '[part="details"] dt').map((dt) => [
        dt.textContent!.trim(),
        dt.nextElementSibling!.textContent!.replace(/\s+/g, ' ').trim(),
      ]),
    ) as Record<string, string>;
    el.remove();
    return { rowText, details };
  }

  /** The origin token of the first REFUNDED row, as the element will name it. */
  async function firstOrigin() {
    const client = clientFor(sim, token);
    const page = await client.transactionsPage({ statuses: ['REFUNDED'], perPage: 10 });
    const tx = page.data[0]!;
    const origin = (await client.tokens()).find((t) => t.assetId === tx.originAsset)!;
    return { tx, origin };
  }

  it('shows the explorer\'s "0" as "0 <symbol>" in the details only', async () => {
    const { tx, origin } = await firstOrigin();
    expect(tx.refundFee).to.equal('0', 'the simulator sends "0" as the real explorer does');
    const { rowText, details } = await openFirst(recordingFetch(sim).fetch);
    expect(details['Refund fee']).to.equal(`0 ${origin.symbol}`);
    expect(rowText).to.not.contain('Refund fee');
  });

  it("formats a non-zero refundFee exactly with the origin token's decimals, and shows none when absent", async () => {
    const { tx, origin } = await firstOrigin();
    /** The explorer's answer with the first row's refund fee rewritten (or left out when `fee` is undefined). */
    const rewriting = (fee: string | undefined) =>
      (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await sim.fetch(new Request(input, init));
        if (!new Request(input, init).url.includes('/explorer/')) return response;
        const body = (await response.json()) as { data: Record<string, unknown>[] };
        const { refundFee: _f, refundFeeFormatted: _ff, ...row } = body.data[0]!;
        body.data[0] = fee === undefined ? row : { ...row, refundFee: fee, refundFeeFormatted: null };
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
      }) as typeof globalThis.fetch;

    // 19 followed by decimals-2 zeros is 0.19 of the token, whatever its decimals.
    const units = `19${'0'.repeat(origin.decimals - 2)}`;
    expect((await openFirst(rewriting(units))).details['Refund fee']).to.equal(`0.19 ${origin.symbol}`);
    expect(tx.originAsset).to.equal(origin.assetId);

    const { details } = await openFirst(rewriting(undefined));
    expect(details).to.not.have.property('Refund fee');
    expect(details).to.have.property('Refund reason');
  });
});
