// The Intents Explorer API: GET /v0/transactions-pages (page mode) and /v0/transactions (cursor mode), for partners
// only and at most one request per interval per partner (429 with Retry-After).
import { Hono } from 'hono';
import { TransactionsCursorQuerySchema, TransactionsPageQuerySchema } from '../../api/explorer-schemas.js';
import { explorerQuery, fail, json, validate } from '../../api/wire.js';
import type { SimulatorState } from '../state.js';

export function explorerRoutes({ auth, clock, explorer }: SimulatorState): Hono {
  async function explorerGuard(request: Request): Promise<Response | null> {
    const partner = await auth.partnerOf(request.headers);
    if (!partner || partner === 'invalid') return fail(401, 'Unauthorized');
    const wait = auth.take(partner);
    if (wait === null) return null;
    const seconds = Math.max(1, Math.ceil(clock.toRealMs(wait) / 1000));
    return json(
      {
        message: `Too many requests: 1 request per ${auth.intervalMs / 1000} seconds per partner`,
        retryAfterSeconds: seconds,
      },
      429,
      { 'retry-after': String(seconds) },
    );
  }

  const app = new Hono();
  app.get('/v0/transactions-pages', async (c) => {
    const refused = await explorerGuard(c.req.raw);
    if (refused) return refused;
    const query = validate(TransactionsPageQuerySchema, explorerQuery(new URL(c.req.url)));
    return json(explorer.page(query, clock.now()));
  });
  app.get('/v0/transactions', async (c) => {
    const refused = await explorerGuard(c.req.raw);
    if (refused) return refused;
    const query = validate(TransactionsCursorQuerySchema, explorerQuery(new URL(c.req.url)));
    const rows = explorer.cursor(query, clock.now());
    return rows ? json(rows) : fail(400, 'lastDepositAddressAndMemo is not a known transaction');
  });
  return app;
}
