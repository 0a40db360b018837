// A build plugin that shrinks Lit's css`` and html`` templates: the minifier keeps template text verbatim, and the
// indentation and comments in them were a fifth of the script-tag bundle. Only the static text between ${...}
// changes: whitespace runs become one space (enough for inline layout; the elements use no <pre>), CSS comments go,
// and so do the spaces around CSS braces, semicolons, commas, child combinators and after a property's colon, a rule's
// last semicolon, and the quotes around an attribute selector's value that is a plain name ([part='base'] → [part=base]).
import ts from 'typescript';

const squeezeHtml = (text) => text.replace(/\s+/g, ' ').replace(/<!--[\s\S]*?-->/g, '');
const squeezeCss = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    // "color: red" → "color:red"; a selector's pseudo-class has no space after its colon, so it is untouched.
    .replace(/([\w-]):\s+/g, '$1:')
    // No CSS here holds ";}" or a quoted selector value inside a string (a content: text), where this would change it.
    .replace(/;}/g, '}')
    .replace(/\[([\w-]+)([~|^$*]?)='([A-Za-z_][\w-]*)'\]/g, '[$1$2=$3]');

export function minifyTemplates() {
  return {
    name: 'minify-lit-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|css)`/.test(code)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits = [];
      const visit = (node) => {
        if (
          ts.isTaggedTemplateExpression(node) &&
          ts.isIdentifier(node.tag) &&
          ['html', 'css'].includes(node.tag.text)
        ) {
          const squeeze = node.tag.text === 'css' ? squeezeCss : squeezeHtml;
          const template = node.template;
          const parts = ts.isNoSubstitutionTemplateLiteral(template)
            ? [template]
            : [template.head, ...template.templateSpans.map((span) => span.literal)];
          for (const part of parts) {
            // The raw text sits between the delimiters: ` or } before, ` or ${ after.
            const start = part.getStart(source) + 1;
            const end = part.getEnd() - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
            const raw = code.slice(start, end);
            const next = squeeze(raw);
            if (next !== raw) edits.push([start, end, next]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
