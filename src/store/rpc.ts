// Where the Solana, NEAR and TON wallet paths read their chain (not in store.ts: only the wallet controllers use it, and
// the first download stays as it is).
import { DEFAULT_BASE_URL } from '../api/client.js';
import type { ChainRpc, SwapConfig } from './store.js';

const RPC_CHAINS: Readonly<Record<string, keyof ChainRpc>> = {
  sol: 'solana',
  near: 'near',
  ton: 'ton',
  stellar: 'stellar',
  sui: 'sui',
  aptos: 'aptos',
  movement: 'movement',
  starknet: 'starknet',
};

/**
 * Where a chain is read: the configured URL, else `<baseUrl>/rpc/<chain>` when the elements talk to a gateway or the
 * simulator (both answer it), else none (the real service has no RPC: the wallet path is then not offered, the
 * address and QR stay).
 */
export function rpcUrlFor(config: Pick<SwapConfig, 'rpc' | 'baseUrl'>, chain: string | undefined): string | undefined {
  const name = chain ? RPC_CHAINS[chain] : undefined;
  if (!name) return undefined;
  const configured = config.rpc?.[name];
  if (configured) return configured;
  const base = config.baseUrl?.replace(/\/+$/, '');
  return base && base !== DEFAULT_BASE_URL ? `${base}/rpc/${name}` : undefined;
}
