// A "Get deposit address" pressed while the address checks (a chunk fetched once an address is filled in) are still on
// their way is not lost: the fields say "Checking the address…", and the quote is confirmed once the checks are here
// and pass. A page where the checks were never fetched, so the click always comes before them.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { addressesModule } from '../../../src/controllers/lazy-module.js';
import { getStore } from '../../../src/store/store.js';
import { ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { $, errorText, harness, mount } from './helpers.js';

describe('<swap-quote> confirming while the address checks load', () => {
  it('confirms once the checks are here, with the addresses as given', async () => {
    const h = await harness();
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100' });
    await waitUntil(() => $(el, '[part=quote][aria-busy=false]'), 'no price');
    expect(addressesModule.current === undefined, 'the checks are not fetched before an address').to.equal(true);

    // Addresses set by the page, and the click in the same turn: the checks' chunk cannot have arrived yet.
    el.recipient = addressOn('near', 2);
    el.refundAddress = addressOn('eth');
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await el.updateComplete;
    expect(addressesModule.current === undefined, 'the click came before the checks').to.equal(true);
    expect(errorText(el, 'refund')).to.equal('Checking the address…');
    expect(h.nonDry()).to.have.length(0);

    await waitUntil(() => getStore().get().activeSwap, 'the click was lost: no deposit address');
    expect(h.nonDry()).to.have.length(1);
    expect(h.nonDry()[0]!.body).to.include({ recipient: addressOn('near', 2), refundTo: addressOn('eth') });
    expect(errorText(el, 'refund')).to.equal(undefined);
  });
});
