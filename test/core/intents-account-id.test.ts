// Issue 49 item 1 and issue 51 item 4: the Intents account id each family's account stands for, as the protocol
// derives it (CONTRACT.md "2026-11 update", account ids), checked against vectors computed with each chain's own
// library; one model for <swap-account> and <swap-deposit>'s signing (generate-intent's signerId).
import { expect } from '@open-wc/testing';
import { base58Encode } from '../../src/api/base58.js';
import {
  familyOfStandard,
  intentsAccountId,
  isNamedNearAccount,
  signerIdFor,
} from '../../src/core/intents-account-id.js';

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

  it('gives a Tron address of a known contract as its 20 bytes (TronWeb address.toHex: 41 + the 20 bytes)', () => {
    // USDT on Tron, TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t = 41a614f803b6fd780986a42c78ec9c7f77e6ded13c.
    expect(intentsAccountId('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).to.equal(
      '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c',
    );
    // Another family's form, a Stellar key one character short, a TON address (not its key): none.
    expect(intentsAccountId('tron', '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).to.equal(undefined);
    expect(intentsAccountId('stellar', 'GAAQQDYWDUSCWMRZIBDU4VK4MNVHC6D7Q2GZJG5CVGYLPPWFZTJ5V6U')).to.equal(undefined);
    expect(intentsAccountId('ton', '0:' + keyHex)).to.equal(undefined);
  });
});

describe('signerIdFor (generate-intent’s and the sign-in’s signerId)', () => {
  it('derives each standard’s signer as the account id of its family', () => {
    expect(signerIdFor('erc191', '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01')).to.equal(
      '0xabcdef0123456789abcdef0123456789abcdef01',
    );
    expect(signerIdFor('nep413', 'Visitor.near')).to.equal('visitor.near');
    expect(signerIdFor('raw_ed25519', base58Encode(key))).to.equal(keyHex);
    expect(signerIdFor('tip191', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).to.equal(
      '0x8840e6c55b9ada326d211d818c34a994aeced808',
    );
    expect(signerIdFor('sep53', 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H')).to.equal(
      '62fc1d0bd091b2b61c0dd656346b2a68d7d347c6f2c2c8ee6d04470256fc05f7',
    );
    // ton_connect: the wallet's public key (its family's intentSigner), lower-cased.
    expect(signerIdFor('ton_connect', keyHex.toUpperCase())).to.equal(keyHex);
  });

  it('gives none for an unknown standard or an account not of its standard’s form', () => {
    expect(signerIdFor('webauthn', keyHex)).to.equal(undefined);
    expect(signerIdFor('nep413', 'not a near account!')).to.equal(undefined);
    expect(signerIdFor('sep53', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).to.equal(undefined);
    expect(signerIdFor('tip191', '0x8840e6c55b9ada326d211d818c34a994aeced808')).to.equal(undefined);
    expect(familyOfStandard('ton_connect')).to.equal('ton');
    expect(familyOfStandard('toString')).to.equal(undefined);
  });
});
