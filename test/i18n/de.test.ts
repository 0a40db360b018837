// What <swap-quote> shows with the German catalogue is German, numbers included. (The catalogue's keys, placeholders
// and plurals are checked with every locale's in locales.node.test.ts.)
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import { de } from '../../src/i18n/de.js';
import { configure } from '../../src/store/store.js';
import { controlVisibility } from '../helpers/visibility.js';
import { addressOn, BASE, ETH_USDC, WNEAR } from '../simulator/helpers.js';
import { $, harness, type, type Harness } from '../elements/swap-quote/helpers.js';

const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<swap-quote> in German', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
  });
  afterEach(() => visibility.restore());

  it('shows German labels, German numbers and a German deadline', async () => {
    configure({ messages: de });
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de">
        <swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          refund-address=${addressOn('eth')}
          recipient=${addressOn('near', 2)}
        ></swap-quote>
      </div>`,
    );
    const el = wrapper.querySelector('swap-quote')!;
    await waitUntil(() => $(el, '[role=combobox]'), 'the token list did not load');

    expect(text(el, '[part=confirm-button]')).to.equal(de.quote.confirmButton);
    expect(text(el, '#origin-heading')).to.equal(de.quote.sendHeading);
    expect(text(el, '#destination-heading')).to.equal(de.quote.receiveHeading);
    expect(text(el, 'label[for=amount]')).to.equal('Betrag in USDC');
    expect(text(el, 'label[for=recipient]')).to.equal('Empfängeradresse auf NEAR');
    expect(text(el, '[part=settings-summary]')).to.equal(
      'Einstellungen: Genauer Eingangsbetrag, Slippage 1 %, Frist 1 Stunde',
    );
    expect($<HTMLInputElement>(el, '#amount')!.placeholder).to.equal('0,0');

    // "1.234,5" is read the German way, and amounts come back with German separators.
    await type(el, '#amount', '1.234,5');
    await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
    expect(h.dry()[0]!.body.amount).to.equal('1234500000');
    expect(text(el, '[part~=origin-leg] [part=usd]')).to.match(/^1\.2\d\d,\d\d\s\$$/);
    expect(text(el, '[part=fees]')).to.contain('Plattformgebühr (0,25 %): 3,08625 USDC');
    expect(text(el, '[part=fee-source]')).to.equal('Quelle: Gebührenplan des Dienstes (2026-11)');
    expect(text(el, '[part=quote]')).to.match(/etwa \d+ Minuten?/);
    expect(text(el, '#deadline-hint')).to.match(/^Trifft bis dahin keine Einzahlung ein, .* am 15\.01\.2026/);
    expect(text(el, '[part=quote]')).to.not.contain('{');
  });
});
