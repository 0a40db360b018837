import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import { widgetMessages } from '../../../src/i18n/en/widget.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { configure, getStore } from '../../../src/store/store.js';
import { BASE, makeSim } from '../../simulator/helpers.js';
import { activate, openSwap } from '../swap-status/helpers.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { freshStore } from '../../helpers/fresh-store.js';

const steps = (el: SwapWidget) =>
  [...el.shadowRoot!.querySelectorAll('[part=step]')].map((li) => li.textContent!.trim().replace(/\s+/g, ' '));
const current = (el: SwapWidget) => el.shadowRoot!.querySelector('[aria-current="step"]')?.textContent?.trim();
const inner = (el: SwapWidget) => [...el.shadowRoot!.querySelectorAll('swap-quote, swap-deposit, swap-status')];

/** The widget's own words: its shadow root's text (inner elements' shadow roots excluded) and labelling attributes. */
function ownWords(el: SwapWidget): string {
  const attributes = [...el.shadowRoot!.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
    (node) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name) ?? ''),
  );
  return [el.shadowRoot!.textContent ?? '', ...attributes].join(' ');
}

/** Runs of 3+ lowercase-led English-looking words outside «…»: strings the catalogue missed. */
function untranslated(text: string): string[] {
  const outside = text.replace(/«[^»]*»/g, ' ');
  return outside.match(/\b[A-Za-z][a-z]+(?:\s+[a-z]+){2,}\b/g) ?? [];
}

async function toDeposit(sim: Simulator, el: SwapWidget) {
  const { quote } = await openSwap(sim);
  await activate(sim, quote, 'w');
  await el.updateComplete;
  return quote;
}

async function toDone(sim: Simulator, el: SwapWidget, quote: Awaited<ReturnType<typeof toDeposit>>) {
  const active = getStore('w').get().activeSwap!;
  getStore('w').recordStatus(active.depositAddress, active.memo, {
    correlationId: 'c',
    quoteResponse: quote,
    status: 'SUCCESS',
    updatedAt: new Date(sim.clock.now()).toISOString(),
    swapDetails: {},
  } as StatusResponse);
  await el.updateComplete;
}

describe('<swap-widget> languages', () => {
  let sim: Simulator;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
  });

  const widget = () =>
    fixture<SwapWidget>(
      html`<swap-widget group="w" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
    );

  it('keeps its English by default', async () => {
    const el = await widget();
    expect(steps(el)).to.deep.equal(['1. Quote', '2. Deposit', '3. Done']);
    expect(el.shadowRoot!.querySelector('[part=steps]')!.getAttribute('aria-label')).to.equal('Progress');
  });

  it('takes its words from configure({ messages }), and its messages property over them', async () => {
    const el = await widget();
    configure({
      messages: {
        widget: { stepQuote: 'Angebot', stepDeposit: 'Einzahlung', stepDone: 'Fertig', progressLabel: 'Fortschritt' },
      },
    });
    await el.updateComplete;
    expect(steps(el)).to.deep.equal(['1. Angebot', '2. Einzahlung', '3. Fertig']);
    expect(el.shadowRoot!.querySelector('[part=steps]')!.getAttribute('aria-label')).to.equal('Fortschritt');

    el.messages = { widget: { stepQuote: 'Offerte' } };
    await el.updateComplete;
    expect(steps(el)).to.deep.equal(['1. Offerte', '2. Einzahlung', '3. Fertig']);

    const quote = await toDeposit(sim, el);
    expect(current(el)).to.equal('2. Einzahlung');
    await toDone(sim, el, quote);
    configure({ group: 'w', messages: { widget: { newSwapButton: 'Neuer Tausch' } } });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=new-swap]')!.textContent!.trim()).to.equal('Neuer Tausch');
  });

  it('fills the placeholders of the step template, with numbers in the page`s language', async () => {
    const el = await widget();
    el.messages = { widget: { stepNumbered: 'Schritt {number}: {step}' } };
    await el.updateComplete;
    expect(steps(el)).to.deep.equal(['Schritt 1: Quote', 'Schritt 2: Deposit', 'Schritt 3: Done']);
    el.locale = 'ar-EG';
    await el.updateComplete;
    expect(steps(el)[0]).to.equal('Schritt ١: Quote');
  });

  it('passes its messages and locale to the inner elements', async () => {
    const el = await widget();
    const messages: Messages = { quote: {}, common: { copyButton: 'Kopieren' } };
    el.messages = messages;
    el.locale = 'de';
    await el.updateComplete;
    const [quote] = inner(el);
    expect(quote!.localName).to.equal('swap-quote');
    expect((quote as SwapWidget).messages).to.equal(messages);
    expect((quote as SwapWidget).locale).to.equal('de');

    await toDeposit(sim, el);
    for (const element of inner(el)) {
      expect((element as SwapWidget).messages, element.localName).to.equal(messages);
      expect((element as SwapWidget).formatLocale, element.localName).to.equal('de');
    }
  });

  it('shows amounts, dates and countdowns of its steps in German inside lang="de"', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de">
        <swap-widget group="w" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>
      </div>`,
    );
    const el = wrapper.querySelector('swap-widget')!;
    await toDeposit(sim, el);
    const status = el.shadowRoot!.querySelector('swap-status')!;
    await status.updateComplete;
    const text = (status.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).to.match(/\d+,\d+ wNEAR/, 'German decimal comma');
    expect(text).to.contain('15.01.2026', 'German date');
    const deposit = el.shadowRoot!.querySelector('swap-deposit')!;
    await deposit.updateComplete;
    // The deposit step shows its deadline once the quote's signature has been checked.
    await waitUntil(() => deposit.shadowRoot!.querySelector('swap-countdown'), 'no deposit countdown');
    const countdown = deposit.shadowRoot!.querySelector('swap-countdown')!;
    await countdown.updateComplete;
    expect(countdown.shadowRoot!.querySelector('[role=timer]')!.getAttribute('aria-label')).to.match(
      /Stunde|Minute|Sekunde/,
      'the deposit deadline is spoken in German',
    );
  });

  it('has every visible word of its own in the catalogue (quote, deposit and done steps)', async () => {
    const marked = Object.fromEntries(Object.keys(widgetMessages).map((key) => [key, `«${key}»`]));
    configure({ messages: { widget: marked } });
    const el = await widget();
    const seen: string[] = [];
    const check = () => {
      const words = ownWords(el);
      seen.push(words);
      expect(untranslated(words), words).to.deep.equal([]);
    };
    check();
    const quote = await toDeposit(sim, el);
    check();
    await toDone(sim, el, quote);
    check();
    // The detector itself works: the English does show up without the translation.
    configure({ messages: { widget: { newSwapButton: widgetMessages.newSwapButton } } });
    await el.updateComplete;
    expect(untranslated(ownWords(el))).to.deep.equal(['Start a new swap']);
    expect(seen.join(' ')).to.contain('«newSwapButton»');
  });
});
