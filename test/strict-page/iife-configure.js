// The strict classic-script page's own script, after the library's: configure() as a site would.
window.configureStrictPage(window.SwapElements);
