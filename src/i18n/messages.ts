// One typed message catalogue for every user-facing string. English is built in, each element's section living next
// to the element (so a page pays only for the elements it shows); a translation is a plain object of strings with
// `{name}` placeholders, given to configure({ messages }) or an element's `messages` property, partly or wholly.
import type { commonMessages } from '../elements/parts/messages.js';
import type { quoteMessages } from '../elements/swap-quote/messages.js';
import type { depositMessages } from '../elements/swap-deposit/messages.js';
import type { statusMessages } from '../elements/swap-status/messages.js';
import type { historyMessages } from '../elements/swap-history/messages.js';
import type { widgetMessages } from '../elements/swap-widget/messages.js';

type Section<T> = { [K in keyof T]: string };

/** Every message, by section. Keys and placeholders are documented next to the English text. */
export interface MessageCatalogue {
  common: Section<typeof commonMessages>;
  quote: Section<typeof quoteMessages>;
  deposit: Section<typeof depositMessages>;
  status: Section<typeof statusMessages>;
  history: Section<typeof historyMessages>;
  widget: Section<typeof widgetMessages>;
}

export type MessageSection = keyof MessageCatalogue;

/** What configure({ messages }) and the `messages` property take: any subset of the catalogue. */
export type Messages = { [S in MessageSection]?: Partial<MessageCatalogue[S]> };

export type MessageValues = Record<string, string | number | bigint>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a typo in a translation shows. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Like formatMessage, for sentences that hold live markup (a ticking countdown, an address in monospace): the values
 * may be Lit templates, and the result is a list of pieces to render as one Lit child. The sentence stays one
 * template for translators, who can move the pieces.
 */
export function richMessage(template: string, values: Record<string, unknown>): unknown[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      i % 2 === 0 ? piece : Object.prototype.hasOwnProperty.call(values, piece) ? values[piece] : `{${piece}}`,
    );
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
  english: MessageCatalogue[S],
): Translate<MessageCatalogue[S]> {
  const own = overrides?.[section] as Partial<Record<string, string>> | undefined;
  return (key, values) => formatMessage(own?.[key] ?? (english as Record<string, string>)[key] ?? key, values);
}
