// Turns any error the elements meet into one plain, polite sentence for the UI. The technical message stays in the
// swap-error event's detail for developers; people get what happened and what to do.
import { isSwapApiError, knownServerError } from '../../api/errors.js';

export interface ErrorContext {
  /** Formats the minimum of "Amount is too low for bridge, try at least N" (smallest units) for people. */
  formatMinimum?: (units: string) => string;
}

export function describeError(error: unknown, context: ErrorContext = {}): string {
  if (!isSwapApiError(error)) {
    return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  }
  const known = knownServerError(error.serverMessage);
  if (known) {
    switch (known.code) {
      case 'amount-too-low': {
        const minimum = context.formatMinimum ? context.formatMinimum(known.minimum) : `${known.minimum} units`;
        return `The amount is too small for this route. Try at least ${minimum}.`;
      }
      case 'origin-token-invalid':
        return 'The token you send is not supported by the service. Choose another one.';
      case 'destination-token-invalid':
        return 'The token you receive is not supported by the service. Choose another one.';
      case 'recipient-invalid':
        return 'The service did not accept the recipient address. Check that it belongs to the destination chain.';
      case 'refund-invalid':
        return 'The service did not accept the refund address. Check that it belongs to the origin chain.';
      case 'no-liquidity':
        return 'There is not enough liquidity for this amount right now. Try a smaller amount or another pair.';
      case 'quote-failed':
        return 'No quote could be found for this swap right now. Try again in a moment, or change the amount.';
      case 'pair-unavailable':
        return 'Swaps between these two tokens are not available. Choose a different pair.';
      case 'swap-type-needs-auth':
        return 'This swap type needs a partner token. Choose another swap type.';
      case 'deposit-not-found':
        return 'The service does not know this deposit address (yet). Check the address and memo.';
    }
  }
  switch (error.kind) {
    case 'network':
      return 'The swap service could not be reached. Check your connection; we will keep trying.';
    case 'timeout':
      return 'The swap service took too long to answer. Please try again.';
    case 'rate-limited':
      return 'Too many requests right now. Please wait a few seconds and try again.';
    case 'unauthorized':
      return 'The partner token is missing, invalid or expired.';
    case 'not-found':
      return 'The service does not know this deposit address (yet). Check the address and memo.';
    case 'invalid-response':
      return 'The swap service sent an answer we could not read. Nothing was changed; please try again.';
    case 'invalid-request':
      return error.issues[0]?.message ?? error.message;
    case 'aborted':
      return 'The request was cancelled.';
    case 'http':
      if ((error.status ?? 0) >= 500) return 'The swap service had a problem. Please try again in a moment.';
      return error.serverMessage ? `The service said: ${error.serverMessage}` : error.message;
  }
}
