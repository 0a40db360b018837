// What the Bitcoin and Tron wallet clients share (a chunk of its own, loaded with either): the checked wallet name and
// icon, the page's list of a family's wallets and its one connection, and the faults the views name.
import type { FamilyProblem, FamilyWallet, WalletInfo } from './family.js';
import type { WalletFamilyName } from './presence.js';
import { errorCodes, isRefusal } from './refusal.js';
import { keepWallet, recallWallet, walletKey } from './memory.js';

const ICON = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** A wallet's name and icon, checked: a name of at most 40 characters (maybe empty), an icon only as a data: image. */
export function walletInfo(uuid: string, name: unknown, icon?: unknown, rdns?: unknown): WalletInfo {
  return {
    uuid,
    name: typeof name === 'string' ? name.replace(/\s+/g, ' ').trim().slice(0, 40) : '',
    ...(typeof icon === 'string' && ICON.test(icon) ? { icon } : {}),
    ...(typeof rdns === 'string' ? { rdns } : {}),
  };
}

export class WalletFault extends Error {
  constructor(
    readonly problem: FamilyProblem,
    message: string = problem,
    /** For `no-resources`: about how much of the native coin the network would burn (smallest units). */
    readonly needed?: bigint,
  ) {
    super(message);
  }
}

type Failure = { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };

/** A wallet's error as a problem and its own words (plain text, shortened); `rejected` as refusal.ts reads it. */
export function walletProblem(
  error: unknown,
  family: WalletFamilyName,
): { problem: FamilyProblem; message?: string; needed?: bigint } {
  if (error instanceof WalletFault) {
    return {
      problem: error.problem,
      message: error.message,
      ...(error.needed !== undefined ? { needed: error.needed } : {}),
    };
  }
  // JSON-RPC answers carry their error inside (WBIP004 providers reject with the whole response).
  const e = (typeof error === 'string' ? { message: error } : ((error ?? {}) as Failure)) as Failure;
  const inner = e.error && typeof e.error === 'object' ? e.error : e;
  const text =
    typeof inner.message === 'string' ? inner.message : typeof e.message === 'string' ? e.message : undefined;
  const message = text?.slice(0, 200);
  if (isRefusal(error, family)) return { problem: 'rejected', message };
  const codes = errorCodes(error);
  if (codes.includes(-32002) || codes.includes(4000)) return { problem: 'pending', message };
  if (message && /insufficient|not sufficient|not enough balance/i.test(message)) {
    return { problem: 'insufficient-funds', message };
  }
  return { problem: 'error', message };
}

/**
 * A family's wallets on this page and its one connection (one wallet prompt serves every element). The wallet
 * connected last is remembered for the site (memory.ts): only it is asked silently on load.
 */
export class WalletList<W extends FamilyWallet> {
  protected list: W[] = [];
  protected current?: { wallet: W; account: string };
  private readonly listeners = new Set<() => void>();
  epoch = 0;

  constructor(private readonly family: WalletFamilyName) {}

  get wallets(): readonly W[] {
    return this.list;
  }

  get connection(): { wallet: W; account: string } | undefined {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  reset(): void {
    this.list = [];
    this.current = undefined;
    this.notify();
  }

  /** Forgets the connection and the remembered wallet; the wallet's own disconnect where its standard has one. */
  disconnect(): void {
    const wallet = this.current?.wallet;
    this.current = undefined;
    keepWallet(undefined);
    this.epoch++;
    this.notify();
    if (wallet) this.release(wallet);
  }

  /** Tells the wallet the page let it go (Wallet Standard's standard:disconnect, NEAR's signOut); never throws. */
  protected release(_wallet: W): void {}

  /** The wallet of this family the site remembers, if it is on the page: the only one learn() asks. */
  protected remembered(): W | undefined {
    const remembered = recallWallet();
    if (remembered?.family !== this.family) return undefined;
    return this.list.find((wallet) => walletKey(wallet.info) === remembered.wallet);
  }

  /** Adds a wallet unless one of the same uuid is listed. */
  protected add(wallet: W): void {
    if (this.list.some((w) => w.info.uuid === wallet.info.uuid)) return;
    this.list = [...this.list, wallet];
    this.notify();
  }

  /** The connection is now `account` of `wallet` (none when undefined). */
  protected connected(wallet: W, account: string | undefined): void {
    this.current = account ? { wallet, account } : undefined;
    if (account) keepWallet({ family: this.family, wallet: walletKey(wallet.info) });
    this.epoch++;
    this.notify();
  }

  protected notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
