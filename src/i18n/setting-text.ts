// The sentence for a mistake in the site's own settings (an app fee, a service address), in the page's language. Loaded
// with the code that finds such mistakes (the configuration check, the quote's app-fee check), which hands it to
// error-text.ts (useSettingText): a page whose settings are plain never loads it or its words (en/settings.ts).
import type { ConfigProblem } from '../api/errors.js';
import type { Check as AppFeeCheck } from '../core/fees.js';
import { formatBps } from '../core/bps.js';
import { numberFormat } from '../core/intl.js';
import { formatMessage, translator, type CommonWords, type Translate } from './messages.js';
import { commonMessages } from './en/common.js';
import { settingMessages } from './en/settings.js';

type SettingKey = keyof typeof settingMessages;

/** A failed app-fee check of src/core/fees.ts, or a configuration problem the client found. */
export type SettingProblem = Extract<AppFeeCheck, { ok: false }> | ConfigProblem;

/**
 * The sentence for `problem` from the element's common messages (English when absent); `locale` writes the numbers
 * in it. An element's own lookup has no English for these keys (it answers the key itself): the English here fills in.
 */
export function configMessage(
  problem: SettingProblem,
  text: Translate<CommonWords> = translator(undefined, 'common', commonMessages),
  locale?: string,
): string {
  const say = (key: SettingKey, values?: Record<string, string>) => {
    const said = (text as unknown as Translate<typeof settingMessages>)(key, values);
    return said === key ? formatMessage(settingMessages[key], values, locale) : said;
  };
  const number = (n: number) => numberFormat(locale).format(n);
  const fee = (single: SettingKey, numbered: SettingKey, values: Record<string, string> = {}) =>
    problem.index !== undefined ? say(numbered, { ...values, number: number(problem.index) }) : say(single, values);
  switch (problem.code) {
    case 'app-fee-recipient':
      return fee('appFeeRecipient', 'appFeeRecipientNumbered');
    case 'app-fee-whole':
      return fee('appFeeWhole', 'appFeeWholeNumbered');
    case 'app-fee-max': {
      const max = problem.maxBps ?? 0;
      return fee('appFeeMax', 'appFeeMaxNumbered', { maxBps: number(max), maxPercent: formatBps(max, locale) });
    }
    case 'app-fee-account':
      return fee('appFeeAccount', 'appFeeAccountNumbered');
    case 'app-fee-list':
      return say('appFeeList');
    case 'config-url':
      return say('configUrl', { setting: problem.setting === 'baseUrl' ? 'base-url' : 'explorer-url' });
  }
}
