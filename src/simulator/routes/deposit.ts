// POST /v0/deposit/submit: a deposit's hash, told by the payer. It is kept for the deposit it names; it moves nothing.
import { Hono } from 'hono';
import { DepositSubmitRequestSchema } from '../../api/request-schemas.js';
import { validateTxHash } from '../../core/addresses.js';
import { fail, json, readJson, validate } from '../../api/wire.js';
import { DEPOSIT_CHAINS } from '../any-input.js';
import type { SimulatorState } from '../state.js';

export function depositRoutes({ auth, swaps, clock }: SimulatorState): Hono {
  async function submit(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const body = validate(DepositSubmitRequestSchema, await readJson(request));
    const swap = swaps.find(body.depositAddress, body.memo);
    // The contract declares only 200, 400 and 401 here (status answers 404 for the same address).
    if (!swap) return fail(400, 'Deposit address not found');
    const chains = swap.swapType === 'ANY_INPUT' ? DEPOSIT_CHAINS : [swap.from.blockchain];
    if (!chains.some((chain) => validateTxHash(chain, body.txHash).ok)) return fail(400, 'txHash is not valid');
    // A hash proves nothing (CONTRACT.md): it is kept for the deposit it names, and the status stays as it was.
    const txHash = body.txHash.trim();
    if (!swap.submitted.some((s) => s.txHash === txHash)) {
      swap.submitted.push({ txHash, sender: body.nearSenderAccount });
    }
    return json(swaps.statusResponse(swap, clock.now()));
  }

  const app = new Hono();
  app.post('/v0/deposit/submit', (c) => submit(c.req.raw));
  return app;
}
