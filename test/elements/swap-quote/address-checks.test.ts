// Issue 30: <swap-quote> fetches the per-chain address checks (src/core/addresses.ts, a chunk with @scure/base and
// @noble/hashes) only once an address field is focused or filled; the hints under the fields and the dry quotes'
// placeholders need only the shapes (src/core/address-hints.ts), which come with the element.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { addressesModule } from '../../../src/controllers/lazy-module.js';
import { DRY_PLACEHOLDERS } from '../../../src/elements/swap-quote/quote-form.model.js';
import { ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { HYPERLIQUID_USDC } from '../../../src/core/chains.js';
import { $, errorText, fill, harness, mount } from './helpers.js';

describe('<swap-quote> address checks on demand', () => {
  it('prices and hints without the checks, fetches them when an address field gets the focus, then checks', async () => {
    const h = await harness();
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '10' });
    await waitUntil(() => $(el, '[part=quote][aria-busy=false]'), 'no quote shown');
    expect(addressesModule.current !== undefined, 'fetched before an address').to.equal(false);
    // The dry quote went out with the EVM placeholder for the Ethereum refund: the shape is known without the checks.
    expect(h.dry()[0]!.body.refundTo).to.equal(DRY_PLACEHOLDERS.evm);
    expect($(el, '#recipient-hint')!.textContent!.trim()).to.equal(
      'An address on NEAR: a NEAR account such as alice.near, or a 64-character implicit account.',
    );
    expect($(el, '#refund-hint')!.textContent!.trim()).to.equal(
      'An address on Ethereum: 0x followed by 40 hex characters.',
    );

    $<HTMLInputElement>(el, '#refund')!.focus();
    await waitUntil(() => addressesModule.current, 'the checks were not fetched on focus');
    await fill(el, '#refund', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(errorText(el, 'refund')).to.equal(
      'The capital letters do not match the address checksum: check for a typo.',
    );
    await fill(el, '#refund', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(errorText(el, 'refund')).to.equal(undefined);
  });

  it('says under the recipient that USDC to Hyperliquid lands in the perps balance (issue 48)', async () => {
    const h = await harness();
    const el = await mount(h, { origin: ETH_USDC, destination: HYPERLIQUID_USDC, amount: '10' });
    await waitUntil(() => $(el, '#recipient-hint'), 'no recipient hint');
    expect($(el, '#recipient-hint')!.textContent!.trim()).to.equal(
      'An address on HyperCore: 0x followed by 40 hex characters. USDC arrives in this account’s Hyperliquid perps balance, not its spot balance.',
    );
    expect($(el, '#refund-hint')!.textContent).to.not.contain('perps');
    await expect(el).to.be.accessible();
  });
});
