// Fails the test during which Lit issued a dev-mode warning (e.g. a property changed during update, or several
// copies of Lit), so such warnings cannot pile up unnoticed. The one-time "Lit is in dev mode" note is allowed.
const issued: string[] = [];
const originalWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('lit.dev/msg/') && !text.includes('lit.dev/msg/dev-mode')) issued.push(text);
  originalWarn(...args);
};

afterEach(function () {
  if (issued.length === 0) return;
  const warnings = issued.splice(0);
  // In a hook, this.test is the hook; Hook#error fails the hook (and so the test) once it finishes.
  (this.test as unknown as { error(e: Error): void } | undefined)?.error(
    new Error(`Lit dev-mode warning(s):\n${warnings.join('\n')}`),
  );
});
