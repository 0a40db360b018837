// custom-elements.json is generated from the element sources by `npm run manifest` and checked by `npm test`.
export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts', 'src/elements/swap-widget/inner-parts.model.ts'],
  litelement: true,
  packagejson: false,
  outdir: '.',
};
