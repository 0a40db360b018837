// A fake AIP-62 wallet (Aptos and Movement) for the demo's stories and the tests: registered through the Wallet
// Standard's window events with `aptos:connect`, `aptos:account`, `aptos:network`, `aptos:disconnect`,
// `aptos:onAccountChange`, `aptos:onNetworkChange` and `aptos:signAndSubmitTransaction` (1.1: `{ payload }`). Every
// call is recorded as asked; answers are AIP-62 UserResponses. It reads the payment out of the entry-function payload
// and pays it into the simulator (POST /_sim/deposit), whose transaction id it answers as the hash.
import type { Wallet } from '@wallet-standard/base';
import type { RecordedRequest } from './fake-wallet.js';

export const FAKE_APTOS_ACCOUNT = `0x${'a7'.repeat(32)}`;
export const FAKE_APTOS_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23111'/%3E%3Cpath d='M8 20h16M8 16h16M8 12h16' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E";

/** A network as `aptos:network` answers it. */
export type FakeAptosNetwork = { name: string; chainId: number; url?: string };
export const APTOS_MAINNET: FakeAptosNetwork = { name: 'mainnet', chainId: 1 };
export const APTOS_TESTNET: FakeAptosNetwork = { name: 'testnet', chainId: 2 };
export const MOVEMENT_MAINNET: FakeAptosNetwork = { name: 'custom', chainId: 126 };

export interface AptosPayment {
  from: string;
  to: string;
  amount: bigint;
  /** The coin type, or the fungible asset's metadata address. */
  token: string;
}

export interface FakeAptosOptions {
  name?: string;
  network?: FakeAptosNetwork;
  authorized?: boolean;
  pay(payment: AptosPayment): Promise<string>;
}

type RegisterApi = { register(...wallets: Wallet[]): () => void };
type Payload = { function: string; typeArguments: string[]; functionArguments: string[] };

class RegisterWalletEvent extends Event {
  constructor(readonly detail: (api: RegisterApi) => void) {
    super('wallet-standard:register-wallet');
  }
}

/** The payment an entry-function payload makes (aptos_account::transfer_coins or primary_fungible_store::transfer). */
export function readAptosTransfer(from: string, payload: Payload): AptosPayment {
  const args = payload.functionArguments;
  if (payload.function === '0x1::aptos_account::transfer_coins') {
    return { from, to: args[0]!, amount: BigInt(args[1]!), token: payload.typeArguments[0]! };
  }
  if (payload.function === '0x1::primary_fungible_store::transfer') {
    return { from, to: args[1]!, amount: BigInt(args[2]!), token: args[0]! };
  }
  throw new Error(`the fake wallet does not know ${payload.function}`);
}

export class FakeAptosWallet {
  readonly requests: RecordedRequest[] = [];
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  readonly address = FAKE_APTOS_ACCOUNT;
  authorized: boolean;
  network: FakeAptosNetwork;
  private readonly accountListeners = new Set<(account: unknown) => void>();
  private readonly networkListeners = new Set<(network: FakeAptosNetwork) => void>();
  readonly wallet: Wallet;

  constructor(private readonly options: FakeAptosOptions) {
    this.authorized = options.authorized ?? false;
    this.network = options.network ?? APTOS_MAINNET;
    const account = () => ({ address: this.address, publicKey: `0x${'00'.repeat(32)}` });
    const features = {
      'aptos:connect': {
        version: '1.0.0',
        connect: (silent?: boolean) =>
          this.call('aptos:connect', silent === undefined ? [] : [silent], () => {
            if (silent && !this.authorized) return { status: 'Rejected' };
            this.authorized = true;
            return { status: 'Approved', args: account() };
          }),
      },
      'aptos:account': {
        version: '1.0.0',
        account: () =>
          this.call('aptos:account', [], () => {
            if (!this.authorized) throw new Error('not connected');
            return account();
          }),
      },
      'aptos:network': {
        version: '1.0.0',
        network: () => this.call('aptos:network', [], () => this.network),
      },
      'aptos:disconnect': {
        version: '1.0.0',
        disconnect: () => this.call('aptos:disconnect', [], () => void (this.authorized = false)),
      },
      'aptos:onAccountChange': {
        version: '1.0.0',
        onAccountChange: async (listener: (account: unknown) => void) => void this.accountListeners.add(listener),
      },
      'aptos:onNetworkChange': {
        version: '1.0.0',
        onNetworkChange: async (listener: (network: FakeAptosNetwork) => void) =>
          void this.networkListeners.add(listener),
      },
      'aptos:signAndSubmitTransaction': {
        version: '1.1.0',
        signAndSubmitTransaction: (input: { payload: Payload }) =>
          this.call('aptos:signAndSubmitTransaction', [structuredClone(input)], async () => ({
            status: 'Approved',
            args: { hash: await this.options.pay(readAptosTransfer(this.address, input.payload)) },
          })),
      },
    };
    this.wallet = {
      version: '1.0.0',
      name: options.name ?? 'Fake Aptos Wallet',
      icon: FAKE_APTOS_ICON as Wallet['icon'],
      chains: ['aptos:mainnet', 'aptos:testnet'] as Wallet['chains'],
      accounts: [],
      features: features as unknown as Wallet['features'],
    };
  }

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

  /** The wallet switched networks: its onNetworkChange listeners are told. */
  setNetwork(network: FakeAptosNetwork): void {
    this.network = network;
    for (const listener of [...this.networkListeners]) listener(network);
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

const demos: Partial<Record<'aptos' | 'movement', FakeAptosWallet>> = {};

/** The demo's Aptos or Movement wallet, registered once per page: 20 of the native coin on the simulator's ledger. */
export async function demoAptosWallet(
  sim: { control<T>(path: string, body?: unknown): Promise<T> },
  chain: 'aptos' | 'movement',
) {
  const known = demos[chain];
  if (known) return known;
  const fake = new FakeAptosWallet({
    name: chain === 'aptos' ? 'Demo Aptos Wallet' : 'Demo Movement Wallet',
    network: chain === 'aptos' ? APTOS_MAINNET : MOVEMENT_MAINNET,
    pay: async ({ from, to, amount }) => {
      const answer = await sim.control<{ swapDetails: { originChainTxHashes: { hash: string }[] } }>('/deposit', {
        depositAddress: to,
        amount: String(amount),
        sender: from,
      });
      return answer.swapDetails.originChainTxHashes.at(-1)!.hash;
    },
  });
  demos[chain] = fake;
  await sim.control('/chain-balance', { chain, account: FAKE_APTOS_ACCOUNT, amount: '2000000000' });
  fake.register();
  return fake;
}
