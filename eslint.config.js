import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

/** Where the store's rules are written down (inside the repository). */
const STORE_DOC = 'docs/ARCHITECTURE.md "The store"';

/** A relative import that reaches `folder` under src/ from anywhere in src/. */
const into = (folder) => `^\\.{1,2}/(\\.\\./)*(src/)?${folder.replace(/\*/g, '[^/]*')}(/|\\.js$)`;

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
  // The floors (docs/ARCHITECTURE.md "Floors"): elements → controllers → store → wallets → core → api; i18n beside, holding
  // words only. An import never runs back up a floor, and no controller knows an element. The simulator and the
  // gateway stand apart: they read api/ and core/ only, and nothing of the package imports them (demo/, test/ and
  // bench/ may). Persistence is reached through the store's intent methods only.
  floor('src/api/**', ['core', 'store', 'controllers', 'elements', 'i18n', 'events', 'wallets']),
  floor('src/core/**', ['store', 'controllers', 'elements', 'i18n', 'events', 'wallets']),
  floor('src/i18n/**', ['store', 'controllers', 'elements', 'events', 'wallets']),
  // The built-in logos (generated data) import nothing.
  floor('src/icons/**', ['api', 'core', 'store', 'controllers', 'elements', 'i18n', 'events', 'wallets']),
  floor('src/wallets/**', ['store', 'controllers', 'elements', 'i18n', 'events']),
  floor('src/store/**', ['controllers', 'elements', 'i18n/en', 'i18n/de', 'wallets'], { persistence: false }),
  floor('src/controllers/**', ['elements']),
  floor('src/*.ts', []),
  // An element class wires controllers and renders.
  floor('src/elements/**', [], { ignores: ['src/elements/**/controllers/**', 'src/elements/**/views/**'] }),
  // An element's controllers and views take what they need through a getter or a view object.
  floor('src/elements/**/{controllers,views}/**', [], { elementClasses: true }),
  apart('src/simulator/**'),
  apart('src/gateway/**'),
  ...storeOwnsSwaps(),
  {
    // Servers by route: each is assembled from route modules (app.route()), each a file a reader can hold in mind,
    // and so is every function: no closure grows to hold every route again.
    // See docs/ARCHITECTURE.md "The simulator and the gateway".
    files: ['src/simulator/**/*.ts', 'src/gateway/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One naming scheme in every element folder (docs/CONVENTIONS.md "Layout"): a reader knows what a file is from
    // its name.
    files: ['src/elements/**/*.ts'],
    plugins: { layout: { rules: { 'file-kind': fileKind() } } },
    rules: { 'layout/file-kind': 'error' },
  },
  {
    // An element class wires controllers and renders; a view only renders. Timers and aborts live in controllers.
    files: ['src/elements/swap-*/swap-*.ts', 'src/elements/**/views/*.view.ts'],
    ignores: ['src/elements/*/*.styles.ts'],
    rules: {
      'max-lines': ['error', { max: 550 }],
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'AbortController'].map((name) => ({
          name,
          message: `Timers and aborts belong in a controller (src/controllers/ or the element folder's controllers/; docs/CONVENTIONS.md "Element classes").`,
        })),
      ],
    },
  },
);

/**
 * Files matching `files` may not import from the folders (under src/) named in `above`, nor the simulator or the
 * gateway, nor (outside src/store/) store/persistence.ts; with `elementClasses`, nor an element class.
 */
function floor(files, above, { persistence = true, elementClasses = false, ignores } = {}) {
  const patterns = [
    ...above.map((folder) => ({
      regex: `(^|/)(\\.\\./)+(src/)?${folder.replace(/\*/g, '[^/]*')}(/|\\.js$)`,
      message: `${files} sits below ${folder}: imports point down the floors only (docs/ARCHITECTURE.md "Floors").`,
    })),
    {
      regex: into('(simulator|gateway)'),
      message: 'The simulator and the gateway stand apart: nothing of the package imports them.',
    },
  ];
  if (persistence)
    patterns.push(
      {
        regex: '(^|/)store/persistence\\.js$',
        message: `Persistence is reached through the store only (${STORE_DOC}: its intent methods and types).`,
      },
      {
        regex: '(^|/)store/(store|swaps)\\.js$',
        importNames: ['getPersistence', 'setPersistence'],
        message: `Persistence is reached through the store only (${STORE_DOC}): read and write swaps by its functions.`,
      },
    );
  if (elementClasses)
    patterns.push({
      regex: '(^\\.\\.?/swap-[a-z]+|/swap-[a-z]+/swap-[a-z]+|/swap-element)\\.js$',
      message: 'Controllers and views never import an element class.',
    });
  return {
    files: [files],
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/**
 * The store owns each swap (its table, store/swaps.ts): elements and controllers read it there and subscribe to it,
 * never to the package's own events (which they dispatch for the page), and only the store applies the lifecycle rule.
 */
function storeOwnsSwaps() {
  const supersedes = {
    selector: "CallExpression[callee.name='supersedes']",
    message: `Only the store applies the lifecycle rule: write a status with recordStatus (${STORE_DOC}).`,
  };
  const listen = "CallExpression[callee.property.name='addEventListener']";
  const packageEvent = {
    selector: `${listen}[arguments.0.property.name='eventName'], ${listen}[arguments.0.value=/^swap-/]`,
    message: `A package event is for the page, not for state: subscribe to the store instead (${STORE_DOC}).`,
  };
  return [
    { files: ['src/**/*.ts'], ignores: ['src/store/**', 'src/core/**'], rules: { 'no-restricted-syntax': ['error', supersedes] } },
    { files: ['src/elements/**/*.ts', 'src/controllers/**/*.ts'], rules: { 'no-restricted-syntax': ['error', supersedes, packageEvent] } },
  ]; // prettier-ignore
}

/**
 * The simulator and the gateway read the contract (api/) and the domain logic (core/) only. `files` is a folder's
 * glob (`src/x/**`): a file in its subfolders (routes/) is one `../` deeper, so each depth gets its own pattern.
 */
function apart(files) {
  const root = files.replace(/\/\*\*$/, '');
  const message = `${files} builds on api/ and core/ only (docs/ARCHITECTURE.md "The simulator and the gateway").`;
  const at = (glob, up) => ({
    files: [glob],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^${'\\.\\./'.repeat(up)}(?!(api|core)/)`, message }] }],
    },
  });
  return [at(`${root}/*.ts`, 1), at(`${root}/*/**`, 2)];
}

/**
 * The kind of an element folder's file, from its name: `swap-x.ts` the element class, `*.styles.ts` its styles,
 * `controllers/*-controller.ts` a class that drives a flow (`…Controller`), `views/*.view.ts` render functions (no
 * class, no state, no requests), `*.model.ts` plain data and logic (no Lit). The base classes sit above the folders.
 */
function fileKind() {
  const KINDS = [
    ['base', /^src\/elements\/(swap-element|defaulting-element|decorators)\.ts$/],
    ['class', /^src\/elements\/[^/]+\/swap-[a-z-]+\.ts$/],
    ['styles', /^src\/elements\/[^/]+\/(views\/)?[a-z-]+\.styles\.ts$/],
    ['controller', /^src\/elements\/[^/]+\/controllers\/[a-z-]+-controller\.ts$/],
    ['view', /^src\/elements\/[^/]+\/views\/[a-z-]+\.view\.ts$/],
    ['model', /^src\/elements\/[^/]+\/[a-z-]+\.model\.ts$/],
  ];
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const path = context.filename.slice(context.cwd.length + 1).replace(/\\/g, '/');
      const kind = KINDS.find(([, pattern]) => pattern.test(path))?.[0];
      const report = (node, message) => context.report({ node, message });
      const valueImport = (node) => node.importKind !== 'type' && node.specifiers.some((s) => s.importKind !== 'type');
      return {
        Program(node) {
          if (!kind)
            report(node, `${path}: name it swap-x.ts, *.styles.ts, controllers/*-controller.ts, views/*.view.ts or *.model.ts (docs/CONVENTIONS.md "Layout").`); // prettier-ignore
          if (kind === 'controller') {
            const named = node.body.some(
              (s) => s.type === 'ExportNamedDeclaration' && s.declaration?.type === 'ClassDeclaration' && /Controller$/.test(s.declaration.id?.name ?? ''),
            ); // prettier-ignore
            if (!named) report(node, 'A controllers/ module exports its class, named …Controller.');
          }
        },
        ClassDeclaration(node) {
          if (kind === 'view' || kind === 'model' || kind === 'styles')
            report(node, `A ${kind} module holds no class: state lives in a controller, an element in swap-x.ts.`);
        },
        ImportDeclaration(node) {
          const source = node.source.value;
          if ((kind === 'model' || kind === 'styles') && /^lit(\/|$)/.test(source) && kind === 'model')
            report(node, 'A model module is plain TypeScript: no Lit (templates are views, styles are *.styles.ts).');
          if (kind === 'view' && (source === '@lit/task' || /(^|\/)(store|controllers)\//.test(source)) && valueImport(node))
            report(node, 'A view renders what it is given: types only from controllers and the store, no tasks.'); // prettier-ignore
        },
      };
    },
  };
}
