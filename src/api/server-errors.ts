// The service's known error messages, apart from the error type (errors.ts): only the elements read them, so the
// page's first download, which needs the error type, leaves them to the elements' code.

/** Known 400 messages of the quote endpoint (CONTRACT.md), recognised so the UI can explain them. */
export type KnownServerError =
  | { code: 'origin-token-invalid' }
  | { code: 'destination-token-invalid' }
  | { code: 'recipient-invalid' }
  | { code: 'refund-invalid' }
  | { code: 'amount-too-low'; minimum: string }
  | { code: 'no-liquidity' }
  | { code: 'quote-failed' }
  | { code: 'pair-unavailable' }
  | { code: 'swap-type-needs-auth' }
  | { code: 'confidential-needs-auth' }
  | { code: 'deposit-not-found' };

const EXACT_MESSAGES: Record<string, KnownServerError> = {
  'tokenIn is not valid': { code: 'origin-token-invalid' },
  'tokenOut is not valid': { code: 'destination-token-invalid' },
  'recipient is not valid': { code: 'recipient-invalid' },
  'refundTo is not valid': { code: 'refund-invalid' },
  'No liquidity available': { code: 'no-liquidity' },
  'Failed to get quote': { code: 'quote-failed' },
  'Quoting for this pair is not available': { code: 'pair-unavailable' },
  'Swap type is not available for unauthorized requests': { code: 'swap-type-needs-auth' },
  // The 401 of a confidential quote without the partner credential (CONTRACT.md "2026-11 update").
  'User authentication is required for confidential intent quotes': { code: 'confidential-needs-auth' },
  'Deposit address not found': { code: 'deposit-not-found' },
};

/** Recognises a server message (exact text, or the "try at least N" pattern); undefined when unknown. */
export function knownServerError(message: string | undefined): KnownServerError | undefined {
  if (!message) return undefined;
  const text = message.trim();
  const exact = EXACT_MESSAGES[text];
  if (exact) return exact;
  const tooLow = /^Amount is too low for bridge, try at least (\d+)$/.exec(text);
  if (tooLow?.[1]) return { code: 'amount-too-low', minimum: tooLow[1] };
  return undefined;
}
