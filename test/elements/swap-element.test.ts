import { expect, fixture, html } from '@open-wc/testing';
import { SwapElement } from '../../src/elements/swap-element.js';
import { configure } from '../../src/store/store.js';
import { VERSION } from '../../src/version.js';
import { fakeFetch, json } from '../helpers/fake-fetch.js';
import { freshStore } from '../helpers/fresh-store.js';

class TestSwapThing extends SwapElement {}
TestSwapThing.define('test-swap-thing');

describe('SwapElement', () => {
  beforeEach(() => {
    freshStore();
  });

  it('define() twice is a no-op, and another class under the same name only warns', () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      TestSwapThing.define('test-swap-thing');
      expect(warnings).to.have.length(0);
      class Impostor extends SwapElement {}
      expect(() => Impostor.define('test-swap-thing')).to.not.throw();
      Impostor.define('test-swap-thing');
      expect(warnings).to.have.length(1, 'warned once');
      expect(String(warnings[0]![0])).to.contain('<test-swap-thing> is already defined');
      expect(customElements.get('test-swap-thing')).to.equal(TestSwapThing);
    } finally {
      console.warn = original;
    }
  });

  it('resolves its own attributes and properties over configure()', async () => {
    configure({ baseUrl: 'https://configured.example', referral: 'site', token: 'global-token' });
    const el = await fixture<TestSwapThing>(
      html`<test-swap-thing base-url="https://attr.example" group="g1"></test-swap-thing>`,
    );
    expect(el.config.baseUrl).to.equal('https://attr.example');
    expect(el.config.referral).to.equal('site');
    expect(el.config.token).to.equal('global-token');
    el.token = 'own-token';
    expect(el.config.token).to.equal('own-token');
  });

  it('never reflects the token to an attribute', async () => {
    const el = await fixture<TestSwapThing>(html`<test-swap-thing></test-swap-thing>`);
    el.token = 'super-secret-jwt';
    await el.updateComplete;
    expect(el.outerHTML).to.not.contain('super-secret-jwt');
    expect(el.getAttributeNames().join()).to.not.contain('token');
  });

  it('builds its client from the resolved config and reuses it until that changes', async () => {
    const { fetch, requests } = fakeFetch(json([]));
    const el = await fixture<TestSwapThing>(html`<test-swap-thing></test-swap-thing>`);
    el.fetch = fetch;
    el.baseUrl = 'https://one.example';
    const first = el.client;
    expect(el.client).to.equal(first);
    await first.tokens();
    expect(requests[0]!.url).to.equal('https://one.example/v0/tokens');
    el.token = 'jwt';
    expect(el.client).to.not.equal(first);
    expect(el.client.authenticated).to.equal(true);
  });

  it('reflects group and theme, and is a block with the base styles', async () => {
    const el = await fixture<TestSwapThing>(html`<test-swap-thing theme="dark"></test-swap-thing>`);
    expect(el.getAttribute('group')).to.equal('default');
    expect(getComputedStyle(el).display).to.equal('block');
    expect(getComputedStyle(el).getPropertyValue('--_surface').trim()).to.equal('#1a1b1e');
    el.theme = 'light';
    await el.updateComplete;
    expect(getComputedStyle(el).getPropertyValue('--_surface').trim()).to.equal('#ffffff');
  });

  it('lets the page override tokens with --swap-* custom properties', async () => {
    const el = await fixture<TestSwapThing>(
      html`<test-swap-thing style="--swap-color-accent: rgb(1, 2, 3)"></test-swap-thing>`,
    );
    expect(getComputedStyle(el).getPropertyValue('--_accent').trim()).to.equal('rgb(1, 2, 3)');
  });

  it('carries the package version', async () => {
    const pkg = await (await fetch('/package.json')).json();
    expect(SwapElement.version).to.equal(VERSION);
    expect(VERSION).to.equal(pkg.version);
  });
});
