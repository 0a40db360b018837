// Issue 49 item 2: <swap-account> reads the public Intents balance with the intents.near view mt_batch_balance_of
// for the token list's ids through the configured NEAR RPC (here the simulator's, from its Intents ledger), shows
// each amount exactly as the ledger holds it (the reading rule on screen, every digit for copy and assistive
// technology), with its USD value, the largest first, zeros hidden, and reads again when the page is visible again.
import { expect } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { configure, getStore } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, ETH_USDC, WNEAR, makeSim } from '../../simulator/helpers.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { recordNearReads, resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import {
  $,
  accessibleInBothSchemes,
  recordingFetch,
  renderAccount,
  shownAccountId,
  shownBalances,
  textOf,
} from './helpers.js';

describe('<swap-account> balances', () => {
  let sim: Simulator;
  let uninstall: () => void;
  let account: string;
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    await resetFamilyWallets();
    const secretKey = secp256k1.utils.randomSecretKey();
    account = addressOfKey(secretKey).toLowerCase();
    uninstall = installWallet(sim, { secretKey, authorized: true }).uninstall;
    visibility = controlVisibility();
  });

  afterEach(() => {
    uninstall();
    visibility.restore();
    dropStore();
  });

  it('shows exactly what the ledger holds, by USD value, zeros hidden, read by mt_batch_balance_of', async () => {
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250123456' });
    sim.fundIntents({ accountId: account, asset: WNEAR, amount: '1234567890123456789012345' });
    const { fetch, reads } = recordNearReads(recordingFetch(sim).fetch, `${BASE}/rpc/near`);
    const el = await renderAccount(sim, fetch);
    expect(await shownAccountId(el)).to.equal(account);
    await waitUntil(() => shownBalances(el).length === 2, 'two balances shown');

    const tokens = getStore().get().tokens;
    const ids = tokens.state === 'ready' ? tokens.tokens.map((token) => token.assetId) : [];
    const batch = reads.filter((read) => read.call?.method === 'mt_batch_balance_of');
    expect(batch.length).to.equal(1);
    expect(batch[0]!.call).to.deep.equal({
      contract: 'intents.near',
      method: 'mt_batch_balance_of',
      args: { account_id: account, token_ids: ids },
    });

    const shown = shownBalances(el);
    const wnear = shown.find((row) => row.asset === WNEAR)!;
    const usdc = shown.find((row) => row.asset === ETH_USDC)!;
    expect(usdc.amount).to.equal('250.123456 USDC');
    expect(wnear.amount).to.equal('1.234567890123456789012345 wNEAR');
    // On screen, the reading rule: six significant digits, cut toward zero.
    expect(textOf(el, `[data-asset="${WNEAR}"] [part=amount] [aria-hidden]`)).to.equal('1.23456 wNEAR');
    const dollars = shown.map((row) => Number(row.usd!.replace(/[^0-9.]/g, '')));
    expect(dollars[0]).to.be.greaterThan(dollars[1]!);
    expect(textOf(el, '[part=total]')).to.match(/^Total \$/);
    await accessibleInBothSchemes(el, 'balances');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('says the account is empty, and reads again when the page becomes visible', async () => {
    const el = await renderAccount(sim, recordingFetch(sim).fetch);
    await waitUntil(() => $(el, '[part=empty]'), 'empty');
    expect(textOf(el, '[part=empty]')).to.equal('Nothing in this account yet. Top it up to start.');
    await accessibleInBothSchemes(el, 'empty');

    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '7000000' });
    visibility.set(true);
    visibility.set(false);
    await waitUntil(() => shownBalances(el).length === 1, 'read again on visible');
    expect(shownBalances(el)[0]!.amount).to.equal('7 USDC');
  });

  it('says in a sentence when the balances cannot be read, and reads again on Try again', async () => {
    let fail = true;
    const base = recordingFetch(sim).fetch;
    const fetch: typeof globalThis.fetch = (input, init) =>
      fail && new Request(input, init).url.endsWith('/rpc/near')
        ? Promise.resolve(new Response('unavailable', { status: 503 }))
        : base(input, init);
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '1000000' });
    const el = await renderAccount(sim, fetch);
    await waitUntil(() => $(el, '[part=problem]'), 'the failure is said');
    expect(textOf(el, '[part=problem]')).to.match(/^Your balances could not be read\./);
    await accessibleInBothSchemes(el, 'balances unread');
    expect(overflowingBoxes(el)).to.deep.equal([]);
    fail = false;
    $(el, '[part=retry-button]')!.click();
    await waitUntil(() => shownBalances(el).length === 1, 'read again');
    expect(shownBalances(el)[0]!.amount).to.equal('1 USDC');
  });
});
