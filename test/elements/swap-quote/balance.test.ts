// Issue 17 point 2: <swap-quote> shows the connected wallet's balance of the origin token and a Max button, read
// through the wallet's own provider (a fake EIP-1193 wallet announced through EIP-6963). It never prompts on load.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { NATIVE_RESERVE_GAS } from '../../../src/wallets/evm.js';
import { BASE, BTC, ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { $, harness, type Harness } from './helpers.js';

const BASE_ETH = 'nep141:base.omft.near';
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

describe('<swap-quote> wallet balance and Max', () => {
  let h: Harness;
  let uninstall: (() => void) | undefined;
  const account = addressOn('eth', 3);

  beforeEach(async () => {
    h = await harness();
    await resetWallets();
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
  });

  function wallet(options: Parameters<typeof installWallet>[1] = {}) {
    const installed = installWallet(h.sim, { accounts: [account], ...options });
    uninstall = installed.uninstall;
    return installed.wallet;
  }

  async function mountQuote(
    origin: string,
    attrs: { swapType?: string; amount?: string; depositType?: string } = {},
  ): Promise<SwapQuote> {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          locale="en-US"
          origin-asset=${origin}
          destination-asset=${WNEAR}
          swap-type=${attrs.swapType ?? 'EXACT_INPUT'}
          amount=${attrs.amount ?? ''}
          deposit-type=${attrs.depositType ?? 'ORIGIN_CHAIN'}
        ></swap-quote>
      </div>`,
    );
    const el = wrapper.querySelector('swap-quote')!;
    await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
    return el;
  }

  const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const amountField = (el: SwapQuote) => $<HTMLInputElement>(el, '[part=amount-input]')!;

  async function looksRight(el: SwapQuote, state: string) {
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, `${state}, ${theme}`).to.be.accessible();
    }
    expect(overflowingBoxes(el), state).to.deep.equal([]);
  }

  it('never prompts on load; Connect, Switch, then the native balance exactly and Max less the fee reserve', async () => {
    const fake = wallet({ chainId: 1, balance: () => 1_234_567_890_123_456_789n, gasPrice: 2_000_000_000n });
    const el = await mountQuote(BASE_ETH);
    await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered');
    expect(text(el, '[part=wallet-button]')).to.equal('Connect Fake Wallet');
    expect(fake.requests, 'not even the silent eth_accounts: the site remembers no wallet').to.deep.equal([]);
    expect($(el, '[part=balance]')).to.equal(null);
    await looksRight(el, 'connect offered');

    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => text(el, '[part=balance]').includes('another network'), 'the other chain is said');
    expect(text(el, '[part=balance]')).to.equal(
      'Fake Wallet is on another network: switch it to Base to see your balance.',
    );
    expect(text(el, '[part=wallet-button]')).to.equal('Switch to Base');
    await looksRight(el, 'other chain');

    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
    expect(text(el, '[part=balance]')).to.equal('Balance: 1.234567890123456789 ETH');
    expect(fake.requests).to.deep.equal([
      { method: 'eth_requestAccounts' },
      { method: 'eth_chainId' },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      { method: 'eth_chainId' },
      { method: 'eth_getBalance', params: [account, 'latest'] },
      { method: 'eth_gasPrice' },
    ]);
    // The reserve: 63,000 gas at 2 gwei = 0.000126 ETH, said next to Max and linked to it.
    expect(NATIVE_RESERVE_GAS * 2_000_000_000n).to.equal(126_000_000_000_000n);
    expect(text(el, '#max-note')).to.equal(
      'Max keeps 0.000126 ETH for the network fee: three plain transfers at the wallet’s current gas price.',
    );
    expect($(el, '[part=max]')!.getAttribute('aria-describedby')).to.equal('max-note');
    await looksRight(el, 'balance');

    $(el, '[part=max]')!.click();
    await el.updateComplete;
    expect(amountField(el).value).to.equal('1.234441890123456789');
    await waitUntil(() => h.dry().length > 0, 'a dry quote for the Max amount');
    expect(h.dry().at(-1)!.body.amount).to.equal((1_234_567_890_123_456_789n - 126_000_000_000_000n).toString());
  });

  it('an ERC-20 balance through balanceOf, learned without a prompt, and Max fills it exactly', async () => {
    const fake = wallet({ chainId: 1, authorized: true, balance: (_, __, contract) => (contract ? 123_456_789n : 1n) });
    const el = await mountQuote(ETH_USDC);
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
    expect(text(el, '[part=balance]')).to.equal('Balance: 123.456789 USDC');
    expect(fake.calls('eth_requestAccounts'), 'no prompt').to.deep.equal([]);
    expect(fake.calls('eth_call')).to.deep.equal([
      { method: 'eth_call', params: [{ to: USDC_CONTRACT, data: `0x70a08231${word(account)}` }, 'latest'] },
    ]);
    expect(fake.calls('eth_gasPrice'), 'a token needs no fee reserve').to.deep.equal([]);
    expect($(el, '#max-note')).to.equal(null);
    $(el, '[part=max]')!.click();
    await el.updateComplete;
    expect(amountField(el).value).to.equal('123.456789');
    await waitUntil(() => h.dry().length > 0, 'a dry quote');
    expect(h.dry().at(-1)!.body.amount).to.equal('123456789');

    // More than the balance is pointed out under it.
    amountField(el).value = '200';
    amountField(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(text(el, '.actions [part=warning]')).to.equal('This amount is more than your balance.');
    await looksRight(el, 'over the balance');
  });

  it('a coin balance below the fee reserve offers no Max (never a negative amount)', async () => {
    wallet({ chainId: 8453, authorized: true, balance: () => 1000n });
    const el = await mountQuote(BASE_ETH);
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
    expect(text(el, '[part=balance]')).to.equal('Balance: 0.000000000000001 ETH');
    expect($(el, '[part=max]')).to.equal(null);
    expect(text(el, '.actions p:not([part])')).to.equal(
      'Your balance does not cover the network fee reserve of 0.000063 ETH.',
    );
    await looksRight(el, 'below the reserve');
  });

  it('EXACT_OUTPUT shows the balance without Max; a non-EVM origin shows nothing and loads nothing', async () => {
    const fake = wallet({ chainId: 1, authorized: true, balance: () => 5_000_000n });
    const el = await mountQuote(ETH_USDC, { swapType: 'EXACT_OUTPUT' });
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'the balance is read');
    expect(text(el, '[part=balance]')).to.equal('Balance: 5 USDC');
    expect($(el, '[part=max]')).to.equal(null);

    const requests = fake.requests.length;
    const btc = await mountQuote(BTC);
    await btc.updateComplete;
    expect($(btc, '[part=balance]')).to.equal(null);
    expect($(btc, '[part=wallet-button]')).to.equal(null);
    expect(fake.requests.length, 'no wallet request for a Bitcoin origin').to.equal(requests);
  });

  for (const depositType of ['INTENTS', 'CONFIDENTIAL_INTENTS']) {
    it(`${depositType}: no balance on the chain and no Max, but what pays (the NEAR Intents balance, signed for)`, async () => {
      wallet({ chainId: 1, authorized: true, balance: () => 5_000_000n });
      const el = await mountQuote(ETH_USDC, { depositType, amount: '900' });
      await waitUntil(() => text(el, '[part=balance]').includes('NEAR Intents'), 'the connected wallet is said');
      expect(text(el, '[part=balance]')).to.equal(
        `Fake Wallet is connected (${account}). This swap is paid from your NEAR Intents balance: you sign for it after confirming.`,
      );
      expect($(el, '[part=max]'), 'no Max from the balance on the chain').to.equal(null);
      expect($(el, '.actions [part=warning]'), 'no "more than your balance" from it either').to.equal(null);
      expect(el.shadowRoot!.textContent).not.to.include('Balance:');
      await looksRight(el, depositType);
    });
  }

  it('INTENTS with the wallet on another chain: no balance read, no switch asked; the Intents balance pays', async () => {
    const fake = wallet({ chainId: 1, balance: () => 5_000_000n });
    const el = await mountQuote(BASE_ETH, { depositType: 'INTENTS', amount: '1' });
    await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered');
    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => text(el, '[part=balance]').includes('NEAR Intents'), 'the connected wallet is said');
    await el.updateComplete;
    const asked = fake.requests.map((r) => r.method).filter((m) => m !== 'eth_accounts');
    expect(asked, 'only the connection: no chain, balance or gas price read').to.deep.equal(['eth_requestAccounts']);
    expect(el.shadowRoot!.textContent).not.to.include('Switch to');
    expect(el.shadowRoot!.textContent).not.to.include('another network');
    expect($(el, '[part=max]')).to.equal(null);
  });

  it('a declined connection is said, and the page can connect later', async () => {
    const fake = wallet({ chainId: 1 });
    fake.answers.eth_requestAccounts = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const el = await mountQuote(ETH_USDC);
    await waitUntil(() => $(el, '[part=wallet-button]'), 'offered');
    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => $(el, '.actions [part=error]'), 'the refusal is said');
    expect(text(el, '.actions [part=error]')).to.equal('You declined the request in Fake Wallet.');
    await looksRight(el, 'declined');
    delete fake.answers.eth_requestAccounts;
    $(el, '[part=wallet-button]')!.click();
    await waitUntil(() => text(el, '[part=balance]').startsWith('Balance:'), 'connected on the second try');
  });
});
