// Compile-time checks of the generated typings in types/frameworks/ (tsc runs them; nothing here executes): each
// framework sees <swap-quote> with typed properties, attributes and events, and rejects wrong values.
import type {} from 'swap-elements/types/preact';
import type {} from 'swap-elements/types/solid';
import type {} from 'swap-elements/types/svelte';
import type {} from 'swap-elements/types/vue';
import type { JSX as PreactJSX } from 'preact';
import type { JSX as SolidJSX } from 'solid-js';
import type { SvelteHTMLElements } from 'svelte/elements';
import type { GlobalComponents } from 'vue';
import type { AppFee, SwapQuoteConfirmEvent } from '../../src/index.js';

const appFees: AppFee[] = [{ recipient: 'app.near', fee: 25 }];
const confirmed = (event: SwapQuoteConfirmEvent) => event.detail.quoteResponse.quote.depositAddress;

type PreactQuote = PreactJSX.IntrinsicElements['swap-quote'];
export const preactQuote: PreactQuote = {
  'origin-asset': 'nep141:wrap.near',
  amount: '1',
  appFees,
  'lock-origin': true,
  'onswap-quote-confirm': confirmed,
};
// @ts-expect-error: amount is a decimal string
export const preactWrong: PreactQuote = { amount: 1 };

type SolidQuote = SolidJSX.IntrinsicElements['swap-quote'];
export const solidQuote: SolidQuote = {
  'origin-asset': 'nep141:wrap.near',
  'prop:appFees': appFees,
  'on:swap-quote-confirm': confirmed,
};
// @ts-expect-error: swap-type takes the swap types only
export const solidWrong: SolidQuote = { 'swap-type': 'SOMETIMES' };

type SvelteQuote = SvelteHTMLElements['swap-quote'];
export const svelteQuote: SvelteQuote = {
  'origin-asset': 'nep141:wrap.near',
  appFees,
  'onswap-quote-confirm': confirmed,
};
// @ts-expect-error: lock-origin is a boolean attribute
export const svelteWrong: SvelteQuote = { 'lock-origin': 'yes' };

type VueQuote = InstanceType<GlobalComponents['swap-quote']>;
export const vueQuote: VueQuote['$props'] = { originAsset: 'nep141:wrap.near', appFees, lockOrigin: true };
// @ts-expect-error: appFees is a list of fees
export const vueWrong: VueQuote['$props'] = { appFees: 25 };
export const vueEmit = (quote: VueQuote, event: SwapQuoteConfirmEvent) =>
  // @ts-expect-error: only the element's own events
  quote.$emit('swap-nothing', event);

// <swap-widget> takes <swap-quote>'s quote attributes too (issue 13 point 7), typed the same way.
type PreactWidget = PreactJSX.IntrinsicElements['swap-widget'];
export const preactWidget: PreactWidget = {
  'origin-asset': 'nep141:wrap.near',
  'destination-asset': 'nep141:btc.omft.near',
  amount: '1',
  recipient: 'user.near',
  'refund-address': 'user.near',
  'swap-type': 'EXACT_OUTPUT',
  slippage: 50,
  'deadline-minutes': '90',
  appFees,
  'onswap-quote-confirm': confirmed,
};
// Wrong values are refused, so each of these attributes is declared (an undeclared one would be accepted as anything).
// @ts-expect-error: swap-type takes the swap types only
export const preactWidgetSwapType: PreactWidget = { 'swap-type': 'SOMETIMES' };
// @ts-expect-error: amount is a decimal string
export const preactWidgetAmount: PreactWidget = { amount: 1 };
// @ts-expect-error: origin-asset is an asset id
export const preactWidgetOrigin: PreactWidget = { 'origin-asset': 1 };
// @ts-expect-error: recipient is an address
export const preactWidgetRecipient: PreactWidget = { recipient: 1 };
type VueWidget = InstanceType<GlobalComponents['swap-widget']>;
export const vueWidget: VueWidget['$props'] = { originAsset: 'nep141:wrap.near', amount: '1', lockOrigin: true };
// @ts-expect-error: amount is a decimal string
export const vueWidgetWrong: VueWidget['$props'] = { amount: 1 };
