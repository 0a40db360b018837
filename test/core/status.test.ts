import { expect } from '@open-wc/testing';
import {
  BACKOFF_MAX_MS,
  FAST_POLL_MS,
  LATE_POLL_MS,
  SLOW_POLL_MS,
  isFinalStatus,
  isSwapStatus,
  nextPollDelay,
  supersedes,
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

// Issue 46 item 1: the one "never step back" rule follows each swap type's lifecycle. An ANY_INPUT address keeps
// taking deposits, so the service answers KNOWN_DEPOSIT_TX, then PENDING_DEPOSIT again once that deposit is paid out.
describe('supersedes: the never-step-back rule per swap type', () => {
  const OPEN = ['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT', 'KNOWN_DEPOSIT_TX', 'PROCESSING'];
  const FINALS = ['SUCCESS', 'REFUNDED', 'FAILED'];
  const OTHER_TYPES = ['EXACT_INPUT', 'EXACT_OUTPUT', 'FLEX_INPUT', undefined];
  const at = (status: string, second: number) => ({
    status,
    updatedAt: `2026-11-28T12:00:${String(second).padStart(2, '0')}.000Z`,
  });

  it('ANY_INPUT: a later answer moves back to PENDING_DEPOSIT (and between any open statuses by time)', () => {
    expect(supersedes(at('PENDING_DEPOSIT', 30), at('KNOWN_DEPOSIT_TX', 10), 'ANY_INPUT')).to.equal(true);
    expect(supersedes(at('PENDING_DEPOSIT', 30), at('PROCESSING', 20), 'ANY_INPUT')).to.equal(true);
    for (const next of OPEN) {
      for (const known of OPEN) {
        expect(supersedes(at(next, 30), at(known, 10), 'ANY_INPUT'), `${known} -> later ${next}`).to.equal(true);
        expect(supersedes(at(next, 10), at(known, 30), 'ANY_INPUT'), `${known} -> older ${next}`).to.equal(false);
      }
    }
  });

  it('ANY_INPUT: without both times an open status still never steps back', () => {
    expect(supersedes({ status: 'PENDING_DEPOSIT' }, at('KNOWN_DEPOSIT_TX', 10), 'ANY_INPUT')).to.equal(false);
    expect(supersedes(at('PENDING_DEPOSIT', 10), at('PROCESSING', 10), 'ANY_INPUT')).to.equal(false);
    expect(supersedes({ status: 'PROCESSING' }, { status: 'PENDING_DEPOSIT' }, 'ANY_INPUT')).to.equal(true);
  });

  it('every other swap type (or an unknown one) never steps back, whatever the times say', () => {
    for (const type of OTHER_TYPES) {
      expect(supersedes(at('PENDING_DEPOSIT', 30), at('KNOWN_DEPOSIT_TX', 10), type), String(type)).to.equal(false);
      expect(supersedes(at('PENDING_DEPOSIT', 30), at('PROCESSING', 10), type), String(type)).to.equal(false);
      expect(supersedes(at('KNOWN_DEPOSIT_TX', 30), at('PROCESSING', 10), type), String(type)).to.equal(false);
      expect(supersedes(at('INCOMPLETE_DEPOSIT', 30), at('PROCESSING', 10), type), String(type)).to.equal(false);
      // Forward always; a short deposit and a known hash either way, by time (a top-up, or a hash seen first).
      expect(supersedes(at('PROCESSING', 10), at('PENDING_DEPOSIT', 30), type), String(type)).to.equal(true);
      expect(supersedes(at('INCOMPLETE_DEPOSIT', 30), at('KNOWN_DEPOSIT_TX', 10), type), String(type)).to.equal(true);
      expect(supersedes(at('KNOWN_DEPOSIT_TX', 30), at('INCOMPLETE_DEPOSIT', 10), type), String(type)).to.equal(true);
    }
  });

  it('a final status never changes, for any swap type; an open one always ends in a final', () => {
    for (const type of ['ANY_INPUT', ...OTHER_TYPES]) {
      for (const final of FINALS) {
        for (const other of [...OPEN, ...FINALS.filter((f) => f !== final)]) {
          expect(supersedes(at(other, 50), at(final, 10), type), `${final} -> ${other} (${type})`).to.equal(false);
        }
        for (const open of OPEN) {
          expect(supersedes(at(final, 10), at(open, 50), type), `${open} -> ${final} (${type})`).to.equal(true);
        }
      }
    }
  });
});
