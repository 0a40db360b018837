// One JSON-RPC call to a chain's node (Sui, Starknet) through the configured URL: the gateway's or the simulator's
// `/rpc/<chain>`, or the site's own node. A small chunk shared by those families; an error answer throws its words.
import { WalletFault } from './session.js';

export async function jsonRpc<T>(
  chain: string,
  url: string,
  fetcher: typeof fetch | undefined,
  method: string,
  params: unknown,
): Promise<T> {
  const response = await (fetcher ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new WalletFault('error', `The ${chain} RPC answered ${response.status}.`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body?.error) {
    throw new WalletFault('error', String(body.error.message ?? `The ${chain} RPC refused the request.`).slice(0, 200));
  }
  return body.result as T;
}

/** A whole number of smallest units from a chain's answer (a decimal or 0x-hex string, or a safe integer). */
export const unitsOf = (value: unknown): bigint | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^(?:\d+|0x[0-9a-fA-F]+)$/.test(value))
    ? BigInt(value)
    : undefined;

export const notABalance = (): never => {
  throw new WalletFault('error', 'The node answered with something that is not a balance.');
};
