// The public `verifyQuoteSignature`: the check itself (signature.ts, base58, and the hash and Ed25519 code it loads)
// comes on first call, so a page that only embeds the script tag does not download it before an element needs it.
import type { SignableQuoteResponse, SignatureCheck } from './signature.js';

export const PRODUCTION_QUOTE_PUBLIC_KEY = 'ed25519:reYaWhvwu8Jzo3WUM3zhn6VrhuMEF4eADL17qtRVifc';

/**
 * Checks the Ed25519 signature the service put on a quote (against the production key unless another is given), so
 * a tampered deposit address is never shown. Never throws.
 */
export async function verifyQuoteSignature(
  response: SignableQuoteResponse,
  publicKey: string = PRODUCTION_QUOTE_PUBLIC_KEY,
): Promise<SignatureCheck> {
  return (await import('./signature.js')).verifyQuoteSignature(response, publicKey);
}
