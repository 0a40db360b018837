import { expect } from '@open-wc/testing';

describe('Lit dev-mode warning guard', () => {
  it('is installed before the tests run', () => {
    // The guard wraps console.warn; the wrapper is not the browser's native function.
    expect(String(console.warn)).to.not.contain('[native code]');
  });
});
