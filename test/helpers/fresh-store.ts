import { resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import { MemoryStorage } from './memory-storage.js';
// The check of stored receipts, as every element imports it (a page's store reads storage only with it).
import '../../src/store/receipt-check.js';

/**
 * A new page's stores: nothing held, no configuration, persistence over `storage` (a new empty one unless a test
 * "reloads" over the storage it kept). Returns the storage so a test can inspect or reuse it.
 */
export function freshStore(): MemoryStorage;
export function freshStore<S extends Storage>(storage: S): S;
export function freshStore(storage: Storage = new MemoryStorage()): Storage {
  resetStores();
  setPersistence(new Persistence(storage));
  return storage;
}

/** The page as a test found it: no stores, no configuration, and the default persistence on next use. */
export function dropStore(): void {
  resetStores();
  setPersistence(undefined);
}
