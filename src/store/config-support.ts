// The site's support contact (`configure({ support })`, `data-support`, or `<swap-status support-url>`): where a
// visitor with a failed, refunded or overdue swap is sent. Only an https: page or an e-mail address (mailto:) becomes
// a link; anything else is refused with a console warning that never repeats the value (it could hold a secret).

/** The contact as a link: its href and the text to show (the e-mail address, or the page's host and path). */
export interface SupportLink {
  href: string;
  text: string;
}

const EMAIL = /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/;
const warned = new Set<string>();

function parse(value: string): SupportLink | undefined {
  const text = value.trim();
  // A bare address is an e-mail address.
  if (EMAIL.test(text)) return { href: `mailto:${text}`, text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:') {
    const address = decodeURIComponent(url.pathname);
    return EMAIL.test(address) ? { href: url.href, text: address } : undefined;
  }
  // A user name or password in the URL would be shown to every visitor: refused.
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return undefined;
  const path = url.pathname === '/' ? '' : url.pathname;
  return { href: url.href, text: `${url.host}${path}` };
}

/**
 * The support contact as a link, or undefined when none is set or the setting is not an https: URL or an e-mail
 * address (then a console warning, once per distinct bad value, that does not repeat the value).
 */
export function supportLink(value: unknown): SupportLink | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const link = typeof value === 'string' ? parse(value) : undefined;
  if (!link) {
    const key = typeof value === 'string' ? value : typeof value;
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(
        'swap-elements: support must be an https: URL (https://example.com/help) or an e-mail address (help@example.com or mailto:help@example.com); the value given is not one, so no support contact is shown.',
      );
    }
  }
  return link;
}
