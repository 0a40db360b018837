// The built-in English of <swap-deposit>'s payment from a NEAR Intents balance by signing (depositType INTENTS): in
// the catalogue's "deposit" section like en/deposit.ts, loaded with that part's chunk (intent-pay), so a page showing
// any other swap does not carry them. Placeholders are written {name}; keep them when translating.
export const intentMessages = {
  // ---- paying from a NEAR Intents balance by signing (depositType INTENTS; the address stays for every other way) ----
  // {wallet}: the wallet's name; {amount}: the exact amount with its token, e.g. "100 USDC"; {account}: the Intents
  // account that signs (a NEAR account, a 0x address, or a key's hex).
  intentSign: 'Sign with {wallet}',
  intentSignAgain: 'Try signing again with {wallet}',
  intentHint:
    'Pays {amount} from your NEAR Intents balance: the wallet asks you to connect, then to sign one transfer of exactly {amount} to the deposit address. Nothing is sent on a chain.',
  intentPreparing: 'Asking the swap service for the transfer to sign…',
  intentSigning:
    'Waiting for {wallet}: sign the transfer of exactly {amount} from the Intents account {account} there.',
  intentSubmitting: 'Sending the signed transfer to the swap service…',
  intentSent: 'Paid from your NEAR Intents balance with {wallet}: the swap service took the signed transfer.',
  intentSentDone: 'Paid from your NEAR Intents balance with {wallet}.',
  intentHashLabel: 'Intent hash',
  intentDeclined: 'You declined to sign in {wallet}. Nothing was paid.',
  intentMismatch:
    'The transfer the swap service gave to sign is not exactly {amount} to this swap’s deposit address, so {wallet} was not asked to sign it. Nothing was paid.',
  // The intent generate-intent gave is not the payment due, each way in its own words; the wallet was never asked.
  // {minimum}: the least of the destination token the quote promises, with its token, e.g. "39.9 wNEAR".
  intentMismatchSigner:
    'The intent the swap service gave to sign is for another account than {account}, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchDeadline:
    'The intent the swap service gave to sign has already expired, so {wallet} was not asked to sign it. Nothing was paid. Try again.',
  intentMismatchReceiver:
    'The transfer the swap service gave to sign goes to another address than this swap’s deposit address, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchAmount:
    'The intent the swap service gave to sign does not pay exactly {amount}, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchToken:
    'The intent the swap service gave to sign moves another token besides {amount}, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchReceives:
    'The intent the swap service gave to sign credits your own Intents account, but this swap pays its recipient, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchPayout:
    'The intent the swap service gave to sign credits your Intents account less than this quote’s {minimum}, so {wallet} was not asked to sign it. Nothing was paid.',
  intentMismatchUnbound:
    'The intent the swap service gave to sign takes {amount} from your balance without this swap’s payout in return, so {wallet} was not asked to sign it. Nothing was paid.',
  intentRefusedSignature:
    'The swap service refused the signature: it is not one of the Intents account {account}. Nothing was paid. Check the account in {wallet}, then try again.',
  intentRefusedBalance:
    'The Intents account {account} does not hold {amount}. Nothing was paid. Add funds to it and try again, or send the amount to the deposit address another way.',
  intentRefusedExpired:
    'The signed transfer came too late: the quote’s deadline has passed. Nothing was paid. Get a new quote.',
  intentRefusedReplayed: 'The swap service already has this signed transfer. The status below follows the swap.',
  // {message}: the service's own words (not translated).
  intentRefusedQuote: 'The swap service will not take a signed transfer for this quote now: {message}',
  intentRefused: 'The swap service refused the signed transfer: {message}. Nothing was paid.',
  // {message}: why the service could not be asked (a sentence of the common error words).
  intentServiceError: 'The swap service could not be asked: {message}',
  // The service gave no answer to a signed transfer (5xx, network, timeout): it may have gone through, so no new
  // signature is offered; the same one may be sent again (it executes once). {until}: when it lapses (date and time).
  intentServiceResend:
    'The swap service did not answer: {message} Your signed transfer may have gone through. Send the same transfer again (it cannot pay twice) or check the swap status; {wallet} is not asked to sign a new one while this one may still go through.',
  intentServiceResendUntil:
    'The swap service did not answer: {message} Your signed transfer may have gone through. Send the same transfer again (it cannot pay twice) or check the swap status; {wallet} is not asked to sign a new one before it lapses at {until}.',
  intentResend: 'Send the signed transfer again',
  intentCheck: 'Check the swap status',
  intentChecking: 'Asking the swap service whether your signed transfer arrived…',
  intentArrived: 'The swap service has received the deposit for this swap. Nothing more to sign or send.',
  intentNotArrived:
    'Nothing has arrived for this swap yet, but your signed transfer may still go through. Send it again or check later; {wallet} is not asked to sign a new one while this one may still go through.',
  intentNotArrivedUntil:
    'Nothing has arrived for this swap yet, but your signed transfer may still go through until {until}. Send it again or check later; {wallet} is not asked to sign a new one before then.',
  intentLapsed:
    'Your signed transfer lapsed at its deadline and nothing arrived, so nothing was paid. Sign again to pay.',
  intentInterrupted:
    'This page was reloaded while your wallet was asked to sign, so its answer was lost. Nothing was paid: sign again to pay.',
} satisfies Record<string, string>;
