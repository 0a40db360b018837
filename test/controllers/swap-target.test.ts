import { expect } from '@open-wc/testing';
import { SwapTargetController, type TargetInput } from '../../src/controllers/swap-target.js';
import { SwapQuoteConfirmEvent } from '../../src/events.js';
import { getStore, getPersistence } from '../../src/store/store.js';
import { quoteResponse } from '../helpers/quotes.js';
import { FakeHost } from '../helpers/fake-host.js';
import { freshStore } from '../helpers/fresh-store.js';

const A = quoteResponse({ address: '0xaaa' });
const B = quoteResponse({ address: '0xbbb' });

function target(input: TargetInput) {
  const host = new FakeHost();
  const wanted = { ...input };
  const controller = new SwapTargetController(host, () => wanted);
  host.connect();
  return { host, controller, wanted };
}

describe('SwapTargetController: which swap an element shows', () => {
  let cleanup: (() => void)[] = [];
  beforeEach(() => {
    freshStore();
  });
  afterEach(() => {
    for (const c of cleanup) c();
    cleanup = [];
  });
  const make = (input: TargetInput) => {
    const made = target(input);
    cleanup.push(() => made.host.disconnect());
    return made;
  };

  it('shows nothing, then the group`s active swap, and follows the store when it is cleared', () => {
    const { controller } = make({ group: 'g' });
    expect(controller.resolve()).to.deep.equal({ target: undefined, changed: false });
    getStore('g').activate(A, true);
    const { target: t, changed } = controller.resolve();
    expect(changed).to.equal(true);
    expect(t).to.include({ depositAddress: '0xaaa', origin: 'store', verified: true, quoteResponse: A });
    expect(controller.resolve().changed).to.equal(false, 'the same swap again is no change');
    getStore('g').clearActive();
    expect(controller.resolve()).to.deep.equal({ target: undefined, changed: true });
  });

  it('a quote property wins over everything; an address reads its receipt (and tells a missing memo)', () => {
    getStore('g').activate(A, true);
    const { controller, wanted } = make({ group: 'g', quote: B });
    expect(controller.resolve().target).to.include({ depositAddress: '0xbbb', origin: 'property' });
    wanted.quote = undefined;
    const withMemo = quoteResponse({ address: 'GSHARED', memo: '42' });
    getPersistence().saveReceipt({
      quoteResponse: withMemo,
      depositAddress: 'GSHARED',
      memo: '42',
      verified: false,
      savedAt: '2026-11-22T11:00:00.000Z',
      updatedAt: '2026-11-22T11:00:00.000Z',
    });
    wanted.depositAddress = ' GSHARED ';
    const { target: t } = controller.resolve();
    expect(t).to.include({ depositAddress: 'GSHARED', memo: '42', origin: 'address', verified: false });
    expect(t?.quoteResponse).to.equal(withMemo);
    wanted.depositAddress = '0xunknown';
    expect(controller.resolve().target).to.deep.equal({
      depositAddress: '0xunknown',
      memo: undefined,
      origin: 'address',
      quoteResponse: undefined,
      verified: undefined,
    });
  });

  it('an address with two receipts (two memos) and no memo given is ambiguous', () => {
    const persistence = getPersistence();
    for (const memo of ['1', '2']) {
      persistence.saveReceipt({
        quoteResponse: quoteResponse({ address: 'GSHARED', memo }),
        depositAddress: 'GSHARED',
        memo,
        verified: true,
        savedAt: '2026-11-22T11:00:00.000Z',
        updatedAt: '2026-11-22T11:00:00.000Z',
      });
    }
    const { controller } = make({ group: 'g', depositAddress: 'GSHARED' });
    expect(controller.resolve().target).to.include({ ambiguous: true, quoteResponse: undefined });
  });

  it('follows the group`s store, not the package`s events: a confirm event alone shows nothing', () => {
    const { controller, host } = make({ group: 'g' });
    controller.resolve();
    document.dispatchEvent(new SwapQuoteConfirmEvent({ group: 'g', quoteResponse: A }));
    expect(host.updates).to.equal(0);
    expect(controller.resolve().target).to.equal(undefined);
    // The confirmation activates the swap in the store (swap-quote does so before it sends the event).
    getStore('g').activate(A, true);
    expect(controller.resolve().target).to.include({ depositAddress: '0xaaa', origin: 'store', verified: true });
    getStore('g').activate(B, true);
    expect(controller.resolve().target?.depositAddress).to.equal('0xbbb');
    getStore('g').clearActive();
    expect(controller.resolve().target).to.equal(undefined, 'a later clearActive() is followed');
  });
});
