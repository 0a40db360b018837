// Issue 25 point 6: connecting a wallet in <swap-quote> fills what it knows, each field still editable: the refund
// address (the origin is the wallet's chain) and the recipient when the destination is on a chain of the wallet's
// family (an EVM account for any EVM chain; a Tron account for a Tron token). What the user typed is never replaced,
// and a filled field the user cleared stays cleared.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuoteConfirmEvent } from '../../../src/events.js';
import { BASE, ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { installTronWallet, resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { FAKE_TRON_ACCOUNT } from '../../../demo/fake-tron-wallet.js';
import { $, fill, harness, type, type Harness } from './helpers.js';

const BASE_ETH = 'nep141:base.omft.near';
const TRX = 'nep141:tron.omft.near';
const USDT_TRON = 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near';

describe('<swap-quote>: connecting a wallet fills the refund address and the recipient', () => {
  let h: Harness;
  const uninstall: (() => void)[] = [];
  const account = addressOn('eth', 3);
  const other = addressOn('eth', 4);

  beforeEach(async () => {
    h = await harness();
    await resetWallets();
    await resetFamilyWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
  });

  function evmWallet(options: Parameters<typeof installWallet>[1] = {}) {
    const installed = installWallet(h.sim, {
      accounts: [account, other],
      chainId: 8453,
      balance: () => 10n ** 18n,
      ...options,
    });
    uninstall.push(installed.uninstall);
    return installed.wallet;
  }

  async function mountQuote(attrs: {
    origin: string;
    destination: string;
    amount?: string;
    recipient?: string;
    refund?: string;
  }): Promise<SwapQuote> {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          locale="en-US"
          origin-asset=${attrs.origin}
          destination-asset=${attrs.destination}
          amount=${attrs.amount ?? ''}
          recipient=${attrs.recipient ?? ''}
          refund-address=${attrs.refund ?? ''}
        ></swap-quote>
      </div>`,
    );
    const el = wrapper.querySelector('swap-quote')!;
    await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
    return el;
  }

  const field = (el: SwapQuote, id: 'refund' | 'recipient') => $<HTMLInputElement>(el, `#${id}`)!.value;
  const balanceText = (el: SwapQuote) => $(el, '[part=balance]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

  it('an EVM wallet already connected fills both fields for an EVM destination; the deposit request carries them', async () => {
    const fake = evmWallet({ authorized: true });
    const el = await mountQuote({ origin: BASE_ETH, destination: ETH_USDC, amount: '0.5' });
    await waitUntil(() => field(el, 'recipient') !== '', 'the recipient filled');
    expect(fake.calls('eth_requestAccounts'), 'no prompt').to.deep.equal([]);
    expect(field(el, 'refund')).to.equal(account);
    expect(field(el, 'recipient')).to.equal(account);
    expect([el.refundAddress, el.recipient]).to.deep.equal([account, account]);
    await expect(el).to.be.accessible();

    await waitUntil(() => $(el, '[part=quote]'), 'a dry quote');
    const confirmed = oneEvent(el, 'swap-quote-confirm');
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    const event = (await confirmed) as SwapQuoteConfirmEvent;
    expect(h.nonDry()).to.have.length(1);
    expect(h.nonDry()[0]!.body).to.include({ refundTo: account, recipient: account, refundType: 'ORIGIN_CHAIN' });
    expect(event.detail.quoteResponse.quoteRequest).to.include({ refundTo: account, recipient: account });
  });

  it('Connect fills the refund address; the recipient only once the destination is on an EVM chain', async () => {
    const fake = evmWallet();
    const el = await mountQuote({ origin: BASE_ETH, destination: WNEAR });
    await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered');
    expect([field(el, 'refund'), field(el, 'recipient')], 'nothing before connecting').to.deep.equal(['', '']);
    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => field(el, 'refund') !== '', 'the refund address filled');
    expect(fake.calls('eth_requestAccounts')).to.have.length(1);
    expect(field(el, 'refund')).to.equal(account);
    expect(field(el, 'recipient'), 'a NEAR destination is no EVM address').to.equal('');

    el.destinationAsset = ETH_USDC;
    await waitUntil(() => field(el, 'recipient') !== '', 'the recipient filled');
    expect(field(el, 'recipient')).to.equal(account);

    // Still editable: what the user types stays.
    await type(el, '#recipient', other);
    expect(field(el, 'recipient')).to.equal(other);
  });

  it('never replaces what the user typed or the page set, even when the wallet changes account', async () => {
    const fake = evmWallet();
    const typed = addressOn('eth', 7);
    const el = await mountQuote({ origin: BASE_ETH, destination: ETH_USDC, refund: typed });
    await type(el, '#recipient', addressOn('eth', 8));
    await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered');
    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => balanceText(el) !== '', 'connected');
    await el.updateComplete;
    expect(fake.calls('eth_requestAccounts')).to.have.length(1);
    expect(field(el, 'refund')).to.equal(typed);
    expect(field(el, 'recipient')).to.equal(addressOn('eth', 8));

    fake.selectAccount(other);
    await waitUntil(() => fake.calls('eth_getBalance').some((r) => (r.params as string[])[0] === other), 'read again');
    await el.updateComplete;
    expect([field(el, 'refund'), field(el, 'recipient')]).to.deep.equal([typed, addressOn('eth', 8)]);

    // A typed value the user then clears stays cleared too: the field is theirs.
    await fill(el, '#recipient', '');
    fake.selectAccount(account);
    await waitUntil(
      () => (fake.calls('eth_getBalance').at(-1)?.params as string[] | undefined)?.[0] === account,
      'read again',
    );
    await el.updateComplete;
    expect([field(el, 'refund'), field(el, 'recipient')]).to.deep.equal([typed, '']);
  });

  it('a filled field the user cleared stays cleared; a field still as filled follows the wallet’s account', async () => {
    const fake = evmWallet({ authorized: true });
    const el = await mountQuote({ origin: BASE_ETH, destination: ETH_USDC });
    await waitUntil(() => field(el, 'recipient') === account && field(el, 'refund') === account, 'both filled');
    await fill(el, '#recipient', '');
    expect(field(el, 'recipient')).to.equal('');

    fake.selectAccount(other);
    await waitUntil(() => field(el, 'refund') === other, 'the refund address follows the account');
    await el.updateComplete;
    expect(field(el, 'recipient'), 'cleared by the user').to.equal('');
    // Other updates (an amount typed) leave it so.
    await type(el, '[part=amount-input]', '1');
    await el.updateComplete;
    expect(field(el, 'recipient')).to.equal('');
  });

  it('a Tron account fills the refund address, and the recipient of a Tron token, not of a NEAR one', async () => {
    uninstall.push(installTronWallet(h.sim, { authorized: true }).uninstall);
    const el = await mountQuote({ origin: TRX, destination: USDT_TRON });
    await waitUntil(() => field(el, 'recipient') !== '' && field(el, 'refund') !== '', 'both filled');
    expect([field(el, 'refund'), field(el, 'recipient')]).to.deep.equal([FAKE_TRON_ACCOUNT, FAKE_TRON_ACCOUNT]);

    const near = await mountQuote({ origin: TRX, destination: WNEAR });
    await waitUntil(() => field(near, 'refund') !== '', 'the refund address filled');
    expect(field(near, 'refund')).to.equal(FAKE_TRON_ACCOUNT);
    expect(field(near, 'recipient')).to.equal('');
  });

  it('a Tron wallet on a test network fills nothing', async () => {
    uninstall.push(installTronWallet(h.sim, { authorized: true, host: 'https://api.shasta.trongrid.io' }).uninstall);
    const el = await mountQuote({ origin: TRX, destination: USDT_TRON });
    await waitUntil(() => balanceText(el).includes('test network'), 'said');
    await el.updateComplete;
    expect([field(el, 'refund'), field(el, 'recipient')]).to.deep.equal(['', '']);
  });
});
