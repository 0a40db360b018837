// Issue 47: every locale in src/i18n (en.ts, de.ts and any added beside them) held to the same checks against the
// English: the same sections and keys, each a non-empty string, the same placeholders and plural selects, braces that
// close, a plural with its `other` case and no case the language lacks, and (for a translation) no English left
// standing in for a text. What an element shows in a language stays with that element's tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { en } from '../../src/i18n/en.js';
import type { MessageCatalogue } from '../../src/i18n/messages.js';

const I18N = new URL('../../src/i18n/', import.meta.url);

/** A locale file is named by its language tag (de.ts, pt-BR.ts) and exports its catalogue under that name. */
const LOCALES = await Promise.all(
  readdirSync(I18N)
    .filter((name) => /^[a-z]{2,3}(-[A-Z]{2})?\.ts$/.test(name))
    .map(async (name) => {
      const tag = name.slice(0, -'.ts'.length);
      const module = (await import(new URL(`${tag}.js`, I18N).href)) as Record<string, MessageCatalogue>;
      return { tag, catalogue: module[tag.replace('-', '')]! };
    }),
);

/** English placeholders a translation names differently, as documented next to the English text. */
const RENAMED: Record<string, Record<string, string>> = { 'common.txHashInvalid': { aChain: 'chain' } };

/** Texts the same in English and the locale (names, codes, pure placeholders): not an untranslated copy. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: [
    ...['Swap', 'Swap ({group})', 'Memo', 'Memo {memo}', 'Status', 'Status: {status}', 'Details', 'Referral'],
    ...['Intent', 'Intents', 'alice.near', 'swaps-{date}.csv'],
  ],
};

const sections = Object.keys(en) as (keyof MessageCatalogue)[];
const texts = (catalogue: MessageCatalogue) =>
  sections.flatMap((section) =>
    Object.entries((catalogue[section] ?? {}) as Record<string, unknown>).map(([key, text]) => ({
      id: `${section}.${key}`,
      text,
      english: (en[section] as Record<string, string>)[key],
    })),
  );

/** The placeholders of a template, `{name}` and the `{name, plural, …}` selects, each named once. */
const placeholders = (template: string) =>
  [...new Set([...template.matchAll(/\{(\w+)(?:\}|, *(plural|select))/g)].map((m) => m[1]!))].sort();

/** What is wrong with a template's ICU shape: braces that do not close, a plural without its `other` case. */
function shapeProblems(template: string): string[] {
  let depth = 0;
  for (const char of template) {
    depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    if (depth < 0) return ['a } before its {'];
  }
  if (depth !== 0) return ['a { that does not close'];
  const plurals = [...template.matchAll(/\{\w+, *plural,/g)].length;
  const others = [...template.matchAll(/\bother *\{/g)].length;
  return others < plurals ? ['a plural without its other case'] : [];
}

/** The plural cases a template names that the locale's plural rules never choose (`few` in German, say). */
function unusedPluralCases(template: string, tag: string): string[] {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];
  const cases = [...template.matchAll(/\{\w+, *plural,((?:[^{}]|\{[^{}]*\})*)\}/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(=?\w+) *\{/g)].map((c) => c[1]!),
  );
  return cases.filter((name) => !name.startsWith('=') && !categories.includes(name));
}

// The files were found (a new locale joins the table by being there).
for (const tag of ['de', 'en'])
  assert.ok(
    LOCALES.some((l) => l.tag === tag),
    `${tag}.ts found in src/i18n`,
  );

for (const { tag, catalogue } of LOCALES) {
  describe(`the ${tag} catalogue`, () => {
    it('has every section and key of the English and nothing more', () => {
      assert.deepEqual(Object.keys(catalogue).sort(), [...sections].sort());
      for (const section of sections)
        assert.deepEqual(Object.keys(catalogue[section]).sort(), Object.keys(en[section]).sort(), section);
    });

    it('has a non-empty string for every key, without spaces at either end', () => {
      const bad = texts(catalogue)
        .filter(({ text }) => typeof text !== 'string' || text.trim() === '' || text !== text.trim())
        .map(({ id, text }) => `${id}: ${JSON.stringify(text)}`);
      assert.deepEqual(bad, []);
    });

    it('keeps the placeholders and plural selects of every English text', () => {
      const mismatches = texts(catalogue).flatMap(({ id, text, english }) => {
        if (typeof text !== 'string' || english === undefined) return [];
        const renamed = tag === 'en' ? {} : (RENAMED[id] ?? {});
        const expected = [...new Set(placeholders(english).map((name) => renamed[name] ?? name))].sort();
        const actual = placeholders(text);
        return expected.join() === actual.join() ? [] : [`${id}: ${actual.join()} ≠ ${expected.join()}`];
      });
      assert.deepEqual(mismatches, []);
    });

    it('closes every brace and gives every plural its other case', () => {
      const bad = texts(catalogue).flatMap(({ id, text }) =>
        typeof text === 'string' ? shapeProblems(text).map((problem) => `${id}: ${problem}`) : [],
      );
      assert.deepEqual(bad, []);
    });

    it('names only plural cases the language has', () => {
      const bad = texts(catalogue).flatMap(({ id, text }) =>
        typeof text === 'string' ? unusedPluralCases(text, tag).map((name) => `${id}: ${name}`) : [],
      );
      assert.deepEqual(bad, []);
    });

    if (tag !== 'en')
      it('does not leave the English text in place of a translation', () => {
        const same = new Set(SAME_AS_ENGLISH[tag] ?? []);
        const copied = texts(catalogue)
          .filter(({ text, english }) => text === english && /[a-z]{3,}/.test(String(text).replace(/\{\w+\}/g, '')))
          .filter(({ text }) => !same.has(text as string))
          .map(({ id }) => id);
        assert.deepEqual(copied, []);
      });
  });
}
