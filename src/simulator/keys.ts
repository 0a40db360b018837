// The simulator's quote-signing key: an Ed25519 key derived from the seed (SHA-256 of a label and the seed), so the
// same seed always publishes the same public key. WebCrypto only: runs in browsers and Node alike.
import { encodePublicKey } from '../api/signature.js';

const PKCS8_ED25519_PREFIX = '302e020100300506032b657004220420';

export interface SigningKey {
  privateKey: CryptoKey;
  /** `ed25519:<base58>`, as published on /_sim/info. */
  publicKey: string;
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

export async function deriveSigningKey(seed: number): Promise<SigningKey> {
  const label = new TextEncoder().encode(`swap-elements-simulator:quote-signing:${seed}`);
  const secret = new Uint8Array(await crypto.subtle.digest('SHA-256', label));
  const pkcs8 = new Uint8Array([...fromHex(PKCS8_ED25519_PREFIX), ...secret]);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  // The public half comes out of the JWK export (`x`, base64url).
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const raw = Uint8Array.from(atob((jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return { privateKey, publicKey: encodePublicKey(raw) };
}
