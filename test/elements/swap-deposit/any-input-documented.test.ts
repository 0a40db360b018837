// Issue 48 point 6 in <swap-deposit>: a quote for the documented "any asset" origin `1cs:any` reads like one for
// `1cs_v1:any`: any token, no raw asset id, and the no-refund rule with the $1,000 payout where the payer decides.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { anyInputQuote, makeSim } from '../../simulator/helpers.js';
import { $, recordingFetch, renderDeposit, textOf, visibleText } from './helpers.js';

describe('<swap-deposit> for an ANY_INPUT quote of "1cs:any"', () => {
  let sim: Simulator;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
  });

  afterEach(() => {
    dropStore();
  });

  it('takes any token, never shows the raw id, and says nothing is refunded and when it pays out', async () => {
    const quote: QuoteResponse = await anyInputQuote(sim, await sim.issueToken(), { originAsset: '1cs:any' });
    expect(quote.quoteRequest.originAsset).to.equal('1cs:any');
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, recordingFetch(sim).fetch);
    await waitUntil(() => $(el, '[part=qr] svg'), 'the instructions with their QR');
    expect(visibleText(el)).to.not.contain('1cs:any');
    expect(visibleText(el)).to.contain('any supported token');
    expect(textOf(el, '[part=caution]')).to.equal(
      `Nothing is refunded. Deposits of any supported token add up and are paid out to ${quote.quoteRequest.recipient} once together they reach the swap service’s payout minimum ($1,000 as of November 2026).`,
    );
    await expect(el).to.be.accessible();
  });
});
