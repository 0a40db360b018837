// POST /v0/generate-intent and /v0/submit-intent: paying an INTENTS quote from a NEAR Intents balance by signing
// (README "Intents"). The ledger (../intents.ts) generates, checks and executes; this module answers.
import { Hono } from 'hono';
import { GenerateIntentRequestSchema, SubmitIntentRequestSchema } from '../../api/intent-schemas.js';
import { fail, json, readJson, validate } from '../../api/wire.js';
import { makeTxHash } from '../chains.js';
import type { SwapRecord } from '../lifecycle.js';
import { rngFor, uuid } from '../rng.js';
import type { SimulatorState } from '../state.js';

export function intentsRoutes({ seed, auth, clock, swaps, ledger, placeDeposit }: SimulatorState): Hono {
  let intentCount = 0;

  /** Why an INTENTS swap cannot be funded by an intent now (the 400 message), or undefined. */
  function notFundable(swap: SwapRecord | undefined, now: number): string | undefined {
    if (!swap) return 'Deposit address not found';
    if (swap.depositType !== 'INTENTS') {
      return `Quote with depositType ${swap.depositType} is not funded by an intent: only INTENTS quotes are`;
    }
    if (swap.pricing.amountIn <= 0n) return 'Quote has no amount to transfer: send to the deposit address instead';
    if (now >= swap.deadline) return 'Quote has expired: its deadline has passed';
    const { status } = swaps.evaluate(swap, now);
    return status === 'PENDING_DEPOSIT' ? undefined : `Quote is not awaiting a deposit (status ${status})`;
  }

  async function generateIntent(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const req = validate(GenerateIntentRequestSchema, await readJson(request));
    const now = clock.now();
    const swap = swaps.find(req.depositAddress);
    const refused = notFundable(swap, now);
    if (refused || !swap) return fail(400, refused ?? 'Deposit address not found');
    const rng = rngFor(seed, `intent:${intentCount++}`);
    const intent = ledger.generate(
      req,
      {
        depositAddress: swap.depositAddress,
        depositType: swap.depositType,
        originAsset: swap.from.assetId,
        amountIn: swap.pricing.amountIn,
        destinationAsset: swap.to.assetId,
        amountOut: swap.pricing.amountOut,
        deadline: swap.deadline,
      },
      rng,
    );
    if (typeof intent === 'string') return fail(400, intent);
    return json({ intent: { standard: intent.standard, payload: intent.payload }, correlationId: uuid(rng) });
  }

  async function submitIntent(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const { signedData } = validate(SubmitIntentRequestSchema, await readJson(request));
    const now = clock.now();
    const intent = ledger.check(signedData, now);
    if (typeof intent === 'string') return fail(400, intent);
    const swap = swaps.find(intent.depositAddress);
    const refused = notFundable(swap, now);
    if (refused || !swap) return fail(400, refused ?? 'Deposit address not found');
    const intentHash = ledger.execute(signedData, intent);
    const rng = rngFor(seed, `intent-hash:${intentHash}`);
    // The transfer inside NEAR Intents is the swap's deposit: it proceeds as after an exact deposit.
    placeDeposit({
      depositAddress: swap.depositAddress,
      amount: intent.amount,
      asset: intent.asset,
      txHash: makeTxHash('near', rng),
      sender: intent.signerId,
      chain: 'near',
    });
    swap.intentHashes = [...(swap.intentHashes ?? []), intentHash];
    return json({ intentHash, correlationId: uuid(rng) });
  }

  const app = new Hono();
  app.post('/v0/generate-intent', (c) => generateIntent(c.req.raw));
  app.post('/v0/submit-intent', (c) => submitIntent(c.req.raw));
  return app;
}
