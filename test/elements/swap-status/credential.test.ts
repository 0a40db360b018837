// <swap-status> and a credential the service refuses mid-swap (issue 15 point 3): `/v0/status` works without one,
// so polling goes on without it, the integrator is told once per credential, and the user sees no error.
import { expect } from '@open-wc/testing';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { configure } from '../../../src/store/store.js';
import { makeSim } from '../../simulator/helpers.js';
import { activate, controlVisibility, mount, openSwap } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const REVOKED = 'revoked-partner-jwt';
const REVOKED_KEY = 'revoked-partner-key';

/** The simulator's fetch, recording the credential headers and the answer of every status request. */
function recordingFetch(sim: Simulator) {
  const requests: { authorization: string | null; apiKey: string | null; status: number }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await sim.fetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/v0/status')) {
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      requests.push({
        authorization: headers.get('authorization'),
        apiKey: headers.get('x-api-key'),
        status: response.status,
      });
    }
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('<swap-status> with a refused credential', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  let warnings: string[];
  const originalWarn = console.warn;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });

  afterEach(() => {
    console.warn = originalWarn;
    visibility.restore();
    dropStore();
  });

  it('keeps following the swap without a refused credential, tells the integrator once, and uses a new one', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    configure({ token: REVOKED });
    const { fetch, requests } = recordingFetch(sim);
    const m = await mount(sim, fetch);

    // Refused with the Bearer token, then asked again at once without any credential.
    expect(requests).to.deep.equal([
      { authorization: `Bearer ${REVOKED}`, apiKey: null, status: 401 },
      { authorization: null, apiKey: null, status: 200 },
    ]);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.all('[part=error]')).to.have.length(0, 'no error for the user: the swap is still followed');
    expect(m.text('[part=announcer]')).to.equal('Waiting for your deposit');
    const errors = () => m.eventsOf('swap-error');
    expect(errors()).to.have.length(1);
    const detail = errors()[0]!.detail;
    expect(detail.group).to.equal('default');
    expect(detail.operation).to.equal('status');
    expect(detail.error.kind).to.equal('unauthorized');
    expect(detail.error.status).to.equal(401);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('refused the partner credential');
    expect(warnings[0]).to.contain('followed without it');
    expect(warnings[0]).to.not.contain(REVOKED);
    expect(`${detail.error.message} ${detail.error.serverMessage}`).to.not.contain(REVOKED);
    expect(m.el.shadowRoot!.innerHTML).to.not.contain(REVOKED);

    // The deposit and the swap are seen as they happen, still without the credential.
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Deposit seen, waiting for confirmations');
    sim.clock.advance(confirmMs('eth'));
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Swapping');
    expect(requests.slice(2)).to.deep.equal([
      { authorization: null, apiKey: null, status: 200 },
      { authorization: null, apiKey: null, status: 200 },
    ]);
    expect(errors()).to.have.length(1, 'told once per credential');
    expect(warnings).to.have.length(1);

    // A new credential from the integrator is used again; a refused one is told about again, once.
    const valid = await sim.issueToken();
    m.el.apiKey = valid;
    await m.settle();
    await m.tick();
    expect(requests.at(-1)).to.deep.equal({ authorization: null, apiKey: valid, status: 200 });
    m.el.apiKey = REVOKED_KEY;
    await m.settle();
    sim.clock.advance(PROCESSING_MS);
    await m.tick();
    expect(requests.slice(-2)).to.deep.equal([
      { authorization: null, apiKey: REVOKED_KEY, status: 401 },
      { authorization: null, apiKey: null, status: 200 },
    ]);
    expect(m.text('[part=status-title]')).to.equal('Swap complete');
    expect(m.all('[part=error]')).to.have.length(0);
    expect(errors().map((e) => e.detail.error.kind)).to.deep.equal(['unauthorized', 'unauthorized']);
    expect(warnings).to.have.length(2);
    expect(warnings[1]).to.not.contain(REVOKED_KEY);
  });
});
