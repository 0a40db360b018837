// TON wallets through TON Connect's injected bridge (the "JS bridge" of the TON Connect spec), without the TON Connect
// SDK or UI kit: a wallet extension puts `window[<its key>].tonconnect` on the page (Tonkeeper, MyTonWallet...), with
// `walletInfo`, `connect`, `restoreConnection`, `send` and `listen`. The remote HTTP bridge (wallets on another
// device, reached through a bridge server) is left out: a page would have to let the bridge's URL through its CSP
// (README "Content Security Policy"). Only the remembered wallet is asked on load, by `restoreConnection`, which never
// prompts. The messages (Toncoin with the memo as a comment, the TEP-74 jetton `transfer`), the chain reads and the
// intent signing are ton-transfer.ts, a chunk of its own with @ton/core, loaded when the wallet is used. Loaded on
// first need (tonModule in controllers/wallet-module.ts), never with the script tag.
import type { WalletFamily } from './family.js';
import type { TonConnectBridge } from './presence.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

/** TON Connect's network ids: mainnet -239, testnet -3. */
export const TON_MAINNET = '-239';
export const TON_TESTNET = '-3';
/** What Max leaves unspent of TON (nanotons): the fee of a transfer and the TON a jetton transfer carries for its fees. */
export const TON_FEE_RESERVE = 50_000_000n;

/** A TON Connect wallet on the page: its injected bridge, under the key it was found at. */
export interface TonWallet {
  info: ReturnType<typeof walletInfo>;
  bridge: TonConnectBridge;
}

/** The account a wallet shared (TON Connect's `ton_addr` item). */
export interface TonAccount {
  /** The raw address (`0:<hex>`), as TON Connect gives it. */
  address: string;
  network: string;
  /** The wallet's ed25519 public key, hex (the Intents account id of `ton_connect`). */
  publicKey?: string;
}

type ConnectEvent = {
  event?: string;
  payload?: { items?: { name?: string; address?: unknown; network?: unknown; publicKey?: unknown }[] } & {
    code?: unknown;
    message?: unknown;
  };
};

/** A TON Connect error (`{code, message}`) as a fault: 300 is the user declining (the spec's USER_REJECTS_ERROR). */
export function tonFault(error: { code?: unknown; message?: unknown } | undefined): WalletFault {
  const message = typeof error?.message === 'string' && error.message ? error.message.slice(0, 200) : undefined;
  if (error?.code === 300) return new WalletFault('rejected', message ?? 'rejected');
  return new WalletFault('error', message ?? `The wallet answered with error ${String(error?.code ?? '')}.`.trim());
}

/** The `ton_addr` item of a connect event; a `connect_error` throws its fault. */
function accountOf(event: ConnectEvent | undefined): TonAccount | undefined {
  if (event?.event === 'connect_error') throw tonFault(event.payload);
  const item = event?.event === 'connect' ? event.payload?.items?.find((i) => i?.name === 'ton_addr') : undefined;
  if (!item || typeof item.address !== 'string' || !/^-?\d+:[0-9a-fA-F]{64}$/.test(item.address)) return undefined;
  return {
    address: item.address.toLowerCase(),
    network: String(item.network ?? TON_MAINNET),
    ...(typeof item.publicKey === 'string' && /^[0-9a-fA-F]{64}$/.test(item.publicKey)
      ? { publicKey: item.publicKey.toLowerCase() }
      : {}),
  };
}

/** Where the site's TON Connect manifest is: TON Connect wallets read the app's name and icon from it. */
export const manifestUrl = (): string => new URL('/tonconnect-manifest.json', location.origin).href;

/**
 * The page's TON Connect bridges, by the window key each wallet injected (as TON Connect's own SDK finds them: any
 * global whose `tonconnect` has `connect` and `send`). A cross-origin frame's global throws when read: skipped.
 */
function tonConnectBridges(): [string, TonConnectBridge][] {
  const found: [string, TonConnectBridge][] = [];
  for (const key of Object.keys(window)) {
    try {
      const bridge = (window as unknown as Record<string, { tonconnect?: Partial<TonConnectBridge> } | undefined>)[key]
        ?.tonconnect;
      if (typeof bridge?.connect === 'function' && typeof bridge.send === 'function') {
        found.push([key, bridge as TonConnectBridge]);
      }
    } catch {
      // not ours to read
    }
  }
  return found;
}

class TonSession extends WalletList<TonWallet> {
  /** The account each connected wallet shared (its network and public key with it). */
  readonly accounts = new WeakMap<TonWallet, TonAccount>();
  private readonly watched = new WeakSet<TonConnectBridge>();

  /** The page's injected TON Connect bridges (never prompts). */
  discover(): readonly TonWallet[] {
    if (typeof window === 'undefined') return this.list;
    for (const [key, bridge] of tonConnectBridges()) {
      if (this.list.some((w) => w.bridge === bridge)) continue;
      const info = bridge.walletInfo;
      const checked = walletInfo(`tonconnect:${key}`, info?.name ?? info?.app_name ?? key, info?.image);
      if (checked.name) this.add({ info: checked, bridge });
    }
    return this.list;
  }

  /** The remembered wallet's connection, restored without a prompt (restoreConnection); only that wallet is asked. */
  async learn(): Promise<void> {
    const wallet = this.remembered();
    if (this.current || !wallet) return;
    let account: TonAccount | undefined;
    try {
      account = accountOf((await wallet.bridge.restoreConnection()) as ConnectEvent);
    } catch {
      return; // not granted: the user connects when they choose to
    }
    if (account && !this.current) this.use(wallet, account);
  }

  async connect(wallet: TonWallet): Promise<string> {
    const event = (await wallet.bridge.connect(2, {
      manifestUrl: manifestUrl(),
      items: [{ name: 'ton_addr' }],
    })) as ConnectEvent;
    const account = accountOf(event);
    if (!account) throw new WalletFault('no-account');
    this.use(wallet, account);
    return account.address;
  }

  private use(wallet: TonWallet, account: TonAccount): void {
    this.accounts.set(wallet, account);
    const { bridge } = wallet;
    if (!this.watched.has(bridge)) {
      this.watched.add(bridge);
      try {
        bridge.listen((event) => {
          if (this.current?.wallet !== wallet) return;
          const next = (event as { event?: string }).event;
          if (next === 'disconnect') this.connected(wallet, undefined);
          else if (next === 'connect') {
            const changed = accountOf(event as ConnectEvent);
            if (changed) this.accounts.set(wallet, changed);
            this.connected(wallet, changed?.address);
          }
        });
      } catch {
        // A wallet that cannot tell of changes is read again on each payment all the same.
      }
    }
    this.connected(wallet, account.address);
  }
}

const session = new TonSession('ton');

/** The account `address` of the wallet as it shared it (its network, its public key). */
export const tonAccount = (wallet: TonWallet, address: string): TonAccount | undefined => {
  const account = session.accounts.get(wallet);
  return account?.address === address ? account : undefined;
};

/** The messages, the chain reads and the signing: @ton/core's cells, a chunk of its own loaded once a wallet is used. */
const builder = () => import('../core/ton-buffer.js').then(() => import('./ton-transfer.js'));

/** The TON wallet client, as the controllers drive it. */
export const family: WalletFamily<TonWallet> = {
  walletSession: session,
  feeReserve: TON_FEE_RESERVE,
  needsRpc: true,
  intentStandard: 'ton_connect',

  /** TON Connect says the account's network: -3 is the testnet, refused before anything is built or signed. */
  async testNetwork(wallet, address) {
    const network = tonAccount(wallet, address)?.network ?? TON_MAINNET;
    return network === TON_MAINNET ? undefined : network === TON_TESTNET ? 'testnet' : `network ${network}`;
  },

  /** TON from the account's balance; a jetton from the payer's jetton wallet (get_wallet_address, get_wallet_data). */
  balanceOf: async (_wallet, account, contract, rpcUrl, fetcher) =>
    rpcUrl ? (await builder()).balanceOf(account, contract, rpcUrl, fetcher) : undefined,

  /** The TON for the fee (and, for a jetton, the TON its transfer carries) is there besides the amount. */
  preflight: async (_wallet, payment, balance) => (await builder()).preflight(payment, balance),

  /** One sendTransaction of one message; resolves with the hash of the external message the wallet signed. */
  sendPayment: async (wallet, payment) => (await builder()).pay(wallet, payment),

  /** `ton_connect`: the wallet's signData of the payload text, exactly as generate-intent gave it. */
  signIntent: async (wallet, address, intent) => (await builder()).signIntent(wallet, address, intent),

  /** The Intents account a TON wallet signs for: its public key in hex (TON Connect's `ton_addr` item gives it). */
  intentSigner: (wallet, address) => tonAccount(wallet, address)?.publicKey,

  walletProblem: (error) => walletProblem(error, 'ton'),

  sameAccount: (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase(),
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
