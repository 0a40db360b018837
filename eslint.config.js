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
);
