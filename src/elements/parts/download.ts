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
