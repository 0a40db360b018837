// Checks that an element fits a narrow container (a 320 px phone): nothing in its shadow tree (nested shadow trees
// included) reaches past the container's right edge, except inside a box that scrolls sideways by itself
// (overflow-x: auto or scroll, such as a wide table's wrapper), and neither the host nor the container scrolls.

/** A short name for an element in a failure message: tag, part, class and the start of its text. */
function describe(el: Element): string {
  const part = el.getAttribute('part');
  const cls = el.getAttribute('class');
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${el.localName}${part ? ` part="${part}"` : ''}${cls ? ` class="${cls}"` : ''}> "${text}"`;
}

const scrollsSideways = (el: Element) => /^(auto|scroll)$/.test(getComputedStyle(el).overflowX);

/**
 * The boxes of `host`'s shadow tree that reach past the right edge of `container` (by more than half a pixel of
 * rounding), plus the host or container when they would scroll sideways. Empty when the element fits.
 */
export function overflowingBoxes(host: Element, container: Element = host.parentElement!): string[] {
  const edge = container.getBoundingClientRect().right + 0.5;
  const found: string[] = [];
  const visit = (parent: Element | ShadowRoot) => {
    for (const child of parent.children) {
      const rect = child.getBoundingClientRect();
      if (rect.width > 0 && rect.right > edge) {
        found.push(`${describe(child)} ends at ${Math.round(rect.right)} px, past ${Math.round(edge)} px`);
      }
      // What is inside a sideways scroll container may be wider: it scrolls there, not the page.
      if (scrollsSideways(child)) continue;
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(host.shadowRoot!);
  for (const el of [host, container]) {
    if (el.scrollWidth > el.clientWidth) {
      found.push(`${describe(el)} scrolls sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
    }
  }
  return found;
}

/** overflowingBoxes, plus the host reaching past the window or the page scrolling sideways (the phone's own view). */
export function overflowingPage(host: HTMLElement): string[] {
  const found = overflowingBoxes(host);
  if (host.getBoundingClientRect().right > window.innerWidth) found.push(`${host.localName} is wider than the page`);
  if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
  return found;
}
