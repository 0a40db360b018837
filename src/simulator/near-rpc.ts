// The simulator's NEAR chain: a ledger of accounts (NEAR in yocto, storage) and of the NEP-141 tokens of the token
// list (balances and storage registrations), read through JSON-RPC at POST /rpc/near (`query`: view_account, and
// call_function for ft_balance_of, storage_balance_of, storage_balance_bounds, ft_metadata), and written through
// control endpoints: POST /_sim/near/account sets an account, POST /_sim/near/tx executes a transaction a (fake) wallet
// signed. A transaction that ends at a swap's deposit address is that swap's deposit, as POST /_sim/deposit makes it.
// Wallets broadcast their own transactions, so the RPC answers no send method. See README.md ("NEAR chain").
import type { Hono } from 'hono';
import type { StatusResponse } from '../api/schemas.js';
import { fail, json, readJson } from '../api/wire.js';
import { CATALOGUE } from './catalogue.js';
import { makeTxHash } from './chains.js';
import { createRng, hashSeed } from './rng.js';

/** NEP-145 storage_balance_bounds().min of every simulated token (yocto): 0.00125 NEAR, as the usual FT contracts. */
export const NEAR_STORAGE_MIN = 1_250_000_000_000_000_000_000n;
/** What a transaction burns for gas in the simulator (yocto): 0.0001 NEAR per action. */
export const NEAR_GAS_BURN = 100_000_000_000_000_000_000n;

export interface NearRpcDeps {
  seed: number;
  /** A deposit arriving at a swap's deposit address (app.ts's placeDeposit). */
  deposit(input: {
    depositAddress: string;
    amount: bigint;
    asset?: string;
    txHash: string;
    sender: string;
  }): StatusResponse | [number, string];
  /** The views of `intents.near` (intents-views.ts). */
  intents?(method: string, args: Record<string, unknown>): unknown;
}

interface Account {
  amount: bigint;
  storageUsage: number;
}

/** The ledger: accounts, and per token contract its registered holders and their balances. */
interface Ledger {
  accounts: Map<string, Account>;
  tokens: Map<string, Map<string, bigint>>;
}

type Action =
  | { type: 'Transfer'; params: { deposit: string } }
  | {
      type: 'FunctionCall';
      params: { methodName: string; args: Record<string, unknown>; gas: string; deposit: string };
    };

const IMPLICIT = /^(?:[0-9a-f]{64}|0x[0-9a-f]{40})$/;
const YOCTO = /^\d+$/;
const BLOCK = { block_height: 1, block_hash: '11111111111111111111111111111111' };

class Panic extends Error {}

const rpcError = (id: unknown, name: string, message: string, code = -32000) =>
  json({ jsonrpc: '2.0', id, error: { code, name, message, cause: { name, info: {} }, data: message } });

export function registerNearRpc(app: Hono, deps: NearRpcDeps): void {
  const ledger: Ledger = { accounts: new Map(), tokens: new Map() };
  const hashes = createRng(hashSeed(deps.seed, 'near-tx'));
  const contractOf = (contract: string) =>
    CATALOGUE.find((t) => t.blockchain === 'near' && t.contractAddress === contract);
  const holders = (l: Ledger, contract: string) => {
    let map = l.tokens.get(contract);
    if (!map) l.tokens.set(contract, (map = new Map()));
    return map;
  };

  function viewCall(contract: string, method: string, args: Record<string, unknown>): unknown {
    if (contract === 'intents.near' && deps.intents) return deps.intents(method, args);
    const token = contractOf(contract);
    if (!token) throw new Panic(`CodeDoesNotExist: ${contract}`);
    const account = typeof args.account_id === 'string' ? args.account_id : undefined;
    switch (method) {
      case 'ft_balance_of':
        return String(ledger.tokens.get(contract)?.get(account ?? '') ?? 0n);
      case 'storage_balance_of':
        return ledger.tokens.get(contract)?.has(account ?? '')
          ? { total: String(NEAR_STORAGE_MIN), available: '0' }
          : null;
      case 'storage_balance_bounds':
        return { min: String(NEAR_STORAGE_MIN), max: String(NEAR_STORAGE_MIN) };
      case 'ft_metadata':
        return { spec: 'ft-1.0.0', name: token.symbol, symbol: token.symbol, decimals: token.decimals, icon: null };
      default:
        throw new Panic(`MethodNotFound: ${method}`);
    }
  }

  app.post('/rpc/near', async (c) => {
    let body: { id?: unknown; method?: unknown; params?: Record<string, unknown> };
    try {
      body = (await c.req.raw.json()) as typeof body;
    } catch {
      return rpcError(null, 'PARSE_ERROR', 'Parse error', -32700);
    }
    const { id = null, method, params = {} } = body ?? {};
    if (method !== 'query') return rpcError(id, 'METHOD_NOT_FOUND', `Method not found: ${String(method)}`, -32601);
    const accountId = String(params.account_id ?? '');
    if (params.request_type === 'view_account') {
      const account = ledger.accounts.get(accountId);
      if (!account) return rpcError(id, 'UNKNOWN_ACCOUNT', `account ${accountId} does not exist while viewing`);
      return json({
        jsonrpc: '2.0',
        id,
        result: {
          amount: String(account.amount),
          locked: '0',
          code_hash: '11111111111111111111111111111111',
          storage_usage: account.storageUsage,
          storage_paid_at: 0,
          ...BLOCK,
        },
      });
    }
    if (params.request_type === 'call_function') {
      try {
        const text = new TextDecoder().decode(
          Uint8Array.from(atob(String(params.args_base64 ?? '')), (ch) => ch.charCodeAt(0)),
        );
        const args = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        const answer = viewCall(accountId, String(params.method_name ?? ''), args);
        const bytes = Array.from(new TextEncoder().encode(JSON.stringify(answer)));
        return json({ jsonrpc: '2.0', id, result: { result: bytes, logs: [], ...BLOCK } });
      } catch (error) {
        const message = error instanceof Error ? error.message : 'invalid arguments';
        return rpcError(id, 'CONTRACT_EXECUTION_ERROR', message);
      }
    }
    return rpcError(id, 'UNKNOWN_REQUEST_TYPE', `request_type ${String(params.request_type)} is not answered`);
  });

  // ---- control endpoints ----
  app.post('/_sim/near/account', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const { accountId, amount, storageUsage, tokens } = body;
    if (typeof accountId !== 'string' || !accountId) return fail(400, 'accountId is required');
    if (amount !== undefined && (typeof amount !== 'string' || !YOCTO.test(amount))) {
      return fail(400, 'amount must be an integer string in yoctoNEAR');
    }
    if (storageUsage !== undefined && (typeof storageUsage !== 'number' || !Number.isSafeInteger(storageUsage))) {
      return fail(400, 'storageUsage must be a whole number of bytes');
    }
    const entries = Object.entries((tokens ?? {}) as Record<string, unknown>);
    for (const [contract, value] of entries) {
      if (!contractOf(contract)) return fail(400, `${contract} is not a NEAR token of the token list`);
      if (typeof value !== 'string' || !YOCTO.test(value))
        return fail(400, `tokens.${contract} must be an integer string`);
    }
    const known = ledger.accounts.get(accountId);
    ledger.accounts.set(accountId, {
      amount: amount !== undefined ? BigInt(amount) : (known?.amount ?? 0n),
      storageUsage: (storageUsage as number | undefined) ?? known?.storageUsage ?? 182,
    });
    for (const [contract, value] of entries) holders(ledger, contract).set(accountId, BigInt(value as string));
    return json({ accountId, amount: String(ledger.accounts.get(accountId)!.amount) });
  });

  /** Executes a signed transaction: all its actions or none (a panic rolls the whole receipt back, as on NEAR). */
  app.post('/_sim/near/tx', async (c) => {
    const body = (await readJson(c.req.raw)) as { signerId?: unknown; receiverId?: unknown; actions?: unknown };
    const { signerId, receiverId, actions } = body;
    if (typeof signerId !== 'string' || typeof receiverId !== 'string' || !Array.isArray(actions) || !actions.length) {
      return fail(400, 'signerId, receiverId and actions are required');
    }
    const hash = makeTxHash('near', hashes);
    const signer = ledger.accounts.get(signerId);
    const outcome = (status: Record<string, unknown>) =>
      json({
        status,
        transaction: { hash, signer_id: signerId, receiver_id: receiverId, actions },
        transaction_outcome: { id: hash },
        receipts_outcome: [],
      });
    if (!signer) return outcome({ Failure: { InvalidTxError: { SignerDoesNotExist: { signer_id: signerId } } } });
    // Work on a copy; commit only when every action passes.
    const copy: Ledger = {
      accounts: new Map([...ledger.accounts].map(([k, v]) => [k, { ...v }])),
      tokens: new Map([...ledger.tokens].map(([k, v]) => [k, new Map(v)])),
    };
    const credits: { depositAddress: string; amount: bigint; asset?: string }[] = [];
    const native = CATALOGUE.find((t) => t.blockchain === 'near' && !t.contractAddress);
    try {
      const payer = copy.accounts.get(signerId)!;
      const spend = (yocto: bigint) => {
        if (payer.amount < yocto) {
          throw new Panic(`NotEnoughBalance: ${signerId} has ${payer.amount}, needs ${yocto}`);
        }
        payer.amount -= yocto;
      };
      spend(NEAR_GAS_BURN * BigInt(actions.length));
      for (const action of actions as Action[]) {
        const deposit = String(action?.params?.deposit ?? '');
        if (!YOCTO.test(deposit)) throw new Panic('the action has no deposit');
        if (action.type === 'Transfer') {
          spend(BigInt(deposit));
          let receiver = copy.accounts.get(receiverId);
          if (!receiver) {
            if (!IMPLICIT.test(receiverId)) throw new Panic(`AccountDoesNotExist: ${receiverId}`);
            copy.accounts.set(receiverId, (receiver = { amount: 0n, storageUsage: 0 }));
          }
          receiver.amount += BigInt(deposit);
          credits.push({ depositAddress: receiverId, amount: BigInt(deposit), asset: native?.assetId });
          continue;
        }
        if (action.type !== 'FunctionCall') {
          throw new Panic(`the simulator does not execute ${String((action as { type?: unknown }).type)}`);
        }
        const token = contractOf(receiverId);
        if (!token) throw new Panic(`CodeDoesNotExist: ${receiverId}`);
        const { methodName, args = {} } = action.params;
        const map = holders(copy, receiverId);
        spend(BigInt(deposit));
        if (methodName === 'storage_deposit') {
          const account = typeof args.account_id === 'string' ? args.account_id : signerId;
          if (map.has(account))
            payer.amount += BigInt(deposit); // registered already: all refunded
          else {
            if (BigInt(deposit) < NEAR_STORAGE_MIN) {
              throw new Panic(`Smart contract panicked: The attached deposit is less than the minimum storage balance`);
            }
            map.set(account, 0n);
            payer.amount += BigInt(deposit) - NEAR_STORAGE_MIN; // registration_only: the rest refunded
          }
        } else if (methodName === 'ft_transfer') {
          if (deposit !== '1')
            throw new Panic('Smart contract panicked: Requires attached deposit of exactly 1 yoctoNEAR');
          const to = args.receiver_id;
          const amount = typeof args.amount === 'string' && YOCTO.test(args.amount) ? BigInt(args.amount) : 0n;
          if (typeof to !== 'string' || amount <= 0n) throw new Panic('Smart contract panicked: invalid arguments');
          const held = map.get(signerId);
          if (held === undefined) throw new Panic(`Smart contract panicked: The account ${signerId} is not registered`);
          if (!map.has(to)) throw new Panic(`Smart contract panicked: The account ${to} is not registered`);
          if (held < amount) throw new Panic("Smart contract panicked: The account doesn't have enough balance");
          map.set(signerId, held - amount);
          map.set(to, map.get(to)! + amount);
          credits.push({ depositAddress: to, amount, asset: token.assetId });
        } else throw new Panic(`Smart contract panicked: MethodNotFound ${methodName}`);
      }
    } catch (error) {
      if (!(error instanceof Panic)) throw error;
      return outcome({
        Failure: { ActionError: { index: 0, kind: { FunctionCallError: { ExecutionError: error.message } } } },
      });
    }
    ledger.accounts = copy.accounts;
    ledger.tokens = copy.tokens;
    // Arriving at a swap's deposit address (anything else only moved on the ledger).
    for (const credit of credits) {
      if (credit.asset) deps.deposit({ ...credit, txHash: hash, sender: signerId });
    }
    return outcome({ SuccessValue: '' });
  });
}
