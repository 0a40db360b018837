// A fake get-starknet wallet for the demo's Starknet story and the tests: injected as `window.starknet_fake` with
// `request({ type, params })` answering `wallet_requestAccounts` (silent_mode honoured), `wallet_requestChainId` and
// `wallet_addInvokeTransaction`, and `on` for `accountsChanged` / `networkChanged`. Every request is recorded as
// asked; it reads the payment out of the one `transfer` call (u256 from its low and high felts) and pays it into the
// simulator (POST /_sim/deposit), whose transaction id it answers as the transaction hash.
import type { RecordedRequest } from './fake-wallet.js';

export const FAKE_STARKNET_ACCOUNT = `0x0${'3c'.repeat(31)}5`;
export const FAKE_STARKNET_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230c0c4f'/%3E%3Ccircle cx='16' cy='16' r='7' fill='%23ec796b'/%3E%3C/svg%3E";
export const SN_MAIN_ID = '0x534e5f4d41494e';
export const SN_SEPOLIA_ID = '0x534e5f5345504f4c4941';

export interface StarknetPayment {
  from: string;
  to: string;
  amount: bigint;
  token: string;
}

export interface FakeStarknetOptions {
  name?: string;
  chainId?: string;
  authorized?: boolean;
  pay(payment: StarknetPayment): Promise<string>;
}

/** A wallet API error (starknet-specs wallet_rpc), e.g. 113 USER_REFUSED_OP. */
export const starknetError = (code: number, message: string): Error & { code: number } =>
  Object.assign(new Error(message), { code });

type Call = { contract_address: string; entry_point: string; calldata: string[] };

/** The payment one `transfer(recipient, u256)` call makes. */
export function readStarknetTransfer(from: string, calls: Call[]): StarknetPayment {
  if (calls.length !== 1 || calls[0]!.entry_point !== 'transfer') throw new Error('not one transfer');
  const [to, low, high] = calls[0]!.calldata;
  return { from, to: to!, amount: (BigInt(high!) << 128n) + BigInt(low!), token: calls[0]!.contract_address };
}

export class FakeStarknetWallet {
  readonly requests: RecordedRequest[] = [];
  readonly answers: Record<string, (params: unknown) => unknown> = {};
  readonly address = FAKE_STARKNET_ACCOUNT;
  authorized: boolean;
  chainId: string;
  private readonly handlers = new Map<string, Set<(value: unknown) => void>>();
  readonly provider: {
    id: string;
    name: string;
    version: string;
    icon: string;
    request(call: { type: string; params?: unknown }): Promise<unknown>;
    on(event: string, handler: (value: unknown) => void): void;
    off(event: string, handler: (value: unknown) => void): void;
  };

  constructor(private readonly options: FakeStarknetOptions) {
    this.authorized = options.authorized ?? false;
    this.chainId = options.chainId ?? SN_MAIN_ID;
    this.provider = {
      id: 'fake',
      name: options.name ?? 'Fake Starknet Wallet',
      version: '1.0.0',
      icon: FAKE_STARKNET_ICON,
      request: (call) => this.request(call),
      on: (event, handler) => {
        if (!this.handlers.has(event)) this.handlers.set(event, new Set());
        this.handlers.get(event)!.add(handler);
      },
      off: (event, handler) => this.handlers.get(event)?.delete(handler),
    };
  }

  /** Injects the wallet as get-starknet wallets do (`window.starknet_<id>`); the removal. */
  inject(): () => void {
    const w = window as unknown as Record<string, unknown>;
    w.starknet_fake = this.provider;
    return () => void delete w.starknet_fake;
  }

  calls(type: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === type);
  }

  setChain(chainId: string): void {
    this.chainId = chainId;
    for (const handler of [...(this.handlers.get('networkChanged') ?? [])]) handler(chainId);
  }

  private async request({ type, params }: { type: string; params?: unknown }): Promise<unknown> {
    this.requests.push(params === undefined ? { method: type } : { method: type, params: structuredClone(params) });
    const answer = this.answers[type];
    if (answer) return answer(params);
    switch (type) {
      case 'wallet_requestAccounts':
        if ((params as { silent_mode?: boolean } | undefined)?.silent_mode && !this.authorized) return [];
        this.authorized = true;
        return [this.address];
      case 'wallet_requestChainId':
        return this.chainId;
      case 'wallet_addInvokeTransaction': {
        const calls = (params as { calls: Call[] }).calls;
        return { transaction_hash: await this.options.pay(readStarknetTransfer(this.address, calls)) };
      }
      default:
        throw starknetError(-32601, `unknown method ${type}`);
    }
  }
}

let demo: FakeStarknetWallet | undefined;

/** The demo's Starknet wallet, injected once per page: 100 STRK on the simulator's ledger; its payments are deposits. */
export async function demoStarknetWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }) {
  if (demo) return demo;
  const fake = new FakeStarknetWallet({
    name: 'Demo Starknet Wallet',
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
  await sim.control('/chain-balance', {
    chain: 'starknet',
    account: FAKE_STARKNET_ACCOUNT,
    amount: '100000000000000000000',
  });
  fake.inject();
  return fake;
}
