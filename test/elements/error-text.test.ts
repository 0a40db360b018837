import { expect } from '@open-wc/testing';
import { SwapApiError } from '../../src/api/errors.js';
import { describeError } from '../../src/i18n/error-text.js';

describe('describeError', () => {
  it('explains known server messages in plain words', () => {
    const low = new SwapApiError('http', 'x', {
      status: 400,
      serverMessage: 'Amount is too low for bridge, try at least 1500000',
    });
    expect(describeError(low, { formatMinimum: (u) => `${Number(u) / 1e6} USDC` })).to.equal(
      'The amount is too small for this route. Try at least 1.5 USDC.',
    );
    const recipient = new SwapApiError('http', 'x', { status: 400, serverMessage: 'recipient is not valid' });
    expect(describeError(recipient)).to.match(/recipient address/);
  });

  it('explains each kind of failure, and unknown server messages verbatim', () => {
    expect(describeError(new SwapApiError('network', 'x'))).to.match(/could not be reached/);
    expect(describeError(new SwapApiError('http', 'x', { status: 503 }))).to.match(/had a problem/);
    expect(describeError(new SwapApiError('http', 'x', { status: 400, serverMessage: 'odd thing' }))).to.equal(
      'The service said: odd thing',
    );
    expect(
      describeError(new SwapApiError('invalid-request', 'x', { issues: [{ path: 'amount', message: 'Bad amount.' }] })),
    ).to.equal('Bad amount.');
    expect(describeError(new Error('Signature mismatch.'))).to.equal('Signature mismatch.');
    expect(describeError('???')).to.equal('Something went wrong. Please try again.');
  });
});
