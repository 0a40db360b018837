import { expect, fixture, html } from '@open-wc/testing';
import { formatMessage, mergeMessages, translator } from '../../src/i18n/messages.js';
import { widgetMessages } from '../../src/i18n/en/widget.js';
import { commonMessages } from '../../src/i18n/en/common.js';
import { SwapElement } from '../../src/elements/swap-element.js';
import { Localize } from '../../src/controllers/localize.js';
import { configure, resolveConfig } from '../../src/store/store.js';
import { freshStore } from '../helpers/fresh-store.js';

/** Shows one widget message and one common message, so tests can read what an element would say. */
class MessagesProbe extends SwapElement {
  // Element classes bring their English themselves (it is not in the script tag's first download).
  private readonly words = new Localize(this, 'widget', widgetMessages, commonMessages);
  override render() {
    const t = this.words.t;
    return html`<p id="widget">${t('stepNumbered', { number: 2, step: t('stepDeposit') })}</p>
      <p id="common">${this.words.common('copyButton')}</p>`;
  }
}
MessagesProbe.define('test-messages-probe');

const shown = (el: MessagesProbe, id: string) => el.shadowRoot!.getElementById(id)!.textContent;

describe('message catalogue', () => {
  beforeEach(() => {
    freshStore();
  });

  describe('formatMessage', () => {
    it('fills placeholders, each as often as written', () => {
      expect(formatMessage('Try at least {amount}.', { amount: '1.5 USDC' })).to.equal('Try at least 1.5 USDC.');
      expect(formatMessage('{a} and {b}, {a} again', { a: 'x', b: 2 })).to.equal('x and 2, x again');
      expect(formatMessage('{big} units', { big: 12345678901234567890n })).to.equal('12345678901234567890 units');
    });

    it('picks plural words by the locale`s plural rules, ICU style', () => {
      const swaps = '{count, plural, =0 {no swaps} one {# swap} other {# swaps}}';
      expect(formatMessage(swaps, { count: 0 }, 'en')).to.equal('no swaps');
      expect(formatMessage(swaps, { count: 1 }, 'en')).to.equal('1 swap');
      expect(formatMessage(swaps, { count: 5 }, 'en')).to.equal('5 swaps');
      // Polish has more categories than one/other: few (2–4, 22–24…) and many (5–21…).
      const pl = 'Pobrano {count, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}}.';
      expect(formatMessage(pl, { count: 1 }, 'pl')).to.equal('Pobrano 1 wiersz.');
      expect(formatMessage(pl, { count: 3 }, 'pl')).to.equal('Pobrano 3 wiersze.');
      expect(formatMessage(pl, { count: 12 }, 'pl')).to.equal('Pobrano 12 wierszy.');
      expect(formatMessage(pl, { count: 1.5 }, 'pl')).to.equal('Pobrano 1,5 wiersza.');
      // A number is shown in the locale and chooses by its value: 1000 is not "one" in German.
      const de = '{n, plural, one {# Swap} other {# Swaps}} exportiert.';
      expect(formatMessage(de, { n: 1000 }, 'de')).to.equal('1.000 Swaps exportiert.');
      expect(formatMessage(de, { n: 1 }, 'de')).to.equal('1 Swap exportiert.');
      // A category the message lacks falls back to other; a formatted count ("1,234") still selects.
      expect(formatMessage('{n, plural, other {# rows}}', { n: 1 }, 'en')).to.equal('1 rows');
      expect(formatMessage('{n, plural, one {# row} other {# rows}}', { n: '1,234' }, 'en')).to.equal('1,234 rows');
      expect(formatMessage('{n, plural, one {# row} other {# rows}}', { n: 12345 }, 'en')).to.equal('12,345 rows');
      expect(formatMessage('{n, plural, one {# row} other {# rows}} of {total}', { n: 1, total: 9 }, 'en')).to.equal(
        '1 row of 9',
      );
      // Without the value the whole select stays as written, like any unknown placeholder.
      expect(formatMessage('{n, plural, one {# row} other {# rows}}', {}, 'en')).to.equal(
        '{n, plural, one {# row} other {# rows}}',
      );
    });

    it('leaves an unknown placeholder as written, and a template without values untouched', () => {
      expect(formatMessage('Send {amount} to {adress}', { amount: '1', address: 'a' })).to.equal('Send 1 to {adress}');
      expect(formatMessage('Literal {braces}')).to.equal('Literal {braces}');
      expect(formatMessage('{toString} {constructor}', {})).to.equal('{toString} {constructor}');
      expect(formatMessage('Zero is {n}', { n: 0 })).to.equal('Zero is 0');
    });
  });

  describe('mergeMessages', () => {
    it('merges key by key within each section, later layers winning', () => {
      const merged = mergeMessages(
        { common: { copyButton: 'Kopieren', copied: 'Kopiert' }, widget: { stepQuote: 'Angebot' } },
        undefined,
        { common: { copied: 'Kopiert!' }, quote: {} },
        { widget: { stepDone: 'Fertig' } },
      );
      expect(merged).to.deep.equal({
        common: { copyButton: 'Kopieren', copied: 'Kopiert!' },
        widget: { stepQuote: 'Angebot', stepDone: 'Fertig' },
        quote: {},
      });
    });

    it('ignores undefined entries instead of erasing a message', () => {
      const merged = mergeMessages({ common: { copied: 'Kopiert' } }, { common: { copied: undefined } });
      expect(merged).to.deep.equal({ common: { copied: 'Kopiert' } });
    });

    it('does not change its inputs', () => {
      const first = { common: { copied: 'Kopiert' } };
      mergeMessages(first, { common: { copied: 'Copié' } });
      expect(first).to.deep.equal({ common: { copied: 'Kopiert' } });
    });
  });

  describe('translator', () => {
    it('uses the override, else the English, and fills placeholders in either', () => {
      const t = translator({ widget: { stepNumbered: 'Schritt {number}: {step}' } }, 'widget', widgetMessages);
      expect(t('stepNumbered', { number: 1, step: 'Angebot' })).to.equal('Schritt 1: Angebot');
      expect(t('stepDone')).to.equal('Done');
      expect(translator(undefined, 'common', commonMessages)('copyButton')).to.equal('Copy');
    });
  });

  describe('configure({ messages }) and the messages property', () => {
    it('merges sections and keys over several configure() calls', () => {
      configure({ messages: { common: { copyButton: 'Kopieren' }, widget: { stepQuote: 'Angebot' } } });
      configure({ messages: { common: { copied: 'Kopiert' } } });
      configure({ baseUrl: 'https://example.test' });
      expect(resolveConfig('default').messages).to.deep.equal({
        common: { copyButton: 'Kopieren', copied: 'Kopiert' },
        widget: { stepQuote: 'Angebot' },
      });
    });

    it('lets a group configure() win over the global one, key by key', () => {
      configure({ messages: { common: { copyButton: 'Kopieren', copied: 'Kopiert' } } });
      configure({ group: 'fr', messages: { common: { copyButton: 'Copier' } } });
      expect(resolveConfig('fr').messages).to.deep.equal({ common: { copyButton: 'Copier', copied: 'Kopiert' } });
      expect(resolveConfig('other').messages).to.deep.equal({ common: { copyButton: 'Kopieren', copied: 'Kopiert' } });
    });

    it('renders elements with configure() messages, the group`s over the global, the property over both', async () => {
      const el = await fixture<MessagesProbe>(html`<test-messages-probe group="g"></test-messages-probe>`);
      expect(shown(el, 'widget')).to.equal('2. Deposit');
      expect(shown(el, 'common')).to.equal('Copy');

      configure({ messages: { widget: { stepDeposit: 'Einzahlung' }, common: { copyButton: 'Kopieren' } } });
      await el.updateComplete;
      expect(shown(el, 'widget')).to.equal('2. Einzahlung', 're-rendered after configure()');
      expect(shown(el, 'common')).to.equal('Kopieren');

      configure({ group: 'g', messages: { widget: { stepNumbered: 'Schritt {number}: {step}' } } });
      configure({ group: 'g', messages: { common: { copyButton: 'Kopieren (g)' } } });
      await el.updateComplete;
      expect(shown(el, 'widget')).to.equal('Schritt 2: Einzahlung');
      expect(shown(el, 'common')).to.equal('Kopieren (g)');

      el.messages = { widget: { stepDeposit: 'Dépôt' } };
      await el.updateComplete;
      expect(shown(el, 'widget')).to.equal('Schritt 2: Dépôt', 'property over configure(), the rest still merged');
      expect(shown(el, 'common')).to.equal('Kopieren (g)');

      el.messages = undefined;
      await el.updateComplete;
      expect(shown(el, 'widget')).to.equal('Schritt 2: Einzahlung');
    });

    it('leaves elements of other groups to the global messages', async () => {
      configure({ messages: { common: { copyButton: 'Kopieren' } } });
      configure({ group: 'fr', messages: { common: { copyButton: 'Copier' } } });
      const other = await fixture<MessagesProbe>(html`<test-messages-probe group="de"></test-messages-probe>`);
      const french = await fixture<MessagesProbe>(html`<test-messages-probe group="fr"></test-messages-probe>`);
      expect(shown(other, 'common')).to.equal('Kopieren');
      expect(shown(french, 'common')).to.equal('Copier');
    });
  });
});
