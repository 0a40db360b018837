// The gateway's own answers and the request checks every route shares: a JSON `{message}` answer, the error a route
// throws to give one, the visitor's quota, body and query. Nothing here goes upstream (upstream.ts does).
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { BodyTooLarge, explorerQuery, readJson, validate } from '../api/wire.js';
import { explorerQueryString } from '../api/explorer-schemas.js';
import type { GatewayContext } from './context.js';
import type { VisitorQuotas } from './quotas.js';

export const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Thrown by a route for the answer `message(status, message, headers)` (app.ts's onError writes it). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const message = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message: text }), { status, headers: { ...JSON_TYPE, ...headers } });

/** A hash (hex, `bytes` long), to name things without ever writing what is hashed anywhere. */
export async function fingerprint(text: string, bytes = 8): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Takes one request from the visitor's quota, or throws the 429 that says how long to wait. */
export function quota(ctx: GatewayContext, quotas: VisitorQuotas, kind: string, c: Context) {
  const visitor = ctx.clientAddress(c.req.raw, c.env) ?? 'unknown';
  const wait = quotas.take(visitor);
  if (wait > 0) {
    ctx.metrics.quotaRejections.inc({ kind });
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    throw new GatewayError(429, `Too many ${kind} requests from this address: try again in ${seconds} s.`, {
      'retry-after': String(seconds),
    });
  }
}

export async function body(ctx: GatewayContext, c: Context): Promise<unknown> {
  try {
    return await readJson(c.req.raw, ctx.config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new GatewayError(413, error.message);
    throw error;
  }
}

/** Query parameters validated against a schema; the upstream query is rebuilt from them, sorted. */
export function query<T>(c: Context, schema: z.ZodMiniType<T>): { params: T; search: string } {
  const url = new URL(c.req.url);
  const params = validate(schema, explorerQuery(url));
  return { params, search: normalise(params as Record<string, unknown>) };
}

/** The query with sorted keys and sorted list values, in the client's encoding: one cache key per meaning. */
export function normalise(params: Record<string, unknown>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => {
      const value = params[key];
      return [key, Array.isArray(value) ? value.map(String).sort() : value];
    });
  return explorerQueryString(Object.fromEntries(sorted)).slice(1);
}
