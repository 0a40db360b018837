// Shared set-up for the gateway's Node tests: a manual clock whose sleeps end only when the test advances it, an
// upstream fetch that records every request the gateway sends, a witness that keeps every log line and response
// (to prove no secret ever shows), and a configuration built the way production builds it (loadConfig over env).
import { loadConfig, type GatewayConfig } from '../../src/gateway/config.js';
import type { Gateway, LogLine } from '../../src/gateway/app.js';
import { BASE, EXPLORER } from '../simulator/helpers.js';

export interface ManualClock {
  now(): number;
  /** Resolves once `advance` moves time to or past `now() + ms`. */
  sleep(ms: number): Promise<void>;
  /** Moves time forward, ending every sleep whose deadline it passes, in deadline order. */
  advance(ms: number): Promise<void>;
  /** How long each pending sleep asked for, in the order they were asked. */
  pending(): number[];
}

/**
 * A manual clock. With `base` (e.g. a manual simulator's clock) both share one time: advancing this clock advances
 * `base`, so the upstream's rate limits see the same seconds as the gateway.
 */
export function manualClock(
  options: { start?: number; base?: { now(): number; advance(ms: number): unknown } } = {},
): ManualClock {
  let own = options.start ?? Date.UTC(2026, 0, 15, 12, 0, 0);
  const now = () => (options.base ? options.base.now() : own);
  const moveTo = (at: number) => {
    const delta = at - now();
    if (delta <= 0) return;
    if (options.base) options.base.advance(delta);
    else own = at;
  };
  let sleepers: { at: number; ms: number; resolve: () => void }[] = [];
  return {
    now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        sleepers.push({ at: now() + Math.max(0, ms), ms, resolve });
      }),
    async advance(ms) {
      const target = now() + ms;
      for (;;) {
        await settle();
        const due = sleepers.filter((s) => s.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        sleepers = sleepers.filter((s) => s !== due);
        moveTo(due.at);
        due.resolve();
      }
      moveTo(target);
      await settle();
    },
    pending: () => sleepers.map((s) => s.ms),
  };
}

/** Lets pending promise chains and I/O callbacks (e.g. WebCrypto) run; no timers involved. */
export async function settle(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Waits, by event-loop turns and never by time, until `condition` holds; throws naming `what` if it never does. */
export async function until(condition: () => boolean, what: string, turns = 100_000): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (condition()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

export interface UpstreamCall {
  url: string;
  /** Path and query, e.g. `/1click/v0/quote`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** The upstream's answer, once it came (undefined when the fetch rejected or never answered). */
  status?: number;
  responseBody?: string;
}

/** Wraps an upstream fetch so that every request the gateway sends (and what came back) is kept in `calls`. */
export function recordUpstream(inner: (request: Request) => Promise<Response>) {
  const calls: UpstreamCall[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const call: UpstreamCall = {
      url: request.url,
      path: url.pathname + url.search,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: request.body ? await request.clone().text() : '',
    };
    calls.push(call);
    const response = await inner(request);
    call.status = response.status;
    call.responseBody = await response.clone().text();
    return response;
  };
  return { fetch, calls };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  body: unknown;
}

/**
 * Keeps everything a visitor or an operator could see: log lines and every response's status, headers and body.
 * Pass one shared `seen` list to several witnesses to check a whole suite for a secret at the end.
 */
export function createWitness(seen: string[] = []) {
  const lines: LogLine[] = [];
  return {
    seen,
    lines,
    log: (line: LogLine) => {
      lines.push(line);
      seen.push(JSON.stringify(line));
    },
    async call(gateway: Pick<Gateway, 'fetch'>, request: Request, env?: unknown): Promise<Reply> {
      const response = await gateway.fetch(request, env);
      const text = await response.text();
      seen.push(`${response.status} ${JSON.stringify([...response.headers])} ${text}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, text, body };
    },
    /** Everything seen that contains `secret`. */
    leaks: (secret: string) => seen.filter((entry) => entry.includes(secret)),
  };
}

/**
 * The configuration production would build from `env` (upstreams default to the test simulator's URLs, explorer
 * off), then `overrides` for values the environment cannot express in tests (e.g. a 50 ms upstream timeout).
 */
export function testConfig(
  overrides: Partial<GatewayConfig> & { env?: Record<string, string | undefined> } = {},
): GatewayConfig {
  const { env = {}, ...rest } = overrides;
  const config = loadConfig({
    SWAP_API_URL: BASE,
    EXPLORER_API_URL: EXPLORER,
    ...(env.PARTNER_API_KEY || env.PARTNER_JWT ? {} : { EXPLORER_ACCESS: 'off' }),
    ...env,
  });
  return { ...config, ...rest };
}
