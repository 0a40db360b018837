// Sui wallets through the Sui Wallet Standard, without @mysten/sui (it needs Node 22; this package supports 20):
// `@wallet-standard/app` finds the page's wallets (`standard:connect` and `sui:signAndExecuteTransaction` on
// `sui:mainnet`), and the wallet builds, signs and executes exactly one transaction given as the standard's
// serialized transaction JSON (the `{ toJSON() }` the feature accepts). The JSON is the SDK's
// SerializedTransactionDataV2 (MystenLabs/ts-sdks packages/sui/src/transactions/data/v2.ts: `version: 2`, `inputs`,
// `commands`), its amount and recipient `UnresolvedPure` inputs that the wallet's SDK encodes as u64 and address
// (normalizeRawArguments in packages/sui/src/transactions/resolve.ts): SUI split from the gas coin, another coin type
// merged from the owner's coins of that type (read with `suix_getCoins`) and split, then sent to the deposit address.
// Balances: `suix_getBalance` through the configured RPC URL. Loaded on first need (suiModule), never at load.
import type { WalletAccount } from '@wallet-standard/base';
import type { FamilyPayment, WalletFamily } from './family.js';
import { WalletFault, walletProblem } from './session.js';
import { StandardSession, feature, type StandardWallet } from './standard-session.js';
import { jsonRpc, notABalance, unitsOf } from './chain-rpc.js';

export const SUI_MAINNET = 'sui:mainnet';
/** The native coin's type. */
export const SUI_COIN = '0x2::sui::SUI';
/** What Max leaves unspent of SUI (MIST): 0.01 SUI, a few times a transfer's gas. */
export const SUI_FEE_RESERVE = 10_000_000n;

export type SuiWallet = StandardWallet;

/** sui:signAndExecuteTransaction (the standard's input and output). */
export interface SignAndExecuteFeature {
  signAndExecuteTransaction(input: {
    transaction: { toJSON(): Promise<string> };
    account: WalletAccount;
    chain: string;
  }): Promise<{ digest: string; bytes?: string; signature?: string; effects?: string }>;
}

/** Sui addresses compare as 32-byte hex, whatever their case or leading zeros. */
const normal = (address: string): string => `0x${address.replace(/^0x/i, '').toLowerCase().padStart(64, '0')}`;

const session = new StandardSession('sui', SUI_MAINNET, 'sui:signAndExecuteTransaction');

type Coin = { coinObjectId?: unknown; version?: unknown; digest?: unknown; balance?: unknown };

/** The owner's coins of a type, enough of them for `amount` (suix_getCoins, page by page). */
async function coinsFor(payment: FamilyPayment, coinType: string): Promise<Coin[]> {
  const coins: Coin[] = [];
  let total = 0n;
  let cursor: string | null = null;
  do {
    const page: { data?: Coin[]; nextCursor?: string | null; hasNextPage?: boolean } = await jsonRpc(
      'Sui',
      payment.rpcUrl!,
      payment.fetch,
      'suix_getCoins',
      [payment.from, coinType, cursor, 50],
    );
    for (const coin of page?.data ?? []) {
      if (total >= BigInt(payment.amount)) break;
      coins.push(coin);
      total += unitsOf(coin.balance) ?? 0n;
    }
    cursor = page?.hasNextPage && total < BigInt(payment.amount) ? (page.nextCursor ?? null) : null;
  } while (cursor);
  if (total < BigInt(payment.amount)) throw new WalletFault('insufficient-funds', 'Not enough of the coin.');
  return coins;
}

/**
 * The transaction as SerializedTransactionDataV2 JSON: exactly `amount` of the coin to the deposit address. Gas data
 * is left for the wallet to fill (budget, price, payment), as the SDK's own JSON leaves it before building.
 */
export async function transferJson(payment: FamilyPayment): Promise<string> {
  const { from, depositAddress, amount, contractAddress } = payment;
  const pure = (value: string) => ({ UnresolvedPure: { value } });
  const native = !contractAddress || normalType(contractAddress) === normalType(SUI_COIN);
  const inputs: unknown[] = [pure(amount), pure(depositAddress)];
  const commands: unknown[] = [];
  let coin: unknown = { GasCoin: true };
  if (!native) {
    const coins = await coinsFor(payment, contractAddress);
    const objects = coins.map((c) => ({
      UnresolvedObject: { objectId: String(c.coinObjectId), version: String(c.version), digest: String(c.digest) },
    }));
    inputs.push(...objects);
    coin = { Input: 2 };
    if (objects.length > 1) {
      commands.push({ MergeCoins: { destination: coin, sources: objects.slice(1).map((_, i) => ({ Input: 3 + i })) } });
    }
  }
  const split = commands.length;
  commands.push(
    { SplitCoins: { coin, amounts: [{ Input: 0 }] } },
    { TransferObjects: { objects: [{ NestedResult: [split, 0] }], address: { Input: 1 } } },
  );
  return JSON.stringify({
    version: 2,
    sender: from,
    expiration: null,
    gasData: { budget: null, price: null, owner: null, payment: null },
    inputs,
    commands,
  });
}

/** A coin type with its address in full (`0x2::sui::SUI` and `0x000…02::sui::SUI` are one type). */
const normalType = (type: string): string => {
  const [address, ...rest] = type.split('::');
  return [normal(address ?? ''), ...rest].join('::');
};

/** The Sui wallet client, as the controllers drive it. */
export const family: WalletFamily<SuiWallet> = {
  walletSession: session,
  feeReserve: SUI_FEE_RESERVE,
  needsRpc: true,

  /** The account's chains (else the wallet's) without `sui:mainnet`: testnet, devnet or localnet, by name. */
  testNetwork: async (entry, address) => session.testNetwork(entry, address, 'testnet'),

  /** suix_getBalance of the coin type (SUI when none). */
  async balanceOf(_entry, account, contract, rpcUrl, fetcher) {
    if (!rpcUrl) return undefined;
    const answer = await jsonRpc<{ totalBalance?: unknown }>('Sui', rpcUrl, fetcher, 'suix_getBalance', [
      account,
      contract || SUI_COIN,
    ]);
    return unitsOf(answer?.totalBalance) ?? notABalance();
  },

  async sendPayment(entry, payment) {
    const account =
      entry.wallet.accounts.find((a) => a.address === payment.from) ?? session.account(entry.wallet.accounts);
    if (!account) throw new WalletFault('no-account');
    const json = await transferJson(payment);
    const answer = await feature<SignAndExecuteFeature>(
      entry.wallet,
      'sui:signAndExecuteTransaction',
    )!.signAndExecuteTransaction({ transaction: { toJSON: async () => json }, account, chain: SUI_MAINNET });
    const digest = answer?.digest;
    if (typeof digest !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(digest)) {
      throw new WalletFault('error', 'The wallet gave no transaction digest.');
    }
    return digest;
  },

  walletProblem: (error) => walletProblem(error, 'sui'),

  sameAccount: (a, b) => !!a && !!b && normal(a) === normal(b),
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
