// Issue 49 point 5: the simulator's `intents.near` views on its NEAR RPC (balances and keys from its Intents ledger)
// and the ledger moves a swap makes: a top-up credits the recipient at SUCCESS, a swap inside the balance debits at
// submit and credits at SUCCESS, a withdrawal debits at submit, a refund to INTENTS credits refundTo.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
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

function ed25519Key() {
  const secretKey = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, implicit: hex.encode(publicKey), text: `ed25519:${base58.encode(publicKey)}` };
}

/** More than Number can hold exactly: the views must carry it as a string. */
const BIG = 123456789012345678901234567890n;

describe('simulator: intents.near views and the Intents ledger moves', () => {
  let sim: Simulator;
  beforeEach(() => {
    sim = makeSim();
  });

  async function view(method: string, args: object): Promise<unknown> {
    const response = await sim.fetch(`${BASE}/rpc/near`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'query',
        params: {
          request_type: 'call_function',
          finality: 'final',
          account_id: 'intents.near',
          method_name: method,
          args_base64: base64.encode(utf8(JSON.stringify(args))),
        },
      }),
    });
    const answer = (await response.json()) as { result?: { result: number[] }; error?: { name: string } };
    if (answer.error) return answer.error;
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(answer.result!.result))) as unknown;
  }

  it('mt_batch_balance_of and mt_balance_of answer the ledger exactly, in order, unknown tokens "0"', async () => {
    const funded = await post(sim, '/_sim/intents/balance', {
      accountId: 'alice.near',
      asset: WNEAR,
      amount: String(BIG),
    });
    assert.equal(funded.status, 200);
    sim.fundIntents({ accountId: 'alice.near', asset: ETH_USDC, amount: '5' });
    assert.deepEqual(
      await view('mt_batch_balance_of', { account_id: 'alice.near', token_ids: [ETH_USDC, 'nep141:nope.near', WNEAR] }),
      ['5', '0', String(BIG)],
    );
    assert.equal(await view('mt_balance_of', { account_id: 'alice.near', token_id: WNEAR }), String(BIG));
    assert.equal(await view('mt_balance_of', { account_id: 'bob.near', token_id: WNEAR }), '0');
    assert.equal((await view('mt_batch_balance_of', { account_id: 'alice.near' })) instanceof Object, true);
    assert.equal(
      ((await view('mt_batch_balance_of', { account_id: 'alice.near' })) as { name: string }).name,
      'CONTRACT_EXECUTION_ERROR',
    );
    assert.equal(((await view('mt_transfer', {})) as { name: string }).name, 'CONTRACT_EXECUTION_ERROR');
    assert.equal(await view('is_auth_by_predecessor_id_enabled', { account_id: 'alice.near' }), true);
  });

  it('has_public_key and public_keys_of: implicit accounts need no key, named ones the keys registered', async () => {
    const key = ed25519Key();
    const other = ed25519Key();
    assert.equal(await view('has_public_key', { account_id: key.implicit, public_key: key.text }), true);
    assert.equal(await view('has_public_key', { account_id: key.implicit, public_key: other.text }), false);
    assert.deepEqual(await view('public_keys_of', { account_id: key.implicit }), []);

    assert.equal(await view('has_public_key', { account_id: 'named.near', public_key: key.text }), false);
    const registered = await post(sim, '/_sim/intents/public-key', { accountId: 'named.near', publicKey: key.text });
    assert.equal(registered.status, 200);
    assert.deepEqual(registered.body.publicKeys, [key.text]);
    assert.equal(await view('has_public_key', { account_id: 'named.near', public_key: key.text }), true);
    assert.equal(await view('has_public_key', { account_id: 'named.near', public_key: other.text }), false);
    assert.deepEqual(await view('public_keys_of', { account_id: 'named.near' }), [key.text]);
    assert.equal(
      (await post(sim, '/_sim/intents/public-key', { accountId: 'x.near', publicKey: 'ed25519:abc' })).status,
      400,
    );
  });

  /** Advances past the swap's confirmation and processing: SUCCESS (or the failure the faults chose). */
  const finish = () => sim.clock.advance(confirmMs('eth') + PROCESSING_MS);

  it('a top-up (recipientType INTENTS) credits the recipient with amountOut at SUCCESS, not before', async () => {
    const account = ed25519Key().implicit;
    sim.fundIntents({ accountId: account, asset: WNEAR, amount: '7' });
    const quote = await clientFor(sim).quote({
      ...quoteRequest(sim, { recipientType: 'INTENTS', recipient: account }),
      dry: false,
    });
    const { depositAddress, amountIn, amountOut } = quote.quote;
    sim.deposit({ depositAddress: depositAddress!, amount: amountIn });
    assert.deepEqual(await view('mt_batch_balance_of', { account_id: account, token_ids: [WNEAR] }), ['7']);
    finish();
    const status = await clientFor(sim).status({ depositAddress: depositAddress! });
    assert.equal(status.status, 'SUCCESS');
    assert.equal(status.swapDetails?.amountOut, amountOut);
    const expected = String(7n + BigInt(amountOut));
    assert.deepEqual(await view('mt_batch_balance_of', { account_id: account, token_ids: [WNEAR] }), [expected]);
    // Read again (and later): credited once.
    sim.clock.advance(60_000);
    assert.equal(sim.intentsBalance(account, WNEAR), BigInt(expected));
  });

  /** An INTENTS quote paid by a nep413 signature from a fresh implicit account holding 1,000 USDC. */
  async function signedSwap(patch: (account: string) => Parameters<typeof quoteRequest>[1]) {
    const key = ed25519Key();
    const quote = await clientFor(sim).quote({
      ...quoteRequest(sim, {
        depositType: 'INTENTS',
        refundType: 'INTENTS',
        refundTo: key.implicit,
        ...patch(key.implicit),
      }),
      dry: false,
    });
    sim.fundIntents({ accountId: key.implicit, asset: ETH_USDC, amount: '1000000000' });
    const { intent } = await clientFor(sim).generateIntent({
      standard: 'nep413',
      signerId: key.implicit,
      depositAddress: quote.quote.depositAddress!,
    });
    const payload = intent.payload as { message: string; nonce: string; recipient: string };
    await clientFor(sim).submitIntent({
      ...intent,
      public_key: key.text,
      signature: `ed25519:${base58.encode(ed25519.sign(nep413Hash(payload), key.secretKey))}`,
    });
    return { key, quote };
  }

  it('a swap inside the balance (INTENTS to INTENTS) debits at submit and credits the recipient at SUCCESS', async () => {
    const { key, quote } = await signedSwap((account) => ({ recipientType: 'INTENTS', recipient: account }));
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 1000000000n - BigInt(quote.quote.amountIn));
    assert.equal(sim.intentsBalance(key.implicit, WNEAR), 0n);
    finish();
    assert.equal(sim.intentsBalance(key.implicit, WNEAR), BigInt(quote.quote.amountOut));
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 1000000000n - BigInt(quote.quote.amountIn));
  });

  it('a token_diff intent pays its signer at submit: SUCCESS credits nothing more (no double payment)', async () => {
    sim = makeSim({ intentShape: 'token_diff' });
    const { key, quote } = await signedSwap((account) => ({ recipientType: 'INTENTS', recipient: account }));
    assert.equal(sim.intentsBalance(key.implicit, WNEAR), BigInt(quote.quote.amountOut));
    finish();
    assert.equal((await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! })).status, 'SUCCESS');
    assert.equal(sim.intentsBalance(key.implicit, WNEAR), BigInt(quote.quote.amountOut));
  });

  it('a withdrawal (INTENTS to DESTINATION_CHAIN) debits at submit; nothing comes back into the balance', async () => {
    const { key, quote } = await signedSwap(() => ({}));
    const left = 1000000000n - BigInt(quote.quote.amountIn);
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), left);
    finish();
    assert.equal((await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! })).status, 'SUCCESS');
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), left);
    assert.equal(sim.intentsBalance(key.implicit, WNEAR), 0n);
  });

  it('a refund with refundType INTENTS credits refundTo with the refunded amount', async () => {
    sim.setFaults({ swapFailureRate: 1, swapFailureKind: 'REFUNDED' });
    const { key, quote } = await signedSwap(() => ({}));
    finish();
    const status = await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! });
    assert.equal(status.status, 'REFUNDED');
    assert.equal(status.swapDetails?.refundedAmount, quote.quote.amountIn);
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 1000000000n);
  });
});
