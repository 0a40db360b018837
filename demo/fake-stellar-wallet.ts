// A fake Stellar wallet for the demo's Stellar story and the tests: an injected SEP-43 object (getAddress,
// signTransaction, signMessage, getNetwork) with one real ed25519 key. Every call is recorded exactly as asked; it
// signs the envelope it is given for the network passphrase it is on (as a wallet does: a testnet wallet's signature
// never verifies on the public network), SEP-53 messages as ed25519 over sha256("Stellar Signed Message:\n" + text),
// and answers errors the SEP-43 way, inside the result (`{ error: { code, message } }`, -4 a refusal).
import { Keypair, Networks, TransactionBuilder } from '@stellar/stellar-base';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import type { RecordedRequest } from './fake-wallet.js';

/** The fake's key (a fixed test key, never a real one) and its account. */
// stellar-base takes its own Buffer; a Uint8Array serves (the browser build has no global Buffer).
export const FAKE_STELLAR_KEY = Keypair.fromRawEd25519Seed(
  sha256(new TextEncoder().encode('swap-elements fake stellar wallet')) as never,
);
export const FAKE_STELLAR_ACCOUNT = FAKE_STELLAR_KEY.publicKey();

/** A small blue "S" as an SVG data URL. */
export const FAKE_STELLAR_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231d4ed8'/%3E%3Cpath d='M22 10h-9a3 3 0 0 0 0 6h6a3 3 0 0 1 0 6h-9' stroke='%23fff' stroke-width='3' fill='none'/%3E%3C/svg%3E";

export interface FakeStellarOptions {
  name?: string;
  /** The global it is injected as (`stellar` by default; `freighterApi`, `xBullSDK`). */
  global?: string;
  /** The network it is on: PUBLIC by default, TESTNET a test network. */
  network?: 'PUBLIC' | 'TESTNET';
}

type Answer = Record<string, unknown>;

export class FakeStellarWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces an answer, by method name ("signTransaction", "getAddress"...). */
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  readonly account = FAKE_STELLAR_ACCOUNT;
  readonly name: string;
  network: 'PUBLIC' | 'TESTNET';

  /** What the page finds on `window`: the SEP-43 interface, its name and icon. */
  readonly api = {
    name: '',
    icon: FAKE_STELLAR_ICON,
    getAddress: () => this.call('getAddress', [], () => ({ address: this.account })),
    getNetwork: () =>
      this.call('getNetwork', [], () => ({ network: this.network, networkPassphrase: Networks[this.network] })),
    signTransaction: (xdr: string, opts?: { networkPassphrase?: string; address?: string }) =>
      this.call('signTransaction', [xdr, opts], () => {
        if (opts?.networkPassphrase && opts.networkPassphrase !== Networks[this.network]) {
          return { error: { code: -3, message: 'The transaction is for another network than the wallet is on.' } };
        }
        const tx = TransactionBuilder.fromXDR(xdr, Networks[this.network]);
        tx.sign(FAKE_STELLAR_KEY);
        return { signedTxXdr: tx.toXDR(), signerAddress: this.account };
      }),
    signMessage: (message: string, opts?: { networkPassphrase?: string; address?: string }) =>
      this.call('signMessage', [message, opts], () => {
        const prefixed = new TextEncoder().encode(`Stellar Signed Message:\n${message}`);
        const signature = FAKE_STELLAR_KEY.sign(sha256(prefixed) as never);
        return { signedMessage: base64.encode(signature), signerAddress: this.account };
      }),
  };

  constructor(private readonly options: FakeStellarOptions = {}) {
    this.name = options.name ?? 'Fake Stellar Wallet';
    this.api.name = this.name;
    this.network = options.network ?? 'PUBLIC';
  }

  /** Injects the wallet on `window`; returns the uninstaller. */
  install(): () => void {
    const key = this.options.global ?? 'stellar';
    (window as unknown as Record<string, unknown>)[key] = this.api;
    return () => delete (window as unknown as Record<string, unknown>)[key];
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  private async call(method: string, params: unknown[], run: () => Answer): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

let demo: FakeStellarWallet | undefined;

/**
 * The demo's Stellar wallet, injected once per page: its account is funded on the demo simulator's Stellar ledger
 * (5,000 XLM) so a Stellar swap can be paid from it, memo and all.
 */
export function demoStellarWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }): FakeStellarWallet {
  if (demo) return demo;
  demo = new FakeStellarWallet({ name: 'Demo Stellar Wallet' });
  demo.install();
  void sim.control('/stellar/fund', { address: demo.account, xlm: '50000000000' });
  return demo;
}
