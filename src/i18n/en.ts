// The built-in English as one catalogue: to switch a page back to English after another language
// (configure() merges messages key by key), or as the starting point of a translation.
import { commonWithChecks } from './en/checks.js';
import { settingMessages } from './en/settings.js';
import { quoteMessages } from './en/quote.js';
import { walletMessages } from './en/quote-wallet.js';
import { lossMessages } from './en/quote-loss.js';
import { depositMessages } from './en/deposit.js';
import { intentMessages } from './en/deposit-intents.js';
import { statusMessages } from './en/status.js';
import { withdrawalMessages } from './en/status-withdrawals.js';
import { helpMessages } from './en/status-help.js';
import { historyMessages } from './en/history.js';
import { widgetMessages } from './en/widget.js';
import { activityMessages } from './en/activity.js';
import { accountMessages } from './en/account.js';
import { orderMessages } from './en/order.js';
import { orderFundMessages } from './en/order-fund.js';
import type { MessageCatalogue } from './messages.js';

export const en: MessageCatalogue = {
  common: { ...commonWithChecks, ...settingMessages },
  quote: { ...quoteMessages, ...walletMessages, ...lossMessages },
  deposit: { ...depositMessages, ...intentMessages },
  status: { ...statusMessages, ...withdrawalMessages, ...helpMessages },
  history: historyMessages,
  widget: widgetMessages,
  activity: activityMessages,
  account: accountMessages,
  order: orderMessages,
  orderFund: orderFundMessages,
};
