// The gateway as a Cloudflare Workers module worker (`main` in wrangler.toml). Its settings are the Worker's bindings
// ([vars] and secrets), which stay the same for the life of an isolate, so the gateway is built once, on the first
// request. There is no Redis here: the explorer cache, the coalescing and the explorer gate live in this isolate's
// memory, so each isolate (each location with traffic, and more under load) asks the explorer on its own.
import { createGateway, type Gateway } from './app.js';
import { GatewayConfigError, loadConfig } from './config.js';

let gateway: Gateway | undefined;
let problem: string | undefined;

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Only the text bindings are settings (KV namespaces, services and the like are objects). */
function settings(env: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export default {
  async fetch(request: Request, env: Record<string, unknown> = {}): Promise<Response> {
    if (!gateway && problem === undefined) {
      try {
        const config = loadConfig(settings(env));
        if (config.redisUrl) console.warn('REDIS_URL has no effect on Workers: explorer state stays in each isolate.');
        gateway = createGateway(config);
      } catch (error) {
        if (!(error instanceof GatewayConfigError)) throw error;
        problem = error.message;
      }
    }
    if (!gateway) {
      // The message names variables, never a credential's value; it goes to the log (`wrangler tail`), not the page.
      console.error(problem);
      return new Response(JSON.stringify({ message: 'The gateway is not configured correctly: see its log.' }), {
        status: 500,
        headers: JSON_TYPE,
      });
    }
    return gateway.fetch(request, env);
  },
};
