// For the script-tag builds only (scripts/build.mjs, tonCoreEsm): esbuild injects this Buffer wherever @ton/core
// names the global one, so the page's global scope is left alone there.
export { Buffer } from 'buffer';
