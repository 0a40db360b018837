// End-to-end: axe on every story and theme preset of the static demo build, light and dark; every story at phone
// widths, and the history table at 1280 px (test/e2e/demo.ts). One browser and one server for both.
import { suite } from './demo.js';
import { serveStaticDemo } from './static-demo.js';

suite('static build: axe and layout', serveStaticDemo, ['axe', 'layout']);
