// Browser wallets on EVM chains, without a wallet SDK: EIP-6963 discovery (falling back to `window.ethereum`), the
// page's one wallet connection, and the few EIP-1193 requests a payment and a balance need, as one more WalletFamily
// (family.ts) whose wallets are moved between chains. Loaded on first need (evmModule in controllers/wallet-module.ts),
// never with the script tag. Each chain family's wallet client is a module of this folder and a chunk of its own; the
// controllers that drive a payment or a balance read bound every wait on their host's timer port.
import { base58Encode } from '../api/base58.js';
import { evmChainId, isEvmAddress, sameEvmAddress } from '../core/chains.js';
import { erc20BalanceOfData, erc20TransferData, fromQuantity, hexChainId, toQuantity } from '../core/evm.js';
import type { FamilyPayment, FamilyProblem, IntentToSign, SignedIntent, WalletFamily, WalletInfo } from './family.js';
import { errorCodes, isRefusal } from './refusal.js';
import { keepWallet, recallWallet, walletKey } from './memory.js';

export { setWalletMemory } from './memory.js';

/** An EIP-1193 provider: what an injected wallet gives the page. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (value: unknown) => void): unknown;
}

/** An EIP-6963 announcement's wallet (its info checked), or the `window.ethereum` fallback (an empty name). */
export interface Wallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

/** The wallet this page is connected to and its selected account. */
interface Connection {
  wallet: Wallet;
  account: string;
}

const ICON = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;
const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof (value as Eip1193Provider | undefined)?.request === 'function';

function walletInfo(value: unknown): WalletInfo | undefined {
  const info = value as Partial<Record<keyof WalletInfo, unknown>> | undefined;
  if (typeof info?.uuid !== 'string' || !info.uuid || typeof info.name !== 'string') return undefined;
  const name = info.name.replace(/\s+/g, ' ').trim().slice(0, 40);
  if (!name) return undefined;
  return {
    uuid: info.uuid,
    name,
    ...(typeof info.icon === 'string' && ICON.test(info.icon) ? { icon: info.icon } : {}),
    ...(typeof info.rdns === 'string' ? { rdns: info.rdns } : {}),
  };
}

const firstAccount = (accounts: unknown): string | undefined =>
  Array.isArray(accounts) && typeof accounts[0] === 'string' && accounts[0] ? accounts[0] : undefined;

/** The wallets of the page and its connection, shared by every element (one wallet prompt serves them all). */
class WalletSession {
  private list: Wallet[] = [];
  private current?: Connection;
  private fallback = false;
  private listening = false;
  private readonly watched = new WeakSet<Eip1193Provider>();
  private readonly listeners = new Set<() => void>();
  /** Moves on when the connected wallet reports another account or chain: balances are read again. */
  epoch = 0;

  get wallets(): readonly Wallet[] {
    return this.list;
  }

  get connection(): Connection | undefined {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the page's wallets to announce themselves (EIP-6963); `window.ethereum` only when none does. */
  discover(): readonly Wallet[] {
    if (typeof window === 'undefined') return this.list;
    if (!this.listening) {
      this.listening = true;
      window.addEventListener('eip6963:announceProvider', this.onAnnounce);
    }
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    const injected = (window as { ethereum?: unknown }).ethereum;
    if (!this.list.length && isProvider(injected)) {
      this.fallback = true;
      this.list = [{ info: { uuid: 'window.ethereum', name: '' }, provider: injected }];
      this.notify();
    }
    return this.list;
  }

  /**
   * The account the wallet this site remembers (memory.ts) still lets it see (eth_accounts never
   * prompts); no other wallet is asked.
   */
  async learn(): Promise<void> {
    const remembered = recallWallet();
    const wallet =
      remembered?.family === 'evm' ? this.list.find((w) => walletKey(w.info) === remembered.wallet) : undefined;
    if (this.current || !wallet) return;
    try {
      const account = firstAccount(await wallet.provider.request({ method: 'eth_accounts' }));
      if (account && !this.current) this.connected(wallet, account);
    } catch {
      // A wallet that will not say is not connected.
    }
  }

  /** Asks the wallet for an account (it may prompt the user) and keeps the connection. */
  async connect(wallet: Wallet): Promise<string> {
    const account = firstAccount(await wallet.provider.request({ method: 'eth_requestAccounts' }));
    if (!account) throw new WalletFault('no-account');
    this.connected(wallet, account);
    return account;
  }

  /** Forgets the connection and the remembered wallet (EIP-1193 has no standard way to tell the wallet). */
  disconnect(): void {
    this.current = undefined;
    keepWallet(undefined);
    this.changed();
  }

  /** Forgets the wallets and the connection (tests; a page that installs wallets again). */
  reset(): void {
    this.list = [];
    this.current = undefined;
    this.fallback = false;
    this.notify();
  }

  private connected(wallet: Wallet, account: string): void {
    this.current = { wallet, account };
    keepWallet({ family: 'evm', wallet: walletKey(wallet.info) });
    const { provider } = wallet;
    if (!this.watched.has(provider)) {
      this.watched.add(provider);
      provider.on?.('accountsChanged', (accounts) => {
        if (this.current?.wallet !== wallet) return;
        const next = firstAccount(accounts);
        this.current = next ? { wallet, account: next } : undefined;
        this.changed();
      });
      provider.on?.('chainChanged', () => {
        if (this.current?.wallet === wallet) this.changed();
      });
    }
    this.changed();
  }

  private changed(): void {
    this.epoch++;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private readonly onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: unknown; provider?: unknown }>).detail;
    const info = walletInfo(detail?.info);
    const provider = detail?.provider;
    if (!info || !isProvider(provider)) return;
    if (this.fallback) {
      // The injected provider was a stand-in until the wallets announced themselves.
      this.fallback = false;
      this.list = [];
    }
    if (this.list.some((w) => w.info.uuid === info.uuid)) return;
    this.list = [...this.list, { info, provider }];
    this.notify();
  };
}

const walletSession = new WalletSession();

// ---- requests ---------------------------------------------------------------------------------------------------

/** The wallet's current chain as a number (undefined when it answers something else). */
async function chainIdOf(provider: Eip1193Provider): Promise<number | undefined> {
  const id = fromQuantity(await provider.request({ method: 'eth_chainId' }));
  return id === undefined ? undefined : Number(id);
}

/** Asks the wallet to switch chains; a wallet that does not know the chain fails with 4902 (see walletProblem). */
async function switchChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexChainId(chainId) }] });
}

/** The account's balance on the wallet's chain in smallest units: the native coin, or an ERC-20 token's balanceOf. */
async function balanceOf(provider: Eip1193Provider, account: string, contract?: string): Promise<bigint> {
  if (contract !== undefined && !isEvmAddress(contract))
    throw new WalletFault('error', 'The token has no EVM contract.');
  const answer = contract
    ? await provider.request({
        method: 'eth_call',
        params: [{ to: contract, data: erc20BalanceOfData(account) }, 'latest'],
      })
    : await provider.request({ method: 'eth_getBalance', params: [account, 'latest'] });
  const balance = fromQuantity(answer);
  if (balance === undefined)
    throw new WalletFault('error', 'The wallet answered with something that is not a balance.');
  return balance;
}

/** The wallet's gas price in wei. */
async function gasPrice(provider: Eip1193Provider): Promise<bigint> {
  const price = fromQuantity(await provider.request({ method: 'eth_gasPrice' }));
  if (price === undefined)
    throw new WalletFault('error', 'The wallet answered with something that is not a gas price.');
  return price;
}

/** The transaction of a payment: a native transfer (`value` in hex wei) or an ERC-20 transfer to the deposit address. */
export const paymentTransaction = ({ from, depositAddress, amount, contractAddress }: FamilyPayment) =>
  contractAddress
    ? { from, to: contractAddress, data: erc20TransferData(depositAddress, amount) }
    : { from, to: depositAddress, value: toQuantity(amount) };

/** Asks the wallet to send the payment; resolves with its transaction hash. */
async function sendPayment(provider: Eip1193Provider, payment: FamilyPayment): Promise<string> {
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [paymentTransaction(payment)] });
  if (typeof hash !== 'string' || !hash.trim()) throw new WalletFault('error', 'The wallet gave no transaction hash.');
  return hash.trim();
}

/** The intent signing standard of EVM wallets: ERC-191 `personal_sign` of the JSON payload. */
const intentStandard = 'erc191';

/**
 * Asks the wallet to sign an erc191 intent from generate-intent with `personal_sign` (the payload's UTF-8 bytes as
 * hex, then the account) and resolves with submit-intent's `signedData`: the intent and `secp256k1:<base58>` of the
 * 65 bytes r ‖ s ‖ v, v as the recovery id 0 or 1 (wallets answer 27 or 28; the Verifier contract takes 0 or 1).
 */
async function signIntentErc191(
  provider: Eip1193Provider,
  account: string,
  intent: IntentToSign,
): Promise<SignedIntent> {
  if (intent.standard !== intentStandard || typeof intent.payload !== 'string') {
    throw new WalletFault('error', `An EVM wallet signs erc191 intents only, not ${intent.standard}.`);
  }
  const bytes = new TextEncoder().encode(intent.payload);
  const message = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const answer = await provider.request({ method: 'personal_sign', params: [message, account] });
  const signature = typeof answer === 'string' ? answer.trim().replace(/^0x/i, '') : '';
  if (!/^[0-9a-f]{130}$/i.test(signature)) throw new WalletFault('error', 'The wallet gave no valid signature.');
  const raw = Uint8Array.from(signature.match(/../g)!, (pair) => parseInt(pair, 16));
  const v = raw[64]!;
  if (v > 1 && v !== 27 && v !== 28) throw new WalletFault('error', 'The wallet gave no valid signature.');
  raw[64] = v > 1 ? v - 27 : v;
  return { standard: intentStandard, payload: intent.payload, signature: `secp256k1:${base58Encode(raw)}` };
}

// ---- failures ---------------------------------------------------------------------------------------------------

/**
 * What went wrong, for the view: `rejected` (4001, the user said no), `unknown-chain` (4902), `pending` (-32002, the
 * wallet has a request open already), `insufficient-funds` (the wallet's own balance check), `no-account`, `error`.
 */
export class WalletFault extends Error {
  constructor(
    readonly problem: FamilyProblem,
    message: string = problem,
  ) {
    super(message);
  }
}

/** A wallet's error as a problem and its own message (plain text, shortened); `rejected` as refusal.ts reads it. */
function walletProblem(error: unknown): { problem: FamilyProblem; message?: string } {
  if (error instanceof WalletFault) return { problem: error.problem, message: error.message };
  const e = (error ?? {}) as { message?: unknown };
  const message = typeof e.message === 'string' ? e.message.slice(0, 200) : undefined;
  if (isRefusal(error, 'evm')) return { problem: 'rejected', message };
  // Some wallets wrap the 4902 of a switch in an internal error (-32603): errorCodes reads the wrapped one too.
  const codes = errorCodes(error);
  if (codes.includes(4902)) return { problem: 'unknown-chain', message };
  if (codes.includes(-32002)) return { problem: 'pending', message };
  if (message && /insufficient funds/i.test(message)) return { problem: 'insufficient-funds', message };
  return { problem: 'error', message };
}

/** Gas a Max of the native coin leaves unspent: three plain transfers (21,000 gas each) at the wallet's gas price. */
export const NATIVE_RESERVE_GAS = 63_000n;

/** The EVM wallet client, as the controllers drive it: one account on every EVM chain, the wallet moved between them. */
export const family: WalletFamily<Wallet> = {
  walletSession,
  intentStandard,
  chains: {
    isOn: async ({ provider }, chain) => (await chainIdOf(provider)) === (evmChainId(chain) ?? NaN),
    async switchTo({ provider }, chain) {
      const chainId = evmChainId(chain);
      if (chainId === undefined) throw new WalletFault('unknown-chain');
      await switchChain(provider, chainId);
    },
  },
  gasReserve: async ({ provider }) => (await gasPrice(provider)) * NATIVE_RESERVE_GAS,
  balanceOf: ({ provider }, account, contract) => balanceOf(provider, account, contract),
  sendPayment: ({ provider }, payment) => sendPayment(provider, payment),
  signIntent: ({ provider }, account, intent) => signIntentErc191(provider, account, intent),
  walletProblem,
  sameAccount: sameEvmAddress,
};
