// An amount a person reads, by the reading rule of src/core/amounts.ts (READ_SIGNIFICANT_DIGITS): the short text on
// screen, the exact value in its title (on hover) and for assistive technology (visually hidden text, so a screen
// reader, and a copy of the selection, get every digit). An amount the rule does not shorten is plain text.
import { html, type TemplateResult } from 'lit';
import { formatAmount } from '../../../core/amounts.js';

/** An amount for reading: the text by the reading rule, the exact text, and whether they differ. */
export interface ReadableAmount {
  text: string;
  exact: string;
  shortened: boolean;
}

export function readableAmount(units: bigint | string, decimals: number, locale?: string): ReadableAmount {
  const text = formatAmount(units, decimals, { locale });
  const exact = formatAmount(units, decimals, { locale, exact: true });
  return { text, exact, shortened: text !== exact };
}

/**
 * The markup of a readable amount inside its words: `words` builds the text around the amount ("41.6501 wNEAR",
 * or a whole sentence) once with the short amount for the eye and once with the exact one for title and AT.
 */
export function readableText(
  read: ReadableAmount,
  words: (amount: string) => string = (amount) => amount,
): TemplateResult | string {
  const exact = words(read.exact);
  if (!read.shortened) return exact;
  return html`<span class="amount-short" title=${exact}
    ><span aria-hidden="true">${words(read.text)}</span><span class="visually-hidden">${exact}</span></span
  >`;
}

/** `units` of a token with `decimals`, for reading: "41.6501 wNEAR", with 41.650142530192305287248987 for AT/copy. */
export const readableUnits = (
  units: bigint | string,
  decimals: number,
  locale: string | undefined,
  words: (amount: string) => string = (amount) => amount,
): TemplateResult | string => readableText(readableAmount(units, decimals, locale), words);
