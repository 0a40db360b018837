// The end user's account at the simulator (README "Account"): POST /v0/auth/authenticate and /v0/auth/refresh,
// GET /v0/account/balances and /v0/account/history with the user's session (a partner credential is ignored), and
// the control endpoints that register a key with `intents.near`, set a private balance and invite an account to
// its history. The checks are ../account.ts's.
import { base58 } from '@scure/base';
import { Hono } from 'hono';
import { fail, json, readJson } from '../../api/wire.js';
import {
  ACCESS_TOKEN_S,
  BALANCES_UNAUTHORIZED,
  HISTORY_INVITE_ONLY,
  HISTORY_UNAUTHORIZED,
  INVALID_REFRESH,
  PrivateBalances,
  REFRESH_TOKEN_S,
  bearerOf,
  createSessions,
  historyPage,
  listParam,
} from '../account.js';
import type { SimulatorState } from '../state.js';

export function accountRoutes({ seed, clock, ledger, swaps }: SimulatorState): Hono {
  const sessions = createSessions(seed, clock, ledger);
  const balances = new PrivateBalances();
  const invited = new Set<string>();
  const app = new Hono();

  app.post('/v0/auth/authenticate', async (c) => {
    const verified = sessions.verify(await readJson(c.req.raw));
    if ('status' in verified) return fail(verified.status, verified.message, { reason: verified.reason });
    return json({
      accessToken: await sessions.issue(verified.accountId, 'access'),
      refreshToken: await sessions.issue(verified.accountId, 'refresh'),
      expiresIn: ACCESS_TOKEN_S,
      refreshExpiresIn: REFRESH_TOKEN_S,
    });
  });

  app.post('/v0/auth/refresh', async (c) => {
    const { refreshToken } = (await readJson(c.req.raw)) as { refreshToken?: unknown };
    const account = await sessions.accountOf(typeof refreshToken === 'string' ? refreshToken : undefined, 'refresh');
    if (!account) return fail(401, INVALID_REFRESH);
    // Not rotated (CONTRACT.md): the same refresh token keeps working until it expires.
    return json({ accessToken: await sessions.issue(account, 'access'), expiresIn: ACCESS_TOKEN_S });
  });

  app.get('/v0/account/balances', async (c) => {
    const account = await sessions.accountOf(bearerOf(c.req.raw.headers), 'access');
    if (!account) return fail(401, BALANCES_UNAUTHORIZED);
    const params = new URL(c.req.url).searchParams;
    return json({ balances: balances.of(account, listParam(params, 'tokenIds')) });
  });

  app.get('/v0/account/history', async (c) => {
    const account = await sessions.accountOf(bearerOf(c.req.raw.headers), 'access');
    if (!account) return fail(401, HISTORY_UNAUTHORIZED);
    if (!invited.has(account)) return fail(403, HISTORY_INVITE_ONLY);
    const page = historyPage(swaps, account, new URL(c.req.url).searchParams, clock.now());
    return typeof page === 'string' ? fail(400, page) : json(page);
  });

  app.post('/_sim/account/balance', async (c) => {
    const { accountId, tokenId, amount, ...rest } = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    if (typeof accountId !== 'string' || !accountId) return fail(400, 'accountId is required');
    if (typeof tokenId !== 'string' || !tokenId) return fail(400, 'tokenId is required');
    if (typeof amount !== 'string' || !/^(0|[1-9]\d*)$/.test(amount)) {
      return fail(400, 'amount must be a non-negative integer string in smallest units');
    }
    balances.set(accountId, tokenId, BigInt(amount));
    return json({ accountId, balances: balances.of(accountId, []) });
  });

  app.post('/_sim/account/invite', async (c) => {
    const { accountId, invited: on = true } = (await readJson(c.req.raw)) as Record<string, unknown>;
    if (typeof accountId !== 'string' || !accountId) return fail(400, 'accountId is required');
    if (typeof on !== 'boolean') return fail(400, 'invited must be true or false');
    if (on) invited.add(accountId);
    else invited.delete(accountId);
    return json({ accountId, invited: on });
  });

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
