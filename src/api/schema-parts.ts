// Building blocks of the contract's schemas, shared by schemas.ts and the on-demand schema modules (those only the
// on-demand ones use are schema-builders.ts).
import * as z from 'zod/mini';

export const INTEGER_STRING = /^(0|[1-9]\d*)$/;

export const nonEmpty = (field: string) =>
  z.string({ error: `${field} is required.` }).check(z.refine((s) => s.trim().length > 0, `${field} is required.`));

/** Integer string in smallest units, leniently accepted in responses only when it really is an integer. */
export const units = z.string().check(z.regex(INTEGER_STRING, 'must be an integer amount in smallest units'));
export const optText = z.nullish(z.string());
export const optUnits = z.nullish(units);

/** `<standard>:<token id>`, e.g. nep141:wrap.near, nep245:v2_1.omni.hot.tg:1117_, 1cs_v1:btc:native:coin */
export const ASSET_ID = /^[a-z0-9_]+:\S+$/;
