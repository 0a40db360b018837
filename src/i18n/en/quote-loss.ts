// <swap-quote>'s words for confirming a large loss (keys in the quote section): loaded with that view, a chunk
// fetched only for a quote that loses more than the page allows (confirm-loss-bps).
export const lossMessages = {
  // A quote that loses more than the page allows (confirm-loss-bps) of its USD value; {percent} such as "6.2%",
  // {amountIn} and {amountOut} USD values such as "$100.00".
  lossWarning: 'This quote loses {percent} of its value ({amountIn} → {amountOut}).',
  lossAccept: 'I accept losing {percent} of the value',
  lossNotAccepted: 'Tick the box to go on, or change the swap.',
} satisfies Record<string, string>;
