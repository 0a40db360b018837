// Issue 49 item 4 (the element's side): "Sign in" has the wallet sign the empty-intents message, the simulator
// verifies it (POST /v0/auth/authenticate), the private balances and the history are read with the session, the
// access token is renewed before it expires (the manual timer port) and an expired session is said in a sentence.
// The history's 403 falls back to the explorer's swaps for the account. The tokens stay in memory: never in storage,
// never on a partner route.
import { expect } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { configure, getPersistence } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { ETH_USDC, EXPLORER, WNEAR, clientFor, makeSim, post, quoteRequest } from '../../simulator/helpers.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { resetFamilyWallets } from '../../helpers/fake-family-wallets.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { REFRESH_AHEAD_MS } from '../../../src/elements/swap-account/controllers/session-controller.js';
import {
  $,
  $$,
  accessibleInBothSchemes,
  recordingFetch,
  renderAccount,
  shownAccountId,
  textOf,
  type Sent,
} from './helpers.js';

const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16));

describe('<swap-account> sign-in', () => {
  let sim: Simulator;
  let uninstall: () => void;
  let account: string;
  let fake: ReturnType<typeof installWallet>['wallet'];
  let timers: FakeTimers;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  /** The tokens the simulator handed out. */
  let tokens: string[];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    await resetFamilyWallets();
    const secretKey = secp256k1.utils.randomSecretKey();
    account = addressOfKey(secretKey).toLowerCase();
    const installed = installWallet(sim, { secretKey, authorized: true });
    uninstall = installed.uninstall;
    fake = installed.wallet;
    timers = new FakeTimers();
    tokens = [];
    const recording = recordingFetch(sim);
    requests = recording.requests;
    fetch = async (input, init) => {
      const response = await recording.fetch(input, init);
      if (new Request(input, init).url.includes('/v0/auth/') && response.ok) {
        const body = (await response.clone().json()) as { accessToken?: string; refreshToken?: string };
        tokens.push(...[body.accessToken, body.refreshToken].filter((t): t is string => !!t));
      }
      return response;
    };
  });

  afterEach(() => {
    uninstall();
    dropStore();
  });

  async function signedIn() {
    const el = await renderAccount(sim, fetch, timers);
    el.explorerUrl = EXPLORER;
    el.token = await sim.issueToken();
    await shownAccountId(el);
    await waitUntil(() => $(el, '[part=sign-in-button]'), 'Sign in is offered');
    expect(textOf(el, '[part=sign-in-button]')).to.equal('Sign in with Fake Wallet');
    $(el, '[part=sign-in-button]')!.click();
    await waitUntil(() => $(el, '[part=sign-out-button]'), 'signed in');
    return el;
  }

  it('signs the empty-intents message, verified by the simulator; reads private balances; history 403 falls back', async () => {
    await post(sim, '/_sim/account/balance', { accountId: account, tokenId: ETH_USDC, amount: '12345678' });
    const el = await signedIn();
    const signed = JSON.parse(
      new TextDecoder().decode(fromHex((fake.calls('personal_sign')[0]!.params as string[])[0]!)),
    );
    expect(signed).to.include({ signer_id: account, verifying_contract: 'intents.near' });
    expect(signed.intents).to.deep.equal([]);
    expect(requests.filter((r) => r.url.endsWith('/v0/auth/authenticate'))).to.have.length(1);

    await waitUntil(() => $(el, '[part=private-balance]'), 'private balances shown');
    expect(textOf(el, `[part=private-balance][data-asset="${ETH_USDC}"] .visually-hidden`)).to.equal('12.345678 USDC');
    await waitUntil(() => $(el, '[part=history-invite-only]'), 'the 403 is said');
    expect(textOf(el, '[part=history-invite-only]')).to.match(/^The full history of an account is open to invited/);
    await waitUntil(() => requests.some((r) => r.url.startsWith(EXPLORER)), 'the explorer is asked');
    const explorer = requests.find((r) => r.url.startsWith(EXPLORER))!;
    expect(new URL(explorer.url).searchParams.get('search')).to.equal(account);
    await accessibleInBothSchemes(el, 'signed in, history 403 fallback');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('lists the swaps saved on this device for the account beside the explorer’s in the 403 fallback', async () => {
    // Two swaps paying the account: one made elsewhere, which the explorer finds, and one made on this device.
    const payingAccount = () =>
      clientFor(sim).quote(
        quoteRequest(sim, {
          dry: false,
          fromChain: 'near',
          toChain: 'eth',
          originAsset: WNEAR,
          destinationAsset: ETH_USDC,
          amount: '1000000000000000000000000',
          recipient: account,
        }),
      );
    const elsewhere = await payingAccount();
    // The explorer lists a swap once funds arrived: this one is paid and done.
    sim.deposit({ depositAddress: elsewhere.quote.depositAddress!, amount: elsewhere.quote.amountIn });
    sim.clock.advance(confirmMs('near') + PROCESSING_MS);
    // Saved here and not funded yet: only this device knows it.
    const here: QuoteResponse = await payingAccount();
    getPersistence().saveReceipt({
      quoteResponse: here,
      depositAddress: here.quote.depositAddress!,
      verified: true,
      savedAt: here.timestamp,
      updatedAt: here.timestamp,
    });
    const el = await signedIn();
    await waitUntil(() => $(el, '[part=history-invite-only]'), 'the 403 is said');
    const entries = () =>
      $$(el, '[part=history-entry]').map((entry) => [entry.dataset.depositAddress, entry.dataset.source]);
    await waitUntil(() => entries().length === 2, 'the device’s swap and the explorer’s');
    expect(entries()).to.have.deep.members([
      [here.quote.depositAddress, 'device'],
      [elsewhere.quote.depositAddress, 'explorer'],
    ]);
    const shown = $(el, `[part=history-entry][data-source=device]`)!.textContent!.replace(/\s+/g, ' ');
    expect(shown).to.contain(`${here.quote.amountInFormatted} wNEAR`);
    await accessibleInBothSchemes(el, 'history fallback with device and explorer swaps');
    expect(overflowingBoxes(el)).to.deep.equal([]);
  });

  it('renews the access token before it expires, and says so when the session has ended', async () => {
    const el = await signedIn();
    const refresh = timers.pending.find((timer) => timer.ms === 3_600_000 - REFRESH_AHEAD_MS);
    expect(refresh, 'a refresh a minute before the hour').to.not.equal(undefined);
    sim.clock.advance(3_600_000 - REFRESH_AHEAD_MS);
    timers.fireDelay(refresh!.ms);
    await waitUntil(() => requests.some((r) => r.url.endsWith('/v0/auth/refresh')), 'refreshed');
    await waitUntil(() => timers.pending.some((timer) => timer.ms === 3_600_000 - REFRESH_AHEAD_MS), 'the next');
    expect($(el, '[part=sign-out-button]')).to.not.equal(null);

    // Thirty days later the refresh token is over too.
    sim.clock.advance(31 * 24 * 3_600_000);
    timers.fireDelay(3_600_000 - REFRESH_AHEAD_MS);
    await waitUntil(() => $(el, '[part=session-expired]'), 'the end is said');
    expect(textOf(el, '[part=session-expired]')).to.equal(
      'Your session has ended. Sign in again to see your private balances and history.',
    );
    expect($(el, '[part=sign-in-button]')).to.not.equal(null);
    await accessibleInBothSchemes(el, 'session ended');
  });

  it('keeps the tokens out of storage and off every partner route', async () => {
    const el = await signedIn();
    await waitUntil(() => $(el, '[part=history-invite-only]'), 'history read');
    await waitUntil(() => requests.some((r) => r.url.startsWith(EXPLORER)), 'the explorer is asked');
    expect(tokens.length).to.equal(2);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    for (const token of tokens) expect(stored.join('\n')).to.not.include(token);
    const accountRoute = (url: string) => /\/v0\/(auth|account)\//.test(url);
    for (const request of requests.filter((r) => !accountRoute(r.url))) {
      const text = `${request.url}\n${[...request.headers].join('\n')}\n${request.body ?? ''}`;
      for (const token of tokens) expect(text, request.url).to.not.include(token);
    }
    // The account routes carry the visitor's bearer, never the partner's credential.
    for (const request of requests.filter((r) => r.url.includes('/v0/account/'))) {
      expect(request.headers.get('authorization')).to.match(/^Bearer /);
      expect(tokens).to.include(request.headers.get('authorization')!.slice(7));
      expect(request.headers.get('x-api-key')).to.equal(null);
    }
  });
});
