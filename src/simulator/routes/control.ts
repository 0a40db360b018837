// The /_sim control endpoints (README "Control endpoints"): deposits arriving, Intents balances, the clock, faults
// and demo partner tokens. Faults never touch them (app.ts), so a test can always switch faults off again.
import { Hono } from 'hono';
import { fail, json, readJson } from '../../api/wire.js';
import type { IntentsFunding } from '../app.js';
import { clockInfo } from '../clock.js';
import type { SimulatorState } from '../state.js';

export function controlRoutes(state: SimulatorState): Hono {
  const { auth, clock, faults, ledger, swaps, wild, placeDeposit, fundIntents, info } = state;
  const app = new Hono();
  app.get('/_sim/info', async () => json(await info()));
  app.post('/_sim/deposit', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(body).filter(
      (k) => !['depositAddress', 'memo', 'amount', 'asset', 'txHash', 'sender'].includes(k),
    );
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    if (typeof body.depositAddress !== 'string' || !body.depositAddress) return fail(400, 'depositAddress is required');
    if (typeof body.amount !== 'string' || !/^[1-9]\d*$/.test(body.amount)) {
      return fail(400, 'amount must be a positive integer string in smallest units');
    }
    for (const k of ['memo', 'asset', 'txHash', 'sender'] as const) {
      if (body[k] !== undefined && typeof body[k] !== 'string') return fail(400, `${k} must be a string`);
    }
    const { memo, asset, txHash, sender } = body as Record<string, string | undefined>;
    const result = placeDeposit({
      depositAddress: body.depositAddress,
      memo,
      asset,
      txHash,
      sender,
      amount: BigInt(body.amount),
    });
    return Array.isArray(result) ? fail(...result) : json(result);
  });
  app.post('/_sim/intents/balance', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(body).filter((k) => !['accountId', 'asset', 'amount', 'publicKey'].includes(k));
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    const error = fundIntents(body as unknown as IntentsFunding);
    if (error) return fail(400, error);
    return json({ accountId: body.accountId, balances: ledger.balancesOf(body.accountId as string) });
  });
  app.get('/_sim/intents/balance', (c) => {
    const accountId = new URL(c.req.url).searchParams.get('accountId');
    if (!accountId) return fail(400, 'accountId is required');
    return json({ accountId, balances: ledger.balancesOf(accountId) });
  });
  app.get('/_sim/clock', () => json(clockInfo(clock)));
  app.post('/_sim/clock/advance', async (c) => {
    const body = (await readJson(c.req.raw)) as { ms?: unknown };
    if (typeof body.ms !== 'number' || !Number.isFinite(body.ms) || body.ms < 0) {
      return fail(400, 'ms must be a non-negative number of milliseconds');
    }
    clock.advance(body.ms);
    return json(clockInfo(clock));
  });
  app.post('/_sim/clock/speed', async (c) => {
    const body = (await readJson(c.req.raw)) as { speed?: unknown };
    if (clock.kind !== 'real') return fail(400, 'a manual clock has no speed: use /_sim/clock/advance');
    if (typeof body.speed !== 'number' || !Number.isFinite(body.speed) || body.speed <= 0 || body.speed > 1000) {
      return fail(400, 'speed must be a number above 0 and at most 1000');
    }
    clock.setSpeed(body.speed);
    return json(clockInfo(clock));
  });
  wild.routes(app, (address, memo) => swaps.find(address, memo));
  app.get('/_sim/faults', () => json(faults.get()));
  app.post('/_sim/faults', async (c) => {
    const error = faults.set((await readJson(c.req.raw)) as Record<string, unknown>);
    return error ? fail(400, error) : json(faults.get());
  });
  app.delete('/_sim/faults', () => {
    faults.reset();
    return json(faults.get());
  });
  app.post('/_sim/token', async (c) => {
    const text = await c.req.raw.text();
    let partnerId: unknown = 'demo-partner';
    if (text.trim()) {
      try {
        partnerId = (JSON.parse(text) as { partnerId?: unknown }).partnerId ?? partnerId;
      } catch {
        return fail(400, 'Request body is not valid JSON');
      }
    }
    if (typeof partnerId !== 'string' || !/^[a-z0-9][a-z0-9._-]{0,63}$/.test(partnerId)) {
      return fail(400, 'partnerId must be lowercase letters, digits, dots, dashes or underscores');
    }
    return json({ partnerId, token: await auth.issue(partnerId) });
  });
  return app;
}
