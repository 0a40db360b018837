// Configuration before first use. A classic script tag defines the elements at once, and the page's configure() call
// usually comes in a later script: the elements wait until the page has had its chance (pageReady) before their first
// update, so before their first request. By then the settings declared in markup (the script tag's data-* attributes,
// a JSON block: declared-config.ts, loaded only when there are some) are in place, under every configure() call.
import { declareConfig } from './store.js';

let waiting: Promise<void> | undefined;
let ready = typeof document === 'undefined';
/** The library's own script tag: the classic script that is running now (a module has none: see useScript). */
let script: Element | null = ready ? null : document.currentScript;

/** The ES module entry names its own `<script type="module">` tag, found by its URL. */
export function useScript(tag: Element | null | undefined): void {
  script ??= tag ?? null;
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

/** Reads and applies what the page declares, if anything (a page that declares nothing loads nothing more). */
export async function declareFromPage(doc: Document, tag: Element | null | undefined): Promise<void> {
  // The JSON block's id is declared-config.ts's CONFIG_BLOCK_ID (not imported: that module loads only when needed).
  const block = doc.getElementById('swap-elements-config');
  if (!block && !tag?.getAttributeNames().some((name) => name.startsWith('data-'))) return;
  try {
    const { pageDeclared } = await import('./declared-config.js');
    declareConfig(pageDeclared(doc, tag));
  } catch (error) {
    console.error('swap-elements: could not read the settings declared in the page', error);
  }
}

/**
 * Until the page has had its chance to configure() (its later scripts, then a microtask): a promise to wait for;
 * afterwards undefined, so elements created later update without any delay.
 */
export function pageReady(): Promise<void> | undefined {
  if (ready) return undefined;
  return (waiting ??= afterPageScripts(document)
    .then(() => declareFromPage(document, script))
    .then(() => {
      ready = true;
    }));
}
