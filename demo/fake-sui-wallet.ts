// A fake Sui wallet for the demo's Sui story and the tests: a Wallet Standard wallet (registered through the
// standard's window events) with `standard:connect`, `standard:disconnect`, `standard:events` and
// `sui:signAndExecuteTransaction`. Every call is recorded as asked (the transaction as the JSON its `toJSON()` gave);
// it reads the payment out of the transaction (the coin split, the amount and the recipient) as a wallet's SDK
// resolves it, and pays it into the simulator (POST /_sim/deposit), whose transaction id it answers as the digest.
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { RecordedRequest } from './fake-wallet.js';

/** The fake's account (a stand-in, never a real wallet's). */
export const FAKE_SUI_ACCOUNT = `0x${'5a'.repeat(32)}`;
export const FAKE_SUI_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234da2ff'/%3E%3Cpath d='M16 6c4 5 7 9 7 13a7 7 0 0 1-14 0c0-4 3-8 7-13z' fill='%23fff'/%3E%3C/svg%3E";

/** What the fake was asked to pay, read from the transaction: `coin` is `gas` (SUI) or the coin objects' ids. */
export interface SuiPayment {
  from: string;
  to: string;
  amount: bigint;
  coin: 'gas' | string[];
}

export interface FakeSuiOptions {
  name?: string;
  /** The wallet's chains (default mainnet and testnet) and its account's (default mainnet). */
  chains?: string[];
  accountChains?: string[];
  authorized?: boolean;
  /** Makes the payment on the simulator; its transaction id. */
  pay(payment: SuiPayment): Promise<string>;
}

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void;
type RegisterApi = { register(...wallets: Wallet[]): () => void };
type Json = Record<string, unknown>;

class RegisterWalletEvent extends Event {
  constructor(readonly detail: (api: RegisterApi) => void) {
    super('wallet-standard:register-wallet');
  }
}

/** A refusal as @wallet-standard/errors words one in production: its code only. */
export const suiRefusal = (): Error =>
  Object.assign(new Error('Wallet Standard error #4001000'), { context: { __code: 4001000 } });

/** The payment a SerializedTransactionDataV2 makes: one SplitCoins of one amount, its result sent to one address. */
export function readSuiTransfer(from: string, data: Json): SuiPayment {
  const inputs = data.inputs as Json[];
  const commands = data.commands as Json[];
  const pure = (arg: unknown) => String((inputs[(arg as { Input: number }).Input]!.UnresolvedPure as Json).value);
  const split = commands.find((c) => c.SplitCoins)!.SplitCoins as { coin: Json; amounts: unknown[] };
  const transfer = commands.find((c) => c.TransferObjects)!.TransferObjects as { address: unknown };
  const objectId = (arg: unknown) =>
    String((inputs[(arg as { Input: number }).Input]!.UnresolvedObject as Json).objectId);
  const merge = commands.find((c) => c.MergeCoins)?.MergeCoins as { sources: unknown[] } | undefined;
  return {
    from,
    to: pure(transfer.address),
    amount: BigInt(pure(split.amounts[0])),
    coin: split.coin.GasCoin ? 'gas' : [objectId(split.coin), ...(merge?.sources ?? []).map(objectId)],
  };
}

export class FakeSuiWallet {
  readonly requests: RecordedRequest[] = [];
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  readonly address = FAKE_SUI_ACCOUNT;
  authorized: boolean;
  accountChains: string[];
  private readonly listeners = new Set<Listener>();
  readonly wallet: Wallet;

  constructor(private readonly options: FakeSuiOptions) {
    this.authorized = options.authorized ?? false;
    this.accountChains = options.accountChains ?? ['sui:mainnet'];
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
        disconnect: () => this.call('standard:disconnect', [], () => void (this.authorized = false)),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          this.listeners.add(listener);
          return () => this.listeners.delete(listener);
        },
      },
      'sui:signAndExecuteTransaction': {
        version: '2.0.0',
        signAndExecuteTransaction: async (input: {
          transaction: { toJSON(): Promise<string> };
          account: WalletAccount;
          chain: string;
        }) => {
          const transaction = JSON.parse(await input.transaction.toJSON()) as Json;
          return this.call(
            'sui:signAndExecuteTransaction',
            [{ account: input.account.address, chain: input.chain, transaction }],
            async () => {
              const digest = await this.options.pay(readSuiTransfer(input.account.address, transaction));
              return { digest, bytes: '', signature: '', effects: '' };
            },
          );
        },
      },
    };
    this.wallet = {
      version: '1.0.0',
      name: options.name ?? 'Fake Sui Wallet',
      icon: FAKE_SUI_ICON as Wallet['icon'],
      chains: (options.chains ?? ['sui:mainnet', 'sui:testnet']) as Wallet['chains'],
      get accounts() {
        return granted();
      },
      features: features as unknown as Wallet['features'],
    };
  }

  /** Registers through the standard's events (now, and when an app says it is ready); the unregistration. */
  register(): () => void {
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

  /** The wallet moved its account to other chains (e.g. testnet): a change event. */
  setAccountChains(chains: string[]): void {
    this.accountChains = chains;
    for (const listener of [...this.listeners]) listener({ accounts: this.wallet.accounts });
  }

  private accounts(): WalletAccount[] {
    return [
      {
        address: this.address,
        publicKey: new Uint8Array(32),
        chains: this.accountChains as WalletAccount['chains'],
        features: ['sui:signAndExecuteTransaction'],
      },
    ];
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

let demo: FakeSuiWallet | undefined;

/** The demo's Sui wallet, registered once per page: 50 SUI on the simulator's Sui ledger; its payments are deposits. */
export async function demoSuiWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }) {
  if (demo) return demo;
  const fake = new FakeSuiWallet({
    name: 'Demo Sui Wallet',
    pay: async ({ from, to, amount }) => {
      const answer = await sim.control<{ swapDetails: { originChainTxHashes: { hash: string }[] } }>('/deposit', {
        depositAddress: to,
        amount: String(amount),
        sender: from,
      });
      return answer.swapDetails.originChainTxHashes.at(-1)!.hash;
    },
  });
  demo = fake;
  await sim.control('/chain-balance', { chain: 'sui', account: FAKE_SUI_ACCOUNT, amount: '50000000000' });
  fake.register();
  return fake;
}
