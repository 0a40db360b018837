// Wallet errors as wallets really throw them, for the refusal tests: @wallet-standard/errors' WalletStandardError
// (src/error.ts there: `name` 'WalletStandardError', the code in `context.__code`, an optional `cause`) with the
// message its production builds give (message-formatter.ts: only the code and how to decode it).

/** A WalletStandardError of `code` as a production build throws it. */
export function walletStandardError(code: number, cause?: unknown): Error {
  const error = new Error(
    `Wallet Standard error #${code}; Decode this error by running \`npx @wallet-standard/errors decode -- ${code}\``,
    cause === undefined ? undefined : { cause },
  );
  error.name = 'WalletStandardError';
  return Object.assign(error, { context: { __code: code } });
}

/** WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED in @wallet-standard/errors' codes.ts. */
export const WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED = 4001000;
