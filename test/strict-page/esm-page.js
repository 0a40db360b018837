// The strict ES module page's own script: the npm entry as built (dist/esm), then configure().
import * as SwapElements from '/dist/esm/index.js';

window.SwapElements = SwapElements;
window.configureStrictPage(SwapElements);
