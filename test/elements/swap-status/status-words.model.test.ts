import { expect } from '@open-wc/testing';
import { SWAP_STATUSES } from '../../../src/core/status.js';
import { translator } from '../../../src/i18n/messages.js';
import { statusMessages } from '../../../src/i18n/en/status.js';
import {
  refundReasonWords as refundReasonIn,
  statusWords as statusWordsIn,
  stepLabel as stepLabelIn,
  stepWithState as stepWithStateIn,
  type WordsContext,
} from '../../../src/elements/swap-status/status-words.model.js';
import type { ProgressStep, StepState } from '../../../src/core/progress.js';

// The built-in English, as the element reads it when nothing is translated.
const t = translator(undefined, 'status', statusMessages);
const statusWords = (status: string, context?: WordsContext) => statusWordsIn(t, status, context);
const refundReasonWords = (reason: string) => refundReasonIn(t, reason);
const stepLabel = (id: ProgressStep['id']) => stepLabelIn(t, id);
const stepWithState = (id: ProgressStep['id'], state: StepState) => stepWithStateIn(t, id, state);

describe('<swap-status> words', () => {
  it('says each of the seven statuses in its own plain words', () => {
    const titles = SWAP_STATUSES.map((s) => statusWords(s).title);
    expect(new Set(titles).size).to.equal(7);
    for (const status of SWAP_STATUSES) {
      const words = statusWords(status);
      expect(words.title, status).to.not.contain('_');
      expect(words.detail.length, status).to.be.greaterThan(20);
    }
    expect(statusWords('SUCCESS', { amountOut: '5 wNEAR' }).detail).to.equal('5 wNEAR was delivered to the recipient.');
    expect(statusWords('KNOWN_DEPOSIT_TX', { originChain: 'Bitcoin' }).detail).to.contain('seen on Bitcoin');
    expect(statusWords('PROCESSING', { estimate: '2 minutes' }).detail).to.contain('usually takes about 2 minutes');
    expect(statusWords('FAILED').tone).to.equal('danger');
    expect(statusWords('INCOMPLETE_DEPOSIT').tone).to.equal('warning');
  });

  it('shows an unknown status as text and says it keeps checking', () => {
    const words = statusWords('AWAITING_SOLVER');
    expect(words.title).to.equal('Status: AWAITING_SOLVER');
    expect(words.detail).to.contain('keeps checking');
  });

  it('explains every known refund reason, and passes an unknown one through', () => {
    const known = [
      'PARTIAL_DEPOSIT',
      'AMOUNT_LESS_THAN_MIN_AMOUNT_OUT',
      'AMOUNT_MORE_THAN_BALANCE',
      'INTENT_SUBMIT_FAILED',
      'CIRCUIT_BREAKER_BLOCKED',
      'FEE_ESTIMATION_FAILED',
      'NO_LIQUIDITY',
      'AMOUNT_LESS_THAN_MIN_WITHDRAWABLE',
      'INSUFFICIENT_BALANCE',
      'REFUND_ADD_FAILED',
      'UNKNOWN',
    ];
    const texts = known.map((reason) => refundReasonWords(reason));
    expect(new Set(texts).size).to.equal(known.length);
    for (const text of texts) expect(text).to.not.match(/[A-Z]{2,}_/);
    expect(refundReasonWords('NO_LIQUIDITY')).to.equal('There was not enough liquidity to fill the swap.');
    expect(refundReasonWords('SOLVER_TIMEOUT')).to.equal('The service gave this reason: SOLVER_TIMEOUT.');
    expect(refundReasonWords('toString')).to.equal('The service gave this reason: toString.', 'no prototype keys');
  });

  it('labels the steps and their states', () => {
    expect(stepLabel('deposit')).to.equal('Deposit');
    expect(stepLabel('refunded')).to.equal('Refund');
    expect(stepWithState('deposit', 'current')).to.equal('Deposit: in progress');
    expect(stepWithState('delivered', 'upcoming')).to.equal('Delivery: not yet');
    expect(stepWithState('failed', 'failed')).to.equal('Failed: failed');
    expect(stepWithState('processing', 'skipped')).to.equal('Swap: did not happen');
  });
});
