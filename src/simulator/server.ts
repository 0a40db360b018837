// The standalone simulator: `npm run simulator -- --port 8787 --seed 1 --speed 10`. Binds 127.0.0.1 with CORS on,
// so other pages and integrators' own tests can use it; prints both base URLs and a demo partner token.
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createSimulator, type Simulator, type SimulatorOptions } from './app.js';
import { SimulatedDropError } from './faults.js';
import { SIM_NOW_HEADER, SIM_SPEED_HEADER } from '../api/service-clock.js';

type Bindings = { incoming: IncomingMessage; outgoing: ServerResponse };

export interface StartedServer {
  server: ServerType;
  simulator: Simulator;
  port: number;
  baseUrl: string;
  explorerUrl: string;
  close(): Promise<void>;
}

/** CORS for any origin: the simulator holds nothing secret, and pages on other ports must reach it. */
export function withCors(simulator: Simulator): Hono<{ Bindings: Bindings }> {
  const app = new Hono<{ Bindings: Bindings }>();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['authorization', 'x-api-key', 'content-type'],
      // The simulator's clock (every answer), which pages follow: see SIM_NOW_HEADER.
      exposeHeaders: ['retry-after', SIM_NOW_HEADER, SIM_SPEED_HEADER],
      maxAge: 600,
    }),
  );
  app.all('*', async (c) => {
    try {
      return await simulator.fetch(c.req.raw);
    } catch (error) {
      // A simulated dropped connection: destroy the socket so the client sees a network error.
      if (error instanceof SimulatedDropError) c.env.outgoing.socket?.destroy();
      throw error;
    }
  });
  return app;
}

export async function startServer(
  options: SimulatorOptions & { port?: number; host?: string } = {},
): Promise<StartedServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8787;
  // The URLs depend on the port the OS picks for port 0, so the simulator is created once it is known; until then
  // (a few ms) requests get a 503.
  const ready: { app?: Hono<{ Bindings: Bindings }> } = {};
  const fetch = (request: Request, env: unknown) =>
    ready.app ? ready.app.fetch(request, env as Bindings) : new Response('{"message":"starting"}', { status: 503 });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch, port, hostname: host }, () => resolve(s));
  });
  const actual = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${actual}`;
  const simulator = createSimulator({
    ...options,
    baseUrl: options.baseUrl ?? origin,
    explorerUrl: options.explorerUrl ?? `${origin}/explorer/api`,
  });
  await simulator.ready;
  ready.app = withCors(simulator);
  const info = await simulator.info();
  return {
    server,
    simulator,
    port: actual,
    baseUrl: info.baseUrl,
    explorerUrl: info.explorerUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    out[key ?? ''] = inline ?? argv[++i] ?? '';
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const num = (name: string, fallback: number) => {
    const value = args[name] === undefined ? fallback : Number(args[name]);
    if (!Number.isFinite(value)) throw new Error(`--${name} must be a number`);
    return value;
  };
  const started = await startServer({
    port: num('port', 8787),
    seed: num('seed', 1),
    speed: num('speed', 1),
    clock: args.clock === 'manual' ? 'manual' : 'real',
    ...(args['platform-fee-bps'] !== undefined ? { platformFeeBps: num('platform-fee-bps', 20) } : {}),
    // --origin-minimums=on: the service's per-chain minimums; --intent-shape=token_diff: generate-intent's other shape.
    ...(args['origin-minimums'] === 'on' ? { originMinimums: true } : {}),
    ...(args['intent-shape'] === 'token_diff' ? { intentShape: 'token_diff' as const } : {}),
  });
  const token = await started.simulator.issueToken('demo-partner');
  const info = await started.simulator.info();
  process.stdout.write(
    [
      `swap-elements simulator (seed ${info.seed}, ${info.clock.kind} clock x${info.clock.speed})`,
      `  swap API:      ${started.baseUrl}`,
      `  explorer API:  ${started.explorerUrl}`,
      `  control:       ${started.baseUrl}/_sim/info`,
      `  quote key:     ${info.publicKey}`,
      `  demo partner token (demo-partner):`,
      `  ${token}`,
      '',
    ].join('\n'),
  );
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run only as a script (tests import startServer).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
