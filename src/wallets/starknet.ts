// Starknet wallets through the get-starknet wallet API (starknet-specs' wallet_rpc), without starknet.js: each
// wallet injects `window.starknet_<id>` (Argent X, Braavos...) with `request({ type, params })`; the page asks
// `wallet_requestAccounts` (with `silent_mode` on load: no prompt), checks `wallet_requestChainId` (SN_MAIN; SN_SEPOLIA
// or any other is refused before anything is signed) and asks `wallet_addInvokeTransaction` for exactly one call:
// the token contract's `transfer(recipient, amount: u256)`, the amount as its low and high 128-bit felts. The native
// STRK is the STRK token contract. Balances: `starknet_call` of `balanceOf` through the configured RPC URL. A refusal
// is the wallet API's USER_REFUSED_OP (113). Loaded on first need (starknetModule), never at load.
import type { FamilyPayment, WalletFamily } from './family.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';
import { jsonRpc, notABalance, unitsOf } from './chain-rpc.js';

/** The STRK token contract (mainnet), the chain's native coin as the token list lists it (no contract). */
export const STRK_TOKEN = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
/** `SN_MAIN` as a felt (its ASCII bytes). */
export const SN_MAIN = '0x534e5f4d41494e';
/** sn_keccak("balanceOf"): the entry point selector starknet_call takes (keccak-256 masked to 250 bits). */
export const BALANCE_OF_SELECTOR = '0x2e4263afad30923c891518314c3c95dbe830a16874e8abc5777a9a20b54c76e';
/** What Max leaves unspent of STRK (fri): 0.5 STRK, the fee of a transfer many times over. */
export const STRK_FEE_RESERVE = 500_000_000_000_000_000n;

/** A get-starknet wallet object as injected (the part used here). */
export interface StarknetWindowObject {
  id: string;
  name: string;
  icon?: string | { dark?: string; light?: string };
  request(call: { type: string; params?: unknown }): Promise<unknown>;
  on?(event: 'accountsChanged' | 'networkChanged', handler: (value: unknown) => void): void;
}

export interface StarknetWallet {
  info: ReturnType<typeof walletInfo>;
  provider: StarknetWindowObject;
}

export interface StarknetCall {
  contract_address: string;
  entry_point: string;
  calldata: string[];
}

const isWallet = (value: unknown): value is StarknetWindowObject =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as StarknetWindowObject).id === 'string' &&
  typeof (value as StarknetWindowObject).request === 'function';

const hex = (value: bigint): string => `0x${value.toString(16)}`;
/** Felts compare as numbers (`0x04…` is `0x4…`). */
const felt = (value: string): bigint | undefined => (/^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined);
const firstAccount = (answer: unknown): string | undefined =>
  Array.isArray(answer) && typeof answer[0] === 'string' && felt(answer[0]) !== undefined ? answer[0] : undefined;

/** A chain id felt as its text (`0x534e5f5345504f4c4941` is `SN_SEPOLIA`). */
function chainName(id: unknown): string {
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{2,64}$/.test(id)) return 'an unknown network';
  const digits = id.length % 2 ? `0${id.slice(2)}` : id.slice(2);
  const text = String.fromCharCode(...(digits.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  return /^[\x20-\x7e]{1,31}$/.test(text) ? text : id.slice(0, 20);
}

class StarknetSession extends WalletList<StarknetWallet> {
  private readonly watched = new WeakSet<object>();

  /** get-starknet's discovery: the `window.starknet*` objects, one per wallet id. */
  discover(): readonly StarknetWallet[] {
    if (typeof window === 'undefined') return this.list;
    const w = window as unknown as Record<string, unknown>;
    for (const key of Object.keys(w)) {
      if (!/^starknet(?:_|$)/.test(key)) continue;
      const provider = w[key];
      if (!isWallet(provider)) continue;
      const icon = typeof provider.icon === 'string' ? provider.icon : (provider.icon?.light ?? provider.icon?.dark);
      const info = walletInfo(`starknet:${provider.id}`, provider.name, icon);
      if (info.name) this.add({ info, provider });
    }
    return this.list;
  }

  /** The remembered wallet's account, asked with `silent_mode` (a wallet not yet authorized answers none). */
  async learn(): Promise<void> {
    const entry = this.remembered();
    if (this.current || !entry) return;
    try {
      const account = firstAccount(
        await entry.provider.request({ type: 'wallet_requestAccounts', params: { silent_mode: true } }),
      );
      if (account && !this.current) this.use(entry, account);
    } catch {
      // not authorized: the user connects when they choose to
    }
  }

  async connect(entry: StarknetWallet): Promise<string> {
    const account = firstAccount(await entry.provider.request({ type: 'wallet_requestAccounts' }));
    if (!account) throw new WalletFault('no-account');
    this.use(entry, account);
    return account;
  }

  private use(entry: StarknetWallet, account: string): void {
    const { provider } = entry;
    if (!this.watched.has(provider)) {
      this.watched.add(provider);
      provider.on?.('accountsChanged', (accounts) => {
        if (this.current?.wallet === entry) this.connected(entry, firstAccount(accounts));
      });
      provider.on?.('networkChanged', () => {
        if (this.current?.wallet === entry) this.connected(entry, this.current.account);
      });
    }
    this.connected(entry, account);
  }
}

const session = new StarknetSession('starknet');

const U128 = (1n << 128n) - 1n;

/** The one call: the token's `transfer` of exactly `amount` (u256: low, high) to the deposit address. */
export function transferCall({ depositAddress, amount, contractAddress }: FamilyPayment): StarknetCall {
  const value = BigInt(amount);
  return {
    contract_address: contractAddress || STRK_TOKEN,
    entry_point: 'transfer',
    calldata: [depositAddress, hex(value & U128), hex(value >> 128n)],
  };
}

/** The Starknet wallet client, as the controllers drive it. */
export const family: WalletFamily<StarknetWallet> = {
  walletSession: session,
  feeReserve: STRK_FEE_RESERVE,
  needsRpc: true,

  /** The wallet's chain (`wallet_requestChainId`) unless SN_MAIN: its name (SN_SEPOLIA...). */
  async testNetwork(entry) {
    const id = await entry.provider.request({ type: 'wallet_requestChainId' });
    return typeof id === 'string' && felt(id) === BigInt(SN_MAIN) ? undefined : chainName(id);
  },

  /** starknet_call of the token's balanceOf(account): a u256 as its low and high felts. */
  async balanceOf(_entry, account, contract, rpcUrl, fetcher) {
    if (!rpcUrl) return undefined;
    const answer = await jsonRpc<unknown[]>('Starknet', rpcUrl, fetcher, 'starknet_call', {
      request: {
        contract_address: contract || STRK_TOKEN,
        entry_point_selector: BALANCE_OF_SELECTOR,
        calldata: [account],
      },
      block_id: 'latest',
    });
    const low = unitsOf(Array.isArray(answer) ? answer[0] : undefined);
    const high = unitsOf(Array.isArray(answer) ? (answer[1] ?? '0x0') : undefined);
    return low === undefined || high === undefined ? notABalance() : (high << 128n) + low;
  },

  async sendPayment(entry, payment) {
    const answer = await entry.provider.request({
      type: 'wallet_addInvokeTransaction',
      params: { calls: [transferCall(payment)] },
    });
    const hash = (answer as { transaction_hash?: unknown } | undefined)?.transaction_hash;
    if (typeof hash !== 'string' || felt(hash) === undefined) {
      throw new WalletFault('error', 'The wallet gave no transaction hash.');
    }
    return hash.toLowerCase();
  },

  walletProblem: (error) => walletProblem(error, 'starknet'),

  sameAccount: (a, b) => !!a && !!b && felt(a) !== undefined && felt(a) === felt(b),
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
