// <swap-status> in other languages: its "status" section of the message catalogue through configure() and the
// `messages` property, placeholders filled with text and with rendered parts (a countdown, a date), numbers and dates
// in the page's `lang`, and a check that no English is left once every key is translated.
import { expect } from '@open-wc/testing';
import { commonMessages } from '../../../src/i18n/en/common.js';
import { statusMessages } from '../../../src/i18n/en/status.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { Persistence } from '../../../src/store/persistence.js';
import { configure, getStore, resetStores, setPersistence } from '../../../src/store/store.js';
import { XLM, makeSim } from '../../simulator/helpers.js';
import { MemoryStorage, activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const CONFIRM = confirmMs('eth');

/** Every key of a section mapped to «key»: whatever English is still visible was missed. */
const marked = (english: object): Record<string, string> =>
  Object.fromEntries(Object.keys(english).map((key) => [key, `«${key}»`]));
const everyKey = { status: marked(statusMessages), common: marked(commonMessages) } as Messages;

/**
 * Runs of three or more words (at least two of them lowercase, so "Copy deposit address" counts) in the shadow
 * root's text and user-facing attributes, outside «…»: English that did not come from the catalogue. Numbers, tokens
 * (wNEAR, USDC), chain names, addresses, dates and Intl's one-word units never make such a run. `skip` leaves out
 * parts filled by another section's helpers.
 */
function englishRuns(m: Mounted, skip?: string): string[] {
  const root = m.el.shadowRoot!;
  const skipped = skip ? [...root.querySelectorAll(skip)] : [];
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (skipped.some((s) => s.contains(node))) continue;
    if (node instanceof Text) {
      if (!node.parentElement?.closest('style')) texts.push(node.data);
    } else if (node instanceof Element) {
      for (const name of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  const tokens = texts
    .join(' | ')
    .replace(/«[^»]*»/g, ' | ')
    .split(/\s+/);
  const runs: string[] = [];
  let run: string[] = [];
  for (const token of [...tokens, '|']) {
    if (/^[A-Z]?[a-z]+[,.;:!?]?$/.test(token.replace(/^[("“]+|[)"”]+$/g, ''))) {
      run.push(token);
      continue;
    }
    if (run.length >= 3 && run.filter((word) => /^[a-z]/.test(word)).length >= 2) runs.push(run.join(' '));
    run = [];
  }
  return runs;
}

describe('<swap-status> languages', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  it('reads its text from configure({ messages }), and its own messages property wins', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    configure({
      messages: { status: { pendingDepositTitle: 'Warten auf Ihre Einzahlung', youSendLabel: 'Sie senden' } },
    });
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch);

    expect(m.text('[part=status-title]')).to.equal('Warten auf Ihre Einzahlung');
    expect(m.text('[part=announcer]')).to.equal('Warten auf Ihre Einzahlung', 'announced in the same words');
    expect(m.text('[part=amounts]')).to.match(/^Sie senden 100 USDC/);
    expect(m.text('[part=status-detail]')).to.equal(statusMessages.pendingDepositDetail, 'other keys stay English');

    m.el.messages = { status: { pendingDepositTitle: 'En attente de votre dépôt', timelineLabel: 'Progression' } };
    await m.el.updateComplete;
    expect(m.text('[part=status-title]')).to.equal('En attente de votre dépôt');
    expect(m.text('[part=amounts]')).to.match(/^Sie senden/, 'configure() still fills what the property leaves out');
    expect(m.all('[part=timeline]')[0]!.getAttribute('aria-label')).to.equal('Progression');

    // A later configure() re-renders the element; the property still wins where it has a key.
    configure({ messages: { status: { checkNow: 'Jetzt prüfen', pendingDepositTitle: 'Ignoriert' } } });
    await m.el.updateComplete;
    expect(m.text('[part=refresh-button]')).to.equal('Jetzt prüfen');
    expect(m.text('[part=status-title]')).to.equal('En attente de votre dépôt');
  });

  it('fills placeholders with amounts, chains, durations, and with the countdown and date where a language puts them', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch, {
      messages: {
        status: {
          checksAgainIn: 'Nächste Prüfung in {duration}.',
          knownDepositDetailOnChain: 'Ihre Überweisung wurde auf {chain} gesehen.',
          topUpUntil: 'Noch {countdown} Zeit: bis {date} wird eine Aufstockung angenommen.',
          successDetailWithAmount: '{amount} wurden an den Empfänger geliefert.',
          copyDepositAddress: 'Einzahlungsadresse kopieren',
        },
      },
    });
    expect(m.text('[part=actions]')).to.contain('Nächste Prüfung in 10 seconds.');
    expect(m.all('swap-copy-button[label="Einzahlungsadresse kopieren"]')).to.have.length(1);

    sim.deposit({ depositAddress, amount: '40000000' });
    await m.tick();
    const paragraph = m.all('[part=incomplete] p:not(.heading)')[0]!;
    const [countdown, date] = [...paragraph.children];
    expect(countdown!.localName).to.equal('swap-countdown', 'the countdown first, as the translation says');
    expect(date!.localName).to.equal('strong');
    expect(date!.textContent).to.match(/2026/);
    expect(paragraph.textContent!.replace(/\s+/g, ' ')).to.match(
      /^ ?Noch +Zeit: bis .*2026.* wird eine Aufstockung angenommen\. Send it to the same deposit address\./,
    );

    sim.deposit({ depositAddress, amount: '60000000' });
    await m.tick();
    expect(m.text('[part=status-detail]')).to.equal('Ihre Überweisung wurde auf Ethereum gesehen.');
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    await m.tick();
    expect(m.seen('[part=status-detail]')).to.match(/^[\d.,]+ wNEAR wurden an den Empfänger geliefert\.$/);
  });

  it('formats amounts, dates and durations in the lang of the page, unless its locale says otherwise', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim, { amount: '1234500000' }); // 1,234.5 USDC
    await activate(sim, quote);
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch, { locale: null, lang: 'de' });

    expect(m.el.formatLocale).to.equal('de');
    expect(m.text('[part=amounts]')).to.match(/You send 1\.234,5 USDC \(≈ [\d.]+,\d\d \$\)/);
    const details = m.text('[part=details]');
    expect(details).to.match(/Started \d\d\.01\.2026, \d\d:\d\d/, 'a German date');
    expect(details).to.match(/Deadline \d\d\.01\.2026, \d\d:\d\d/);
    expect(m.text('[part=actions]')).to.contain('Checks again by itself in 10 Sekunden.');

    m.el.locale = 'en-US';
    await m.el.updateComplete;
    expect(m.text('[part=amounts]')).to.match(/You send 1,234\.5 USDC \(≈ \$[\d,]+\.\d\d\)/);
    expect(m.text('[part=details]')).to.match(/Started Jan \d\d, 2026/);
  });

  describe('with every key translated, no English is left', () => {
    beforeEach(() => configure({ messages: everyKey }));

    it('while a deposit is awaited, incomplete, confirmed, processed and delivered (with an excess refund)', async () => {
      const sim = makeSim();
      const { quote, depositAddress } = await openSwap(sim);
      await activate(sim, quote);
      const { fetch } = countingFetch(sim);
      const m = await mount(sim, fetch);

      expect(m.text('[part=status-title]')).to.equal('«pendingDepositTitle»');
      expect(englishRuns(m), 'awaiting the deposit').to.deep.equal([]);
      sim.deposit({ depositAddress, amount: '40000000' });
      await m.tick();
      expect(m.all('[part=incomplete]')).to.have.length(1);
      expect(englishRuns(m), 'incomplete').to.deep.equal([]);
      sim.deposit({ depositAddress, amount: '72345000' }); // 12.345 USDC more than needed
      await m.tick();
      expect(m.text('[part=status-title]')).to.equal('«knownDepositTitle»');
      expect(englishRuns(m), 'confirming').to.deep.equal([]);
      sim.clock.advance(CONFIRM);
      await m.tick();
      expect(m.text('[part=status-title]')).to.equal('«processingTitle»');
      expect(englishRuns(m), 'processing').to.deep.equal([]);
      sim.clock.advance(PROCESSING_MS);
      await m.tick();
      expect(m.text('[part=status-title]')).to.equal('«successTitle»');
      expect(m.text('[part=amounts]')).to.contain('«refundedExcess»');
      expect(m.all('[part=tx-link]').length).to.be.greaterThan(0);
      expect(englishRuns(m), 'delivered').to.deep.equal([]);
    });

    it('when refunded, failed or past the deadline', async () => {
      const sim = makeSim();
      const refunded = await openSwap(sim);
      await activate(sim, refunded.quote);
      const { fetch } = countingFetch(sim);
      const m = await mount(sim, fetch);
      sim.deposit({ depositAddress: refunded.depositAddress, amount: '25000000' });
      await m.tick();
      sim.clock.advance(Date.parse(refunded.quote.quote.deadline!) - sim.clock.now());
      await m.tick();
      expect(m.text('[part=status-title]')).to.equal('«refundedTitle»');
      expect(m.text('[part=refund-reason]')).to.equal('«refundReasonPartialDeposit»');
      expect(englishRuns(m), 'refunded').to.deep.equal([]);

      // A new simulator hands out the same addresses again: a fresh device, or its saved REFUNDED would stand.
      setPersistence(new Persistence(new MemoryStorage()));
      const failing = makeSim();
      failing.setFaults({ swapFailureRate: 1, swapFailureKind: 'FAILED' });
      const failed = await openSwap(failing);
      await activate(failing, failed.quote);
      const f = await mount(failing, countingFetch(failing).fetch);
      failing.deposit({ depositAddress: failed.depositAddress, amount: failed.quote.quote.amountIn });
      failing.clock.advance(CONFIRM + PROCESSING_MS);
      await f.tick();
      expect(f.text('[part=status-title]')).to.equal('«failedTitle»');
      expect(englishRuns(f), 'failed').to.deep.equal([]);

      setPersistence(new Persistence(new MemoryStorage()));
      const slow = makeSim();
      const late = await openSwap(slow);
      await activate(slow, late.quote);
      const l = await mount(slow, countingFetch(slow).fetch);
      slow.clock.advance(Date.parse(late.quote.quote.deadline!) - slow.clock.now() + 5 * 60_000);
      await l.tick();
      expect(l.all('[part=late]')).to.have.length(1);
      expect(englishRuns(l), 'past the deadline').to.deep.equal([]);
    });

    it('with a memo, with nothing to follow, before the service knows the address, and after errors', async () => {
      const sim = makeSim();
      const stellar = await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
      getStore().activate(stellar.quote, true);
      getStore().clearActive();
      const memo = await mount(sim, countingFetch(sim).fetch, { depositAddress: stellar.depositAddress });
      expect(memo.all('[part=memo]')).to.have.length(1);
      expect(englishRuns(memo), 'with a memo').to.deep.equal([]);
      memo.el.remove();

      const empty = await mount(sim, countingFetch(sim).fetch);
      expect(empty.text('[part=empty]')).to.equal('«empty»');
      expect(englishRuns(empty), 'nothing to follow').to.deep.equal([]);
      empty.el.remove();

      // Two simulators with one seed hand out the same addresses: the second has not seen the quote yet.
      resetStores();
      configure({ messages: everyKey });
      const first = makeSim();
      const unaware = makeSim();
      const fresh = await openSwap(first);
      await activate(first, fresh.quote);
      const waiting = await mount(unaware, countingFetch(unaware).fetch);
      expect(waiting.text('[part=status-title]')).to.equal('«waitingForServiceTitle»');
      expect(waiting.text('[part=announcer]')).to.equal('«announceWaitingForService»');
      expect(englishRuns(waiting), 'not known yet').to.deep.equal([]);
      waiting.el.remove();

      const broken = makeSim();
      const failing = await openSwap(broken);
      await activate(broken, failing.quote);
      broken.setFaults({ errorRate: 1 });
      const errors = await mount(broken, countingFetch(broken).fetch);
      // A 5xx is asked again by itself: the "checking again" words (issue 46 item 13).
      expect(errors.text('[part=status-title]')).to.equal('«retryingTitle»');
      expect(errors.text('[part=retrying] > p:first-child')).to.equal('«retryServer»');
      expect(errors.all('[part=retrying] p.muted')[0]!.textContent).to.equal('«retryIn»');
      expect(errors.text('[part=announcer]')).to.equal('«retryingTitle»');
      // Back after a run of failures with the status known: announced as restored.
      broken.setFaults({ errorRate: 0 });
      await errors.tick();
      expect(errors.text('[part=status-title]')).to.equal('«pendingDepositTitle»');
      broken.setFaults({ errorRate: 1 });
      await errors.tick();
      broken.setFaults({ errorRate: 0 });
      await errors.tick();
      expect(errors.text('[part=announcer]')).to.equal('«announceConnectionRestored»');
    });
  });
});
