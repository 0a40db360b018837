import { expect } from '@open-wc/testing';
import {
  BACKOFF_MAX_MS,
  FAST_POLL_MS,
  LATE_POLL_MS,
  SLOW_POLL_MS,
  isFinalStatus,
  isSwapStatus,
  nextPollDelay,
} from '../../src/core/status.js';
import { progressSteps } from '../../src/core/progress.js';

describe('status', () => {
  it('knows the final statuses and never treats an unknown one as final', () => {
    expect(['SUCCESS', 'REFUNDED', 'FAILED'].every(isFinalStatus)).to.equal(true);
    expect(['PENDING_DEPOSIT', 'KNOWN_DEPOSIT_TX', 'INCOMPLETE_DEPOSIT', 'PROCESSING'].some(isFinalStatus)).to.equal(
      false,
    );
    expect(isFinalStatus('SOMETHING_NEW')).to.equal(false);
    expect(isSwapStatus('SOMETHING_NEW')).to.equal(false);
  });

  it('maps statuses onto the timeline, refunds and failures included', () => {
    const view = (s: string) => progressSteps(s).map((p) => `${p.id}:${p.state}`);
    expect(view('PENDING_DEPOSIT')).to.deep.equal(['deposit:current', 'processing:upcoming', 'delivered:upcoming']);
    expect(view('PROCESSING')).to.deep.equal(['deposit:done', 'processing:current', 'delivered:upcoming']);
    expect(view('SUCCESS')).to.deep.equal(['deposit:done', 'processing:done', 'delivered:done']);
    expect(view('REFUNDED')).to.deep.equal(['deposit:done', 'processing:skipped', 'refunded:done']);
    expect(view('FAILED')).to.deep.equal(['deposit:done', 'processing:failed', 'delivered:skipped']);
  });

  it('polls fast while processing, slowly while waiting, rarely past the deadline, never when final', () => {
    expect(nextPollDelay({ status: 'PROCESSING', errors: 0 })).to.equal(FAST_POLL_MS);
    expect(nextPollDelay({ status: 'KNOWN_DEPOSIT_TX', errors: 0 })).to.equal(FAST_POLL_MS);
    expect(nextPollDelay({ status: 'PENDING_DEPOSIT', errors: 0 })).to.equal(SLOW_POLL_MS);
    expect(nextPollDelay({ status: 'INCOMPLETE_DEPOSIT', errors: 0 })).to.equal(SLOW_POLL_MS);
    expect(nextPollDelay({ status: 'PENDING_DEPOSIT', errors: 0, pastDeadline: true })).to.equal(LATE_POLL_MS);
    expect(nextPollDelay({ status: 'PENDING_DEPOSIT', errors: 0, intervalMs: 1_000 })).to.equal(1_000);
    expect(nextPollDelay({ status: 'SUCCESS', errors: 0 })).to.equal(null);
    expect(nextPollDelay({ status: 'REFUNDED', errors: 3 })).to.equal(null);
  });

  it('backs off exponentially on errors with jitter, up to a minute', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((errors) =>
      nextPollDelay({ status: 'PROCESSING', errors, random: () => 0.5 }),
    );
    expect(delays).to.deep.equal([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(nextPollDelay({ status: 'PROCESSING', errors: 1, random: () => 0 })).to.equal(1_600);
    expect(nextPollDelay({ status: 'PROCESSING', errors: 1, random: () => 1 })).to.equal(2_400);
    expect(nextPollDelay({ status: 'PROCESSING', errors: 20, random: () => 1 })).to.equal(BACKOFF_MAX_MS);
  });
});
