import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { Localize, type WordsSource } from '../../src/controllers/localize.js';
import type { Messages } from '../../src/i18n/messages.js';
import { commonMessages } from '../../src/i18n/en/common.js';
import { widgetMessages } from '../../src/i18n/en/widget.js';

/** An element that offers words (as SwapElement does), without the store. */
class WordsElement extends LitElement implements WordsSource {
  static override properties = { messages: { attribute: false }, configuredMessages: { attribute: false } };
  messages?: Messages;
  configuredMessages?: Messages;
  locale?: string;
  get formatLocale() {
    return this.locale;
  }
  readonly words = new Localize(this, 'widget', widgetMessages, commonMessages);
  override render() {
    return html`<p>${this.words.t('stepDeposit')}</p>
      <test-words-part></test-words-part>`;
  }
}
class WordsPart extends LitElement {
  readonly words = new Localize(this, 'common', commonMessages, commonMessages);
  override render() {
    return html`${this.words.t('copyButton')}|${this.words.locale ?? ''}`;
  }
}
customElements.define('test-words-element', WordsElement);
customElements.define('test-words-part', WordsPart);

const partText = (el: WordsElement) =>
  el.shadowRoot!.querySelector<WordsPart>('test-words-part')!.shadowRoot!.textContent;

describe('Localize: one words accessor for elements and parts', () => {
  it('gives the section words and common words: own messages over configured over English', async () => {
    const el = await fixture<WordsElement>(html`<test-words-element></test-words-element>`);
    expect(el.words.t('stepDeposit')).to.equal(widgetMessages.stepDeposit);
    el.configuredMessages = { widget: { stepDeposit: 'Einzahlen' }, common: { copyButton: 'Kopieren' } };
    expect(el.words.t('stepDeposit')).to.equal('Einzahlen');
    expect(el.words.common('copyButton')).to.equal('Kopieren');
    el.messages = { widget: { stepDeposit: 'Zahlen' } };
    expect(el.words.t('stepDeposit')).to.equal('Zahlen');
    expect(el.words.common('copyButton')).to.equal('Kopieren');
  });

  it('takes the locale from the element, else the inherited lang', async () => {
    const wrapper = await fixture(html`<div lang="de-CH"><test-words-element></test-words-element></div>`);
    const el = wrapper.querySelector<WordsElement>('test-words-element')!;
    expect(el.words.locale).to.equal('de-CH');
    el.locale = 'fr';
    expect(el.words.locale).to.equal('fr');
  });

  it('a part speaks its host element`s words and locale, and re-renders when the host does', async () => {
    const el = await fixture<WordsElement>(html`<test-words-element></test-words-element>`);
    const part = el.shadowRoot!.querySelector<WordsPart>('test-words-part')!;
    await part.updateComplete;
    expect(partText(el)).to.equal(`${commonMessages.copyButton}|`);
    el.locale = 'de';
    el.messages = { common: { copyButton: 'Kopieren' } };
    await el.updateComplete;
    await part.updateComplete;
    expect(partText(el)).to.equal('Kopieren|de');
  });

  it('a part on its own speaks English in its inherited lang', async () => {
    const part = await fixture<WordsPart>(html`<test-words-part lang="nl"></test-words-part>`);
    expect(part.shadowRoot!.textContent).to.equal(`${commonMessages.copyButton}|nl`);
  });
});
