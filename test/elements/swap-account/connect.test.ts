// Issue 49 item 1: <swap-account> connects any wallet family that signs intents through the page's wallet sessions
// (nothing prompts on load; a remembered wallet is asked silently) and shows the Intents account id as the protocol
// derives it.
import { expect, oneEvent } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { configure } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, makeSim } from '../../simulator/helpers.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { installNearWallet, installSolanaWallet, resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { FAKE_SOL_ACCOUNT } from '../../../demo/fake-sol-wallet.js';
import { base58Decode } from '../../../src/api/base58.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import type { SwapAccountChangeEvent } from '../../../src/elements/swap-account/swap-account.js';
import {
  $,
  accessibleInBothSchemes,
  connectButtons,
  recordingFetch,
  renderAccount,
  shownAccountId,
  textOf,
} from './helpers.js';

describe('<swap-account> connects a wallet and shows its Intents account id', () => {
  let sim: Simulator;
  let uninstall: (() => void)[];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    await resetFamilyWallets();
    uninstall = [];
  });

  afterEach(() => {
    for (const stop of uninstall) stop();
    dropStore();
  });

  it('asks no wallet on load, then connects an EVM wallet on Connect and shows its lower-case address', async () => {
    const secretKey = secp256k1.utils.randomSecretKey();
    const address = addressOfKey(secretKey);
    const installed = installWallet(sim, { secretKey, name: 'Fake Wallet' });
    uninstall.push(installed.uninstall);
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    await waitUntil(() => connectButtons(el).length > 0, 'the wallet is offered');
    expect(installed.wallet.calls('eth_requestAccounts'), 'no prompt on load').to.deep.equal([]);
    expect(textOf(el, '[part=connect-button]')).to.equal('Connect Fake Wallet');
    await accessibleInBothSchemes(el, 'connect');
    expect(overflowingBoxes(el)).to.deep.equal([]);

    const changed = oneEvent(el, 'swap-account-change') as Promise<SwapAccountChangeEvent>;
    connectButtons(el)[0]!.click();
    const { detail } = await changed;
    expect(detail).to.deep.equal({
      group: 'default',
      accountId: address.toLowerCase(),
      account: detail.account,
      standard: 'erc191',
    });
    expect(await shownAccountId(el)).to.equal(address.toLowerCase());
    expect(textOf(el, '[part=connected-with]')).to.equal('Connected with Fake Wallet');
    await accessibleInBothSchemes(el, 'connected');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('shows a remembered EVM wallet’s account without a prompt', async () => {
    const secretKey = secp256k1.utils.randomSecretKey();
    const installed = installWallet(sim, { secretKey, authorized: true });
    uninstall.push(installed.uninstall);
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    expect(await shownAccountId(el)).to.equal(addressOfKey(secretKey).toLowerCase());
    expect(installed.wallet.calls('eth_requestAccounts')).to.deep.equal([]);
  });

  it('shows a Solana key as its implicit account in hex', async () => {
    const installed = installSolanaWallet(sim, `${BASE}/rpc/solana`, { authorized: true });
    uninstall.push(installed.uninstall);
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    const hex = Array.from(base58Decode(FAKE_SOL_ACCOUNT), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(await shownAccountId(el)).to.equal(hex);
  });

  it('shows a NEAR account lower-cased', async () => {
    const installed = installNearWallet(sim, { account: 'visitor.near', authorized: true });
    uninstall.push(installed.uninstall);
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    expect(await shownAccountId(el)).to.equal('visitor.near');
  });

  it('says so when no wallet can sign intents; disconnecting brings the Connect buttons back', async () => {
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    await waitUntil(() => $(el, '[part=no-wallet]'), 'no wallet');
    expect(textOf(el, '[part=no-wallet]')).to.contain('No wallet that can sign for NEAR Intents');
    await accessibleInBothSchemes(el, 'no wallet');
    const installed = installWallet(sim);
    uninstall.push(installed.uninstall);
    await waitUntil(() => connectButtons(el).length > 0, 'a wallet announced later is offered');
    connectButtons(el)[0]!.click();
    await shownAccountId(el);
    $(el, '[part=disconnect-button]')!.click();
    await waitUntil(() => connectButtons(el).length > 0, 'Connect again');
    expect($(el, '[part=account-id]')).to.equal(null);
  });
});
