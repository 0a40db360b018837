// The page's limit orders, beside swaps.ts's swaps: each order placed on this device is saved with a receipt (the
// order as the service created it and the latest state seen), so a reload or another tab finds it. Stored under its own
// key in the page's storage (persistence.ts's), read afresh on every call so another tab's writes are never lost, and
// written only when an answer is newer than what is stored (a final payout never goes back).
import type { IntentPayment, WalletPayment } from './persistence.js';
import { getPersistence } from './swaps.js';

/** What the store reads of an order (the elements hold its full shape). */
export interface StoredOrder {
  id: string;
  attributes: { isPayoutStatusFinal?: boolean | null };
}

export const ORDERS_KEY = 'swap-elements:orders:v1';

export interface OrderRecord<O extends StoredOrder = StoredOrder> {
  id: string;
  group: string;
  /** When this device placed (or first saw) the order. */
  savedAt: string;
  /** The order as the service created it: the receipt of what was asked. */
  placed: O;
  /** The latest state of the order this device has seen. */
  latest: O;
  /** Paying it from a wallet: asked for, then its hash, then whether the service took it (store/order-payments.ts). */
  walletPayment?: WalletPayment;
  /** Paying it from an Intents balance: asked to sign, the signed intent, then its intent hash. */
  intentPayment?: IntentPayment;
}

/** Orders kept in memory when the page may not use storage. */
let memory: Record<string, OrderRecord> = {};
const watchers = new Set<() => void>();
let listening = false;

function read(): Record<string, OrderRecord> {
  const storage = getPersistence().storage;
  if (!storage) return memory;
  try {
    const parsed = JSON.parse(storage.getItem(ORDERS_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, OrderRecord>) : {};
  } catch {
    return {};
  }
}

function write(records: Record<string, OrderRecord>): void {
  memory = records;
  try {
    getPersistence().storage?.setItem(ORDERS_KEY, JSON.stringify(records));
  } catch {
    // Storage full or refused: this page keeps them in memory.
  }
  for (const listener of [...watchers]) listener();
}

/** An order's record on this device. */
export const orderRecord = <O extends StoredOrder>(id: string): OrderRecord<O> | undefined =>
  read()[id] as OrderRecord<O> | undefined;

/** This device's orders, newest first. */
export const orderRecords = (): OrderRecord[] =>
  Object.values(read()).sort((a, b) => b.savedAt.localeCompare(a.savedAt));

/** Saves a newly placed order with its receipt. */
export function saveOrder(order: StoredOrder, group: string, now = Date.now()): void {
  const records = read();
  records[order.id] ??= { id: order.id, group, savedAt: new Date(now).toISOString(), placed: order, latest: order };
  write(records);
}

/**
 * Records what the service answered for an order on this device (nothing for an order it did not place); kept unless
 * the stored one has a final payout already (another tab may have seen the end first). Returns the order's latest.
 */
export function recordOrder<O extends StoredOrder>(order: O): O {
  const records = read();
  const record = records[order.id] as OrderRecord<O> | undefined;
  if (!record) return order;
  if (record.latest.attributes.isPayoutStatusFinal && !order.attributes.isPayoutStatusFinal) return record.latest;
  if (JSON.stringify(record.latest) !== JSON.stringify(order)) {
    records[order.id] = { ...record, latest: order };
    write(records);
  }
  return order;
}

/** Changes an order's record on this device (nothing for an order it has none of). */
export function updateOrderRecord(id: string, change: (record: OrderRecord) => OrderRecord): void {
  const records = read();
  const record = records[id];
  if (!record) return;
  records[id] = change(record);
  write(records);
}

/** Calls `listener` whenever an order record changes, here or in another tab. */
export function watchOrders(listener: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (event.key === ORDERS_KEY || event.key === null) for (const l of [...watchers]) l();
    });
  }
  watchers.add(listener);
  return () => watchers.delete(listener);
}
