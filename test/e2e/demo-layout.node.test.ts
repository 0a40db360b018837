// End-to-end: every story of the static demo build at phone widths, and the history table at 1280 px (test/e2e/demo.ts).
import { suite } from './demo.js';
import { serveStaticDemo } from './static-demo.js';

suite('static build: layout', serveStaticDemo, 'layout');
