// The small base58 of quote signing agrees with @scure/base (the kept library the address checks use) on any bytes,
// including leading zeros, and rejects characters outside the alphabet.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { base58 } from '@scure/base';
import { base58Decode, base58Encode } from '../../src/api/base58.js';

describe('base58', () => {
  it('encodes like @scure/base and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = base58Encode(bytes);
        expect(text).to.equal(base58.encode(bytes));
        expect([...base58Decode(text)]).to.deep.equal([...bytes]);
      }),
    );
  });

  it('keeps leading zero bytes as leading 1s', () => {
    expect(base58Encode(new Uint8Array([0, 0, 1]))).to.equal('112');
    expect([...base58Decode('112')]).to.deep.equal([0, 0, 1]);
    expect([...base58Decode('')]).to.deep.equal([]);
  });

  it('rejects characters outside the alphabet (0, O, I, l)', () => {
    for (const bad of ['0', 'O', 'I', 'l', ' ']) expect(() => base58Decode(`abc${bad}`)).to.throw(RangeError);
  });
});
