// The built-in English shared by every element: errors, copy buttons, countdowns ("common" section of the catalogue, src/i18n/messages.ts).
// Placeholders are written {name}; keep them when translating.
export const commonMessages = {
  // Errors from the swap service (one sentence each, shown next to what failed).
  errorUnknown: 'Something went wrong. Please try again.',
  // {minimum} is an amount with its token, e.g. "1.5 USDC".
  errorAmountTooLow: 'The amount is too small for this route. Try at least {minimum}.',
  // Used for {minimum} above when the token is unknown: {units} is a whole number of the token's smallest units.
  errorMinimumUnits: '{units} units',
  errorOriginTokenInvalid: 'The token you send is not supported by the service. Choose another one.',
  errorDestinationTokenInvalid: 'The token you receive is not supported by the service. Choose another one.',
  errorRecipientInvalid:
    'The service did not accept the recipient address. Check that it belongs to the destination chain.',
  errorRefundInvalid: 'The service did not accept the refund address. Check that it belongs to the origin chain.',
  errorNoLiquidity: 'There is not enough liquidity for this amount right now. Try a smaller amount or another pair.',
  errorQuoteFailed: 'No quote could be found for this swap right now. Try again in a moment, or change the amount.',
  errorPairUnavailable: 'Swaps between these two tokens are not available. Choose a different pair.',
  // A "partner token" is the API key a website uses with the swap service.
  errorSwapTypeNeedsAuth: 'This swap type needs a partner token. Choose another swap type.',
  errorDepositNotFound: 'The service does not know this deposit address (yet). Check the address and memo.',
  // A 404 of the token list or a quote: the site's service address (its base-url setting) points nowhere.
  errorServiceNotFound: 'The swap service was not found at the address this site uses (base-url): it seems wrong.',
  // A 404 of the explorer (the swap history): the site's explorer address (explorer-url) points nowhere.
  errorExplorerNotFound: 'The explorer was not found at the address this site uses (explorer-url): it seems wrong.',
  // The site's own settings are wrong, so no request was made; {reason} is one of the config… or appFee… texts.
  errorInvalidConfig: 'This widget is set up incorrectly, so nothing was sent. {reason}',
  errorNetwork: 'The swap service could not be reached. Check your connection; we will keep trying.',
  errorTimeout: 'The swap service took too long to answer. Please try again.',
  errorRateLimited: 'Too many requests right now. Please wait a few seconds and try again.',
  errorUnauthorized: 'The partner token is missing, invalid or expired.',
  errorInvalidResponse: 'The swap service sent an answer we could not read. Nothing was changed; please try again.',
  errorAborted: 'The request was cancelled.',
  errorServer: 'The swap service had a problem. Please try again in a moment.',
  // {message} is the service's own (English) words, shown as they came.
  errorServiceSaid: 'The service said: {message}',

  // Address and transaction-hash checks. {chain} is a chain name such as "Ethereum"; {format} is one of the
  // formatHint… texts below.
  addressEmpty: 'Enter an address.',
  addressSpaces: 'An address has no spaces: check what was pasted.',
  addressChecksum: 'The capital letters do not match the address checksum: check for a typo.',
  addressInvalid: 'This is not a valid {chain} address: expected {format}.',
  txHashEmpty: 'Enter the transaction hash.',
  txHashSpaces: 'A transaction hash has no spaces: check what was pasted.',
  // {aChain} is the chain name with its English article ("an Ethereum", "a Bitcoin"); translations use {chain}.
  txHashInvalid: 'This is not {aChain} transaction hash: expected {format}.',

  // The expected shape of an address or transaction hash, completing "expected …".
  formatHintEvm: '0x followed by 40 hex characters',
  formatHintNear: 'a NEAR account such as alice.near, or a 64-character implicit account',
  formatHintBitcoin: 'a Bitcoin address starting with bc1, 1 or 3',
  formatHintLitecoin: 'a Litecoin address starting with ltc1, L, M or 3',
  formatHintDogecoin: 'a Dogecoin address starting with D, A or 9',
  formatHintDash: 'a Dash address starting with X or 7',
  formatHintZcash: 'a Zcash transparent (t1, t3) or unified (u1) address',
  formatHintBitcoinCash: 'a Bitcoin Cash address (bitcoincash:q…) or a legacy 1… or 3… address',
  formatHintTron: 'a Tron address starting with T',
  formatHintXrp: 'an XRP Ledger address starting with r',
  formatHintSolana: 'a Solana address (base58, 32 to 44 characters)',
  formatHintFogo: 'a Fogo address (base58, 32 to 44 characters)',
  formatHintTon: 'a TON address (48 characters such as EQ… or UQ…, or 0:<hex>)',
  formatHintStellar: 'a Stellar account starting with G (56 characters)',
  formatHintCardano: 'a Cardano address starting with addr1',
  formatHintAleo: 'an Aleo address starting with aleo1 (63 characters)',
  formatHintHex64With0x: '0x followed by 64 hex characters',
  formatHintHexUpTo64With0x: '0x followed by up to 64 hex characters',
  formatHintHex64: '64 hex characters',
  formatHintNearTx: 'a base58 NEAR transaction hash',
  formatHintSuiTx: 'a base58 Sui transaction digest',
  formatHintSolanaTx: 'a base58 Solana signature',
  formatHintFogoTx: 'a base58 Fogo signature',
  formatHintTonTx: 'a TON transaction hash (64 hex characters or base64)',
  formatHintAleoTx: 'an Aleo transaction id starting with at1',

  // Typed amounts. Write the examples the way your language writes numbers.
  amountEmpty: 'Enter an amount.',
  amountNegative: 'The amount must be positive.',
  amountCharacters: 'Use digits and one decimal separator, for example 1.5.',
  amountSeparators: 'Use only one decimal separator.',
  amountDigitGroups: 'Digit groups must have three digits, for example 1,234.5.',
  amountNoDecimals: 'This token has no decimal places: enter a whole number.',
  amountTooManyDecimals: 'This token has at most {decimals, plural, one {# decimal place} other {# decimal places}}.',
  amountZero: 'Enter an amount greater than zero.',
  // {max} is the largest amount of the token (2^128 - 1 of its smallest units), written as an amount.
  amountTooLarge: 'Check the number: it is more than a token can hold (at most {max}).',

  // The website's app fee settings (a mistake of the site, not of the person swapping). "…Numbered" is used when
  // there are several fees: {number} is the fee's position. {maxBps} is a number of basis points, {maxPercent} the
  // same as a percentage ("5%").
  appFeeRecipient: 'The app fee needs a recipient account.',
  appFeeRecipientNumbered: 'App fee {number} needs a recipient account.',
  appFeeWhole: 'The app fee must be a whole, non-negative number of basis points.',
  appFeeWholeNumbered: 'App fee {number} must be a whole, non-negative number of basis points.',
  appFeeMax: 'The app fee can be at most {maxBps} basis points ({maxPercent}).',
  appFeeMaxNumbered: 'App fee {number} can be at most {maxBps} basis points ({maxPercent}).',
  appFeeAccount: 'The app fee must go to a NEAR account, such as fees.near.',
  appFeeAccountNumbered: 'App fee {number} must go to a NEAR account, such as fees.near.',
  appFeeList: 'The app fees must be a list of recipients and fees.',
  // {setting} is the attribute the site set wrongly: base-url or explorer-url.
  configUrl: 'The {setting} setting is not a web address: it must start with https:// (or be a path such as /api).',

  // Copy buttons. The button's accessible name usually comes from the element ("Copy deposit address").
  copyButton: 'Copy',
  copiedButton: '✓ Copied',
  // Announced to screen readers after copying.
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it by hand',

  // What a screen reader says for a countdown; {duration} is the time left in words ("1 minute 5 seconds").
  countdownLabel: '{duration}',
} satisfies Record<string, string>;
