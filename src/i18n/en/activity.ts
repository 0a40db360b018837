// The built-in English of <swap-activity> ("activity" section of the message catalogue, src/i18n/messages.ts): the
// end user's own swaps, from the receipts saved on this device. Placeholders are written {name}; keep them when
// translating.
export const activityMessages = {
  title: 'Your swaps',
  // Under the title: where the list comes from.
  intro: 'Swaps started in this browser, newest first. They are saved on this device only.',
  empty:
    'No swaps on this device yet. When you start a swap here, it is listed with its live status, so you can come back to it after closing the page.',

  // One swap: {amountIn} and {amountOut} are amounts with their token, e.g. "100 USDC" and "412.35 wNEAR".
  swapSummary: '{amountIn} to {amountOut}',
  // The visually hidden label of the arrow between the two amounts.
  amountsTo: 'to',
  // When the swap was quoted, e.g. "Started 5 minutes ago".
  startedAgo: 'Started {age}',
  // The deposit address (shortened) and, on memo chains, the memo.
  depositTo: 'Deposit address {address}',
  depositMemo: 'Memo {memo}',

  // ---- status of one swap (a short label; never colour alone) ----
  statusChecking: 'Checking…',
  statusUnknown: 'Status not checked yet',
  statusUnavailable: 'Status unavailable',
  // Under the status when checking it failed: {reason} is one sentence from the shared error messages.
  checkFailed: '{reason} Checking again shortly.',
  statusPendingDeposit: 'Waiting for deposit',
  // A swap still waiting for a deposit after its deadline: no deposit can be swapped any more.
  statusExpired: 'Expired without a deposit',
  statusKnownDeposit: 'Deposit seen',
  statusIncompleteDeposit: 'Incomplete deposit',
  statusProcessing: 'Processing',
  statusSuccess: 'Completed',
  // SUCCESS with no amounts and no transaction to the recipient: the service has answered so for refunded deposits.
  statusUnconfirmed: 'Check the refund: delivery not confirmed',
  statusRefunded: 'Refunded',
  statusFailed: 'Failed',
  // A status this version does not know: {status} is the service's code.
  statusOther: 'Status: {status}',

  // ---- actions of one swap ----
  openButton: 'Open',
  downloadButton: 'Download receipt',
  forgetButton: 'Forget',
  // The accessible description of each action names the swap: {swap} is the summary above, {age} e.g. "5 minutes ago".
  actionsFor: '{swap}, started {age}',

  // ---- forgetting (a confirmation step; nothing is removed silently) ----
  forgetQuestion: 'Forget this swap on this device?',
  forgetFinal: 'It is removed from this list and from this browser. The swap itself is not affected.',
  forgetUnfinished:
    'This swap is not finished: money may still be on its way. Without it, this device can no longer show where it went. Download its receipt first if you may need it.',
  forgetConfirm: 'Forget it',
  forgetCancel: 'Keep it',
  // Announced after forgetting.
  forgotten: 'The swap was removed from this device.',
  // Announced when a swap's status changes: {swap} is the summary, {status} the new status label.
  statusChanged: '{swap}: {status}',

  // ---- more ----
  // {count} is how many are not shown yet.
  showMore: 'Show more ({count, plural, one {# more swap} other {# more swaps}})',
} satisfies Record<string, string>;

export type ActivityMessageKey = keyof typeof activityMessages;
