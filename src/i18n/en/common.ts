// The built-in English shared by every element: errors, copy buttons, countdowns ("common" section of the catalogue,
// src/i18n/messages.ts; the words of the input checks are en/checks.ts, those of the site's setting mistakes
// en/settings.ts).
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
  // The site's gateway refused this page's address ({origin}, e.g. https://shop.example): a setting of the site's
  // server (ALLOWED_ORIGINS is the setting's name: keep it as it is).
  errorOriginRefused:
    "The site's gateway does not serve pages from {origin}. Its operator must add this address to ALLOWED_ORIGINS.",
  errorInvalidResponse: 'The swap service sent an answer we could not read. Nothing was changed; please try again.',
  errorAborted: 'The request was cancelled.',
  errorServer: 'The swap service had a problem. Please try again in a moment.',
  // {message} is the service's own (English) words, shown as they came.
  errorServiceSaid: 'The service said: {message}',

  // Copy buttons. The button's accessible name usually comes from the element ("Copy deposit address").
  copyButton: 'Copy',
  copiedButton: '✓ Copied',
  // Announced to screen readers after copying.
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it by hand',

  // What a screen reader says for a countdown; {duration} is the time left in words ("1 minute 5 seconds").
  countdownLabel: '{duration}',
} satisfies Record<string, string>;
