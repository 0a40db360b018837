// The built-in English as one catalogue: to switch a page back to English after another language
// (configure() merges messages key by key), or as the starting point of a translation.
import { commonMessages } from '../elements/parts/messages.js';
import { quoteMessages } from '../elements/swap-quote/messages.js';
import { depositMessages } from '../elements/swap-deposit/messages.js';
import { statusMessages } from '../elements/swap-status/messages.js';
import { historyMessages } from '../elements/swap-history/messages.js';
import { widgetMessages } from '../elements/swap-widget/messages.js';
import type { MessageCatalogue } from './messages.js';

export const en: MessageCatalogue = {
  common: commonMessages,
  quote: quoteMessages,
  deposit: depositMessages,
  status: statusMessages,
  history: historyMessages,
  widget: widgetMessages,
};
