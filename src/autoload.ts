// Loads each element's implementation the first time its tag appears in the document, so the script tag costs Lit,
// the API client and the store, and the elements follow. Tags inside another component's shadow root are not seen
// from here: such a page calls defineElements() (the elements' own shadow roots need nothing: they import what they use).
// Properties set on an element before its code arrives are kept: Lit re-applies them when the element upgrades.
const loaders = {
  'swap-quote': () => import('./elements/swap-quote/swap-quote.js'),
  'swap-deposit': () => import('./elements/swap-deposit/swap-deposit.js'),
  'swap-status': () => import('./elements/swap-status/swap-status.js'),
  'swap-history': () => import('./elements/swap-history/swap-history.js'),
  'swap-widget': () => import('./elements/swap-widget/swap-widget.js'),
  'swap-activity': () => import('./elements/swap-activity/swap-activity.js'),
  'swap-account': () => import('./elements/swap-account/swap-account.js'),
  'swap-order': () => import('./elements/swap-order/swap-order.js'),
  'swap-orders': () => import('./elements/swap-orders/swap-orders.js'),
} as const;

export type ElementTag = keyof typeof loaders;
export const ELEMENT_TAGS = Object.keys(loaders) as ElementTag[];

const loading = new Map<ElementTag, Promise<unknown>>();

/** Loads and defines the given elements (all by default); resolves when they are defined. */
export function defineElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  return Promise.all(
    tags.map((tag) => {
      let done = loading.get(tag);
      if (!done) {
        done = loaders[tag]().catch((error: unknown) => {
          loading.delete(tag); // a failed chunk load is retried on the next sighting
          console.error(`swap-elements: could not load <${tag}>`, error);
        });
        loading.set(tag, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

const selector = ELEMENT_TAGS.join(',');

function scan(root: ParentNode): void {
  const found = new Set<ElementTag>();
  if (root instanceof Element && root.matches(selector)) found.add(root.localName as ElementTag);
  for (const element of root.querySelectorAll(selector)) found.add(element.localName as ElementTag);
  const missing = [...found].filter((tag) => !customElements.get(tag));
  if (missing.length) void defineElements(missing);
}

function watch(root: Document): void {
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(root, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') watch(document);
