// Issue 48 point 2: generate-intent may answer the documentation's `token_diff` instead of a `transfer`. The page
// verifies either shape against the quote before any wallet sees it: a token_diff is the signer's own balance change,
// so it must take exactly the amount due of the origin token and credit the signer nothing but this swap's output,
// which it may only when the swap pays the signer's own Intents account. Each difference is refused in its own words
// and the wallet is never asked to sign. The simulator answers token_diff (option intentShape) and executes it.
import { expect, html } from '@open-wc/testing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getStore } from '../../../src/store/store.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { ETH_USDC, WNEAR, clientFor, makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { $, confirmedQuote, renderDeposit, shown, textOf } from './helpers.js';

const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16));

/** The Defuse payload the wallet was asked to personal_sign, decoded. */
const signedPayload = (params: unknown) =>
  JSON.parse(new TextDecoder().decode(fromHex((params as [string])[0]))) as Record<string, unknown>;

type Payload = { signer_id: string; deadline: string; intents: Record<string, unknown>[] };

describe('<swap-deposit> verifies a token_diff intent before any wallet signs it', () => {
  let sim: Simulator;
  let timers: FakeTimers;
  let uninstall: (() => void) | undefined;
  let secretKey: Uint8Array;
  let account: string;
  /** Rewrites the payload generate-intent answers (erc191: the Defuse message as JSON text). */
  let tamper: ((payload: Payload) => void) | undefined;

  beforeEach(async () => {
    freshStore();
    sim = makeSim({ intentShape: 'token_diff' });
    configure({ servicePublicKey: (await sim.info()).publicKey });
    timers = new FakeTimers();
    await resetWallets();
    secretKey = secp256k1.utils.randomSecretKey();
    account = addressOfKey(secretKey).toLowerCase();
    tamper = undefined;
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    dropStore();
  });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await sim.fetch(input, init);
    const url = new Request(input, init).url;
    if (!tamper || !url.endsWith('/v0/generate-intent') || !response.ok) return response;
    const body = (await response.json()) as { intent: { payload: string } };
    const payload = JSON.parse(body.intent.payload) as Payload;
    tamper(payload);
    body.intent.payload = JSON.stringify(payload);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };

  /** 100 USDC (Ethereum) from the Intents balance to wNEAR, paid into `recipient`'s Intents account. */
  const quoteTo = (recipient: string) =>
    confirmedQuote(sim, {
      depositType: 'INTENTS',
      refundType: 'INTENTS',
      refundTo: 'payer.near',
      recipientType: 'INTENTS',
      recipient,
    });

  async function show(quote: QuoteResponse): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const template = html`<div style="width: 320px"><swap-deposit .scheduler=${timers}></swap-deposit></div>`;
    const el = await renderDeposit(sim, fetch, template);
    await shown(el);
    return el;
  }

  function wallet() {
    const installed = installWallet(sim, { secretKey });
    uninstall = installed.uninstall;
    return installed.wallet;
  }

  const signButton = (el: SwapDeposit) => $(el, '[part=intent-sign]') as HTMLButtonElement | null;

  /** Signs with the fake wallet and waits for the refusal; the wallet was connected, never asked to sign. */
  async function refused(quote: QuoteResponse): Promise<string> {
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'the wallet is offered');
    signButton(el)!.click();
    await waitUntil(() => textOf(el, '[part=intent-status]').includes('Nothing was paid'), 'refused');
    expect(fake.calls('personal_sign'), 'the wallet is never asked to sign').to.deep.equal([]);
    expect(sim.intentsBalance(account, ETH_USDC), 'nothing moved').to.equal(BigInt(quote.quote.amountIn));
    await expect(el).to.be.accessible();
    expect(overflowingBoxes(el)).to.deep.equal([]);
    return textOf(el, '[part=intent-status]');
  }

  it('signs a token_diff that pays the swap and credits the signer its output; the simulator executes it', async () => {
    const quote = await quoteTo(account);
    const { amountIn, amountOut, minAmountOut } = quote.quote;
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250000000' });
    const fake = wallet();
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'the wallet is offered');
    signButton(el)!.click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed intent is taken');

    const payload = signedPayload(fake.calls('personal_sign')[0]!.params);
    expect(payload).to.deep.include({
      signer_id: account,
      intents: [{ intent: 'token_diff', diff: { [ETH_USDC]: `-${amountIn}`, [WNEAR]: amountOut } }],
    });
    expect(BigInt(amountOut) >= BigInt(minAmountOut ?? amountOut)).to.equal(true);
    // The diff is the signer's balance change, exactly.
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(250000000n - BigInt(amountIn));
    expect(sim.intentsBalance(account, WNEAR)).to.equal(BigInt(amountOut));
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    const final = await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! });
    expect(final.status).to.equal('SUCCESS');
  });

  it('refuses a token_diff crediting the signer when the swap pays someone else', async () => {
    const text = await refused(await quoteTo('someone-else.near'));
    expect(text).to.equal(
      'The intent the swap service gave to sign credits your own Intents account, but this swap pays its recipient, so Fake Wallet was not asked to sign it. Nothing was paid.',
    );
  });

  it('refuses a token_diff with another token, a wrong amount, too little out, no output, another signer, an old deadline', async () => {
    const cases: [string, (p: Payload) => void, string][] = [
      [
        'extra token',
        (p) => ((p.intents[0]!.diff as Record<string, string>)['nep141:wrap.near'] = '-1'),
        'The intent the swap service gave to sign moves another token besides 100 USDC, so Fake Wallet was not asked to sign it. Nothing was paid.',
      ],
      [
        'wrong amount',
        (p) => ((p.intents[0]!.diff as Record<string, string>)[ETH_USDC] = '-100000001'),
        'The intent the swap service gave to sign does not pay exactly 100 USDC, so Fake Wallet was not asked to sign it. Nothing was paid.',
      ],
      [
        'too little out',
        (p) => ((p.intents[0]!.diff as Record<string, string>)[WNEAR] = '1'),
        'credits your Intents account less than this quote’s',
      ],
      [
        'no output',
        (p) => (p.intents[0]!.diff = { [ETH_USDC]: '-100000000' }),
        'The intent the swap service gave to sign takes 100 USDC from your balance without this swap’s payout in return, so Fake Wallet was not asked to sign it. Nothing was paid.',
      ],
      [
        'another signer',
        (p) => (p.signer_id = '0x000000000000000000000000000000000000dead'),
        'is for another account than',
      ],
      [
        'old deadline',
        (p) => (p.deadline = new Date(sim.clock.now() - 1000).toISOString()),
        'The intent the swap service gave to sign has already expired, so Fake Wallet was not asked to sign it. Nothing was paid. Try again.',
      ],
    ];
    for (const [name, change, words] of cases) {
      freshStore();
      configure({ servicePublicKey: (await sim.info()).publicKey });
      uninstall?.();
      await resetWallets();
      tamper = change;
      const text = await refused(await quoteTo(account));
      expect(text, name).to.contain(words);
    }
  });

  it('still refuses a transfer to another address (the transfer shape, checked as before)', async () => {
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    tamper = (p) => (p.intents[0]!.receiver_id = 'thief.near');
    const text = await refused(await quoteTo(account));
    expect(text).to.equal(
      'The transfer the swap service gave to sign goes to another address than this swap’s deposit address, so Fake Wallet was not asked to sign it. Nothing was paid.',
    );
  });
});
