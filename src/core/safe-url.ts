// Links the service hands out (explorer pages of transactions): only http(s) becomes a link.

/** Only http(s) URLs from the service become links; anything else (javascript:, data:...) stays text. */
export function safeHttpUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
