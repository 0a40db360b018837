// POST /v0/deposit/submit with a limit order's deposit address (CONTRACT.md "Limit orders": funding may tell the
// hash): checked for the chain the order is paid on and kept with the order; like a swap's, a hash moves nothing (the
// deposit arrives through /_sim/deposit). The answer is a confidential swap's status, `{ status }` only. Anything
// that is not an order's address goes on to the swap route.
import { Hono, type Next } from 'hono';
import { validateTxHash } from '../../core/addresses.js';
import { fail, json } from '../../api/wire.js';
import { tokensOf, type OrderBook } from '../orders.js';
import type { SimulatorState } from '../state.js';

export function orderDepositRoutes({ auth, clock }: SimulatorState, book: OrderBook): Hono {
  const app = new Hono();
  app.post('/v0/deposit/submit', async (c, next: Next) => {
    let body: Record<string, unknown> = {};
    try {
      body = (await c.req.raw.clone().json()) as Record<string, unknown>;
    } catch {
      return next();
    }
    const memo = typeof body.memo === 'string' ? body.memo : undefined;
    const order = typeof body.depositAddress === 'string' ? book.findByAddress(body.depositAddress, memo) : undefined;
    if (!order) return next();
    if ((await auth.partnerOf(c.req.raw.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const chain = order.depositType === 'ORIGIN_CHAIN' ? tokensOf(order).pay.blockchain : 'near';
    if (typeof body.txHash !== 'string' || !validateTxHash(chain, body.txHash).ok) {
      return fail(400, 'txHash is not valid');
    }
    const txHash = body.txHash.trim();
    if (!order.submitted.includes(txHash)) order.submitted.push(txHash);
    const now = clock.now();
    book.stepOne(order, now);
    const status = book.fillStatus(order, now) === 'AWAITING_DEPOSIT' ? 'PENDING_DEPOSIT' : 'PROCESSING';
    return json({ status, updatedAt: new Date(now).toISOString() });
  });
  return app;
}
