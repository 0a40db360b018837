import { expect } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { fixture } from '@open-wc/testing';
import {
  clientFor,
  configure,
  getStore,
  layerConfig,
  resetStores,
  resolveConfig,
  setPersistence,
  swapStatus,
} from '../../src/store/store.js';
import { StoreController } from '../../src/controllers/store-controller.js';
import { Persistence, STORAGE_KEY } from '../../src/store/persistence.js';
import { savedReceipt } from '../../src/store/receipts.js';
import { recordPayFrom } from '../../src/store/receipt-records.js';
import { DeviceReceiptsController } from '../../src/elements/swap-activity/controllers/device-receipts-controller.js';
import { FakeHost } from '../helpers/fake-host.js';
import { PRODUCTION_QUOTE_PUBLIC_KEY } from '../../src/api/signature.js';
import { SwapApiError } from '../../src/api/errors.js';
import { fakeFetch, json } from '../helpers/fake-fetch.js';
import { quoteResponse } from '../helpers/quotes.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { dropStore, freshStore } from '../helpers/fresh-store.js';
import { activeResponse } from '../helpers/active-status.js';

const tokens = [{ assetId: 'nep141:wrap.near', decimals: 24, blockchain: 'near', symbol: 'wNEAR', price: 2 }];

describe('store', () => {
  beforeEach(() => {
    freshStore();
  });
  afterEach(() => {
    dropStore();
  });

  it('keeps groups apart', () => {
    getStore('a').activate(quoteResponse(), true);
    expect(getStore('a').get().activeSwap).to.not.equal(undefined);
    expect(getStore('b').get().activeSwap).to.equal(undefined);
    expect(getStore()).to.equal(getStore('default'));
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = getStore('n');
    const seen: unknown[] = [];
    const off = store.subscribe((s) => seen.push(s.activeSwap?.depositAddress));
    store.activate(quoteResponse(), true);
    off();
    store.clearActive();
    expect(seen).to.deep.equal([quoteResponse().quote.depositAddress]);
  });

  it('shares one client between elements whose configuration has the same values', () => {
    const fetchA: typeof fetch = () => Promise.reject(new Error('unused'));
    const a = clientFor({ baseUrl: 'https://a.example', fetch: fetchA, apiKey: 'k' });
    expect(clientFor({ apiKey: 'k', baseUrl: 'https://a.example', fetch: fetchA })).to.equal(a);
    expect(clientFor({ baseUrl: 'https://a.example', fetch: fetchA, apiKey: 'other' })).to.not.equal(a);
    expect(clientFor({ baseUrl: 'https://a.example', fetch: fetchA })).to.not.equal(a, 'no credential, other client');
    expect(clientFor({ baseUrl: 'https://b.example', fetch: fetchA, apiKey: 'k' })).to.not.equal(a);
    resetStores();
    expect(clientFor({ baseUrl: 'https://a.example', fetch: fetchA, apiKey: 'k' })).to.not.equal(a, 'reset forgets');
  });

  it('resolves configuration: defaults < global configure() < group configure()', () => {
    expect(resolveConfig('x').servicePublicKey).to.equal(PRODUCTION_QUOTE_PUBLIC_KEY);
    configure({ baseUrl: 'https://global.example', referral: 'site' });
    configure({ group: 'x', baseUrl: 'https://group.example' });
    expect(resolveConfig('x')).to.include({ baseUrl: 'https://group.example', referral: 'site' });
    expect(resolveConfig('y')).to.include({ baseUrl: 'https://global.example' });
    configure({ referral: undefined });
    expect(resolveConfig('y').referral).to.equal(undefined);
  });

  it('treats apiKey and token as one credential: a closer layer or a later configure() replaces either kind', () => {
    const credential = (c: { apiKey?: string; token?: string }) => [c.apiKey, c.token];
    configure({ token: 'global-jwt' });
    configure({ group: 'k', apiKey: 'group-key' });
    expect(credential(resolveConfig('k'))).to.deep.equal(['group-key', undefined]);
    expect(credential(resolveConfig('other'))).to.deep.equal([undefined, 'global-jwt']);
    configure({ apiKey: 'global-key' });
    expect(credential(resolveConfig('other'))).to.deep.equal(['global-key', undefined]);
    // An element's own credential over the group's (what SwapElement.config does).
    expect(credential(layerConfig(resolveConfig('k'), { token: 'element-jwt' }))).to.deep.equal([
      undefined,
      'element-jwt',
    ]);
    expect(layerConfig(resolveConfig('k'), { referral: 'x' })).to.include({ apiKey: 'group-key', referral: 'x' });
    // Both in one layer stay both: the client refuses them with a clear message.
    expect(credential(layerConfig({}, { apiKey: 'a', token: 'b' }))).to.deep.equal(['a', 'b']);
  });

  it('pushes configure() into live stores', () => {
    const store = getStore('live');
    let calls = 0;
    store.subscribe(() => calls++);
    configure({ group: 'live', token: 'secret' });
    expect(store.get().config.token).to.equal('secret');
    expect(clientFor(store.get().config).authenticated).to.equal(true);
    expect(calls).to.equal(1);
  });

  it('loads the token list once per page and shares it between groups', async () => {
    const { fetch, requests } = fakeFetch(json(tokens));
    configure({ fetch, baseUrl: 'https://svc.example' });
    const [a, b] = await Promise.all([getStore('a').loadTokens(), getStore('b').loadTokens()]);
    await getStore('c').loadTokens();
    expect(a).to.deep.equal(b);
    expect(requests).to.have.length(1);
    expect(getStore('c').get().tokens).to.deep.include({ state: 'ready' });
  });

  it('records a failed token load and allows a retry', async () => {
    const { fetch, requests } = fakeFetch(json({ message: 'down' }, 400), json(tokens));
    configure({ fetch, baseUrl: 'https://svc2.example' });
    const store = getStore('r');
    const error = await store.loadTokens().catch((e) => e);
    expect((error as SwapApiError).kind).to.equal('http');
    expect(store.get().tokens.state).to.equal('error');
    await store.loadTokens();
    expect(store.get().tokens.state).to.equal('ready');
    expect(requests).to.have.length(2);
  });

  it('activates a confirmed quote, persists its receipt, and restores it after a reload', () => {
    const persistence = new Persistence(new MemoryStorage());
    setPersistence(persistence);
    const confirmed = quoteResponse({ memo: '42', address: 'GADDRESS' });
    getStore('flow').activate(confirmed, true);
    expect(persistence.getReceipt('GADDRESS', '42')?.quoteResponse.signature).to.equal(confirmed.signature);

    resetStores(); // a reload: new stores, same storage
    const restored = getStore('flow').get().activeSwap;
    expect(restored?.depositAddress).to.equal('GADDRESS');
    expect(restored?.memo).to.equal('42');
    expect(restored?.quoteResponse).to.deep.equal(confirmed);
    expect(getStore('other').get().activeSwap).to.equal(undefined);
  });

  it('refuses to activate a dry quote', () => {
    expect(() => getStore().activate(quoteResponse({ dry: true }), true)).to.throw(/dry quote/);
  });

  it('records status on the active swap and its receipt', () => {
    const persistence = new Persistence(new MemoryStorage());
    setPersistence(persistence);
    const store = getStore('s');
    store.activate(quoteResponse({ address: '0xabc' }), true);
    const statusResponse = {
      status: 'SUCCESS',
      updatedAt: '2026-11-22T11:00:00Z',
      quoteResponse: null,
      swapDetails: null,
    };
    store.recordStatus('0xabc', undefined, statusResponse);
    expect(activeResponse(store)?.status).to.equal('SUCCESS');
    expect(persistence.getReceipt('0xabc')?.status).to.equal('SUCCESS');
    store.clearActive();
    expect(store.get().activeSwap).to.equal(undefined);
    expect(persistence.getReceipt('0xabc')).to.not.equal(undefined, 'the receipt is kept');
  });

  describe('one owner of a swap status', () => {
    const answer = (status: string, updatedAt: string) => ({
      status,
      updatedAt,
      quoteResponse: null,
      swapDetails: null,
    });

    it('never takes an older answer after a newer one: by lifecycle, then by updatedAt', () => {
      const persistence = new Persistence(new MemoryStorage());
      setPersistence(persistence);
      const store = getStore('s');
      store.activate(quoteResponse({ address: '0xabc' }), true);
      expect(store.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:05Z'))).to.equal(true);
      // A late poll answer from before: earlier in the lifecycle, even with a later time (a lagging replica).
      expect(store.recordStatus('0xabc', undefined, answer('PENDING_DEPOSIT', '2026-11-22T11:00:09Z'))).to.equal(false);
      // The same status, older.
      expect(store.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:01Z'))).to.equal(false);
      expect(activeResponse(store)?.updatedAt).to.equal('2026-11-22T11:00:05Z');
      expect(persistence.getReceipt('0xabc')).to.include({
        status: 'PROCESSING',
        statusUpdatedAt: '2026-11-22T11:00:05Z',
      });
      // Later in the lifecycle is taken; a final status is never replaced by another.
      expect(store.recordStatus('0xabc', undefined, answer('SUCCESS', '2026-11-22T11:00:07Z'))).to.equal(true);
      expect(store.recordStatus('0xabc', undefined, answer('REFUNDED', '2026-11-22T11:00:20Z'))).to.equal(false);
      expect(activeResponse(store)?.status).to.equal('SUCCESS');
      expect(persistence.getReceipt('0xabc')?.status).to.equal('SUCCESS');
    });

    it("across tabs: another tab's older answer never overwrites the newer status it did not see", () => {
      const storage = new MemoryStorage();
      const persistenceA = new Persistence(storage);
      setPersistence(persistenceA);
      const tabA = getStore('a');
      tabA.activate(quoteResponse({ address: '0xabc' }), true);
      // Tab B: its own page (its own stores and persistence), the same storage.
      freshStore(storage);
      const tabB = getStore('a');
      expect(tabB.recordStatus('0xabc', undefined, answer('SUCCESS', '2026-11-22T11:00:09Z'))).to.equal(true);
      // Back in tab A, whose copy of the receipt still says nothing: an older answer arrives late.
      setPersistence(persistenceA);
      expect(tabA.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:03Z'))).to.equal(false);
      expect(activeResponse(tabA)).to.equal(undefined, 'tab A shows nothing older than SUCCESS');
      expect(new Persistence(storage).getReceipt('0xabc')).to.include({
        status: 'SUCCESS',
        statusUpdatedAt: '2026-11-22T11:00:09Z',
      });
    });
    it("across tabs, by the storage event: another tab's late, older answer never steps this tab back", () => {
      const storage = new MemoryStorage();
      const persistenceA = new Persistence(storage);
      setPersistence(persistenceA);
      const tabA = getStore('a');
      tabA.activate(quoteResponse({ address: '0xabc' }), true);
      // Tab A listens for other tabs' writes as a page showing the device's receipts does (<swap-activity>).
      const host = new FakeHost();
      new DeviceReceiptsController(host);
      host.connect();
      // Tab B: its own page, loaded before tab A heard of the swap's progress; its copy of the receipt has no status.
      resetStores();
      const persistenceB = new Persistence(storage);
      setPersistence(persistenceA);
      expect(tabA.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:05Z'))).to.equal(true);
      setPersistence(persistenceB);
      const tabB = getStore('a');
      // Late poll answers in tab B: the same status older, and an earlier status even with a later time.
      expect(tabB.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:01Z'))).to.equal(false);
      expect(tabB.recordStatus('0xabc', undefined, answer('PENDING_DEPOSIT', '2026-11-22T11:00:09Z'))).to.equal(false);
      expect(activeResponse(tabB)).to.equal(undefined, 'tab B shows nothing older either');
      // Tab B also changes its stale copy of the receipt (the chain the payer picked).
      recordPayFrom({ depositAddress: '0xabc' }, 'eth');
      // Back in tab A: the storage event re-reads the receipts; the swap is where tab A left it, with tab B's change.
      setPersistence(persistenceA);
      const updates = host.updates;
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
      expect(host.updates).to.equal(updates + 1, 'tab A re-read the receipts');
      expect(savedReceipt({ depositAddress: '0xabc' })).to.include({
        status: 'PROCESSING',
        statusUpdatedAt: '2026-11-22T11:00:05Z',
        payFrom: 'eth',
      });
      expect(swapStatus({ depositAddress: '0xabc' }).updatedAt).to.equal('2026-11-22T11:00:05Z');
      expect(tabA.recordStatus('0xabc', undefined, answer('PROCESSING', '2026-11-22T11:00:02Z'))).to.equal(false);
      expect(tabA.recordStatus('0xabc', undefined, answer('SUCCESS', '2026-11-22T11:00:07Z'))).to.equal(true);
      expect(new Persistence(storage).getReceipt('0xabc')).to.include({
        status: 'SUCCESS',
        statusUpdatedAt: '2026-11-22T11:00:07Z',
      });
      host.disconnect();
    });
  });

  describe('StoreController', () => {
    class StoreHost extends LitElement {
      static override properties = { group: {} };
      group = 'default';
      renders = 0;
      ctl = new StoreController(this);
      override render() {
        this.renders++;
        return html`${this.ctl.state.activeSwap?.quoteResponse.quote.amountOut ?? 'none'}`;
      }
    }
    customElements.define('store-host-test', StoreHost);

    it('re-renders on store changes, follows the group and unsubscribes on disconnect', async () => {
      const el = await fixture<StoreHost>(html`<store-host-test></store-host-test>`);
      expect(el.shadowRoot!.textContent).to.equal('none');
      getStore('default').activate(quoteResponse(), true);
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.equal(quoteResponse().quote.amountOut);

      el.group = 'elsewhere';
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.equal('none');
      const before = el.renders;
      getStore('default').clearActive();
      await el.updateComplete;
      expect(el.renders).to.equal(before, 'no longer subscribed to the old group');

      el.remove();
      getStore('elsewhere').activate(quoteResponse(), true);
      await Promise.resolve();
      expect(el.renders).to.equal(before);
    });
  });
});
