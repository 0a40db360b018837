// The --swap-* design tokens, resolved once into private --_* variables with literal fallbacks, so an element looks
// right with no stylesheet at all. Light by default, dark under prefers-color-scheme, and theme="light|dark" forces one.
import { css } from 'lit';

/** Every public token, with its light and dark fallback (documented with @cssproperty on each element). */
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

export const tokenStyles = css`
  :host {
    --_accent: var(--swap-color-accent, #3b5bdb);
    --_accent-text: var(--swap-color-accent-text, #ffffff);
    --_surface: var(--swap-color-surface, #ffffff);
    --_surface-raised: var(--swap-color-surface-raised, #f4f5f7);
    --_text: var(--swap-color-text, #1a1b1e);
    --_text-muted: var(--swap-color-text-muted, #5c5f66);
    --_border: var(--swap-color-border, #ced4da);
    --_danger: var(--swap-color-danger, #c92a2a);
    --_warning: var(--swap-color-warning, #8a5a00);
    --_success: var(--swap-color-success, #237032);
    --_focus: var(--swap-color-focus, #1c7ed6);
    --_radius: var(--swap-radius, 12px);
    --_radius-small: var(--swap-radius-small, 8px);
    --_space: var(--swap-space, 8px);
    --_font-family: var(--swap-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-family-mono: var(--swap-font-family-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_font-size: var(--swap-font-size, 15px);
    color-scheme: light;
  }

  :host([theme='dark']) {
    --_accent: var(--swap-color-accent, #91a7ff);
    --_accent-text: var(--swap-color-accent-text, #10131a);
    --_surface: var(--swap-color-surface, #1a1b1e);
    --_surface-raised: var(--swap-color-surface-raised, #25262b);
    --_text: var(--swap-color-text, #e9ecef);
    --_text-muted: var(--swap-color-text-muted, #a6a7ab);
    --_border: var(--swap-color-border, #3f4147);
    --_danger: var(--swap-color-danger, #ff8787);
    --_warning: var(--swap-color-warning, #ffd43b);
    --_success: var(--swap-color-success, #8ce99a);
    --_focus: var(--swap-color-focus, #74c0fc);
    color-scheme: dark;
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --_accent: var(--swap-color-accent, #91a7ff);
      --_accent-text: var(--swap-color-accent-text, #10131a);
      --_surface: var(--swap-color-surface, #1a1b1e);
      --_surface-raised: var(--swap-color-surface-raised, #25262b);
      --_text: var(--swap-color-text, #e9ecef);
      --_text-muted: var(--swap-color-text-muted, #a6a7ab);
      --_border: var(--swap-color-border, #3f4147);
      --_danger: var(--swap-color-danger, #ff8787);
      --_warning: var(--swap-color-warning, #ffd43b);
      --_success: var(--swap-color-success, #8ce99a);
      --_focus: var(--swap-color-focus, #74c0fc);
      color-scheme: dark;
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
