// Issue 50, item 2: an order funded the way a swap is, on the simulator. A BUY of wNEAR paid in USDC on Ethereum:
// the QR code of its deposit address (as <swap-deposit> draws it), "Pay with <wallet>" asking the fake EVM wallet for
// exactly the order's maxAmountIn to the order's deposit address, the hash kept on the order's record and told to the
// service, then the fills and the payout with its explorer link. And (issue 50 item 2, by signing) the form's
// "Fund from my NEAR Intents balance": the order is placed with depositType INTENTS and a fake EVM wallet signs the
// intent the simulator generates for what is still unfunded, which funds the order.
import { expect } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { renderSVG } from 'uqr';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { QR_OPTIONS } from '../../../src/elements/swap-deposit/qr.model.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { FILL_INTERVAL_MS, PAYOUT_MS } from '../../../src/simulator/orders.js';
import { orderRecord } from '../../../src/store/orders.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets, type FakePayment } from '../../helpers/fake-wallet.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { makeSim, post } from '../../simulator/helpers.js';
import { mount, USDC, WNEAR, type Mounted } from './helpers.js';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
/** The modules of a QR code SVG as uqr draws them: its path data. */
const qrPath = (svg: string) => /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];

describe('<swap-order> funding by wallet and QR', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  let sim: Simulator;
  let apiKey: string;
  let uninstall: (() => void) | undefined;

  beforeEach(async () => {
    freshStore();
    await resetWallets();
    visibility = controlVisibility();
    sim = makeSim();
    apiKey = await sim.issueToken('demo-partner');
    await post(sim, '/_sim/market/price', { base: WNEAR, quote: USDC, price: '3' });
  });
  afterEach(() => {
    uninstall?.();
    visibility.restore();
  });

  /** Places a BUY of 1.5 wNEAR at 3.25 USDC (maxAmountIn 4.875 USDC on Ethereum), refunds to the wallet's account. */
  async function placeBuy(m: Mounted) {
    m.$<HTMLInputElement>('[part=side] input[value=BUY]').click();
    await m.el.updateComplete;
    await m.type('price', '3.25');
    await m.type('quantity', '1.5');
    await m.type('recipient', 'alice.near');
    await m.type('refundTo', ACCOUNT);
    m.$('[part=place-button]').click();
    await waitUntil(() => m.el.order !== undefined, 'the order is placed');
    await m.settle();
  }

  it('pays exactly the order amount to its address from a wallet, keeps the hash, then fills and pays out', async () => {
    const paid: FakePayment[] = [];
    const hash = `0x${'ab'.repeat(32)}`;
    let address = '';
    const installed = installWallet(sim, {
      accounts: [ACCOUNT],
      // The wallet's transfer arrives at the order's deposit address on the simulated chain.
      deposit: async (payment) => {
        paid.push(payment);
        await post(sim, '/_sim/deposit', { depositAddress: address, amount: String(payment.amount), txHash: hash });
        return hash;
      },
    });
    uninstall = installed.uninstall;
    const m = await mount(sim, undefined, { apiKey });
    await placeBuy(m);
    const id = m.el.order!.id;
    address = m.text('[part=deposit-address]');
    expect(m.text('[part=fund] p')).to.equal('Send exactly 4.875 USDC to this address:');

    // The QR code holds the deposit address, drawn as <swap-deposit> draws it.
    await waitUntil(() => m.all('[part=qr] svg').length, 'the QR code is drawn');
    const qr = m.$('[part=qr]');
    expect(qr.dataset.text).to.equal(address);
    expect(qr.getAttribute('aria-label')).to.equal(`QR code of the deposit address ${address}`);
    expect(qrPath(qr.innerHTML)).to.equal(qrPath(renderSVG(address, QR_OPTIONS)));

    await waitUntil(() => m.all('[part=wallet-pay]').length, 'the wallet is offered');
    expect(m.text('[part=wallet-pay]')).to.equal('Pay with Fake Wallet');
    m.$('[part=wallet-pay]').click();
    await waitUntil(() => orderRecord(id)?.walletPayment?.submitted, 'the hash is kept and told to the service');
    expect(paid).to.deep.equal([
      { chainId: 1, from: ACCOUNT, to: address.toLowerCase(), amount: 4_875_000n, contract: USDC_CONTRACT },
    ]);
    expect(orderRecord(id)!.walletPayment).to.include({ txHash: hash, from: ACCOUNT, chainId: 1, submitted: true });

    await m.settle();
    expect(m.text('[part=fill-status]')).to.equal('Open: waiting to fill');
    expect(m.all('[part=fund]'), 'nothing asks for funds once the order has them').to.have.length(0);
    expect(m.text('[part=deposited]')).to.equal('4.875 USDC');
    sim.clock.advance(FILL_INTERVAL_MS);
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Partly filled');
    sim.clock.advance(FILL_INTERVAL_MS * 2);
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Filled');
    sim.clock.advance(PAYOUT_MS);
    await m.tick();
    expect(m.text('[part=payout-status]')).to.equal('Paid out');
    const out = m.el.order!.attributes.payouts!.withdrawal!.txHash!;
    expect(m.$<HTMLAnchorElement>('[part=payout] [part=tx-link]').href).to.equal(`https://nearblocks.io/txns/${out}`);
  });

  it('places an order funded from the Intents balance and signs exactly the unfunded part to its address', async () => {
    const secretKey = secp256k1.utils.randomSecretKey();
    const account = addressOfKey(secretKey);
    sim.fundIntents({ accountId: account, asset: USDC, amount: '10000000' });
    const installed = installWallet(sim, { secretKey });
    uninstall = installed.uninstall;
    const m = await mount(sim, undefined, { apiKey, width: 320 });
    const choice = m.$<HTMLInputElement>('[part=from-intents]');
    expect(m.text('label:has([part=from-intents])')).to.equal('Fund from my NEAR Intents balance');
    expect(choice.checked, 'a transfer to the address unless chosen').to.equal(false);
    choice.click();
    await m.el.updateComplete;
    await placeBuy(m);
    const order = m.el.order!;
    expect(order.attributes.depositType).to.equal('INTENTS');
    const address = order.attributes.depositAddress!;
    // Part of the 4.875 USDC has already arrived: the signed transfer covers the 3 USDC still unfunded.
    await post(sim, '/_sim/deposit', { depositAddress: address, amount: '1875000' });
    await m.el.refresh();
    await m.settle();
    expect(m.text('[part=fund-remaining]')).to.equal('Still to deposit: 3 USDC.');

    await waitUntil(() => m.all('[part=intent-sign]').length, 'the signing is offered');
    expect(m.all('[part=wallet-pay]'), 'no on-chain payment for an Intents order').to.have.length(0);
    expect(overflowingBoxes(m.el), 'the signing step fits 320 px').to.deep.equal([]);
    await expect(m.el).to.be.accessible();
    // The wallet is asked only once the generated intent passes intentMismatch (the simulator's for an order does).
    m.$('[part=intent-sign]').click();
    // The signed transfer is taken and the order asked again: it has its funds, so the funding step goes.
    await waitUntil(() => m.el.order?.attributes.fillStatus === 'OPEN', 'the signed transfer funds the order');

    const [message, signer] = installed.wallet.calls('personal_sign')[0]!.params as [string, string];
    expect(signer).to.equal(account);
    const bytes = Uint8Array.from(message.slice(2).match(/../g)!, (b) => parseInt(b, 16));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    expect(payload).to.deep.include({
      signer_id: account,
      intents: [{ intent: 'transfer', receiver_id: address, tokens: { [USDC]: '3000000' } }],
    });
    expect(sim.intentsBalance(account, USDC)).to.equal(7_000_000n);

    await m.settle();
    expect(m.text('[part=fill-status]')).to.equal('Open: waiting to fill');
    expect(m.text('[part=deposited]')).to.equal('4.875 USDC');
    expect(m.all('[part=fund]'), 'nothing asks for funds once the order has them').to.have.length(0);
  });
});
