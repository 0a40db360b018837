// The end user's account at the simulator (README "Account"): the control endpoint that registers a key with
// `intents.near`, and (../account.ts) sign-in, the private balances and the history.
import { base58 } from '@scure/base';
import { Hono } from 'hono';
import { fail, json, readJson } from '../../api/wire.js';
import type { SimulatorState } from '../state.js';

export function accountRoutes({ ledger }: SimulatorState): Hono {
  const app = new Hono();
  /** `add_public_key` on intents.near: the key a named account signs with from now on. */
  app.post('/_sim/intents/public-key', async (c) => {
    const { accountId, publicKey, ...rest } = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    if (typeof accountId !== 'string' || !accountId) return fail(400, 'accountId is required');
    if (typeof publicKey !== 'string' || ed25519Length(publicKey) !== 32) {
      return fail(400, 'publicKey must be ed25519:<base58 of 32 bytes>');
    }
    ledger.addKey(accountId, publicKey);
    return json({ accountId, publicKeys: ledger.keysOf(accountId) });
  });
  return app;
}

function ed25519Length(key: string): number {
  try {
    return key.startsWith('ed25519:') ? base58.decode(key.slice(8)).length : -1;
  } catch {
    return -1;
  }
}
