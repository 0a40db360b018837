// A "Get deposit address" pressed while the address checks are still on their way waits for them
// (confirm-while-checking.test.ts), but not past an edit: values the user changed after pressing are never confirmed
// without a new press. A page of its own, where the checks were never fetched, so the click and the edit come first.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { addressesModule } from '../../../src/controllers/lazy-module.js';
import { getStore } from '../../../src/store/store.js';
import { ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { $, errorText, harness, mount, type } from './helpers.js';

describe('<swap-quote> editing while a confirm waits for the address checks', () => {
  it('drops the waiting confirm: nothing is sent for the edited form until the user presses again', async () => {
    const h = await harness();
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100' });
    await waitUntil(() => $(el, '[part=quote][aria-busy=false]'), 'no price');
    expect(addressesModule.current === undefined, 'the checks are not fetched before an address').to.equal(true);
    el.recipient = addressOn('near', 2);
    el.refundAddress = addressOn('eth');
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await type(el, '#amount', '5');
    expect(addressesModule.current === undefined, 'the edit came before the checks').to.equal(true);

    await waitUntil(() => addressesModule.current, 'the address checks never arrived');
    await el.updateComplete;
    expect(errorText(el, 'refund')).to.equal(undefined, 'the addresses are checked');
    expect(h.nonDry(), 'no deposit address for values changed after pressing').to.have.length(0);
    expect(getStore().get().activeSwap).to.equal(undefined);

    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await waitUntil(() => getStore().get().activeSwap, 'a new press gets the deposit address');
    expect(h.nonDry()).to.have.length(1);
    expect(h.nonDry()[0]!.body.amount).to.equal('5000000');
  });
});
