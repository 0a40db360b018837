import { expect } from '@open-wc/testing';
import { formatClock, formatDateTime, formatDuration, formatRelative } from '../../src/core/time.js';

describe('time', () => {
  it('formats durations in at most two units', () => {
    expect(formatDuration(45_000, 'en')).to.equal('45 seconds');
    expect(formatDuration(60_000, 'en')).to.equal('1 minute');
    expect(formatDuration(4_800_000, 'en')).to.equal('1 hour 20 minutes');
    expect(formatDuration(2 * 86_400_000 + 3 * 3_600_000 + 59_000, 'en')).to.equal('2 days 3 hours');
    expect(formatDuration(-5000, 'en')).to.equal('0 seconds');
    expect(formatDuration(120_000, 'de')).to.equal('2 Minuten');
  });

  it('formats a countdown clock', () => {
    expect(formatClock(3_547_000)).to.equal('59:07');
    expect(formatClock(3_723_000)).to.equal('1:02:03');
    expect(formatClock(-1)).to.equal('0:00');
    expect(formatClock(1)).to.equal('0:01', 'a started second still counts');
  });

  it('formats relative times in the largest unit that fits', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(formatRelative(now + 5 * 60_000, now, 'en')).to.equal('in 5 minutes');
    expect(formatRelative(now - 3 * 3_600_000, now, 'en')).to.equal('3 hours ago');
    expect(formatRelative(now - 86_400_000, now, 'en')).to.equal('yesterday');
    expect(formatRelative(new Date(now - 10_000).toISOString(), now, 'en')).to.equal('10 seconds ago');
  });

  it('formats local date and time in the locale', () => {
    const text = formatDateTime(Date.UTC(2026, 10, 22, 12), 'en');
    expect(text).to.match(/Nov 22, 2026/);
  });
});
