// What @ton/core takes from @ton/crypto (sha256_sync for cell hashes; sign and signVerify, which the elements never
// call through it), for the script-tag builds: scripts/build.mjs resolves @ton/crypto here, so the TON chunk carries
// neither @ton/crypto's mnemonic word lists, tweetnacl and jssha (about 55 kB gzip) nor tweetnacl's require('crypto'),
// whose require shim would land in the runtime every page loads. SHA-256 is @noble/hashes', as everywhere else here.
import { Buffer } from 'buffer';
import { sha256 } from '@noble/hashes/sha2.js';

/** SHA-256 as @ton/crypto gives it: a Buffer. */
export function sha256_sync(source: Uint8Array | string): Buffer {
  return Buffer.from(sha256(typeof source === 'string' ? new TextEncoder().encode(source) : source));
}

const notHere = (): never => {
  throw new Error('@ton/core signing is not part of the swap-elements build');
};

export const sign = notHere;
export const signVerify = notHere;
