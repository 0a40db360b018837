// The current step's pulse follows the visitor's motion preference: it pulses while the swap is in progress for a
// visitor who has no preference, and stays still for one who prefers reduced motion (WCAG 2.3.3). The test browsers
// prefer reduced motion (scripts/find-chrome.mjs); each case here sets the preference it checks.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { makeSim } from '../../simulator/helpers.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

describe('<swap-status> step pulse and the motion preference', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(async () => {
    visibility.restore();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('pulses the step in progress without a preference, and not when reduced motion is preferred or it is done', async () => {
    const sim = makeSim();
    const { depositAddress, quote } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await m.tick();
    sim.clock.advance(confirmMs('eth'));
    await m.tick();
    expect(m.el.status).to.equal('PROCESSING');
    const [marker, ...others] = m.all('[part~=step-current] [part=step-marker]');
    expect(others, 'one step in progress').to.have.length(0);
    const animation = () => getComputedStyle(marker!).animationName;

    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(animation()).to.equal('pulse');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(animation()).to.equal('none');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(animation()).to.equal('pulse');

    sim.clock.advance(PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    expect(m.all('[part=step-marker]').length, 'the timeline is still shown').to.be.greaterThan(2);
    for (const step of m.all('[part=step-marker]'))
      expect(getComputedStyle(step).animationName, 'a finished swap is still').to.equal('none');
  });
});
