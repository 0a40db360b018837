// Intl formatters are slow to build and cheap to reuse: one per (kind, locale, options), kept for the page.
const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale?: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale?: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (
  locale?: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat => cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
