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
  // Shown when the swap has ended (completed or refunded).
  newSwapButton: 'Start a new swap',
} satisfies Record<string, string>;
