// Configuration before first use. A classic script tag defines the elements at once, and the page's configure() call
// usually comes in a later script: the elements wait until the page has had its chance (pageReady) before their first
// update, so before their first request. A page may also declare its configuration in markup: data-* attributes on
// the script tag, or a <script type="application/json" id="swap-elements-config"> block. Markup is public, so a
// credential found there is refused with a warning (set apiKey/token from script, or use a proxy).
import { configure, type SwapConfig } from './store.js';

export const CONFIG_BLOCK_ID = 'swap-elements-config';

/** What markup may set: plain values (no credential, fetch or clock). */
const DECLARABLE = [
  'baseUrl',
  'explorerUrl',
  'referral',
  'servicePublicKey',
  'timeoutMs',
  'quoteWaitingTimeMs',
  'appFees',
  'messages',
];
/** Names that are (or look like) a credential, whatever their spelling: apiKey, api-key, data-token, jwt… */
const CREDENTIAL = /^(data-)?(api[-_]?key|token|jwt|bearer|authorization|secret)$/i;

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
    return [key, key.endsWith('Ms') ? () => Number(text()) : text];
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
  return declared(
    Object.entries(value).map(([name, v]): [string, () => unknown] => [name, () => v]),
    `#${CONFIG_BLOCK_ID}`,
    true,
  );
}

/** Applies what the page declares (the block, the script tag's attributes over it), before any configure() call. */
export function configureFromPage(doc: Document | undefined, script: Element | null | undefined): void {
  const config = { ...(doc && blockConfig(doc)), ...scriptConfig(script) };
  if (Object.keys(config).length > 0) configure(config);
}

/** The document has not fired DOMContentLoaded yet: scripts of the page may still run (deferred ones included). */
function stillLoading(doc: Document): boolean {
  if (doc.readyState !== 'interactive') return doc.readyState === 'loading';
  const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined; // prettier-ignore
  return navigation?.domContentLoadedEventStart === 0;
}

/** Resolves after the page's scripts ran: at DOMContentLoaded (or `complete`) while still loading, else at once. */
export function afterPageScripts(doc: Document): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!stillLoading(doc)) return resolve();
    doc.addEventListener('DOMContentLoaded', () => resolve());
    // Never wait for an event that already passed: `complete` ends the wait too.
    doc.addEventListener('readystatechange', () => doc.readyState === 'complete' && resolve());
  });
}

let waiting: Promise<void> | undefined;
let ready = typeof document === 'undefined';

/**
 * Until the page has had its chance to configure() (its later scripts, then a microtask): a promise to wait for;
 * afterwards undefined, so elements created later update without any delay.
 */
export function pageReady(): Promise<void> | undefined {
  if (ready) return undefined;
  return (waiting ??= afterPageScripts(document).then(() => {
    ready = true;
  }));
}

// The classic script that is running (the IIFE's own tag; a module has none) and the JSON block, read while this
// script runs: later the tag can no longer be told apart.
if (!ready) configureFromPage(document, document.currentScript);
