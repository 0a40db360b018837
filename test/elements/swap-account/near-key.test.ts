// Issue 49: a named NEAR account signs for NEAR Intents only with a key it registered with intents.near. Without one
// (public_keys_of empty) <swap-account> says so in a sentence; once the key is registered (the simulator's
// POST /_sim/intents/public-key, add_public_key) the sentence is not shown.
import { expect } from '@open-wc/testing';
import { configure } from '../../../src/store/store.js';
import { en } from '../../../src/i18n/en.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, makeSim, post } from '../../simulator/helpers.js';
import { resetWallets } from '../../helpers/fake-wallet.js';
import { installNearWallet, recordNearReads, resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { $, accessibleInBothSchemes, recordingFetch, renderAccount, shownAccountId, textOf } from './helpers.js';

describe('<swap-account> with a named NEAR account', () => {
  let sim: Simulator;
  let uninstall: () => void;
  let publicKey: string;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    await resetFamilyWallets();
    const installed = installNearWallet(sim, { account: 'visitor.near', authorized: true });
    uninstall = installed.uninstall;
    publicKey = installed.fake.publicKey;
  });

  afterEach(() => {
    uninstall();
    dropStore();
  });

  /** The element, and a promise for the moment the page has read the answer to public_keys_of. */
  async function render() {
    let answered!: () => void;
    const keysRead = new Promise<void>((resolve) => (answered = resolve));
    const { fetch, reads } = recordNearReads(recordingFetch(sim).fetch, `${BASE}/rpc/near`);
    const watching: typeof globalThis.fetch = async (input, init) => {
      const before = reads.length;
      const response = await fetch(input, init);
      if (reads.slice(before).some((read) => read.call?.method === 'public_keys_of')) {
        await response.clone().text();
        answered();
      }
      return response;
    };
    const el = await renderAccount(sim, watching);
    expect(await shownAccountId(el)).to.equal('visitor.near');
    return { el, keysRead };
  }

  it('says the key is not registered while public_keys_of is empty', async () => {
    const { el } = await render();
    await waitUntil(() => $(el, '[part=key-note]'), 'the missing key is said');
    expect(textOf(el, '[part=key-note]')).to.equal(en.account.keyNotRegistered);
    await accessibleInBothSchemes(el, 'key not registered');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('says nothing of the key once it is registered with intents.near', async () => {
    const added = await post(sim, '/_sim/intents/public-key', { accountId: 'visitor.near', publicKey });
    expect(added.status).to.equal(200);
    const { el, keysRead } = await render();
    await keysRead;
    // Let the element take the answer in (its parse and one render), then look.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect($(el, '[part=key-note]')).to.equal(null);
  });
});
