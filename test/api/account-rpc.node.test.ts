// Issue 49 point 4: the client's reads of the public Intents ledger through a NEAR RPC (api/account.ts):
// `mt_batch_balance_of` in chunks, exactly as the simulator's ledger holds the balances, and `has_public_key`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { BALANCE_CHUNK, hasPublicKey, intentsBalances, publicKeysOf } from '../../src/api/account.js';
import { SwapApiError } from '../../src/api/errors.js';
import { BASE, ETH_USDC, WNEAR, makeSim } from '../simulator/helpers.js';

const RPC = `${BASE}/rpc/near`;

describe('client: the public Intents balance and keys (intents.near views)', () => {
  it('reads every token id asked, in chunks, exactly as the ledger holds it', async () => {
    const sim = makeSim();
    const big = 98765432109876543210987654321n;
    sim.fundIntents({ accountId: 'alice.near', asset: WNEAR, amount: big });
    sim.fundIntents({ accountId: 'alice.near', asset: ETH_USDC, amount: '1' });
    const bodies: { token_ids: string[] }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { params: { account_id: string; args_base64: string } };
      assert.equal(body.params.account_id, 'intents.near');
      bodies.push(
        JSON.parse(new TextDecoder().decode(base64.decode(body.params.args_base64))) as { token_ids: string[] },
      );
      return sim.fetch(input, init);
    };
    const filler = Array.from({ length: BALANCE_CHUNK + 20 }, (_, i) => `nep141:t${i}.near`);
    const ids = [ETH_USDC, ...filler, WNEAR];
    const balances = await intentsBalances({ rpcUrl: RPC, fetch }, 'alice.near', ids);
    assert.deepEqual(
      bodies.map((b) => b.token_ids.length),
      [BALANCE_CHUNK, ids.length - BALANCE_CHUNK],
    );
    assert.equal(balances.size, ids.length);
    assert.equal(balances.get(WNEAR), big);
    assert.equal(balances.get(ETH_USDC), 1n);
    assert.equal(balances.get('nep141:t0.near'), 0n);
  });

  it('has_public_key and public_keys_of; a refused read is a SwapApiError', async () => {
    const sim = makeSim();
    const secret = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secret);
    const text = `ed25519:${base58.encode(publicKey)}`;
    const rpc = { rpcUrl: RPC, fetch: sim.fetch };
    assert.equal(await hasPublicKey(rpc, hex.encode(publicKey), text), true);
    assert.equal(await hasPublicKey(rpc, 'bob.near', text), false);
    sim.fundIntents({ accountId: 'bob.near', asset: WNEAR, amount: '0', publicKey: text });
    assert.equal(await hasPublicKey(rpc, 'bob.near', text), true);
    assert.deepEqual(await publicKeysOf(rpc, 'bob.near'), [text]);
    const refused = await hasPublicKey({ rpcUrl: `${BASE}/rpc/nowhere`, fetch: sim.fetch }, 'bob.near', text).catch(
      (e: unknown) => e,
    );
    assert.ok(refused instanceof SwapApiError);
    assert.equal(refused.request, 'near-rpc');
  });
});
