import { expect } from '@open-wc/testing';
import { Persistence, STORAGE_KEY, MAX_RECEIPTS, type Receipt } from '../../src/store/persistence.js';
import { savedReceipt, savedReceipts, savedReceiptsAt } from '../../src/store/receipts.js';
import { setPersistence } from '../../src/store/store.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { quoteResponse } from '../helpers/quotes.js';

function receipt(address: string, overrides: Partial<Receipt> = {}): Receipt {
  return {
    quoteResponse: quoteResponse({ address }),
    depositAddress: address,
    verified: true,
    savedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, Number(address.replace(/\D/g, '') || 0) % 60)).toISOString(),
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('Persistence', () => {
  afterEach(() => setPersistence(undefined));

  it('keeps the whole quote response with its signature across instances (a reload)', () => {
    const storage = new MemoryStorage();
    const first = new Persistence(storage);
    const saved = receipt('0xaaa', { memo: '123' });
    first.saveReceipt(saved);
    first.setActive('default', saved);

    const reloaded = new Persistence(storage);
    const restored = reloaded.getReceipt('0xaaa', '123');
    expect(restored?.quoteResponse.signature).to.equal(saved.quoteResponse.signature);
    expect(restored?.quoteResponse).to.deep.equal(saved.quoteResponse);
    expect(reloaded.getActive('default')?.depositAddress).to.equal('0xaaa');
    expect(reloaded.getActive('other')).to.equal(undefined);
    expect(reloaded.getReceipt('0xaaa')).to.equal(undefined, 'the memo is part of the key');
    expect(reloaded.findByAddress('0xaaa')).to.have.length(1);
  });

  it('writes a versioned document under one key', () => {
    const storage = new MemoryStorage();
    new Persistence(storage).saveReceipt(receipt('0xbbb'));
    const stored = JSON.parse(storage.getItem(STORAGE_KEY)!);
    expect(stored.version).to.equal(1);
    expect(Object.keys(stored.receipts)).to.deep.equal(['0xbbb']);
  });

  it('survives corrupt storage without throwing and starts empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    const persistence = new Persistence(storage);
    expect(persistence.list()).to.deep.equal([]);
    expect(persistence.lastError).to.contain('corrupt');
    persistence.saveReceipt(receipt('0xccc'));
    expect(new Persistence(storage).getReceipt('0xccc')).to.not.equal(undefined);
  });

  it('drops only the receipts that no longer match the contract', () => {
    const storage = new MemoryStorage();
    const good = receipt('0xgood');
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        receipts: { '0xgood': good, '0xbad': { depositAddress: 1 } },
        active: { default: '0xbad' },
      }),
    );
    const persistence = new Persistence(storage);
    expect(persistence.list().map((r) => r.depositAddress)).to.deep.equal(['0xgood']);
    expect(persistence.getActive('default')).to.equal(undefined);
  });

  it('ignores a document of another version', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 99, receipts: { x: receipt('x') }, active: {} }));
    expect(new Persistence(storage).list()).to.deep.equal([]);
  });

  it('works in memory when storage is missing or forbidden', () => {
    for (const storage of [undefined, Object.assign(new MemoryStorage(), { forbidden: true })]) {
      const persistence = new Persistence(storage);
      persistence.saveReceipt(receipt('0xddd'));
      persistence.setActive('g', { depositAddress: '0xddd' });
      expect(persistence.getActive('g')?.depositAddress).to.equal('0xddd');
    }
  });

  it('on a full storage drops finished receipts first and never the open ones', () => {
    const storage = new MemoryStorage();
    const persistence = new Persistence(storage);
    for (let i = 0; i < 6; i++) persistence.saveReceipt(receipt(`0xdone${i}`, { status: 'SUCCESS' }));
    persistence.saveReceipt(receipt('0xopen', { status: 'PENDING_DEPOSIT' }));
    const size = storage.getItem(STORAGE_KEY)!.length;
    storage.quota = Math.floor(size * 0.6);
    persistence.saveReceipt(receipt('0xopen2'));
    const kept = new Persistence(storage).list().map((r) => r.depositAddress);
    expect(kept).to.include.members(['0xopen', '0xopen2']);
    expect(kept.length).to.be.lessThan(8);
  });

  it('reports when even open receipts cannot be saved, and keeps them in memory', () => {
    const storage = new MemoryStorage();
    storage.quota = 10;
    const persistence = new Persistence(storage);
    persistence.saveReceipt(receipt('0xeee'));
    expect(persistence.lastError).to.contain('could not be saved');
    expect(persistence.getReceipt('0xeee')).to.not.equal(undefined);
  });

  it('caps finished receipts at MAX_RECEIPTS', () => {
    const storage = new MemoryStorage();
    const persistence = new Persistence(storage);
    for (let i = 0; i < MAX_RECEIPTS + 5; i++) {
      persistence.saveReceipt(
        receipt(`0x${i}`, { status: 'REFUNDED', savedAt: new Date(1_700_000_000_000 + i).toISOString() }),
      );
    }
    const list = new Persistence(storage).list();
    expect(list).to.have.length(MAX_RECEIPTS);
    expect(list.at(-1)!.depositAddress).to.equal('0x5', 'the oldest were dropped');
  });

  it('updates the status of a receipt', () => {
    const persistence = new Persistence(new MemoryStorage());
    persistence.saveReceipt(receipt('0xfff'));
    persistence.updateStatus('0xfff', undefined, 'SUCCESS');
    expect(persistence.getReceipt('0xfff')?.status).to.equal('SUCCESS');
    expect(persistence.updateStatus('0xunknown', undefined, 'SUCCESS')).to.equal(undefined);
  });

  it("a tab's stale copy never steps another tab's newer status back, whatever it saves", () => {
    const storage = new MemoryStorage();
    const tabA = new Persistence(storage);
    tabA.saveReceipt(receipt('0xa1', { status: 'PENDING_DEPOSIT' }));
    const stale = tabA.getReceipt('0xa1')!;
    const tabB = new Persistence(storage);
    tabB.updateStatus('0xa1', undefined, 'PROCESSING', '2026-11-01T00:05:00.000Z');
    // Tab A writes from its old copy (the chain the payer picked), and records an answer older than tab B's.
    tabA.saveReceipt({ ...stale, payFrom: 'eth' });
    tabA.updateStatus('0xa1', undefined, 'KNOWN_DEPOSIT_TX', '2026-11-01T00:04:00.000Z');
    tabA.updateStatus('0xa1', undefined, 'PROCESSING', '2026-11-01T00:01:00.000Z');
    const reloaded = new Persistence(storage).getReceipt('0xa1');
    expect(reloaded).to.include({ status: 'PROCESSING', statusUpdatedAt: '2026-11-01T00:05:00.000Z', payFrom: 'eth' });
  });

  // Issue 46 item 1: an ANY_INPUT address keeps accepting, so a later PENDING_DEPOSIT follows KNOWN_DEPOSIT_TX and
  // PROCESSING; the receipt (and another tab's stale copy) follows the swap type's lifecycle, by the service's time.
  it("an ANY_INPUT receipt moves back to PENDING_DEPOSIT by time; other swap types' receipts never do", () => {
    const storage = new MemoryStorage();
    const tab = new Persistence(storage);
    const anyInput = receipt('0xa1');
    anyInput.quoteResponse.quoteRequest.swapType = 'ANY_INPUT';
    tab.saveReceipt({ ...anyInput, status: 'PENDING_DEPOSIT' });
    tab.saveReceipt(receipt('0xe1', { status: 'PENDING_DEPOSIT' }));
    for (const address of ['0xa1', '0xe1']) {
      tab.updateStatus(address, undefined, 'KNOWN_DEPOSIT_TX', '2026-11-01T00:01:00.000Z');
      tab.updateStatus(address, undefined, 'PENDING_DEPOSIT', '2026-11-01T00:05:00.000Z');
      tab.updateStatus(address, undefined, 'PROCESSING', '2026-11-01T00:03:00.000Z');
    }
    expect(tab.getReceipt('0xa1')).to.include({
      status: 'PENDING_DEPOSIT',
      statusUpdatedAt: '2026-11-01T00:05:00.000Z',
    });
    expect(tab.getReceipt('0xe1')).to.include({ status: 'PROCESSING', statusUpdatedAt: '2026-11-01T00:03:00.000Z' });
    // Another tab that last saw the deposit confirming writes its copy: the later time's status stays.
    const stale = {
      ...tab.getReceipt('0xa1')!,
      status: 'KNOWN_DEPOSIT_TX',
      statusUpdatedAt: '2026-11-01T00:01:00.000Z',
    };
    new Persistence(storage).saveReceipt({ ...stale, payFrom: 'eth' });
    expect(new Persistence(storage).getReceipt('0xa1')).to.include({
      status: 'PENDING_DEPOSIT',
      statusUpdatedAt: '2026-11-01T00:05:00.000Z',
    });
  });

  it('declares every receipt field: a malformed one is dropped and the receipt kept', () => {
    const storage = new MemoryStorage();
    const payment = { startedAt: '2026-11-01T00:00:00.000Z', wallet: 'Demo', from: '0x1', chainId: 1, submitted: true };
    const good = { ...receipt('0xa1'), walletPayment: { ...payment, txHash: '0xhash' }, payFrom: 'eth' };
    const bad = { ...receipt('0xa2'), walletPayment: { from: 7 }, payFrom: 42, status: 'PROCESSING' };
    const odd = {
      ...receipt('0xa3'),
      walletPayment: { ...payment, wallet: null, submitted: 'yes' },
      statusUpdatedAt: 5,
    };
    const broken = { ...receipt('0xa4'), status: 7, walletPayment: 'paid' };
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, receipts: { '0xa1': good, '0xa2': bad, '0xa3': odd, '0xa4': broken }, active: {} }),
    );
    setPersistence(new Persistence(storage));
    // The fields the store reads are checked on load, the ones only elements read as receipts.ts hands them out.
    expect(savedReceipt({ depositAddress: '0xa1' })).to.deep.include({
      walletPayment: { ...payment, txHash: '0xhash' },
      payFrom: 'eth',
    });
    const kept = savedReceipt({ depositAddress: '0xa2' });
    expect(kept?.depositAddress).to.equal('0xa2', 'the receipt is kept');
    expect(kept?.walletPayment).to.equal(undefined);
    expect(kept?.payFrom).to.equal(undefined);
    expect(kept?.status).to.equal('PROCESSING');
    expect(kept).to.equal(savedReceipt({ depositAddress: '0xa2' }), 'checked once: the same receipt object');
    expect(savedReceipt({ depositAddress: '0xa3' })?.walletPayment).to.deep.equal({
      ...payment,
      wallet: '',
      submitted: false,
    });
    expect(savedReceipt({ depositAddress: '0xa3' })?.statusUpdatedAt).to.equal(undefined);
    const lenient = savedReceipt({ depositAddress: '0xa4' });
    expect(lenient?.depositAddress).to.equal('0xa4', 'the receipt is kept');
    expect(lenient?.status).to.equal(undefined);
    expect(lenient?.walletPayment).to.equal(undefined);
    expect(savedReceipts().map((r) => r.depositAddress)).to.have.members(['0xa1', '0xa2', '0xa3', '0xa4']);
    expect(savedReceiptsAt('0xa2')[0]).to.equal(kept);
  });

  it("two tabs never drop each other's receipts: each change starts from what storage holds now", () => {
    const storage = new MemoryStorage();
    const tabA = new Persistence(storage);
    const tabB = new Persistence(storage);
    tabA.saveReceipt(receipt('0xa1', { status: 'PENDING_DEPOSIT' }));
    tabA.setActive('default', { depositAddress: '0xa1' });
    tabB.saveReceipt(receipt('0xb1'));
    tabB.setActive('other', { depositAddress: '0xb1' });
    tabB.updateStatus('0xa1', undefined, 'KNOWN_DEPOSIT_TX');

    const reloaded = new Persistence(storage);
    expect(reloaded.list().map((r) => r.depositAddress)).to.have.members(['0xa1', '0xb1']);
    expect(reloaded.getReceipt('0xa1')?.status).to.equal('KNOWN_DEPOSIT_TX', "tab B saw tab A's receipt");
    expect(reloaded.getActive('default')?.depositAddress).to.equal('0xa1');
    expect(reloaded.getActive('other')?.depositAddress).to.equal('0xb1');

    tabA.removeReceipt({ depositAddress: '0xa1' });
    expect(new Persistence(storage).list().map((r) => r.depositAddress)).to.deep.equal(['0xb1']);
  });

  it("keeps this page's unsaved receipts when storage is writable again", () => {
    const storage = new MemoryStorage();
    const persistence = new Persistence(storage);
    storage.quota = 10;
    persistence.saveReceipt(receipt('0xmem', { status: 'PENDING_DEPOSIT' }));
    expect(persistence.lastError).to.contain('could not be saved');
    storage.quota = Infinity;
    new Persistence(storage).saveReceipt(receipt('0xother'));
    persistence.saveReceipt(receipt('0xlater'));
    expect(persistence.lastError).to.equal(undefined);
    expect(new Persistence(storage).list().map((r) => r.depositAddress)).to.have.members([
      '0xmem',
      '0xother',
      '0xlater',
    ]);
  });

  it("keeps this page's receipts when storage becomes unreadable after a first read", () => {
    const storage = new MemoryStorage();
    const persistence = new Persistence(storage);
    persistence.saveReceipt(receipt('0xkept', { status: 'PENDING_DEPOSIT' }));
    storage.forbidden = true;
    persistence.saveReceipt(receipt('0xnew'));
    expect(persistence.list().map((r) => r.depositAddress)).to.have.members(['0xkept', '0xnew']);
    expect(persistence.lastError).to.contain('could not be saved');
  });

  it('never stores a token', () => {
    const storage = new MemoryStorage();
    new Persistence(storage).saveReceipt(receipt('0x123'));
    expect(storage.getItem(STORAGE_KEY)).to.not.match(/token|authorization|bearer/i);
  });
});
