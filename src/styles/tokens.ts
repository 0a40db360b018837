// The --swap-* design tokens, resolved once into private --_* variables with literal fallbacks, so an element looks
// right with no stylesheet at all. Light by default, dark under prefers-color-scheme, and theme="light|dark" forces one.
//
// Only the surface follows the scheme. Every other colour a page leaves unset is picked from the surface the element
// really has (its light-surface or dark-surface default), so a page that sets only `--swap-color-surface` never gets
// the other scheme's text on it; accent-text is picked the same way from the accent. Token values may be
// `light-dark(light, dark)`: the host's color-scheme resolves them.
import { css, unsafeCSS } from 'lit';

/** Every public colour token with its defaults: [on a light surface, on a dark surface]. */
export const TOKENS = {
  '--swap-color-accent': ['#3b5bdb', '#91a7ff'],
  '--swap-color-accent-text': ['#ffffff', '#10131a'],
  '--swap-color-surface': ['#ffffff', '#1a1b1e'],
  '--swap-color-surface-raised': ['#f4f5f7', '#25262b'],
  '--swap-color-text': ['#1a1b1e', '#e9ecef'],
  '--swap-color-text-muted': ['#5c5f66', '#a6a7ab'],
  '--swap-color-border': ['#ced4da', '#3f4147'],
  '--swap-color-danger': ['#c92a2a', '#ff8787'],
  '--swap-color-warning': ['#8a5a00', '#ffd43b'],
  '--swap-color-success': ['#237032', '#8ce99a'],
  '--swap-color-focus': ['#1c7ed6', '#74c0fc'],
} as const;

type ColorToken = keyof typeof TOKENS;
const local = (token: ColorToken) => token.replace('--swap-color-', '--_');
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * A colour whose red channel is 0 when `color` is light and 255 when it is dark: relative luminance below 0.18, where
 * dark and light text contrast equally. A see-through colour leans on the scheme (`--_dark`): the page shows through.
 */
const tone = (color: string) => {
  const luminance = '(0.2126 * pow(r / 255, 2.2) + 0.7152 * pow(g / 255, 2.2) + 0.0722 * pow(b / 255, 2.2))';
  const dark = `clamp(0, (0.18 - ${luminance}) * 1e6, 1)`;
  return `rgb(from ${color} calc(clamp(0, (alpha * ${dark} + (1 - alpha) * var(--_dark) - 0.5) * 1e6, 1) * 255) 0 0 / 1)`;
};

/** `light` when the tone says light, `dark` when it says dark (CSS has no if(): the tone's red is a 0/1 switch). */
const pick = (toneVar: string, light: string, dark: string) => {
  const [a, b] = [rgb(light), rgb(dark)];
  const channels = a.map((value, i) => `calc(${value} + ${b[i]! - value} * r / 255)`).join(' ');
  return `rgb(from var(${toneVar}) ${channels})`;
};

const derived = (Object.entries(TOKENS) as [ColorToken, readonly [string, string]][])
  .filter(([token]) => token !== '--swap-color-surface')
  .map(([token, [light, dark]]) =>
    token === '--swap-color-accent-text'
      ? `--_accent-tone: ${tone('var(--_accent)')};\n${local(token)}: var(${token}, ${pick('--_accent-tone', dark, light)});`
      : `${local(token)}: var(${token}, ${pick('--_surface-tone', light, dark)});`,
  )
  .join('\n');

/** The plain per-scheme fallbacks, for browsers without relative colours. */
const literals = (scheme: 0 | 1) =>
  (Object.entries(TOKENS) as [ColorToken, readonly [string, string]][])
    .filter(([token]) => token !== '--swap-color-surface')
    .map(([token, values]) => `${local(token)}: var(${token}, ${values[scheme]});`)
    .join('\n');

export const tokenStyles = css`
  :host {
    color-scheme: light;
    --_dark: 0;
    --_surface: var(--swap-color-surface, #ffffff);
    --_surface-tone: ${unsafeCSS(tone('var(--_surface)'))};
    ${unsafeCSS(derived)}
    --_radius: var(--swap-radius, 12px);
    --_radius-small: var(--swap-radius-small, 8px);
    --_space: var(--swap-space, 8px);
    --_font-family: var(--swap-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-family-mono: var(--swap-font-family-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_font-size: var(--swap-font-size, 15px);
  }

  :host([theme='dark']) {
    color-scheme: dark;
    --_dark: 1;
    --_surface: var(--swap-color-surface, #1a1b1e);
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      color-scheme: dark;
      --_dark: 1;
      --_surface: var(--swap-color-surface, #1a1b1e);
    }
  }

  @supports not (color: rgb(from red calc(pow(r, 1)) g b)) {
    :host {
      ${unsafeCSS(literals(0))}
    }
    :host([theme='dark']) {
      ${unsafeCSS(literals(1))}
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        ${unsafeCSS(literals(1))}
      }
    }
  }
`;

/** Base rules every element shares: block display, the font, visible focus, and a screen-reader-only helper. */
export const baseStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--_font-family);
    font-size: var(--_font-size);
    line-height: 1.45;
    color: var(--_text);
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/**
 * For the internal parts (copy button, countdown): no tokens of their own, so they inherit the `--_*` values, the
 * colour scheme and the font of the element they sit in (a part with its own tokens would stay light in a dark
 * element).
 */
export const partStyles = css`
  :host {
    box-sizing: border-box;
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  :focus-visible {
    outline: 2px solid var(--_focus, #1c7ed6);
    outline-offset: 2px;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
