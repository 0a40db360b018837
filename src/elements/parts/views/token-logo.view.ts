// Token logos: the site's icon (a URL template or a function; the service's token list has none), loaded lazily at a
// fixed size, else the built-in logo (src/icons/logos.ts, data: URLs, once the picker loaded them), else a generated
// monogram; none of the last two makes a request. Each has a small chain badge: the chain's built-in logo, else its
// initial. Colours come from a fixed palette of PALETTE classes (a strict CSP forbids style attributes), each with
// white text at 5:1 or more.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import type { Logos } from '../../../controllers/lazy-module.js';

/** A site's icon for a token: a URL, or undefined for the monogram. */
export type TokenIconFn = (token: Token) => string | undefined;

export interface TokenIconSource {
  /** URL template with {blockchain}, {symbol}, {contractAddress} and {assetId}. */
  template?: string;
  icon?: TokenIconFn;
}

const PALETTE = 12;
/** URLs that failed to load on this page: shown as monograms from then on, never asked again. */
const failed = new Set<string>();
let warned = false;

/**
 * The template's URL for a token, each placeholder URL-encoded. A native token has no contract address: a template
 * that needs one gives no URL (the monogram) rather than a broken path.
 */
export function tokenIconUrl(template: string | undefined, token: Token): string | undefined {
  if (!template || (!token.contractAddress && template.includes('{contractAddress}'))) return undefined;
  return template.replace(/\{(blockchain|symbol|contractAddress|assetId)\}/g, (_, key: string) =>
    encodeURIComponent(String(token[key] ?? '')),
  );
}

const usable = (url: string | undefined): string | undefined => (url && !failed.has(url) ? url : undefined);

/**
 * The icon URL to show for a token: the function's, else the template's, else the built-in logo of its symbol (when
 * `logos` is loaded); each skipped once it failed to load. Undefined: the monogram.
 */
export function tokenIcon(source: TokenIconSource, token: Token, logos?: Logos): string | undefined {
  let url: string | undefined;
  try {
    url = source.icon?.(token) || undefined;
  } catch (error) {
    if (!warned) console.warn('<swap-quote>: tokenIcon threw; the built-in logo or monogram is shown instead.', error);
    warned = true;
  }
  url ??= tokenIconUrl(source.template, token);
  return usable(url) ?? usable(logos?.TOKEN_LOGOS[token.symbol.toUpperCase()]);
}

/** The built-in logo of a token's chain (when `logos` is loaded), else undefined: the chain's initial. */
export const chainIcon = (token: Token, logos?: Logos): string | undefined =>
  usable(logos?.CHAIN_LOGOS[token.blockchain]);

/** A stable palette index for a text (FNV-1a). */
function hue(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % PALETTE;
}

const initials = (text: string, count: number): string =>
  [...text.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, count).join('').toUpperCase() || '?';

/**
 * A token's logo with its chain badge. Hidden from assistive technology: the symbol and chain are written beside it.
 * `url` is the token's icon (see tokenIcon) and `chainUrl` its chain's (see chainIcon); `failedToLoad` asks the host
 * to render again once one failed (the next choice is then shown: the built-in logo, the monogram, the initial).
 */
export function renderTokenLogo(
  token: Token,
  url: string | undefined,
  failedToLoad: () => void,
  chainUrl?: string,
): TemplateResult {
  // A site's icon loads lazily (`loading` set before `src`, or the request starts at once); a built-in logo (a data:
  // URL) at once.
  const onError = (failing: string) => () => {
    failed.add(failing);
    failedToLoad();
  };
  return html`<span class="logo" part="token-logo" aria-hidden="true"
    >${
      url
        ? html`<img
            class="logo-image"
            loading=${url.startsWith('data:') ? nothing : 'lazy'}
            src=${url}
            alt=""
            width="28"
            height="28"
            decoding="async"
            referrerpolicy="no-referrer"
            @error=${onError(url)}
          />`
        : html`<span class="monogram c${hue(token.assetId)}">${initials(token.symbol, 2)}</span>`
    }${
      chainUrl
        ? html`<img
            class="chain-badge"
            part="token-chain-badge"
            src=${chainUrl}
            alt=""
            width="14"
            height="14"
            decoding="async"
            @error=${onError(chainUrl)}
          />`
        : html`<span class="chain-badge c${hue(token.blockchain)}" part="token-chain-badge"
            >${initials(chainName(token.blockchain), 1)}</span
          >`
    }</span
  >`;
}

export const tokenLogoStyles = css`
  .logo {
    position: relative;
    flex: none;
    width: 28px;
    height: 28px;
  }
  .logo-image,
  .monogram {
    display: block;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    object-fit: contain;
  }
  .monogram,
  .chain-badge {
    display: flex;
    align-items: center;
    justify-content: center;
    color: #fff;
    font-weight: 700;
    line-height: 1;
  }
  .monogram {
    font-size: 11px;
    letter-spacing: -0.02em;
  }
  .chain-badge {
    position: absolute;
    right: -3px;
    bottom: -3px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    box-shadow: 0 0 0 1.5px var(--_surface);
    font-size: 8px;
  }
  .c0 {
    background: hsl(0 60% 28%);
  }
  .c1 {
    background: hsl(30 60% 28%);
  }
  .c2 {
    background: hsl(60 60% 28%);
  }
  .c3 {
    background: hsl(90 60% 28%);
  }
  .c4 {
    background: hsl(120 60% 28%);
  }
  .c5 {
    background: hsl(150 60% 28%);
  }
  .c6 {
    background: hsl(180 60% 28%);
  }
  .c7 {
    background: hsl(210 60% 28%);
  }
  .c8 {
    background: hsl(240 60% 28%);
  }
  .c9 {
    background: hsl(270 60% 28%);
  }
  .c10 {
    background: hsl(300 60% 28%);
  }
  .c11 {
    background: hsl(330 60% 28%);
  }
`;
