// A fake browser wallet for the demo's wallet story and the tests: an EIP-1193 provider announced through EIP-6963
// that records every request, answers as a wallet does (accounts, chains, balances, the 4001/4902 errors) and "sends"
// a payment by asking `deposit` (the simulator's POST /_sim/deposit) for the transaction hash. No keys, no chain.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { CATALOGUE } from '../src/simulator/catalogue.js';

export interface RecordedRequest {
  method: string;
  params?: unknown;
}

/** A payment the fake was asked to send, decoded from the transaction (native value or ERC-20 transfer calldata). */
export interface FakePayment {
  chainId: number;
  from: string;
  /** The recipient: the deposit address (for an ERC-20 transfer, the calldata's `to`). */
  to: string;
  amount: bigint;
  /** The ERC-20 contract called; none for a native transfer. */
  contract?: string;
}

export interface FakeWalletOptions {
  name?: string;
  uuid?: string;
  rdns?: string;
  icon?: string;
  accounts?: string[];
  chainId?: number;
  /** Chains the wallet knows (switching to another fails with 4902); every chain when unset. */
  chains?: number[];
  /** The page may see the accounts without a prompt (eth_accounts answers them). */
  authorized?: boolean;
  /** An account's balance on a chain: the native coin (no contract) or an ERC-20 token. */
  balance?: (chainId: number, account: string, contract?: string) => bigint;
  gasPrice?: bigint;
  /** Makes the payment happen and returns its transaction hash. */
  deposit(payment: FakePayment): Promise<string>;
  /**
   * The account's secp256k1 secret key: `personal_sign` signs with it (without one the wallet cannot sign), and the
   * account is its address unless `accounts` is given.
   */
  secretKey?: Uint8Array;
}

/** The lower-case 0x address of a secp256k1 secret key. */
export function addressOfKey(secretKey: Uint8Array): string {
  const point = secp256k1.getPublicKey(secretKey, false);
  return `0x${Array.from(keccak_256(point.subarray(1)).subarray(-20), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** An EIP-1193 error as wallets throw them. */
export const rpcError = (code: number, message: string): Error & { code: number } =>
  Object.assign(new Error(message), { code });

const hex = (n: number | bigint) => `0x${n.toString(16)}`;

/** A small orange square as an SVG data URL: the fake's icon. */
export const FAKE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23e8731c'/%3E%3Cpath d='M9 11h14v10H9z' fill='%23fff'/%3E%3C/svg%3E";

export class FakeWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces the wallet's answer to a method: return a value, throw (e.g. rpcError(4001, …)), or never settle. */
  readonly answers: Record<string, (params: unknown) => unknown> = {};
  readonly info: { uuid: string; name: string; icon: string; rdns: string };
  accounts: string[];
  chainId: number;
  authorized: boolean;
  private readonly listeners = new Map<string, Set<(value: unknown) => void>>();

  /** What the page gets: the EIP-1193 provider. */
  readonly provider = {
    request: (args: { method: string; params?: unknown }) => this.request(args),
    on: (event: string, listener: (value: unknown) => void) => {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
    },
    removeListener: (event: string, listener: (value: unknown) => void) => this.listeners.get(event)?.delete(listener),
  };

  constructor(private readonly options: FakeWalletOptions) {
    this.info = {
      uuid: options.uuid ?? crypto.randomUUID(),
      name: options.name ?? 'Fake Wallet',
      icon: options.icon ?? FAKE_ICON,
      rdns: options.rdns ?? 'test.fake-wallet',
    };
    this.accounts =
      options.accounts ??
      (options.secretKey ? [addressOfKey(options.secretKey)] : ['0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359']);
    this.chainId = options.chainId ?? 1;
    this.authorized = options.authorized ?? false;
  }

  /** Announces the wallet now and on every request for providers (EIP-6963); returns the uninstaller. */
  announce(): () => void {
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({ info: { ...this.info }, provider: this.provider }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
    return () => window.removeEventListener('eip6963:requestProvider', announce);
  }

  /** Requests of one method, in order. */
  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  /** Another account selected in the wallet (as a user does in its menu). */
  selectAccount(account: string): void {
    this.accounts = [account, ...this.accounts.filter((a) => a !== account)];
    this.emit('accountsChanged', [...this.accounts]);
  }

  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }

  private balance(account: string, contract?: string): bigint {
    return this.options.balance?.(this.chainId, account, contract) ?? 10n ** 24n;
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.requests.push(params === undefined ? { method } : { method, params });
    const answer = this.answers[method];
    if (answer) return answer(params);
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : [];
      case 'eth_requestAccounts':
        this.authorized = true;
        return [...this.accounts];
      case 'eth_chainId':
        return hex(this.chainId);
      case 'wallet_switchEthereumChain': {
        const id = Number((list[0] as { chainId: string }).chainId);
        if (this.options.chains && !this.options.chains.includes(id)) {
          throw rpcError(
            4902,
            `Unrecognized chain ID "${hex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        }
        if (id !== this.chainId) {
          this.chainId = id;
          this.emit('chainChanged', hex(id));
        }
        return null;
      }
      case 'eth_getBalance':
        return hex(this.balance(String(list[0])));
      case 'eth_call': {
        const { to, data } = list[0] as { to: string; data: string };
        if (!data.startsWith('0x70a08231')) throw rpcError(-32000, 'execution reverted');
        const owner = `0x${data.slice(-40)}`;
        return `0x${this.balance(owner, to.toLowerCase()).toString(16).padStart(64, '0')}`;
      }
      case 'eth_gasPrice':
        return hex(this.options.gasPrice ?? 1_000_000_000n);
      case 'eth_sendTransaction': {
        if (!this.authorized) throw rpcError(4100, 'The requested account has not been authorized by the user.');
        const tx = list[0] as { from: string; to: string; value?: string; data?: string };
        const transfer = tx.data?.startsWith('0xa9059cbb');
        const payment: FakePayment = transfer
          ? {
              chainId: this.chainId,
              from: tx.from,
              to: `0x${tx.data!.slice(10 + 24, 10 + 64)}`,
              amount: BigInt(`0x${tx.data!.slice(10 + 64)}`),
              contract: tx.to.toLowerCase(),
            }
          : { chainId: this.chainId, from: tx.from, to: tx.to, amount: BigInt(tx.value ?? '0x0') };
        return this.options.deposit(payment);
      }
      case 'personal_sign': {
        // EIP-191 version 0x45: keccak256("\x19Ethereum Signed Message:\n" + length + message), answered as r ‖ s ‖ v
        // with v 27 or 28, as wallets do.
        if (!this.authorized) throw rpcError(4100, 'The requested account has not been authorized by the user.');
        const [message, address] = list as [string, string];
        const key = this.options.secretKey;
        if (!key || String(address).toLowerCase() !== addressOfKey(key)) {
          throw rpcError(-32602, 'The wallet holds no key for this account.');
        }
        const bytes = fromHex(message);
        const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
        const digest = keccak_256(Uint8Array.from([...prefix, ...bytes]));
        const signed = secp256k1.sign(digest, key, { prehash: false, format: 'recovered' });
        return `0x${toHex(signed.subarray(1))}${(27 + signed[0]!).toString(16)}`;
      }
      default:
        throw rpcError(4200, `The method ${method} is not supported.`);
    }
  }
}

let demo: FakeWallet | undefined;

/**
 * The demo wallet's secp256k1 key (sha256 of "swap-elements demo wallet"): a stand-in, public by design, so its
 * `personal_sign` signs intents the simulator can verify. Its account, 0x56cf7e8d7ff2ae9ba218a28d26d5d200a13f2e8a, is
 * the demo's refund address and its NEAR Intents account.
 */
export const DEMO_WALLET_KEY = Uint8Array.from(
  'abf4e8c462e02466c363da2b8c29d84893b8f81fbfb042092ccf2f801ee46733'.match(/../g)!,
  (b) => parseInt(b, 16),
);

/** What a demo visitor plausibly holds: 2.5 of a chain's coin, 5,000 of a token (its decimals from the simulator's
 * catalogue; 18 for one it does not list). Enough for Max to quote, unlike the fake's default of 10^24 units. */
export function demoBalance(_chainId: number, _account: string, contract?: string): bigint {
  if (!contract) return 25n * 10n ** 17n;
  const entry = CATALOGUE.find((token) => token.contractAddress?.toLowerCase() === contract.toLowerCase());
  return 5_000n * 10n ** BigInt(entry?.decimals ?? 18);
}

/**
 * The demo's wallet, announced once per page: on Ethereum with the demo's refund address (its key's account), every
 * payment it sends is a deposit into the demo's simulator (POST /_sim/deposit), whose transaction hash it answers, and
 * it signs intents with personal_sign.
 */
export function demoWallet(sim: { control<T>(path: string, body?: unknown): Promise<T> }): FakeWallet {
  if (demo) return demo;
  demo = new FakeWallet({
    name: 'Demo Wallet',
    uuid: 'swap-elements-demo-wallet',
    rdns: 'org.swap-elements.demo',
    chainId: 1,
    balance: demoBalance,
    secretKey: DEMO_WALLET_KEY,
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
