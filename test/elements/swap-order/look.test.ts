// <swap-order> in German, on a 320 px phone, and axe-clean in light and dark in each of its states: the form (with
// its checks, the choice to fund from the NEAR Intents balance, and a refused request), waiting for funds, partly
// filled with payouts, and the cancel confirmation.
import { expect } from '@open-wc/testing';
import { de } from '../../../src/i18n/de.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { makeSim } from '../../simulator/helpers.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { mount, orderService, place, RouteError, type Mounted, type Service } from './helpers.js';

const WIDTH = 320;

/** Walks an element through its states, calling `look` at each. */
async function states(m: Mounted, service: Service, look: (state: string) => Promise<void>) {
  await look('form');
  // The choice to fund the order from the NEAR Intents balance, checked (then back to a transfer for the rest).
  const fromIntents = m.$<HTMLInputElement>('[part=from-intents]');
  fromIntents.click();
  await m.el.updateComplete;
  expect(fromIntents.checked).to.equal(true);
  await look('form funded from the Intents balance');
  fromIntents.click();
  await m.el.updateComplete;
  m.$('[part=place-button]').click();
  await m.el.updateComplete;
  await look('form with checks');
  await m.type('price', '3.25');
  await m.type('quantity', '1.5');
  await m.type('recipient', '0x2222222222222222222222222222222222222222');
  await m.type('refundTo', 'a-rather-long-refund-account-name-for-testing.near');
  service.fail(new RouteError('order-rejected'));
  m.$('[part=place-button]').click();
  await m.settle();
  await look('refused');
  const id = await place(m);
  // The funding step (its own chunk): the QR code of the deposit address under the address and amount.
  await waitUntil(() => m.all('[part=qr] svg').length, 'the QR code is drawn');
  await look('awaiting deposit');
  service.fund(id, '1500000000000000000000000');
  service.fill(id, '500000000000000000000000', '1625000');
  service.set(id, {
    payoutStatus: 'IN_PROGRESS',
    payouts: { withdrawal: { status: 'COMPLETED', txHash: '0x' + 'ab'.repeat(32), amount: '1625000' } },
  });
  await m.tick();
  await look('partly filled');
  m.$('[part=cancel-button]').click();
  await m.el.updateComplete;
  await look('cancel confirmation');
}

describe('<swap-order> looks', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => visibility.restore());

  it('speaks German', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port, { lang: 'de', locale: null, messages: de });
    expect(m.text('[part=title]')).to.equal('Limit-Order');
    expect(m.text('label:has([part=from-intents])')).to.equal('Aus meinem NEAR-Intents-Guthaben finanzieren');
    m.$('[part=place-button]').click();
    await m.el.updateComplete;
    expect(m.texts('[part=check]')[0]).to.equal('Geben Sie einen Preis ein.');
    const id = await place(m);
    expect(m.text('[part=fund] p')).to.equal('Senden Sie genau 1,5 wNEAR an diese Adresse:');
    await waitUntil(() => m.all('[part=qr] svg').length, 'the QR code is drawn');
    expect(m.$('[part=qr]').getAttribute('aria-label')).to.equal('QR-Code der Einzahlungsadresse deposit-1.near');
    service.fund(id, '1500000000000000000000000');
    service.fill(id, '500000000000000000000000', '1625000');
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Teilweise ausgeführt');
    expect(m.texts('[part=fill]')).to.deep.equal(['0,5 wNEAR für 1,625 USDC']);
    m.$('[part=cancel-button]').click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm-detail]')).to.match(
      /^Es wird nichts mehr ausgeführt\. Der nicht ausgeführte Teil, 1 wNEAR,/,
    );
  });

  it('fits 320 px in every state', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port, { width: WIDTH, lang: 'de', messages: de });
    await states(m, service, async (state) => {
      await m.el.updateComplete;
      expect(m.el.getBoundingClientRect().width, 'the container is a phone').to.equal(WIDTH);
      expect(overflowingBoxes(m.el), state).to.deep.equal([]);
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`is axe-clean in ${theme} in every state`, async () => {
      const service = orderService();
      const m = await mount(makeSim(), service.port, { theme });
      await states(m, service, async (state) => {
        await m.el.updateComplete;
        await expect(m.el, state).to.be.accessible();
      });
    });
  }
});
