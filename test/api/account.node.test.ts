// Issue 49 point 4: the account client (api/account.ts) sends the user's session token as the only credential on
// /v0/account/*, nothing on /v0/auth/*, never a partner credential, and builds the history query as the service reads
// it (repeated keys, index-aligned type lists); a query it cannot send goes nowhere.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createAccountClient, historySearch, type Session } from '../../src/api/account.js';
import { SwapApiError } from '../../src/api/errors.js';

interface Seen {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A service that answers every route well and remembers what was sent. */
function recordingService() {
  const seen: Seen[] = [];
  const answers: Record<string, unknown> = {
    '/v0/auth/authenticate': {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresIn: 3600,
      refreshExpiresIn: 2592000,
    },
    '/v0/auth/refresh': { accessToken: 'access-2', expiresIn: 3600 },
    '/v0/account/balances': {
      balances: [{ tokenId: 'nep141:wrap.near', available: '12345678901234567890123', source: 'private' }],
    },
    '/v0/account/history': {
      items: [
        {
          status: 'SUCCESS',
          depositType: 'INTENTS',
          recipientType: 'INTENTS',
          refundType: 'INTENTS',
          createdAt: '2026-11-01T00:00:00.000000Z',
          depositAddress: 'a',
          depositMemo: null,
        },
        { status: 'SUCCESS' }, // no depositAddress: left out
      ],
      nextCursor: 'n1',
    },
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({
      url,
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    const path = new URL(url).pathname.replace(/^.*\/v0\//, '/v0/');
    return new Response(JSON.stringify(answers[path] ?? { message: 'nope' }), {
      status: answers[path] ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { seen, fetch };
}

describe('client: the account calls', () => {
  it('sends the user bearer only on the account routes and no credential on sign-in; never a partner key', async () => {
    const service = recordingService();
    const client = createAccountClient({
      baseUrl: 'https://gateway.test/1click/',
      fetch: service.fetch,
      now: () => 1000,
    });
    const session = await client.authenticate({
      standard: 'nep413',
      payload: { message: '{}', nonce: 'n', recipient: 'intents.near' },
      signature: 'ed25519:x',
    });
    assert.deepEqual(session, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      accessExpiresAt: 3_601_000,
      refreshExpiresAt: 2_592_001_000,
    });
    const refreshed = await client.refreshSession(session);
    assert.equal(refreshed.accessToken, 'access-2');
    const balances = await client.accountBalances(refreshed, ['nep141:wrap.near', 'nep141:usdc.near']);
    assert.equal(balances[0]?.available, '12345678901234567890123');
    const page = await client.accountHistory(refreshed, { limit: 5 });
    assert.equal(page.items.length, 1);
    assert.equal(page.unreadable, 1);
    assert.equal(page.nextCursor, 'n1');

    const [signIn, refresh, balance, history] = service.seen;
    for (const request of service.seen) {
      const names = Object.keys(request.headers).map((h) => h.toLowerCase());
      assert.ok(!names.includes('x-api-key'), request.url);
      assert.ok(!request.url.includes('access-') && !request.url.includes('refresh-'), request.url);
    }
    assert.equal(signIn?.headers.authorization, undefined);
    assert.equal(refresh?.headers.authorization, undefined);
    assert.deepEqual(JSON.parse(refresh!.body!), { refreshToken: 'refresh-1' });
    assert.equal(balance?.headers.authorization, 'Bearer access-2');
    assert.equal(
      balance?.url,
      'https://gateway.test/1click/v0/account/balances?tokenIds=nep141%3Awrap.near%2Cnep141%3Ausdc.near',
    );
    assert.equal(history?.headers.authorization, 'Bearer access-2');
  });

  it('builds the history query with repeated keys and the type lists padded with null; refuses what it cannot send', async () => {
    assert.equal(
      historySearch({
        status: ['SUCCESS', 'FAILED'],
        depositType: ['INTENTS', 'ORIGIN_CHAIN'],
        recipientType: ['INTENTS'],
        limit: 10,
      }),
      '?limit=10&status=SUCCESS&status=FAILED&depositType=INTENTS&depositType=ORIGIN_CHAIN&recipientType=INTENTS&recipientType=null&refundType=null&refundType=null',
    );
    const service = recordingService();
    const client = createAccountClient({ baseUrl: 'https://x.test', fetch: service.fetch });
    const session: Session = { accessToken: 'a', refreshToken: 'r', accessExpiresAt: 0, refreshExpiresAt: 0 };
    for (const query of [{ prevCursor: 'a', nextCursor: 'b' }, { limit: 0 }, { limit: 101 }, { depositMemo: 'm' }]) {
      const error = await client.accountHistory(session, query).catch((e: unknown) => e);
      assert.ok(error instanceof SwapApiError && error.kind === 'invalid-request', JSON.stringify(query));
    }
    assert.equal(service.seen.length, 0);
  });
});
