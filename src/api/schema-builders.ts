// Building blocks only the on-demand schema modules use (requests, explorer, ANY_INPUT, intents): apart from
// schema-parts.ts, which the first download carries. Each of those chunks takes its own copy (scripts/build.mjs
// schemaBuildersOwnCopies): shared, they would be one more small file on the pages that fetch them.
import * as z from 'zod/mini';
import { ASSET_ID } from './schema-parts.js';

export const oneOf = (values: readonly string[], field: string) =>
  z.enum(values as [string, ...string[]], { error: `${field} must be one of ${values.join(', ')}.` });

export const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time such as 2026-01-01T12:00:00Z.` });

export const assetId = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .check(z.regex(ASSET_ID, `${field} must be an asset id such as nep141:wrap.near (standard, colon, token id).`));
