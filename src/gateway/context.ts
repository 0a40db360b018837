// What every route of one gateway shares, built once by createGateway and passed to each route module: the
// configuration and options, the metrics, the clock, the log, the shared explorer state and the credential's name.
import type { GatewayConfig } from './config.js';
import { fingerprint } from './http.js';
import { GatewayMetrics } from './metrics.js';
import { MemoryState, type SharedState } from './shared-state.js';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = { level: LogLevel; message: string } & Record<string, string | number | boolean | undefined>;

export interface GatewayOptions {
  /** Shared explorer state: memory by default; `FallbackState(RedisState, MemoryState)` for several instances. */
  state?: SharedState;
  /** The upstream fetch (tests and the demo pass the simulator's). */
  fetch?: (request: Request) => Promise<Response>;
  /** One structured line per request and per notable event; never headers, query values or the credential. */
  log?: (line: LogLine) => void;
  /** The visitor's address for quotas; by default the platform's (Workers' CF-Connecting-IP, Node's socket). */
  clientAddress?: (request: Request, env: unknown) => string | undefined;
  now?: () => number;
  /** How the explorer gate waits (tests pass a manual clock's). */
  sleep?: (ms: number) => Promise<void>;
  /** Extra lines for /metrics (e.g. whether Redis is in use). */
  extraMetrics?: () => string[];
  /**
   * Where explorer requests go instead of this handler's own cache and gate: on Workers, the Durable Object that
   * holds them for the credential (worker.ts). It gets the route and the validated query (no visitor headers).
   */
  explorer?: { kind: 'durable-object'; fetch: (request: Request) => Promise<Response> };
}

export interface GatewayContext {
  config: GatewayConfig;
  options: GatewayOptions;
  metrics: GatewayMetrics;
  now: () => number;
  state: SharedState;
  /** The upstream fetch. */
  fetch: (request: Request) => Promise<Response>;
  log: (line: LogLine) => void;
  clientAddress: (request: Request, env: unknown) => string | undefined;
  /** The credential's name in shared state (credentialName). */
  credentialId: Promise<string>;
}

export function createContext(config: GatewayConfig, options: GatewayOptions): GatewayContext {
  const now = options.now ?? Date.now;
  return {
    config,
    options,
    metrics: new GatewayMetrics(),
    now,
    state: options.state ?? new MemoryState(now),
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
    log:
      // eslint-disable-next-line no-console -- log lines are the gateway's output (stdout, or the platform's log)
      options.log ?? ((line: LogLine) => console.log(JSON.stringify({ time: new Date().toISOString(), ...line }))),
    clientAddress: options.clientAddress ?? ((request, env) => defaultClientAddress(request, env, config.trustProxy)),
    credentialId: credentialName(config.credential?.value ?? ''),
  };
}

/**
 * The credential's name in shared state (Redis keys, the Durable Object's name): a hash, never the credential. The
 * explorer's limit is the credential's, so the gate and the cache are named by it alone, whatever URL spelling or
 * host alias an instance is configured with.
 */
export function credentialName(credential: string): Promise<string> {
  return fingerprint(`swap-elements-gateway explorer\u0000${credential}`, 16);
}

/** What each platform passes as the handler's second argument, as far as the visitor's address goes. */
type PlatformEnv = {
  incoming?: { socket?: { remoteAddress?: string } }; // Node (@hono/node-server)
  remoteAddr?: { hostname?: string }; // Deno (`deno serve`, Deno.serve's info)
  requestIP?: (request: Request) => { address?: string } | null; // Bun (Bun.serve's server)
};

function defaultClientAddress(request: Request, env: unknown, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    // The last entry is the one the trusted proxy added; earlier ones are whatever the visitor sent.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  const platform = (env ?? {}) as PlatformEnv;
  // The connection's own address first: on Node, Deno and Bun anyone can send a CF-Connecting-IP header, so it only
  // counts where the platform gives no address (Workers, where Cloudflare sets it).
  return (
    platform.incoming?.socket?.remoteAddress ??
    platform.remoteAddr?.hostname ??
    (typeof platform.requestIP === 'function' ? platform.requestIP(request)?.address : undefined) ??
    request.headers.get('cf-connecting-ip') ??
    undefined
  );
}
