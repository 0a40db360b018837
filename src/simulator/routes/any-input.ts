// GET /v0/any-input/withdrawals: what an ANY_INPUT swap paid out, to the partner who quoted it (README "ANY_INPUT").
import { Hono } from 'hono';
import { AnyInputWithdrawalsQuerySchema } from '../../api/any-input-schemas.js';
import { explorerQuery, fail, json, validate } from '../../api/wire.js';
import { withdrawalsAnswer } from '../any-input.js';
import type { SimulatorState } from '../state.js';

export function anyInputRoutes({ auth, swaps, clock }: SimulatorState): Hono {
  const app = new Hono();
  app.get('/v0/any-input/withdrawals', async (c) => {
    const partner = await auth.partnerOf(c.req.raw.headers);
    if (!partner || partner === 'invalid') return fail(401, 'Unauthorized');
    const query = validate(AnyInputWithdrawalsQuerySchema, explorerQuery(new URL(c.req.url)));
    const swap = swaps.find(query.depositAddress, query.depositMemo);
    // Another partner's address, or one that is not ANY_INPUT, is as unknown as a made-up one.
    if (!swap || swap.partnerId !== partner || swap.swapType !== 'ANY_INPUT') {
      return fail(404, 'Deposit address not found');
    }
    return json(withdrawalsAnswer(swap, query, clock.now()));
  });
  return app;
}
