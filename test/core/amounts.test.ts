import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  compareUnits,
  formatAmount,
  formatUsd,
  isUnitsString,
  READ_SIGNIFICANT_DIGITS,
  shortenDecimal,
  toDecimal,
  usdValue,
} from '../../src/core/amounts.js';
import { parseAmount } from '../../src/core/amount-input.js';
import { readableAmount } from '../../src/elements/parts/views/amount.view.js';

const units = (text: string, decimals: number, locale = 'en-US') => {
  const r = parseAmount(text, decimals, { locale });
  return r.ok ? r.units : `! ${r.code}`;
};

describe('amounts', () => {
  it('parses decimal text into exact smallest units', () => {
    expect(units('1.5', 6)).to.equal('1500000');
    expect(units('0.000001', 6)).to.equal('1');
    expect(units('1,234.5', 6)).to.equal('1234500000');
    expect(units(' 1 234.5 ', 2)).to.equal('123450');
    expect(units('.5', 1)).to.equal('5');
    expect(units('5.', 1)).to.equal('50');
    expect(units('1.50000000', 6)).to.equal('1500000'); // trailing zeros beyond decimals are harmless
    expect(units('12345678901234.5678901234567890', 24)).to.equal('12345678901234567890123456789' + '0'.repeat(9));
  });

  it('follows the reader locale, and takes a lone "." as a decimal point anywhere', () => {
    expect(units('1.234,5', 2, 'de-DE')).to.equal('123450');
    expect(units('1,5', 2, 'de-DE')).to.equal('150');
    expect(units('0.5', 2, 'de-DE')).to.equal('50');
    expect(units('1.000', 2, 'de-DE')).to.equal('100000');
    expect(units('1.000', 2, 'en-US')).to.equal('100');
  });

  it('accepts a typed symbol and says exactly what is wrong otherwise', () => {
    expect(parseAmount('2.5 USDC', 6, { symbol: 'USDC' })).to.deep.equal({ ok: true, units: '2500000' });
    expect(units('', 6)).to.equal('! amount-empty');
    expect(units('-1', 6)).to.equal('! amount-negative');
    expect(units('0', 6)).to.equal('! amount-zero');
    expect(units('1e5', 6)).to.equal('! amount-characters');
    expect(units('1.2.3', 6)).to.equal('! amount-separators');
    expect(units('0.1234567', 6)).to.equal('! amount-too-many-decimals');
    expect(units('1.5', 0)).to.equal('! amount-no-decimals');
    expect(units('12,34.5', 2)).to.equal('! amount-digit-groups');
    expect(parseAmount('0', 6, { allowZero: true })).to.deep.equal({ ok: true, units: '0' });
  });

  it('refuses separators that do not fit the reader locale instead of guessing a number', () => {
    // Seen read as 123, 125 and 12345: each is a separator in the wrong place.
    expect(units('1,2,3', 6)).to.equal('! amount-digit-groups');
    expect(units('12,,5', 6)).to.equal('! amount-digit-groups');
    expect(units('12.34.5', 2, 'de-DE')).to.equal('! amount-digit-groups');
    expect(units('12,,5', 2, 'de-DE')).to.equal('! amount-separators');
    for (const text of ['0,500', ',500', '1,234,56', '1 2 3', '12 34.5', '1,234.567,8', '1.5 5']) {
      expect(units(text, 6), text).to.match(/^! amount-(digit-groups|separators)$/);
    }
    for (const text of ['1.23.456', '1.2345.678', '1.234 567,5']) {
      expect(units(text, 6, 'de-DE'), text).to.match(/^! amount-(digit-groups|separators)$/);
    }
    // Grouping that fits the locale still works, with any width of space and the Swiss apostrophe.
    expect(units('1,234.5', 2)).to.equal('123450');
    expect(units('1,234,567', 0)).to.equal('1234567');
    expect(units('1.234,5', 2, 'de-DE')).to.equal('123450');
    expect(units('12.345.678,9', 1, 'de-DE')).to.equal('123456789');
    expect(units('1\u202f234,5', 1, 'fr-FR')).to.equal('12345');
    expect(units('1 234 567,5', 1, 'fr-FR')).to.equal('12345675');
    expect(units("1'234.5", 1, 'de-CH')).to.equal('12345');
    expect(units('1\u2019234.5', 1, 'de-CH')).to.equal('12345');
    expect(units('12,34,567.5', 1, 'en-IN')).to.equal('12345675'); // Indian grouping…
    expect(units('1,234,567.5', 1, 'en-IN')).to.equal('12345675'); // …and three-digit groups there too
    expect(units('12,34,567.5', 1, 'en-US')).to.equal('! amount-digit-groups');
  });

  it('reads back every amount as each locale writes it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'de-CH', 'en-IN', 'es-ES', 'pl-PL'),
        (value, decimals, locale) => {
          const text = formatAmount(value, decimals, { locale, exact: true });
          expect(parseAmount(text, decimals, { locale }), `${text} (${locale})`).to.deep.equal({
            ok: true,
            units: value.toString(),
          });
        },
      ),
    );
  });

  it('refuses an amount beyond what a token can hold (u128 in smallest units)', () => {
    const max = 2n ** 128n - 1n;
    expect(units(max.toString(), 0)).to.equal(max.toString());
    expect(units((max + 1n).toString(), 0)).to.equal('! amount-too-large');
    expect(parseAmount('1' + '0'.repeat(42), 18)).to.deep.equal({ ok: false, code: 'amount-too-large', decimals: 18 });
    expect(units(toDecimal(max, 18), 18)).to.equal(max.toString());
  });

  it('round-trips every amount exactly through toDecimal and parseAmount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = toDecimal(value, decimals);
        const back = parseAmount(text, decimals);
        expect(back).to.deep.equal({ ok: true, units: value.toString() });
      }),
    );
  });

  it('formats exactly, truncating instead of rounding up', () => {
    expect(toDecimal('1500000', 6)).to.equal('1.5');
    expect(toDecimal(1n, 18)).to.equal('0.000000000000000001');
    expect(formatAmount('1999999', 6, { locale: 'en-US' })).to.equal('1.99999');
    expect(formatAmount('123456789123456789', 6, { locale: 'en-US' })).to.equal('123,456,789,123');
    expect(formatAmount('1', 18, { locale: 'en-US' })).to.equal('0.000000000000000001');
    expect(formatAmount('123456789', 18, { locale: 'en-US' })).to.equal('0.000000000123456');
    expect(formatAmount('1234567890000000000001', 18, { locale: 'en-US', exact: true })).to.equal(
      '1,234.567890000000000001',
    );
    expect(formatAmount('1500000', 6, { locale: 'de-DE' })).to.equal('1,5');
  });

  it('reads every amount by one rule: 6 significant digits, the whole part always complete', () => {
    expect(READ_SIGNIFICANT_DIGITS).to.equal(6);
    // The amounts of issue 26: a 24-decimal wNEAR delivery and an ANY_INPUT total.
    expect(formatAmount('41650142530192305287248987', 24, { locale: 'en-US' })).to.equal('41.6501');
    expect(formatAmount('41650142530192305287248987', 24, { locale: 'de-DE' })).to.equal('41,6501');
    expect(formatAmount('787689980977286959399', 24, { locale: 'en-US' })).to.equal('0.000787689');
    expect(formatAmount('41650142530192305287248987', 24, { locale: 'en-US', exact: true })).to.equal(
      '41.650142530192305287248987',
    );
    expect(shortenDecimal('1234567.891')).to.equal('1234567');
    expect(shortenDecimal('100.5')).to.equal('100.5');
    expect(shortenDecimal('0.1000009')).to.equal('0.1');
    expect(shortenDecimal('0')).to.equal('0');
    expect(shortenDecimal('-2.7182818')).to.equal('-2.71828');
    expect(formatAmount(10n ** 30n + 5n, 6, { locale: 'en-US' })).to.equal('1,000,000,000,000,000,000,000,000');
    expect(readableAmount('41650142530192305287248987', 24, 'de-DE')).to.deep.equal({
      text: '41,6501',
      exact: '41,650142530192305287248987',
      shortened: true,
    });
    expect(readableAmount('1500000', 6, 'en-US')).to.deep.equal({ text: '1.5', exact: '1.5', shortened: false });
  });

  it('keeps a shortened amount within the rule tolerance, and its exact value round-trips', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'en-IN'),
        (value, decimals, locale) => {
          const read = readableAmount(value, decimals, locale);
          const exact = parseAmount(read.exact, decimals, { locale });
          expect(exact).to.deep.equal({ ok: true, units: value.toString() });
          const shown = parseAmount(read.text, decimals, { locale });
          expect(shown.ok).to.equal(true);
          if (!shown.ok) return;
          const short = BigInt(shown.units);
          // Never more than the real amount, and less by under 10^-5 of it (6 significant digits, cut).
          expect(short <= value).to.equal(true);
          expect((value - short) * 100_000n < value).to.equal(true);
          expect(read.shortened).to.equal(short !== value);
          // At most 6 significant digits unless the whole part itself is longer.
          const digits = toDecimal(short, decimals).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
          const whole = toDecimal(short, decimals).split('.')[0]!;
          expect(digits.length <= Math.max(READ_SIGNIFICANT_DIGITS, whole.length)).to.equal(true);
        },
      ),
    );
  });

  it('never displays more than the real amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (value, decimals) => {
        const shown = formatAmount(value, decimals, { locale: 'en-US' }).replace(/,/g, '');
        const back = parseAmount(shown, decimals, { allowZero: true });
        expect(back.ok).to.equal(true);
        if (back.ok) expect(BigInt(back.units) <= value).to.equal(true);
      }),
    );
  });

  it('computes USD values in fixed point and formats them for people', () => {
    expect(usdValue('1500000', 6, 1)).to.equal('1.5000');
    expect(usdValue('100000000', 8, 97123.45)).to.equal('97123.4500');
    expect(usdValue(10n ** 24n, 24, 3.21)).to.equal('3.2100');
    expect(usdValue('1', 6, null)).to.equal(undefined);
    expect(formatUsd('1234.5678', 'en-US')).to.equal('$1,234.57');
    expect(formatUsd('0.001', 'en-US')).to.equal('< $0.01');
    expect(formatUsd(null)).to.equal('');
  });

  it('compares and recognises unit strings', () => {
    expect(compareUnits('10', '9')).to.equal(1);
    expect(compareUnits(5n, '5')).to.equal(0);
    expect(compareUnits('99999999999999999999', '100000000000000000000')).to.equal(-1);
    expect(isUnitsString('0')).to.equal(true);
    expect(isUnitsString('01')).to.equal(false);
    expect(isUnitsString('1.5')).to.equal(false);
    expect(isUnitsString(5)).to.equal(false);
  });
});
