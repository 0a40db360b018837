// /rpc/stellar/…: the pass-through to the partner's Horizon (STELLAR_HORIZON_URL) for exactly what the Stellar wallet
// payment sends (src/wallets/stellar-transfer.ts): `GET /accounts/{id}` (balances, trustlines, reserve, sequence) and
// `POST /transactions` (form body `tx=<signed XDR>`). Nothing else passes; every call costs the visitor's RPC quota.
// The Horizon URL (which may hold a key) is never logged or passed on.
import { Hono, type Context } from 'hono';
import { BodyTooLarge, readLimited } from '../../api/wire.js';
import { parseJson } from '../../api/client.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, JSON_TYPE, message } from '../http.js';
import { VisitorQuotas } from '../quotas.js';
import { secretParts } from '../rpc.js';

const ACCOUNT = /^\/rpc\/stellar\/accounts\/([^/]+)$/;
/** A Stellar account id (G…, base32): the only thing that may stand in the account path. */
const ACCOUNT_ID = /^G[A-Z2-7]{55}$/;
/** A signed transaction envelope as base64 (what `tx=` carries). */
const ENVELOPE = /^[A-Za-z0-9+/]+={0,2}$/;

/** The Horizon routes for the guard (guard.ts): their name in logs and the one method each takes. */
export function horizonRoute(path: string): { name: string; methods: string[] } | undefined {
  if (ACCOUNT.test(path)) return { name: '/rpc/stellar/accounts/{id}', methods: ['GET'] };
  if (path === '/rpc/stellar/transactions') return { name: '/rpc/stellar/transactions', methods: ['POST'] };
  return undefined;
}

export function horizonRoutes(ctx: GatewayContext): Hono {
  const { config, metrics, now, log } = ctx;
  const quotas = new VisitorQuotas({ perMinute: config.rpcCallsPerMinute, burst: config.rpcBurst }, now);
  const base = config.stellarHorizon;
  const secrets = base ? secretParts(base) : [];

  /** Sends `path` to Horizon (its query, e.g. a key, kept) and answers with Horizon's JSON, or a sentence. */
  async function pass(c: Context, path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Response> {
    const visitor = ctx.clientAddress(c.req.raw, c.env) ?? 'unknown';
    const wait = quotas.take(visitor);
    if (wait > 0) {
      metrics.quotaRejections.inc({ kind: 'rpc-stellar' });
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      return message(429, `Too many Stellar Horizon calls from this address: try again in ${seconds} s.`, {
        'retry-after': String(seconds),
      });
    }
    const url = new URL(base!);
    url.pathname = url.pathname.replace(/\/+$/, '') + path;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const started = now();
    metrics.upstreamRequests.inc({ route: 'rpc-stellar' });
    let status: number;
    let text: string;
    try {
      const response = await ctx.fetch(
        new Request(url, {
          method: init.method,
          headers,
          body: init.body ?? null,
          signal: AbortSignal.timeout(config.upstreamTimeoutMs),
          redirect: 'manual', // never follow Horizon anywhere else
        }),
      );
      status = response.status;
      text = await response.text();
    } catch (error) {
      // Not logged: a fetch error may name the URL, and the URL may hold the key.
      if (error instanceof Error && error.name === 'TimeoutError')
        return message(504, `Stellar Horizon did not answer within ${config.upstreamTimeoutMs / 1000} s.`);
      return message(502, 'Stellar Horizon could not be reached.');
    } finally {
      metrics.upstreamLatency.observe({ upstream: 'rpc-stellar' }, (now() - started) / 1000);
    }
    if (status === 429) {
      metrics.upstream429.inc({ upstream: 'rpc-stellar' });
      return message(429, 'Stellar Horizon is busy: try again in 5 s.', { 'retry-after': '5' });
    }
    if (status === 401 || status === 403) {
      log({ level: 'error', message: `Stellar Horizon refused this gateway (${status}): check STELLAR_HORIZON_URL.` });
      return message(502, 'Stellar Horizon refused this gateway.');
    }
    if (status >= 500 || (status >= 300 && status < 400))
      return message(502, `Stellar Horizon answered ${status}. Try again shortly.`);
    if (parseJson(text) === undefined) return message(502, 'Stellar Horizon sent an answer that is not JSON.');
    if (secrets.some((part) => text.includes(part))) {
      log({ level: 'warn', message: 'Stellar Horizon answered with part of STELLAR_HORIZON_URL; not passed on.' });
      return message(502, 'Stellar Horizon sent an answer this gateway does not pass on.');
    }
    // Horizon's own bytes and status (404: no such account; 400: the transaction refused, with its result codes).
    return new Response(text, { status, headers: JSON_TYPE });
  }

  const app = new Hono();
  app.use('/rpc/stellar/*', async (_c, next) => {
    if (!base) throw new GatewayError(404, 'This gateway does not pass Stellar Horizon calls (STELLAR_HORIZON_URL is not set).'); // prettier-ignore
    await next();
  });
  app.get('/rpc/stellar/accounts/:id', (c) => {
    const id = c.req.param('id');
    if (!ACCOUNT_ID.test(id)) throw new GatewayError(400, 'A Stellar account id (G…) is expected.');
    return pass(c, `/accounts/${id}`, { method: 'GET' });
  });
  app.post('/rpc/stellar/transactions', async (c) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test((c.req.header('content-type') ?? '').trim()))
      throw new GatewayError(415, 'Content-Type must be application/x-www-form-urlencoded.');
    let text: string;
    try {
      if (Number(c.req.header('content-length') ?? '0') > config.maxBodyBytes)
        throw new BodyTooLarge(config.maxBodyBytes);
      text = new TextDecoder().decode(await readLimited(c.req.raw, config.maxBodyBytes));
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new GatewayError(413, error.message);
      throw error;
    }
    const form = new URLSearchParams(text);
    const tx = form.get('tx');
    if ([...form.keys()].length !== 1 || tx === null || !ENVELOPE.test(tx))
      throw new GatewayError(400, 'The body must be one field, tx, holding a signed transaction (base64 XDR).');
    // Written again from what was checked, the way the elements write it: Horizon reads exactly that.
    return pass(c, '/transactions', { method: 'POST', body: `tx=${encodeURIComponent(tx)}` });
  });
  return app;
}
