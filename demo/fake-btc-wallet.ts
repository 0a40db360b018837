// Fake Bitcoin wallets for the demo's Bitcoin story and the tests: a WBIP004 provider registered in
// `window.btc_providers` (JSON-RPC answers as Xverse and Leather give them) and a Unisat-style `window.unisat`. Both
// record every request exactly as asked and "send" a payment by asking `deposit` (the simulator's POST /_sim/deposit)
// for the transaction id. No keys, no coins, no chain.
import type { RecordedRequest } from './fake-wallet.js';

/** A payment a fake Bitcoin wallet was asked to send. */
export interface BtcPayment {
  from: string;
  to: string;
  /** Satoshis. */
  amount: bigint;
}

export interface FakeBtcOptions {
  /** Where the provider is installed on `window` (WBIP004 `id`). */
  id?: string;
  name?: string;
  icon?: string;
  /** The methods the btc_providers entry declares (undefined: none declared). */
  methods?: string[];
  /** The payment address (mainnet by default; a tb1 address is a testnet wallet). */
  address?: string;
  /** Whether the page may see the account without a prompt (Unisat's getAccounts). */
  authorized?: boolean;
  /** Satoshis held. */
  balance?: bigint;
  deposit(payment: BtcPayment): Promise<string>;
}

/** The payment address of the fakes: a mainnet P2WPKH address. */
export const FAKE_BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** A testnet address (a wallet switched to testnet). */
export const FAKE_BTC_TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const TAPROOT = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

/** A small orange "B" as an SVG data URL. */
export const FAKE_BTC_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23f7931a'/%3E%3Cpath d='M11 8h7a4 4 0 0 1 0 8h-7zm0 8h8a4 4 0 0 1 0 8h-8z' fill='none' stroke='%23fff' stroke-width='2.5'/%3E%3C/svg%3E";

/** A JSON-RPC error answer, as WBIP004 providers reject with it. */
export const btcRpcError = (code: number, message: string) => ({
  jsonrpc: '2.0',
  id: 'fake',
  error: { code, message },
});

let installed = 0;

/** A WBIP004 wallet (Xverse-like, or Leather-like with id "LeatherProvider"). */
export class FakeBtcWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces the answer to a method: return a value, throw (e.g. btcRpcError(4001, …)), or never settle. */
  readonly answers: Record<string, (params: unknown) => unknown> = {};
  readonly id: string;
  address: string;
  balance: bigint;
  readonly provider = { request: (method: string, params?: unknown) => this.request(method, params) };

  constructor(private readonly options: FakeBtcOptions) {
    this.id = options.id ?? `FakeBtcProvider${++installed}`;
    this.address = options.address ?? FAKE_BTC_ADDRESS;
    this.balance = options.balance ?? 50_000_000n;
  }

  /** Registers the provider in window.btc_providers (and at window[id]); returns the uninstaller. */
  install(): () => void {
    const w = window as unknown as Record<string, unknown> & { btc_providers?: unknown[] };
    w[this.id] = this.provider;
    const entry = {
      id: this.id,
      name: this.options.name ?? 'Fake Bitcoin Wallet',
      icon: this.options.icon ?? FAKE_BTC_ICON,
      webUrl: 'https://example.com',
      ...(this.options.methods ? { methods: this.options.methods } : {}),
    };
    (w.btc_providers ??= []).push(entry);
    return () => {
      delete w[this.id];
      w.btc_providers = (w.btc_providers ?? []).filter((e) => e !== entry);
    };
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  async request(method: string, params?: unknown): Promise<unknown> {
    this.requests.push(params === undefined ? { method } : { method, params });
    const answer = this.answers[method];
    const ok = (result: unknown) => ({ jsonrpc: '2.0', id: 'fake', result });
    if (answer) return answer(params);
    switch (method) {
      case 'getAddresses':
        return ok({
          addresses: [
            { address: TAPROOT, purpose: 'ordinals', addressType: 'p2tr' },
            { address: this.address, purpose: 'payment', addressType: 'p2wpkh' },
          ],
        });
      case 'getBalance':
        return ok({ confirmed: String(this.balance), unconfirmed: '0', total: String(this.balance) });
      case 'sendTransfer': {
        const [recipient] = (params as { recipients: { address: string; amount: number | string }[] }).recipients;
        const amount = BigInt(recipient!.amount);
        if (amount > this.balance) throw btcRpcError(-32603, 'Insufficient funds for this transfer');
        const txid = await this.options.deposit({ from: this.address, to: recipient!.address, amount });
        this.balance -= amount;
        return ok({ txid });
      }
      default:
        throw btcRpcError(-32601, `Method not supported: ${method}`);
    }
  }
}

/** A Unisat-style `window.unisat`: getAccounts never prompts, requestAccounts may, sendBitcoin(to, satoshis). */
export class FakeUnisat {
  readonly requests: RecordedRequest[] = [];
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  address: string;
  authorized: boolean;
  balance: bigint;
  private readonly listeners = new Map<string, Set<(value: unknown) => void>>();

  readonly provider = {
    getAccounts: () => this.call('getAccounts', [], () => (this.authorized ? [this.address] : [])),
    requestAccounts: () =>
      this.call('requestAccounts', [], () => {
        this.authorized = true;
        return [this.address];
      }),
    getBalance: () =>
      this.call('getBalance', [], () => ({
        confirmed: Number(this.balance),
        unconfirmed: 0,
        total: Number(this.balance),
      })),
    sendBitcoin: (to: string, satoshis: number) =>
      this.call('sendBitcoin', [to, satoshis], async () => {
        if (BigInt(satoshis) > this.balance) throw { code: -32603, message: 'Insufficient balance' };
        const txid = await this.options.deposit({ from: this.address, to, amount: BigInt(satoshis) });
        this.balance -= BigInt(satoshis);
        return txid;
      }),
    on: (event: string, listener: (value: unknown) => void) => {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
    },
  };

  constructor(private readonly options: FakeBtcOptions) {
    this.address = options.address ?? FAKE_BTC_ADDRESS;
    this.authorized = options.authorized ?? false;
    this.balance = options.balance ?? 50_000_000n;
  }

  install(): () => void {
    (window as { unisat?: unknown }).unisat = this.provider;
    return () => delete (window as { unisat?: unknown }).unisat;
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

let demo: FakeBtcWallet | undefined;

/**
 * The demo's Bitcoin wallet, registered once per page in window.btc_providers (WBIP004): it tells its balance (0.5
 * BTC), and every payment it sends is a deposit into the demo's simulator (POST /_sim/deposit), whose id it answers.
 */
export function demoBtcWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }): FakeBtcWallet {
  if (demo) return demo;
  demo = new FakeBtcWallet({
    id: 'DemoBitcoinProvider',
    name: 'Demo Bitcoin Wallet',
    methods: ['getAddresses', 'getBalance', 'sendTransfer'],
    deposit: async ({ to, amount, from }) => {
      const status = await sim.control<{ swapDetails: { originChainTxHashes: { hash: string }[] } }>('/deposit', {
        depositAddress: to,
        amount: String(amount),
        sender: from,
      });
      const hashes = status.swapDetails.originChainTxHashes;
      return hashes[hashes.length - 1]!.hash;
    },
  });
  demo.install();
  return demo;
}
