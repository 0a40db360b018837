// A fake NEAR wallet for the demo's NEAR story and the tests: an injected wallet of NEAR Connect's standard (it answers
// the page's `near-selector-ready` with a `near-wallet-injected` event carrying itself: a manifest and the
// NearWalletBase methods). Every call is recorded exactly as asked; a transaction it "signs and sends" is executed by
// `execute` (the simulator's POST /_sim/near/tx, which moves the ledger and credits a swap's deposit), and its outcome
// is answered. signMessage signs NEP-413 for real with the fake's own ed25519 key. No chain.
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64 } from '@scure/base';
import type { RecordedRequest } from './fake-wallet.js';
import type { NearOutcome, NearTransaction } from '../src/wallets/near.js';

/** A transaction the fake signed, as it asks `execute` to run it. */
export interface NearSigned extends NearTransaction {
  signerId: string;
}

export interface FakeNearOptions {
  name?: string;
  id?: string;
  icon?: string;
  account?: string;
  /** The page may see the account without a prompt (getAccounts answers it). */
  authorized?: boolean;
  /** The wallet only knows the test network (its manifest says mainnet: false). */
  testnetOnly?: boolean;
  /** The ed25519 secret key signMessage uses (32 bytes); a fixed one by default. */
  secretKey?: Uint8Array;
  execute(transaction: NearSigned): Promise<NearOutcome>;
}

/** The fake's account. */
export const FAKE_NEAR_ACCOUNT = 'fake-payer.near';

/** A small green "N" as an SVG data URL. */
export const FAKE_NEAR_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2300a67e'/%3E%3Cpath d='M10 23V9l12 14V9' stroke='%23fff' stroke-width='3' fill='none'/%3E%3C/svg%3E";

const NEP413_TAG = 2 ** 31 + 413;

/** The bytes NEP-413 hashes and signs: the tag, then the borsh of {message, nonce, recipient, callbackUrl: None}. */
export function nep413Bytes(message: string, nonce: Uint8Array, recipient: string): Uint8Array {
  const text = (value: string) => {
    const bytes = new TextEncoder().encode(value);
    const length = new Uint8Array(4);
    new DataView(length.buffer).setUint32(0, bytes.length, true);
    return [...length, ...bytes];
  };
  const tag = new Uint8Array(4);
  new DataView(tag.buffer).setUint32(0, NEP413_TAG, true);
  return Uint8Array.from([...tag, ...text(message), ...nonce, ...text(recipient), 0]);
}

export class FakeNearWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces an answer, by method name ("signIn", "signAndSendTransaction", "signMessage"...). */
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  account: string;
  authorized: boolean;
  readonly secretKey: Uint8Array;

  /** What the page gets: the injected wallet. */
  readonly wallet;

  constructor(private readonly options: FakeNearOptions) {
    this.account = options.account ?? FAKE_NEAR_ACCOUNT;
    this.authorized = options.authorized ?? false;
    this.secretKey = options.secretKey ?? new Uint8Array(32).fill(7);
    const accounts = () => (this.authorized ? [{ accountId: this.account, publicKey: this.publicKey }] : []);
    this.wallet = Object.freeze({
      manifest: {
        id: options.id ?? 'fake-near-wallet',
        name: options.name ?? 'Fake NEAR Wallet',
        icon: options.icon ?? FAKE_NEAR_ICON,
        type: 'injected',
        features: {
          signMessage: true,
          signAndSendTransaction: true,
          signAndSendTransactions: true,
          mainnet: !options.testnetOnly,
          testnet: true,
        },
      },
      getAccounts: (data?: unknown) => this.call('getAccounts', [data], accounts),
      signIn: (data?: unknown) =>
        this.call('signIn', [data], () => {
          this.authorized = true;
          return accounts();
        }),
      signOut: (data?: unknown) =>
        this.call('signOut', [data], () => {
          this.authorized = false;
        }),
      signAndSendTransaction: (params: NearTransaction & { signerId?: string; network?: string }) =>
        this.call('signAndSendTransaction', [params], () =>
          this.options.execute({
            signerId: params.signerId ?? this.account,
            receiverId: params.receiverId,
            actions: params.actions,
          }),
        ),
      signMessage: (params: { message: string; recipient: string; nonce: Uint8Array }) =>
        this.call('signMessage', [params], () => {
          const hash = sha256(nep413Bytes(params.message, params.nonce, params.recipient));
          return {
            accountId: this.account,
            publicKey: this.publicKey,
            signature: base64.encode(ed25519.sign(hash, this.secretKey)),
          };
        }),
    });
  }

  /** The fake's public key as NEAR writes it. */
  get publicKey(): string {
    return `ed25519:${base58.encode(ed25519.getPublicKey(this.secretKey))}`;
  }

  /** Injects the wallet now and whenever the page asks (`near-selector-ready`); returns the uninstaller. */
  inject(): () => void {
    const inject = () => window.dispatchEvent(new CustomEvent('near-wallet-injected', { detail: this.wallet }));
    window.addEventListener('near-selector-ready', inject);
    inject();
    return () => window.removeEventListener('near-selector-ready', inject);
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    const given = params.filter((p) => p !== undefined);
    this.requests.push(given.length ? { method, params: given } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

/** The demo's USDC on NEAR (its contract is the 64-hex implicit account of the bridged token). */
export const NEAR_USDC = '17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1';

let demo: FakeNearWallet | undefined;

/**
 * The demo's NEAR wallet, injected once per page: its account holds 25 NEAR and 5,000 USDC on the simulator's NEAR
 * ledger, and every transaction it signs is executed there (POST /_sim/near/tx), so a transfer to a deposit address
 * is that swap's deposit.
 */
export async function demoNearWallet(sim: {
  control<T>(path: string, body?: unknown): Promise<T>;
}): Promise<FakeNearWallet> {
  if (demo) return demo;
  const account = 'demo-payer.near';
  await sim.control('/near/account', {
    accountId: account,
    amount: '25000000000000000000000000',
    tokens: { [NEAR_USDC]: '5000000000', 'wrap.near': '0' },
  });
  demo = new FakeNearWallet({
    name: 'Demo NEAR Wallet',
    id: 'swap-elements-demo-near-wallet',
    account,
    execute: (transaction) => sim.control<NearOutcome>('/near/tx', transaction),
  });
  demo.inject();
  return demo;
}
