// Issue 25 point 3: <swap-deposit> pays a `depositType: INTENTS` quote from the NEAR Intents balance by signing. The
// fake EVM wallet (demo/fake-wallet.ts) holds a secp256k1 key made here and answers personal_sign; the simulator
// generates the intent, verifies the signature by recovery and debits its Intents ledger. The tests check the exact
// payload the wallet was asked to sign, the generate/submit requests sent, the swap reaching SUCCESS, and every
// outcome: a wrong signature, a short balance, a refusal in the wallet, a wallet that never answers, a deadline that
// passes while signing, and a reload after the signature (submitted once, never signed again).
import { expect, html } from '@open-wc/testing';
import { base58 } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import { WALLET_WAIT_MS } from '../../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { ETH_USDC, clientFor, makeSim, post } from '../../simulator/helpers.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { deferred, installWallet, never, resetWallets, rpcError } from '../../helpers/fake-wallet.js';
import { addressOfKey } from '../../../demo/fake-wallet.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { json } from '../../helpers/fake-fetch.js';
import { remountDeposit } from '../../helpers/deposit-page.js';
import { de } from '../../../src/i18n/de.js';
import { $, confirmedQuote, recordingFetch, renderDeposit, shown, textOf, type Sent } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16));

/** What the wallet was asked to personal_sign, decoded (the UTF-8 JSON text of the Defuse payload). */
function signedMessage(params: unknown): { text: string; address: string } {
  const [message, address] = params as [string, string];
  return { text: new TextDecoder().decode(fromHex(message)), address };
}

describe('<swap-deposit> pays from a NEAR Intents balance by signing', () => {
  let sim: Simulator;
  let storage: MemoryStorage;
  let requests: Sent[];
  let fetch: typeof globalThis.fetch;
  let timers: FakeTimers;
  let uninstall: (() => void) | undefined;
  let secretKey: Uint8Array;
  let account: string;

  beforeEach(async () => {
    storage = freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
    timers = new FakeTimers();
    await resetWallets();
    secretKey = secp256k1.utils.randomSecretKey();
    account = addressOfKey(secretKey);
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    dropStore();
  });

  function wallet() {
    const installed = installWallet(sim, { secretKey });
    uninstall = installed.uninstall;
    return installed.wallet;
  }

  /** 100 USDC (Ethereum) from the Intents balance to wNEAR, refunds to an Intents account. */
  const intentsQuote = () =>
    confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });

  async function show(quote: QuoteResponse, width = 320): Promise<SwapDeposit> {
    getStore().activate(quote, true);
    const template = html`<div style="width: ${width}px">
      <swap-deposit .scheduler=${timers}></swap-deposit>
    </div>`;
    const el = await renderDeposit(sim, fetch, template);
    await shown(el);
    return el;
  }

  const signButton = (el: SwapDeposit) => $(el, '[part=intent-sign]') as HTMLButtonElement;
  const status = (el: SwapDeposit) => textOf(el, '[part=intent-status]');
  const sent = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);
  const saved = (quote: QuoteResponse) =>
    (getPersistence().getReceipt(quote.quote.depositAddress!) as unknown as { intentPayment?: Record<string, unknown> })
      .intentPayment;

  async function looksRight(el: SwapDeposit, state: string) {
    for (const theme of ['light', 'dark']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expect(el, `${state}, ${theme}`).to.be.accessible();
    }
    expect(overflowingBoxes(el), state).to.deep.equal([]);
  }

  it('signs exactly the transfer due with personal_sign (erc191); the simulator verifies it and the swap succeeds', async () => {
    const quote = await intentsQuote();
    const depositAddress = quote.quote.depositAddress!;
    const amountIn = quote.quote.amountIn;
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '250000000' });
    const fake = wallet();
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'the wallet is offered');
    expect(textOf(el, '[part=intent-sign]')).to.equal('Sign with Fake Wallet');
    expect(textOf(el, '[part=intent] .hint')).to.equal(
      'Pays 100 USDC from your NEAR Intents balance: the wallet asks you to connect, then to sign one transfer of exactly 100 USDC to the deposit address. Nothing is sent on a chain.',
    );
    expect($(el, '[part=wallet]'), 'no on-chain payment for an Intents deposit').to.equal(null);
    expect($(el, '[part=deposit-address]'), 'the address stays').to.not.equal(null);
    expect(fake.requests, 'nothing is asked before the user chooses').to.deep.equal([]);
    await looksRight(el, 'offered');

    signButton(el).click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the signed transfer is taken');

    // The wallet: connected, then asked to sign the Defuse payload as the 0x account.
    expect(fake.requests.map((r) => r.method)).to.deep.equal(['eth_requestAccounts', 'personal_sign']);
    const { text, address } = signedMessage(fake.calls('personal_sign')[0]!.params);
    expect(address).to.equal(account);
    const payload = JSON.parse(text) as Record<string, unknown>;
    expect(payload).to.deep.include({
      signer_id: account,
      verifying_contract: 'intents.near',
      deadline: quote.quote.deadline,
      intents: [{ intent: 'transfer', receiver_id: depositAddress, tokens: { [ETH_USDC]: amountIn } }],
    });
    expect(atob(payload.nonce as string)).to.have.length(32);

    // The service: asked for the intent with the account as signer, then sent it signed as secp256k1 r‖s‖v.
    expect(sent('/v0/generate-intent')).to.deep.equal([
      { type: 'swap_transfer', standard: 'erc191', signerId: account, depositAddress },
    ]);
    const submitted = sent('/v0/submit-intent') as { type: string; signedData: Record<string, string> }[];
    expect(submitted).to.have.length(1);
    expect(submitted[0]!.type).to.equal('swap_transfer');
    expect(Object.keys(submitted[0]!.signedData).sort()).to.deep.equal(['payload', 'signature', 'standard']);
    expect(submitted[0]!.signedData).to.include({ standard: 'erc191', payload: text });
    const signature = base58.decode(submitted[0]!.signedData.signature!.replace(/^secp256k1:/, ''));
    expect(signature).to.have.length(65);
    expect(signature[64], 'v as the recovery id').to.be.oneOf([0, 1]);
    // Recovered here too: the signature is the account's.
    const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${new TextEncoder().encode(text).length}`);
    const digest = keccak_256(Uint8Array.from([...prefix, ...new TextEncoder().encode(text)]));
    const key = secp256k1.recoverPublicKey(Uint8Array.of(signature[64]!, ...signature.subarray(0, 64)), digest, {
      prehash: false,
    });
    expect(
      `0x${Array.from(keccak_256(secp256k1.Point.fromBytes(key).toBytes(false).subarray(1)).subarray(-20), (b) => b.toString(16).padStart(2, '0')).join('')}`,
    ).to.equal(account);

    // The simulator debited the balance and took the transfer as the deposit; the hash is shown and saved.
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(250000000n - BigInt(amountIn));
    const intentHash = saved(quote)!.intentHash as string;
    expect(base58.decode(intentHash)).to.have.length(32);
    expect(textOf(el, '[part=intent-sent]')).to.contain(intentHash);
    await waitUntil(() => $(el, '[part=received]'), 'the deposit is known');
    expect(textOf(el, '[part=intent-sent]')).to.contain(
      'Paid from your NEAR Intents balance with Fake Wallet: the swap service took the signed transfer.',
    );
    await looksRight(el, 'sent');
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    const final = await clientFor(sim).status({ depositAddress });
    expect(final.status).to.equal('SUCCESS');
    expect(final.swapDetails?.intentHashes).to.include(intentHash);
    expect(fake.calls('personal_sign'), 'signed once').to.have.length(1);
  });

  it('a wrong signature: the service refuses it, the page says so, nothing is paid, and signing again works', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    // The wallet signs with another key than the account's (a broken or malicious wallet).
    const other = secp256k1.utils.randomSecretKey();
    fake.answers.personal_sign = (params) => {
      const bytes = fromHex((params as string[])[0]!);
      const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
      const signed = secp256k1.sign(keccak_256(Uint8Array.from([...prefix, ...bytes])), other, {
        prehash: false,
        format: 'recovered',
      });
      const hex = Array.from(signed.subarray(1), (b) => b.toString(16).padStart(2, '0')).join('');
      return `0x${hex}${(27 + signed[0]!).toString(16)}`;
    };
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => status(el).includes('refused the signature'), 'the refusal is shown');
    expect(status(el)).to.equal(
      `The swap service refused the signature: it is not one of the Intents account ${account}. Nothing was paid. Check the account in Fake Wallet, then try again.`,
    );
    expect(sent('/v0/submit-intent')).to.have.length(1);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(BigInt(quote.quote.amountIn));
    expect(saved(quote), 'a refused intent is not kept').to.equal(undefined);
    expect(textOf(el, '[part=intent-sign]')).to.equal('Try signing again with Fake Wallet');
    await looksRight(el, 'refused');

    delete fake.answers.personal_sign;
    signButton(el).click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the second signature is taken');
    expect(sent('/v0/generate-intent'), 'a new intent for the new signature').to.have.length(2);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(0n);
  });

  it('the service’s documented refusal ("Invalid signature or intent data"): its own words, no guess at the cause', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    wallet();
    // The real service's 400 of submit-intent (CONTRACT.md) names no cause: it must not read as a wrong signature.
    const service = fetch;
    fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).endsWith('/v0/submit-intent')
        ? Promise.resolve(json({ message: 'Bad Request - Invalid signature or intent data' }, 400))
        : service(input, init)) as typeof globalThis.fetch;
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => status(el).includes('refused'), 'the refusal is shown');
    expect(status(el)).to.equal(
      'The swap service refused the signed transfer: Bad Request - Invalid signature or intent data. Nothing was paid.',
    );
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(BigInt(quote.quote.amountIn));
    expect(saved(quote), 'a refused intent is not kept').to.equal(undefined);
    expect(textOf(el, '[part=intent-sign]')).to.equal('Try signing again with Fake Wallet');
  });

  it('an Intents balance short of the amount: refused by the service, said with the account and the amount', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: '1000000' });
    wallet();
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => status(el).includes('does not hold'), 'the short balance is said');
    expect(status(el)).to.equal(
      `The Intents account ${account} does not hold 100 USDC. Nothing was paid. Add funds to it and try again, or send the amount to the deposit address another way.`,
    );
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(1000000n);
    expect((await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! })).status).to.equal(
      'PENDING_DEPOSIT',
    );
  });

  it('the user declines in the wallet (4001): nothing submitted, nothing kept', async () => {
    const quote = await intentsQuote();
    const fake = wallet();
    fake.answers.personal_sign = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => status(el).includes('declined'), 'the refusal is shown');
    expect(status(el)).to.equal('You declined to sign in Fake Wallet. Nothing was paid.');
    expect(sent('/v0/submit-intent')).to.deep.equal([]);
    expect(saved(quote)).to.equal(undefined);
  });

  it('a wallet that never answers: a bounded wait on the timer port, a message, and a retry', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    fake.answers.personal_sign = never;
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => status(el).includes('sign the transfer'), 'waiting for the signature');
    expect(status(el)).to.equal(
      `Waiting for Fake Wallet: sign the transfer of exactly 100 USDC from the Intents account ${account} there.`,
    );
    expect(signButton(el).getAttribute('aria-disabled')).to.equal('true');
    await looksRight(el, 'signing');
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await waitUntil(() => status(el).includes('has not answered'), 'the wait ran out');
    expect(status(el)).to.equal(
      'Fake Wallet has not answered for 2 minutes. Open the wallet: if it shows a request, answer it there, then try again.',
    );
    expect(timers.pending).to.deep.equal([]);
    delete fake.answers.personal_sign;
    signButton(el).click();
    await waitUntil(() => $(el, '[part=intent-sent]'), 'the retry pays');
    expect(timers.pending, 'every wait was cancelled').to.deep.equal([]);
  });

  it('the quote expires while the wallet signs: the service refuses the late transfer, the page says so', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    const answer = deferred<string>();
    fake.answers.personal_sign = () => answer.promise;
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => fake.calls('personal_sign').length === 1, 'the signature is asked');
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    // The user signs after all, too late.
    const { text } = signedMessage(fake.calls('personal_sign')[0]!.params);
    const bytes = new TextEncoder().encode(text);
    const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
    const signed = secp256k1.sign(keccak_256(Uint8Array.from([...prefix, ...bytes])), secretKey, {
      prehash: false,
      format: 'recovered',
    });
    answer.resolve(
      `0x${Array.from(signed.subarray(1), (b) => b.toString(16).padStart(2, '0')).join('')}${(27 + signed[0]!).toString(16)}`,
    );
    await waitUntil(() => status(el).includes('too late'), 'the expiry is said');
    expect(status(el)).to.equal(
      'The signed transfer came too late: the quote’s deadline has passed. Nothing was paid. Get a new quote.',
    );
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(BigInt(quote.quote.amountIn));
    await waitUntil(() => !signButton(el), 'no signing once the quote expired');
    await looksRight(el, 'expired');
  });

  /** A reload: the element goes, the page's stores and wallets start over from the same storage. */
  async function reload(el: SwapDeposit): Promise<SwapDeposit> {
    el.remove();
    freshStore(storage);
    configure({ servicePublicKey: (await sim.info()).publicKey });
    await resetWallets();
    ({ fetch, requests } = recordingFetch(sim));
    // Set up before it connects, as a page's markup would be: a saved payment goes out once the quote checks out.
    return remountDeposit(sim, fetch, timers);
  }

  it('a reload after the signature: the saved signed intent is submitted once, never signed again', async () => {
    const quote = await intentsQuote();
    sim.fundIntents({ accountId: account, asset: ETH_USDC, amount: quote.quote.amountIn });
    const fake = wallet();
    // The first page's submission never gets through (the tab is closed while it is under way).
    const { fetch: recording, requests: first } = recordingFetch(sim);
    fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/v0/submit-intent')) return recording(request);
      first.push({ method: 'POST', path: '/v0/submit-intent', body: await request.json() });
      return never();
    };
    requests = first;
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => first.some((r) => r.path === '/v0/submit-intent'), 'the submission started');
    const signedData = (first.find((r) => r.path === '/v0/submit-intent')!.body as { signedData: unknown }).signedData;
    expect(saved(quote)).to.deep.include({ signerId: account, standard: 'erc191', signed: signedData });
    expect(saved(quote)!.intentHash).to.equal(undefined);

    const again = await reload(el);
    await waitUntil(() => $(again, '[part=intent-sent]'), 'the saved intent is sent and taken');
    expect(sent('/v0/submit-intent')).to.deep.equal([{ type: 'swap_transfer', signedData }]);
    expect(sent('/v0/generate-intent'), 'no new intent').to.deep.equal([]);
    const intentHash = saved(quote)!.intentHash as string;
    expect(textOf(again, '[part=intent-sent]')).to.contain(intentHash);
    expect(fake.calls('personal_sign'), 'signed once').to.have.length(1);
    expect(sim.intentsBalance(account, ETH_USDC)).to.equal(0n);

    // Once more: the hash is shown, nothing is sent or signed.
    const third = await reload(again);
    await waitUntil(() => $(third, '[part=intent-sent]'), 'the hash is shown');
    expect(textOf(third, '[part=intent-sent]')).to.contain(intentHash);
    expect(sent('/v0/submit-intent')).to.deep.equal([]);
    expect(fake.calls('personal_sign')).to.have.length(1);
  });

  it('a reload while the wallet was asked to sign: says nothing was paid, and the user may sign again', async () => {
    const quote = await intentsQuote();
    const fake = wallet();
    fake.answers.personal_sign = never;
    const el = await show(quote);
    await waitUntil(() => signButton(el), 'offered');
    signButton(el).click();
    await waitUntil(() => fake.calls('personal_sign').length === 1, 'the signature is asked');
    const again = await reload(el);
    await waitUntil(() => status(again).includes('reloaded'), 'the lost answer is said');
    expect(status(again)).to.equal(
      'This page was reloaded while your wallet was asked to sign, so its answer was lost. Nothing was paid: sign again to pay.',
    );
    await waitUntil(() => signButton(again), 'the wallet is offered again');
    expect(sent('/v0/submit-intent')).to.deep.equal([]);
    await looksRight(again, 'interrupted');
  });

  it('speaks German: the button, the hint, a refusal', async () => {
    const quote = await intentsQuote();
    wallet();
    configure({ messages: de });
    getStore().activate(quote, true);
    const el = await renderDeposit(
      sim,
      fetch,
      html`<div lang="de" style="width: 320px"><swap-deposit .scheduler=${timers}></swap-deposit></div>`,
    );
    el.locale = 'de';
    await shown(el);
    await waitUntil(() => signButton(el), 'offered');
    expect(textOf(el, '[part=intent-sign]')).to.equal('Mit Fake Wallet signieren');
    expect(textOf(el, '[part=intent] .hint')).to.equal(
      'Bezahlt 100 USDC aus Ihrem NEAR-Intents-Guthaben: Die Wallet bittet Sie, sich zu verbinden und dann eine Überweisung von genau 100 USDC an die Einzahlungsadresse zu signieren. Auf keiner Chain wird etwas gesendet.',
    );
    signButton(el).click(); // no balance: refused
    await waitUntil(() => status(el).includes('hält keine'), 'the refusal in German');
    expect(status(el)).to.equal(
      `Das Intents-Konto ${account} hält keine 100 USDC. Es wurde nichts bezahlt. Laden Sie es auf und versuchen Sie es erneut, oder senden Sie den Betrag auf anderem Weg an die Einzahlungsadresse.`,
    );
    await looksRight(el, 'German');
  });

  it('no sign button for an on-chain deposit (ORIGIN_CHAIN) nor once the deposit arrived', async () => {
    wallet();
    const origin = await confirmedQuote(sim);
    const el = await show(origin);
    await el.updateComplete;
    expect($(el, '[part=intent]')).to.equal(null);
    el.parentElement!.remove();
    const quote = await intentsQuote();
    await post(sim, '/_sim/deposit', { depositAddress: quote.quote.depositAddress, amount: quote.quote.amountIn });
    const funded = await show(quote);
    await waitUntil(() => $(funded, '[part=received]'), 'the deposit is known');
    expect($(funded, '[part=intent-sign]')).to.equal(null);
  });
});
