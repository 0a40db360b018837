// Issue 52 item 5: the root entry has no side effects. Importing configure from 'swap-elements' defines no element
// (the elements come by their own entries, 'swap-elements/all', or defineElements(), which loads only those asked for).
import { expect } from '@open-wc/testing';
import { configure, defineElements, ELEMENT_TAGS } from '../src/index.js';

describe("the root entry 'swap-elements'", () => {
  it('defines no element on import', () => {
    expect(configure).to.be.a('function');
    expect(ELEMENT_TAGS.filter((tag) => customElements.get(tag))).to.deep.equal([]);
    expect(customElements.get('swap-copy-button')).to.equal(undefined);
  });

  it('defineElements() loads and defines only the elements asked for', async () => {
    await defineElements(['swap-status']);
    expect(customElements.get('swap-status')).to.be.a('function');
    expect(ELEMENT_TAGS.filter((tag) => customElements.get(tag))).to.deep.equal(['swap-status']);
    await defineElements();
    expect(ELEMENT_TAGS.filter((tag) => !customElements.get(tag))).to.deep.equal([]);
  });
});
