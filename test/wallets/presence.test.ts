// Issue 30 point 3: a page whose visitor has no wallet downloads no wallet code. <swap-quote> with an EVM, a Bitcoin
// and a Tron origin token and no wallet on the page fetches none of the wallet chunks; an EIP-6963 wallet that
// announces itself later brings the EVM chunk, and its Connect button, then.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import { BASE, BTC, WNEAR, addressOn } from '../simulator/helpers.js';
import { installWallet } from '../helpers/fake-wallet.js';
import { $, harness } from '../elements/swap-quote/helpers.js';

const BASE_ETH = 'nep141:base.omft.near';
const TRX = 'nep141:tron.omft.near';

// The test page loads hundreds of modules: room for every entry (the default buffer keeps 250 and drops the rest).
performance.setResourceTimingBufferSize(100_000);

/** The wallet modules this page has fetched so far (the test server serves each source file on its own). */
const walletCode = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/src\/wallets\/(?:evm|bitcoin|tron|session)\.ts$/.test(path));

describe('wallet code is fetched only for a wallet on the page (issue 30)', () => {
  it('fetches no wallet chunk without a wallet, and the EVM one once a wallet announces itself', async () => {
    const h = await harness();
    const mount = async (origin: string) => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          <swap-quote
            .fetch=${h.fetch}
            .clock=${h.sim.clock.now}
            base-url=${BASE}
            locale="en-US"
            origin-asset=${origin}
            destination-asset=${WNEAR}
            amount="1"
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector<SwapQuote>('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    };
    const tokens = (await (await h.fetch(`${BASE}/v0/tokens`)).json()) as { assetId: string }[];
    expect(tokens.map((t) => t.assetId)).to.include.members([BASE_ETH, BTC, TRX]);

    for (const origin of [BTC, TRX]) {
      const el = await mount(origin);
      await el.updateComplete;
      expect($(el, '[part=wallet-button]'), origin).to.equal(null);
    }
    const el = await mount(BASE_ETH);
    // Several renders later (a dry quote answered), still nothing fetched.
    await waitUntil(() => $(el, '[part=quote]'), 'a live quote');
    expect(walletCode()).to.deep.equal([]);
    expect($(el, '[part=wallet-button]')).to.equal(null);

    const { uninstall } = installWallet(h.sim, { accounts: [addressOn('eth', 4)], chainId: 8453 });
    try {
      await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered once it announces itself');
      expect($(el, '[part=wallet-button]')!.textContent!.trim()).to.equal('Connect Fake Wallet');
      expect(walletCode()).to.deep.equal(['/src/wallets/evm.ts']);
    } finally {
      uninstall();
    }
  });
});
