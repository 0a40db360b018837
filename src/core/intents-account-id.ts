// The NEAR Intents account id a wallet's account stands for, as the protocol derives it (CONTRACT.md "2026-11 update",
// account ids): EVM and NEAR the lower-cased address or account; Solana the hex of the base58 key; TON the 64-hex
// public key; Stellar the hex of the decoded G-key; Tron `0x` + the 20-byte address in hex. One model for every
// reader: <swap-account> shows it, <swap-deposit>'s intent signing sends it as generate-intent's `signerId`. Pure, so
// every family that gains intent signing adds one line here.
// @scure/base's decoders, not api/base58.ts: this model rides in @scure/base's chunk (scripts/build.mjs), so a page
// that derives ids fetches no base58 file beside it.
import { base32, base58 } from '@scure/base';

/** The chain families whose accounts have an Intents account id. */
export type AccountFamily = 'evm' | 'near' | 'sol' | 'ton' | 'stellar' | 'tron';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function decoded(decode: () => Uint8Array): Uint8Array | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

/**
 * The Intents account id of `account` of `family` (TON: `account` is the wallet's 32-byte public key in hex, since a
 * TON address does not carry it). Undefined for an account not of its family's form.
 */
export function intentsAccountId(family: AccountFamily, account: string): string | undefined {
  switch (family) {
    case 'evm':
      return /^0x[0-9a-fA-F]{40}$/.test(account) ? account.toLowerCase() : undefined;
    case 'near':
      return /^[0-9a-zA-Z._-]{2,64}$/.test(account) ? account.toLowerCase() : undefined;
    case 'sol': {
      const key = decoded(() => base58.decode(account));
      return key?.length === 32 ? hex(key) : undefined;
    }
    case 'ton':
      return /^[0-9a-fA-F]{64}$/.test(account) ? account.toLowerCase() : undefined;
    case 'stellar': {
      // Strkey: version byte (6 << 3 for an ed25519 public key), the 32-byte key, a 2-byte checksum.
      const bytes = /^G[A-Z2-7]{55}$/.test(account) ? decoded(() => base32.decode(account)) : undefined;
      return bytes?.length === 35 && bytes[0] === 6 << 3 ? hex(bytes.subarray(1, 33)) : undefined;
    }
    case 'tron': {
      // Base58check: 0x41, the 20-byte address, a 4-byte checksum.
      const bytes = /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(account) ? decoded(() => base58.decode(account)) : undefined;
      return bytes?.length === 25 && bytes[0] === 0x41 ? `0x${hex(bytes.subarray(1, 21))}` : undefined;
    }
  }
}

/** A NEAR account with a name (not an implicit 64-hex one): its key must be registered with intents.near once. */
export const isNamedNearAccount = (account: string): boolean => !/^[0-9a-f]{64}$/.test(account);

/** The account family of an intent signing standard (the wallet families in src/wallets that sign intents). */
export function familyOfStandard(standard: string): AccountFamily | undefined {
  const families = {
    erc191: 'evm',
    nep413: 'near',
    raw_ed25519: 'sol',
    tip191: 'tron',
    sep53: 'stellar',
    ton_connect: 'ton',
  } as const;
  // Own keys only: a standard named like an Object method ("toString") is none.
  return Object.hasOwn(families, standard) ? families[standard as 'erc191'] : undefined;
}

/**
 * The Intents account a wallet's account signs for with `standard` (generate-intent's and the sign-in's `signerId`):
 * for ton_connect `account` is the wallet's public key in hex (its family's `intentSigner`). Undefined for another
 * standard or an account not of its form.
 */
export function signerIdFor(standard: string, account: string): string | undefined {
  const family = familyOfStandard(standard);
  return family && intentsAccountId(family, account);
}

/**
 * The Intents account a family's connected wallet signs for (the family as wallets/family.ts's WalletFamily has it):
 * from its `intentSigner` where the address does not carry the key (TON: the public key its connection shared; none
 * shared, none), else from the account itself.
 */
export function walletSignerId<W>(
  family: { readonly intentStandard?: string; intentSigner?(wallet: W, account: string): string | undefined },
  wallet: W,
  account: string,
): string | undefined {
  const signer = family.intentSigner ? family.intentSigner(wallet, account) : account;
  return family.intentStandard && signer ? signerIdFor(family.intentStandard, signer) : undefined;
}
