// The intents.near views <swap-account> reads through the NEAR RPC (a chunk loaded once an account is shown).
const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

async function view(rpcUrl: string, method: string, args: object, fetch = globalThis.fetch): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 'swap-account',
      method: 'query',
      params: {
        request_type: 'call_function',
        finality: 'final',
        account_id: 'intents.near',
        method_name: method,
        args_base64: toBase64(JSON.stringify(args)),
      },
    }),
  });
  const answer = (await response.json()) as { result?: { result?: number[] }; error?: unknown };
  const bytes = answer.result?.result;
  if (!response.ok || !Array.isArray(bytes)) throw new Error(`The NEAR RPC refused ${method}.`);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes)));
}

/** mt_batch_balance_of: exact balances, in the order of `tokenIds`. */
export async function intentsBalances(
  rpcUrl: string,
  accountId: string,
  tokenIds: readonly string[],
  fetch?: typeof globalThis.fetch,
): Promise<string[]> {
  const answer = await view(rpcUrl, 'mt_batch_balance_of', { account_id: accountId, token_ids: tokenIds }, fetch);
  if (!Array.isArray(answer) || answer.length !== tokenIds.length) throw new Error('The NEAR RPC gave no balances.');
  return answer.map(String);
}
