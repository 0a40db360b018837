// Building blocks of the contract's schemas, shared by schemas.ts and the on-demand any-input-schemas.ts.
import * as z from 'zod/mini';

export const INTEGER_STRING = /^(0|[1-9]\d*)$/;

export const oneOf = (values: readonly string[], field: string) =>
  z.enum(values as [string, ...string[]], { error: `${field} must be one of ${values.join(', ')}.` });

export const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time such as 2026-01-01T12:00:00Z.` });

export const nonEmpty = (field: string) =>
  z.string({ error: `${field} is required.` }).check(z.refine((s) => s.trim().length > 0, `${field} is required.`));

/** Integer string in smallest units, leniently accepted in responses only when it really is an integer. */
export const units = z.string().check(z.regex(INTEGER_STRING, 'must be an integer amount in smallest units'));
export const optText = z.nullish(z.string());
export const optUnits = z.nullish(units);

/** `<standard>:<token id>`, e.g. nep141:wrap.near, nep245:v2_1.omni.hot.tg:1117_, 1cs_v1:btc:native:coin */
export const ASSET_ID = /^[a-z0-9_]+:\S+$/;

export const assetId = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .check(z.regex(ASSET_ID, `${field} must be an asset id such as nep141:wrap.near (standard, colon, token id).`));
