// The built-in English of <swap-history> ("history" section of the message catalogue, src/i18n/messages.ts).
// Placeholders are written {name}; keep them when translating. Numbers in placeholders arrive already formatted in
// the page's language. CSV column names are data, not text, and stay English (see swap-history/history.model.ts).
export const historyMessages = {
  title: 'Swap history',

  // ---- set-up (no token and no proxy, or the explorer refused them) ----
  setupConnect: 'Connect the explorer to see your swaps.',
  setupRefused: 'The explorer refused access.',
  setupIntro: 'The history is read from the Intents Explorer, which needs your partner token. Choose one way:',
  // Followed by a line of HTML code showing the explorer-url attribute.
  setupProxy: 'Public pages: add a small proxy on your own server that adds the token, and point the element at it:',
  // Followed by a line of JavaScript code setting the token property.
  setupScript: 'Internal dashboards: set the token from script, never in the HTML:',
  setupWaiting: 'Nothing is requested until then.',
  setupCheck: 'Check the token or the proxy, then reload.',

  // ---- header actions ----
  // When the next request may go out under the explorer's rate limit; {seconds} is a whole number.
  updatingIn: 'Updating in {seconds} s',
  updating: 'Updating…',
  refreshesEvery: 'Refreshes every {seconds} s',
  refreshButton: 'Refresh',
  exportButton: 'Export CSV',

  // ---- CSV export ----
  exportLabel: 'CSV export',
  exportStarting: 'Exporting: reading the first page…',
  // Plural messages pick their words by the count ({total, plural, …}; # is the count, formatted).
  exportProgress: 'Exporting {done} of {total, plural, one {# swap} other {# swaps}}',
  exportNextPage: 'Next page in {seconds} s.',
  // {duration} is e.g. "1 minute 5 seconds".
  exportTimeLeft: 'About {duration} left.',
  exportCancel: 'Cancel export',
  exportDone: 'Exported {count, plural, one {# swap} other {# swaps}}.',
  exportDownload: 'Download {name}',
  // The name of the downloaded file; {date} is YYYY-MM-DD.
  exportFileName: 'swaps-{date}.csv',
  exportCancelled: 'Export cancelled: no file was made.',
  // {reason} is one sentence from the shared error messages.
  exportFailed: 'The export stopped: {reason}',

  // ---- filters ----
  filtersLabel: 'Filters',
  statusesLegend: 'Statuses',
  statusesOpenHidden: 'Swaps still waiting for a deposit (pending or incomplete) are shown only when ticked.',
  searchLabel: 'Search',
  searchPlaceholder: 'Address, sender or tx hash',
  fromChainLabel: 'From chain',
  fromTokenLabel: 'From token',
  toChainLabel: 'To chain',
  toTokenLabel: 'To token',
  referralLabel: 'Referral',
  affiliateLabel: 'Affiliate (fee recipient)',
  minUsdLabel: 'Min USD',
  maxUsdLabel: 'Max USD',
  startLabel: 'From date',
  endLabel: 'To date (inclusive)',
  showTestLabel: 'Show test transactions',
  resetFilters: 'Reset filters',
  anyChain: 'Any chain',
  anyToken: 'Any token',
  // A token in the token filter: "USDC (Ethereum)".
  tokenOption: '{symbol} ({chain})',

  // ---- filter problems (shown next to the field; nothing is requested until they are fixed) ----
  // {statuses} and {allowed} are lists of status codes such as SUCCESS, REFUNDED.
  statusesUnknown: '{statuses} cannot be filtered on. Choose among {allowed}.',
  statusesNone: 'Choose at least one status.',
  chainNotCode: '“{value}” is not a chain code: use one such as eth, btc or near.',
  tokenNotAssetId: '“{value}” is not an asset id: use one such as nep141:wrap.near.',
  tokenWrongChain:
    '{symbol} is a token on {tokenChain}, not on {chain}. Clear the chain or pick a token of that chain.',
  tokensBoth: 'The explorer cannot filter on both tokens at once (the destination token wins). Clear one of them.',
  minUsdNotNumber: 'Enter the minimum as a number of US dollars, e.g. 100.',
  minUsdNegative: 'The minimum cannot be negative.',
  maxUsdNotNumber: 'Enter the maximum as a number of US dollars, e.g. 5000.',
  maxUsdNegative: 'The maximum cannot be negative.',
  minAboveMax: 'The minimum is greater than the maximum: no swap can match.',
  startInvalid: 'Enter the start as a date (2026-01-15) or an ISO date-time.',
  endInvalid: 'Enter the end as a date (2026-01-31) or an ISO date-time.',
  startNotBeforeEnd: 'The start is not before the end: no swap can match.',
  // A value the explorer's own checks still reject after the checks above.
  filterNotAccepted: 'The explorer does not accept this value. Change it or clear it.',
  pageSizeNotWhole: 'The page size must be a whole number from 1 to 1000.',
  pageSizeOutOfRange: 'The page size must be from 1 to 1000.',
  pageNotWhole: 'The page number must be a whole number from 1.',

  // ---- summary line and notices ----
  pagingNeedsAttention: 'The paging settings need attention: nothing was requested.',
  filtersNeedAttention: 'Some filters need attention (see the messages above): nothing was requested.',
  loadingSwaps: 'Loading swaps…',
  noMatches: 'No swaps match these filters.',
  emptyPage: 'No swaps on this page; {total} in all.',
  pageSummary: 'Swaps {first}–{last} of {total}, page {page} of {pages}.',
  cursorLoaded: '{count, plural, one {# swap} other {# swaps}} loaded.',
  cursorLoadedAll: '{count, plural, one {# swap} other {# swaps}} loaded, down to the oldest.',
  // After "Load newer": follows the sentence above.
  newerNone: 'No newer swaps yet.',
  newerLoaded: '{count, plural, one {# newer} other {# newer}} loaded.',
  noSuchPage: 'There is no page {page}: these filters give {pages, plural, one {# page} other {# pages}}.',
  listChanged: 'The list changed on the explorer, so it was read again from the newest swap.',
  // After the summary: rows of the explorer's answer that broke the contract (a missing field, a negative amount).
  rowsUnreadable:
    '{count, plural, one {# row from the explorer could not be read and is left out.} other {# rows from the explorer could not be read and are left out.}}',
  retryButton: 'Try again',
  noSwaps: 'No swaps to show.',
  fixFilters: 'Fix the filters to see swaps.',

  // ---- table ----
  columnDetails: 'Details',
  columnCreated: 'Created',
  // Screen-reader text after "Created" on the sort button.
  sortedNewestFirst: ', newest first on this page; activate to reverse',
  sortedOldestFirst: ', oldest first on this page; activate to reverse',
  columnSwap: 'Swap',
  columnStatus: 'Status',
  columnRecipient: 'Recipient',
  columnDepositAddress: 'Deposit address',
  columnReferral: 'Referral',
  columnAppFees: 'App fees',
  detailsButton: 'Details',
  // Screen-reader text after a row's time, on the button that chooses the row.
  chooseSwap: ': choose this swap',
  // Screen-reader text between the two amounts of a row ("5 USDC to 2 wNEAR"), shown as an arrow.
  legTo: 'to',
  memoValue: 'Memo {memo}',

  // ---- statuses ----
  statusPendingDeposit: 'Pending deposit',
  statusKnownDepositTx: 'Deposit seen',
  statusIncompleteDeposit: 'Incomplete deposit',
  statusProcessing: 'Processing',
  statusSuccess: 'Success',
  statusRefunded: 'Refunded',
  statusFailed: 'Failed',

  // ---- row details ----
  detailMemo: 'Memo',
  detailRefundAddress: 'Refund address',
  detailSenders: 'Senders',
  detailIntentHash: 'Intent hash',
  detailNearTxs: 'NEAR transactions',
  detailOriginTxs: 'Origin chain transactions',
  detailDestinationTxs: 'Destination chain transactions',
  detailRefundReason: 'Refund reason',
  detailRefundFee: 'Refund fee',
  detailTypes: 'Types',
  // The account kinds of a swap; each placeholder is one of the "account…" words below.
  typesValue: 'Deposit {deposit}, recipient {recipient}, refund {refund}',
  // An empty list of a swap still under way; a finished swap's empty list says "None".
  noneYet: 'None yet',
  none: 'None',
  // No delivery transaction, because the deposit was refunded instead.
  noneRefunded: 'None: the deposit was refunded',
  accountOriginChain: 'Origin chain',
  accountDestinationChain: 'Destination chain',
  accountIntents: 'Intents',
  accountConfidentialIntents: 'Confidential intents',
  accountUnknown: 'Unknown',
  refundPartialDeposit: 'Partial deposit',
  refundAmountLessThanMinAmountOut: 'Amount less than min amount out',
  refundAmountMoreThanBalance: 'Amount more than balance',
  refundIntentSubmitFailed: 'Intent submit failed',
  refundCircuitBreakerBlocked: 'Circuit breaker blocked',
  refundFeeEstimationFailed: 'Fee estimation failed',
  refundNoLiquidity: 'No liquidity',
  refundAmountLessThanMinWithdrawable: 'Amount less than min withdrawable',
  refundInsufficientBalance: 'Insufficient balance',
  refundRefundAddFailed: 'Refund add failed',
  refundUnknown: 'Unknown',

  // ---- copy buttons (accessible names) ----
  copyRecipient: 'Copy recipient',
  copyDepositAddress: 'Copy deposit address',
  copyMemo: 'Copy memo',
  copyRefundAddress: 'Copy refund address',
  copySender: 'Copy sender',
  copyIntentHash: 'Copy intent hash',
  copyNearTx: 'Copy NEAR transaction hash',
  copyOriginTx: 'Copy origin chain transaction hash',
  copyDestinationTx: 'Copy destination chain transaction hash',

  // ---- pager ----
  rowsPerPage: 'Rows per page',
  cursorPagerLabel: 'Load more swaps',
  loadNewer: 'Load newer',
  loadOlder: 'Load older',
  noOlder: 'No older swaps',
  pagerLabel: 'Pages',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  // "Page [3] of 12": the label before the page number field, then the text after it.
  pageLabel: 'Page',
  pageOfTotal: 'of {pages}',
} satisfies Record<string, string>;

export type HistoryMessageKey = keyof typeof historyMessages;
