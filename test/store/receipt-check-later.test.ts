// Issue 52 item 1: the check of stored receipts (store/receipt-check.ts: zod and the quote's schema) is not in the
// script tag's first download; every element imports it. A page script that uses the store before any element (this
// file imports no element and not the check) finds storage read once the check has loaded: storage untouched until
// then (a swap confirmed meanwhile does not overwrite the stored ones), then the stored active swap restored, each
// receipt checked as before (a broken one dropped), the page's own swap kept, and the swaps' watchers told.
import { expect } from '@open-wc/testing';
import { getStore, resetStores, setPersistence, swapStatus, watchSwap } from '../../src/store/store.js';
import { STORAGE_KEY, type StoredReceipt } from '../../src/store/persistence.js';
import { quoteResponse } from '../helpers/quotes.js';
import { waitUntil } from '../helpers/wait-until.js';

const stored = (address: string, status: string): StoredReceipt => ({
  quoteResponse: quoteResponse({ address }),
  depositAddress: address,
  status,
  verified: true,
  savedAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
});

describe('the store before any element (the receipts’ check loads later)', () => {
  afterEach(() => {
    resetStores();
    setPersistence(undefined);
    localStorage.removeItem(STORAGE_KEY);
  });

  it('reads storage once the check is here, checked, and keeps what the page confirmed meanwhile', async () => {
    const broken = stored('0xbad', 'SUCCESS');
    broken.quoteResponse.quote.amountIn = '12.5'; // not an integer amount: the contract refuses it
    const file = {
      version: 1,
      receipts: { '0xold': stored('0xold', 'PROCESSING'), '0xbad': broken },
      active: { default: '0xold' },
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(file));
    resetStores();
    setPersistence(undefined);

    let told = 0;
    const unwatch = watchSwap({ depositAddress: '0xold' }, () => told++);
    expect(getStore().get().activeSwap, 'not read before its check').to.equal(undefined);
    getStore('other').activate(quoteResponse({ address: '0xnew', dry: false }), true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!), 'storage untouched while the check loads').to.deep.equal(
      file,
    );

    await waitUntil(() => getStore().get().activeSwap?.depositAddress === '0xold', 'the stored active swap');
    expect(swapStatus({ depositAddress: '0xold' }).status).to.equal('PROCESSING');
    expect(told, 'the swap’s watchers are told').to.be.greaterThan(0);
    expect(swapStatus({ depositAddress: '0xbad' }), 'a receipt that breaks the contract is dropped').to.deep.equal({});
    expect(getStore('other').get().activeSwap?.depositAddress).to.equal('0xnew');
    const written = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(Object.keys(written.receipts).sort()).to.deep.equal(['0xnew', '0xold']);
    expect(written.active).to.deep.equal({ default: '0xold', other: '0xnew' });
    unwatch();
  });
});
