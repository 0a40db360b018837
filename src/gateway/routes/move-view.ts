// POST /rpc/aptos/view and /rpc/movement/view: the Aptos REST `view` pass-through to the partner's Aptos and Movement
// nodes (APTOS_RPC_URL, MOVEMENT_RPC_URL: the node's `/v1` root). Only the balance views the wallets read pass
// (../move-rpc.ts), re-serialised, under the visitor's RPC quota; errors are the gateway's `{message}` answers, and the
// node's URL (which may hold a key) is never logged or passed on. The node's answer is passed back as its own bytes.
import { Hono, type Context } from 'hono';
import { parseJson } from '../../api/client.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, JSON_TYPE, body, message } from '../http.js';
import { checkView, VIEW_CHAIN_NAMES, type ViewChain } from '../move-rpc.js';
import { VisitorQuotas } from '../quotas.js';
import { secretParts } from '../rpc.js';
import { send, upstreamOr } from '../upstream.js';

const VARIABLES: Record<ViewChain, string> = { aptos: 'APTOS_RPC_URL', movement: 'MOVEMENT_RPC_URL' };

export function moveViewRoutes(ctx: GatewayContext): Hono {
  const { config, metrics, now, log } = ctx;
  const rule = { perMinute: config.rpcCallsPerMinute, burst: config.rpcBurst };
  const quotas: Record<ViewChain, VisitorQuotas> = {
    aptos: new VisitorQuotas(rule, now),
    movement: new VisitorQuotas(rule, now),
  };

  async function view(c: Context, chain: ViewChain): Promise<Response> {
    const name = `The ${VIEW_CHAIN_NAMES[chain]} node`;
    const root = config.rpc[chain];
    if (!root) {
      throw new GatewayError(
        404,
        `This gateway does not pass ${VIEW_CHAIN_NAMES[chain]} RPC calls (${VARIABLES[chain]} is not set).`,
      );
    }
    const call = checkView(await body(ctx, c));
    // Every call counts, allowed or not, as on the JSON-RPC routes.
    const wait = quotas[chain].take(ctx.clientAddress(c.req.raw, c.env) ?? 'unknown');
    if (wait > 0) {
      metrics.quotaRejections.inc({ kind: `rpc-${chain}` });
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      const text = `Too many ${VIEW_CHAIN_NAMES[chain]} RPC calls from this address: try again in ${seconds} s.`;
      return message(429, text, { 'retry-after': String(seconds) });
    }
    if (typeof call === 'string') return message(400, call);

    // `/view` under the root's path, its query (a key, maybe) kept.
    const url = new URL(root);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/view`;
    const route = `rpc-${chain}` as const;
    return upstreamOr(ctx, name, async () => {
      const answer = await send(ctx, route, route, url.href, {
        method: 'POST',
        body: JSON.stringify(call),
        credential: false,
      });
      const { status } = answer;
      if (status === 429) {
        metrics.upstream429.inc({ upstream: route });
        const seconds = Math.max(1, Math.ceil((answer.retryAfterMs ?? 5000) / 1000));
        return message(429, `${name} is busy: try again in ${seconds} s.`, { 'retry-after': String(seconds) });
      }
      if (status === 401 || status === 403) {
        log({ level: 'error', message: `${name} refused this gateway (${status}): check ${VARIABLES[chain]}.` });
        return message(502, `${name} refused this gateway.`);
      }
      if (status >= 500 || (status >= 300 && status < 400)) {
        return message(502, `${name} answered ${status}. Try again shortly.`);
      }
      if (parseJson(answer.body) === undefined) return message(502, `${name} sent an answer that is not JSON.`);
      if (secretParts(root).some((part) => answer.body.includes(part))) {
        log({ level: 'warn', message: `${name} answered with part of ${VARIABLES[chain]}; not passed on.` });
        return message(502, `${name} sent an answer this gateway does not pass on.`);
      }
      // The node's own bytes: u64 balances stay exactly as it wrote them.
      return new Response(answer.body, { status, headers: JSON_TYPE });
    });
  }

  const app = new Hono();
  app.post('/rpc/aptos/view', (c) => view(c, 'aptos'));
  app.post('/rpc/movement/view', (c) => view(c, 'movement'));
  return app;
}
