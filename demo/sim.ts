// The demo's simulator. `npm start` uses the one the Vite plugin mounts at /sim/1click (real HTTP requests, visible
// in the network tab), and the demo partner's gateway in front of it at /gateway; the static build
// (`npm run build:demo`) runs the same simulator and gateway inside the page.
import { configure } from '../src/index.js';

export interface SimConnection {
  baseUrl: string;
  explorerUrl: string;
  publicKey: string;
  /** How fast the simulator's clock ran when the page opened. */
  speed: number;
  /** The simulator's clock (epoch ms), which the elements follow. */
  now(): number;
  /** Calls a /_sim control endpoint. */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  /** The fetch that reaches the simulator (the demo's fake wallets send to its chains with it). */
  fetch: typeof fetch;
}

export async function connectSimulator(): Promise<SimConnection> {
  const baseUrl = `${location.origin}/sim/1click`;
  const explorerUrl = `${location.origin}/sim/explorer/api`;
  let fetchFn: typeof fetch = (input, init) => fetch(input, init);
  if (!import.meta.env.DEV) {
    const { createSimulator } = await import('../src/simulator/app.js');
    const { demoGateway, GATEWAY_PATH } = await import('./gateway.js');
    // ANY_INPUT pays each deposit, so the story shows a payout without $1,000 of deposits.
    const sim = createSimulator({ seed: 1, speed: 10, baseUrl, explorerUrl, anyInputPayoutUsd: 0 });
    await sim.ready;
    const gateway = await demoGateway(sim);
    // This origin's /gateway goes to the gateway in the page, the rest of it to the simulator; other origins (another
    // gateway given in the "Going live" story) to the network.
    fetchFn = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin !== location.origin) return fetch(request);
      if (url.pathname !== GATEWAY_PATH && !url.pathname.startsWith(`${GATEWAY_PATH}/`)) return sim.fetch(request);
      url.pathname = url.pathname.slice(GATEWAY_PATH.length) || '/';
      const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.text();
      return gateway.fetch(
        new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal }),
      );
    };
  }
  const control = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const response = await fetchFn(`${baseUrl}/_sim${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(json.message ?? `HTTP ${response.status}`);
    return json;
  };
  const info = await control<{ publicKey: string }>('/info');
  // The simulator runs ~10x faster than the wall clock (and "skip" moves it on), so the elements follow its clock:
  // deadlines, countdowns and "x minutes ago" then agree with the service.
  let anchor = { sim: Date.now(), real: Date.now(), speed: 1 };
  const syncClock = (clock: { now: string; speed: number }) =>
    (anchor = { sim: Date.parse(clock.now), real: Date.now(), speed: clock.speed });
  const clock = await control<{ now: string; speed: number }>('/clock');
  syncClock(clock);
  const now = () => Math.floor(anchor.sim + (Date.now() - anchor.real) * anchor.speed);
  const plainControl = control;
  const controlAndSync = async <T>(path: string, body?: unknown, method?: string): Promise<T> => {
    const result = await plainControl<T>(path, body, method);
    if (path.startsWith('/clock')) syncClock(result as unknown as { now: string; speed: number });
    return result;
  };
  configure({
    now,
    baseUrl,
    explorerUrl,
    servicePublicKey: info.publicKey,
    ...(import.meta.env.DEV ? {} : { fetch: fetchFn }),
  });
  return {
    baseUrl,
    explorerUrl,
    publicKey: info.publicKey,
    control: controlAndSync,
    now,
    speed: clock.speed,
    fetch: fetchFn,
  };
}
