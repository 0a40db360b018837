// Issue 30: <swap-deposit> fetches the hash and sender checks (src/core/addresses.ts, a chunk of its own) only once
// the user writes into the transaction hash or sender field; a submit before they arrive waits for them.
import { expect } from '@open-wc/testing';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import { addressesModule } from '../../../src/controllers/lazy-module.js';
import { configure, getStore } from '../../../src/store/store.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { makeSim } from '../../simulator/helpers.js';
import { $, confirmedQuote, renderDeposit, shown, textOf } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

describe('<swap-deposit> hash checks on demand', () => {
  it('shows the deposit without them, fetches them once a hash is written, and checks it on submit', async () => {
    freshStore();
    const sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    getStore().activate(await confirmedQuote(sim), true);
    const el = await renderDeposit(sim, sim.fetch);
    await shown(el);
    expect($(el, '[part=tx-hash-input]')).to.not.equal(null);
    expect(addressesModule.current !== undefined, 'fetched before a hash').to.equal(false);

    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = '0x1234';
    input.dispatchEvent(new Event('input'));
    await waitUntil(() => addressesModule.current, 'the checks were not fetched once a hash was written');
    $(el, '[part=submit-button]')!.click();
    await el.updateComplete;
    expect(textOf(el, '[part=field-error]')).to.equal(
      'This is not an Ethereum transaction hash: expected 0x followed by 64 hex characters.',
    );
  });
});
