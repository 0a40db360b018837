// `swap-elements/gateway`: the partner's server in front of the swap service. `createGateway(loadConfig(env))`
// gives a web-standard fetch handler for Node, Deno, Bun and Cloudflare Workers (it imports nothing Node-only);
// `swap-elements/gateway/node` starts it on Node with optional Redis.
export { createGateway, normalise } from './app.js';
export type { Gateway, GatewayOptions, LogLine, LogLevel } from './app.js';
export { loadConfig, GatewayConfigError, DEFAULT_PUBLIC_FILTERS } from './config.js';
export type { GatewayConfig, Credential, ExplorerAccess } from './config.js';
export { MemoryState } from './shared-state.js';
export type { SharedState, CachedAnswer } from './shared-state.js';
export { PublicView, maskAddress } from './public-view.js';
