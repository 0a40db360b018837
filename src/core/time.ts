// Durations and relative times in the user's language through Intl (no date library).
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl.js';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * A duration in words, coarse enough to read at a glance: "45 seconds", "3 minutes", "1 hour 20 minutes",
 * "2 days 3 hours". Two units at most; negative durations are treated as zero.
 */
export function formatDuration(ms: number, locale?: string): string {
  let rest = Math.max(0, Math.round(ms / 1000) * 1000);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count === 0 && !(unit === 'second' && parts.length === 0)) continue;
    parts.push(numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count));
    rest -= count * size;
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** A countdown clock: "59:07", "1:02:03"; zero or less is "0:00". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** "in 5 minutes", "3 hours ago", "yesterday" — in the largest unit that fits. */
export function formatRelative(date: Date | number | string, now: number = Date.now(), locale?: string): string {
  const diff = new Date(date).getTime() - now;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

/** A local date and time: "22 Nov 2026, 11:05". */
export function formatDateTime(date: Date | number | string, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
}
