// Bitcoin wallets that send to an address themselves, without a wallet SDK (the page never picks coins or builds a
// PSBT): the providers registered in `window.btc_providers` (WBIP004: Xverse, Leather...) through their own
// `request('sendTransfer', …)`, and Unisat's `window.unisat.sendBitcoin`. A provider whose declared methods lack
// sendTransfer (one that only signs PSBTs) is not offered. Loaded on first need (bitcoinModule in
// controllers/wallet-module.ts), never with the script tag.
import type { FamilyPayment, WalletFamily } from './family.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

/** A WBIP004 provider: JSON-RPC over `request(method, params)`. */
export interface WbipProvider {
  request(method: string, params?: unknown): Promise<unknown>;
}

/** What Unisat injects as `window.unisat` (the part used here). */
export interface UnisatProvider {
  getAccounts(): Promise<string[]>;
  requestAccounts(): Promise<string[]>;
  getBalance?(): Promise<{ confirmed?: number; unconfirmed?: number; total?: number }>;
  sendBitcoin(address: string, satoshis: number, options?: unknown): Promise<string>;
  on?(event: string, listener: (value: unknown) => void): unknown;
}

/** One entry of `window.btc_providers` (WBIP004). */
export interface BtcProviderEntry {
  /** Where the provider is, as a path from `window` (e.g. "LeatherProvider", "XverseProviders.BitcoinProvider"). */
  id: string;
  name?: string;
  icon?: string;
  /** The methods it answers; when given, it must include sendTransfer for the wallet to be offered. */
  methods?: string[];
}

export type BitcoinWallet =
  | { kind: 'wbip'; info: ReturnType<typeof walletInfo>; provider: WbipProvider; methods?: readonly string[] }
  | { kind: 'unisat'; info: ReturnType<typeof walletInfo>; provider: UnisatProvider };

/** What Max leaves unspent for the network fee: 10,000 sat (about 200 vB at 50 sat/vB). */
export const BTC_FEE_RESERVE = 10_000n;

const TESTNET = /^(?:tb1|[mn2])/i;
const REGTEST = /^bcrt1/i;

function resolve(path: string): unknown {
  let value: unknown = window;
  for (const key of path.split('.')) {
    if (!key || value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A JSON-RPC answer's result (an error answer throws, as its error). */
function unwrap(answer: unknown): unknown {
  const rpc = answer as { result?: unknown; error?: unknown } | undefined;
  if (rpc && typeof rpc === 'object') {
    if (rpc.error) throw rpc;
    if ('result' in rpc) return rpc.result;
  }
  return answer;
}

/** The payment address of a getAddresses / getAccounts answer (not the Ordinals taproot one). */
function paymentAddress(result: unknown): string | undefined {
  const list = (Array.isArray(result) ? result : (result as { addresses?: unknown })?.addresses) as
    { address?: unknown; purpose?: unknown; type?: unknown; symbol?: unknown }[] | undefined;
  if (!Array.isArray(list)) return undefined;
  const usable = list.filter(
    (a) => a && typeof a.address === 'string' && a.address && (a.symbol === undefined || a.symbol === 'BTC'),
  );
  const chosen =
    usable.find((a) => a.purpose === 'payment') ??
    usable.find((a) => a.type === 'p2wpkh') ??
    usable.find((a) => a.purpose !== 'ordinals' && a.type !== 'p2tr') ??
    usable[0];
  return chosen?.address as string | undefined;
}

const satoshis = (amount: string): number => {
  const value = Number(amount);
  if (!Number.isSafeInteger(value) || value <= 0 || String(value) !== amount) {
    throw new WalletFault('error', 'The amount is not a whole number of satoshis.');
  }
  return value;
};

class BitcoinSession extends WalletList<BitcoinWallet> {
  private readonly watched = new WeakSet<object>();

  discover(): readonly BitcoinWallet[] {
    if (typeof window === 'undefined') return this.list;
    const entries = (window as { btc_providers?: unknown }).btc_providers;
    if (Array.isArray(entries)) {
      for (const entry of entries as Partial<BtcProviderEntry>[]) {
        if (typeof entry?.id !== 'string') continue;
        const provider = resolve(entry.id) as WbipProvider | undefined;
        if (typeof provider?.request !== 'function') continue;
        const methods = Array.isArray(entry.methods) ? entry.methods.filter((m) => typeof m === 'string') : undefined;
        if (methods && !methods.includes('sendTransfer')) continue; // PSBT signing only: the address and QR stay
        this.add({ kind: 'wbip', info: walletInfo(entry.id, entry.name, entry.icon), provider, methods });
      }
    }
    const unisat = (window as { unisat?: Partial<UnisatProvider> }).unisat;
    if (unisat && typeof unisat.sendBitcoin === 'function' && typeof unisat.requestAccounts === 'function') {
      this.add({ kind: 'unisat', info: walletInfo('window.unisat', 'Unisat'), provider: unisat as UnisatProvider });
    }
    return this.list;
  }

  /**
   * The remembered wallet, if Unisat (its getAccounts never prompts); WBIP004 has no silent read, so those wallets wait
   * for a Connect.
   */
  async learn(): Promise<void> {
    const wallet = this.remembered();
    if (this.current || wallet?.kind !== 'unisat') return;
    try {
      const [account] = await wallet.provider.getAccounts();
      if (typeof account === 'string' && account && !this.current) this.use(wallet, account);
    } catch {
      // A wallet that will not say is not connected.
    }
  }

  async connect(wallet: BitcoinWallet): Promise<string> {
    const account =
      wallet.kind === 'unisat'
        ? (await wallet.provider.requestAccounts())[0]
        : paymentAddress(unwrap(await wallet.provider.request('getAddresses', { purposes: ['payment'] })));
    if (typeof account !== 'string' || !account) throw new WalletFault('no-account');
    this.use(wallet, account);
    return account;
  }

  private use(wallet: BitcoinWallet, account: string): void {
    if (wallet.kind === 'unisat' && !this.watched.has(wallet.provider)) {
      this.watched.add(wallet.provider);
      wallet.provider.on?.('accountsChanged', (accounts) => {
        if (this.current?.wallet !== wallet) return;
        const next = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
        this.connected(wallet, next);
      });
      wallet.provider.on?.('networkChanged', () => {
        if (this.current?.wallet === wallet) this.connected(wallet, undefined); // its addresses are another network's
      });
    }
    this.connected(wallet, account);
  }
}

const session = new BitcoinSession('btc');

/** The Bitcoin wallet client, as the controllers drive it. */
export const family: WalletFamily<BitcoinWallet> = {
  walletSession: session,
  feeReserve: BTC_FEE_RESERVE,

  /** Told by the account's address: testnet and signet (tb1, m, n, 2) and regtest (bcrt1) are test networks. */
  async testNetwork(_wallet, account) {
    return REGTEST.test(account) ? 'regtest' : TESTNET.test(account) ? 'testnet' : undefined;
  },

  async balanceOf(wallet, _account, contract) {
    if (contract) return undefined;
    let answer: unknown;
    if (wallet.kind === 'unisat') {
      if (typeof wallet.provider.getBalance !== 'function') return undefined;
      answer = await wallet.provider.getBalance();
    } else {
      if (!wallet.methods?.includes('getBalance')) return undefined;
      answer = unwrap(await wallet.provider.request('getBalance'));
    }
    const total = (answer as { total?: unknown } | undefined)?.total;
    if ((typeof total === 'number' && Number.isSafeInteger(total) && total >= 0) || /^\d+$/.test(String(total))) {
      return BigInt(total as number | string);
    }
    throw new WalletFault('error', 'The wallet answered with something that is not a balance.');
  },

  async preflight() {
    // The wallet picks the coins and the fee itself, and says so if the balance does not cover both.
  },

  async sendPayment(wallet, { depositAddress, amount }: FamilyPayment) {
    const sats = satoshis(amount);
    let txid: unknown;
    if (wallet.kind === 'unisat') txid = await wallet.provider.sendBitcoin(depositAddress, sats);
    else {
      // Leather reads the amount as a string of satoshis, Xverse (sats-connect) and others as a number.
      const leather = wallet.info.uuid === 'LeatherProvider';
      const result = unwrap(
        await wallet.provider.request('sendTransfer', {
          recipients: [{ address: depositAddress, amount: leather ? String(sats) : sats }],
        }),
      );
      txid = typeof result === 'string' ? result : (result as { txid?: unknown } | undefined)?.txid;
    }
    if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/i.test(txid.trim())) {
      throw new WalletFault('error', 'The wallet gave no transaction id.');
    }
    return txid.trim().toLowerCase();
  },

  walletProblem: (error) => walletProblem(error, 'btc'),

  sameAccount(a, b) {
    if (!a || !b) return false;
    return /^(?:bc1|tb1|bcrt1)/i.test(a) ? a.toLowerCase() === b.toLowerCase() : a === b;
  },
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
