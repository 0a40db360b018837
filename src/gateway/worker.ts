// The gateway as a Cloudflare Workers module worker (`main` in wrangler.toml). Its settings are the Worker's bindings
// ([vars] and secrets), which stay the same for the life of an isolate, so the gateway is built once, on the first
// request. There is no Redis here. With the `EXPLORER_GATE` binding (a Durable Object of the class `ExplorerGate`
// exported below), every explorer request goes to the one object named after the credential (a hash of it), which
// holds the explorer cache, the coalescing and the gate for every isolate in every location: the credential's limit
// holds globally. Without the binding they live in each isolate's memory, and each isolate asks the explorer on its own.
import { createGateway, credentialName, type Gateway, type GatewayOptions } from './app.js';
import { GatewayConfigError, loadConfig, type GatewayConfig } from './config.js';
import { MemoryState, type GateRecord } from './shared-state.js';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Only the text bindings are settings (Durable Object namespaces, KV namespaces, services and the like are objects). */
function settings(env: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

// The parts of the Workers runtime used here (no @cloudflare/workers-types dependency for three methods).
interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}
interface DurableObjectStateLike {
  storage: {
    get<T>(key: string): Promise<T | undefined>;
    put(key: string, value: unknown): Promise<void>;
  };
  blockConcurrencyWhile<T>(run: () => Promise<T>): Promise<T>;
}

const isNamespace = (value: unknown): value is DurableObjectNamespaceLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DurableObjectNamespaceLike).idFromName === 'function' &&
  typeof (value as DurableObjectNamespaceLike).get === 'function';

/** Builds the gateway once per isolate (or object); a configuration problem is kept and reported on every request. */
function builder(make: (config: GatewayConfig, env: Record<string, unknown>) => Gateway) {
  let gateway: Gateway | undefined;
  let problem: string | undefined;
  return (env: Record<string, unknown>): Gateway | Response => {
    if (!gateway && problem === undefined) {
      try {
        gateway = make(loadConfig(settings(env)), env);
      } catch (error) {
        if (!(error instanceof GatewayConfigError)) throw error;
        problem = error.message;
      }
    }
    if (gateway) return gateway;
    // The message names variables, never a credential's value; it goes to the log (`wrangler tail`), not the page.
    console.error(problem);
    return new Response(JSON.stringify({ message: 'The gateway is not configured correctly: see its log.' }), {
      status: 500,
      headers: JSON_TYPE,
    });
  };
}

/**
 * The gate's state in the object's memory, each gate also written to its storage whenever it changes, so a restarted
 * object (a deploy, an eviction) still knows when the last request left and whether one was under way.
 */
class DurableGateState extends MemoryState {
  override readonly kind = 'durable-object';
  constructor(private readonly storage: DurableObjectStateLike['storage']) {
    super();
  }
  async restore(name: string): Promise<void> {
    const stored = await this.storage.get<GateRecord>(`gate:${name}`);
    if (stored && !this.gates.has(name)) this.gates.set(name, stored);
  }
  protected override changed(name: string, gate: GateRecord): void {
    // Not awaited: the runtime holds every outgoing request (the upstream send included) until the write is stored.
    void this.storage.put(`gate:${name}`, { ...gate });
  }
}

/**
 * The Durable Object holding the explorer cache, the coalescing and the gate for one credential. Bind it as
 * `EXPLORER_GATE` (wrangler.toml in src/gateway/README.md). It runs the gateway itself with the Worker's settings,
 * so its answers are exactly what the Worker would give: it is only ever asked by the Worker, for explorer routes.
 */
export class ExplorerGate {
  private readonly state: DurableGateState;
  private readonly gateway: (env: Record<string, unknown>) => Gateway | Response;
  private readonly restored: Promise<void>;

  constructor(
    ctx: DurableObjectStateLike,
    private readonly env: Record<string, unknown>,
  ) {
    this.state = new DurableGateState(ctx.storage);
    this.gateway = builder((config) => createGateway(config, { state: this.state }));
    let credential: string | undefined;
    try {
      credential = loadConfig(settings(env)).credential?.value;
    } catch {
      credential = undefined; // misconfigured: every request gets the 500 from `builder`
    }
    // The gate's name is the one createGateway gives it: the credential's hash.
    this.restored = ctx.blockConcurrencyWhile(async () => {
      if (credential !== undefined) await this.state.restore(`explorer:${await credentialName(credential)}`);
    });
  }

  async fetch(request: Request): Promise<Response> {
    await this.restored;
    const gateway = this.gateway(this.env);
    return gateway instanceof Response ? gateway : gateway.fetch(request);
  }
}

const worker = builder((config, env) => {
  if (config.redisUrl) console.warn('REDIS_URL has no effect on Workers: bind EXPLORER_GATE to share explorer state.');
  if (config.explorerAccess !== 'off' && !isNamespace(env.EXPLORER_GATE)) {
    console.warn(
      'No EXPLORER_GATE binding: the explorer cache and gate live in each isolate (see the gateway README).',
    );
  }
  return createGateway(config, explorerOptions(config, env.EXPLORER_GATE));
});

/** With the EXPLORER_GATE binding, explorer routes go to the credential's one Durable Object. */
function explorerOptions(config: GatewayConfig, namespace: unknown): GatewayOptions {
  if (!isNamespace(namespace) || !config.credential) return {};
  const name = credentialName(config.credential.value);
  return {
    explorer: {
      kind: 'durable-object',
      fetch: async (request) => namespace.get(namespace.idFromName(await name)).fetch(request),
    },
  };
}

export default {
  async fetch(request: Request, env: Record<string, unknown> = {}): Promise<Response> {
    const gateway = worker(env);
    return gateway instanceof Response ? gateway : gateway.fetch(request, env);
  },
};
