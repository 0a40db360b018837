// End-to-end: axe on every story and theme preset of the static demo build, light and dark (test/e2e/demo.ts).
import { suite } from './demo.js';
import { serveStaticDemo } from './static-demo.js';

suite('static build: axe', serveStaticDemo, 'axe');
