// The strict ES module page's own script: the npm entry with every element (dist/esm/all.js), then configure().
import * as SwapElements from '/dist/esm/all.js';

window.SwapElements = SwapElements;
window.configureStrictPage(SwapElements);
