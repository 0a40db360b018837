// <swap-quote> in other languages: configure({ messages }) and the `messages` property replace its words, placeholders
// are filled, numbers and dates follow the inherited `lang`, and no English is left once every key is translated.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { quoteMessages } from '../../../src/i18n/en/quote.js';
import { commonWithChecks } from '../../../src/i18n/en/checks.js';
import type { MessageCatalogue } from '../../../src/i18n/messages.js';
import { configure } from '../../../src/store/store.js';
import { addressOn, BASE, BTC, ETH_USDC, WNEAR, XLM } from '../../simulator/helpers.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { $, $$, errorText, fill, harness, mount, type, type Harness } from './helpers.js';

const ready = () => ({
  origin: ETH_USDC,
  destination: WNEAR,
  refund: addressOn('eth'),
  recipient: addressOn('near', 2),
});

const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Every key of a section mapped to «key», so any word not from the catalogue stands out. */
function marked<T extends object>(english: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.keys(english).map((key) => [key, `«${key}»`])) as { [K in keyof T]: string };
}

/** The words a person meets: text nodes and the attributes read aloud or shown in empty fields. */
function visibleWords(el: SwapQuote): string[] {
  const root = el.shadowRoot!;
  const words: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) words.push(value);
    }
  }
  return words;
}

/** Runs of two or more lowercase words outside «…»: English the catalogue does not cover. */
function untranslated(el: SwapQuote): string[] {
  return visibleWords(el)
    .map((chunk) => chunk.replace(/«[^»]*»/g, ' | '))
    .flatMap((chunk) => chunk.match(/\b[a-z]{2,}(?:\s+[a-z]{2,})+\b/g) ?? []);
}

describe('<swap-quote> languages', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
  });
  afterEach(() => visibility.restore());

  it('configure({ messages }) replaces its words, and the messages property wins over configure()', async () => {
    const el = await mount(h, ready());
    expect(text(el, '[part=confirm-button]')).to.equal('Get deposit address');
    configure({ messages: { quote: { confirmButton: 'Einzahlungsadresse anfordern', sendHeading: 'Sie senden' } } });
    await el.updateComplete;
    expect(text(el, '[part=confirm-button]')).to.equal('Einzahlungsadresse anfordern');
    expect(text(el, '#origin-heading')).to.equal('Sie senden');
    expect(text(el, '#destination-heading')).to.equal('You receive', 'keys left out stay English');

    el.messages = { quote: { confirmButton: 'Adresse holen' } };
    await el.updateComplete;
    expect(text(el, '[part=confirm-button]')).to.equal('Adresse holen');
    expect(text(el, '#origin-heading')).to.equal('Sie senden', 'configure() still fills the rest');

    el.messages = undefined;
    await el.updateComplete;
    expect(text(el, '[part=confirm-button]')).to.equal('Einzahlungsadresse anfordern');
  });

  it('fills placeholders: labels, quote rows, settings, and the common section for address checks', async () => {
    configure({
      messages: {
        quote: {
          amountLabelToken: 'Betrag in {symbol}',
          timeValue: 'etwa {duration}',
          settingsSummary: 'Einstellungen: {swapType} · {slippage} · {deadline}',
          swapTypeExactInput: 'Genauer Eingangsbetrag',
          recipientAddressOnChainLabel: 'Empfängeradresse auf {chain}',
          feeLine: '{fee}: {amount} ({percent})',
          platformFee: 'Plattformgebühr',
        },
        common: { addressInvalid: 'Keine gültige {chain}-Adresse.' },
      },
    });
    const el = await mount(h, { ...ready(), amount: '100' });
    expect(text(el, 'label[for=amount]')).to.equal('Betrag in USDC');
    expect(text(el, 'label[for=recipient]')).to.equal('Empfängeradresse auf NEAR');
    expect(text(el, '[part=settings-summary]')).to.equal('Einstellungen: Genauer Eingangsbetrag · 1% · 1 hour');
    await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
    expect(text(el, '[part=quote]')).to.match(/etwa \d+ minutes?/);
    expect(text(el, '[part=fees]')).to.contain('Plattformgebühr: 0.25 USDC (0.25%)');
    expect(text(el, '[part=quote]')).to.not.contain('{');

    await fill(el, '#refund', '0x1234');
    expect(errorText(el, 'refund')).to.equal('Keine gültige Ethereum-Adresse.');
  });

  it('follows the inherited lang: German numbers, amounts, durations and dates; the locale property overrides', async () => {
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
    // German input is read the German way: "1.234,5" is one thousand two hundred thirty-four and a half.
    await type(el, '#amount', '1.234,5');
    await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
    expect(h.dry()[0]!.body.amount).to.equal('1234500000');
    // USDC's list price is near $1: 1.234,5 USDC is worth about 1.2xx,xx $.
    expect(text(el, '[part~=origin-leg] [part=usd]')).to.match(/^1\.2\d\d,\d\d\s\$$/);
    expect($<HTMLInputElement>(el, '#amount')!.placeholder).to.equal('0,0');
    expect(text(el, '[part=settings-summary]')).to.contain('1 Stunde');
    // 15 Jan 2026 (the simulator's clock) plus the one-hour deadline, as Germans write dates.
    expect(text(el, '#deadline-hint')).to.match(/15\.01\.2026/);
    expect(text(el, '[part=fees]')).to.match(/3,08625 USDC/);
    expect(text(el, '[part=quote]')).to.match(/about \d+ Minuten?/);

    el.locale = 'en-US';
    await el.updateComplete;
    expect(text(el, '[part~=origin-leg] [part=usd]')).to.match(/^\$1,2\d\d\.\d\d$/);
    expect(text(el, '#deadline-hint')).to.contain('Jan 15, 2026');

    el.locale = undefined;
    wrapper.lang = 'fr';
    await waitUntil(() => text(el, '[part=settings-summary]').includes('1 heure'), 'did not follow the new lang');
  });

  it('leaves no English behind when every key is translated', async () => {
    const quote = marked(quoteMessages) as MessageCatalogue['quote'];
    const common = marked(commonWithChecks) as MessageCatalogue['common'];
    configure({ messages: { quote, common } });
    const problems: Record<string, string[]> = {};
    const check = (state: string, el: SwapQuote) => {
      const found = untranslated(el);
      if (found.length) problems[state] = found;
    };

    // While the token list loads, then an empty form after a submit attempt (every field says what it needs).
    const loading = await fixture<SwapQuote>(
      html`<swap-quote .fetch=${h.fetch} .clock=${h.sim.clock.now} base-url=${BASE}></swap-quote>`,
    );
    check('loading', loading);
    await waitUntil(() => $(loading, '[role=combobox]'), 'the token list did not load');
    $<HTMLButtonElement>(loading, '[part=confirm-button]')!.click();
    await loading.updateComplete;
    check('empty form', loading);
    expect($$(loading, '[part=error]').length).to.be.greaterThan(2);

    // The token list open, then a search without matches.
    $<HTMLButtonElement>(loading, '[part~=destination-leg] [part=token-toggle]')!.click();
    await loading.updateComplete;
    expect($$(loading, '[part=token-option]').length).to.be.greaterThan(3);
    check('token list', loading);
    await type(loading, '#origin-input', 'zzzz');
    expect($(loading, '[part=token-no-match]')).to.not.equal(null);
    check('no token matches', loading);

    // A full form with a quote, its settings open, a slippage warning and a rate row; then confirmed.
    const el = await mount(h, { ...ready(), amount: '100' });
    el.slippage = 800;
    await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
    $<HTMLDetailsElement>(el, '[part=settings]')!.open = true;
    await el.updateComplete;
    expect($(el, '#slippage-warning')).to.not.equal(null);
    check('quote', el);
    const confirmed = oneEvent(el, 'swap-quote-confirm');
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await confirmed;
    await el.updateComplete;
    expect($(el, '[part=confirmation]')).to.not.equal(null);
    check('confirmed', el);

    // EXACT_OUTPUT with NEAR Intents accounts, from a slow chain (deadline warning) and from one that needs a memo.
    const output = await mount(h, { origin: BTC, destination: ETH_USDC, amount: '10', refund: '', recipient: '' });
    output.swapType = 'EXACT_OUTPUT';
    output.recipientType = 'INTENTS';
    output.refundType = 'INTENTS';
    output.deadlineMinutes = 60;
    await output.updateComplete;
    expect($(output, '#deadline-warning')).to.not.equal(null);
    check('exact output', output);
    output.originAsset = XLM;
    output.refundType = 'ORIGIN_CHAIN';
    await output.updateComplete;
    check('memo chain', output);

    // Misconfigured app fees, and a token list that cannot be loaded.
    el.appFees = [{ recipient: '', fee: 10 }];
    await el.updateComplete;
    expect($(el, '[part=alert]')).to.not.equal(null);
    check('misconfigured', el);
    const refuse = () => Promise.resolve(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const failing = await fixture<SwapQuote>(
      html`<swap-quote .fetch=${refuse} base-url="http://sim.test/elsewhere" group="other"></swap-quote>`,
    );
    await waitUntil(() => $(failing, '[part=alert]'), 'no token error', { timeout: 8000 });
    check('tokens failed', failing);

    expect(problems).to.deep.equal({});
  }).timeout(20000);

  it('the detector finds English that is not in the catalogue', async () => {
    configure({ messages: { quote: marked(quoteMessages) as MessageCatalogue['quote'] } });
    const el = await mount(h, ready());
    expect(untranslated(el)).to.deep.equal([]);
    el.messages = { quote: { confirmButton: 'get the deposit address' } };
    await el.updateComplete;
    expect(untranslated(el)).to.deep.equal(['get the deposit address']);
  });
});
