import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import { depositMessages } from '../../../src/i18n/en/deposit.js';
import type { QuoteRequest, QuoteResponse } from '../../../src/api/schemas.js';
import { encodePublicKey, signQuoteResponse } from '../../../src/api/signature.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { configure, getPersistence, getStore, recordStatus } from '../../../src/store/store.js';

import { driveTo, type DrivenStatus } from './helpers.js';
// A storage of the test's own: the page's localStorage is shared by every test file of the run.
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, ETH_USDC, WNEAR, XLM, clientFor, makeSim, quoteRequest } from '../../simulator/helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const HOUR = 3_600_000;

/** Every key of the deposit section mapped to «key»: what is left outside «…» was not read through the catalogue. */
const marked = Object.fromEntries(Object.keys(depositMessages).map((key) => [key, `«${key}»`])) as Record<
  keyof typeof depositMessages,
  string
>;

/** Runs of three or more lowercase words outside «…»: English that did not come from the catalogue. */
function englishLeftIn(el: SwapDeposit): string[] {
  const root = el.shadowRoot!;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.replace(/«[^»]*»/g, ' '))
    .flatMap((text) => text.match(/\b[a-z][a-z']*(?:[,;:]?\s+[a-z][a-z']*){2,}\b/g) ?? []);
}

describe('<swap-deposit> messages and locale', () => {
  let sim: Simulator;
  let fetch: typeof globalThis.fetch;
  let failTokens = false;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    failTokens = false;
    fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (failTokens && new URL(request.url).pathname.endsWith('/v0/tokens')) {
        return new Response(JSON.stringify({ message: 'Unauthorized' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }
      return sim.fetch(request);
    };
  });

  afterEach(() => {
    dropStore();
  });

  const confirmedQuote = (patch: Partial<QuoteRequest> & { fromChain?: string; toChain?: string } = {}) =>
    clientFor(sim).quote({ ...quoteRequest(sim, patch), dry: false });

  async function render(template = html`<swap-deposit></swap-deposit>`, locale: string | null = 'en-US') {
    const found = await fixture<HTMLElement>(template);
    const el = (found.localName === 'swap-deposit' ? found : found.querySelector('swap-deposit')!) as SwapDeposit;
    el.fetch = fetch;
    el.clock = sim.clock.now;
    el.baseUrl = BASE;
    if (locale) el.locale = locale;
    await el.updateComplete;
    return el;
  }

  const $ = (el: SwapDeposit, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
  const text = (el: SwapDeposit, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const shown = (el: SwapDeposit) => waitUntil(() => $(el, '[part~=deposit-address]'), 'instructions shown');

  /** A service key of the test's own, to sign quotes the simulator does not produce (other swap types, timers). */
  async function ownKey() {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    configure({ servicePublicKey: encodePublicKey(raw) });
    return async (response: QuoteResponse): Promise<QuoteResponse> => {
      const { signature: _signature, ...unsigned } = response;
      return { ...response, signature: await signQuoteResponse(unsigned, pair.privateKey) };
    };
  }

  it('reads its text from configure({ messages }), and the element’s messages property wins', async () => {
    getStore().activate(await confirmedQuote(), true);
    const el = await render();
    await shown(el);
    expect(text(el, '[part=title]')).to.equal('Send your deposit');

    configure({ messages: { deposit: { title: 'Einzahlung senden', copyDepositAddress: 'Adresse kopieren' } } });
    await el.updateComplete;
    expect(text(el, '[part=title]')).to.equal('Einzahlung senden');
    expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal('Einzahlung senden');
    expect($(el, 'swap-copy-button[label="Adresse kopieren"]')).to.not.equal(null);
    expect(text(el, '[part=deposit-address] .label')).to.equal('Deposit address', 'untranslated keys stay English');

    el.messages = { deposit: { title: 'Deposit now' } } satisfies Messages;
    await el.updateComplete;
    expect(text(el, '[part=title]')).to.equal('Deposit now');
    expect($(el, 'swap-copy-button[label="Adresse kopieren"]'), 'configure() still fills the rest').to.not.equal(null);
  });

  it('fills placeholders, also with live parts such as the countdown', async () => {
    const quote = await confirmedQuote();
    configure({
      group: 'de',
      messages: {
        deposit: {
          sendOnlyOnChain: 'Sende nur {token} auf {chain}.',
          rulesExactInput: 'Weniger wird nach Fristende an {refundTo} erstattet.',
          timeLeft: 'Noch {countdown} Zeit (bis {date}).',
          regionLabelWithGroup: 'Einzahlung ({group})',
        },
      },
    });
    getStore('de').activate(quote, true);
    const el = await render(html`<swap-deposit group="de"></swap-deposit>`);
    await shown(el);
    expect(text(el, '[part=send-only]')).to.equal('Sende nur USDC auf Ethereum.');
    expect(text(el, '[part=amount-rules]')).to.equal(
      `Weniger wird nach Fristende an ${quote.quoteRequest.refundTo} erstattet.`,
    );
    expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal('Einzahlung (de)');
    const timers = $(el, '[part=timers] p')!;
    expect(timers.querySelector('swap-countdown'), 'the countdown is rendered inside the sentence').to.not.equal(null);
    expect(timers.textContent!.replace(/\s+/g, ' ')).to.match(/^ ?Noch Zeit \(bis Jan 15, 2026, .+\)\./);
  });

  it('formats amounts and dates in the lang inherited from the page, and follows a change of it', async () => {
    getStore().activate(await confirmedQuote({ amount: '1234500000' }), true);
    const el = await render(html`<div lang="de"><swap-deposit></swap-deposit></div>`, null);
    await shown(el);
    expect(el.formatLocale).to.equal('de');
    expect(text(el, '[part=amount-value]')).to.contain('1.234,5 USDC');
    expect(text(el, '[part=amount-value]')).to.match(/\(\d\.\d{3},\d{2}\s\$\)/);
    expect(text(el, '[part=timers]')).to.match(/15\.01\.2026/);

    el.parentElement!.setAttribute('lang', 'en-US');
    await waitUntil(() => text(el, '[part=amount-value]').includes('1,234.5 USDC'), 'follows the new lang');
    expect(text(el, '[part=timers]')).to.contain('Jan 15, 2026');
  });

  it('says why a signature failed and what a sender field check found, in catalogue sentences', async () => {
    const quote = await confirmedQuote();
    const el = await render();
    el.quote = { ...quote, quote: { ...quote.quote, depositAddress: '0x000000000000000000000000000000000000dEaD' } };
    await waitUntil(() => $(el, '[part=signature-error]'));
    expect(text(el, '[part=signature-error]')).to.contain(depositMessages.signatureMismatch);

    el.messages = { deposit: { senderInvalid: 'Kein gültiges NEAR-Konto.' } };
    el.quote = await confirmedQuote({ originAsset: WNEAR, destinationAsset: ETH_USDC, fromChain: 'near', toChain: 'eth', amount: '10000000000000000000000000' }); // prettier-ignore
    await shown(el);
    const sender = $(el, '[part=sender-input]') as HTMLInputElement;
    sender.value = 'Alice.NEAR';
    sender.dispatchEvent(new Event('input'));
    const hash = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    hash.value = '4oD1BLEq1UXW6XhbXq5u9A3zTgaBCXYR1VW7kaDkhRfk';
    hash.dispatchEvent(new Event('input'));
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => $(el, '#sender-error'));
    expect(text(el, '#sender-error')).to.equal('Kein gültiges NEAR-Konto.');
  });

  it('has every visible string in the catalogue (no English left with all keys replaced)', async () => {
    const sign = await ownKey();
    configure({ messages: { deposit: marked } });
    const seen: Record<string, string[]> = {};
    const check = (state: string, el: SwapDeposit) => {
      const left = englishLeftIn(el);
      if (left.length) seen[state] = left;
    };
    /** Shows `quote` and waits for the part that only its state renders (the previous quote's stays a moment). */
    const showing = async (el: SwapDeposit, quote: QuoteResponse, ready: string, has?: string) => {
      el.quote = quote;
      await waitUntil(() => $(el, ready) && (!has || text(el, ready).includes(has)), `${ready} ${has ?? ''}`);
    };

    // The token list fails first (nothing cached yet), then loads on "try again".
    failTokens = true;
    const el = await render();
    check('empty', el);
    el.quote = await sign(await confirmedQuote());
    await waitUntil(() => $(el, '[part=error]'), 'token list failure shown');
    check('tokens failed', el);
    failTokens = false;
    $(el, '[part=error] button')!.click();
    await shown(el);

    // A dry quote: a preview without an address.
    el.quote = await sign(await clientFor(sim).quote(quoteRequest(sim)));
    await el.updateComplete;
    check('preview', el);

    // Exact input on Ethereum, with a distinct inactivity time and the payment-link QR chosen.
    const eth = await confirmedQuote();
    const inactive = new Date(Date.parse(eth.quote.deadline!) - HOUR / 2).toISOString();
    const ethInactive = await sign({ ...eth, quote: { ...eth.quote, timeWhenInactive: inactive } });
    await showing(el, ethInactive, '[part=timers]', '«inactiveIn»');
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')];
    radios.find((radio) => radio.value === 'uri')!.click();
    await el.updateComplete;
    check('exact input', el);

    // A submitted hash (the service waits for the funds), then the deposit arrives and is received.
    const submitHash = async (hash: string) => {
      const hashInput = $(el, '[part=tx-hash-input]') as HTMLInputElement;
      hashInput.value = hash;
      hashInput.dispatchEvent(new Event('input'));
      setTimeout(() => $(el, '[part=submit-button]')!.click());
      await oneEvent(el, 'swap-deposit-submit');
      await el.updateComplete;
    };
    await submitHash(`0x${'ab'.repeat(32)}`);
    expect(text(el, '[part=submit-result]')).to.contain('«submitted»');
    check('submitted', el);
    const arrived = await driveTo(sim, eth, 'KNOWN_DEPOSIT_TX');
    recordStatus({ depositAddress: eth.quote.depositAddress! }, arrived); // as a <swap-status> of the page does
    await waitUntil(() => text(el, '[part=received]').includes('«receivedKnownDepositTx»'), 'received');
    check('received', el);

    // Every later status, with its amounts (as a <swap-status> records it in the store's table) and without (only the
    // status saved on this device).
    const reported = async (status: DrivenStatus, part: string, has: string, short?: bigint) => {
      const quote = await sign(await confirmedQuote());
      await showing(el, quote, '[part=submit]');
      const statusResponse = await driveTo(sim, quote, status, short);
      recordStatus({ depositAddress: quote.quote.depositAddress! }, statusResponse);
      await waitUntil(() => text(el, part).includes(has), `${status}: ${has}`);
      check(status, el);
    };
    const saved = async (status: string, part: string, has: string) => {
      const quote = await sign(await confirmedQuote());
      await showing(el, quote, '[part=submit]');
      getPersistence().updateStatus(quote.quote.depositAddress!, undefined, status);
      el.requestUpdate();
      await waitUntil(() => text(el, part).includes(has), `saved ${status}: ${has}`);
      check(`saved ${status}`, el);
    };
    await reported('PROCESSING', '[part=received]', '«receivedProcessing»');
    await reported('SUCCESS', '[part=outcome]', '«outcomeSuccessWithAmount»');
    await saved('SUCCESS', '[part=outcome]', '«outcomeSuccess»');
    await reported('REFUNDED', '[part=outcome]', '«outcomeRefundedWithAmount»');
    await saved('REFUNDED', '[part=outcome]', '«outcomeRefunded»');
    await reported('FAILED', '[part=outcome]', '«outcomeFailed»');
    await saved('INCOMPLETE_DEPOSIT', '[part=top-up]', '«topUpShort»');
    expect(text(el, '[part=amount] .label')).to.equal('«quotedAmountLabel»');
    // A short deposit, its top-up hash, and the same hash again.
    await reported('INCOMPLETE_DEPOSIT', '[part=top-up]', '«topUpReceived»');
    await submitHash(`0x${'ef'.repeat(32)}`);
    expect(text(el, '[part=submit-result]')).to.contain('«submitted»');
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => text(el, '[part=submit-result]').includes('«submittedAgain»'));
    check('submitted again', el);

    // Stellar: a required memo, three QR choices.
    const xlm = await sign(await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }));
    await showing(el, xlm, '[part=memo]');
    check('memo', el);

    // The other swap types, and a deposit inside NEAR Intents from a NEAR origin.
    const exactOut = await confirmedQuote({ swapType: 'EXACT_OUTPUT', amount: '10000000000000000000000000' });
    await showing(el, await sign(exactOut), '[part=amount-rules]', '«rulesExactOutputRange»');
    check('exact output', el);
    const noMaximum = await sign({ ...exactOut, quote: { ...exactOut.quote, maxAmountIn: undefined } });
    await showing(el, noMaximum, '[part=amount-rules]', '«rulesExactOutput»');
    check('exact output without maximum', el);
    await showing(
      el,
      await sign(await confirmedQuote({ swapType: 'FLEX_INPUT' })),
      '[part=amount-rules]',
      '«rulesFlex',
    );
    check('flex input', el);
    const any = await confirmedQuote();
    const anyInput = await sign({ ...any, quoteRequest: { ...any.quoteRequest, swapType: 'ANY_INPUT' } });
    await showing(el, anyInput, '[part=amount-rules]', '«rulesAnyInput»');
    check('any input', el);
    const near = await confirmedQuote({ originAsset: WNEAR, destinationAsset: ETH_USDC, fromChain: 'near', toChain: 'eth', amount: '10000000000000000000000000' }); // prettier-ignore
    const intents = await sign({ ...near, quoteRequest: { ...near.quoteRequest, depositType: 'INTENTS' } });
    await showing(el, intents, '[part=sender-input]');
    expect(text(el, '[part=send-only]')).to.equal('«sendOnlyIntentsOnChain»');
    const sender = $(el, '[part=sender-input]') as HTMLInputElement;
    sender.value = 'has space.near';
    sender.dispatchEvent(new Event('input'));
    const nearHash = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    nearHash.value = '4oD1BLEq1UXW6XhbXq5u9A3zTgaBCXYR1VW7kaDkhRfk';
    nearHash.dispatchEvent(new Event('input'));
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => $(el, '#sender-error'));
    expect(text(el, '#sender-error')).to.equal('«senderHasSpaces»');
    check('intents with a sender error', el);

    // After the deadline (and after the inactivity time), for a swap whose deposit has not arrived.
    const unpaid = await confirmedQuote();
    const unpaidInactive = await sign({ ...unpaid, quote: { ...unpaid.quote, timeWhenInactive: inactive } });
    await showing(el, unpaidInactive, '[part=deposit-address-value]', unpaid.quote.depositAddress!);
    sim.clock.advance(2 * HOUR);
    el.requestUpdate();
    await el.updateComplete;
    expect($(el, '[part=expired]')).to.not.equal(null);
    expect(text(el, '#announcement')).to.equal('«announceExpired»');
    check('expired', el);

    // A tampered quote, and a saved swap whose signature had failed (the reason, a message of its own, is shown).
    el.messages = { deposit: { signatureErrorDetail: '«signatureErrorDetail» {reason}' } };
    el.quote = { ...eth, quote: { ...eth.quote, depositAddress: '0x000000000000000000000000000000000000dEaD' } };
    await waitUntil(() => text(el, '[part=signature-error]').includes('«signatureMismatch»'));
    check('signature error', el);
    el.quote = undefined;
    getStore().activate(eth, false);
    await waitUntil(() => text(el, '[part=signature-error]').includes('«signatureFailedWhenSaved»'));
    check('signature failed when saved', el);
    el.messages = undefined;
    getStore().clearActive();

    // No receipt for an address, with and without a memo; several receipts for one address.
    el.depositAddress = '0x1111111111111111111111111111111111111111';
    await el.updateComplete;
    check('not found', el);
    el.memo = '123';
    await el.updateComplete;
    expect(text(el, '[part=not-found]')).to.contain('«noReceiptDetailWithMemo»');
    check('not found with memo', el);
    el.memo = undefined;
    const a = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    const b = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '2000000000' });
    getStore('a').activate(a, true);
    getStore('b').activate(b, true);
    el.depositAddress = a.quote.depositAddress!;
    await el.updateComplete;
    check('ambiguous', el);

    expect(seen).to.deep.equal({});
  });
});
