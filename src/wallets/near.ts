// NEAR wallets without a wallet SDK: the injected-wallet standard of NEAR Connect (the page says
// `near-selector-ready`, each wallet answers with a `near-wallet-injected` event carrying itself: a manifest and the
// NearWalletBase methods signIn, getAccounts, signAndSendTransaction, signMessage), and the chain read through the
// configured JSON-RPC URL (store's rpcUrlFor: view_account, and view calls of the token contract). Native NEAR pays
// with one Transfer action of exactly the amount; a NEP-141 token with ft_transfer of exactly the amount (1 yoctoNEAR
// attached), preceded in the same transaction by storage_deposit when the deposit account is not registered with the
// token. Intents are signed with NEP-413 (signMessage). Loaded on first need (nearModule in
// controllers/wallet-module.ts), never with the script tag.
import type { FamilyPayment, IntentToSign, SignedIntent, WalletFamily } from './family.js';
import { base58Decode, base58Encode } from '../api/base58.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

/** A NEAR Connect action (its ConnectorAction format), of the two kinds paying needs. */
export type NearAction =
  | { type: 'Transfer'; params: { deposit: string } }
  | { type: 'FunctionCall'; params: { methodName: string; args: object; gas: string; deposit: string } };

export interface NearTransaction {
  receiverId: string;
  actions: NearAction[];
}

/** What a wallet answers for a sent transaction (near-api-js's FinalExecutionOutcome, the part read here). */
export interface NearOutcome {
  status?: { SuccessValue?: string; Failure?: unknown } | string;
  transaction?: { hash?: string };
  transaction_outcome?: { id?: string };
}

/** The part of NEAR Connect's NearWalletBase used here (an injected wallet is that object itself). */
export interface NearInjectedWallet {
  manifest: {
    id: string;
    name: string;
    icon?: string;
    features?: Partial<Record<'signMessage' | 'mainnet' | 'testnet', boolean>>;
  };
  signIn(data?: { network?: string }): Promise<{ accountId: string; publicKey?: string }[]>;
  getAccounts(data?: { network?: string }): Promise<{ accountId: string; publicKey?: string }[]>;
  signAndSendTransaction(
    params: NearTransaction & { network?: string; signerId?: string },
  ): Promise<NearOutcome | undefined>;
  signMessage?(params: {
    message: string;
    recipient: string;
    nonce: Uint8Array;
    network?: string;
    signerId?: string;
  }): Promise<{ accountId: string; publicKey: string; signature: string }>;
}

export interface NearWallet {
  info: ReturnType<typeof walletInfo>;
  provider: NearInjectedWallet;
}

/** The gas of each function call (30 Tgas: what wallets and NEP-141 examples attach to ft_transfer). */
export const NEAR_CALL_GAS = '30000000000000';
/** ft_transfer's attached deposit (NEP-141: exactly 1 yoctoNEAR, a full-access-key confirmation). */
export const ONE_YOCTO = '1';
/** What Max leaves unspent of NEAR (yocto): 0.01 NEAR for the fees (a transfer burns about 0.0001 NEAR). */
export const NEAR_FEE_RESERVE = 10_000_000_000_000_000_000_000n;
/** The storage a byte of account state locks (yocto per byte: 1 NEAR per 100 kB). */
const STORAGE_PRICE = 10_000_000_000_000_000_000n;
/** What a function call's 30 Tgas may cost at the minimum gas price (1e8 yocto per gas): 0.003 NEAR. */
const GAS_COST_PER_CALL = 3_000_000_000_000_000_000_000n;
const NETWORK = 'mainnet';

// Base64 of a few bytes (NEP-413 signatures, nonces, view arguments); base58 is the quote signing's own (api/base58).
function fromBase58(text: string): Uint8Array | undefined {
  try {
    return base58Decode(text);
  } catch {
    return undefined; // a character outside the alphabet
  }
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined;

const isWallet = (value: unknown): value is NearInjectedWallet => {
  const wallet = value as NearInjectedWallet | undefined;
  return (
    !!wallet &&
    typeof wallet === 'object' &&
    typeof wallet.manifest?.id === 'string' &&
    typeof wallet.signIn === 'function' &&
    typeof wallet.getAccounts === 'function' &&
    typeof wallet.signAndSendTransaction === 'function'
  );
};

const accountOf = (accounts: unknown): string | undefined => {
  const first = Array.isArray(accounts) ? (accounts[0] as { accountId?: unknown } | undefined) : undefined;
  return typeof first?.accountId === 'string' && first.accountId ? first.accountId : undefined;
};

class NearSession extends WalletList<NearWallet> {
  private listening = false;

  /** Asks the page's NEAR wallets to inject themselves (NEAR Connect's `near-selector-ready`); never prompts. */
  discover(): readonly NearWallet[] {
    if (typeof window === 'undefined') return this.list;
    if (!this.listening) {
      this.listening = true;
      window.addEventListener('near-wallet-injected', this.onInjected);
    }
    window.dispatchEvent(new Event('near-selector-ready'));
    return this.list;
  }

  /** The account the remembered wallet still lets this page see (getAccounts answers without a prompt). */
  async learn(): Promise<void> {
    const wallet = this.remembered();
    if (this.current || !wallet) return;
    const account = accountOf(await wallet.provider.getAccounts({ network: NETWORK }).catch(() => undefined));
    if (account && !this.current) this.connected(wallet, account);
  }

  /** NEAR Connect's signOut: the wallet forgets the page's sign-in. */
  protected override release(wallet: NearWallet): void {
    const signOut = (wallet.provider as { signOut?: (data?: { network?: string }) => Promise<unknown> }).signOut;
    if (typeof signOut !== 'function') return;
    try {
      void signOut.call(wallet.provider, { network: NETWORK }).catch(() => undefined);
    } catch {
      // A wallet that fails to sign out is forgotten here all the same.
    }
  }

  /** The account the wallet already shares, else its sign-in (which prompts). */
  async connect(wallet: NearWallet): Promise<string> {
    const { provider } = wallet;
    const shared = accountOf(await provider.getAccounts({ network: NETWORK }).catch(() => undefined));
    const account = shared ?? accountOf(await provider.signIn({ network: NETWORK }));
    if (!account) throw new WalletFault('no-account');
    this.connected(wallet, account);
    return account;
  }

  private readonly onInjected = (event: Event) => {
    const provider = (event as CustomEvent<unknown>).detail;
    if (!isWallet(provider)) return;
    const { id, name, icon } = provider.manifest;
    const info = walletInfo(id, name, icon);
    if (!info.name) return;
    this.add({ info, provider });
  };
}

const session = new NearSession('near');

type RpcAnswer = { result?: Record<string, unknown> & { result?: number[]; error?: string }; error?: unknown };

/** Where and with what the chain is read: the RPC URL, and the element's configured fetch (else the browser's). */
type Rpc = { rpcUrl?: string; fetch?: typeof globalThis.fetch };

/** One JSON-RPC `query` to the chain's RPC URL. */
async function query({ rpcUrl, fetch = globalThis.fetch }: Rpc, params: Record<string, unknown>) {
  if (!rpcUrl) throw new WalletFault('error', 'No NEAR RPC URL is configured.');
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 'swap-elements', method: 'query', params }),
  });
  if (!response.ok) throw new WalletFault('error', `The NEAR RPC answered ${response.status}.`);
  const answer = (await response.json()) as RpcAnswer;
  if (answer.error || !answer.result || answer.result.error) {
    const error = (answer.error ?? answer.result?.error) as { cause?: { name?: unknown }; message?: unknown };
    const name = typeof error?.cause?.name === 'string' ? error.cause.name : String(error?.message ?? 'error');
    throw new WalletFault('error', `The NEAR RPC refused the read: ${name.slice(0, 100)}.`);
  }
  return answer.result as Record<string, unknown>;
}

/** A view method of a contract, its JSON answer. */
async function view(rpc: Rpc, contract: string, method: string, args: object): Promise<unknown> {
  const result = await query(rpc, {
    request_type: 'call_function',
    finality: 'final',
    account_id: contract,
    method_name: method,
    args_base64: toBase64(new TextEncoder().encode(JSON.stringify(args))),
  });
  const bytes = result.result;
  if (!Array.isArray(bytes)) throw new WalletFault('error', 'The NEAR RPC gave no result.');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes as number[])));
}

/** NEAR the account can spend (yocto): its balance less what its storage locks beyond its stake. */
async function spendable(rpc: Rpc, account: string): Promise<bigint> {
  const result = await query(rpc, { request_type: 'view_account', finality: 'final', account_id: account });
  const amount = units(result.amount);
  const locked = units(result.locked) ?? 0n;
  const storage = typeof result.storage_usage === 'number' ? BigInt(result.storage_usage) : 0n;
  if (amount === undefined) throw new WalletFault('error', 'The NEAR RPC gave no balance.');
  const held = storage * STORAGE_PRICE - locked;
  const free = amount - (held > 0n ? held : 0n);
  return free > 0n ? free : 0n;
}

/** The storage deposit the token needs for the deposit account, 0 when it is registered already. */
async function registration(rpc: Rpc, contract: string, account: string): Promise<bigint> {
  const balance = await view(rpc, contract, 'storage_balance_of', { account_id: account });
  if (balance !== null) return 0n;
  const bounds = (await view(rpc, contract, 'storage_balance_bounds', {})) as { min?: unknown } | null;
  const min = units(bounds?.min);
  if (min === undefined) throw new WalletFault('error', 'The token gave no storage deposit.');
  return min;
}

/** The plan checked before asking (preflight) and sent as it was checked. */
const plans = new WeakMap<FamilyPayment, NearTransaction>();

async function plan(payment: FamilyPayment): Promise<NearTransaction> {
  const known = plans.get(payment);
  if (known) return known;
  const { depositAddress, amount, contractAddress } = payment;
  if (!/^[1-9]\d*$/.test(amount)) throw new WalletFault('error', 'The amount is not a whole number.');
  let transaction: NearTransaction;
  if (!contractAddress) {
    transaction = { receiverId: depositAddress, actions: [{ type: 'Transfer', params: { deposit: amount } }] };
  } else {
    const storage = await registration(payment, contractAddress, depositAddress);
    const call = (methodName: string, args: object, deposit: string): NearAction => ({
      type: 'FunctionCall',
      params: { methodName, args, gas: NEAR_CALL_GAS, deposit },
    });
    transaction = {
      receiverId: contractAddress,
      actions: [
        ...(storage > 0n
          ? [call('storage_deposit', { account_id: depositAddress, registration_only: true }, String(storage))]
          : []),
        call('ft_transfer', { receiver_id: depositAddress, amount }, ONE_YOCTO),
      ],
    };
  }
  plans.set(payment, transaction);
  return transaction;
}

/** The NEAR a transaction attaches and may burn for gas (yocto). */
const cost = ({ actions }: NearTransaction): bigint =>
  actions.reduce(
    (sum, action) => sum + BigInt(action.params.deposit) + (action.type === 'FunctionCall' ? GAS_COST_PER_CALL : 0n),
    0n,
  );

/** A failure the account's balance explains (the token's or NEAR's). */
const SHORT = /NotEnoughBalance|LackBalanceForState|enough balance/i;

/** The transaction hash, or the fault a failed outcome means. */
function hashOf(outcome: NearOutcome | undefined): string {
  const status = outcome?.status;
  if (status && typeof status === 'object' && 'Failure' in status && status.Failure !== undefined) {
    const text = JSON.stringify(status.Failure).slice(0, 200);
    throw new WalletFault(SHORT.test(text) ? 'insufficient-funds' : 'error', text);
  }
  const hash = outcome?.transaction?.hash ?? outcome?.transaction_outcome?.id;
  if (typeof hash !== 'string' || fromBase58(hash)?.length !== 32) {
    throw new WalletFault('error', 'The wallet gave no transaction hash.');
  }
  return hash;
}

/** A key or signature as NEAR writes it: `ed25519:` and base58 (wallets answer NEP-413 signatures in base64). */
function ed25519Text(value: unknown, length: number, what: string): string {
  const bytes =
    typeof value !== 'string'
      ? undefined
      : value.startsWith('ed25519:')
        ? fromBase58(value.slice(8))
        : fromBase64(value);
  if (bytes?.length !== length) throw new WalletFault('error', `The wallet gave no ed25519 ${what}.`);
  return `ed25519:${base58Encode(bytes)}`;
}

/** Signs a generate-intent `nep413` payload with the wallet's signMessage (NEP-413). */
async function signIntent(wallet: NearWallet, account: string, intent: IntentToSign): Promise<SignedIntent> {
  const { provider } = wallet;
  const { message, nonce, recipient, callbackUrl } = (intent.payload ?? {}) as Record<string, unknown>;
  // The wallet's signMessage takes no callback URL (the service would check a signature over one).
  if (
    intent.standard !== 'nep413' ||
    typeof message !== 'string' ||
    typeof recipient !== 'string' ||
    typeof nonce !== 'string' ||
    (callbackUrl ?? null) !== null
  ) {
    throw new WalletFault('error', 'The intent is not a NEP-413 payload the wallet can sign.');
  }
  const nonceBytes = fromBase64(nonce);
  if (nonceBytes?.length !== 32) throw new WalletFault('error', 'The intent nonce is not 32 bytes.');
  if (typeof provider.signMessage !== 'function') {
    throw new WalletFault('error', 'The wallet cannot sign messages.');
  }
  const signed = await provider.signMessage({
    message,
    recipient,
    nonce: nonceBytes,
    network: NETWORK,
    signerId: account,
  });
  if (signed?.accountId && signed.accountId !== account) {
    throw new WalletFault('error', `The wallet signed with ${String(signed.accountId).slice(0, 64)}, not ${account}.`);
  }
  return {
    standard: 'nep413',
    payload: intent.payload,
    public_key: ed25519Text(signed?.publicKey, 32, 'public key'),
    signature: ed25519Text(signed?.signature, 64, 'signature'),
  };
}

/** The NEAR wallet client, as the controllers drive it. */
export const family: WalletFamily<NearWallet> = {
  walletSession: session,
  feeReserve: NEAR_FEE_RESERVE,
  needsRpc: true,
  intentStandard: 'nep413',
  signIntent,

  /** A `.testnet` account, or a wallet that only knows the test network. */
  async testNetwork(wallet, account) {
    const features = wallet.provider.manifest.features;
    return account.endsWith('.testnet') || features?.mainnet === false ? 'testnet' : undefined;
  },

  /** NEAR the account can spend (view_account), or its token balance (ft_balance_of); unknown without an RPC URL. */
  async balanceOf(_wallet, account, contract, rpcUrl, fetch) {
    if (!rpcUrl) return undefined;
    if (!contract) return spendable({ rpcUrl, fetch }, account);
    const balance = units(await view({ rpcUrl, fetch }, contract, 'ft_balance_of', { account_id: account }));
    if (balance === undefined) {
      throw new WalletFault('error', 'The token gave no balance.');
    }
    return balance;
  },

  /**
   * Reads whether the deposit account is registered with the token, and checks the account's NEAR covers what the
   * transaction attaches (the storage deposit, 1 yoctoNEAR, native NEAR's amount) and its gas.
   */
  async preflight(_wallet, payment) {
    const transaction = await plan(payment);
    if (!payment.rpcUrl) return;
    const needed = cost(transaction) + (payment.contractAddress ? 0n : GAS_COST_PER_CALL / 30n);
    const free = await spendable(payment, payment.from);
    if (free < needed) throw new WalletFault('insufficient-funds', 'Not enough NEAR for the deposit and the fee.');
  },

  async sendPayment(wallet, payment) {
    const transaction = await plan(payment);
    const outcome = await wallet.provider.signAndSendTransaction({
      ...transaction,
      network: NETWORK,
      signerId: payment.from,
    });
    return hashOf(outcome);
  },

  walletProblem: (error) => walletProblem(error, 'near'),

  sameAccount: (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase(),
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
