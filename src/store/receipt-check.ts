// The check of what storage holds: the file's shape and each receipt's fields the store reads (the rest, for elements'
// fields, is receipts.ts). Zod and the quote response's schema are not in the script tag's first download: every
// element imports this module, and a Persistence made before it is here fetches it (persistence.ts `waiting`).
import * as z from 'zod/mini';
import { QuoteResponseSchema } from '../api/schemas.js';
import { STORAGE_VERSION, useStoredFileCheck, type StoredFile, type StoredReceipt } from './persistence.js';

/** An optional field that is dropped (undefined) when malformed: the receipt is kept without it. */
export const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

const ReceiptSchema = z.looseObject({
  quoteResponse: QuoteResponseSchema,
  depositAddress: z.string(),
  memo: z.optional(z.string()),
  status: lenient(z.string()),
  statusUpdatedAt: lenient(z.string()),
  verified: z.boolean(),
  savedAt: z.string(),
  updatedAt: z.string(),
});

const FileSchema = z.looseObject({
  version: z.number(),
  receipts: z.record(z.string(), z.unknown()),
  active: z.record(z.string(), z.string()),
});

/** The stored file as the store may use it: every receipt that still matches the contract (only broken ones dropped). */
function checkFile(json: unknown): StoredFile | undefined {
  const parsed = z.safeParse(FileSchema, json);
  if (!parsed.success || parsed.data.version !== STORAGE_VERSION) return undefined;
  const receipts: Record<string, StoredReceipt> = {};
  for (const [key, value] of Object.entries(parsed.data.receipts)) {
    const receipt = z.safeParse(ReceiptSchema, value);
    if (receipt.success) receipts[key] = receipt.data as StoredReceipt;
  }
  const active = Object.fromEntries(Object.entries(parsed.data.active).filter(([, key]) => key in receipts));
  return { version: STORAGE_VERSION, receipts, active };
}

useStoredFileCheck(checkFile);
