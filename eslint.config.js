import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'custom-elements.json', 'test-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  litA11y.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.mocha },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', '*.config.*', '.ci/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  // The floors (README "What is where"): elements → controllers → store → core → api; i18n beside, holding words
  // only. An import never runs back up a floor, and no controller knows an element.
  floor('src/api/**', ['core', 'store', 'controllers', 'elements', 'i18n', 'events']),
  floor('src/core/**', ['store', 'controllers', 'elements', 'i18n', 'events']),
  floor('src/i18n/**', ['store', 'controllers', 'elements', 'events']),
  floor('src/store/**', ['controllers', 'elements', 'i18n/en', 'i18n/de']),
  floor('src/controllers/**', ['elements']),
  {
    // An element's controllers and render modules take what they need through a getter or a view object.
    files: ['src/elements/*/*.ts'],
    ignores: ['src/elements/swap-*/swap-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^\\./swap-[a-z]+|/swap-[a-z]+/swap-[a-z]+|/swap-element)\\.js$',
              message: 'Controllers and render modules never import an element class.',
            },
          ],
        },
      ],
    },
  },
  {
    // An element class wires controllers and renders; timers and aborts live in its controllers.
    files: ['src/elements/swap-*/swap-*.ts'],
    ignores: ['src/elements/*/*.styles.ts'],
    rules: {
      'max-lines': ['error', { max: 550 }],
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'AbortController'].map((name) => ({
          name,
          message: 'Timers and aborts belong in a controller (src/controllers/ or beside the element).',
        })),
      ],
    },
  },
);

/** Files matching `files` may not import from the folders (under src/) named in `above`. */
function floor(files, above) {
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: above.map((folder) => ({
            regex: `(^|/)(\\.\\./)+(src/)?${folder.replace(/\*/g, '[^/]*')}(/|\\.js$)`,
            message: `${files} sits below ${folder}: imports point down the floors only.`,
          })),
        },
      ],
    },
  };
}
