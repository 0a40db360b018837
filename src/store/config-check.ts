// The check of the settings that decide where requests go and what a quote charges (base and explorer URLs, app
// fees): a wrong one is refused before anything is sent. Loaded on first need (the store's client cache, and
// <swap-quote> to show the problem), never with the script tag's first download.
import * as z from 'zod/mini';
import { DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from '../api/client.js';
import { SwapApiError, type ConfigProblem, type ConfigSetting } from '../api/errors.js';
import { AppFeeSchema } from '../api/request-schemas.js';
import { MAX_APP_FEE_BPS } from '../core/fees.js';
import type { SwapConfig } from './store.js';
import { useSettingText } from '../i18n/error-text.js';
import { configMessage } from '../i18n/setting-text.js';

const SETTINGS: readonly ConfigSetting[] = ['baseUrl', 'explorerUrl', 'appFees'];
const ATTRIBUTES = { baseUrl: 'base-url', explorerUrl: 'explorer-url' } as const;
/** NEAR account ids (app fees are paid to one): named such as fees.near, or implicit (64 hex, 0x + 40 hex). */
const NEAR_ACCOUNT = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
const warnedConfig = new Set<unknown>();

/**
 * An absolute http(s) URL, or an absolute path on the page's own site (a same-origin proxy such as /api/1click, as
 * the README and the history's set-up note suggest). Anything else ("not a url", "api", "ftp://…") would send
 * requests somewhere the site never meant.
 */
function serviceUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  try {
    return /^https?:\/\/[^/\s]/i.test(value) && new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** What is wrong with one setting: the problem for the UI's words, and the sentence for developers. */
function settingProblem(config: SwapConfig, setting: ConfigSetting): [ConfigProblem, string] | undefined {
  if (setting !== 'appFees') {
    const value = config[setting];
    if (value === undefined || value === '' || serviceUrl(value)) return undefined;
    const example = setting === 'baseUrl' ? DEFAULT_BASE_URL : DEFAULT_EXPLORER_URL;
    const message =
      `${ATTRIBUTES[setting]} (${setting}) must be an absolute http(s) URL such as ${example}, or a path on this ` +
      `site such as /api; got ${JSON.stringify(value) ?? String(value)}.`;
    return [{ setting, code: 'config-url' }, message];
  }
  const fees: unknown = config.appFees;
  if (fees === undefined) return undefined;
  const position = (i: number) => (Array.isArray(fees) && fees.length > 1 ? { index: i + 1 } : {});
  // The contract's schema first (a list of { recipient, fee } with 0..500 basis points), then the recipient's shape.
  const parsed = z.safeParse(z.array(AppFeeSchema), fees);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [i, field] = issue?.path ?? [];
    if (typeof i !== 'number' || (field !== 'recipient' && field !== 'fee')) {
      return [{ setting, code: 'app-fee-list' }, `appFees must be a list of { recipient, fee }: ${issue?.message}`];
    }
    const fee = (fees as { fee?: unknown }[])[i]?.fee;
    const tooHigh = field === 'fee' && Number.isInteger(fee) && (fee as number) > MAX_APP_FEE_BPS;
    const code = field === 'recipient' ? 'app-fee-recipient' : tooHigh ? 'app-fee-max' : 'app-fee-whole';
    const max = tooHigh ? { maxBps: MAX_APP_FEE_BPS } : {};
    return [{ setting, code, ...position(i), ...max }, `appFees[${i}]: ${issue?.message}`];
  }
  const i = parsed.data.findIndex((fee) => !NEAR_ACCOUNT.test(fee.recipient));
  if (i < 0) return undefined;
  const message = `appFees[${i}].recipient must be a NEAR account such as fees.near; got ${JSON.stringify(parsed.data[i]!.recipient)}.`;
  return [{ setting, code: 'app-fee-account', ...position(i) }, message];
}

/**
 * The first problem of `config` among `settings` (all by default), as the error every request that needs the setting
 * is refused with ('invalid-config'; nothing is sent). Warns in the console once per bad value.
 */
export function configError(
  config: SwapConfig,
  settings: readonly ConfigSetting[] = SETTINGS,
): SwapApiError | undefined {
  for (const setting of settings) {
    const found = settingProblem(config, setting);
    if (!found) continue;
    const [problem, message] = found;
    const value = config[setting];
    if (!warnedConfig.has(value)) {
      warnedConfig.add(value);
      console.warn(`swap-elements: ${message} Nothing is sent until it is fixed.`);
    }
    // Its reason in the page's language comes with this check, for describeError to word it.
    useSettingText(configMessage);
    return new SwapApiError('invalid-config', message, { issues: [{ path: setting, message }], config: problem });
  }
  return undefined;
}
