// A fake Tron wallet for the demo's Tron story and the tests: a TIP-1193 provider announced through TIP-6963 that
// carries an injected fake TronWeb. Every provider request and TronWeb call is recorded exactly as asked; the
// transactions it builds carry the real encoding (TransferContract amounts in sun; TriggerSmartContract calldata:
// selector, the recipient's 20 bytes and the amount as 32-byte words), and broadcasting one "sends" it by asking
// `deposit` (the simulator's POST /_sim/deposit) for the transaction id. No chain; one real secp256k1 key, with
// which `trx.signMessageV2` signs messages as TronLink does (TIP-191), so the simulator can verify tip191 intents.
import { createBase58check, hex } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { RecordedRequest } from './fake-wallet.js';

const b58check = createBase58check(sha256);

/** A payment the fake broadcast: TRX (no contract) or a TRC-20 transfer. */
export interface TronPayment {
  from: string;
  to: string;
  /** Sun, or the token's smallest units. */
  amount: bigint;
  contract?: string;
}

export interface FakeTronOptions {
  name?: string;
  uuid?: string;
  icon?: string;
  account?: string;
  /** The page may see the account without a prompt (TronWeb's defaultAddress is set). */
  authorized?: boolean;
  /** The node the wallet's TronWeb talks to (a Nile or Shasta host is a test network). */
  host?: string;
  /** TRX held, in sun. */
  trx?: bigint;
  /** TRC-20 balances by contract (base58). */
  tokens?: Record<string, bigint>;
  /** False: the account was never activated (getAccount answers {}). */
  activated?: boolean;
  /** getAccountResources' answer. */
  resources?: Record<string, number>;
  deposit(payment: TronPayment): Promise<string>;
}

/** The fake's secp256k1 key (a fixed test key, never a real one) and its account. */
export const FAKE_TRON_SECRET = sha256(new TextEncoder().encode('swap-elements fake tron wallet'));
export const FAKE_TRON_ACCOUNT = b58check.encode(
  Uint8Array.of(0x41, ...keccak_256(secp256k1.getPublicKey(FAKE_TRON_SECRET, false).subarray(1)).subarray(-20)),
);
export const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A small red "T" as an SVG data URL. */
export const FAKE_TRON_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23c4262e'/%3E%3Cpath d='M9 9h14M16 9v15' stroke='%23fff' stroke-width='3'/%3E%3C/svg%3E";

/** A Tron address's 21 bytes (0x41 and 20) as hex. */
export const tronHex = (address: string): string => hex.encode(b58check.decode(address));
const fromTronHex = (value: string): string => b58check.encode(hex.decode(value));
const word = (value: string | bigint) => (typeof value === 'string' ? value : value.toString(16)).padStart(64, '0');

/** transfer(address,uint256) calldata as TronWeb encodes it: the selector, the 20-byte address, the amount. */
export const trc20TransferData = (to: string, amount: bigint | string): string =>
  `a9059cbb${word(tronHex(to).slice(2))}${word(BigInt(amount))}`;

type Transaction = {
  txID: string;
  raw_data: { contract: { type: string; parameter: { value: Record<string, unknown> } }[]; fee_limit?: number };
  signature?: string[];
};

let count = 0;

export class FakeTronWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces an answer, by method name ("eth_requestAccounts", "trx.sign", "trx.sendRawTransaction"...). */
  readonly answers: Record<string, (params: unknown[]) => unknown> = {};
  readonly info: { uuid: string; name: string; icon: string; rdns: string };
  account: string;
  trx: bigint;
  readonly tokens: Record<string, bigint>;
  activated: boolean;
  resources: Record<string, number>;
  private readonly listeners = new Map<string, Set<(value: unknown) => void>>();

  readonly tronWeb = {
    defaultAddress: { base58: false as string | false, hex: false as string | false },
    fullNode: { host: 'https://api.trongrid.io' },
    trx: {
      getBalance: (address: string) => this.call('trx.getBalance', [address], () => Number(this.trx)),
      getAccount: (address: string) =>
        this.call('trx.getAccount', [address], () =>
          this.activated ? { address: tronHex(address), balance: Number(this.trx) } : {},
        ),
      getAccountResources: (address: string) =>
        this.call('trx.getAccountResources', [address], () => ({ ...this.resources })),
      getChainParameters: () =>
        this.call('trx.getChainParameters', [], () => [
          { key: 'getTransactionFee', value: 1000 },
          { key: 'getEnergyFee', value: 100 },
        ]),
      /** TIP-191 as TronLink signs: keccak256("\x19TRON Signed Message:\n" + length + message), r ‖ s ‖ v (27/28). */
      signMessageV2: (message: string) =>
        this.call('trx.signMessageV2', [message], () => {
          if (this.account !== FAKE_TRON_ACCOUNT) throw new Error('The wallet holds no key for this account.');
          const bytes = new TextEncoder().encode(message);
          const prefix = new TextEncoder().encode(`\x19TRON Signed Message:\n${bytes.length}`);
          const digest = keccak_256(Uint8Array.from([...prefix, ...bytes]));
          const signed = secp256k1.sign(digest, FAKE_TRON_SECRET, { prehash: false, format: 'recovered' });
          return `0x${hex.encode(signed.subarray(1))}${(27 + signed[0]!).toString(16)}`;
        }),
      sign: (transaction: Transaction) =>
        this.call('trx.sign', [transaction], () => ({ ...transaction, signature: ['fake-signature'] })),
      sendRawTransaction: (signed: Transaction) =>
        this.call('trx.sendRawTransaction', [signed], () => this.broadcast(signed)),
    },
    transactionBuilder: {
      sendTrx: (to: string, amount: number, from: string) =>
        this.call('transactionBuilder.sendTrx', [to, amount, from], () =>
          this.transaction('TransferContract', {
            owner_address: tronHex(from),
            to_address: tronHex(to),
            amount,
          }),
        ),
      triggerSmartContract: (
        contract: string,
        selector: string,
        options: { feeLimit?: number },
        parameters: { type: string; value: string }[],
        from: string,
      ) =>
        this.call('transactionBuilder.triggerSmartContract', [contract, selector, options, parameters, from], () => {
          if (selector !== 'transfer(address,uint256)') throw new Error(`unexpected ${selector}`);
          const [to, amount] = parameters;
          const transaction = this.transaction(
            'TriggerSmartContract',
            {
              owner_address: tronHex(from),
              contract_address: tronHex(contract),
              data: trc20TransferData(to!.value, amount!.value),
            },
            options.feeLimit,
          );
          return { result: { result: true }, transaction };
        }),
      triggerConstantContract: (
        contract: string,
        selector: string,
        options: object,
        parameters: { type: string; value: string }[],
        from: string,
      ) =>
        this.call('transactionBuilder.triggerConstantContract', [contract, selector, options, parameters, from], () => {
          if (selector === 'balanceOf(address)') {
            const balance = parameters[0]!.value === this.account ? (this.tokens[contract] ?? 0n) : 0n;
            return { result: { result: true }, constant_result: [word(balance)] };
          }
          return { result: { result: true }, constant_result: [word(1n)], energy_used: 64_285 };
        }),
    },
  };

  /** What the page gets: the TIP-1193 provider carrying the TronWeb. */
  readonly provider = {
    request: (args: { method: string; params?: unknown }) =>
      this.call(args.method, args.params === undefined ? [] : [args.params], () => this.answer(args.method)),
    tronWeb: this.tronWeb,
    on: (event: string, listener: (value: unknown) => void) => {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
    },
  };

  constructor(private readonly options: FakeTronOptions) {
    this.info = {
      uuid: options.uuid ?? crypto.randomUUID(),
      name: options.name ?? 'Fake Tron Wallet',
      icon: options.icon ?? FAKE_TRON_ICON,
      rdns: 'test.fake-tron-wallet',
    };
    this.account = options.account ?? FAKE_TRON_ACCOUNT;
    this.trx = options.trx ?? 1_000_000_000n; // 1,000 TRX
    this.tokens = { [USDT_TRC20]: 5_000_000_000n, ...options.tokens };
    this.activated = options.activated ?? true;
    this.resources = options.resources ?? { freeNetLimit: 600, freeNetUsed: 0 };
    if (options.host) this.tronWeb.fullNode.host = options.host;
    if (options.authorized) this.authorize();
  }

  /** Announces the wallet now and on every request for providers (TIP-6963); returns the uninstaller. */
  announce(): () => void {
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('TIP6963:announceProvider', {
          detail: Object.freeze({ info: { ...this.info }, provider: this.provider }),
        }),
      );
    window.addEventListener('TIP6963:requestProvider', announce);
    announce();
    return () => window.removeEventListener('TIP6963:requestProvider', announce);
  }

  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }

  private authorize(): void {
    this.tronWeb.defaultAddress.base58 = this.account;
    this.tronWeb.defaultAddress.hex = tronHex(this.account);
  }

  private answer(method: string): unknown {
    if (method === 'eth_requestAccounts' || method === 'tron_requestAccounts') {
      this.authorize();
      return method === 'eth_requestAccounts' ? [this.account] : { code: 200, message: 'ok' };
    }
    throw { code: 4200, message: `The method ${method} is not supported.` };
  }

  private transaction(type: string, value: Record<string, unknown>, feeLimit?: number): Transaction {
    const txID = word(BigInt(++count)); // the broadcast answers the simulator's own id
    return {
      txID,
      raw_data: { contract: [{ type, parameter: { value } }], ...(feeLimit ? { fee_limit: feeLimit } : {}) },
    };
  }

  private async broadcast(signed: Transaction) {
    const { type, parameter } = signed.raw_data.contract[0]!;
    const value = parameter.value as Record<string, string>;
    const from = fromTronHex(value.owner_address!);
    let payment: TronPayment;
    if (type === 'TransferContract') {
      payment = { from, to: fromTronHex(value.to_address!), amount: BigInt(value.amount!) };
      if (payment.amount > this.trx)
        return {
          code: 'CONTRACT_VALIDATE_ERROR',
          message: hex.encode(new TextEncoder().encode('Validate TransferContract error, balance is not sufficient.')),
        };
    } else {
      const data = value.data!;
      const contract = fromTronHex(value.contract_address!);
      payment = {
        from,
        to: fromTronHex(`41${data.slice(8 + 24, 8 + 64)}`),
        amount: BigInt(`0x${data.slice(8 + 64)}`),
        contract,
      };
    }
    const txid = await this.options.deposit(payment);
    if (payment.contract) this.tokens[payment.contract] = (this.tokens[payment.contract] ?? 0n) - payment.amount;
    else this.trx -= payment.amount;
    return { result: true, txid, transaction: signed };
  }

  private async call(method: string, params: unknown[], run: () => unknown): Promise<never> {
    this.requests.push(params.length ? { method, params } : { method });
    const answer = this.answers[method];
    return (await (answer ? answer(params) : run())) as never;
  }
}

let demo: FakeTronWallet | undefined;

/**
 * The demo's Tron wallet, announced once per page through TIP-6963 with its injected TronWeb: 1,000 TRX and 5,000
 * USDT, and every transaction it broadcasts is a deposit into the demo's simulator (POST /_sim/deposit).
 */
export function demoTronWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }): FakeTronWallet {
  if (demo) return demo;
  demo = new FakeTronWallet({
    name: 'Demo Tron Wallet',
    uuid: 'swap-elements-demo-tron-wallet',
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
  demo.announce();
  return demo;
}
