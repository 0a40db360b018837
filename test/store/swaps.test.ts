// The page-wide table of swaps (store/swaps.ts): the one write of a status applies the lifecycle rule of the swap's
// type, each swap has its own subscription, every group sees the same status, and a reload finds an old receipt.
import { expect } from '@open-wc/testing';
import type { StatusResponse } from '../../src/api/schemas.js';
import { getStore, recordStatus, resetStores, setPersistence, swapStatus, watchSwap } from '../../src/store/store.js';
import { watchSwaps } from '../../src/store/receipts.js';
import { Persistence, STORAGE_KEY } from '../../src/store/persistence.js';
import { recordPayFrom } from '../../src/store/receipt-records.js';
import { quoteResponse } from '../helpers/quotes.js';
import { MemoryStorage } from '../helpers/memory-storage.js';

const answer = (status: string, minute: number): StatusResponse => ({
  status: status as StatusResponse['status'],
  updatedAt: `2026-11-22T11:${String(minute).padStart(2, '0')}:00Z`,
  quoteResponse: null,
  swapDetails: null,
});

/** A confirmed quote of the given swap type at `address`. */
function quoteOf(address: string, swapType = 'EXACT_INPUT') {
  const quote = quoteResponse({ address });
  return { ...quote, quoteRequest: { ...quote.quoteRequest, swapType } } as typeof quote;
}

describe('the table of swaps', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    resetStores();
    setPersistence(new Persistence((storage = new MemoryStorage())));
  });
  afterEach(() => {
    resetStores();
    setPersistence(undefined);
  });

  it('applies the lifecycle rule of the swap’s type once: ANY_INPUT may take new deposits, others never step back', () => {
    getStore().activate(quoteOf('0xany', 'ANY_INPUT'), true);
    getStore('other').activate(quoteOf('0xexact'), true);
    for (const depositAddress of ['0xany', '0xexact']) {
      expect(recordStatus({ depositAddress }, answer('PROCESSING', 1))).to.equal(true);
    }
    // A later PENDING_DEPOSIT: the ANY_INPUT address waits for its next deposit; an exact-input swap never goes back.
    expect(recordStatus({ depositAddress: '0xany' }, answer('PENDING_DEPOSIT', 5))).to.equal(true);
    expect(swapStatus({ depositAddress: '0xany' }).status).to.equal('PENDING_DEPOSIT');
    expect(recordStatus({ depositAddress: '0xexact' }, answer('PENDING_DEPOSIT', 5))).to.equal(false);
    expect(swapStatus({ depositAddress: '0xexact' })).to.include({ status: 'PROCESSING' });
    // An older answer is refused for every type; a final status never changes.
    expect(recordStatus({ depositAddress: '0xany' }, answer('PROCESSING', 3))).to.equal(false);
    expect(recordStatus({ depositAddress: '0xexact' }, answer('SUCCESS', 6))).to.equal(true);
    expect(recordStatus({ depositAddress: '0xexact' }, answer('REFUNDED', 9))).to.equal(false);
    expect(swapStatus({ depositAddress: '0xexact' }).response?.status).to.equal('SUCCESS');
    // The receipts beneath say the same.
    const stored = new Persistence(storage);
    expect(stored.getReceipt('0xany')?.status).to.equal('PENDING_DEPOSIT');
    expect(stored.getReceipt('0xexact')?.status).to.equal('SUCCESS');
  });

  it('tells each swap’s watchers of that swap only, and lists of every swap, until they unsubscribe', () => {
    getStore().activate(quoteOf('0xa'), true);
    getStore('b').activate(quoteOf('0xb'), true);
    const heard: string[] = [];
    const stopA = watchSwap({ depositAddress: '0xa' }, () => heard.push('a'));
    const stopB = watchSwap({ depositAddress: '0xb' }, () => heard.push('b'));
    const stopList = watchSwaps(() => heard.push('list'));
    recordStatus({ depositAddress: '0xa' }, answer('PENDING_DEPOSIT', 1));
    expect(heard).to.deep.equal(['a', 'list']);
    recordPayFrom({ depositAddress: '0xb' }, 'eth'); // a receipt field is a change of the swap too
    expect(heard).to.deep.equal(['a', 'list', 'b', 'list']);
    recordStatus({ depositAddress: '0xa' }, answer('PENDING_DEPOSIT', 0)); // refused: no news
    expect(heard).to.have.length(4);
    stopA();
    stopB();
    stopList();
    recordStatus({ depositAddress: '0xa' }, answer('PROCESSING', 2));
    expect(heard).to.have.length(4);
  });

  it('two groups showing the same swap see the same status, whichever recorded it', () => {
    const quote = quoteOf('0xshared');
    const [a, b] = [getStore('a'), getStore('b')];
    a.activate(quote, true);
    b.activate(quote, true);
    let bHeard = 0;
    b.subscribe(() => bHeard++);
    expect(a.recordStatus('0xshared', undefined, answer('KNOWN_DEPOSIT_TX', 1))).to.equal(true);
    expect(bHeard).to.equal(1, 'group b re-renders');
    const { response } = swapStatus(b.get().activeSwap!);
    expect(response?.status).to.equal('KNOWN_DEPOSIT_TX');
    // Group b's older answer is refused: the swap has one status.
    expect(b.recordStatus('0xshared', undefined, answer('PENDING_DEPOSIT', 2))).to.equal(false);
    expect(swapStatus(a.get().activeSwap!).response).to.equal(response);
  });

  it('a reload finds a receipt saved in today’s format, with its status, and keeps its rule', () => {
    const quote = quoteOf('0xold');
    const receipt = {
      quoteResponse: quote,
      depositAddress: '0xold',
      status: 'PROCESSING',
      statusUpdatedAt: '2026-11-22T11:04:00Z',
      verified: true,
      savedAt: '2026-11-22T11:00:00.000Z',
      updatedAt: '2026-11-22T11:04:00.000Z',
      payFrom: 'eth',
    };
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, receipts: { '0xold': receipt }, active: { g: '0xold' } }),
    );
    resetStores();
    setPersistence(new Persistence(storage));
    expect(getStore('g').get().activeSwap).to.include({ depositAddress: '0xold', verified: true });
    expect(swapStatus({ depositAddress: '0xold' })).to.deep.equal({
      status: 'PROCESSING',
      updatedAt: '2026-11-22T11:04:00Z',
    });
    expect(recordStatus({ depositAddress: '0xold' }, answer('PENDING_DEPOSIT', 9))).to.equal(false);
    expect(recordStatus({ depositAddress: '0xold' }, answer('SUCCESS', 9))).to.equal(true);
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!);
    expect(saved.version).to.equal(1);
    expect(saved.receipts['0xold']).to.include({ status: 'SUCCESS', payFrom: 'eth' });
  });
});
