// The schemas of the calls the client makes itself (tokens, status, a failed answer's body), which it fetches with its
// first call. A module of its own: the chunk it becomes is what import() hands back, where importing schemas.ts (which
// sits in the chunk elements share) made the bundler build its whole namespace at run time (+0.3 kB on every page).
import * as z from 'zod/mini';

export { ErrorBodySchema, StatusQuerySchema, StatusResponseSchema, TokenSchema } from './schemas.js';
/** The token list as a whole: an array, each entry checked on its own (one malformed token hides no other). */
export const TokenListSchema = z.array(z.unknown());
