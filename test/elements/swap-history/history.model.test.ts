import { expect } from '@open-wc/testing';
import {
  buildFilter,
  checkPageSize,
  csvCell,
  dateBound,
  decimalText,
  shorten,
  toCsv,
  type HistoryMessage,
} from '../../../src/elements/swap-history/history.model.js';
import { historyMessages } from '../../../src/i18n/en/history.js';
import { translator } from '../../../src/i18n/messages.js';
import type { ExplorerTransaction } from '../../../src/api/explorer-schemas.js';

/** The model says which message and with what values; the English sentence is what people read. */
const english = translator(undefined, 'history', historyMessages);
const say = (message: HistoryMessage | undefined) => (message ? english(message.key, message.values) : '');

const base = { statuses: ['SUCCESS'] };

describe('swap-history model', () => {
  it('builds the explorer query from the fields, in canonical status order', () => {
    const { query, errors } = buildFilter({
      statuses: ['success', 'FAILED'],
      fromChain: ' eth ',
      search: '',
      minUsd: '10',
      maxUsd: 20,
      showTest: true,
    });
    expect(errors).to.deep.equal({});
    expect(query).to.deep.equal({
      statuses: ['FAILED', 'SUCCESS'],
      fromChainId: 'eth',
      minUsdPrice: 10,
      maxUsdPrice: 20,
      showTestTxs: true,
    });
  });

  it('explains what cannot be sent, per field', () => {
    expect(say(buildFilter({ statuses: [] }).errors.statuses)).to.contain('at least one');
    expect(say(buildFilter({ statuses: ['KNOWN_DEPOSIT_TX'] }).errors.statuses)).to.contain('cannot be filtered');
    expect(say(buildFilter({ ...base, minUsd: 'ten' }).errors.minUsd)).to.contain('number');
    expect(say(buildFilter({ ...base, maxUsd: -1 }).errors.maxUsd)).to.contain('negative');
    expect(say(buildFilter({ ...base, minUsd: 5, maxUsd: 1 }).errors.minUsd)).to.contain('greater');
    expect(say(buildFilter({ ...base, start: '2026-01-02', end: '2026-01-01' }).errors.start)).to.contain('before');
    expect(say(buildFilter({ ...base, start: 'yesterday' }).errors.start)).to.contain('date');
    expect(say(buildFilter({ ...base, fromChain: 'Ethereum' }).errors.fromChain)).to.contain('chain code');
    expect(say(buildFilter({ ...base, toToken: 'wrap.near' }).errors.toToken)).to.contain('asset id');
    expect(
      say(buildFilter({ ...base, fromToken: 'nep141:eth.omft.near', toToken: 'nep141:wrap.near' }).errors.fromToken),
    ).to.contain('both tokens');
    const tokens = [{ assetId: 'nep141:wrap.near', blockchain: 'near', symbol: 'wNEAR', decimals: 24 }];
    expect(
      say(buildFilter({ ...base, toChain: 'eth', toToken: 'nep141:wrap.near' }, tokens).errors.toToken),
    ).to.contain('wNEAR is a token on NEAR, not on Ethereum');
    for (const result of [buildFilter({ statuses: [] }), buildFilter({ ...base, minUsd: 5, maxUsd: 1 })]) {
      expect(result.query).to.equal(undefined);
    }
  });

  it('reads dates as local days with an inclusive end, and passes ISO date-times through', () => {
    expect(dateBound('2026-01-15', 'start')).to.equal(new Date(2026, 0, 15).toISOString());
    expect(dateBound('2026-01-15', 'end')).to.equal(new Date(2026, 0, 16).toISOString());
    expect(dateBound('2026-01-15T10:00:00Z', 'end')).to.equal('2026-01-15T10:00:00.000Z');
    expect(dateBound('', 'end')).to.equal(undefined);
    expect(dateBound('15/01/2026', 'start')).to.equal('invalid');
  });

  it('checks the page size and shortens addresses', () => {
    expect(checkPageSize(50)).to.equal(undefined);
    expect(checkPageSize(1000)).to.equal(undefined);
    expect(say(checkPageSize(0))).to.contain('1 to 1000');
    expect(say(checkPageSize(1001))).to.contain('1 to 1000');
    expect(say(checkPageSize(2.5))).to.contain('whole number');
    expect(shorten('0x1234567890abcdef1234567890abcdef12345678')).to.equal('0x1234…5678');
    expect(shorten('bob.near')).to.equal('bob.near');
  });

  it("shows the explorer's decimal text in the page's language, exactly", () => {
    expect(decimalText('1234.5', 'de')).to.equal('1.234,5');
    expect(decimalText('1234.5', 'en-US')).to.equal('1,234.5');
    expect(decimalText('0.000000000000000001', 'en-US')).to.equal('0.000000000000000001');
    expect(decimalText('about 3', 'de')).to.equal('about 3');
  });

  it('writes CSV that quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).to.equal(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvCell(null)).to.equal('');
    const tx = {
      originAsset: 'nep141:wrap.near',
      destinationAsset: 'nep141:eth.omft.near',
      depositAddress: 'abc',
      status: 'SUCCESS',
      createdAt: '2026-01-01T00:00:00.000Z',
      createdAtTimestamp: 1767225600,
      referral: '+evil',
      appFees: [{ recipient: 'fees.near', fee: 25 }],
      senders: ['a.near', 'b.near'],
    } as ExplorerTransaction;
    const [header, row] = toCsv([tx]).split('\r\n');
    const cells = row!.split(',');
    const col = (name: string) => cells[header!.split(',').indexOf(name)];
    expect(col('referral')).to.equal("'+evil");
    expect(col('app_fees')).to.equal('fees.near:25');
    expect(col('senders')).to.equal('a.near b.near');
  });
});
