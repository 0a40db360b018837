// Issue 46 item 12: a connected wallet is shown (its name, family and short account), can be disconnected, and is
// remembered per site: on a reload only the remembered wallet is asked silently for its account (the Wallet Standard
// lets a wallet ignore `silent`, so asking every wallet could prompt every visitor); the others are not asked at all.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { REMEMBERED_WALLET_KEY } from '../../../src/store/remembered-wallet.js';
import { BASE, ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { $, harness, type Harness } from './helpers.js';

describe('<swap-quote> the connected wallet: shown, disconnected, remembered per site', () => {
  let h: Harness;
  const uninstall: (() => void)[] = [];
  const account = addressOn('eth', 3);
  const other = addressOn('eth', 4);

  beforeEach(async () => {
    h = await harness();
    await resetWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
  });

  function wallets() {
    // Both already grant this page an account: only what the site remembers may be asked about it.
    const fake = installWallet(h.sim, {
      accounts: [account],
      chainId: 1,
      authorized: true,
      remembered: false,
      balance: () => 7_000_000n,
    });
    const second = installWallet(h.sim, {
      name: 'Other Wallet',
      rdns: 'test.other-wallet',
      accounts: [other],
      chainId: 1,
      authorized: true,
      remembered: false,
    });
    uninstall.push(fake.uninstall, second.uninstall);
    return { fake: fake.wallet, second: second.wallet };
  }

  async function mountQuote(): Promise<SwapQuote> {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          locale="en-US"
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          swap-type="EXACT_INPUT"
        ></swap-quote>
      </div>`,
    );
    const el = wrapper.querySelector('swap-quote')!;
    await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
    return el;
  }

  /** A reload: the element and the page's wallet session gone; the storage stays. */
  async function reload(el: SwapQuote): Promise<SwapQuote> {
    el.parentElement!.remove();
    await resetWallets();
    return mountQuote();
  }

  const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const buttons = (el: SwapQuote) =>
    [...el.shadowRoot!.querySelectorAll('[part=wallet-button]')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());

  it('asks no wallet on a first visit; after Connect shows the account and remembers only the wallet’s name', async () => {
    const { fake, second } = wallets();
    const el = await mountQuote();
    await waitUntil(() => buttons(el).length === 2, 'both wallets offered');
    expect(buttons(el)).to.deep.equal(['Connect Fake Wallet', 'Connect Other Wallet']);
    expect(fake.requests, 'nothing remembered: nobody asked').to.deep.equal([]);
    expect(second.requests).to.deep.equal([]);

    $<HTMLButtonElement>(el, '[part=wallet-button]')!.click();
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'connected and read');
    expect(text(el, '[part=wallet-account]')).to.equal(
      `Fake Wallet on EVM chains: ${account.slice(0, 6)}…${account.slice(-4)} Disconnect`,
    );
    expect($(el, '[part=wallet-account] [title]')!.getAttribute('title')).to.equal(account);
    expect(JSON.parse(h.storage.getItem(REMEMBERED_WALLET_KEY)!)).to.deep.equal({
      family: 'evm',
      wallet: 'test.fake-wallet',
    });
    for (let i = 0; i < h.storage.length; i++) {
      expect(h.storage.getItem(h.storage.key(i)!), 'no account kept').not.to.include(account.slice(2));
    }
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, theme).to.be.accessible();
    }
    expect(overflowingBoxes(el)).to.deep.equal([]);
    expect(second.requests, 'the other wallet was never asked').to.deep.equal([]);
  });

  it('a reload connects silently only the remembered wallet; Disconnect forgets it, and the next reload asks nobody', async () => {
    const { fake, second } = wallets();
    let el = await mountQuote();
    await waitUntil(() => buttons(el).length === 2, 'both wallets offered');
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=wallet-button]')[0]!.click();
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'connected');

    fake.requests.length = 0;
    el = await reload(el);
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'connected again without a click');
    expect(text(el, '[part=balance]')).to.equal('Balance: 7 USDC');
    expect(fake.calls('eth_accounts'), 'the remembered wallet asked silently, once').to.have.length(1);
    expect(fake.calls('eth_requestAccounts'), 'never a prompt').to.deep.equal([]);
    expect(second.requests, 'the other wallet not asked at all').to.deep.equal([]);

    $<HTMLButtonElement>(el, '[part=wallet-disconnect]')!.click();
    await waitUntil(() => buttons(el).length === 2, 'the wallets offered again');
    expect($(el, '[part=wallet-account]')).to.equal(null);
    expect($(el, '[part=balance]')).to.equal(null);
    expect(h.storage.getItem(REMEMBERED_WALLET_KEY)).to.equal(null);

    fake.requests.length = 0;
    el = await reload(el);
    await waitUntil(() => buttons(el).length === 2, 'offered after the reload');
    expect(fake.requests, 'forgotten: not asked').to.deep.equal([]);
    expect(second.requests).to.deep.equal([]);

    // Switching: the other wallet connects and is the one remembered from then on.
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=wallet-button]')[1]!.click();
    await waitUntil(() => text(el, '[part=wallet-account]').startsWith('Other Wallet'), 'the other wallet connected');
    expect(JSON.parse(h.storage.getItem(REMEMBERED_WALLET_KEY)!).wallet).to.equal('test.other-wallet');
  });
});
