// Issue 18: what a clumsy user, a careless site and a broken service throw at <swap-quote>. Each case ends in a
// clear answer where it belongs (the field, the form's alert), nothing sent that should not be, and a way back.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { SwapApiError } from '../../../src/api/errors.js';
import type { AppFee } from '../../../src/api/schemas.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { QUOTE_REFRESH_MS } from '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapErrorEvent } from '../../../src/events.js';
import { describeError } from '../../../src/i18n/error-text.js';
import { clientFor, configure } from '../../../src/store/store.js';
import { addressOn, BASE, ETH_USDC, EXPLORER, WNEAR } from '../../simulator/helpers.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { $, errorText, fill, harness, mount, type Harness } from './helpers.js';

const ready = () => ({
  origin: ETH_USDC,
  destination: WNEAR,
  refund: addressOn('eth'),
  recipient: addressOn('near', 2),
});

const alertText = (el: SwapQuote) => $(el, '[part=alert]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const retryButton = (el: SwapQuote) => $<HTMLButtonElement>(el, '[part=alert] [part=retry-button]');
/** The quoted side shows "Getting a quote…" while a request is waiting for its debounce or its answer. */
const quoting = (el: SwapQuote) => $(el, '[part=quoted-amount]')!.textContent!.includes('Getting a quote');
/** Once nothing is waiting to be sent or answered, the requests sent so far are all there will be. */
const idle = (el: SwapQuote) => waitUntil(() => !quoting(el), 'a quote request still on its way', { timeout: 3000 });

/** Collects console warnings that contain `text` (other configuration warnings are expected here: kept quiet). */
function watchWarnings(text: string): { seen: string[]; restore(): void } {
  const original = console.warn;
  const seen: string[] = [];
  console.warn = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (message.includes(text)) seen.push(message);
    else if (!message.includes('Nothing is sent until it is fixed')) original(...args);
  };
  return { seen, restore: () => (console.warn = original) };
}

describe('<swap-quote> against hostile inputs (issue 18)', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility(); // the timed refresh runs only while the page is visible
    h = await harness();
  });
  afterEach(() => visibility.restore());

  describe('amounts', () => {
    it('refuses separators in the wrong place at the field and sends nothing; grouping that fits still works', async () => {
      const el = await mount(h, ready());
      for (const amount of ['1,2,3', '12,,5', '0,500', '1 2 3']) {
        await fill(el, '#amount', amount);
        expect(errorText(el, 'amount'), amount).to.equal('Digit groups must have three digits, for example 1,234.5.');
        expect($(el, '#amount')!.getAttribute('aria-invalid')).to.equal('true');
        expect($(el, '#amount')!.getAttribute('aria-describedby')).to.equal('amount-error');
        await idle(el);
        expect(h.quotes, `${amount}: nothing sent`).to.have.length(0);
      }
      el.locale = 'de-DE';
      await fill(el, '#amount', '12.34.5');
      expect(errorText(el, 'amount')).to.equal('Digit groups must have three digits, for example 1,234.5.');
      await idle(el);
      // Submitting does not send either.
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      expect(h.quotes).to.have.length(0);

      await fill(el, '#amount', '1.234,5');
      expect(errorText(el, 'amount')).to.equal(undefined);
      await waitUntil(() => h.quotes.length === 1, 'no quote for 1.234,5', { timeout: 3000 });
      expect(h.quotes[0]!.body.amount).to.equal('1234500000');
      el.locale = 'en-US';
      await fill(el, '#amount', '1,234.5');
      await waitUntil(() => $(el, '[part=quote]') && !quoting(el), 'no quote for 1,234.5', { timeout: 3000 });
      expect(h.quotes.map((q) => q.body.amount)).to.deep.equal(['1234500000']); // the same amount: the same quote
    });

    it('refuses an amount beyond what a token can hold (u128 smallest units) at the field', async () => {
      const el = await mount(h, ready());
      await fill(el, '#amount', `1${'0'.repeat(60)}`);
      expect(errorText(el, 'amount')).to.equal(
        'Check the number: it is more than a token can hold (at most 340,282,366,920,938,463,463,374,607,431,768.211455).',
      );
      await idle(el);
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      expect(h.quotes).to.have.length(0);
    });
  });

  describe('settings the site gets wrong', () => {
    it('refuses base-url "not a url": says so on the element, warns once, sends nothing', async () => {
      const warnings = watchWarnings('base-url');
      const sent: string[] = [];
      const spy: typeof fetch = (input, init) => {
        sent.push(String(input));
        return h.sim.fetch(input, init);
      };
      try {
        const refused = oneEvent(document, 'swap-error') as Promise<SwapErrorEvent>;
        const el = await fixture<SwapQuote>(
          html`<swap-quote .fetch=${spy} base-url="not a url" origin-asset=${ETH_USDC} amount="5"></swap-quote>`,
        );
        const { detail } = await refused;
        expect(detail.operation).to.equal('tokens');
        expect(detail.error).to.be.instanceOf(SwapApiError);
        expect((detail.error as SwapApiError).kind).to.equal('invalid-config');
        expect((detail.error as SwapApiError).issues[0]!.path).to.equal('baseUrl');
        expect(alertText(el)).to.equal(
          'This widget is misconfigured: The base-url setting is not a web address: it must start with https:// (or be a path such as /api).',
        );
        expect($(el, '[part=alert]')!.getAttribute('role')).to.equal('alert');
        expect(retryButton(el), 'nothing to try again').to.equal(null);
        el.requestUpdate();
        await el.updateComplete;
        el.baseUrl = 'ftp://files.example';
        await el.updateComplete;
        expect(alertText(el)).to.contain('The base-url setting is not a web address');
        expect(sent).to.deep.equal([]);
        expect(warnings.seen).to.have.length(2, 'once per bad value');
        expect(warnings.seen[0]).to.contain('"not a url"');
        expect(warnings.seen[1]).to.contain('"ftp://files.example"');

        // Fixed: the element loads its tokens from there.
        el.baseUrl = BASE;
        await waitUntil(() => $(el, '[role=combobox]'), 'no tokens once base-url is right', { timeout: 3000 });
        expect($(el, '[part=alert]')).to.equal(null);
        expect(sent).to.deep.equal([`${BASE}/v0/tokens`]);
      } finally {
        warnings.restore();
      }
    });

    it('refuses a base or explorer URL from configure() that is not http(s), for every request that needs it', async () => {
      const warnings = watchWarnings('explorer-url');
      const sent: string[] = [];
      const spy: typeof fetch = (input, init) => {
        sent.push(String(input));
        return h.sim.fetch(input, init);
      };
      try {
        const bad = clientFor({ baseUrl: 'javascript:alert(1)', explorerUrl: 'explorer', fetch: spy });
        for (const call of [
          () => bad.tokens(),
          () => bad.status({ depositAddress: addressOn('eth') }),
          () => bad.transactionsPage({}),
        ]) {
          const error = await call().then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error).to.be.instanceOf(SwapApiError);
          expect((error as SwapApiError).kind).to.equal('invalid-config');
        }
        expect(describeError(await bad.transactionsPage({}).catch((e: unknown) => e))).to.equal(
          'This widget is set up incorrectly, so nothing was sent. The explorer-url setting is not a web address: it must start with https:// (or be a path such as /api).',
        );
        // A wrong explorer URL does not stop the service's requests, nor the other way round.
        const halfRight = clientFor({ baseUrl: BASE, explorerUrl: 'explorer', fetch: spy });
        expect((await halfRight.tokens()).length).to.be.greaterThan(0);
        expect(sent).to.deep.equal([`${BASE}/v0/tokens`]);
        expect(warnings.seen).to.have.length(1);
        // Same-origin proxy paths, as the README suggests, are fine.
        const proxied = clientFor({ baseUrl: '/api/1click', explorerUrl: '/api/explorer', fetch: spy });
        await proxied.tokens().catch(() => undefined);
        expect(sent[1]).to.equal('/api/1click/v0/tokens');

        configure({ baseUrl: 'not a url' });
        const el = await fixture<SwapQuote>(html`<swap-quote .fetch=${spy}></swap-quote>`);
        expect(alertText(el)).to.contain('The base-url setting is not a web address');
        expect(sent).to.have.length(2);
      } finally {
        warnings.restore();
        configure({ baseUrl: undefined });
      }
    });

    it('refuses app fees that break the contract with a clear error, never quoting without them', async () => {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener('error', onError);
      const warnings = watchWarnings('appFees');
      try {
        const el = await mount(h, { ...ready(), amount: '10' });
        await waitUntil(() => h.quotes.length === 1, 'no first quote', { timeout: 3000 });
        const cases: [unknown, string][] = [
          ['not-an-array', 'The app fees must be a list of recipients and fees.'],
          [[{ recipient: 'Bad Account!', fee: 10 }], 'The app fee must go to a NEAR account, such as fees.near.'],
          [[{ recipient: 'fees.near', fee: 501 }], 'The app fee can be at most 500 basis points (5%).'],
          [[{ recipient: 'fees.near', fee: -1 }], 'The app fee must be a whole, non-negative number of basis points.'],
          [
            [
              { recipient: 'fees.near', fee: 10 },
              { recipient: 'partner.near', fee: 2.5 },
            ],
            'App fee 2 must be a whole, non-negative number of basis points.',
          ],
          [[{ recipient: 42, fee: 10 }], 'The app fee needs a recipient account.'],
          [[null], 'The app fees must be a list of recipients and fees.'],
        ];
        for (const [appFees, reason] of cases) {
          el.appFees = appFees as AppFee[];
          await el.updateComplete;
          expect(alertText(el), JSON.stringify(appFees)).to.equal(`This widget is misconfigured: ${reason}`);
          await idle(el);
          expect(h.quotes, `${JSON.stringify(appFees)}: no quote`).to.have.length(1);
        }
        // Even a page that reaches for the client directly cannot quote without the fee.
        const refused = await el.client.quote(h.quotes[0]!.body).catch((e: unknown) => e);
        expect((refused as SwapApiError).kind).to.equal('invalid-config');
        expect(h.quotes).to.have.length(1);
        expect(errors).to.deep.equal([], 'no uncaught error');
        expect(warnings.seen).to.have.length(cases.length);

        el.appFees = [{ recipient: 'fees.near', fee: 10 }];
        await waitUntil(() => h.quotes.length === 2, 'no quote once the fees are right', { timeout: 3000 });
        expect(h.quotes[1]!.body.appFees).to.deep.equal([{ recipient: 'fees.near', fee: 10 }]);
        expect($(el, '[part=alert]')).to.equal(null);
      } finally {
        window.removeEventListener('error', onError);
        warnings.restore();
      }
    });
  });

  describe('a 404 is worded for the request that failed', () => {
    it('a token list from a wrong base URL says the service URL seems wrong, not "deposit address"', async () => {
      const el = await fixture<SwapQuote>(
        html`<swap-quote .fetch=${h.sim.fetch} base-url="http://sim.test/nowhere"></swap-quote>`,
      );
      await waitUntil(() => $(el, '[part=alert]'), 'no token error', { timeout: 3000 });
      expect(alertText(el)).to.equal(
        'The token list could not be loaded. The swap service was not found at the address this site uses (base-url): it seems wrong. Try again',
      );
      expect(alertText(el)).to.not.contain('deposit address');
    });

    it('status and explorer 404s keep their own words', async () => {
      const client = clientFor({ baseUrl: BASE, explorerUrl: `${EXPLORER}/wrong`, fetch: h.sim.fetch });
      const status = await client.status({ depositAddress: addressOn('eth', 9) }).catch((e: unknown) => e);
      expect((status as SwapApiError).request).to.equal('status');
      expect(describeError(status)).to.equal(
        'The service does not know this deposit address (yet). Check the address and memo.',
      );
      const explorer = await client.transactionsPage({}).catch((e: unknown) => e);
      expect((explorer as SwapApiError).kind).to.equal('not-found');
      expect(describeError(explorer)).to.equal(
        'The explorer was not found at the address this site uses (explorer-url): it seems wrong.',
      );
      const quote = new SwapApiError('not-found', 'Not found', { status: 404, request: 'quote' });
      expect(describeError(quote)).to.contain('The swap service was not found');
    });
  });

  describe('hostile service answers', () => {
    it('a token list whose entries all have wrong types: an accessible error, and a retry that recovers', async () => {
      let hostile = true;
      const fetch: typeof globalThis.fetch = async (input, init) => {
        if (hostile && String(input).endsWith('/v0/tokens')) {
          const junk = { assetId: 7, decimals: 'six', blockchain: null, symbol: ['X'], price: 'free' };
          return new Response(JSON.stringify([junk, junk, { assetId: 'a:b' }]), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return h.fetch(input, init);
      };
      const el = await fixture<SwapQuote>(
        html`<swap-quote
          .fetch=${fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          origin-asset=${ETH_USDC}
        ></swap-quote>`,
      );
      await waitUntil(() => $(el, '[part=alert]'), 'no error for a token list without tokens', { timeout: 3000 });
      expect($(el, '[part=alert]')!.getAttribute('role')).to.equal('alert');
      expect(alertText(el)).to.contain(
        'The token list could not be loaded. The swap service sent an answer we could not read.',
      );
      hostile = false;
      retryButton(el)!.click();
      await waitUntil(() => $(el, '[role=combobox]'), 'no recovery once the service is sane', { timeout: 3000 });
      expect($(el, '[part=alert]')).to.equal(null);
    });

    it('a quote echoing an unknown swapType: an accessible error with a retry that works', async () => {
      h.alterResponse = (body) => ({
        ...body,
        quoteRequest: { ...(body.quoteRequest as object), swapType: 'MYSTERY_SWAP' },
      });
      const el = await mount(h, { ...ready(), amount: '10' });
      await waitUntil(() => $(el, '[part=alert]'), 'no error for an unknown swap type', { timeout: 3000 });
      expect(alertText(el)).to.equal(
        'The swap service sent an answer we could not read. Nothing was changed; please try again. Try again',
      );
      expect($(el, '[part=quote]'), 'the answer is not shown as a price').to.equal(null);
      h.alterResponse = undefined;
      retryButton(el)!.click();
      await waitUntil(() => $(el, '[part=quote]') && !$(el, '[part=alert]'), 'no recovery', { timeout: 3000 });
      expect(h.dry()).to.have.length(2);
    });

    it('a malformed JSON answer to a dry quote: the right message, "Try again", and a timed retry', async () => {
      const el = await mount(h, ready());
      h.sim.setFaults({ malformedRate: 1 });
      await fill(el, '#amount', '10');
      await waitUntil(() => $(el, '[part=alert]'), 'no error for a malformed answer', { timeout: 3000 });
      expect(alertText(el)).to.equal(
        'The swap service sent an answer we could not read. Nothing was changed; please try again. Try again',
      );
      // "Try again" asks at once (still garbled here)...
      retryButton(el)!.click();
      await waitUntil(() => h.quotes.length === 2 && retryButton(el), 'no retry', { timeout: 3000 });
      // ...and once the service is sane, the timed refresh recovers without the user doing anything.
      h.sim.resetFaults();
      h.sim.clock.advance(QUOTE_REFRESH_MS);
      await waitUntil(() => $(el, '[part=quote]') && !$(el, '[part=alert]'), 'no timed recovery', { timeout: 4000 });
      expect(h.quotes).to.have.length(3);
      expect(h.quotes.every((q) => q.body.amount === '10000000')).to.equal(true);
    });
  });
});
