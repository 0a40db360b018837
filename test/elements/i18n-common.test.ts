import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { SwapApiError } from '../../src/api/errors.js';
import { ADDRESS_CHAINS, validateAddress, validateTxHash } from '../../src/core/addresses.js';
import { parseAmount } from '../../src/core/amount-input.js';
import { validateAppFees } from '../../src/core/fees.js';
import { SwapElement } from '../../src/elements/swap-element.js';
import { checkMessage, formatHintMessage, type FailedCheck } from '../../src/i18n/check-text.js';
import { describeError } from '../../src/i18n/error-text.js';
import { commonWithChecks } from '../../src/i18n/en/checks.js';
import { settingMessages } from '../../src/i18n/en/settings.js';
import '../../src/elements/parts/swap-copy-button.js';
import '../../src/elements/parts/swap-countdown.js';
import type { SwapCopyButton } from '../../src/elements/parts/swap-copy-button.js';
import type { SwapCountdown } from '../../src/elements/parts/swap-countdown.js';
import { translator, type MessageCatalogue } from '../../src/i18n/messages.js';
import { configure } from '../../src/store/store.js';
import { freshStore } from '../helpers/fresh-store.js';

const german = translator(
  {
    common: {
      errorNetwork: 'Der Swap-Dienst ist nicht erreichbar.',
      errorAmountTooLow: 'Der Betrag ist zu klein. Mindestens {minimum}.',
      errorMinimumUnits: '{units} Einheiten',
      errorServiceSaid: 'Der Dienst meldet: {message}',
      addressInvalid: 'Keine gültige {chain}-Adresse: erwartet {format}.',
      formatHintBitcoin: 'eine Bitcoin-Adresse mit bc1, 1 oder 3 am Anfang',
      txHashInvalid: 'Kein {chain}-Transaktionshash: erwartet {format}.',
      formatHintHex64With0x: '0x und 64 Hex-Zeichen',
      amountTooManyDecimals: 'Höchstens {decimals, plural, one {# Nachkommastelle} other {# Nachkommastellen}}.',
      appFeeMaxNumbered: 'App-Gebühr {number}: höchstens {maxBps} Basispunkte ({maxPercent}).',
    },
  },
  'common',
  commonWithChecks,
  'de',
);

/** Intl puts (narrow) no-break spaces in some languages' numbers and units. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const failed = <T extends { ok: boolean }>(check: T) => {
  if (check.ok) throw new Error('expected a failed check');
  return check as unknown as FailedCheck;
};

/** Failed checks of every kind and chain, for the catalogue-completeness check. */
function everyFailedCheck(): FailedCheck[] {
  const checks: FailedCheck[] = [];
  for (const chain of [...ADDRESS_CHAINS, 'unknownchain']) {
    for (const input of ['', 'a b', 'x', '0x52908400098527886E0F7030069857D2E4169EE8', '0xzz']) {
      const address = validateAddress(chain, input);
      if (!address.ok) checks.push(address);
      const hash = validateTxHash(chain, input);
      if (!hash.ok) checks.push(hash);
    }
  }
  for (const [text, decimals] of [
    ['', 6],
    ['-1', 6],
    ['1.2.3', 6],
    ['1.2,3', 6],
    ['12,34.5', 6],
    ['abc', 6],
    ['1.5', 0],
    ['1.55', 1],
    ['0.1234567', 6],
    ['0', 6],
  ] as const) {
    const parsed = parseAmount(text, decimals);
    if (!parsed.ok) checks.push(parsed);
  }
  for (const fees of [
    [{ recipient: ' ', fee: 1 }],
    [{ recipient: 'a.near', fee: 1.5 }],
    [{ recipient: 'a.near', fee: 501 }],
    [
      { recipient: 'a.near', fee: 1 },
      { recipient: '', fee: 1 },
    ],
    [
      { recipient: 'a.near', fee: 1 },
      { recipient: 'b.near', fee: -1 },
    ],
    [
      { recipient: 'a.near', fee: 1 },
      { recipient: 'b.near', fee: 900 },
    ],
  ]) {
    const check = validateAppFees(fees);
    if (!check.ok) checks.push(check);
  }
  return checks;
}

describe('common messages', () => {
  beforeEach(() => {
    freshStore();
  });

  describe('describeError', () => {
    const low = new SwapApiError('http', 'x', {
      status: 400,
      serverMessage: 'Amount is too low for bridge, try at least 1500000',
    });

    it('keeps the English sentences without messages', () => {
      expect(describeError(low)).to.equal('The amount is too small for this route. Try at least 1500000 units.');
      expect(describeError(new SwapApiError('network', 'x'))).to.equal(
        'The swap service could not be reached. Check your connection; we will keep trying.',
      );
      expect(describeError(new SwapApiError('aborted', 'x'), {})).to.equal('The request was cancelled.');
    });

    it('builds every sentence from the given messages, placeholders filled', () => {
      expect(describeError(new SwapApiError('network', 'x'), { text: german })).to.equal(
        'Der Swap-Dienst ist nicht erreichbar.',
      );
      expect(describeError(low, { text: german })).to.equal('Der Betrag ist zu klein. Mindestens 1500000 Einheiten.');
      expect(describeError(low, { text: german, formatMinimum: () => '1,5 USDC' })).to.equal(
        'Der Betrag ist zu klein. Mindestens 1,5 USDC.',
      );
      expect(
        describeError(new SwapApiError('http', 'x', { status: 400, serverMessage: 'odd thing' }), { text: german }),
      ).to.equal('Der Dienst meldet: odd thing');
      // Keys the translation leaves out stay English.
      expect(describeError(new SwapApiError('timeout', 'x'), { text: german })).to.equal(
        'The swap service took too long to answer. Please try again.',
      );
    });

    it('has a message for every kind of failure and known server message', () => {
      const marked = translator(
        {
          common: Object.fromEntries(
            Object.keys({ ...commonWithChecks, ...settingMessages }).map((key) => [key, `«${key}»`]),
          ),
        },
        'common',
        commonWithChecks,
      );
      const errors = [
        ...(
          ['network', 'timeout', 'rate-limited', 'unauthorized', 'not-found', 'invalid-response', 'aborted'] as const
        ).map((kind) => new SwapApiError(kind, 'x')),
        new SwapApiError('http', 'x', { status: 502 }),
        new SwapApiError('http', 'x', { status: 400, serverMessage: 'odd thing' }),
        ...[
          'Amount is too low for bridge, try at least 1500000',
          'recipient is not valid',
          'refundTo is not valid',
          'originAsset is not valid',
          'destinationAsset is not valid',
          'Failed to get quote',
        ].map((serverMessage) => new SwapApiError('http', 'x', { status: 400, serverMessage })),
        'not an error',
      ];
      for (const error of errors) expect(describeError(error, { text: marked }), String(error)).to.match(/^«\w+»/);
    });
  });

  describe('checkMessage', () => {
    it('says in English what is wrong and what was expected, for each kind of check', () => {
      const say = (check: { ok: boolean }) => plain(checkMessage(failed(check)));
      expect(say(validateAddress('eth', ''))).to.equal('Enter an address.');
      expect(say(validateAddress('eth', '0x5aAeb6053F3E94C9b9A0 9f33669435E7Ef1BeAed'))).to.equal(
        'An address has no spaces: check what was pasted.',
      );
      expect(say(validateAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'))).to.equal(
        'The capital letters do not match the address checksum: check for a typo.',
      );
      expect(say(validateAddress('eth', '0x1234'))).to.equal(
        'This is not a valid Ethereum address: expected 0x followed by 40 hex characters.',
      );
      expect(say(validateAddress('tron', 'T1'))).to.equal(
        'This is not a valid Tron address: expected a Tron address starting with T.',
      );
      expect(say(validateAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=7'))).to.equal(
        'XRP destination tags are not supported here: enter the classic address starting with r, without a tag. An exchange account that needs a tag cannot receive this swap.',
      );
      expect(
        say(validateAddress('zec', 'zs1z7rejlpsa98s2rrrfkwmaxu53e4ue0ulcrw0h4x5g8jl04tak0d3mm47vdtahatqrlkngh9sly')),
      ).to.equal(
        'Shielded Zcash addresses (z… or unified u1…) are not supported here: enter a transparent address starting with t1 or t3.',
      );
      expect(say(validateTxHash('eth', '0x1234'))).to.equal(
        'This is not an Ethereum transaction hash: expected 0x followed by 64 hex characters.',
      );
      expect(say(validateTxHash('btc', 'x'))).to.equal(
        'This is not a Bitcoin transaction hash: expected 64 hex characters.',
      );
      expect(say(parseAmount('', 6))).to.equal('Enter an amount.');
      expect(say(parseAmount('-1', 6))).to.equal('The amount must be positive.');
      expect(say(parseAmount('1e5', 6))).to.equal('Use digits and one decimal separator, for example 1.5.');
      expect(say(parseAmount('1.2.3', 6))).to.equal('Use only one decimal separator.');
      expect(say(parseAmount('12,34.5', 2))).to.equal('Digit groups must have three digits, for example 1,234.5.');
      expect(say(parseAmount('0', 6))).to.equal('Enter an amount greater than zero.');
      expect(say(parseAmount('1.5', 0))).to.equal('This token has no decimal places: enter a whole number.');
      expect(say(parseAmount('1.55', 1))).to.equal('This token has at most 1 decimal place.');
      expect(say(parseAmount('0.1234567', 6))).to.equal('This token has at most 6 decimal places.');
      expect(say(validateAppFees([{ recipient: 'a.near', fee: 501 }]))).to.equal(
        'The app fee can be at most 500 basis points (5%).',
      );
      expect(
        say(
          validateAppFees([
            { recipient: 'a.near', fee: 1 },
            { recipient: ' ', fee: 1 },
          ]),
        ),
      ).to.equal('App fee 2 needs a recipient account.');
    });

    it('fills the chain name and the translated format hint', () => {
      const address = failed(validateAddress('btc', 'not-bitcoin'));
      expect(checkMessage(address, german)).to.equal(
        'Keine gültige Bitcoin-Adresse: erwartet eine Bitcoin-Adresse mit bc1, 1 oder 3 am Anfang.',
      );
      const hash = failed(validateTxHash('eth', '0x1234'));
      expect(checkMessage(hash, german)).to.equal('Kein Ethereum-Transaktionshash: erwartet 0x und 64 Hex-Zeichen.');
      expect(checkMessage(hash)).to.equal(
        'This is not an Ethereum transaction hash: expected 0x followed by 64 hex characters.',
      );
      expect(formatHintMessage('btc', german)).to.equal('eine Bitcoin-Adresse mit bc1, 1 oder 3 am Anfang');
      expect(formatHintMessage('tron')).to.equal('a Tron address starting with T');
    });

    it('fills numbers in the locale and picks the plural form', () => {
      expect(checkMessage(failed(parseAmount('1.55', 1)), german, 'de')).to.equal('Höchstens 1 Nachkommastelle.');
      expect(checkMessage(failed(parseAmount('1.5555555', 6)), german, 'de')).to.equal('Höchstens 6 Nachkommastellen.');
      const fees = validateAppFees([
        { recipient: 'a.near', fee: 1 },
        { recipient: 'b.near', fee: 900 },
      ]);
      expect(plain(checkMessage(failed(fees), german, 'de'))).to.equal(
        'App-Gebühr 2: höchstens 500 Basispunkte (5 %).',
      );
      expect(checkMessage(failed(fees))).to.equal('App fee 2 can be at most 500 basis points (5%).');
    });

    it('has a catalogue entry for every failed check (no English left when all keys are translated)', () => {
      const marked = translator(
        {
          common: Object.fromEntries(
            Object.keys({ ...commonWithChecks, ...settingMessages }).map((key) => [key, `«${key}» {chain} {format}`]),
          ),
        },
        'common',
        commonWithChecks,
      );
      for (const check of everyFailedCheck()) {
        const text = checkMessage(check, marked);
        const what = JSON.stringify(check);
        expect(text, what).to.match(/^«\w+»/);
        expect(text, what).not.to.contain('hex characters');
        expect(text, what).not.to.match(/\ba \w+ (address|account|signature|transaction)/);
      }
    });
  });

  describe('parts inside an element', () => {
    class PartsHost extends SwapElement {
      override render() {
        return html`<swap-copy-button value="0xabc"></swap-copy-button>
          <swap-copy-button value="memo" label="Copy memo"></swap-copy-button>
          <swap-countdown .until=${this.now() + 65_000} .clock=${() => this.now()}></swap-countdown>`;
      }
    }
    PartsHost.define('test-parts-host');
    const NOW = Date.UTC(2026, 0, 15, 12);

    const copyButton = (host: Element) => host.shadowRoot!.querySelector<SwapCopyButton>('swap-copy-button')!;
    const countdown = (host: Element) => host.shadowRoot!.querySelector<SwapCountdown>('swap-countdown')!;
    const settle = async (host: PartsHost) => {
      await host.updateComplete;
      await copyButton(host).updateComplete;
      await countdown(host).updateComplete;
    };

    it('use the host element`s messages for their words and announcements', async () => {
      const host = await fixture<PartsHost>(html`<test-parts-host .clock=${() => NOW}></test-parts-host>`);
      await settle(host);
      const button = copyButton(host).shadowRoot!.querySelector('button')!;
      expect(button.textContent!.trim()).to.equal('Copy');
      expect(button.getAttribute('aria-label')).to.equal('Copy');
      const timer = countdown(host).shadowRoot!.querySelector('[role=timer]')!;
      expect(timer.getAttribute('aria-label')).to.match(/^1 minute 5 seconds$/);

      host.messages = {
        common: {
          copyButton: 'Kopieren',
          copied: 'Kopiert',
          copiedButton: '✓ Kopiert',
          countdownLabel: 'noch {duration}',
        },
      };
      await settle(host);
      expect(button.textContent!.trim()).to.equal('Kopieren');
      expect(button.getAttribute('aria-label')).to.equal('Kopieren');
      const memo = host.shadowRoot!.querySelectorAll<SwapCopyButton>('swap-copy-button')[1]!;
      expect(memo.shadowRoot!.querySelector('button')!.getAttribute('aria-label')).to.equal(
        'Copy memo',
        'the host`s own label wins',
      );
      expect(timer.getAttribute('aria-label')).to.match(/^noch 1 minute 5 seconds$/);

      const original = navigator.clipboard.writeText;
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: () => Promise.resolve() });
      try {
        setTimeout(() => button.click());
        await oneEvent(copyButton(host), 'swap-copy');
        await copyButton(host).updateComplete;
        expect(copyButton(host).shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Kopiert');
        expect(button.textContent!.trim()).to.equal('✓ Kopiert');
      } finally {
        Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
      }
    });

    it('follow configure({ messages }) given after they rendered, and the element`s messages over it', async () => {
      const host = await fixture<PartsHost>(html`<test-parts-host .clock=${() => NOW}></test-parts-host>`);
      await settle(host);
      configure({ messages: { common: { copyButton: 'Copiar', copyFailed: 'No se pudo copiar' } } });
      await settle(host);
      const button = copyButton(host).shadowRoot!.querySelector('button')!;
      expect(button.textContent!.trim()).to.equal('Copiar');
      host.messages = { common: { copyButton: 'Copier' } };
      await settle(host);
      expect(button.textContent!.trim()).to.equal('Copier');

      const exec = document.execCommand;
      const original = navigator.clipboard.writeText;
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
      document.execCommand = () => false;
      try {
        setTimeout(() => button.click());
        await oneEvent(copyButton(host), 'swap-copy');
        await copyButton(host).updateComplete;
        expect(copyButton(host).shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('No se pudo copiar');
      } finally {
        Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
        document.execCommand = exec;
      }
    });

    it('format the countdown in the language of a lang="de" ancestor, or the host`s locale', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="de"><test-parts-host .clock=${() => NOW}></test-parts-host></div>`,
      );
      const host = wrapper.querySelector<PartsHost>('test-parts-host')!;
      await settle(host);
      const timer = countdown(host).shadowRoot!.querySelector('[role=timer]')!;
      expect(timer.getAttribute('aria-label')).to.equal('1 Minute 5 Sekunden');

      host.locale = 'fr';
      await settle(host);
      expect(plain(timer.getAttribute('aria-label')!)).to.equal('1 minute 5 secondes');

      // A page that switches language re-renders the parts with their host.
      host.locale = undefined;
      wrapper.setAttribute('lang', 'es');
      await new Promise((resolve) => setTimeout(resolve));
      await settle(host);
      expect(timer.getAttribute('aria-label')).to.equal('1 minuto 5 segundos');
    });

    it('format a stand-alone countdown in the inherited lang, and in English copy words', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="de">
          <swap-countdown .clock=${() => NOW} .until=${NOW + 3_600_000 + 120_000}></swap-countdown>
          <swap-copy-button value="x"></swap-copy-button>
        </div>`,
      );
      const timer = wrapper.querySelector('swap-countdown')!;
      await timer.updateComplete;
      expect(timer.shadowRoot!.querySelector('[role=timer]')!.getAttribute('aria-label')).to.equal(
        '1 Stunde 2 Minuten',
      );
      const button = wrapper.querySelector('swap-copy-button')!;
      await button.updateComplete;
      expect(button.shadowRoot!.querySelector('button')!.textContent!.trim()).to.equal('Copy');
    });
  });
});

// The section type stays in step with the English object (a translation is a plain object of these keys).
const _typed: MessageCatalogue['common'] = { ...commonWithChecks, ...settingMessages };
void _typed;
