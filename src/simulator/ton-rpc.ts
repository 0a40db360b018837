// The simulator's TON chain, mounted: `POST /rpc/ton` (TON's JSON-RPC as toncenter's v2 `jsonRPC` answers it, params by
// name) and `POST /_sim/ton/fund` (`{ address, nanotons?, jettons?: { <master>: amount }, publicKey?: <hex> }`: sets
// the balances, and the key the wallet's messages must be signed with). The chain itself (ton-chain.ts, with
// @ton/core) loads on the first call, so a simulator nobody pays TON on never loads it. See README "TON".
import type { Hono } from 'hono';
import { fail, json, readJson } from '../api/wire.js';
import type { TonChain, TonChainDeps } from './ton-chain.js';

const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined;

export function tonRoutes(app: Hono, deps: TonChainDeps): void {
  let chain: Promise<{ chain: TonChain; TonRpcError: typeof import('./ton-chain.js').TonRpcError }> | undefined;
  const load = () =>
    (chain ??= import('./ton-chain.js').then((m) => ({ chain: new m.TonChain(deps), TonRpcError: m.TonRpcError })));

  app.post('/rpc/ton', async (c) => {
    const { chain: ton, TonRpcError } = await load();
    let body: unknown;
    try {
      body = await readJson(c.req.raw);
    } catch {
      return json({ jsonrpc: '2.0', id: null, ok: false, error: 'Parse error', code: -32700 });
    }
    const { id = null, method, params = {} } = (body ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    if (typeof method !== 'string' || !params || typeof params !== 'object' || Array.isArray(params)) {
      return json({ jsonrpc: '2.0', id, ok: false, error: 'Invalid request', code: -32600 });
    }
    try {
      return json({ jsonrpc: '2.0', id, ok: true, result: ton.call(method, params as Record<string, unknown>) });
    } catch (error) {
      const e = error instanceof TonRpcError ? error : new TonRpcError(-32603, 'Internal error');
      return json({ jsonrpc: '2.0', id, ok: false, error: e.message, code: e.code });
    }
  });

  app.post('/_sim/ton/fund', async (c) => {
    const { chain: ton, TonRpcError } = await load();
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    try {
      const address = ton.address(body.address);
      const nanotons = body.nanotons === undefined ? undefined : units(body.nanotons);
      if (body.nanotons !== undefined && nanotons === undefined) return fail(400, 'nanotons must be an integer string');
      const jettons: Record<string, bigint> = {};
      for (const [master, amount] of Object.entries((body.jettons ?? {}) as Record<string, unknown>)) {
        const value = units(amount);
        if (value === undefined) return fail(400, `jettons.${master} must be an integer string`);
        jettons[master] = value;
      }
      const key = body.publicKey;
      if (key !== undefined && (typeof key !== 'string' || !/^[0-9a-f]{64}$/i.test(key))) {
        return fail(400, 'publicKey must be 64 hex digits');
      }
      const publicKey = key === undefined ? undefined : Uint8Array.from(key.match(/../g)!, (b) => parseInt(b, 16));
      return json(ton.fund(address, nanotons, jettons, publicKey));
    } catch (error) {
      if (error instanceof TonRpcError) return fail(400, error.message);
      throw error;
    }
  });
}
