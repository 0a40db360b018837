// Issue 51 item 5: the Sui, Aptos/Movement and Starknet wallet code is fetched only for a wallet on the page. A
// <swap-quote> with a SUI, an APT, a MOVE and a STRK origin and no wallet fetches none of their chunks; a Sui wallet
// registering through the Wallet Standard brings the Sui chunk alone, and its Connect button, without a prompt.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import { BASE, WNEAR } from '../simulator/helpers.js';
import { $, harness } from '../elements/swap-quote/helpers.js';
import { FakeSuiWallet } from '../../demo/fake-sui-wallet.js';

const SUI = 'nep141:sui.omft.near';
const APT = 'nep141:aptos.omft.near';
const MOVE = '1cs_v1:movement:native:coin';
const STRK = 'nep141:starknet.omft.near';

performance.setResourceTimingBufferSize(100_000);

const walletCode = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/src\/wallets\/(?:sui|aptos|starknet|chain-rpc|session)\.ts$/.test(path));

describe('Sui, Aptos, Movement and Starknet wallet code only for a wallet on the page (issue 51)', () => {
  it('fetches none of their chunks without a wallet, and only the Sui one once a Sui wallet registers', async () => {
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
            amount="100"
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector<SwapQuote>('swap-quote')!;
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list loaded');
      return el;
    };
    for (const origin of [APT, MOVE, STRK]) {
      const el = await mount(origin);
      await el.updateComplete;
      expect($(el, '[part=wallet-button]'), origin).to.equal(null);
    }
    const el = await mount(SUI);
    await waitUntil(() => $(el, '[part=quote]'), 'a live quote');
    expect(walletCode()).to.deep.equal([]);
    expect($(el, '[part=wallet-button]')).to.equal(null);

    const fake = new FakeSuiWallet({ pay: () => Promise.reject(new Error('not in this test')) });
    const unregister = fake.register();
    try {
      await waitUntil(() => $(el, '[part=wallet-button]'), 'the wallet is offered once it registers');
      expect($(el, '[part=wallet-button]')!.textContent!.trim()).to.equal('Connect Fake Sui Wallet');
      expect(walletCode().filter((path) => !path.endsWith('session.ts'))).to.deep.equal([
        '/src/wallets/sui.ts',
        '/src/wallets/chain-rpc.ts',
      ]);
      expect(fake.requests, 'nothing asked of the wallet').to.deep.equal([]);
    } finally {
      unregister();
    }
  });
});
