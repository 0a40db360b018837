// What a page declares in markup (loaded on first use, only by pages that declare something; see page-config.ts): the
// data-* attributes of the library's script tag and the <script type="application/json" id="swap-elements-config">
// block. Markup is public: a credential found there is refused with a warning and its value never read.
import type { SwapConfig } from './store.js';

export const CONFIG_BLOCK_ID = 'swap-elements-config';

/** What markup may set: plain values (no credential, fetch, clock or messages). */
const DECLARABLE = [
  'baseUrl',
  'explorerUrl',
  'referral',
  'servicePublicKey',
  'timeoutMs',
  'quoteWaitingTimeMs',
  'platformFeeBps',
  'feeSchedule',
  'appFees',
  'support',
];
/** Names that are (or look like) a credential, whatever their spelling: apiKey, api-key, data-token, jwt… */
const CREDENTIAL = /^(?:data-)?(?:api[-_]?key|token|jwt|bearer|authorization|secret)$/i;

const warn = (name: string, where: string, what: string) => console.warn(`swap-elements: ${name} in ${where} ${what}`);

/**
 * The declarable settings among `entries`; a credential is refused with a warning (its value is never read), and so
 * is any other name when `strict` (the JSON block is ours alone; a script tag carries other tools' data-* too).
 */
function declared(entries: [string, () => unknown][], where: string, strict: boolean): SwapConfig {
  const config: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (CREDENTIAL.test(name)) warn(name, where, 'was refused: markup is public. Set apiKey or token from script.');
    else if (DECLARABLE.includes(name)) config[name] = value();
    else if (strict) warn(name, where, 'is not a setting and was ignored.');
  }
  return config as SwapConfig;
}

/** `data-base-url` → `baseUrl`: the settings a script tag declares in its data-* attributes (`…Ms` as numbers). */
export function scriptConfig(script: Element | null | undefined): SwapConfig {
  const names = script?.getAttributeNames().filter((name) => name.startsWith('data-')) ?? [];
  const entries = names.map((name): [string, () => unknown] => {
    const key = CREDENTIAL.test(name) ? name : name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const text = () => script!.getAttribute(name);
    return [key, /(?:Ms|Bps)$/.test(key) ? () => Number(text()) : text];
  });
  return declared(entries, 'the script tag', false);
}

/** The settings of the page's `<script type="application/json" id="swap-elements-config">` block. */
export function blockConfig(doc: Document): SwapConfig {
  const block = doc.getElementById(CONFIG_BLOCK_ID);
  if (!block) return {};
  let value: unknown;
  try {
    value = JSON.parse(block.textContent ?? '');
  } catch {
    // Not JSON: the warning below.
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    warn(`#${CONFIG_BLOCK_ID}`, 'the page', 'is not one JSON object and was ignored.');
    return {};
  }
  const entries = Object.entries(value).map(([name, v]): [string, () => unknown] => [name, () => v]);
  return declared(entries, `#${CONFIG_BLOCK_ID}`, true);
}

/** Everything the page declares: the block, and the script tag's attributes over it. */
export const pageDeclared = (doc: Document, script: Element | null | undefined): SwapConfig => ({
  ...blockConfig(doc),
  ...scriptConfig(script),
});
