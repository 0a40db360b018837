// Versioned localStorage of quote receipts (the whole quote response with its signature, as the spec asks the
// client to keep) and of each group's active swap, so a deposit address survives a reload. It never throws: corrupt,
// full or missing storage degrades to memory. It never stores the partner token (nothing here holds one).
import type { QuoteResponse } from '../api/schemas.js';
import { isFinalStatus, supersedes } from '../core/status-order.js';

export const STORAGE_KEY = 'swap-elements:v1';
export const STORAGE_VERSION = 1;
/** Oldest finished receipts are dropped beyond this; receipts of unfinished swaps are never dropped. */
export const MAX_RECEIPTS = 200;

export interface Receipt {
  quoteResponse: QuoteResponse;
  depositAddress: string;
  memo?: string;
  /** Latest status seen (e.g. SUCCESS), so a reload knows whether the swap is still open. */
  status?: string;
  /** The service's `updatedAt` of that status, when a status response gave it (an older answer never replaces it). */
  statusUpdatedAt?: string;
  /** Set once the signature was checked against the service's key. */
  verified: boolean;
  savedAt: string;
  updatedAt: string;
  /** ANY_INPUT: the chain the payer chose to pay from (a `chainDepositAddresses` blockchain, or the Intents account). */
  payFrom?: string;
  /** A payment from a connected wallet (wallet-pay-controller), so a reload neither asks nor sends it twice. */
  walletPayment?: WalletPayment;
  /** A payment from a NEAR Intents balance by a signed intent (intent-pay-controller): signed once, submitted once. */
  intentPayment?: IntentPayment;
}

/**
 * A receipt as storage holds it: the fields the store itself reads are checked on load (below); `payFrom` and
 * `walletPayment`, which only elements read, are checked by receipts.ts when it hands a receipt out (their checks are
 * not part of the script tag's first download).
 */
export interface StoredReceipt extends Omit<Receipt, 'payFrom' | 'walletPayment' | 'intentPayment'> {
  payFrom?: unknown;
  walletPayment?: unknown;
  intentPayment?: unknown;
}

/** What a receipt keeps of a wallet payment: asked for (`startedAt`), then its hash, then whether it was submitted. */
export interface WalletPayment {
  startedAt: string;
  /** The wallet's name (empty for an unnamed one). */
  wallet: string;
  from: string;
  /** The EVM chain id; Bitcoin and Tron payments keep `chain` instead. */
  chainId?: number;
  chain?: string;
  txHash?: string;
  /** The service answered the hash (false until then). */
  submitted: boolean;
}

/**
 * What a receipt keeps of a payment from an Intents balance: asked to sign (`startedAt`), then the signed intent (so a
 * reload submits it, never asks to sign again), then the intent hash submit-intent answered.
 */
export interface IntentPayment {
  startedAt: string;
  /** The wallet's name (empty for an unnamed one). */
  wallet: string;
  /** The Intents account that signs (generate-intent's `signerId`). */
  signerId: string;
  standard: string;
  /** submit-intent's `signedData`, once the wallet signed (public: it can only pay this swap's deposit address). */
  signed?: { standard: string; payload: unknown } & Record<string, unknown>;
  intentHash?: string;
}

export interface StoredFile {
  version: number;
  receipts: Record<string, StoredReceipt>;
  /** group → receipt key */
  active: Record<string, string>;
}

/** A swap's identity: its deposit address, and its memo on chains that share addresses (Stellar). */
export interface SwapRef {
  depositAddress: string;
  memo?: string | null;
}

/** The one key of a swap (also its receipt's storage key, so the format is fixed: `address` or `address_memo`). */
export function swapKey(swap: SwapRef): string {
  return swap.memo ? `${swap.depositAddress}_${swap.memo}` : swap.depositAddress;
}

/** Whether two references name the same swap (an empty memo is no memo). */
export const sameSwap = (a: SwapRef | undefined, b: SwapRef | undefined): boolean =>
  !!a && !!b && swapKey(a) === swapKey(b);

/**
 * The check of what storage holds (receipt-check.ts: zod and the quote response's schema), which every element imports
 * and the script tag's first download leaves out. Storage is read only with it: a Persistence made before it is here
 * (a page script calling getStore() before any element) keeps to memory and fetches it (see `waiting`).
 */
export type StoredFileCheck = (json: unknown) => StoredFile | undefined;
let checkFile: StoredFileCheck | undefined;
export const useStoredFileCheck = (check: StoredFileCheck): void => {
  checkFile = check;
};

/** localStorage when the page may use it; undefined in sandboxed frames, private modes that throw, or Node. */
export function safeLocalStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = `${STORAGE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export class Persistence {
  private file: StoredFile;
  /** The stored text as this page last read or wrote it (undefined: unreadable). */
  private seen?: string | null;
  /** Last write problem, for diagnostics; the data is still kept in memory. */
  lastError?: string;
  /**
   * Set while the check of storage is on its way: storage is neither read nor written until it is here; then what it
   * holds is read, this page's receipts kept over it (memory ahead, as after a failed write) and written.
   */
  waiting?: Promise<void>;

  /** The page's storage (undefined when the page may not use it); other device-local lists keep their keys here. */
  constructor(readonly storage: Storage | undefined = safeLocalStorage()) {
    this.file = this.read();
  }

  /** Re-reads storage (another tab may have written). */
  reload(): void {
    this.file = this.read();
  }

  /** Saves a receipt; its status is kept only if it supersedes the stored one (another tab may know a later one). */
  saveReceipt(receipt: StoredReceipt): void {
    this.sync();
    const key = swapKey(receipt);
    this.file.receipts[key] = latestStatus(receipt, this.file.receipts[key]);
    this.write();
  }

  /** Changes a saved receipt as it is stored now (nothing without one). */
  updateReceipt(swap: SwapRef, change: (receipt: StoredReceipt) => StoredReceipt): void {
    this.sync();
    const receipt = this.getReceipt(swap.depositAddress, swap.memo);
    if (receipt) this.saveReceipt(change(receipt));
  }

  /** Records a status on a saved receipt unless the receipt knows a later one (core/status supersedes). */
  updateStatus(depositAddress: string, memo: string | undefined, status: string, updatedAt?: string) {
    this.updateReceipt({ depositAddress, memo }, (receipt) =>
      supersedes(
        { status, updatedAt },
        { status: receipt.status, updatedAt: receipt.statusUpdatedAt },
        receipt.quoteResponse.quoteRequest.swapType,
      ) &&
      (receipt.status !== status || receipt.statusUpdatedAt !== updatedAt)
        ? { ...receipt, status, statusUpdatedAt: updatedAt, updatedAt: new Date().toISOString() }
        : receipt,
    );
    return this.getReceipt(depositAddress, memo);
  }

  /** Removes a swap's receipt (a group whose active swap it was has none then: see getActive and read). */
  removeReceipt(swap: SwapRef): void {
    this.sync();
    delete this.file.receipts[swapKey(swap)];
    this.write();
  }

  getReceipt(depositAddress: string, memo?: string | null): StoredReceipt | undefined {
    return this.file.receipts[swapKey({ depositAddress, memo })];
  }

  /** All receipts for an address, whatever their memo (when a page knows only the address). */
  findByAddress(depositAddress: string): StoredReceipt[] {
    return this.list().filter((r) => r.depositAddress === depositAddress);
  }

  /** Newest first. */
  list(): StoredReceipt[] {
    return Object.values(this.file.receipts).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  setActive(group: string, receipt: Pick<Receipt, 'depositAddress' | 'memo'> | undefined): void {
    this.sync();
    if (receipt) this.file.active[group] = swapKey(receipt);
    else delete this.file.active[group];
    this.write();
  }

  getActive(group: string): StoredReceipt | undefined {
    const key = this.file.active[group];
    return key === undefined ? undefined : this.file.receipts[key];
  }

  /**
   * Every change starts from what storage holds now: another tab may have saved a receipt since this one read, and
   * writing this tab's older copy would drop that deposit address. When storage was unreadable or a write failed,
   * this page's receipts are kept over the stored ones (memory is ahead of storage then). Public so a decision can
   * catch up first (swaps.ts recordStatus), without a second method for it in the first download.
   */
  sync(): void {
    if (!this.storage || this.waiting) return;
    const memoryAhead = this.lastError !== undefined;
    const raw = this.readRaw();
    // Unreadable now: keep what this page has. Unchanged since this page read or wrote it: keep the same receipt
    // objects (elements compare them).
    if (raw === undefined || (!memoryAhead && raw === this.seen)) return;
    const stored = this.read();
    if (memoryAhead || this.lastError !== undefined) {
      for (const [key, receipt] of Object.entries(this.file.receipts)) {
        stored.receipts[key] = latestStatus(receipt, stored.receipts[key]);
      }
      stored.active = { ...stored.active, ...this.file.active };
    }
    this.file = stored;
  }

  private readRaw(): string | null | undefined {
    try {
      return this.storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return undefined;
    }
  }

  private read(): StoredFile {
    const empty: StoredFile = { version: STORAGE_VERSION, receipts: {}, active: {} };
    const raw = this.readRaw();
    this.seen = raw;
    if (!raw) return empty;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.lastError = 'Stored swap receipts were corrupt and were ignored.';
      return empty;
    }
    if (!checkFile) {
      this.lastError = 'Stored swap receipts are read once their check has loaded.';
      // A failed fetch leaves it waiting: memory only, as when storage cannot be used.
      this.waiting = import('./receipt-check-later.js').then(
        () => {
          this.waiting = undefined;
          this.sync();
          this.write();
        },
        () => {},
      );
      return empty;
    }
    return checkFile(json) ?? empty;
  }

  private write(): void {
    this.prune(MAX_RECEIPTS);
    if (!this.storage || this.waiting) return;
    // On a full storage, drop finished receipts (oldest first) until it fits; open swaps are never dropped.
    for (let keep = Object.keys(this.file.receipts).length; ;) {
      try {
        const json = JSON.stringify(this.file);
        this.storage.setItem(STORAGE_KEY, json);
        this.seen = json;
        this.lastError = undefined;
        return;
      } catch (error) {
        const before = Object.keys(this.file.receipts).length;
        keep = Math.floor(keep / 2);
        this.prune(keep);
        if (Object.keys(this.file.receipts).length === before) {
          this.lastError = `Swap receipts could not be saved (${(error as Error)?.name ?? 'error'}); they are kept for this page only.`;
          return;
        }
      }
    }
  }

  /** Drops the oldest finished receipts beyond `max`. */
  private prune(max: number): void {
    const activeKeys = new Set(Object.values(this.file.active));
    const removable = Object.entries(this.file.receipts)
      .filter(([key, r]) => !activeKeys.has(key) && r.status !== undefined && isFinalStatus(r.status))
      .sort(([, a], [, b]) => a.savedAt.localeCompare(b.savedAt));
    let excess = Object.keys(this.file.receipts).length - max;
    for (const [key] of removable) {
      if (excess-- <= 0) break;
      delete this.file.receipts[key];
    }
  }
}

/** `receipt`, with `other`'s status instead when that one is later (the one rule, core/status supersedes). */
function latestStatus(receipt: StoredReceipt, other?: StoredReceipt): StoredReceipt {
  if (
    !other?.status ||
    supersedes(
      { status: receipt.status, updatedAt: receipt.statusUpdatedAt },
      { status: other.status, updatedAt: other.statusUpdatedAt },
      receipt.quoteResponse.quoteRequest.swapType,
    )
  )
    return receipt;
  return { ...receipt, status: other.status, statusUpdatedAt: other.statusUpdatedAt };
}
