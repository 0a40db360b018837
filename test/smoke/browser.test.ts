import { expect } from '@open-wc/testing';

describe('browser', () => {
  it('has WebCrypto Ed25519', async () => {
    const key = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
    expect(key).to.have.property('publicKey');
  });
});
