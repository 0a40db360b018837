// POST /rpc/solana, /rpc/near, /rpc/ton, /rpc/sui and /rpc/starknet: the JSON-RPC pass-through to the partner's nodes. Only the calls the elements make
// pass (checked by ../rpc.ts), under the visitor's RPC quota; every error is a JSON-RPC error, and the node's URL
// (which may hold a key) is never logged or passed on.
import { Hono, type Context } from 'hono';
import { BodyTooLarge, readLimited } from '../../api/wire.js';
import { parseJson } from '../../api/client.js';
import type { GatewayContext } from '../context.js';
import type { UpstreamAnswer } from '../explorer-share.js';
import { GatewayError, JSON_TYPE } from '../http.js';
import { VisitorQuotas } from '../quotas.js';
import {
  NOT_SENT,
  RPC_CHAIN_NAMES,
  RPC_ERRORS,
  checkBody,
  errorBody,
  secretParts,
  type RpcChain,
  type RpcError,
  type RpcId,
} from '../rpc.js';
import { send } from '../upstream.js';

const RPC_VARIABLES: Record<RpcChain, string> = {
  solana: 'SOLANA_RPC_URL',
  near: 'NEAR_RPC_URL',
  ton: 'TON_RPC_URL',
  sui: 'SUI_RPC_URL',
  starknet: 'STARKNET_RPC_URL',
};

export function rpcRoutes(ctx: GatewayContext): Hono {
  const { config, metrics, now, log } = ctx;
  const rpcRule = { perMinute: config.rpcCallsPerMinute, burst: config.rpcBurst };
  const rpcQuotas: Record<RpcChain, VisitorQuotas> = {
    solana: new VisitorQuotas(rpcRule, now),
    near: new VisitorQuotas(rpcRule, now),
    ton: new VisitorQuotas(rpcRule, now),
    sui: new VisitorQuotas(rpcRule, now),
    starknet: new VisitorQuotas(rpcRule, now),
  };
  const rpcSecrets: Record<RpcChain, string[]> = {
    solana: config.rpc.solana ? secretParts(config.rpc.solana) : [],
    near: config.rpc.near ? secretParts(config.rpc.near) : [],
    ton: config.rpc.ton ? secretParts(config.rpc.ton) : [],
    sui: config.rpc.sui ? secretParts(config.rpc.sui) : [],
    starknet: config.rpc.starknet ? secretParts(config.rpc.starknet) : [],
  };

  async function rpc(c: Context, chain: RpcChain): Promise<Response> {
    const name = `The ${RPC_CHAIN_NAMES[chain]} RPC`;
    const url = config.rpc[chain];
    if (!url) {
      throw new GatewayError(
        404,
        `This gateway does not pass ${RPC_CHAIN_NAMES[chain]} RPC calls (${RPC_VARIABLES[chain]} is not set).`,
      );
    }
    const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
      new Response(body, { status, headers: { ...JSON_TYPE, ...headers } });
    const whole = (status: number, error: RpcError) => reply(status, errorBody(null, false, error));

    if (!/^application\/json\b/i.test((c.req.header('content-type') ?? '').trim())) {
      return whole(415, {
        code: RPC_ERRORS.invalidRequest,
        message: 'Invalid Request',
        data: 'Content-Type must be application/json.',
      });
    }
    let text: string;
    try {
      if (Number(c.req.header('content-length') ?? '0') > config.maxBodyBytes)
        throw new BodyTooLarge(config.maxBodyBytes);
      text = new TextDecoder().decode(await readLimited(c.req.raw, config.maxBodyBytes));
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return whole(413, { code: RPC_ERRORS.invalidRequest, message: 'Invalid Request', data: error.message });
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return whole(200, { code: RPC_ERRORS.parse, message: 'Parse error', data: 'The body is not valid JSON.' });
    }
    const checked = checkBody(chain, value);
    if ('error' in checked) return whole(200, checked.error);
    const { batch, calls } = checked;
    const ids: RpcId[] = calls.map((call) => call.id);
    const answer = (status: number, error: RpcError, headers: Record<string, string> = {}) =>
      reply(status, errorBody(ids, batch, error), headers);

    // Every call counts, allowed or not: refusals cost the gateway little, but a visitor is limited either way.
    const visitor = ctx.clientAddress(c.req.raw, c.env) ?? 'unknown';
    const wait = rpcQuotas[chain].take(visitor, calls.length);
    if (wait > 0) {
      metrics.quotaRejections.inc({ kind: `rpc-${chain}` });
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      return answer(
        429,
        {
          code: RPC_ERRORS.limit,
          message: `Too many ${RPC_CHAIN_NAMES[chain]} RPC calls from this address: try again in ${seconds} s.`,
        },
        { 'retry-after': String(seconds) },
      );
    }

    const passing: unknown[] = [];
    for (const call of calls) if ('call' in call) passing.push(call.call);
    if (passing.length < calls.length) {
      // JSON-RPC answers a refused call like an unknown one: 200 with its error (a batch: one error per call).
      const errors = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: 'error' in call ? call.error : NOT_SENT,
      }));
      return reply(200, JSON.stringify(batch ? errors : errors[0]));
    }

    const route = `rpc-${chain}` as const;
    let upstream: UpstreamAnswer;
    try {
      upstream = await send(ctx, route, route, url, {
        method: 'POST',
        // What was checked, exactly (rpc.ts): the node reads the same call this gateway allowed.
        body: JSON.stringify(batch ? passing : passing[0]),
        credential: false,
      });
    } catch (error) {
      // The error is not logged: a fetch error may name the URL, and the URL may hold the key.
      if (error instanceof Error && error.name === 'TimeoutError') {
        const seconds = config.upstreamTimeoutMs / 1000;
        return answer(504, { code: RPC_ERRORS.timeout, message: `${name} did not answer within ${seconds} s.` });
      }
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} could not be reached.` });
    }
    const status = upstream.status;
    if (status === 429) {
      metrics.upstream429.inc({ upstream: route });
      const seconds = Math.max(1, Math.ceil((upstream.retryAfterMs ?? 5000) / 1000));
      return answer(
        429,
        { code: RPC_ERRORS.limit, message: `${name} is busy: try again in ${seconds} s.` },
        { 'retry-after': String(seconds) },
      );
    }
    if (status === 401 || status === 403) {
      log({ level: 'error', message: `${name} refused this gateway (${status}): check ${RPC_VARIABLES[chain]}.` });
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} refused this gateway.` });
    }
    if (status >= 500 || (status >= 300 && status < 400)) {
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} answered ${status}. Try again shortly.` });
    }
    if (parseJson(upstream.body) === undefined) {
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} sent an answer that is not JSON.` });
    }
    if (rpcSecrets[chain].some((part) => upstream.body.includes(part))) {
      log({ level: 'warn', message: `${name} answered with part of ${RPC_VARIABLES[chain]}; not passed on.` });
      return answer(502, {
        code: RPC_ERRORS.upstream,
        message: `${name} sent an answer this gateway does not pass on.`,
      });
    }
    // The node's own bytes: large integers (u64 balances) stay exactly as it wrote them.
    return reply(status, upstream.body);
  }

  const app = new Hono();
  app.post('/rpc/solana', (c) => rpc(c, 'solana'));
  app.post('/rpc/near', (c) => rpc(c, 'near'));
  app.post('/rpc/ton', (c) => rpc(c, 'ton'));
  app.post('/rpc/sui', (c) => rpc(c, 'sui'));
  app.post('/rpc/starknet', (c) => rpc(c, 'starknet'));
  return app;
}
