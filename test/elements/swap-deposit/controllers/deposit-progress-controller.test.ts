// The "how far has the shown swap got" controller of <swap-deposit>, on a fake host (no element rendered), against the
// simulator's fetch and manual clock.
import { expect } from '@open-wc/testing';
import { createSwapClient, type SwapClient } from '../../../../src/api/client.js';
import type { QuoteResponse } from '../../../../src/api/schemas.js';
import {
  DepositProgressController,
  type ProgressInput,
} from '../../../../src/elements/swap-deposit/controllers/deposit-progress-controller.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { confirmMs } from '../../../../src/simulator/lifecycle.js';
import { getPersistence, getStore, recordStatus } from '../../../../src/store/store.js';
import { BASE, makeSim, quoteRequest } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { dropStore, freshStore } from '../../../helpers/fresh-store.js';

import { activeResponse } from '../../../helpers/active-status.js';

const GROUP = 'g';

describe('DepositProgressController (the status <swap-deposit> knows)', () => {
  let sim: Simulator;
  let client: SwapClient;
  let statusRequests: number;

  beforeEach(() => {
    freshStore();
    sim = makeSim();
    statusRequests = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/v0/status')) statusRequests++;
      return sim.fetch(request);
    };
    client = createSwapClient({ fetch, baseUrl: BASE, retries: 0 });
  });

  afterEach(() => {
    dropStore();
  });

  const confirmedQuote = (amount = '100000000') => client.quote({ ...quoteRequest(sim, { amount }), dry: false });

  /** A connected fake host showing `quoteResponse`; `input` may be changed before the next update. */
  async function host(quoteResponse: QuoteResponse, verified: boolean) {
    const input: ProgressInput = { group: GROUP, quoteResponse, verified, client };
    const fake = new FakeHost({ autoUpdate: true });
    const progress = new DepositProgressController(fake, () => input);
    fake.connect();
    await fake.updateComplete;
    return { fake, progress, input };
  }

  /** The service's status of `quote` now. */
  const statusOf = (quote: QuoteResponse) => client.status({ depositAddress: quote.quote.depositAddress! });

  it('asks the service once, only after the signature check passed, and records the answer', async () => {
    const quote = await confirmedQuote();
    const address = quote.quote.depositAddress!;
    getStore(GROUP).activate(quote, true);
    sim.deposit({ depositAddress: address, amount: BigInt(quote.quote.amountIn) });

    const { fake, progress, input } = await host(quote, false);
    expect(statusRequests, 'nothing asked about an unchecked address').to.equal(0);
    expect(progress.latest().status).to.equal(undefined);

    input.verified = true;
    fake.requestUpdate();
    await fake.updateComplete;
    await progress.check.taskComplete;
    expect(statusRequests).to.equal(1);
    const known = progress.latest();
    expect(known.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(known.response?.swapDetails?.depositedAmount).to.equal(quote.quote.amountIn);
    expect(activeResponse(getStore(GROUP))?.status, 'the store learns it').to.equal('KNOWN_DEPOSIT_TX'); // prettier-ignore
    expect(getPersistence().getReceipt(address)?.status, 'the receipt learns it').to.equal('KNOWN_DEPOSIT_TX');

    // One check, not a poller: later updates and time ask nothing more.
    sim.clock.advance(confirmMs('eth'));
    fake.requestUpdate();
    await fake.updateComplete;
    expect(statusRequests).to.equal(1);
    expect(fake.updates).to.be.greaterThan(2);
  });

  it('follows its swap’s entry in the store’s table, whoever records it, and re-renders on it', async () => {
    const quote = await confirmedQuote();
    const address = quote.quote.depositAddress!;
    const other = await confirmedQuote('200000000');
    const { fake, progress } = await host(quote, false);
    const pending = await statusOf(quote);
    expect(pending.status).to.equal('PENDING_DEPOSIT');

    getStore(GROUP).activate(quote, true);
    getStore(GROUP).recordStatus(address, undefined, pending);
    expect(progress.latest()).to.deep.equal({ status: 'PENDING_DEPOSIT', response: pending });

    sim.deposit({ depositAddress: address, amount: BigInt(quote.quote.amountIn) });
    sim.clock.advance(1000);
    const received = await statusOf(quote);
    const updates = fake.updates;
    // Another swap's status (another group's element recorded it) is not this one's and re-renders nothing.
    recordStatus({ depositAddress: other.quote.depositAddress! }, await statusOf(other));
    expect(progress.latest().status, 'not its swap').to.equal('PENDING_DEPOSIT');
    expect(fake.updates).to.equal(updates);
    // A <swap-status> of any group records its swap's status: the host re-renders with it.
    recordStatus({ depositAddress: address }, received);
    await fake.updateComplete;
    expect(progress.latest()).to.deep.equal({ status: 'KNOWN_DEPOSIT_TX', response: received });
    expect(fake.updates, 'the entry’s change re-renders the host').to.equal(updates + 1);
    // An older answer never steps back.
    expect(recordStatus({ depositAddress: address }, pending)).to.equal(false);
    expect(progress.latest().status).to.equal('KNOWN_DEPOSIT_TX');

    // A status saved on this device that is further along (another tab) wins; it has no amounts.
    getPersistence().updateStatus(address, undefined, 'REFUNDED');
    expect(progress.latest()).to.deep.equal({ status: 'REFUNDED' });

    fake.disconnect();
    // A saved final status never steps back (the store's one rule).
    expect(getPersistence().updateStatus(address, undefined, 'PENDING_DEPOSIT')?.status).to.equal('REFUNDED');
    const before = fake.updates;
    getPersistence().removeReceipt({ depositAddress: address });
    sim.clock.advance(confirmMs('eth'));
    recordStatus({ depositAddress: address }, await statusOf(quote));
    expect(fake.updates, 'no longer watching').to.equal(before);
  });

  it('records an answer only when nothing newer is known, and nothing once the host is gone', async () => {
    const quote = await confirmedQuote();
    const address = quote.quote.depositAddress!;
    const swap = { depositAddress: address };
    getStore(GROUP).activate(quote, true);
    const { fake, progress } = await host(quote, false);
    const pending = await statusOf(quote);
    sim.clock.advance(1000);
    const later = await statusOf(quote);
    progress.record(swap, later);
    progress.record(swap, pending);
    expect(activeResponse(getStore(GROUP)), 'the newer of two answers stays').to.equal(later);

    sim.deposit({ depositAddress: address, amount: BigInt(quote.quote.amountIn) });
    sim.clock.advance(1000);
    const received = await statusOf(quote);
    progress.record(swap, received);
    expect(activeResponse(getStore(GROUP))).to.equal(received);
    expect(getPersistence().getReceipt(address)?.status).to.equal('KNOWN_DEPOSIT_TX');
    progress.record(swap, pending);
    expect(activeResponse(getStore(GROUP)), 'an older answer is dropped').to.equal(received);

    fake.disconnect();
    sim.clock.advance(confirmMs('eth'));
    progress.record(swap, await statusOf(quote));
    expect(activeResponse(getStore(GROUP)), 'a late answer is dropped').to.equal(received);
    expect(getPersistence().getReceipt(address)?.status).to.equal('KNOWN_DEPOSIT_TX');
  });
});
