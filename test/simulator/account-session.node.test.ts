// Issue 49 point 5: the simulator's sign-in (/v0/auth/authenticate with real nep413, erc191 and raw_ed25519 signatures
// over an empty-intents payload, tampered ones refused), the session's lifetimes on the simulator's clock (refresh,
// expiry), the private balances and the invite-only history, all through the client of api/account.ts. Signatures
// are made here from the standards (NEP-413 hash, personal_sign), not with the simulator's code.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { decodeJwt } from 'jose';
import { createAccountClient, type AccountClient, type Session } from '../../src/api/account.js';
import type { SignedIntent } from '../../src/api/intent-schemas.js';
import { SwapApiError } from '../../src/api/errors.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { BASE, ETH_USDC, WNEAR, clientFor, makeSim, post, quoteRequest } from './helpers.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const borshString = (text: string) => join(le32(utf8(text).length), utf8(text));
const nep413Hash = (p: { message: string; nonce: string; recipient: string }) =>
  sha256(
    join(
      le32(2 ** 31 + 413),
      borshString(p.message),
      base64.decode(p.nonce),
      borshString(p.recipient),
      Uint8Array.of(0),
    ),
  );
const randomNonce = () => base64.encode(ed25519.utils.randomSecretKey());

function ed25519Key() {
  const secretKey = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, implicit: hex.encode(publicKey), text: `ed25519:${base58.encode(publicKey)}` };
}
type Ed25519Key = ReturnType<typeof ed25519Key>;

function evmKey() {
  const secretKey = secp256k1.utils.randomSecretKey();
  const point = secp256k1.getPublicKey(secretKey, false);
  const address = `0x${hex.encode(keccak_256(point.subarray(1)).subarray(-20))}`;
  const personalSign = (message: string) => {
    const bytes = utf8(message);
    const digest = keccak_256(join(utf8(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
    const recovered = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
    return `secp256k1:${base58.encode(join(recovered.subarray(1), Uint8Array.of(recovered[0]!)))}`;
  };
  return { address, personalSign };
}

describe('simulator: sign-in, sessions, private balances and history', () => {
  let sim: Simulator;
  let account: AccountClient;
  beforeEach(() => {
    sim = makeSim();
    account = createAccountClient({ baseUrl: BASE, fetch: sim.fetch, now: () => sim.clock.now(), retries: 0 });
  });

  const deadline = (ms = 300_000) => new Date(sim.clock.now() + ms).toISOString();

  /** NEP-413 sign-in message: `{deadline, intents, signer_id}` for intents.near, signed by `key`. */
  function nep413(signerId: string, key: Ed25519Key, patch: { intents?: unknown[]; deadline?: string } = {}) {
    const payload = {
      message: JSON.stringify({
        deadline: patch.deadline ?? deadline(),
        intents: patch.intents ?? [],
        signer_id: signerId,
      }),
      nonce: randomNonce(),
      recipient: 'intents.near',
    };
    const signature = `ed25519:${base58.encode(ed25519.sign(nep413Hash(payload), key.secretKey))}`;
    return { standard: 'nep413', payload, public_key: key.text, signature } as SignedIntent;
  }

  /** The string standards' payload: the whole Defuse payload as JSON text (erc191 pretty, as wallets sign it). */
  const defuse = (signerId: string, pretty: boolean) =>
    JSON.stringify(
      {
        signer_id: signerId,
        verifying_contract: 'intents.near',
        deadline: deadline(),
        nonce: randomNonce(),
        intents: [],
      },
      null,
      pretty ? 2 : undefined,
    );

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof SwapApiError, String(error));
    return error;
  }

  it('nep413: an implicit account and a named account with its registered key sign in; tampered or foreign refused', async () => {
    const key = ed25519Key();
    const session = await account.authenticate(nep413(key.implicit, key));
    const claims = decodeJwt(session.accessToken);
    assert.equal(claims.sub, key.implicit);
    assert.equal(claims.exp! - claims.iat!, 3600);
    assert.equal(claims.iat, Math.floor(sim.clock.now() / 1000));
    assert.equal(decodeJwt(session.refreshToken).exp! - decodeJwt(session.refreshToken).iat!, 2_592_000);
    assert.equal(session.accessExpiresAt, sim.clock.now() + 3_600_000);
    assert.equal(session.refreshExpiresAt, sim.clock.now() + 2_592_000_000);

    // A message changed after signing (a later deadline) does not verify.
    const signed = nep413(key.implicit, key);
    const payload = signed.payload as { message: string };
    const tampered = {
      ...signed,
      payload: {
        ...payload,
        message: payload.message.replace(/"deadline":"[^"]+"/, `"deadline":"${deadline(900_000)}"`),
      },
    };
    const error = await refusal(account.authenticate(tampered));
    assert.equal(error.kind, 'sign-in-refused');
    assert.equal(error.status, 401);
    assert.equal(error.serverMessage, 'Signature verification failed');

    // A named account: only a key it registered with intents.near.
    assert.equal((await refusal(account.authenticate(nep413('named.near', key)))).status, 401);
    await post(sim, '/_sim/intents/public-key', { accountId: 'named.near', publicKey: key.text });
    const named = await account.authenticate(nep413('named.near', key));
    assert.equal(decodeJwt(named.accessToken).sub, 'named.near');
    // Another key claiming the implicit account.
    assert.equal((await refusal(account.authenticate(nep413(key.implicit, ed25519Key())))).status, 401);
  });

  it('erc191: personal_sign over the pretty JSON payload; the address recovered; a tampered payload refused', async () => {
    const key = evmKey();
    const payload = defuse(key.address, true);
    const session = await account.authenticate({ standard: 'erc191', payload, signature: key.personalSign(payload) });
    assert.equal(decodeJwt(session.accessToken).sub, key.address);
    const other = defuse(key.address, true);
    const tampered = {
      standard: 'erc191',
      payload: other.replace('"intents": []', '"intents": [ ]'),
      signature: key.personalSign(other),
    };
    const error = await refusal(account.authenticate(tampered as SignedIntent));
    assert.equal(error.kind, 'sign-in-refused');
    assert.equal(error.status, 401);
  });

  it('raw_ed25519: the compact JSON signed as bytes; a tampered payload refused', async () => {
    const key = ed25519Key();
    const payload = defuse(key.implicit, false);
    const sign = (text: string) => `ed25519:${base58.encode(ed25519.sign(utf8(text), key.secretKey))}`;
    const session = await account.authenticate({
      standard: 'raw_ed25519',
      payload,
      public_key: key.text,
      signature: sign(payload),
    });
    assert.equal(decodeJwt(session.accessToken).sub, key.implicit);
    const other = defuse(key.implicit, false);
    const error = await refusal(
      account.authenticate({
        standard: 'raw_ed25519',
        payload: `${other} `,
        public_key: key.text,
        signature: sign(other),
      }),
    );
    assert.equal(error.status, 401);
  });

  it('refuses non-empty intents, another contract, a passed deadline and a used nonce', async () => {
    const key = ed25519Key();
    const transfer = { intent: 'transfer', receiver_id: 'thief.near', tokens: { [WNEAR]: '1' } };
    const acting = await refusal(account.authenticate(nep413(key.implicit, key, { intents: [transfer] })));
    assert.equal(acting.kind, 'sign-in-refused');
    assert.equal(acting.status, 400);
    assert.equal(acting.serverMessage, 'Invalid signed data');
    const elsewhere = nep413(key.implicit, key);
    const otherContract = { ...elsewhere, payload: { ...(elsewhere.payload as object), recipient: 'other.near' } };
    assert.equal((await refusal(account.authenticate(otherContract as SignedIntent))).status, 400);
    const late = nep413(key.implicit, key, { deadline: deadline(1000) });
    sim.clock.advance(1000);
    assert.equal((await refusal(account.authenticate(late))).status, 401);
    const once = nep413(key.implicit, key);
    await account.authenticate(once);
    assert.equal((await refusal(account.authenticate(once))).status, 401);
  });

  it('an access token expires after an hour (401); refresh mints a new one; a refresh token expires after 30 days', async () => {
    const key = ed25519Key();
    await post(sim, '/_sim/account/balance', { accountId: key.implicit, tokenId: WNEAR, amount: '5' });
    const session = await account.authenticate(nep413(key.implicit, key));
    assert.equal((await account.accountBalances(session, [WNEAR]))[0]?.available, '5');
    sim.clock.advance(3_600_000);
    const expired = await refusal(account.accountBalances(session));
    assert.equal(expired.kind, 'session-expired');
    assert.equal(expired.serverMessage, 'Unauthorized - User session token is invalid or expired');
    const refreshed = await account.refreshSession(session);
    assert.notEqual(refreshed.accessToken, session.accessToken);
    assert.equal(refreshed.refreshToken, session.refreshToken);
    assert.equal(refreshed.accessExpiresAt, sim.clock.now() + 3_600_000);
    assert.equal((await account.accountBalances(refreshed, [WNEAR]))[0]?.available, '5');
    // Neither the refresh token nor a partner token is an access token.
    const asAccess = (accessToken: string): Session => ({ ...refreshed, accessToken });
    assert.equal((await refusal(account.accountBalances(asAccess(session.refreshToken)))).kind, 'session-expired');
    assert.equal((await refusal(account.accountBalances(asAccess(await sim.issueToken())))).kind, 'session-expired');
    sim.clock.advance(2_592_000_000);
    const gone = await refusal(account.refreshSession(session));
    assert.equal(gone.kind, 'session-expired');
    assert.equal(gone.serverMessage, 'Invalid or expired refresh token');
  });

  it('private balances exactly as set: asked ids (comma-joined or repeated), or every non-zero one', async () => {
    const key = ed25519Key();
    const big = '340282366920938463463374607431768211455';
    await post(sim, '/_sim/account/balance', { accountId: key.implicit, tokenId: WNEAR, amount: big });
    await post(sim, '/_sim/account/balance', { accountId: key.implicit, tokenId: ETH_USDC, amount: '0' });
    const session = await account.authenticate(nep413(key.implicit, key));
    assert.deepEqual(await account.accountBalances(session), [{ tokenId: WNEAR, available: big, source: 'private' }]);
    assert.deepEqual(
      (await account.accountBalances(session, [ETH_USDC, WNEAR])).map((b) => b.available),
      ['0', big],
    );
    const repeated = await sim.fetch(`${BASE}/v0/account/balances?tokenIds=${ETH_USDC}&tokenIds=${WNEAR}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    assert.deepEqual(
      ((await repeated.json()) as { balances: { available: string }[] }).balances.map((b) => b.available),
      ['0', big],
    );
  });

  it('history: 403 invite-only until invited; then the account swaps, newest first, with cursors and filters', async () => {
    const key = ed25519Key();
    const me = key.implicit;
    const session = await account.authenticate(nep413(me, key));
    const closed = await refusal(account.accountHistory(session));
    assert.equal(closed.kind, 'invite-only');
    assert.equal(closed.status, 403);
    assert.equal(closed.serverMessage, 'History is invite-only for now');
    await post(sim, '/_sim/account/invite', { accountId: me });

    const quote = async (patch: Parameters<typeof quoteRequest>[1]) =>
      (await clientFor(sim).quote({ ...quoteRequest(sim, patch), dry: false })).quote;
    const topUp = await quote({ recipientType: 'INTENTS', recipient: me });
    sim.clock.advance(1000);
    await quote({}); // someone else's
    sim.clock.advance(1000);
    const refundToMe = await quote({ depositType: 'INTENTS', refundType: 'INTENTS', refundTo: me });
    sim.deposit({ depositAddress: topUp.depositAddress!, amount: topUp.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);

    const all = await account.accountHistory(session);
    assert.deepEqual(
      all.items.map((i) => i.depositAddress),
      [refundToMe.depositAddress, topUp.depositAddress],
    );
    const [latest, first] = all.items;
    assert.equal(first?.status, 'SUCCESS');
    assert.equal(first?.recipientType, 'INTENTS');
    assert.equal(first?.amountOutFormatted, topUp.amountOutFormatted);
    assert.equal(first?.quoteTransactions?.length, 1);
    assert.equal(first?.depositMemo, null);
    assert.equal(latest?.status, 'PENDING_DEPOSIT');
    assert.ok(all.nextCursor);

    const one = await account.accountHistory(session, { limit: 1 });
    assert.deepEqual(
      one.items.map((i) => i.depositAddress),
      [refundToMe.depositAddress],
    );
    const older = await account.accountHistory(session, { limit: 1, prevCursor: one.prevCursor });
    assert.deepEqual(
      older.items.map((i) => i.depositAddress),
      [topUp.depositAddress],
    );
    const end = await account.accountHistory(session, { limit: 1, prevCursor: older.prevCursor });
    assert.deepEqual(end.items, []);
    // Polling from the newest seen: nothing newer until a new swap.
    assert.deepEqual((await account.accountHistory(session, { nextCursor: all.nextCursor })).items, []);
    sim.clock.advance(1000);
    const newer = await quote({ recipientType: 'INTENTS', recipient: me });
    const polled = await account.accountHistory(session, { nextCursor: all.nextCursor });
    assert.deepEqual(
      polled.items.map((i) => i.depositAddress),
      [newer.depositAddress],
    );

    const done = await account.accountHistory(session, { status: ['SUCCESS'] });
    assert.deepEqual(
      done.items.map((i) => i.depositAddress),
      [topUp.depositAddress],
    );
    const intentsPaid = await account.accountHistory(session, { depositType: ['INTENTS'], recipientType: [null] });
    assert.deepEqual(
      intentsPaid.items.map((i) => i.depositAddress),
      [refundToMe.depositAddress],
    );
  });
});
