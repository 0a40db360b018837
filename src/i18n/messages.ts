// One typed message catalogue for every user-facing string. English is built in, each element's section living next
// to the element (so a page pays only for the elements it shows); a translation is a plain object of strings with
// `{name}` placeholders, given to configure({ messages }) or an element's `messages` property, partly or wholly.
import { numberFormat, pluralRules } from '../core/intl.js';
import type { commonMessages } from './en/common.js';
import type { checkMessages } from './en/checks.js';
import type { settingMessages } from './en/settings.js';
import type { quoteMessages } from './en/quote.js';
import type { walletMessages } from './en/quote-wallet.js';
import type { lossMessages } from './en/quote-loss.js';
import type { depositMessages } from './en/deposit.js';
import type { intentMessages } from './en/deposit-intents.js';
import type { statusMessages } from './en/status.js';
import type { withdrawalMessages } from './en/status-withdrawals.js';
import type { helpMessages } from './en/status-help.js';
import type { historyMessages } from './en/history.js';
import type { widgetMessages } from './en/widget.js';
import type { activityMessages } from './en/activity.js';
import type { accountMessages } from './en/account.js';
import type { orderMessages } from './en/order.js';
import type { orderFundMessages } from './en/order-fund.js';

type Section<T> = { [K in keyof T]: string };

/** Every message, by section. Keys and placeholders are documented next to the English text. */
export interface MessageCatalogue {
  /**
   * Shared words (en/common.ts), the input checks' words (en/checks.ts, loaded with the elements that check) and the
   * site's setting mistakes' (en/settings.ts, loaded with the code that finds them).
   */
  common: Section<typeof commonMessages & typeof checkMessages & typeof settingMessages>;
  quote: Section<typeof quoteMessages & typeof walletMessages & typeof lossMessages>;
  deposit: Section<typeof depositMessages & typeof intentMessages>;
  status: Section<typeof statusMessages & typeof withdrawalMessages & typeof helpMessages>;
  history: Section<typeof historyMessages>;
  widget: Section<typeof widgetMessages>;
  activity: Section<typeof activityMessages>;
  account: Section<typeof accountMessages>;
  order: Section<typeof orderMessages>;
  orderFund: Section<typeof orderFundMessages>;
}

export type MessageSection = keyof MessageCatalogue;

/** The common words every element loads (en/common.ts): errors, setting mistakes, copy buttons, countdowns. */
export type CommonWords = Section<typeof commonMessages>;

/** What configure({ messages }) and the `messages` property take: any subset of the catalogue. */
export type Messages = { [S in MessageSection]?: Partial<MessageCatalogue[S]> };

export type MessageValues = Record<string, string | number | bigint>;

const has = (values: object, name: string) => Object.prototype.hasOwnProperty.call(values, name);

/**
 * Fills `{name}` placeholders; an unknown placeholder is left as written so a typo in a translation shows. A count
 * picks its words through the locale's plural rules, ICU style: `{count, plural, one {# swap} other {# swaps}}`
 * (`#` is the count, a number formatted in the locale; pass numbers, not formatted strings, so the choice is
 * right in every locale; categories a language lacks fall back to `other`; `=0` matches exactly).
 */
export function formatMessage(template: string, values?: MessageValues, locale?: string): string {
  if (!values) return template;
  return template
    .replace(PLURAL, (whole, name: string, cases: string) => {
      if (!has(values, name)) return whole;
      const value = values[name]!;
      // A number selects by itself and `#` shows it in the locale; a string (already formatted) is read as its digits.
      const count = typeof value === 'string' ? Number(value.replace(/\D/g, '') || NaN) : Number(value);
      const shown = typeof value === 'string' ? value : numberFormat(locale).format(value);
      const options = new Map([...cases.matchAll(/(=?\w+)\s*\{([^{}]*)\}/g)].map(([, k, text]) => [k, text]));
      const text = options.get(`=${count}`) ?? options.get(pluralRules(locale).select(count)) ?? options.get('other');
      return text === undefined ? whole : text.replace(/#/g, shown);
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (has(values, name) ? String(values[name]) : whole));
}

/** `{name, plural, one {…} other {…}}`: each case holds plain text (no nested braces). */
const PLURAL = /\{(\w+),\s*plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;

/**
 * Like formatMessage, for sentences that hold live markup (a ticking countdown, an address in monospace): the values
 * may be Lit templates, and the result is a list of pieces to render as one Lit child. The sentence stays one
 * template for translators, who can move the pieces.
 */
export function richMessage(template: string, values: Record<string, unknown>): unknown[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 === 0 ? piece : has(values, piece) ? values[piece] : `{${piece}}`));
}

/** Later catalogues win, key by key within each section. */
export function mergeMessages(...layers: (Messages | undefined)[]): Messages {
  const merged: Record<string, Record<string, string>> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [section, entries] of Object.entries(layer)) {
      if (entries) merged[section] = { ...merged[section], ...stripUndefined(entries) };
    }
  }
  return merged as Messages;
}

function stripUndefined(entries: object): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => typeof value === 'string'));
}

/** A lookup for one section: the override when there is one, else the built-in English. */
export type Translate<T> = (key: keyof T & string, values?: MessageValues) => string;

export function translator<S extends MessageSection>(
  overrides: Messages | undefined,
  section: S,
  english: Partial<MessageCatalogue[S]>,
  locale?: string,
): Translate<MessageCatalogue[S]> {
  const own = overrides?.[section] as Partial<Record<string, string>> | undefined;
  return (key, values) => formatMessage(own?.[key] ?? (english as Record<string, string>)[key] ?? key, values, locale);
}
