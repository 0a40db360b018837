// The built-in English of <swap-widget> ("widget" section of the message catalogue, src/i18n/messages.ts).
// Placeholders are written {name}; keep them when translating.
export const widgetMessages = {
  // Accessible name of the list of steps above the flow.
  progressLabel: 'Progress',
  stepQuote: 'Quote',
  stepDeposit: 'Deposit',
  stepDone: 'Done',
  // One entry of the step list: {number} is its position (1, 2, 3), {step} one of the three step names above.
  stepNumbered: '{number}. {step}',
  // While the deposit and status steps load (fetched when the flow reaches them); the swap is saved meanwhile.
  stepLoading: 'Loading the next step…',
  stepLoadFailed: 'The next step could not be loaded. Your swap is saved: check your connection and try again.',
  stepLoadRetry: 'Try again',
  // Shown when the swap has ended (completed or refunded).
  newSwapButton: 'Start a new swap',
} satisfies Record<string, string>;
