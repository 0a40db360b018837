// The entry of <swap-status>'s chunk for a swap that is over or in trouble: the final card ("How the amounts add up")
// and the help block ("Need help with this swap?"), with their English (en/status-help.ts), the support setting's
// check and the fee arithmetic. Fetched for the first such swap shown, so a page following a swap that goes well
// downloads none of it until the swap ends.
import { feeScheduleOf } from '../../../core/fees.js';
import { helpMessages } from '../../../i18n/en/status-help.js';
import { formatMessage } from '../../../i18n/messages.js';
import type { SwapConfig } from '../../../store/store.js';
import { supportContact } from '../support.model.js';
import type { StatusText } from '../status-words.model.js';
import { finalAmountsSection } from './final-amounts.view.js';
import type { amountText, StatusView } from './status.view.js';
import { supportSection } from './support.view.js';

/** The view with this part's words: the page's own, else the English that comes with this chunk. */
function withOwnWords(view: StatusView): StatusView {
  const t: StatusText = (key, values) => {
    const said = view.t(key, values);
    return said === key && key in helpMessages
      ? formatMessage(helpMessages[key as keyof typeof helpMessages], values, view.locale)
      : said;
  };
  return { ...view, t };
}

export interface HelpInput {
  config: SwapConfig;
  /** The element's `support-url`, over `config.support`. */
  supportUrl: string;
  /** A credential was sent with the quote (no platform fee). */
  authenticated: boolean;
  /** The swap needs help (needs-support.model.ts). */
  needsSupport: boolean;
  /** The card's amount text, from the element (so this chunk does not split the element's views into a chunk). */
  amountText: typeof amountText;
}

/** The final card, then the help block; each renders nothing when it does not apply. */
export function helpSections(view: StatusView, input: HelpInput) {
  const v = withOwnWords(view);
  const { config } = input;
  return {
    finalAmounts: finalAmountsSection(
      v,
      {
        authenticated: input.authenticated,
        schedule: feeScheduleOf(config).schedule,
      },
      input.amountText,
    ),
    support: supportSection(v, supportContact(input.supportUrl, config.support), input.needsSupport),
  };
}
