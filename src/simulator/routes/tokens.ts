// GET /v0/tokens: the catalogue with the seeded market's prices of now.
import { Hono } from 'hono';
import { json } from '../../api/wire.js';
import type { SimulatorState } from '../state.js';

export function tokensRoutes({ market, clock }: SimulatorState): Hono {
  const app = new Hono();
  app.get('/v0/tokens', () => json(market.tokens(clock.now())));
  return app;
}
