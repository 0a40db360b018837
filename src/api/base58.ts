// Base58 (Bitcoin alphabet) for the 32-byte keys and 64-byte signatures of quote signing. A few lines of BigInt instead
// of @scure/base here keep that library (used by the address checks, which load lazily) out of the script tag's
// first download; test/api/base58.test.ts checks both agree on random bytes.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const byte of bytes) n = n * 256n + BigInt(byte);
  let text = '';
  for (; n > 0n; n /= 58n) text = ALPHABET[Number(n % 58n)]! + text;
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = '1' + text; // each leading zero byte is one leading '1'
  }
  return text;
}

/** Decodes base58; throws a RangeError on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array<ArrayBuffer> {
  let n = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new RangeError(`"${char}" is not a base58 character`);
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 255n));
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return new Uint8Array(bytes);
}
