// The Stellar payment the wallet signs, built with @stellar/stellar-base (never hand-packed XDR): ONE payment
// operation of exactly the amount (XLM, or an issued asset named by the token list's contract address `CODE-ISSUER`)
// to the deposit address, with the quote's deposit memo (digits as Memo.id, else Memo.text): a quote with a memo is
// never paid without it. The chain is read through the configured Horizon-style URL (the gateway's or the simulator's
// `/rpc/stellar`): `GET /accounts/{id}` for balances, trustlines, the reserve and the sequence. The wallet signs for
// the public network only (SEP-43 signTransaction); the signed envelope is checked to be the transaction built here,
// then submitted by the page (`POST /transactions`, form field `tx`); the hash is the transaction's. A chunk of its
// own, loaded by stellar.ts once a Stellar wallet is used.
import { Account, Asset, Memo, Networks, Operation, TransactionBuilder } from '@stellar/stellar-base';
import type { FamilyPayment } from './family.js';
import { WalletFault } from './session.js';
import { STELLAR_PUBLIC, answered, type StellarWallet } from './stellar.js';

/** The fee of the one-operation payment (stroops): ten times the network's base fee. */
export const TX_FEE = 10_000n;
/** The base reserve (stroops): an account keeps (2 + its subentries) of them. */
export const BASE_RESERVE = 5_000_000n;
/** How long the signed transaction may wait for a ledger (seconds). */
const TIMEOUT_S = 300;

interface HorizonBalance {
  asset_type?: string;
  asset_code?: string;
  asset_issuer?: string;
  balance?: string;
}

interface HorizonAccount {
  sequence?: string;
  subentry_count?: number;
  num_sponsoring?: number;
  num_sponsored?: number;
  balances?: HorizonBalance[];
}

/** Seven-decimal text (Horizon's amounts) as stroops, exactly. */
export function stroops(text: unknown): bigint {
  const match = typeof text === 'string' ? /^(\d+)(?:\.(\d{1,7}))?$/.exec(text) : null;
  if (!match) throw new WalletFault('error', 'Horizon answered with something that is not an amount.');
  return BigInt(match[1]!) * 10_000_000n + BigInt((match[2] ?? '').padEnd(7, '0'));
}

/** Stroops as the seven-decimal text Operation.payment takes. */
const decimal = (units: bigint): string =>
  `${units / 10_000_000n}.${(units % 10_000_000n).toString().padStart(7, '0')}`;

/** The issued asset of a token-list contract address (`CODE-ISSUER`, or `CODE:ISSUER`). */
export function issuedAsset(contract: string): { code: string; issuer: string } {
  const match = /^([A-Za-z0-9]{1,12})[-:](G[A-Z2-7]{55})$/.exec(contract);
  if (!match) throw new WalletFault('error', `The token ${contract} is not a Stellar asset the wallet can pay.`);
  return { code: match[1]!, issuer: match[2]! };
}

/** The deposit memo as the quote gives it: digits that fit 64 bits as Memo.id, else Memo.text (28 bytes at most). */
export function depositMemo(memo: string): Memo {
  if (/^\d{1,20}$/.test(memo) && BigInt(memo) < 2n ** 64n) return Memo.id(memo);
  if (new TextEncoder().encode(memo).length > 28) throw new WalletFault('error', 'The deposit memo is too long.');
  return Memo.text(memo);
}

async function horizon<T>(
  url: string,
  fetcher: typeof fetch | undefined,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await (fetcher ?? fetch)(`${url.replace(/\/+$/, '')}${path}`, init);
  const body = (await response.json().catch(() => ({}))) as T;
  if (!response.ok && response.status !== 404 && response.status !== 400) {
    throw new WalletFault('error', `Horizon answered ${response.status}.`);
  }
  return { status: response.status, body };
}

/** The account as Horizon has it, or undefined when it does not exist (404). */
async function account(url: string, fetcher: typeof fetch | undefined, id: string) {
  const { status, body } = await horizon<HorizonAccount>(url, fetcher, `/accounts/${encodeURIComponent(id)}`);
  return status === 404 ? undefined : body;
}

/** What the account must keep: (2 + subentries + sponsoring − sponsored) base reserves. */
const reserveOf = (held: HorizonAccount): bigint =>
  BigInt(2 + (held.subentry_count ?? 0) + (held.num_sponsoring ?? 0) - (held.num_sponsored ?? 0)) * BASE_RESERVE;

const trustline = (held: HorizonAccount, asset: { code: string; issuer: string }) =>
  held.balances?.find((b) => b.asset_code === asset.code && b.asset_issuer === asset.issuer);

/**
 * XLM the account can spend (above its reserve); an issued asset: its trustline's balance; 0 for no account. No
 * trustline: undefined (not "holds 0", which would ask for funds it cannot receive; the preflight says why).
 */
export async function balanceOf(
  id: string,
  contract: string | undefined,
  url: string,
  fetcher?: typeof fetch,
): Promise<bigint | undefined> {
  const held = await account(url, fetcher, id);
  if (!held) return 0n;
  if (contract) {
    const line = trustline(held, issuedAsset(contract));
    return line ? stroops(line.balance) : undefined;
  }
  const native = stroops(held.balances?.find((b) => b.asset_type === 'native')?.balance);
  const spendable = native - reserveOf(held);
  return spendable > 0n ? spendable : 0n;
}

/**
 * Before asking: the payer exists (and holds the asset's trustline), its XLM above the reserve covers the fee (and
 * the amount when paying XLM), the deposit address exists (and holds the trustline of an issued asset).
 */
export async function preflight({
  from,
  depositAddress,
  amount,
  contractAddress,
  rpcUrl,
  fetch: fetcher,
}: FamilyPayment) {
  if (!rpcUrl) throw new WalletFault('error', 'No Stellar Horizon URL is configured.');
  const [payer, deposit] = await Promise.all([
    account(rpcUrl, fetcher, from),
    account(rpcUrl, fetcher, depositAddress),
  ]);
  if (!payer) throw new WalletFault('unfunded-account');
  const asset = contractAddress ? issuedAsset(contractAddress) : undefined;
  if (asset && !trustline(payer, asset)) throw new WalletFault('no-trustline');
  if (!deposit || (asset && !trustline(deposit, asset))) throw new WalletFault('deposit-unready');
  const spendable = stroops(payer.balances?.find((b) => b.asset_type === 'native')?.balance) - reserveOf(payer);
  const needed = TX_FEE + (asset ? 0n : BigInt(amount));
  if (spendable < needed) throw new WalletFault('insufficient-funds');
}

/** Horizon's refusal as the fault it means. */
function refusal(body: { extras?: { result_codes?: { transaction?: string; operations?: string[] } } }): never {
  const codes = body?.extras?.result_codes;
  const words = [codes?.transaction, ...(codes?.operations ?? [])].filter(Boolean).join(', ');
  if (/underfunded|insufficient_balance|low_reserve/.test(words)) throw new WalletFault('insufficient-funds', words);
  if (/no_trust|not_authorized/.test(words)) throw new WalletFault('no-trustline', words);
  if (/no_destination/.test(words)) throw new WalletFault('deposit-unready', words);
  throw new WalletFault('error', words || 'Horizon refused the transaction.');
}

/**
 * Builds the payment, has the wallet sign it for the public network, checks the signed envelope is that very
 * transaction (memo included), submits it and resolves with its hash.
 */
export async function pay(wallet: StellarWallet, payment: FamilyPayment): Promise<string> {
  const { from, depositAddress, amount, contractAddress, memo, rpcUrl, fetch: fetcher } = payment;
  if (!rpcUrl) throw new WalletFault('error', 'No Stellar Horizon URL is configured.');
  // A test network is refused before anything is signed, whatever the page checked before.
  if (typeof wallet.api.getNetwork === 'function') {
    const { network, networkPassphrase } = answered(await wallet.api.getNetwork());
    if (networkPassphrase !== STELLAR_PUBLIC) {
      throw new WalletFault('wrong-network', (network || networkPassphrase || 'testnet').toLowerCase());
    }
  }
  const payer = await account(rpcUrl, fetcher, from);
  if (!payer || typeof payer.sequence !== 'string') throw new WalletFault('unfunded-account');
  const units = BigInt(amount);
  if (units <= 0n) throw new WalletFault('error', 'The amount is not a positive number of stroops.');
  const issued = contractAddress ? issuedAsset(contractAddress) : undefined;
  let builder = new TransactionBuilder(new Account(from, payer.sequence), {
    fee: TX_FEE.toString(),
    networkPassphrase: Networks.PUBLIC,
  })
    .addOperation(
      Operation.payment({
        destination: depositAddress,
        asset: issued ? new Asset(issued.code, issued.issuer) : Asset.native(),
        amount: decimal(units),
      }),
    )
    .setTimeout(TIMEOUT_S);
  if (memo) builder = builder.addMemo(depositMemo(memo));
  const built = builder.build();
  const hash = built.hash().toString('hex');
  const { signedTxXdr } = answered(
    await wallet.api.signTransaction(built.toXDR(), { networkPassphrase: STELLAR_PUBLIC, address: from }),
  );
  let signed;
  try {
    signed = TransactionBuilder.fromXDR(String(signedTxXdr), Networks.PUBLIC);
  } catch {
    throw new WalletFault('error', 'The wallet gave no signed transaction.');
  }
  // The wallet may only add its signature: another transaction (a dropped memo, another amount) is never sent.
  if (signed.hash().toString('hex') !== hash || !signed.signatures.length) {
    throw new WalletFault('error', 'The wallet signed another transaction than the one asked; nothing was sent.');
  }
  const { status, body } = await horizon<{ hash?: string; extras?: never }>(rpcUrl, fetcher, '/transactions', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `tx=${encodeURIComponent(String(signedTxXdr))}`,
  });
  if (status !== 200) refusal(body);
  return hash;
}
