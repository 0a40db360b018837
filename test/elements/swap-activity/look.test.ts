// <swap-activity> in German, on a 320 px phone, and axe-clean in light and dark in each of its states: empty, checking,
// live statuses, a failed check, "Show more", and both confirmations of "Forget".
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { formatAmount } from '../../../src/core/amounts.js';
import { de } from '../../../src/i18n/de.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { XLM, makeSim } from '../../simulator/helpers.js';
import { controlVisibility, mount, quote, recordingFetch, save, type Mounted } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const SCHEMES = ['light', 'dark'] as const;
const WIDTH = 320;

/** A complete swap, an unfinished Stellar swap with a memo, and a newest unfinished one with a long amount. */
async function seed(sim: Simulator) {
  const done = await quote(sim, { amount: '100000000' });
  sim.clock.advance(60_000);
  const stellar = await quote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1234567890' });
  sim.clock.advance(60_000);
  const newest = await quote(sim, { amount: '7500000' });
  sim.clock.advance(60_000);
  save(done, 'SUCCESS');
  save(stellar);
  save(newest);
  return { done, stellar, newest };
}

async function expectFits(m: Mounted, state: string) {
  await m.el.updateComplete;
  expect(m.el.getBoundingClientRect().width, 'the container is a phone').to.equal(WIDTH);
  expect(overflowingBoxes(m.el), state).to.deep.equal([]);
  const edge = m.el.getBoundingClientRect().right + 0.5;
  for (const control of m.all('button, a')) {
    expect(control.getBoundingClientRect().right, `${state}: ${control.textContent?.trim()}`).to.be.at.most(edge);
  }
}

describe('<swap-activity> looks', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  it('speaks German: words, numbers, ages, plurals and the confirmation', async () => {
    const sim = makeSim();
    const { newest } = await seed(sim);
    const m = await mount(sim, recordingFetch(sim).fetch, { lang: 'de', locale: null, messages: de, limit: 2 });
    expect(m.text('[part=title]')).to.equal('Ihre Swaps');
    expect(m.text('[part=intro]')).to.equal(
      'In diesem Browser gestartete Swaps, die neuesten zuerst. Sie sind nur auf diesem Gerät gespeichert.',
    );
    const out = formatAmount(newest.quote.amountOut, 24, { locale: 'de' });
    const exact = formatAmount(newest.quote.amountOut, 24, { locale: 'de', exact: true });
    // Issue 26: the short amount on screen, then every digit (visually hidden) for assistive technology.
    expect(m.texts('[part=amounts]')[0]).to.equal(`7,5 USDC → zu ${out} wNEAR${out === exact ? '' : `${exact} wNEAR`}`);
    // 123.456789 XLM: 6 significant digits on screen (issue 26), then every digit for assistive technology.
    expect(m.texts('[part=amounts]')[1]).to.match(/^123,456 XLM123,456789 XLM → zu /);
    expect(m.texts('[part=age]')).to.deep.equal(['Gestartet vor 1 Minute', 'Gestartet vor 2 Minuten']);
    expect(m.texts('[part=status]')).to.deep.equal(['Wartet auf Einzahlung', 'Wartet auf Einzahlung']);
    expect(m.texts('[part=deposit-address]')[1]).to.match(/^Einzahlungsadresse .+, Memo \d+$/);
    expect(m.texts('[part=actions]')[0]).to.equal('Öffnen Beleg herunterladen Vergessen');
    expect(m.text('[part=more-button]')).to.equal('Mehr anzeigen (1 weiterer Swap)');

    m.all('[part=forget-button]')[0]!.click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm]')).to.equal(
      'Diesen Swap auf diesem Gerät vergessen? Dieser Swap ist nicht abgeschlossen: Geld kann noch unterwegs sein. Ohne ihn kann dieses Gerät nicht mehr zeigen, wohin es ging. Laden Sie vorher seinen Beleg herunter, falls Sie ihn brauchen könnten. Vergessen Behalten',
    );
    m.$('[part=cancel-button]').click();
    m.$('[part=more-button]').click();
    await m.settle();
    expect(m.texts('[part=status]')[2]).to.equal('Abgeschlossen');
    m.all('[part=forget-button]')[2]!.click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm-detail]')).to.equal(
      'Er wird aus dieser Liste und aus diesem Browser entfernt. Der Swap selbst bleibt davon unberührt.',
    );
    m.$('[part=confirm-button]').click();
    await m.settle();
    expect(m.text('[part=announcer]')).to.equal('Der Swap wurde von diesem Gerät entfernt.');
  });

  it('shows the empty state in German', async () => {
    const sim = makeSim();
    const m = await mount(sim, recordingFetch(sim).fetch, { lang: 'de', locale: null, messages: de });
    expect(m.text('[part=empty]')).to.match(/^Auf diesem Gerät gibt es noch keine Swaps\./);
  });

  it('fits 320 px with its list, "Show more", both confirmations and when empty', async () => {
    const sim = makeSim();
    const empty = await mount(sim, recordingFetch(sim).fetch, { width: WIDTH });
    await expectFits(empty, 'empty');
    empty.el.parentElement!.remove();

    await seed(sim);
    const m = await mount(sim, recordingFetch(sim).fetch, { width: WIDTH, limit: 2, lang: 'de', messages: de });
    await expectFits(m, 'list');
    m.all('[part=forget-button]')[0]!.click();
    await expectFits(m, 'confirm unfinished');
    m.$('[part=more-button]').click();
    await m.settle();
    m.all('[part=forget-button]')[2]!.click();
    await expectFits(m, 'confirm final');
  });

  for (const theme of SCHEMES) {
    it(`is axe-clean in ${theme} in every state`, async () => {
      const sim = makeSim();
      const empty = await mount(sim, recordingFetch(sim).fetch, { theme });
      await expect(empty.el, 'empty').to.be.accessible();

      await seed(sim);
      const held = recordingFetch(sim);
      held.hold = true;
      const checking = await mount(sim, held.fetch, { theme, settle: false, limit: 2 });
      await waitUntil(() => held.held() === 2, 'the checks are held');
      await checking.el.updateComplete;
      expect(checking.texts('[part=status]')).to.deep.equal(['Checking…', 'Checking…']);
      await expect(checking.el, 'checking').to.be.accessible();
      held.hold = false;
      held.release();
      await checking.settle();
      await expect(checking.el, 'statuses and show more').to.be.accessible();

      checking.all('[part=forget-button]')[0]!.click();
      await checking.el.updateComplete;
      await expect(checking.el, 'confirm unfinished').to.be.accessible();
      checking.$('[part=more-button]').click();
      await checking.settle();
      checking.all('[part=forget-button]')[2]!.click();
      await checking.el.updateComplete;
      expect(checking.texts('[part=status]')[2]).to.equal('Completed');
      await expect(checking.el, 'confirm final').to.be.accessible();

      sim.setFaults({ errorRate: 1 });
      const failing = await mount(sim, recordingFetch(sim).fetch, { theme, statusPage: '/status?d={depositAddress}' });
      // The statuses were saved by the element before: they stay, with why they could not be checked now.
      expect(failing.texts('[part=status]')[0]).to.equal('Waiting for deposit');
      const reason = 'The swap service had a problem. Please try again in a moment. Checking again shortly.';
      expect(failing.texts('[part=check-failed]')).to.deep.equal([reason, reason]);
      await expect(failing.el, 'unavailable, with links').to.be.accessible();
      sim.resetFaults();
    });
  }
});
