// Issue 51 item 4 in <swap-account>: TON (ton_connect), Stellar (sep53) and Tron (tip191) wallets, found by their own
// discovery (nothing asked on load), connect on Connect; the element shows the Intents account id the protocol derives
// (TON: the wallet's public key; Stellar: the decoded G-key; Tron: 0x + the 20 bytes), the public balance the
// simulator's ledger holds for it, and signs in: the message each wallet was asked to sign is decoded here (the pretty
// empty-intents payload), and the simulator verified it (the session reads the account's private balance).
import { bufferReady } from '../../../src/core/ton-buffer.js';
import { expect } from '@open-wc/testing';
import { hex } from '@scure/base';
import { configure } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import type { SwapAccount } from '../../../src/elements/swap-account/swap-account.js';
import { BASE, ETH_USDC, EXPLORER, makeSim, post } from '../../simulator/helpers.js';
import { installStellarWallet, installTronWallet, resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { FAKE_TRON_ACCOUNT, tronHex } from '../../../demo/fake-tron-wallet.js';
import type { RecordedRequest } from '../../../demo/fake-wallet.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import {
  $,
  accessibleInBothSchemes,
  connectButtons,
  recordingFetch,
  renderAccount,
  shownAccountId,
  shownBalances,
  textOf,
  type Sent,
} from './helpers.js';

void bufferReady; // @ton/core needs the global Buffer first

/** A fake wallet of one family on the page: what it was asked, and the message it was asked to sign (as text). */
interface Installed {
  name: string;
  standard: string;
  /** The Intents account id, derived here from the fake's own key or address. */
  accountId: string;
  requests: RecordedRequest[];
  /** The method that connects (asks for the account) and the one that signs. */
  connect: string;
  sign: string;
  /** The text the wallet was asked to sign, from its recorded request. */
  signedText(request: RecordedRequest): string;
  uninstall(): void;
}

const FAMILIES: Record<string, (sim: Simulator) => Promise<Installed>> = {
  TON: async (sim) => {
    // Imported here, after ton-buffer.ts ran: @ton/core needs the global Buffer when its modules run.
    const { installTonWallet } = await import('../../helpers/fake-ton-wallet.js');
    const { FAKE_TON_ADDRESS, FAKE_TON_PUBLIC_KEY } = await import('../../../demo/fake-ton-wallet.js');
    const { fake, uninstall } = installTonWallet(sim, `${BASE}/rpc/ton`);
    return {
      name: 'Fake TON Wallet',
      standard: 'ton_connect',
      accountId: FAKE_TON_PUBLIC_KEY,
      requests: fake.requests,
      connect: 'connect',
      sign: 'signData',
      signedText: (request) => {
        const asked = request.params as { type: string; text: string; network: string; from: string };
        expect(asked.type).to.equal('text');
        expect(asked.network, 'the main network').to.equal('-239');
        expect(asked.from).to.equal(FAKE_TON_ADDRESS);
        return asked.text;
      },
      uninstall,
    };
  },
  Stellar: async (sim) => {
    const { fake, uninstall } = await installStellarWallet(sim);
    const { FAKE_STELLAR_KEY } = await import('../../../demo/fake-stellar-wallet.js');
    return {
      name: 'Fake Stellar Wallet',
      standard: 'sep53',
      accountId: hex.encode(FAKE_STELLAR_KEY.rawPublicKey()),
      requests: fake.requests,
      connect: 'getAddress',
      sign: 'signMessage',
      signedText: (request) => {
        const [message, options] = request.params as [string, { networkPassphrase: string; address: string }];
        expect(options).to.deep.equal({
          networkPassphrase: 'Public Global Stellar Network ; September 2015',
          address: fake.account,
        });
        return message;
      },
      uninstall,
    };
  },
  Tron: async (sim) => {
    const { fake, uninstall } = installTronWallet(sim);
    return {
      name: 'Fake Tron Wallet',
      standard: 'tip191',
      accountId: `0x${tronHex(FAKE_TRON_ACCOUNT).slice(2)}`,
      requests: fake.requests,
      connect: 'eth_requestAccounts',
      sign: 'trx.signMessageV2',
      signedText: (request) => (request.params as string[])[0]!,
      uninstall,
    };
  },
};

describe('<swap-account> with TON, Stellar and Tron wallets', () => {
  let sim: Simulator;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetFamilyWallets();
    ({ fetch, requests } = recordingFetch(sim));
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    dropStore();
  });

  for (const [family, install] of Object.entries(FAMILIES)) {
    it(`${family}: connects on Connect, shows the account id and its balance, signs in verified by the simulator`, async () => {
      const wallet = await install(sim);
      uninstall.push(wallet.uninstall);
      sim.fundIntents({ accountId: wallet.accountId, asset: ETH_USDC, amount: '250123456' });
      await post(sim, '/_sim/account/balance', { accountId: wallet.accountId, tokenId: ETH_USDC, amount: '12345678' });
      const el: SwapAccount = await renderAccount(sim, fetch, new FakeTimers());
      el.explorerUrl = EXPLORER;

      await waitUntil(() => connectButtons(el).length > 0, 'the wallet is offered');
      expect(textOf(el, '[part=connect-button]')).to.equal(`Connect ${wallet.name}`);
      expect(wallet.requests, 'nothing is asked on load').to.deep.equal([]);
      connectButtons(el)[0]!.click();
      expect(await shownAccountId(el)).to.equal(wallet.accountId);
      expect(wallet.requests.map((r) => r.method)).to.deep.equal([wallet.connect]);
      expect(textOf(el, '[part=connected-with]')).to.equal(`Connected with ${wallet.name}`);
      await waitUntil(() => shownBalances(el).length === 1, 'the balance is shown');
      expect(shownBalances(el)[0]!.amount).to.equal('250.123456 USDC');

      await waitUntil(() => $(el, '[part=sign-in-button]'), 'Sign in is offered');
      expect(textOf(el, '[part=sign-in-button]')).to.equal(`Sign in with ${wallet.name}`);
      $(el, '[part=sign-in-button]')!.click();
      await waitUntil(() => $(el, '[part=sign-out-button]'), 'signed in');
      const asked = wallet.requests.filter((r) => r.method === wallet.sign);
      expect(asked).to.have.length(1);
      const text = wallet.signedText(asked[0]!);
      // The wallet signs the empty-intents payload pretty-printed (the SDK's messageFactory for these standards).
      const message = JSON.parse(text) as Record<string, unknown>;
      expect(text).to.equal(JSON.stringify(message, null, 2));
      expect(Object.keys(message).sort()).to.deep.equal([
        'deadline',
        'intents',
        'nonce',
        'signer_id',
        'verifying_contract',
      ]);
      expect(message).to.deep.include({ signer_id: wallet.accountId, verifying_contract: 'intents.near', intents: [] });
      const [authenticate] = requests.filter((r) => r.url.endsWith('/v0/auth/authenticate'));
      expect((JSON.parse(authenticate!.body!) as { signedData: { standard: string } }).signedData.standard).to.equal(
        wallet.standard,
      );
      // The session is the account's: its private balance is read with it.
      await waitUntil(() => $(el, '[part=private-balance]'), 'private balances shown');
      expect(textOf(el, `[part=private-balance][data-asset="${ETH_USDC}"] .visually-hidden`)).to.equal(
        '12.345678 USDC',
      );
      await accessibleInBothSchemes(el, `${family} signed in`);
      expect(overflowingBoxes(el)).to.deep.equal([]);
    });
  }
});
