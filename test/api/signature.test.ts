import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import {
  PRODUCTION_QUOTE_PUBLIC_KEY,
  encodePublicKey,
  quoteSigningMessage,
  signQuoteResponse,
  signedPayload,
  stableJson,
  verifyQuoteSignature,
  type SignableQuoteResponse,
} from '../../src/api/signature.js';

type Json = Record<string, unknown>;

// Captured from the production service (https://1click.chaindefuser.com) on 2026-10-02, published in a public
// client's test suite; signed with the production key.
const PROD_NON_DRY: SignableQuoteResponse = JSON.parse(
  '{"quote":{"amountIn":"5000000","amountInFormatted":"5.0","amountInUsd":"4.999690000000","minAmountIn":"5000000","amountOut":"340565","amountOutFormatted":"0.00340565","amountOutUsd":"4.575899453000","minAmountOut":"337159","timeEstimate":137,"refundFee":"318834","withdrawFee":"32000","deadline":"2026-10-05T18:59:39.000Z","timeWhenInactive":"2026-10-05T18:59:39.000Z","depositAddress":"E5RdW4ip1B4wx1Loy83zr2dVadYywJazHvB22JBKq1Dg"},"quoteRequest":{"dry":false,"depositMode":"SIMPLE","swapType":"EXACT_INPUT","slippageTolerance":100,"originAsset":"nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near","depositType":"ORIGIN_CHAIN","destinationAsset":"nep141:zec.omft.near","amount":"5000000","refundTo":"13QkxhNMrTPxoCkRdYdJ65tFuwXPhL5gLS2Z5Nr6gjRK","refundType":"ORIGIN_CHAIN","recipient":"u1cv7rewjqmj395gla0zzfz669ntf6cr5hx9n983ct5t4dv0gphgyg5qjqe5re6ue5menlw94876wp0q90uf2cskh75rfvfejr564x8heq9zrs5p40n0fhqvehy8sjgxy0eu58l87w2mk48y3j07ggvgw5z5lncusl6y2a03rqau44ha2g","recipientType":"DESTINATION_CHAIN","deadline":"2026-10-02T18:59:39.000Z","confidentiality":"public","referral":"deadman","quoteWaitingTimeMs":0,"insured":false,"appFees":[{"recipient":"5880ad2b362620fadf759cbceb1cd5737ce8c6ed7fb8e9942881e6731f9247dd","fee":20,"limitOrderId":null}]},"signature":"ed25519:4hT7wJUSrkvuhbHAUdFC7HmtrPoCPzgUzqvZT5iwgLZWnKDWEucjKi1pvamzHVLA4q3ZFEGav6WYpiGeHEjGZ4Pt","timestamp":"2026-10-02T18:29:39.675Z","correlationId":"48837116-8c91-41b3-89b3-3cb2469865eb"}',
);
// The same quote as GET /v0/status echoes it: other key order, null optionals, no quoteWaitingTimeMs.
const PROD_STATUS_ECHO: SignableQuoteResponse = JSON.parse(
  '{"timestamp":"2026-10-02T18:29:39.675Z","signature":"ed25519:4hT7wJUSrkvuhbHAUdFC7HmtrPoCPzgUzqvZT5iwgLZWnKDWEucjKi1pvamzHVLA4q3ZFEGav6WYpiGeHEjGZ4Pt","quoteRequest":{"dry":false,"swapType":"EXACT_INPUT","depositMode":"SIMPLE","slippageTolerance":100,"originAsset":"nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near","depositType":"ORIGIN_CHAIN","destinationAsset":"nep141:zec.omft.near","amount":"5000000","refundTo":"13QkxhNMrTPxoCkRdYdJ65tFuwXPhL5gLS2Z5Nr6gjRK","refundType":"ORIGIN_CHAIN","recipient":"u1cv7rewjqmj395gla0zzfz669ntf6cr5hx9n983ct5t4dv0gphgyg5qjqe5re6ue5menlw94876wp0q90uf2cskh75rfvfejr564x8heq9zrs5p40n0fhqvehy8sjgxy0eu58l87w2mk48y3j07ggvgw5z5lncusl6y2a03rqau44ha2g","recipientType":"DESTINATION_CHAIN","deadline":"2026-10-02T18:59:39.000Z","appFees":[{"limitOrderId":null,"recipient":"5880ad2b362620fadf759cbceb1cd5737ce8c6ed7fb8e9942881e6731f9247dd","fee":20}],"virtualChainRecipient":null,"virtualChainRefundRecipient":null,"referral":"deadman","confidentiality":"public"},"quote":{"amountIn":"5000000","amountInFormatted":"5.0","amountInUsd":"4.999690000000","minAmountIn":"5000000","amountOut":"340565","amountOutFormatted":"0.00340565","amountOutUsd":"4.575899453000","minAmountOut":"337159","timeWhenInactive":"2026-10-05T18:59:39.000Z","depositAddress":"E5RdW4ip1B4wx1Loy83zr2dVadYywJazHvB22JBKq1Dg","deadline":"2026-10-05T18:59:39.000Z","timeEstimate":137,"refundFee":"318834","withdrawFee":"32000"}}',
);
// A production dry quote: refundFee/withdrawFee are present but not signed for dry quotes.
const PROD_DRY: SignableQuoteResponse = JSON.parse(
  '{"quote":{"amountIn":"1000000000","amountInFormatted":"1.0","amountInUsd":"118.980000000000","minAmountIn":"1000000000","amountOut":"8848584","amountOutFormatted":"0.08848584","amountOutUsd":"118.980000000000","minAmountOut":"8760098","timeEstimate":135,"refundFee":"86690","withdrawFee":"32000"},"quoteRequest":{"dry":true,"depositMode":"SIMPLE","swapType":"EXACT_INPUT","slippageTolerance":100,"originAsset":"nep141:sol.omft.near","depositType":"ORIGIN_CHAIN","destinationAsset":"nep141:zec.omft.near","amount":"1000000000","refundTo":"13QkxhNMrTPxoCkRdYdJ65tFuwXPhL5gLS2Z5Nr6gjRK","refundType":"ORIGIN_CHAIN","recipient":"u1cv7rewjqmj395gla0zzfz669ntf6cr5hx9n983ct5t4dv0gphgyg5qjqe5re6ue5menlw94876wp0q90uf2cskh75rfvfejr564x8heq9zrs5p40n0fhqvehy8sjgxy0eu58l87w2mk48y3j07ggvgw5z5lncusl6y2a03rqau44ha2g","recipientType":"DESTINATION_CHAIN","deadline":"2026-10-02T18:57:30.000Z","confidentiality":"public","quoteWaitingTimeMs":0,"insured":false,"appFees":[{"recipient":"5880ad2b362620fadf759cbceb1cd5737ce8c6ed7fb8e9942881e6731f9247dd","fee":20}]},"signature":"ed25519:2ropA8ZmwCtjhAWYvXM6AgK2YuxqWz8sVn8uoUxTtavHCZ9t9mddVurBzYXGtTcSbrjMgGFCP67UpnSKoqx2omrT","timestamp":"2026-10-02T18:27:31.021Z","correlationId":"f26391dd-2073-4a43-8903-ec31619e0ce2"}',
);

const SIGNED_REQUEST_KEYS = [
  'dry',
  'swapType',
  'slippageTolerance',
  'originAsset',
  'depositType',
  'destinationAsset',
  'amount',
  'refundTo',
  'refundType',
  'recipient',
  'recipientType',
  'quoteWaitingTimeMs',
  'referral',
  // deadline, virtualChainRecipient, virtualChainRefundRecipient, customRecipientMsg: the quote's values shadow
  // these in a non-dry quote.
];
const SIGNED_QUOTE_KEYS = [
  'amountIn',
  'amountInFormatted',
  'amountInUsd',
  'minAmountIn',
  'amountOut',
  'amountOutFormatted',
  'amountOutUsd',
  'minAmountOut',
  'depositAddress',
  'depositMemo',
  'deadline',
  'timeWhenInactive',
  'timeEstimate',
  'virtualChainRecipient',
  'virtualChainRefundRecipient',
  'customRecipientMsg',
  'refundFee',
  'withdrawFee',
];

function realisticRequest(dry = false): Json {
  return {
    dry,
    swapType: 'EXACT_INPUT',
    slippageTolerance: 100,
    originAsset: 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
    depositType: 'ORIGIN_CHAIN',
    destinationAsset: 'nep141:wrap.near',
    amount: '1000000',
    refundTo: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    refundType: 'ORIGIN_CHAIN',
    recipient: 'alice.near',
    recipientType: 'DESTINATION_CHAIN',
    deadline: '2026-11-22T12:00:00.000Z',
    depositMode: 'MEMO',
    quoteWaitingTimeMs: 3000,
    referral: 'swapelements',
    virtualChainRecipient: '0x1111111111111111111111111111111111111111',
    virtualChainRefundRecipient: '0x2222222222222222222222222222222222222222',
    customRecipientMsg: 'memo-for-ft-transfer-call',
    appFees: [{ recipient: 'fees.near', fee: 25 }],
    sessionId: 'session-7f3a',
    connectedWallets: ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  };
}

function realisticResponse(dry = false): Omit<SignableQuoteResponse, 'signature'> & Json {
  return {
    correlationId: '0b6c2f4e-8a1d-4c55-9f0e-3d2a1b7c9e11',
    timestamp: '2026-11-22T11:00:00.000Z',
    quoteRequest: realisticRequest(dry),
    quote: {
      amountIn: '1000000',
      amountInFormatted: '1.0',
      amountInUsd: '0.9998',
      minAmountIn: '1000000',
      amountOut: '412345678901234567890123',
      amountOutFormatted: '0.412345678901234567890123',
      amountOutUsd: '0.9912',
      minAmountOut: '408222222222222222222222',
      timeEstimate: 45,
      refundFee: '1900',
      withdrawFee: '300000',
      virtualChainRecipient: '0x1111111111111111111111111111111111111111',
      virtualChainRefundRecipient: '0x2222222222222222222222222222222222222222',
      customRecipientMsg: 'memo-for-ft-transfer-call',
      ...(dry
        ? {}
        : {
            depositAddress: 'GAQ6ZL2M4JTZSD5B5YV7ZN4TQ6Y5TPFUXQZ2K2VMS4HLY2TTQRJ4BNLC',
            depositMemo: '4021873321',
            deadline: '2026-11-22T12:05:00.000Z',
            timeWhenInactive: '2026-11-22T12:05:00.000Z',
          }),
    },
  };
}

/** Changes one character of a string (or nudges a number / flips a boolean). */
function tamper(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value !== 'string' || value === '') throw new Error(`cannot tamper ${String(value)}`);
  const last = value.at(-1);
  return value.slice(0, -1) + (last === 'A' ? 'B' : 'A');
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: encodePublicKey(raw) };
}

async function signed(response: Omit<SignableQuoteResponse, 'signature'>, privateKey: CryptoKey) {
  return { ...response, signature: await signQuoteResponse(response, privateKey) };
}

/** Replaces crypto.subtle.importKey (on the instance, shadowing the prototype) for the duration of `run`. */
async function withImportKey(replacement: SubtleCrypto['importKey'], run: () => Promise<void>) {
  Object.defineProperty(crypto.subtle, 'importKey', { value: replacement, configurable: true, writable: true });
  try {
    await run();
  } finally {
    delete (crypto.subtle as unknown as Record<string, unknown>).importKey;
  }
}

describe('stableJson', () => {
  it('sorts object keys recursively and keeps array order', () => {
    expect(stableJson({ b: 1, a: { d: [3, { z: 1, y: 2 }, 1], c: null } })).to.equal(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1},1]},"b":1}',
    );
  });

  it('drops undefined (and functions) in objects, writes null for them in arrays, keeps null', () => {
    expect(stableJson({ a: undefined, b: null, c: [undefined, () => 1, null], d: () => 1 })).to.equal(
      '{"b":null,"c":[null,null,null]}',
    );
  });

  it('escapes strings exactly like JSON.stringify', () => {
    const tricky = 'quote " backslash \\ newline \n tab \t control \u0001 line-sep \u2028 é 😀 lone \ud800';
    expect(stableJson({ s: tricky })).to.equal(`{"s":${JSON.stringify(tricky)}}`);
    expect(stableJson({ [tricky]: 1 })).to.equal(`{${JSON.stringify(tricky)}:1}`);
  });

  it('writes primitives like JSON.stringify and sorts keys by UTF-16 code units', () => {
    expect([stableJson(1.5), stableJson('x'), stableJson(true), stableJson(null)]).to.deep.equal([
      '1.5',
      '"x"',
      'true',
      'null',
    ]);
    expect(stableJson({ b: 1, B: 2, 10: 3, 9: 4, é: 5 })).to.equal('{"10":3,"9":4,"B":2,"b":1,"é":5}');
    expect(stableJson({ n: NaN, i: -Infinity })).to.equal('{"i":null,"n":null}');
  });

  it('uses toJSON and rejects cycles', () => {
    expect(stableJson({ at: new Date(Date.UTC(2026, 0, 2)) })).to.equal('{"at":"2026-01-02T00:00:00.000Z"}');
    const cyclic: Json = { a: 1 };
    cyclic.self = cyclic;
    expect(() => stableJson(cyclic)).to.throw(TypeError);
    const shared = { x: 1 };
    expect(stableJson({ a: shared, b: shared })).to.equal('{"a":{"x":1},"b":{"x":1}}');
  });

  it('is valid JSON and independent of key insertion order (property)', () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = stableJson(value);
        expect(JSON.parse(text)).to.deep.equal(JSON.parse(JSON.stringify(value)));
        expect(stableJson(reversed(value))).to.equal(text);
      }),
    );
  });
});

describe('signedPayload', () => {
  it('takes exactly the contract fields of a non-dry response', () => {
    const payload = signedPayload(realisticResponse());
    expect(Object.keys(payload).sort()).to.deep.equal(
      [...SIGNED_REQUEST_KEYS, ...SIGNED_QUOTE_KEYS, 'timestamp'].sort(),
    );
    expect(payload.deadline).to.equal('2026-11-22T12:05:00.000Z'); // the quote's, not the request's
    expect(payload.timestamp).to.equal('2026-11-22T11:00:00.000Z');
  });

  it('drops falsy optionals, keeps null base fields, and lets a falsy non-dry quote field remove the request value', () => {
    const response = realisticResponse();
    Object.assign(response.quoteRequest, {
      quoteWaitingTimeMs: 0,
      referral: null,
      customRecipientMsg: '',
      virtualChainRecipient: null,
    });
    Object.assign(response.quote, { amountInUsd: null, depositMemo: null, timeEstimate: 0, deadline: undefined });
    delete response.quote.amountOutUsd;
    const payload = signedPayload(response);
    expect(payload).to.include({ amountInUsd: null });
    for (const key of ['quoteWaitingTimeMs', 'referral', 'amountOutUsd', 'depositMemo', 'timeEstimate', 'deadline']) {
      expect(payload, key).not.to.have.property(key);
    }
    // Present in the quote, so still signed even though the request's is null.
    expect(payload.virtualChainRecipient).to.equal('0x1111111111111111111111111111111111111111');
  });

  it('ignores the quote-only fields of a dry quote and keeps the request deadline', () => {
    const response = realisticResponse(true);
    Object.assign(response.quote, { depositAddress: 'x', depositMemo: 'y', deadline: 'z', timeWhenInactive: 'w' });
    const payload = signedPayload(response);
    for (const key of [
      'depositAddress',
      'depositMemo',
      'timeWhenInactive',
      'timeEstimate',
      'refundFee',
      'withdrawFee',
    ]) {
      expect(payload, key).not.to.have.property(key);
    }
    expect(payload.deadline).to.equal('2026-11-22T12:00:00.000Z');
  });
});

describe('verifyQuoteSignature against real service quotes', () => {
  it('accepts a production non-dry quote, its /v0/status echo and a production dry quote', async () => {
    expect(await verifyQuoteSignature(PROD_NON_DRY)).to.deep.equal({ ok: true });
    expect(await verifyQuoteSignature(PROD_STATUS_ECHO)).to.deep.equal({ ok: true });
    expect(await verifyQuoteSignature(PROD_DRY, PRODUCTION_QUOTE_PUBLIC_KEY)).to.deep.equal({ ok: true });
  });

  it('rejects a production quote whose deposit address was swapped', async () => {
    const tampered = clone(PROD_NON_DRY);
    tampered.quote.depositAddress = '13QkxhNMrTPxoCkRdYdJ65tFuwXPhL5gLS2Z5Nr6gjRK';
    const check = await verifyQuoteSignature(tampered);
    expect(check).to.deep.equal({
      ok: false,
      reason: 'mismatch',
      message:
        "The service's signature does not match this quote. The deposit address may have been tampered with; do not send funds.",
    });
  });

  it('rejects a production quote checked against another key', async () => {
    const other = await keyPair();
    expect(await verifyQuoteSignature(PROD_NON_DRY, other.publicKey)).to.include({ ok: false, reason: 'mismatch' });
  });
});

describe('verifyQuoteSignature with a generated key', () => {
  let privateKey: CryptoKey;
  let publicKey: string;
  let response: SignableQuoteResponse & Json;

  before(async () => {
    ({ privateKey, publicKey } = await keyPair());
    response = await signed(realisticResponse(), privateKey);
  });

  it('signs and verifies a realistic non-dry quote', async () => {
    expect(response.signature).to.match(/^ed25519:[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
  });

  it('rejects a change of one character in every signed field', async () => {
    const cases: [string, (r: Json) => void][] = [
      ...SIGNED_REQUEST_KEYS.map((key): [string, (r: Json) => void] => [
        `quoteRequest.${key}`,
        (r) => ((r.quoteRequest as Json)[key] = tamper((r.quoteRequest as Json)[key])),
      ]),
      ...SIGNED_QUOTE_KEYS.map((key): [string, (r: Json) => void] => [
        `quote.${key}`,
        (r) => ((r.quote as Json)[key] = tamper((r.quote as Json)[key])),
      ]),
      ['timestamp', (r) => (r.timestamp = tamper(r.timestamp))],
    ];
    expect(cases).to.have.length(SIGNED_REQUEST_KEYS.length + SIGNED_QUOTE_KEYS.length + 1);
    for (const [name, change] of cases) {
      const tampered = clone(response);
      change(tampered);
      expect(stableJson(tampered), name).not.to.equal(stableJson(response));
      expect(await verifyQuoteSignature(tampered, publicKey), name).to.include({ ok: false, reason: 'mismatch' });
    }
  });

  it('rejects a request deadline change in a dry quote, where the quote has no deadline of its own', async () => {
    const dry = await signed(realisticResponse(true), privateKey);
    const tampered = clone(dry);
    tampered.quoteRequest.deadline = '2026-11-22T12:00:00.001Z';
    expect(await verifyQuoteSignature(dry, publicKey)).to.deep.equal({ ok: true });
    expect(await verifyQuoteSignature(tampered, publicKey)).to.include({ reason: 'mismatch' });
  });

  it('still verifies when unsigned fields change or are added', async () => {
    const changes: [string, (r: Json & { quoteRequest: Json; quote: Json }) => void][] = [
      ['appFees', (r) => (r.quoteRequest.appFees = [{ recipient: 'evil.near', fee: 500 }])],
      ['depositMode', (r) => (r.quoteRequest.depositMode = 'SIMPLE')],
      ['sessionId', (r) => (r.quoteRequest.sessionId = 'other')],
      ['connectedWallets', (r) => (r.quoteRequest.connectedWallets = [])],
      ['correlationId', (r) => (r.correlationId = 'ffffffff-0000-0000-0000-000000000000')],
      ['unknown request field', (r) => (r.quoteRequest.insured = true)],
      ['unknown quote field', (r) => (r.quote.chainDepositAddresses = [{ chain: 'eth', address: '0x0' }])],
      ['maxAmountIn', (r) => (r.quote.maxAmountIn = '999')],
      ['unknown top-level field', (r) => (r.extra = { nested: true })],
      // The quote's value is the one signed for a non-dry quote.
      ['shadowed request deadline', (r) => (r.quoteRequest.deadline = '2030-01-01T00:00:00.000Z')],
      ['shadowed request customRecipientMsg', (r) => (r.quoteRequest.customRecipientMsg = 'other')],
    ];
    for (const [name, change] of changes) {
      const changed = clone(response);
      change(changed);
      expect(await verifyQuoteSignature(changed, publicKey), name).to.deep.equal({ ok: true });
    }
  });

  it('verifies whatever the key order', async () => {
    const reorder = (value: Json) => Object.fromEntries(Object.entries(value).reverse());
    const shuffled = reorder({
      ...response,
      quoteRequest: reorder(response.quoteRequest),
      quote: reorder(response.quote),
    }) as unknown as SignableQuoteResponse;
    expect(Object.keys(shuffled.quote)[0]).to.equal('timeWhenInactive');
    expect(await verifyQuoteSignature(shuffled, publicKey)).to.deep.equal({ ok: true });
  });

  it('treats null and absent optional request fields alike', async () => {
    const request = clone(response.quoteRequest);
    for (const key of ['quoteWaitingTimeMs', 'referral', 'virtualChainRecipient', 'virtualChainRefundRecipient']) {
      delete request[key];
    }
    const absent = await signed({ ...response, quoteRequest: request }, privateKey);
    const nulls = {
      ...absent,
      quoteRequest: { ...request, quoteWaitingTimeMs: null, referral: null, virtualChainRecipient: null },
    };
    expect(await verifyQuoteSignature(nulls, publicKey)).to.deep.equal({ ok: true });
    expect(absent.signature).not.to.equal(response.signature);
  });

  it('rejects another key', async () => {
    const other = await keyPair();
    expect(await verifyQuoteSignature(response, other.publicKey)).to.include({ ok: false, reason: 'mismatch' });
    expect(await verifyQuoteSignature(response)).to.include({ ok: false, reason: 'mismatch' });
  });

  it('reports a malformed signature', async () => {
    const body = response.signature.slice('ed25519:'.length);
    const bytes = base58.decode(body);
    const bad: unknown[] = [
      body, // no prefix
      `ED25519:${body}`,
      `secp256k1:${body}`,
      `ed25519:${body.slice(0, -1)}0`, // 0 is not base58
      `ed25519:${body} `,
      `ed25519:${base58.encode(bytes.slice(0, 63))}`,
      `ed25519:${base58.encode(Uint8Array.of(...bytes, 1))}`,
      'ed25519:',
      '',
      null,
      undefined,
    ];
    for (const signature of bad) {
      const check = await verifyQuoteSignature({ ...response, signature: signature as string }, publicKey);
      expect(check, String(signature)).to.include({ ok: false, reason: 'malformed-signature' });
      expect(check.ok || check.message, String(signature)).to.contain('do not send funds');
    }
  });

  it('reports a malformed public key', async () => {
    const body = publicKey.slice('ed25519:'.length);
    const bytes = base58.decode(body);
    const bad = [
      body,
      `Ed25519:${body}`,
      `ed25519:${body.slice(0, -1)}l`, // l is not base58
      `ed25519:${base58.encode(bytes.slice(0, 31))}`,
      `ed25519:${base58.encode(Uint8Array.of(...bytes, 0))}`,
      'ed25519:',
      '',
    ];
    for (const key of bad) {
      const check = await verifyQuoteSignature(response, key);
      expect(check, key).to.include({ ok: false, reason: 'malformed-key' });
      expect(check.ok || check.message, key).to.match(/public key/);
    }
  });

  it('reports a quote that cannot be serialized as a mismatch instead of throwing', async () => {
    const cyclic = clone(response);
    cyclic.quote.amountIn = { self: cyclic.quote };
    expect(await verifyQuoteSignature(cyclic, publicKey)).to.include({ ok: false, reason: 'mismatch' });
  });

  it('ignores the deposit fields of a dry quote but not its amounts', async () => {
    const dry = await signed(realisticResponse(true), privateKey);
    expect(await verifyQuoteSignature(dry, publicKey)).to.deep.equal({ ok: true });
    const extras = clone(dry);
    Object.assign(extras.quote, {
      depositAddress: 'attacker',
      depositMemo: '1',
      deadline: '2030-01-01T00:00:00.000Z',
      timeWhenInactive: '2030-01-01T00:00:00.000Z',
      timeEstimate: 1,
      refundFee: '1',
      withdrawFee: '1',
    });
    expect(await verifyQuoteSignature(extras, publicKey)).to.deep.equal({ ok: true });
    const amounts = clone(dry);
    amounts.quote.amountOut = tamper(amounts.quote.amountOut);
    expect(await verifyQuoteSignature(amounts, publicKey)).to.include({ reason: 'mismatch' });
    // Turning a dry quote into a non-dry one changes what is signed.
    const undried = clone(extras);
    undried.quoteRequest.dry = false;
    expect(await verifyQuoteSignature(undried, publicKey)).to.include({ reason: 'mismatch' });
  });

  it('signs and verifies random amounts and recipients, and rejects any one-character change (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
        fc.boolean(),
        fc.nat(),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        async (amount, recipient, changeAmount, at, replacement) => {
          const base = realisticResponse();
          base.quoteRequest.amount = amount;
          base.quoteRequest.recipient = recipient;
          const good = await signed(base, privateKey);
          expect(await verifyQuoteSignature(good, publicKey)).to.deep.equal({ ok: true });
          const original = changeAmount ? amount : recipient;
          const i = at % original.length;
          fc.pre(original[i] !== replacement);
          const changed = original.slice(0, i) + replacement + original.slice(i + 1);
          const bad = clone(good);
          bad.quoteRequest[changeAmount ? 'amount' : 'recipient'] = changed;
          expect(await verifyQuoteSignature(bad, publicKey)).to.include({ ok: false, reason: 'mismatch' });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('known vector', () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const response = realisticResponse();
  response.quoteRequest = {
    ...realisticRequest(),
    quoteWaitingTimeMs: null,
    referral: null,
    virtualChainRecipient: null,
    virtualChainRefundRecipient: null,
    customRecipientMsg: null,
  };
  response.quote = {
    ...response.quote,
    depositMemo: null,
    refundFee: null,
    withdrawFee: null,
    virtualChainRecipient: null,
    virtualChainRefundRecipient: null,
    customRecipientMsg: null,
    depositAddress: '0x5a3f1e2b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
  };
  // Written out by hand from the contract: sorted keys, no whitespace, falsy optionals dropped.
  const expectedJson =
    '{"amount":"1000000","amountIn":"1000000","amountInFormatted":"1.0","amountInUsd":"0.9998",' +
    '"amountOut":"412345678901234567890123","amountOutFormatted":"0.412345678901234567890123","amountOutUsd":"0.9912",' +
    '"deadline":"2026-11-22T12:05:00.000Z","depositAddress":"0x5a3f1e2b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f",' +
    '"depositType":"ORIGIN_CHAIN","destinationAsset":"nep141:wrap.near","dry":false,"minAmountIn":"1000000",' +
    '"minAmountOut":"408222222222222222222222",' +
    '"originAsset":"nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near","recipient":"alice.near",' +
    '"recipientType":"DESTINATION_CHAIN","refundTo":"0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",' +
    '"refundType":"ORIGIN_CHAIN","slippageTolerance":100,"swapType":"EXACT_INPUT","timeEstimate":45,' +
    '"timeWhenInactive":"2026-11-22T12:05:00.000Z","timestamp":"2026-11-22T11:00:00.000Z"}';

  it('serializes the payload to the hand-written JSON and hashes it to the expected message', async () => {
    expect(stableJson(signedPayload(response))).to.equal(expectedJson);
    const message = base58.encode(sha256(new TextEncoder().encode(expectedJson)));
    expect(await quoteSigningMessage(response)).to.equal(message);
    expect(message).to.equal('DLq39mGigkTaRfzENCwyDu5UDKY5FZbLkwom7RCaSKhF');
  });

  it('signs exactly as @noble/curves does with the same seed', async () => {
    const pkcs8 = Uint8Array.from([...hex('302e020100300506032b657004220420'), ...seed]);
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
    const message = new TextEncoder().encode(base58.encode(sha256(new TextEncoder().encode(expectedJson))));
    const expected = `ed25519:${base58.encode(ed25519.sign(message, seed))}`;
    const signature = await signQuoteResponse(response, privateKey);
    expect(signature).to.equal(expected);
    expect(signature).to.equal(
      'ed25519:2UozkQdJnn1MtVzg1y7fTtqeZT6vxo7z4j9kombHdnPuNZAJL6tQHbcsLdzcuANse7rFrYaA6hg2MBYmbS1B2Yj',
    );
    const publicKey = encodePublicKey(ed25519.getPublicKey(seed));
    expect(publicKey).to.equal('ed25519:9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj');
    expect(await verifyQuoteSignature({ ...response, signature }, publicKey)).to.deep.equal({ ok: true });
  });

  it('encodePublicKey refuses a key that is not 32 bytes', () => {
    expect(() => encodePublicKey(new Uint8Array(31))).to.throw(RangeError);
    expect(encodePublicKey(new Uint8Array(32))).to.equal(`ed25519:${'1'.repeat(32)}`);
  });
});

describe('verifyQuoteSignature fallbacks', () => {
  it('caches the imported key per public key', async () => {
    const { privateKey, publicKey } = await keyPair();
    const response = await signed(realisticResponse(), privateKey);
    const original = crypto.subtle.importKey.bind(crypto.subtle);
    let imports = 0;
    const counting = ((...args: Parameters<SubtleCrypto['importKey']>) => {
      imports++;
      return original(...args);
    }) as SubtleCrypto['importKey'];
    await withImportKey(counting, async () => {
      expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
      expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
    });
    expect(imports).to.equal(1);
  });

  it('uses @noble/curves when WebCrypto does not support Ed25519', async () => {
    const { privateKey, publicKey } = await keyPair();
    const response = await signed(realisticResponse(), privateKey);
    const tampered = clone(response);
    tampered.quote.depositAddress = tamper(tampered.quote.depositAddress);
    let rejected = 0;
    const unsupported = (async () => {
      rejected++;
      throw new DOMException('Algorithm: Unrecognized name', 'NotSupportedError');
    }) as unknown as SubtleCrypto['importKey'];
    await withImportKey(unsupported, async () => {
      expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
      expect(await verifyQuoteSignature(tampered, publicKey)).to.include({ reason: 'mismatch' });
    });
    expect(rejected).to.equal(1);
  });

  it('works without crypto.subtle (a page served over plain http)', async () => {
    const { privateKey, publicKey } = await keyPair();
    const response = await signed(realisticResponse(), privateKey);
    const tampered = clone(response);
    tampered.timestamp = tamper(tampered.timestamp) as string;
    Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(globalThis.crypto.subtle).to.equal(undefined);
      expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
      expect(await verifyQuoteSignature(tampered, publicKey)).to.include({ reason: 'mismatch' });
    } finally {
      delete (crypto as unknown as Record<string, unknown>).subtle;
    }
    expect(crypto.subtle).to.be.an.instanceOf(SubtleCrypto);
  });

  it('reports other import failures as unsupported and a rejected key as malformed, without throwing', async () => {
    const { privateKey, publicKey } = await keyPair();
    const response = await signed(realisticResponse(), privateKey);
    const broken = (async () => {
      throw new TypeError('boom');
    }) as unknown as SubtleCrypto['importKey'];
    await withImportKey(broken, async () => {
      const check = await verifyQuoteSignature(response, publicKey);
      expect(check).to.include({ ok: false, reason: 'unsupported' });
      expect(check.ok || check.message).to.contain('boom');
    });
    const invalid = (async () => {
      throw new DOMException('Invalid keyData', 'DataError');
    }) as unknown as SubtleCrypto['importKey'];
    await withImportKey(invalid, async () => {
      expect(await verifyQuoteSignature(response, publicKey)).to.include({ ok: false, reason: 'malformed-key' });
    });
    // A failed import is not cached.
    expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
  });
});

function hex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (byte) => parseInt(byte, 16));
}
