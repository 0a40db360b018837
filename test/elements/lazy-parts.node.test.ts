// Issues 51 and 52: what an element's page downloads with the element, read from the sources' imports (the bundler
// keeps a module that only import() reaches out of the element's files). Wallet code is fetched only with a wallet
// of the family on the page: <swap-quote>'s balance line comes with it, and the pages of elements that drive no
// wallet carry none of the families' loaders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ELEMENTS = 'src/elements';

/** A module's value imports (type-only ones are erased), each as `static` or `dynamic`, resolved to source files. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found = { static: [] as string[], dynamic: [] as string[] };
  const add = (kind: 'static' | 'dynamic', spec: string) => {
    if (!spec.startsWith('.')) return; // a package: not one of ours
    const resolved = join(dirname(file), spec.replace(/\.js$/, '.ts'));
    if (existsSync(resolved)) found[kind].push(relative('.', resolved));
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly =
        clause?.isTypeOnly || (!!named && !clause?.name && named.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add('static', (statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      add('static', (statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec && ts.isStringLiteral(spec)) add('dynamic', spec.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules a page with the element fetches with it: its file and everything imported statically, transitively. */
function withElement(tag: string): Set<string> {
  const seen = new Set<string>();
  const stack = [`${ELEMENTS}/${tag}/${tag}.ts`];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file).static);
  }
  return seen;
}

test('<swap-quote> fetches its wallet balance line (controller, view, words) only on demand', () => {
  const files = withElement('swap-quote');
  for (const lazy of [
    'src/elements/swap-quote/controllers/wallet-balance-controller.ts',
    'src/elements/swap-quote/views/wallet-balance.view.ts',
    'src/i18n/en/quote-wallet.ts',
  ])
    assert.ok(!files.has(lazy), `${lazy} comes with the element`);
  const loaders = [...files].filter((file) =>
    importsOf(file).dynamic.includes('src/elements/swap-quote/controllers/wallet-balance-controller.ts'),
  );
  assert.deepEqual(loaders, ['src/elements/swap-quote/controllers/balance-line-controller.ts']);
});

test('the pages of elements that drive no wallet carry no wallet family loader', () => {
  for (const tag of ['swap-status', 'swap-history', 'swap-activity', 'swap-account', 'swap-order', 'swap-orders']) {
    const loaders = [...withElement(tag)].filter((file) =>
      importsOf(file).dynamic.some((target) => target.startsWith('src/wallets/')),
    );
    // <swap-account> signs with an EVM wallet: its loaders come with the wallet controllers, not the lazy registry.
    assert.deepEqual(loaders, tag === 'swap-account' ? ['src/controllers/wallet-module.ts'] : [], tag);
  }
  for (const tag of ['swap-quote', 'swap-deposit'])
    assert.ok(withElement(tag).has('src/controllers/wallet-module.ts'), `${tag} drives wallets`);
});
