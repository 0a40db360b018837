// Intl formatters are slow to build and cheap to reuse: one per (kind, locale, options), kept for the page. A
// malformed locale (a page with lang="en_US") must not break an element: it falls back to the browser's language.
const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object, make: (locale?: string) => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    try {
      formatter = make(locale);
    } catch (error) {
      if (!(error instanceof RangeError) || locale === undefined) throw error;
      formatter = make(undefined);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale?: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, (l) => new Intl.NumberFormat(l, options));

export const dateTimeFormat = (locale?: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', locale, options, (l) => new Intl.DateTimeFormat(l, options));

export const relativeTimeFormat = (
  locale?: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat => cached('relative', locale, options, (l) => new Intl.RelativeTimeFormat(l, options));

export const pluralRules = (locale?: string): Intl.PluralRules =>
  cached('plural', locale, {}, (l) => new Intl.PluralRules(l));

export const collator = (locale?: string): Intl.Collator => cached('collator', locale, {}, (l) => new Intl.Collator(l));
