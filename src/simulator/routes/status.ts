// GET /v0/status: a swap's status at the simulator's now.
import { Hono } from 'hono';
import { fail, json } from '../../api/wire.js';
import type { SimulatorState } from '../state.js';

export function statusRoutes({ auth, swaps, clock, wild }: SimulatorState): Hono {
  const app = new Hono();
  app.get('/v0/status', async (c) => {
    // No credential is fine here; one that does not verify is refused.
    if ((await auth.partnerOf(c.req.raw.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const url = new URL(c.req.url);
    const address = url.searchParams.get('depositAddress');
    if (!address) return fail(400, 'depositAddress is required');
    const swap = swaps.find(address, url.searchParams.get('depositMemo') || undefined);
    return swap
      ? json(wild.apply(swap, swaps.statusResponse(swap, clock.now())))
      : fail(404, 'Deposit address not found');
  });
  return app;
}
