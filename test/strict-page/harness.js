// Loaded first on every strict page (issue 18; the server sends them with a strict Content-Security-Policy, see
// web-test-runner.config.mjs): records each CSP violation, each request and each console warning, and answers requests
// to the simulator's origin from the simulator of the test page that frames this one (strict-page.test.ts).
(() => {
  const harness = window.parent.strictHarness;
  const record = { violations: [], requests: [], warnings: [] };
  window.strictRecord = record;
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      record.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}${where} ${event.sample}`.trim());
    },
    true,
  );
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    record.requests.push(url);
    return url.startsWith(harness.origin) ? harness.fetch(input, init) : realFetch(input, init);
  };
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    record.warnings.push(args.join(' '));
    warn(...args);
  };
  /** What the page's own script does: configure() the library it loaded. */
  window.configureStrictPage = (library) => library.configure(harness.config);
})();
