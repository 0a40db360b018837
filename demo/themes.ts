// The demo's theme presets (also read by test/styles/contrast-*.test.ts, which runs axe on every element with each).
// Every colour is a light-dark() pair, so a preset stays readable in both schemes. Ocean gives the whole
// surface ↔ text ↔ text-muted ↔ border group; Sunset and Mono give only surface and accent and let the elements pick
// text, muted text, borders and accent text to suit those.
export const THEMES: Record<string, Record<string, string>> = {
  Default: {},
  Ocean: {
    '--swap-color-accent': 'light-dark(#006a9e, #5cc8ff)',
    '--swap-color-surface': 'light-dark(#f1f8fc, #0b1d29)',
    '--swap-color-surface-raised': 'light-dark(#e1eff7, #132b3b)',
    '--swap-color-text': 'light-dark(#0b2233, #e3f1fa)',
    '--swap-color-text-muted': 'light-dark(#3d5a6e, #9dbdd2)',
    '--swap-color-border': 'light-dark(#b6d3e4, #24465c)',
    '--swap-radius': '18px',
    '--swap-font-family': 'Georgia, serif',
  },
  Sunset: {
    '--swap-color-accent': 'light-dark(#c2410c, #ffa06b)',
    '--swap-color-surface': 'light-dark(#fff8f1, #241812)',
    '--swap-radius': '4px',
  },
  Mono: {
    '--swap-color-accent': 'light-dark(#111111, #f5f5f5)',
    '--swap-color-surface': 'light-dark(#ffffff, #000000)',
    '--swap-radius': '0px',
    '--swap-font-family': 'ui-monospace, monospace',
  },
};
