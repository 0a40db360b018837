// The generic path of IntentPayController: any chain family whose wallet client names an `intentStandard` and a
// `signIntent` (family.ts) is offered for an INTENTS quote and pays by signing. The NEAR and Solana clients are other
// modules' work; here a test-only WalletFamily double signs raw_ed25519 with an ed25519 key made in the test, and the
// simulator verifies it against the implicit account the page derived from the wallet's base58 key.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { base58, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { createSwapClient } from '../../../../src/api/client.js';
import type { StatusResponse } from '../../../../src/api/schemas.js';
import { IntentPayController } from '../../../../src/elements/swap-deposit/controllers/intent-pay-controller.js';
import type { Lazy } from '../../../../src/controllers/lazy-module.js';
import { depositMessages } from '../../../../src/i18n/en/deposit.js';
import { commonMessages } from '../../../../src/i18n/en/common.js';
import { formatMessage } from '../../../../src/i18n/messages.js';
import { getStore } from '../../../../src/store/store.js';
import { savedReceipt } from '../../../../src/store/receipts.js';
import type {
  FamilySession,
  FamilyWallet,
  IntentToSign,
  SignedIntent,
  WalletFamily,
} from '../../../../src/wallets/family.js';
import type { Simulator } from '../../../../src/simulator/app.js';
import { BASE, ETH_USDC, makeSim } from '../../../simulator/helpers.js';
import { FakeHost } from '../../../helpers/fake-host.js';
import { FakeTimers } from '../../../helpers/fake-timers.js';
import { resetWallets } from '../../../helpers/fake-wallet.js';
import { waitUntil } from '../../../helpers/wait-until.js';
import { confirmedQuote } from '../helpers.js';
import { dropStore, freshStore } from '../../../helpers/fresh-store.js';

const words = {
  // The element's lookup: the deposit section's words, or the key itself (the Intents part brings its own English).
  t: (key: keyof typeof depositMessages, values?: Record<string, string | number | bigint>) =>
    key in depositMessages ? formatMessage(depositMessages[key], values, 'en-US') : key,
  common: (key: keyof typeof commonMessages, values?: Record<string, string | number | bigint>) =>
    formatMessage(commonMessages[key], values, 'en-US'),
  locale: 'en-US',
};

/** A wallet family double that signs raw_ed25519 intents (as a Solana wallet's signMessage does). */
function ed25519Family(secretKey: Uint8Array) {
  const account = base58.encode(ed25519.getPublicKey(secretKey));
  const wallet: FamilyWallet = { info: { uuid: 'double', name: 'Double Wallet' } };
  const asked: { account: string; intent: IntentToSign }[] = [];
  let connection: { wallet: FamilyWallet; account: string } | undefined;
  const listeners = new Set<() => void>();
  const walletSession: FamilySession<FamilyWallet> = {
    wallets: [wallet],
    get connection() {
      return connection;
    },
    epoch: 0,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    discover: () => [wallet],
    learn: async () => undefined,
    connect: async (w) => ((connection = { wallet: w, account }), account),
    reset: () => (connection = undefined),
  };
  const family: WalletFamily = {
    walletSession,
    intentStandard: 'raw_ed25519',
    async signIntent(_wallet, signer, intent): Promise<SignedIntent> {
      asked.push({ account: signer, intent });
      const signature = ed25519.sign(new TextEncoder().encode(intent.payload as string), secretKey);
      return { ...intent, public_key: `ed25519:${account}`, signature: `ed25519:${base58.encode(signature)}` };
    },
    feeReserve: 0n,
    testNetwork: async () => undefined,
    balanceOf: async () => undefined,
    preflight: async () => undefined,
    sendPayment: async () => 'unused',
    walletProblem: () => ({ problem: 'error' }),
    sameAccount: (a, b) => a === b,
  };
  return { family, account, asked };
}

describe('IntentPayController: any wallet family that can sign intents', () => {
  let sim: Simulator;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    await resetWallets();
  });

  afterEach(() => {
    dropStore();
  });

  it('offers the family’s wallet, signs raw_ed25519 as the key’s implicit account, and the simulator takes it', async () => {
    const secretKey = ed25519.utils.randomSecretKey();
    const { family, account, asked } = ed25519Family(secretKey);
    const implicit = hex.encode(ed25519.getPublicKey(secretKey));
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    getStore().activate(quote, true); // the receipt the payment is kept with
    sim.fundIntents({ accountId: implicit, asset: ETH_USDC, amount: quote.quote.amountIn });
    const client = createSwapClient({ fetch: sim.fetch, baseUrl: BASE, retries: 0 });
    const tokens = await client.tokens();
    const recorded: StatusResponse[] = [];
    const lazy: Lazy<WalletFamily> = { current: family, load: async () => family };
    const host = new FakeHost({ autoUpdate: true });
    const controller = new IntentPayController(host, () => ({
      quoteResponse: quote,
      tokens,
      phase: 'send',
      expired: false,
      verified: true,
      client,
      scheduler: new FakeTimers(),
      now: sim.clock.now, // the host's clock, as <swap-deposit> gives it: the intent's deadline is read against it
      record: (response) => recorded.push(response),
      families: [lazy],
    }));
    host.connect();
    const root = document.createElement('div');
    document.body.append(root);
    const draw = () => render(controller.render(words), root);
    await waitUntil(() => (draw(), root.querySelector('[part=intent-sign]')), 'the family’s wallet is offered');
    expect(root.querySelector('[part=intent-sign]')!.textContent!.trim()).to.equal('Sign with Double Wallet');

    root.querySelector<HTMLButtonElement>('[part=intent-sign]')!.click();
    await waitUntil(() => controller.value.kind === 'sent', 'the signed intent is taken');
    expect(asked).to.have.length(1);
    expect(asked[0]!.account, 'the wallet signs as its own account').to.equal(account);
    const payload = JSON.parse(asked[0]!.intent.payload as string) as Record<string, unknown>;
    expect(payload).to.deep.include({
      signer_id: implicit,
      verifying_contract: 'intents.near',
      intents: [
        { intent: 'transfer', receiver_id: quote.quote.depositAddress, tokens: { [ETH_USDC]: quote.quote.amountIn } },
      ],
    });
    expect(sim.intentsBalance(implicit, ETH_USDC)).to.equal(0n);
    const state = controller.value as { intentHash: string };
    expect(savedReceipt({ depositAddress: quote.quote.depositAddress! })?.intentPayment).to.deep.include({
      signerId: implicit,
      standard: 'raw_ed25519',
      wallet: 'Double Wallet',
      intentHash: state.intentHash,
    });
    await waitUntil(() => recorded.length === 1, 'the host is given the status');
    expect(recorded[0]!.status).to.equal('KNOWN_DEPOSIT_TX');
    draw();
    expect(root.querySelector('[part=intent-sent]')!.textContent).to.contain(state.intentHash);
    host.disconnect();
    root.remove();
  });

  it('a family without intentStandard is not offered', async () => {
    const { family } = ed25519Family(ed25519.utils.randomSecretKey());
    const plain: WalletFamily = { ...family, intentStandard: undefined, signIntent: undefined };
    const quote = await confirmedQuote(sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' });
    getStore().activate(quote, true);
    const client = createSwapClient({ fetch: sim.fetch, baseUrl: BASE, retries: 0 });
    const tokens = await client.tokens();
    const host = new FakeHost({ autoUpdate: true });
    const controller = new IntentPayController(host, () => ({
      quoteResponse: quote,
      tokens,
      phase: 'send',
      expired: false,
      verified: true,
      client,
      record: () => undefined,
      families: [{ current: plain, load: async () => plain }],
    }));
    host.connect();
    await host.updateComplete;
    const root = document.createElement('div');
    render(controller.render(words), root);
    expect(root.querySelector('[part=intent-sign]')).to.equal(null);
    host.disconnect();
  });
});
