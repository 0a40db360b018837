// GET /explorer/v0/transactions-pages and /explorer/v0/transactions: the explorer, shared between visitors (one
// cache and one gate per credential, explorer-share.ts; on Workers the Durable Object's), seen through the public
// view (public-view.ts) unless EXPLORER_ACCESS is full.
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  TransactionsCursorQuerySchema,
  TransactionsPageQuerySchema,
  PageEnvelopeSchema,
  RowsEnvelopeSchema,
} from '../../api/explorer-schemas.js';
import { explorerQuery, validate } from '../../api/wire.js';
import { parseJson } from '../../api/client.js';
import type { GatewayContext, GatewayOptions } from '../context.js';
import { ExplorerShare } from '../explorer-share.js';
import { GatewayError, JSON_TYPE, message, normalise } from '../http.js';
import { PublicView } from '../public-view.js';
import { send } from '../upstream.js';

type ExplorerRoute = 'transactions-pages' | 'transactions';
type Gate = NonNullable<GatewayOptions['explorer']>;

export function explorerRoutes(ctx: GatewayContext): Hono {
  const { config, options, metrics, credentialId } = ctx;
  const publicView = config.credential ? new PublicView(config.credential.value) : undefined;
  let share: Promise<ExplorerShare> | undefined;

  async function explorerShare(): Promise<ExplorerShare> {
    share ??= credentialId.then(
      (id) =>
        new ExplorerShare({
          state: ctx.state,
          gate: `explorer:${id}`,
          intervalMs: config.explorerIntervalMs,
          freshMs: config.explorerFreshMs,
          staleMs: config.explorerStaleMs,
          maxWaitMs: config.explorerMaxWaitMs,
          upstreamTimeoutMs: config.upstreamTimeoutMs,
          metrics,
          log: (level, text) => ctx.log({ level, message: text }),
          now: ctx.now,
          ...(options.sleep ? { sleep: options.sleep } : {}),
          send: (url) =>
            send(ctx, 'explorer', new URL(url).pathname.endsWith('-pages') ? 'explorer-pages' : 'explorer-cursor', url),
          // The envelope only: the client reads rows one by one and leaves out (and counts) those it cannot read,
          // so one bad row must not turn a whole page into an error here.
          valid: (body) => {
            const value = parseJson(body);
            return z.safeParse(RowsEnvelopeSchema, value).success || z.safeParse(PageEnvelopeSchema, value).success;
          },
        }),
    );
    return share;
  }

  /** The Durable Object answers exactly as this handler would (a gateway with the same settings, the same checks). */
  async function fromDurableObject(gate: Gate, route: ExplorerRoute, url: URL): Promise<Response> {
    // It gets the route and the visitor's query, no visitor header.
    const remote = await gate.fetch(new Request(`https://explorer.gate/explorer/v0/${route}${url.search}`));
    const headers: Record<string, string> = { ...JSON_TYPE };
    for (const name of ['x-cache', 'age', 'retry-after']) {
      const value = remote.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const cache = remote.headers.get('x-cache');
    if (cache === 'hit' || cache === 'stale' || cache === 'miss' || cache === 'shared') {
      metrics.explorerCache.inc({ result: cache });
    }
    return new Response(await remote.text(), { status: remote.status, headers });
  }

  /** A public page's query: only the allowed filters, and the sealed row cursor opened. */
  async function publicQuery(url: URL): Promise<void> {
    const refused = [...new Set(url.searchParams.keys())].filter((k) => !config.publicFilters.includes(k));
    if (refused.length) {
      throw new GatewayError(
        400,
        `This public history does not allow ${refused.join(', ')}. Allowed: ${config.publicFilters.join(', ')}.`,
      );
    }
    const cursor = url.searchParams.get('lastDepositAddressAndMemo');
    if (cursor) {
      const real = await publicView!.unseal(cursor);
      if (!real) throw new GatewayError(400, 'lastDepositAddressAndMemo is not a cursor this gateway gave out.');
      url.searchParams.set('lastDepositAddressAndMemo', real);
    }
  }

  async function explorer(c: Context, route: ExplorerRoute) {
    if (config.explorerAccess === 'off') {
      throw new GatewayError(404, 'This gateway does not serve the explorer (EXPLORER_ACCESS=off).');
    }
    const url = new URL(c.req.url);
    // For every isolate, one object for the credential (worker.ts).
    if (options.explorer) return fromDurableObject(options.explorer, route, url);
    if (config.explorerAccess === 'public') await publicQuery(url);
    const schema = route === 'transactions-pages' ? TransactionsPageQuerySchema : TransactionsCursorQuerySchema;
    const params = validate(schema as z.ZodMiniType<Record<string, unknown>>, explorerQuery(url));
    const search = normalise(params);
    // Cached by credential, route and normalised query: one entry per meaning, whatever the explorer URL's spelling.
    const served = await (
      await explorerShare()
    ).get(`${await credentialId}:${route}?${search}`, `${config.explorerUrl}/v0/${route}?${search}`);
    if (served.kind === 'busy') {
      const seconds = String(Math.max(1, Math.ceil(served.retryAfterMs / 1000)));
      return new Response(JSON.stringify({ message: served.message, retryAfterSeconds: Number(seconds) }), {
        status: 503,
        headers: { ...JSON_TYPE, 'retry-after': seconds },
      });
    }
    if (served.kind === 'upstream-error') return message(served.status, served.message);
    let text = served.body;
    if (served.status === 200 && config.explorerAccess === 'public') {
      text = JSON.stringify(await publicView!.answer(parseJson(text)));
    }
    const headers: Record<string, string> = { ...JSON_TYPE, 'x-cache': served.cache };
    if (served.ageSeconds !== undefined) headers.age = String(served.ageSeconds);
    return new Response(text, { status: served.status, headers });
  }

  const app = new Hono();
  app.get('/explorer/v0/transactions-pages', (c) => explorer(c, 'transactions-pages'));
  app.get('/explorer/v0/transactions', (c) => explorer(c, 'transactions'));
  return app;
}
