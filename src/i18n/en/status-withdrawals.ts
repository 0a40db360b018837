// The built-in English of <swap-status>'s withdrawals part (ANY_INPUT swaps): in the catalogue's "status" section like
// en/status.ts, loaded with that part's chunk, so a page showing any other swap does not carry them.
// Placeholders are written {name}; keep them when translating.
export const withdrawalMessages = {
  // ---- ANY_INPUT: what the address collected and what was delivered (withdrawals) ----
  withdrawalsHeading: 'Collected and withdrawn',
  withdrawalsLoading: 'Checking what this address has collected…',
  withdrawalsNone: 'Nothing collected yet.',
  // The service refused to list them (401): reconciliation needs the partner credential.
  withdrawalsRefused:
    'Listing what this address collected needs the partner credential: point this element at a gateway that adds it, or set its apiKey or token.',
  // {error}: one sentence saying what went wrong.
  withdrawalsFailed: 'The withdrawals could not be loaded. {error}',
  withdrawalsRetry: 'Try again',
  withdrawalsCountLabel: 'Withdrawals',
  withdrawalsCount: '{count, plural, one {# withdrawal} other {# withdrawals}}',
  // {count}: all withdrawals; {failed}: how many of them failed.
  withdrawalsCountWithFailed: '{count, plural, one {# withdrawal} other {# withdrawals}}, {failed} failed',
  totalReceivedLabel: 'Total received',
  totalFeesLabel: 'Total fees',
  // {shown}, {total}: numbers of withdrawals.
  withdrawalsPartial: 'The latest {shown} of {total} withdrawals; the totals cover these.',
  withdrawalTimeLabel: 'Time',
  withdrawalAmountLabel: 'Amount out',
  withdrawalFeeLabel: 'Fee',
  withdrawalStatusLabel: 'Status',
  withdrawalHashLabel: 'Transaction',
  withdrawalSuccess: 'Delivered',
  withdrawalFailed: 'Failed',
  // {status}: a withdrawal status the page does not know, as the service sent it.
  withdrawalStatusOther: 'Reported as “{status}”',
  // When the token's decimals are unknown: {units} is the integer amount in the token's smallest units.
  withdrawalUnits: '{units} smallest units of {token}',
} satisfies Record<string, string>;
