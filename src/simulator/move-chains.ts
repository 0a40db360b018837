// The simulator's Sui, Aptos, Movement and Starknet reads: a balance ledger per chain (account and token to smallest
// units, set through `POST /_sim/chain-balance`) answered the way each chain's node answers the elements' reads:
// Sui JSON-RPC `suix_getBalance` and `suix_getCoins` (POST /rpc/sui), the Aptos REST `view` of `0x1::coin::balance`
// and `0x1::primary_fungible_store::balance` (POST /rpc/aptos/view, /rpc/movement/view) and Starknet JSON-RPC
// `starknet_call` of `balanceOf` (POST /rpc/starknet). Payments from these chains' wallets reach a swap as deposits
// (the demo and test wallets place them with POST /_sim/deposit). See README "Sui, Aptos, Movement, Starknet".
import type { Hono } from 'hono';
import { fail, json, readJson } from '../api/wire.js';

export const MOVE_CHAINS = ['sui', 'aptos', 'movement', 'starknet'] as const;
export type MoveChain = (typeof MOVE_CHAINS)[number];

/** Each chain's native coin as the wallets name it: a coin type, or Starknet's STRK contract. */
const NATIVE: Record<MoveChain, string> = {
  sui: '0x2::sui::SUI',
  aptos: '0x1::aptos_coin::AptosCoin',
  movement: '0x1::aptos_coin::AptosCoin',
  starknet: '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d',
};
/** sn_keccak("balanceOf"). */
const BALANCE_OF = BigInt('0x2e4263afad30923c891518314c3c95dbe830a16874e8abc5777a9a20b54c76e');
const U128 = (1n << 128n) - 1n;

const HEX = /^0x[0-9a-fA-F]{1,64}$/;
/** Addresses (and the address of a type) as 32-byte lower-case hex, as every chain here compares them. */
const normalAddress = (text: string): string => `0x${text.slice(2).toLowerCase().padStart(64, '0')}`;
function normalToken(text: string): string | undefined {
  const [address, ...rest] = text.split('::');
  if (!address || !HEX.test(address) || (rest.length !== 0 && rest.length !== 2)) return undefined;
  return [normalAddress(address), ...rest].join('::');
}

export class MoveLedgers {
  private readonly balances = new Map<string, bigint>();

  private key(chain: MoveChain, account: string, token: string | undefined): string | undefined {
    const normal = normalToken(token ?? NATIVE[chain]);
    return HEX.test(account) && normal ? `${chain}|${normalAddress(account)}|${normal}` : undefined;
  }

  /** Sets a balance; false when the account or token is not one the chain could name. */
  set(chain: MoveChain, account: string, token: string | undefined, amount: bigint): boolean {
    const key = this.key(chain, account, token);
    if (key) this.balances.set(key, amount);
    return !!key;
  }

  balance(chain: MoveChain, account: string, token?: string): bigint | undefined {
    const key = this.key(chain, account, token);
    return key === undefined ? undefined : (this.balances.get(key) ?? 0n);
  }
}

const rpcAnswer = (id: unknown, result: unknown) => json({ jsonrpc: '2.0', id: id ?? null, result });
const rpcError = (id: unknown, code: number, message: string) =>
  json({ jsonrpc: '2.0', id: id ?? null, error: { code, message } });

type RpcBody = { id?: unknown; method?: unknown; params?: unknown };

function sui(ledgers: MoveLedgers, { id, method, params }: RpcBody): Response {
  const [owner, coinType] = Array.isArray(params) ? (params as unknown[]) : [];
  if (method !== 'suix_getBalance' && method !== 'suix_getCoins') return rpcError(id, -32601, 'Method not found');
  const type = typeof coinType === 'string' ? coinType : NATIVE.sui;
  const balance = typeof owner === 'string' ? ledgers.balance('sui', owner, type) : undefined;
  if (balance === undefined) return rpcError(id, -32602, 'Invalid params');
  if (method === 'suix_getBalance') {
    return rpcAnswer(id, {
      coinType: type,
      coinObjectCount: balance > 0n ? 1 : 0,
      totalBalance: String(balance),
      lockedBalance: {},
    });
  }
  // One coin object holds the whole balance; its id is derived from the owner, as stable as the ledger.
  const coin = {
    coinType: type,
    coinObjectId: normalAddress(`0x${normalAddress(owner as string).slice(-62)}c0`),
    version: '1',
    digest: '11111111111111111111111111111111',
    balance: String(balance),
  };
  return rpcAnswer(id, { data: balance > 0n ? [coin] : [], nextCursor: null, hasNextPage: false });
}

function aptosView(ledgers: MoveLedgers, chain: 'aptos' | 'movement', body: Record<string, unknown>): Response {
  const args = Array.isArray(body.arguments) ? (body.arguments as unknown[]) : [];
  const types = Array.isArray(body.type_arguments) ? (body.type_arguments as unknown[]) : [];
  let balance: bigint | undefined;
  if (body.function === '0x1::coin::balance' && typeof types[0] === 'string' && typeof args[0] === 'string') {
    balance = ledgers.balance(chain, args[0], types[0]);
  } else if (
    body.function === '0x1::primary_fungible_store::balance' &&
    types[0] === '0x1::fungible_asset::Metadata' &&
    typeof args[0] === 'string' &&
    typeof args[1] === 'string'
  ) {
    balance = ledgers.balance(chain, args[0], args[1]);
  }
  if (balance === undefined) {
    return json({ message: 'Invalid view function', error_code: 'invalid_input', vm_error_code: null }, 400);
  }
  return json([String(balance)]);
}

function starknet(ledgers: MoveLedgers, { id, method, params }: RpcBody): Response {
  if (method !== 'starknet_call') return rpcError(id, -32601, 'Method not found');
  const request = (params as { request?: Record<string, unknown> } | undefined)?.request;
  const selector = request?.entry_point_selector;
  const calldata = Array.isArray(request?.calldata) ? (request.calldata as unknown[]) : [];
  const contract = request?.contract_address;
  if (typeof selector !== 'string' || !HEX.test(selector) || BigInt(selector) !== BALANCE_OF) {
    return rpcError(id, 21, 'Requested entrypoint does not exist in the contract');
  }
  const balance =
    typeof contract === 'string' && typeof calldata[0] === 'string'
      ? ledgers.balance('starknet', calldata[0], contract)
      : undefined;
  if (balance === undefined) return rpcError(id, -32602, 'Invalid params');
  return rpcAnswer(id, [`0x${(balance & U128).toString(16)}`, `0x${(balance >> 128n).toString(16)}`]);
}

/** Mounts the chains' reads and their control endpoint on the simulator's app. */
export function moveChainRoutes(app: Hono): MoveLedgers {
  const ledgers = new MoveLedgers();
  const body = async (request: Request) => ((await readJson(request)) ?? {}) as Record<string, unknown>;
  app.post('/rpc/sui', async (c) => sui(ledgers, await body(c.req.raw)));
  app.post('/rpc/aptos/view', async (c) => aptosView(ledgers, 'aptos', await body(c.req.raw)));
  app.post('/rpc/movement/view', async (c) => aptosView(ledgers, 'movement', await body(c.req.raw)));
  app.post('/rpc/starknet', async (c) => starknet(ledgers, await body(c.req.raw)));
  app.post('/_sim/chain-balance', async (c) => {
    const { chain, account, token, amount } = await body(c.req.raw);
    if (!MOVE_CHAINS.includes(chain as MoveChain)) return fail(400, `chain must be one of ${MOVE_CHAINS.join(', ')}`);
    if (typeof amount !== 'string' || !/^\d+$/.test(amount)) return fail(400, 'amount must be an integer string');
    if (token !== undefined && typeof token !== 'string') return fail(400, 'token must be a string');
    if (typeof account !== 'string' || !ledgers.set(chain as MoveChain, account, token, BigInt(amount))) {
      return fail(400, 'account and token must be 0x-hex addresses (a token may be a coin type)');
    }
    return json({ chain, account, token: token ?? NATIVE[chain as MoveChain], amount });
  });
  return ledgers;
}
