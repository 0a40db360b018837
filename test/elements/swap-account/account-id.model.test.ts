// Issue 49 item 1: the Intents account id each family's account stands for, as the protocol derives it (CONTRACT.md
// "2026-11 update", account ids), checked against vectors computed with each chain's own library.
import { expect } from '@open-wc/testing';
import { base58Encode } from '../../../src/api/base58.js';
import { intentsAccountId, isNamedNearAccount } from '../../../src/elements/swap-account/account-id.model.js';

const key = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1);
const keyHex = '01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da';

describe('intentsAccountId', () => {
  it('lower-cases EVM addresses and NEAR accounts', () => {
    expect(intentsAccountId('evm', '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01')).to.equal(
      '0xabcdef0123456789abcdef0123456789abcdef01',
    );
    expect(intentsAccountId('near', 'Alice.NEAR')).to.equal('alice.near');
    expect(intentsAccountId('evm', '0x1234')).to.equal(undefined);
  });

  it('gives a Solana key as the hex of its 32 bytes', () => {
    expect(intentsAccountId('sol', base58Encode(key))).to.equal(keyHex);
    expect(intentsAccountId('sol', '0OIl')).to.equal(undefined);
  });

  it('gives a Stellar G-key as the hex of its decoded key (stellar-base StrKey)', () => {
    expect(intentsAccountId('stellar', 'GAAQQDYWDUSCWMRZIBDU4VK4MNVHC6D7Q2GZJG5CVGYLPPWFZTJ5V6UJ')).to.equal(keyHex);
    expect(intentsAccountId('stellar', 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H')).to.equal(
      '62fc1d0bd091b2b61c0dd656346b2a68d7d347c6f2c2c8ee6d04470256fc05f7',
    );
  });

  it('gives a Tron address as 0x and its 20 bytes, and a TON key as its hex', () => {
    expect(intentsAccountId('tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).to.equal(
      '0x8840e6c55b9ada326d211d818c34a994aeced808',
    );
    expect(intentsAccountId('ton', keyHex.toUpperCase())).to.equal(keyHex);
  });

  it('tells a named NEAR account from an implicit one', () => {
    expect(isNamedNearAccount('alice.near')).to.equal(true);
    expect(isNamedNearAccount(keyHex)).to.equal(false);
  });
});
