// The hash submission of <swap-deposit>, on a fake host (no element rendered), against the simulator's fetch.
import { expect } from '@open-wc/testing';
import { createSwapClient, type SwapClient } from '../../../../src/api/client.js';
import { isSwapApiError } from '../../../../src/api/errors.js';
import type { StatusResponse } from '../../../../src/api/schemas.js';
import {
  DepositSubmitController,
  type HashSubmission,
} from '../../../../src/elements/swap-deposit/controllers/deposit-submit-controller.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { BASE, XLM, makeSim, quoteRequest } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';

describe('DepositSubmitController (the hash form of <swap-deposit>)', () => {
  let sim: Simulator;
  let client: SwapClient;
  let sent: unknown[];
  let host: FakeHost;
  let answered: [HashSubmission, StatusResponse][];
  let failed: unknown[];
  let submitter: DepositSubmitController;

  beforeEach(() => {
    sim = makeSim();
    sent = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/v0/deposit/submit')) sent.push(await request.clone().json());
      return sim.fetch(request);
    };
    client = createSwapClient({ fetch, baseUrl: BASE, retries: 0 });
    host = new FakeHost({ autoUpdate: true });
    answered = [];
    failed = [];
    submitter = new DepositSubmitController(host, {
      answered: (submission, statusResponse) => answered.push([submission, statusResponse]),
      failed: (error) => failed.push(error),
    });
  });

  /** A confirmed Stellar swap (its address needs the memo) and a hash for it. */
  async function stellarSwap(): Promise<HashSubmission> {
    const quote = await client.quote({
      ...quoteRequest(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }),
      dry: false,
    });
    return { depositAddress: quote.quote.depositAddress!, memo: quote.quote.depositMemo!, txHash: 'cd'.repeat(32) };
  }

  it('sends a hash once per swap, shows a repeat with the earlier answer, and reports only the fresh one', async () => {
    const swap = await stellarSwap();
    const first = submitter.submit(client, swap);
    expect(submitter.value).to.deep.equal({ state: 'pending', txHash: swap.txHash });
    expect(submitter.pending).to.equal(true);
    await submitter.submit(client, swap); // while pending: nothing
    await first;
    expect(sent).to.deep.equal([{ txHash: swap.txHash, depositAddress: swap.depositAddress, memo: swap.memo }]);
    const done = submitter.value;
    expect(done?.state === 'done' && done.repeated).to.equal(false);
    // A hash is not a deposit: the service answers the status as it is (nothing has arrived yet).
    expect(done?.state === 'done' && done.statusResponse.status).to.equal('PENDING_DEPOSIT');
    expect(answered).to.have.length(1);
    expect(answered[0]![0]).to.equal(swap);
    expect(answered[0]![1].status).to.equal('PENDING_DEPOSIT');
    await host.updateComplete;
    expect(host.updates, 'the host re-rendered').to.be.greaterThan(0);

    await submitter.submit(client, { ...swap });
    expect(sent, 'the same hash is sent once').to.have.length(1);
    expect(submitter.value).to.include({ state: 'done', repeated: true });
    expect(answered, 'a repeat is no news').to.have.length(1);
    expect(failed).to.deep.equal([]);
  });

  it('reports a failure, and the same hash may then be sent again', async () => {
    const swap = await stellarSwap();
    sim.setFaults({ errorRate: 1 });
    await submitter.submit(client, swap);
    expect(submitter.value?.state).to.equal('error');
    expect(failed).to.have.length(1);
    expect(isSwapApiError(failed[0])).to.equal(true);
    expect(answered).to.deep.equal([]);

    sim.resetFaults();
    await submitter.submit(client, swap);
    expect(sent).to.have.length(2);
    expect(submitter.value).to.include({ state: 'done', repeated: false });
    expect(answered).to.have.length(1);
  });

  it('drops the answer, or the failure, of a swap no longer shown', async () => {
    const swap = await stellarSwap();
    const late = submitter.submit(client, swap);
    submitter.reset();
    await late;
    expect(sent).to.have.length(1);
    expect(submitter.value).to.equal(undefined);
    expect(answered).to.deep.equal([]);

    sim.setFaults({ errorRate: 1 });
    const lateFailure = submitter.submit(client, { ...swap, txHash: 'ef'.repeat(32) });
    submitter.reset();
    await lateFailure;
    expect(submitter.value).to.equal(undefined);
    expect(failed).to.deep.equal([]);
  });
});
