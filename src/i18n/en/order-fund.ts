// The built-in English of funding a limit order from a wallet or by signing (<swap-order>'s funding step, in the
// catalogue's "order" section like en/order.ts): loaded with that step's chunk, so the order page carries it only when
// an order needs funds. The funding step reuses <swap-deposit>'s payment views; their sentences that speak of a swap
// or a quote are said here of the order instead (each key is `fund` + the deposit key it stands for). Placeholders are
// written {name}; keep them when translating.
export const orderFundMessages = {
  // The heading of the wallet and QR part, and the QR's place.
  fundWalletTitle: 'Pay from a wallet',
  // {amount} with its token: what is still to deposit (less than the order's amount once part has arrived).
  fundRemaining: 'Still to deposit: {amount}.',
  fundWalletSent:
    '{wallet} sent the payment, and this page gave its transaction hash to the service. Nothing more to do.',
  fundWalletSentSeen: '{wallet} sent the payment, and the service has seen it.',
  fundWalletOtherAccount:
    '{wallet} is on the account {account}, not on your refund address {refundTo}. If the order is refunded, the funds go to {refundTo}, not back to this account. Switch accounts in {wallet} and try again, or pay from this account.',
  fundWalletDepositUnready:
    'The deposit address cannot receive this token on {chain} yet. Nothing was sent. Check the order before paying another way.',
  fundIntentMismatch:
    'The transfer the service gave to sign is not exactly {amount} to this order’s deposit address, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentRefusedSignature:
    'The service refused the signature: it is not one of the Intents account {account}. Nothing was paid. Check the account in {wallet}, then try again.',
  fundIntentRefusedExpired:
    'The signed transfer came too late: the order’s deadline has passed. Nothing was paid. Place a new order.',
  fundIntentRefusedReplayed: 'The service already has this signed transfer. The order below shows when it arrives.',
  fundIntentRefusedQuote: 'The service will not take a signed transfer for this order now: {message}',
  fundIntentRefused: 'The service refused the signed transfer: {message}. Nothing was paid.',
  fundIntentMismatchSigner:
    'The intent the service gave to sign is for another account than {account}, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchDeadline:
    'The intent the service gave to sign has already expired, so {wallet} was not asked to sign it. Nothing was paid. Try again.',
  fundIntentMismatchReceiver:
    'The transfer the service gave to sign goes to another address than this order’s deposit address, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchAmount:
    'The intent the service gave to sign does not pay exactly {amount}, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchToken:
    'The intent the service gave to sign moves another token besides {amount}, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchReceives:
    'The intent the service gave to sign credits your own Intents account, but this order pays its recipient, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchPayout:
    'The intent the service gave to sign credits your Intents account less than this order’s {minimum}, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentMismatchUnbound:
    'The intent the service gave to sign takes {amount} from your balance without this order’s payout in return, so {wallet} was not asked to sign it. Nothing was paid.',
  fundIntentArrived: 'The service has received the deposit for this order. Nothing more to sign or send.',
  fundIntentPreparing: 'Asking the service for the transfer to sign…',
  fundIntentSubmitting: 'Sending the signed transfer to the service…',
  fundIntentChecking: 'Asking the service whether your signed transfer arrived…',
  fundIntentNotArrivedUntil:
    'Nothing has arrived for this order yet, but your signed transfer may still go through until {until}. Send it again or check later; {wallet} is not asked to sign a new one before then.',
  fundIntentNotArrived:
    'Nothing has arrived for this order yet, but your signed transfer may still go through. Send it again or check later; {wallet} is not asked to sign a new one while this one may still go through.',
  fundIntentServiceError: 'The service could not be asked: {message}',
  fundIntentServiceResendUntil:
    'The service did not answer: {message} Your signed transfer may have gone through. Send the same transfer again (it cannot pay twice) or check the order; {wallet} is not asked to sign a new one before it lapses at {until}.',
  fundIntentServiceResend:
    'The service did not answer: {message} Your signed transfer may have gone through. Send the same transfer again (it cannot pay twice) or check the order; {wallet} is not asked to sign a new one while this one may still go through.',
  fundIntentSent: 'Paid from your NEAR Intents balance with {wallet}: the service took the signed transfer.',
  fundIntentCheck: 'Check the order',
};
