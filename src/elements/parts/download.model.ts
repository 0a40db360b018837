// Hands the browser a file to save (a receipt, an export) from inside a shadow root, without navigating.
/** Clicks a hidden link to `blob` named `name` in `root`; the object URL is revoked once the browser has it. */
export function downloadFile(root: ParentNode, blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  root.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Saves a swap's signed receipt: the quote response exactly as the service signed it (never a credential), named
 * after its deposit address and memo.
 */
export function downloadReceiptFile(
  root: ParentNode,
  quoteResponse: unknown,
  swap: { depositAddress: string; memo?: string },
): void {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80);
  const name = `swap-receipt-${safe(swap.depositAddress)}${swap.memo ? `-${safe(swap.memo)}` : ''}.json`;
  downloadFile(root, new Blob([JSON.stringify(quoteResponse, null, 2)], { type: 'application/json' }), name);
}
