// The German catalogue: complete, placeholders kept, and what <swap-quote> shows with it is German, numbers included.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import { de } from '../../src/i18n/de.js';
import { en } from '../../src/i18n/en.js';
import type { MessageCatalogue, MessageSection } from '../../src/i18n/messages.js';
import { configure } from '../../src/store/store.js';
import { controlVisibility } from '../helpers/visibility.js';
import { addressOn, BASE, ETH_USDC, WNEAR } from '../simulator/helpers.js';
import { $, harness, type, type Harness } from '../elements/swap-quote/helpers.js';

const english: MessageCatalogue = en;
const sections = Object.keys(english) as MessageSection[];

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const unique = (names: string[]) => [...new Set(names)];

/** English placeholders whose German differs, as documented next to the English text. */
const RENAMED: Record<string, Record<string, string>> = { 'common.txHashInvalid': { aChain: 'chain' } };

const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('German catalogue', () => {
  it('has every section and every key of the English, each non-empty, and nothing more', () => {
    expect(Object.keys(de).sort()).to.deep.equal([...sections].sort());
    for (const section of sections) {
      const german = de[section] as Record<string, string>;
      expect(Object.keys(german).sort(), section).to.deep.equal(Object.keys(english[section]).sort());
      for (const [key, value] of Object.entries(german)) {
        expect(value, `${section}.${key}`).to.be.a('string');
        expect(value.trim(), `${section}.${key}`).to.not.equal('');
      }
    }
  });

  it('keeps the placeholders of every message (txHashInvalid uses {chain} for the English {aChain})', () => {
    const mismatches: string[] = [];
    for (const section of sections) {
      const german = de[section] as Record<string, string>;
      for (const [key, template] of Object.entries(english[section] as Record<string, string>)) {
        const renamed = RENAMED[`${section}.${key}`] ?? {};
        const expected = unique(placeholders(template).map((name) => renamed[name] ?? name)).sort();
        const actual = unique(placeholders(german[key] ?? ''));
        if (expected.join() !== actual.join())
          mismatches.push(`${section}.${key}: ${actual.join()} ≠ ${expected.join()}`);
      }
    }
    expect(mismatches).to.deep.equal([]);
    expect(placeholders(de.common.txHashInvalid)).to.deep.equal(['chain', 'format']);
  });

  it('does not leave the English text in place of a translation', () => {
    // Words that are the same in both languages (names, codes, pure placeholders) are allowed.
    const same = new Set([
      ...['Swap', 'Swap ({group})', 'Memo', 'Memo {memo}', 'Status', 'Status: {status}', 'Details', 'Referral'],
      ...['Intent', 'Intents', 'alice.near', 'swaps-{date}.csv'],
    ]);
    const copied: string[] = [];
    for (const section of sections) {
      const german = de[section] as Record<string, string>;
      for (const [key, template] of Object.entries(english[section] as Record<string, string>)) {
        const value = german[key]!;
        if (value === template && /[a-z]{3,}/.test(value.replace(/\{\w+\}/g, '')) && !same.has(value)) {
          copied.push(`${section}.${key}`);
        }
      }
    }
    expect(copied).to.deep.equal([]);
  });
});

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
