// The decisions of <swap-order> without the DOM: the form's checks, the order's attributes, the words for every fill,
// payout and error code, what funds an order, what a cancel refunds, and when to ask again.
import { expect } from '@open-wc/testing';
import {
  checkOrder,
  errorWord,
  fieldOfPointer,
  fillWord,
  fundingAmount,
  nextOrderPoll,
  payoutWord,
  unfilledPart,
  type OrderAttributes,
  type OrderForm,
  type Pair,
} from '../../../src/elements/swap-order/order.model.js';
import { orderMessages } from '../../../src/i18n/en/order.js';

const PAIR: Pair = {
  base: { assetId: 'nep141:wrap.near', decimals: 24, symbol: 'wNEAR' },
  quote: { assetId: 'nep141:usdc', decimals: 6, symbol: 'USDC' },
};
const FORM: OrderForm = {
  side: 'SELL',
  price: '3.25',
  quantity: '1.5',
  days: '7',
  recipient: 'bob.near',
  refundTo: 'alice.near',
};
const NOW = Date.UTC(2026, 10, 28, 12);

const base = (over: Partial<OrderAttributes> = {}): OrderAttributes => ({
  baseAsset: PAIR.base.assetId,
  quoteAsset: PAIR.quote.assetId,
  side: 'SELL',
  price: '3.25',
  quantity: '1500000000000000000000000',
  fillStatus: 'OPEN',
  ...over,
});

describe('order.model', () => {
  it('builds the JSON:API attributes: exact quantity, price as typed, deadline in 7 days, GTC, not public', () => {
    const result = checkOrder(FORM, PAIR, NOW);
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.attributes).to.deep.equal({
      baseAsset: 'nep141:wrap.near',
      quoteAsset: 'nep141:usdc',
      side: 'SELL',
      price: '3.25',
      quantity: '1500000000000000000000000',
      depositType: 'ORIGIN_CHAIN',
      refundTo: 'alice.near',
      refundType: 'ORIGIN_CHAIN',
      recipient: 'bob.near',
      recipientType: 'DESTINATION_CHAIN',
      confidentiality: 'basic',
      timeInForce: 'GTC',
      deadline: '2026-12-05T12:00:00.000Z',
    });
  });

  it('asks for funding from the NEAR Intents balance when the form chooses it', () => {
    const result = checkOrder({ ...FORM, depositType: 'INTENTS' }, PAIR, NOW);
    expect(result.ok && result.attributes.depositType).to.equal('INTENTS');
  });

  it('gives each wrong field its own sentence and sends nothing', () => {
    const empty = checkOrder({ ...FORM, price: '', quantity: ' ', recipient: '', refundTo: '' }, PAIR, NOW);
    expect(empty).to.deep.equal({
      ok: false,
      fields: {
        price: { key: 'checkPriceEmpty' },
        quantity: { key: 'checkQuantityEmpty' },
        recipient: { key: 'checkRecipientEmpty' },
        refundTo: { key: 'checkRefundEmpty' },
      },
    });
    const wrong = checkOrder(
      { ...FORM, price: '0', quantity: '1.1234567', days: '0' },
      { ...PAIR, base: { ...PAIR.base, decimals: 6 } },
      NOW,
    );
    expect(wrong).to.deep.equal({
      ok: false,
      fields: {
        price: { key: 'checkPriceInvalid' },
        quantity: { key: 'checkQuantityInvalid', values: { decimals: 6 } },
        days: { key: 'checkDeadlineInvalid' },
      },
    });
    expect(checkOrder({ ...FORM, price: '-1' }, PAIR, NOW).ok).to.equal(false);
    expect(checkOrder({ ...FORM, price: '1e3' }, PAIR, NOW).ok).to.equal(false);
    expect(checkOrder({ ...FORM, days: '2.5' }, PAIR, NOW).ok).to.equal(false);
  });

  it('has a sentence for every documented error code, and points validation-failed at its field', () => {
    const codes = [
      'malformed-request',
      'validation-failed',
      'request-rejected',
      'order-rejected',
      'authentication-required',
      'client-generated-id',
      'order-not-found',
      'resource-type-mismatch',
      'rate-limit-exceeded',
      'internal-error',
      'service-unavailable',
    ];
    const words = codes.map(errorWord);
    expect(new Set(words).size).to.equal(codes.length);
    expect(words).not.to.include('errorOther');
    for (const word of words) expect(orderMessages[word]).to.be.a('string');
    expect(errorWord('something-new')).to.equal('errorOther');
    expect(fieldOfPointer('/data/attributes/price')).to.equal('price');
    expect(fieldOfPointer('/data/attributes/refundTo')).to.equal('refundTo');
    expect(fieldOfPointer('/data/attributes/deadline')).to.equal('days');
    expect(fieldOfPointer('/data/attributes/appFees')).to.equal(undefined);
    expect(fieldOfPointer(undefined)).to.equal(undefined);
  });

  it('words all eight fill states and the four payout states', () => {
    const fills = [
      'AWAITING_DEPOSIT',
      'PENDING_CANCEL',
      'UNTRIGGERED',
      'OPEN',
      'PARTIALLY_FILLED',
      'FILLED',
      'CANCELED',
      'EXPIRED',
    ];
    expect(new Set(fills.map(fillWord)).size).to.equal(8);
    expect(fills.map(fillWord)).not.to.include('fillOther');
    expect(fillWord('HELD')).to.equal('fillOther');
    const payouts = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'];
    expect(new Set(payouts.map(payoutWord)).size).to.equal(4);
    expect(payoutWord('X')).to.equal('payoutOther');
  });

  it('funds SELL with swapView.amountIn and BUY with maxAmountIn', () => {
    const swapView = { amountIn: '100', maxAmountIn: '205', amountOut: '50' };
    expect(fundingAmount(base({ swapView }))).to.equal('100');
    expect(fundingAmount(base({ side: 'BUY', swapView }))).to.equal('205');
  });

  it('refunds exactly the deposit less what has filled', () => {
    const order = base({
      depositedAmount: '1500000000000000000000001',
      partialFills: [
        { id: 'a', amountIn: '500000000000000000000000', amountOut: '1625000' },
        { id: 'b', amountIn: '250000000000000000000000', amountOut: '812500' },
      ],
    });
    expect(unfilledPart(order)).to.equal(750000000000000000000001n);
    expect(unfilledPart(base())).to.equal(0n);
  });

  it('asks again on a schedule, backs off, waits out a rate limit and stops at a final payout', () => {
    expect(nextOrderPoll(base(), 0)).to.equal(15_000);
    expect(nextOrderPoll(base({ fillStatus: 'PENDING_CANCEL' }), 0)).to.equal(5_000);
    expect([1, 2, 3, 7].map((errors) => nextOrderPoll(base(), errors))).to.deep.equal([2_000, 4_000, 8_000, 60_000]);
    expect(nextOrderPoll(base(), 0, 30_000)).to.equal(30_000);
    expect(nextOrderPoll(base({ isPayoutStatusFinal: true }), 3)).to.equal(null);
  });
});
