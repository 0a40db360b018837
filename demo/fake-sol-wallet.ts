// A fake Solana wallet for the demo's Solana story and the tests: a Wallet Standard wallet registered through the
// standard's own window events (`wallet-standard:register-wallet`, and again on `wallet-standard:app-ready`), with
// `standard:connect`, `standard:events`, `solana:signAndSendTransaction` and `solana:signMessage`. Every feature call
// is recorded exactly as asked (the transaction's wire bytes copied); it signs with a real ed25519 key and sends the
// signed transaction to its RPC (the simulator's `sendTransaction`, which runs it and credits the deposit).
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes, type Transaction } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { RecordedRequest } from './fake-wallet.js';

/** The fake's key: fixed, so its address is known ahead (a stand-in, never a real wallet's key). */
export const FAKE_SOL_SECRET = sha256(new TextEncoder().encode('swap-elements: the fake Solana wallet'));
export const FAKE_SOL_ACCOUNT = base58.encode(ed25519.getPublicKey(FAKE_SOL_SECRET));
/** USDC on Solana (the simulator's token list). */
export const USDC_SOL_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** A small violet "S" as an SVG data URL. */
export const FAKE_SOL_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236b3fd4'/%3E%3Cpath d='M22 10H12l-2 3h10l2 3H12l-2 3h10l2 3H10' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E";

export interface FakeSolOptions {
  name?: string;
  icon?: string;
  /** The chains the wallet supports (default mainnet and devnet). */
  chains?: string[];
  /** The chains of its account (default mainnet; devnet alone is a wallet switched to devnet). */
  accountChains?: string[];
  /** The page may see the account without a prompt (a silent connect answers it). */
  authorized?: boolean;
  /** The wallet's own RPC (the simulator's /rpc/solana): where it sends what it signed. */
  rpc(method: string, params: unknown[]): Promise<unknown>;
}

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void;
type RegisterApi = { register(...wallets: Wallet[]): () => void };

/** The Wallet Standard's register event, as `@wallet-standard/wallet` dispatches it. */
class RegisterWalletEvent extends Event {
  constructor(readonly detail: (api: RegisterApi) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false });
  }
}

/** An error as wallets throw them (Phantom: 4001 "User rejected the request."). */
export const solanaWalletError = (code: number, message: string): Error & { code: number } =>
  Object.assign(new Error(message), { code });

export class FakeSolanaWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces an answer, by feature name ("standard:connect", "solana:signAndSendTransaction"...). */
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  readonly address = FAKE_SOL_ACCOUNT;
  authorized: boolean;
  accountChains: string[];
  private readonly listeners = new Set<Listener>();
  readonly wallet: Wallet;

  constructor(private readonly options: FakeSolOptions) {
    this.authorized = options.authorized ?? false;
    this.accountChains = options.accountChains ?? ['solana:mainnet'];
    const granted = () => (this.authorized ? this.accounts() : []);
    const features = {
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          this.call('standard:connect', [input ?? {}], () => {
            if (input?.silent && !this.authorized) return { accounts: [] };
            this.authorized = true;
            return { accounts: this.accounts() };
          }),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () =>
          this.call('standard:disconnect', [], () => {
            this.authorized = false;
          }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          this.listeners.add(listener);
          return () => this.listeners.delete(listener);
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: { account: WalletAccount; chain: string; transaction: Uint8Array }[]) =>
          this.call(
            'solana:signAndSendTransaction',
            inputs.map(({ account, chain, transaction }) => ({
              account: account.address,
              chain,
              transaction: Uint8Array.from(transaction),
            })),
            () => Promise.all(inputs.map((input) => this.signAndSend(input.transaction))),
          ),
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          this.call(
            'solana:signMessage',
            inputs.map(({ account, message }) => ({ account: account.address, message: Uint8Array.from(message) })),
            () =>
              inputs.map(({ message }) => ({
                signedMessage: message,
                signature: ed25519.sign(message, FAKE_SOL_SECRET),
              })),
          ),
      },
    };
    this.wallet = {
      version: '1.0.0',
      name: options.name ?? 'Fake Solana Wallet',
      icon: (options.icon ?? FAKE_SOL_ICON) as Wallet['icon'],
      chains: (options.chains ?? ['solana:mainnet', 'solana:devnet']) as Wallet['chains'],
      get accounts() {
        return granted();
      },
      features: features as unknown as Wallet['features'],
    };
  }

  /** Registers the wallet through the standard's events (now, and when an app says it is ready); the unregistration. */
  register(): () => void {
    // Every app that asks gets the wallet (as @wallet-standard/wallet's registerWallet does); each one's unregistration
    // is kept for the uninstall.
    const unregister: (() => void)[] = [];
    const callback = ({ register }: RegisterApi) => void unregister.push(register(this.wallet));
    const onReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail);
    window.addEventListener('wallet-standard:app-ready', onReady);
    window.dispatchEvent(new RegisterWalletEvent(callback));
    return () => {
      window.removeEventListener('wallet-standard:app-ready', onReady);
      for (const off of unregister.splice(0)) off();
    };
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  /** The wallet switched its account's chains (e.g. to devnet): a change event. */
  setAccountChains(chains: string[]): void {
    this.accountChains = chains;
    for (const listener of [...this.listeners]) listener({ accounts: this.wallet.accounts });
  }

  private accounts(): WalletAccount[] {
    return [
      {
        address: this.address,
        publicKey: base58.decode(this.address),
        chains: this.accountChains as WalletAccount['chains'],
        features: ['solana:signAndSendTransaction', 'solana:signMessage'],
      },
    ];
  }

  /** Signs the fee payer's slot over the message bytes and sends the transaction to the RPC; its signature. */
  async signAndSend(wire: Uint8Array): Promise<{ signature: Uint8Array }> {
    const transaction = getTransactionDecoder().decode(wire);
    const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), FAKE_SOL_SECRET) as SignatureBytes;
    const signed: Transaction = {
      ...transaction,
      signatures: { ...transaction.signatures, [this.address]: signature },
    };
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    const answer = (await this.options.rpc('sendTransaction', [btoa(text), { encoding: 'base64' }])) as {
      result?: string;
      error?: { code: number; message: string };
    };
    // As Phantom does: the RPC's refusal (a failed simulation) in the wallet's own error, code -32603.
    if (answer.error) throw solanaWalletError(-32603, answer.error.message);
    return { signature: base58.decode(answer.result!) };
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

/** A JSON-RPC caller for a Solana RPC URL through a fetch (the simulator's, in tests). */
export const solanaRpc =
  (url: string, fetcher: typeof fetch = fetch) =>
  async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return response.json();
  };

let demo: FakeSolanaWallet | undefined;

/**
 * The demo's Solana wallet, registered once per page through the Wallet Standard: the simulator's ledger gives it
 * 10 SOL and 5,000 USDC, and every transaction it signs goes to the simulator's /rpc/solana, which credits the
 * deposit it makes.
 */
export async function demoSolWallet(sim: {
  baseUrl: string;
  fetch: typeof fetch;
  control<T>(path: string, body?: unknown): Promise<T>;
}): Promise<FakeSolanaWallet> {
  if (demo) return demo;
  demo = new FakeSolanaWallet({ name: 'Demo Solana Wallet', rpc: solanaRpc(`${sim.baseUrl}/rpc/solana`, sim.fetch) });
  await sim.control('/solana/fund', {
    address: FAKE_SOL_ACCOUNT,
    lamports: '10000000000',
    tokens: { [USDC_SOL_MINT]: '5000000000' },
  });
  demo.register();
  return demo;
}
