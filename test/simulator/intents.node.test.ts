// Issue 25 point 3: paying a `depositType: INTENTS` quote from a NEAR Intents balance, through the client against the
// simulator: generate-intent's payload per standard, submit-intent's signature checks with keys made here (ed25519 for
// nep413 and raw_ed25519, secp256k1 for erc191), the balance debited, the swap reaching SUCCESS, and every refusal.
// The NEP-413 hash and the personal_sign hash are computed here from their specifications, not with the simulator's code.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import type { SignedIntent } from '../../src/api/intent-schemas.js';
import { IntentRefusedError } from '../../src/api/intent-schemas.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { ETH_USDC, clientFor, makeSim, post, quoteRequest } from './helpers.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const borshString = (text: string) => join(le32(utf8(text).length), utf8(text));

/** NEP-413: sha256(borsh(u32 2^31 + 413) ‖ borsh({message, nonce: [u8; 32], recipient, callbackUrl: None})). */
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
  return { secretKey, publicKey, implicit: hex.encode(publicKey), text: `ed25519:${base58.encode(publicKey)}` };
}

function evmKey() {
  const secretKey = secp256k1.utils.randomSecretKey();
  const point = secp256k1.getPublicKey(secretKey, false);
  const address = `0x${hex.encode(keccak_256(point.subarray(1)).subarray(-20))}`;
  /** Ethereum personal_sign: r ‖ s ‖ v over keccak256("\x19Ethereum Signed Message:\n" + length + message). */
  const personalSign = (message: string, v: (recovery: number) => number = (r) => r) => {
    const bytes = utf8(message);
    const digest = keccak_256(join(utf8(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
    const recovered = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
    return join(recovered.subarray(1), Uint8Array.of(v(recovered[0]!)));
  };
  return { address, personalSign, secretKey };
}

describe('simulator: paying from a NEAR Intents balance', () => {
  let sim: Simulator;
  let quote: QuoteResponse;
  let depositAddress: string;
  let amountIn: string;

  const client = () => clientFor(sim);
  const intentsQuote = () =>
    client().quote({
      ...quoteRequest(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' }),
      dry: false,
    });
  const generate = (standard: string, signerId: string, address = depositAddress) =>
    client().generateIntent({ standard: standard as 'nep413', signerId, depositAddress: address });
  async function refusal(promise: Promise<unknown>): Promise<{ refusal: string; message: string }> {
    const error = await promise.then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof IntentRefusedError, String(error));
    assert.equal(error.kind, 'intent-refused');
    assert.equal(error.status, 400);
    return { refusal: error.refusal, message: error.serverMessage ?? '' };
  }
  const status = () => client().status({ depositAddress });

  beforeEach(async () => {
    sim = makeSim();
    quote = await intentsQuote();
    depositAddress = quote.quote.depositAddress!;
    amountIn = quote.quote.amountIn;
  });

  it('nep413: the payload, an ed25519 signature over the NEP-413 hash, the balance debited, SUCCESS', async () => {
    const key = ed25519Key();
    sim.fundIntents({ accountId: key.implicit, asset: ETH_USDC, amount: '250000000' });
    const { intent, correlationId } = await generate('nep413', key.implicit);
    assert.match(correlationId, /^[0-9a-f-]{36}$/);
    assert.equal(intent.standard, 'nep413');
    const payload = intent.payload as { message: string; nonce: string; recipient: string };
    assert.deepEqual(Object.keys(payload).sort(), ['message', 'nonce', 'recipient']);
    assert.equal(payload.recipient, 'intents.near');
    assert.equal(base64.decode(payload.nonce).length, 32);
    assert.deepEqual(JSON.parse(payload.message), {
      signer_id: key.implicit,
      deadline: quote.quote.deadline,
      intents: [{ intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: amountIn } }],
    });

    const signature = ed25519.sign(nep413Hash(payload), key.secretKey);
    const signed: SignedIntent = { ...intent, public_key: key.text, signature: `ed25519:${base58.encode(signature)}` };
    const { intentHash } = await client().submitIntent(signed);
    assert.equal(base58.decode(intentHash).length, 32);
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 250000000n - BigInt(amountIn));

    const after = await status();
    assert.equal(after.status, 'KNOWN_DEPOSIT_TX');
    assert.equal(after.swapDetails?.depositedAmount, amountIn);
    assert.ok(after.swapDetails?.intentHashes?.includes(intentHash));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    assert.equal((await status()).status, 'SUCCESS');

    // The same signed intent again: its nonce is spent.
    assert.equal((await refusal(client().submitIntent(signed))).refusal, 'replayed');
    // And the swap is funded: no new intent for it.
    assert.equal((await refusal(generate('nep413', key.implicit))).refusal, 'quote-state');
  });

  it('nep413 from a named account: a key it registered verifies, another key is a wrong signature', async () => {
    const key = ed25519Key();
    const stranger = ed25519Key();
    sim.fundIntents({ accountId: 'payer.near', asset: ETH_USDC, amount: amountIn, publicKey: key.text });
    const { intent } = await generate('nep413', 'payer.near');
    const payload = intent.payload as { message: string; nonce: string; recipient: string };
    const signedBy = (k: ReturnType<typeof ed25519Key>): SignedIntent => ({
      ...intent,
      public_key: k.text,
      signature: `ed25519:${base58.encode(ed25519.sign(nep413Hash(payload), k.secretKey))}`,
    });
    const wrong = await refusal(client().submitIntent(signedBy(stranger)));
    assert.equal(wrong.refusal, 'signature');
    assert.match(wrong.message, /^Invalid signature/);
    // A signature over the message itself (not the NEP-413 hash) is wrong too.
    const raw = {
      ...signedBy(key),
      signature: `ed25519:${base58.encode(ed25519.sign(utf8(payload.message), key.secretKey))}`,
    };
    assert.equal((await refusal(client().submitIntent(raw))).refusal, 'signature');
    await client().submitIntent(signedBy(key));
    assert.equal(sim.intentsBalance('payer.near', ETH_USDC), 0n);
  });

  it('raw_ed25519: the JSON payload signed as bytes; wrong signature, short balance and expiry refused', async () => {
    const key = ed25519Key();
    sim.fundIntents({ accountId: key.implicit, asset: ETH_USDC, amount: '1' });
    const { intent } = await generate('raw_ed25519', key.implicit);
    assert.equal(typeof intent.payload, 'string');
    const parsed = JSON.parse(intent.payload as string) as Record<string, unknown>;
    assert.deepEqual(Object.keys(parsed).sort(), ['deadline', 'intents', 'nonce', 'signer_id', 'verifying_contract']);
    assert.equal(parsed.signer_id, key.implicit);
    assert.equal(parsed.verifying_contract, 'intents.near');
    assert.deepEqual(parsed.intents, [
      { intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: amountIn } },
    ]);
    const sign = (bytes: Uint8Array): SignedIntent => ({
      ...intent,
      public_key: key.text,
      signature: `ed25519:${base58.encode(ed25519.sign(bytes, key.secretKey))}`,
    });
    const good = sign(utf8(intent.payload as string));
    assert.equal(
      (await refusal(client().submitIntent(sign(utf8(`${intent.payload as string} `))))).refusal,
      'signature',
    );
    // Another key claiming the signer's implicit account.
    const other = ed25519Key();
    const impostor = { ...good, public_key: other.text };
    assert.equal((await refusal(client().submitIntent(impostor))).refusal, 'signature');
    // A payload changed after generation is not an intent of this simulator.
    const changed = { ...good, payload: (intent.payload as string).replace(amountIn, '1') };
    assert.equal((await refusal(client().submitIntent(changed))).refusal, 'intent');

    const short = await refusal(client().submitIntent(good));
    assert.equal(short.refusal, 'balance');
    assert.match(short.message, /^Insufficient balance: [0-9a-f]{64} holds 1 of /);
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 1n);
    assert.equal((await status()).status, 'PENDING_DEPOSIT');

    sim.fundIntents({ accountId: key.implicit, asset: ETH_USDC, amount: amountIn });
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    assert.equal((await refusal(client().submitIntent(good))).refusal, 'expired');
  });

  it('erc191: personal_sign over the JSON payload, r‖s‖v with v 0 or 1, the address recovered', async () => {
    const key = evmKey();
    sim.fundIntents({ accountId: key.address, asset: ETH_USDC, amount: amountIn });
    const { intent } = await generate('erc191', key.address);
    const parsed = JSON.parse(intent.payload as string) as Record<string, unknown>;
    assert.equal(parsed.signer_id, key.address);
    const as = (signature: Uint8Array): SignedIntent => ({
      ...intent,
      signature: `secp256k1:${base58.encode(signature)}`,
    });
    // Ethereum's v of 27 or 28 is not the contract's recovery id.
    const legacy = as(key.personalSign(intent.payload as string, (r) => r + 27));
    assert.equal((await refusal(client().submitIntent(legacy))).refusal, 'signature');
    const stranger = evmKey();
    assert.equal(
      (await refusal(client().submitIntent(as(stranger.personalSign(intent.payload as string))))).refusal,
      'signature',
    );
    const { intentHash } = await client().submitIntent(as(key.personalSign(intent.payload as string)));
    assert.ok(intentHash);
    assert.equal(sim.intentsBalance(key.address, ETH_USDC), 0n);
    assert.equal((await status()).status, 'KNOWN_DEPOSIT_TX');
  });

  it("tip191: the pretty JSON signed with TRON's prefix, r‖s‖v recovered to 0x + 20 bytes; compact text or a tampered payload refused", async () => {
    const key = evmKey(); // a Tron key is a secp256k1 key; its account id is 0x + the address's 20 bytes
    const tronSign = (message: string) => {
      const bytes = utf8(message);
      const digest = keccak_256(join(utf8(`\x19TRON Signed Message:\n${bytes.length}`), bytes));
      const recovered = secp256k1.sign(digest, key.secretKey, { prehash: false, format: 'recovered' });
      return join(recovered.subarray(1), Uint8Array.of(recovered[0]!));
    };
    assert.match((await refusal(generate('tip191', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'))).message, /0x address/);
    sim.fundIntents({ accountId: key.address, asset: ETH_USDC, amount: amountIn });
    const { intent } = await generate('tip191', key.address);
    const payload = intent.payload as string;
    assert.equal((JSON.parse(payload) as { signer_id: string }).signer_id, key.address);
    const pretty = JSON.stringify(JSON.parse(payload), null, 2);
    const as = (signature: Uint8Array, text = payload): SignedIntent => ({
      standard: 'tip191',
      payload: text,
      signature: `secp256k1:${base58.encode(signature)}`,
    });
    assert.equal((await refusal(client().submitIntent(as(tronSign(payload))))).refusal, 'signature');
    assert.equal((await refusal(client().submitIntent(as(key.personalSign(pretty))))).refusal, 'signature');
    const tampered = payload.replace(amountIn, String(BigInt(amountIn) - 1n));
    assert.equal((await refusal(client().submitIntent(as(tronSign(pretty), tampered)))).refusal, 'intent');
    const { intentHash } = await client().submitIntent(as(tronSign(pretty)));
    assert.ok(intentHash);
    assert.equal(sim.intentsBalance(key.address, ETH_USDC), 0n);
  });

  it('sep53: ed25519 over sha256("Stellar Signed Message:\\n" + pretty JSON), the G-key\'s hex the signer', async () => {
    const key = ed25519Key();
    const sep53 = (message: string) =>
      ed25519.sign(sha256(join(utf8('Stellar Signed Message:\n'), utf8(message))), key.secretKey);
    assert.match((await refusal(generate('sep53', 'payer.near'))).message, /implicit account/);
    sim.fundIntents({ accountId: key.implicit, asset: ETH_USDC, amount: amountIn });
    const { intent } = await generate('sep53', key.implicit);
    const payload = intent.payload as string;
    const pretty = JSON.stringify(JSON.parse(payload), null, 2);
    const as = (signature: Uint8Array, publicKey = key.text): SignedIntent => ({
      standard: 'sep53',
      payload,
      public_key: publicKey,
      signature: `ed25519:${base58.encode(signature)}`,
    });
    // The bytes raw_ed25519 signs, the compact text, another key: each refused.
    assert.equal(
      (await refusal(client().submitIntent(as(ed25519.sign(utf8(payload), key.secretKey))))).refusal,
      'signature',
    );
    assert.equal((await refusal(client().submitIntent(as(sep53(payload))))).refusal, 'signature');
    const stranger = ed25519Key();
    assert.equal(
      (
        await refusal(
          client().submitIntent(
            as(
              ed25519.sign(sha256(join(utf8('Stellar Signed Message:\n'), utf8(pretty))), stranger.secretKey),
              stranger.text,
            ),
          ),
        )
      ).refusal,
      'signature',
    );
    const { intentHash } = await client().submitIntent(as(sep53(pretty)));
    assert.ok(intentHash);
    assert.equal(sim.intentsBalance(key.implicit, ETH_USDC), 0n);
    assert.equal((await status()).status, 'KNOWN_DEPOSIT_TX');
  });

  it('refuses what cannot be funded by an intent, and signer ids of the wrong form', async () => {
    const key = evmKey();
    const origin = await client().quote({ ...quoteRequest(sim), dry: false });
    const refused = await refusal(generate('erc191', key.address, origin.quote.depositAddress!));
    assert.equal(refused.refusal, 'quote-state');
    assert.match(refused.message, /depositType ORIGIN_CHAIN/);
    assert.equal((await refusal(generate('erc191', key.address, 'nobody.near'))).message, 'Deposit address not found');
    assert.match(
      (await refusal(generate('erc191', key.address.toUpperCase().replace('0X', '0x')))).message,
      /lower-case/,
    );
    assert.match((await refusal(generate('raw_ed25519', 'payer.near'))).message, /implicit account/);
    assert.match((await refusal(generate('webauthn', key.address))).message, /not supported/);
    // The control endpoint sets balances; wrong bodies are refused.
    const set = await post(sim, '/_sim/intents/balance', { accountId: key.address, asset: ETH_USDC, amount: '5' });
    assert.equal(set.status, 200);
    assert.deepEqual(set.body, { accountId: key.address, balances: { [ETH_USDC]: '5' } });
    const bad = await post(sim, '/_sim/intents/balance', { accountId: key.address, asset: 'nep141:nope', amount: '5' });
    assert.equal(bad.status, 400);
  });
});
