// The built-in English of <swap-status>'s final card ("How the amounts add up") and its help block ("Need help with
// this swap?"): in the catalogue's "status" section like en/status.ts, loaded with their chunk (views/help.view.ts),
// so a page following a swap that needs neither does not carry them. Placeholders are written {name}; keep them.
export const helpMessages = {
  // ---- a final swap: how sent, swapped, refunded and delivered add up (views/final-amounts.view.ts) ----
  finalAmountsHeading: 'How the amounts add up',
  finalSentLabel: 'Arrived at the deposit address',
  finalSwappedLabel: 'Swapped',
  finalRefundFeeLabel: 'Network fee for the refund',
  finalRefundedLabel: 'Refunded',
  finalDeliveredLabel: 'Delivered to the recipient',
  finalFeesHeading: 'Fees included in the swapped amount',
  finalPlatformFee: 'Platform fee',
  // {recipient}: the account that gets the app fee.
  finalAppFee: 'App fee ({recipient})',
  // The insurance the quote asked for (`insured`).
  finalInsuranceFee: 'Insurance',
  // {fee}: finalPlatformFee or finalAppFee; {percent}: its rate, e.g. "0.2%"; {amount}: what it came to.
  finalFeeLine: '{fee} ({percent}): {amount}',
  // The status lacks a figure (or its figures leave something unexplained): no sum is shown.
  finalIncomplete:
    'The service has not reported all of this swap’s figures, so they are not added up here: the amounts above are as it reported them.',

  // ---- help with a failed, refunded or overdue swap (views/support.view.ts) ----
  supportHeading: 'Need help with this swap?',
  // {link}: the site's support page or e-mail address, as a link.
  supportContact: 'Contact {link} and give them the details below: the swap can be traced with them.',
  supportNoContact:
    'Contact whoever runs this website and give them the details below: the swap can be traced with them.',
  // Read by screen readers after the support link when it is a web page.
  supportOpensInNewTab: '(opens in a new tab)',
  supportStatusLabel: 'Status',
  supportReferenceLabel: 'Reference (correlation id)',
  copyReference: 'Copy reference',
  supportOriginLabel: 'Deposit and refund transactions',
  supportDestinationLabel: 'Delivery transactions',
  copyAll: 'Copy all',
  copyAllLabel: 'Copy all these details as text',
} satisfies Record<string, string>;
