// End-to-end: the demo page in Debian's Chromium (playwright-core) on the static build, with its simulator running in
// the page: the flows of test/e2e/demo.ts (axe and layout run beside it in demo-axe).
import { suite } from './demo.js';
import { serveStaticDemo } from './static-demo.js';

suite('static build: flows', serveStaticDemo, ['flows']);
