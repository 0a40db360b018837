// The demo's simulator. `npm start` uses the one the Vite plugin mounts at /sim/1click (real HTTP requests, visible
// in the network tab); the static build (`npm run build:demo`) runs the same simulator inside the page.
import { configure } from '../src/index.js';

export interface SimConnection {
  baseUrl: string;
  explorerUrl: string;
  publicKey: string;
  /** Calls a /_sim control endpoint. */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
}

export async function connectSimulator(): Promise<SimConnection> {
  const baseUrl = `${location.origin}/sim/1click`;
  const explorerUrl = `${location.origin}/sim/explorer/api`;
  let fetchFn: typeof fetch = (input, init) => fetch(input, init);
  if (!import.meta.env.DEV) {
    const { createSimulator } = await import('../src/simulator/app.js');
    const sim = createSimulator({ seed: 1, speed: 10, baseUrl, explorerUrl });
    await sim.ready;
    fetchFn = sim.fetch;
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
  configure({
    baseUrl,
    explorerUrl,
    servicePublicKey: info.publicKey,
    ...(import.meta.env.DEV ? {} : { fetch: fetchFn }),
  });
  return { baseUrl, explorerUrl, publicKey: info.publicKey, control };
}
