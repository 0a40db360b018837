// Issue 51 item 4 at the simulator: sign-in (/v0/auth/authenticate) with tip191 (Tron), sep53 (Stellar) and
// ton_connect (TON) signatures over the empty-intents payload, each signer id only in its standard's form. Signatures
// are made here from the standards (TIP-191, SEP-53, TON Connect's signData text hash), not with the simulator's code.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { decodeJwt } from 'jose';
import { createAccountClient, type AccountClient } from '../../src/api/account.js';
import type { SignedIntent } from '../../src/api/intent-schemas.js';
import { SwapApiError } from '../../src/api/errors.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE, makeSim } from './helpers.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const be = (n: number | bigint, bytes: number) =>
  Uint8Array.from({ length: bytes }, (_, i) => Number((BigInt(n) >> BigInt(8 * (bytes - 1 - i))) & 0xffn));

describe('simulator: sign-in with tip191, sep53 and ton_connect', () => {
  let sim: Simulator;
  let account: AccountClient;
  beforeEach(() => {
    sim = makeSim();
    account = createAccountClient({ baseUrl: BASE, fetch: sim.fetch, now: () => sim.clock.now(), retries: 0 });
  });

  /** The empty-intents Defuse payload as JSON text (compact, as the page sends it). */
  const defuse = (signerId: string) =>
    JSON.stringify({
      signer_id: signerId,
      verifying_contract: 'intents.near',
      deadline: new Date(sim.clock.now() + 300_000).toISOString(),
      nonce: base64.encode(ed25519.utils.randomSecretKey()),
      intents: [],
    });
  const pretty = (json: string) => JSON.stringify(JSON.parse(json), null, 2);

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof SwapApiError, String(error));
    return error;
  }

  it('tip191: TIP-191 over the pretty JSON, the address recovered; a signer id of another form refused (400)', async () => {
    const secretKey = secp256k1.utils.randomSecretKey();
    const point = secp256k1.getPublicKey(secretKey, false);
    const signerId = `0x${hex.encode(keccak_256(point.subarray(1)).subarray(-20))}`;
    const sign = (payload: string) => {
      const message = utf8(pretty(payload));
      const digest = keccak_256(join(utf8(`\x19TRON Signed Message:\n${message.length}`), message));
      const recovered = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
      return `secp256k1:${base58.encode(join(recovered.subarray(1), Uint8Array.of(recovered[0]!)))}`;
    };
    const payload = defuse(signerId);
    const session = await account.authenticate({ standard: 'tip191', payload, signature: sign(payload) });
    assert.equal(decodeJwt(session.accessToken).sub, signerId);
    const named = defuse('named.near');
    const error = await refusal(account.authenticate({ standard: 'tip191', payload: named, signature: sign(named) }));
    assert.equal(error.status, 400);
  });

  it('sep53: ed25519 over SEP-53 of the pretty JSON; only the key’s own hex signs in, not a named account', async () => {
    const secretKey = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secretKey);
    const keyText = `ed25519:${base58.encode(publicKey)}`;
    const signed = (signerId: string): SignedIntent => {
      const payload = defuse(signerId);
      const digest = sha256(utf8(`Stellar Signed Message:\n${pretty(payload)}`));
      const signature = `ed25519:${base58.encode(ed25519.sign(digest, secretKey))}`;
      return { standard: 'sep53', payload, public_key: keyText, signature } as SignedIntent;
    };
    const session = await account.authenticate(signed(hex.encode(publicKey)));
    assert.equal(decodeJwt(session.accessToken).sub, hex.encode(publicKey));
    // A Stellar key stands for its own hex account only, even where a named account registered it.
    sim.fundIntents({ accountId: 'named.near', asset: 'nep141:wrap.near', amount: '1', publicKey: keyText });
    assert.equal((await refusal(account.authenticate(signed('named.near')))).status, 400);
  });

  it('ton_connect: signData of the text (address, domain, time) verifies; another domain than signed refused', async () => {
    const secretKey = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secretKey);
    const addressHash = sha256(utf8('a TON wallet contract'));
    const domain = 'shop.example';
    const timestamp = Math.floor(sim.clock.now() / 1000);
    const text = pretty(defuse(hex.encode(publicKey)));
    // TON Connect "Sign Data", text: 0xffff ‖ "ton-connect/sign-data/" ‖ workchain ‖ address hash ‖ domain length ‖
    // domain ‖ timestamp ‖ "txt" ‖ text length ‖ text, sha256'd.
    const digest = sha256(
      join(
        Uint8Array.of(0xff, 0xff),
        utf8('ton-connect/sign-data/'),
        be(0, 4),
        addressHash,
        be(utf8(domain).length, 4),
        utf8(domain),
        be(timestamp, 8),
        utf8('txt'),
        be(utf8(text).length, 4),
        utf8(text),
      ),
    );
    const signedData = {
      standard: 'ton_connect',
      payload: { type: 'text', text },
      public_key: `ed25519:${base58.encode(publicKey)}`,
      signature: `ed25519:${base58.encode(ed25519.sign(digest, secretKey))}`,
      address: `0:${hex.encode(addressHash)}`,
      domain,
      timestamp,
    } as unknown as SignedIntent;
    // Bound to the domain: the same signature said to be for another domain does not verify.
    const elsewhere = { ...signedData, domain: 'other.example' } as SignedIntent;
    assert.equal((await refusal(account.authenticate(elsewhere))).status, 401);
    const session = await account.authenticate(signedData);
    assert.equal(decodeJwt(session.accessToken).sub, hex.encode(publicKey));
  });
});
