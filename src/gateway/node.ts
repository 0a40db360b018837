#!/usr/bin/env node
// The gateway on Node: `npm run gateway` or the `swap-elements-gateway` bin. Configured from the environment
// (src/gateway/README.md); with REDIS_URL several instances share the explorer cache, the coalescing and the gate.
// Its server packages, @hono/node-server and (for REDIS_URL) redis, are optional peer dependencies of swap-elements, so
// a site that only uses the elements never installs them: they are loaded here when the gateway starts, and a missing
// one stops the start with the npm install command that adds it. (Optional peers rather than a second package in a
// workspace: one package, one version and one README to publish, and the gateway's other entries need neither.)
// `hono` stays a dependency: the web-standard gateway (Deno, Bun, Workers) and the simulator are built on it, it has
// no dependencies of its own, and no script-tag file or element module imports it.
import { realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createGateway, type Gateway, type GatewayOptions, type LogLine } from './app.js';
import { GatewayConfigError, loadConfig, type GatewayConfig } from './config.js';
import type { FallbackState, RedisState } from './redis-state.js';
import { MemoryState, type SharedState } from './shared-state.js';

/** The gateway cannot start on Node because optional peer dependencies are not installed; the message says which. */
export class GatewayDependencyError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `The gateway on Node needs ${missing.join(' and ')}, which swap-elements leaves out of an install for the elements ` +
        `only (optional peer dependencies). Install ${missing.length > 1 ? 'them' : 'it'} beside swap-elements:\n` +
        `  npm install ${missing.join(' ')}` +
        (missing.includes('redis') ? '\n(or unset REDIS_URL to keep the shared state in this process’s memory)' : ''),
    );
    this.name = 'GatewayDependencyError';
  }
}

/** True when `error` says that the package `name` itself cannot be found (not a module it imports failing). */
function isMissing(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${name}'`);
}

/** Loads the server packages this configuration needs, or throws one GatewayDependencyError naming every missing one. */
async function loadServerPackages(config: GatewayConfig) {
  const missing: string[] = [];
  const load = async <T>(name: string, importer: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await importer();
    } catch (error) {
      if (!isMissing(error, name)) throw error;
      missing.push(name);
      return undefined;
    }
  };
  const [nodeServer, redisState] = await Promise.all([
    load('@hono/node-server', () => import('@hono/node-server')),
    config.redisUrl ? load('redis', () => import('./redis-state.js')) : undefined,
  ]);
  if (!nodeServer || missing.length) throw new GatewayDependencyError(missing);
  return { serve: nodeServer.serve, redisState };
}

export interface StartedGateway {
  gateway: Gateway;
  server: Server;
  url: string;
  state: SharedState;
  close(): Promise<void>;
}

// eslint-disable-next-line no-console -- log lines are the gateway's output (stdout, or the platform's log)
const printLog = (line: LogLine) => console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));

/** Starts the gateway's HTTP server (and its Redis connection when configured). */
export async function startGateway(
  config: GatewayConfig,
  options: Omit<GatewayOptions, 'state'> = {},
): Promise<StartedGateway> {
  const { serve, redisState } = await loadServerPackages(config);
  const log = options.log ?? printLog;
  let state: SharedState = new MemoryState(options.now);
  let redis: RedisState | undefined;
  let fallback: FallbackState | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  if (config.redisUrl && redisState) {
    let lastErrorLog = 0;
    redis = new redisState.RedisState({
      url: config.redisUrl,
      prefix: 'swap-elements-gateway',
      onError: (error) => {
        // The client retries on its own; one line per 30 s is enough to tell the operator.
        if (Date.now() - lastErrorLog < 30_000) return;
        lastErrorLog = Date.now();
        log({ level: 'warn', message: `Redis connection problem: ${error.message}` });
      },
      onCached: (key, answer, ttlMs) => fallback?.mirror(key, answer, ttlMs),
    });
    fallback = new redisState.FallbackState(
      redis,
      new MemoryState(options.now),
      (level, message) => log({ level, message }),
      // Lost: a send granted through Redis just before may still be under way for up to the upstream timeout.
      // Back: the others notice within the client's reconnect delay (2 s), a command timeout (1 s) and a late timer.
      { lostGuardMs: config.upstreamTimeoutMs + 1000, backGuardMs: 5000 },
      options.now,
    );
    state = fallback;
    const beating = fallback;
    heartbeat = setInterval(() => void beating.heartbeat().catch(() => undefined), redisState.HEARTBEAT_MS);
    heartbeat.unref();
    const connecting = redis.connect().then(() => beating.heartbeat());
    connecting.catch(() => undefined);
    const connected = await Promise.race([
      connecting.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]).catch(() => false);
    if (!connected) log({ level: 'warn', message: 'Redis is not reachable yet: serving from memory until it is.' });
  }
  const gateway = createGateway(config, {
    ...options,
    log,
    state,
    extraMetrics: () => [
      '# HELP gateway_shared_state_degraded 1 while Redis is configured but unavailable (memory in use).',
      '# TYPE gateway_shared_state_degraded gauge',
      `gateway_shared_state_degraded ${fallback?.degraded ? 1 : 0}`,
    ],
  });
  // Without a createServer option, @hono/node-server serves on a plain node:http Server.
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: gateway.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    gateway,
    server,
    state,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: async () => {
      clearInterval(heartbeat);
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await state.close();
    },
  };
}

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof GatewayConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let started: StartedGateway;
  try {
    started = await startGateway(config);
  } catch (error) {
    if (error instanceof GatewayDependencyError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const credential = config.credential
    ? `${config.credential.scheme === 'api-key' ? 'X-API-Key' : 'Authorization: Bearer'} (set)`
    : 'none (quotes pay the platform fee)';
  process.stdout.write(
    [
      `swap-elements gateway on ${started.url}`,
      `  swap API:     ${config.swapUrl}  → base-url="${started.url}"`,
      `  explorer API: ${config.explorerUrl}  → explorer-url="${started.url}/explorer" (${config.explorerAccess})`,
      `  credential:   ${credential}`,
      `  origins:      ${config.allowedOrigins.join(', ') || 'same origin only (set ALLOWED_ORIGINS)'}`,
      `  chain RPC:    ${(['solana', 'near', 'ton', 'sui', 'starknet', 'aptos', 'movement'] as const)
        .map((chain) => `/rpc/${chain} ${config.rpc[chain] ? 'on' : 'off'}`)
        .join(', ')} (<CHAIN>_RPC_URL)`,
      `  shared state: ${config.redisUrl ? 'Redis' : 'this process’s memory'}`,
      '',
    ].join('\n'),
  );
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (invoked === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
