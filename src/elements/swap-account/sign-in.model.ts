// The message a wallet signs to sign in (POST /v0/auth/authenticate, CONTRACT.md "2026-11 update", sign-in): the
// Defuse message with no intents, signed by the account, for intents.near, valid for a few minutes, with a fresh
// random 32-byte nonce; in each standard's form as generate-intent hands out intents (nep413: the message text, the
// nonce and the recipient; erc191, raw_ed25519, tip191 and sep53: the JSON text, which tip191 and sep53 wallets sign
// pretty-printed; ton_connect: a `text` of the pretty JSON, which the wallet signs as it is).
import type { IntentToSign } from '../../wallets/family.js';

/** How long the signed message stays valid: long enough to sign, short enough to be useless later. */
export const SIGN_IN_VALID_MS = 5 * 60_000;

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export function signInMessage(
  standard: string,
  signerId: string,
  now: number,
  nonce: Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
): IntentToSign {
  const deadline = new Date(now + SIGN_IN_VALID_MS).toISOString();
  const nonceText = base64(nonce);
  if (standard === 'nep413') {
    return {
      standard,
      payload: {
        message: JSON.stringify({ signer_id: signerId, deadline, intents: [] }),
        nonce: nonceText,
        recipient: 'intents.near',
      },
    };
  }
  const defuse = { signer_id: signerId, verifying_contract: 'intents.near', deadline, nonce: nonceText, intents: [] };
  if (standard === 'ton_connect') return { standard, payload: { type: 'text', text: JSON.stringify(defuse, null, 2) } };
  return { standard, payload: JSON.stringify(defuse) };
}
