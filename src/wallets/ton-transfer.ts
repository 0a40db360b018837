// The TON payment the wallet signs and sends, built with @ton/core's cells (never bytes packed by hand): Toncoin as one
// message of exactly the amount to the deposit address, its memo (when the quote has one) as a text comment; a jetton
// (USDT on TON above all) as TEP-74's `transfer` (op 0x0f8a7ea5) sent to the payer's own jetton wallet, which the
// chain names (the jetton master's get_wallet_address), with the TON its fees need: query_id 0, exactly the amount,
// destination the deposit address, response_destination the payer (the unspent TON comes back), no custom payload,
// 1 nanoton forwarded so the deposit address is notified, the memo as the forward payload's comment. The chain is read
// through TON's JSON-RPC (toncenter's v2 `jsonRPC`: getAddressBalance, runGetMethod) at the configured URL, the
// gateway's or the simulator's `/rpc/ton`. Intents are signed as `ton_connect` with the wallet's signData (`text`).
// A chunk of its own, loaded by ton.ts once a TON wallet is used (with ton-buffer.ts first).
import { bufferReady } from '../core/ton-buffer.js';
import { Address, Cell, beginCell, comment } from '@ton/core';
import { base58Encode } from '../api/base58.js';
import type { FamilyPayment, IntentToSign, SignedIntent } from './family.js';
import { WalletFault } from './session.js';
import { TON_MAINNET, tonAccount, tonFault, type TonWallet } from './ton.js';

/** @ton/core found its Buffer (ton-buffer.ts runs first: imported before it, and named so no bundler drops it). */
export const ready = bufferReady;

/** TEP-74's jetton `transfer` op. */
export const JETTON_TRANSFER = 0x0f8a7ea5;
/** The TON a jetton transfer carries for the jetton wallets' fees (the unspent part comes back to the payer). */
export const JETTON_TRANSFER_TON = 50_000_000n;
/** The TON forwarded to the deposit address with the jettons, so it is told of them (with the memo). */
export const JETTON_FORWARD_TON = 1n;
/** About what sending a message costs (nanotons): a Toncoin payment keeps this beside the amount. */
export const TON_SEND_FEE = 10_000_000n;
/** How long the wallet may take to send what it signed (seconds). */
const VALID_FOR_S = 300;

type Stack = [string, unknown][];

/** A call of TON's JSON-RPC (toncenter v2's jsonRPC, params by name); an error answer throws its words. */
export async function rpc<T>(
  url: string | undefined,
  fetcher: typeof fetch | undefined,
  method: string,
  params: Record<string, unknown>,
): Promise<T> {
  if (!url) throw new WalletFault('error', 'No TON RPC URL is configured.');
  const response = await (fetcher ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new WalletFault('error', `The TON RPC answered ${response.status}.`);
  const body = (await response.json()) as { ok?: boolean; result?: T; error?: unknown };
  if (body?.error !== undefined || body?.ok === false) {
    const error = body.error as { message?: unknown } | string | undefined;
    const words = typeof error === 'string' ? error : String(error?.message ?? 'The TON RPC refused the request.');
    throw new WalletFault('error', words.slice(0, 200));
  }
  return body.result as T;
}

const broken = () => new WalletFault('error', 'The TON RPC answered with something that is not a balance.');

const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value)
    ? BigInt(value)
    : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? BigInt(value)
      : undefined;

/** The payer's jetton wallet for a jetton master: the master's get_wallet_address, as the chain answers it. */
export async function jettonWalletOf(
  owner: Address,
  master: string,
  url: string | undefined,
  fetcher: typeof fetch | undefined,
): Promise<Address> {
  const result = await rpc<{ exit_code?: number; stack?: Stack }>(url, fetcher, 'runGetMethod', {
    address: master,
    method: 'get_wallet_address',
    stack: [['tvm.Slice', beginCell().storeAddress(owner).endCell().toBoc().toString('base64')]],
  });
  const [kind, value] = result?.stack?.[0] ?? [];
  const bytes = (value as { bytes?: unknown } | undefined)?.bytes;
  if (result?.exit_code !== 0 || (kind !== 'cell' && kind !== 'slice') || typeof bytes !== 'string') {
    throw new WalletFault('error', 'The TON RPC gave no jetton wallet address.');
  }
  const address = Cell.fromBase64(bytes).beginParse().loadMaybeAddress();
  if (!address) throw new WalletFault('error', 'The TON RPC gave no jetton wallet address.');
  return address;
}

async function tonBalance(account: string, url: string, fetcher: typeof fetch | undefined): Promise<bigint> {
  const nanotons = units(await rpc<unknown>(url, fetcher, 'getAddressBalance', { address: account }));
  if (nanotons === undefined) throw broken();
  return nanotons;
}

/** TON with getAddressBalance; a jetton: the payer's jetton wallet's get_wallet_data (none deployed yet: 0). */
export async function balanceOf(
  account: string,
  contract: string | undefined,
  url: string,
  fetcher: typeof fetch | undefined,
): Promise<bigint> {
  if (!contract) return tonBalance(account, url, fetcher);
  const wallet = await jettonWalletOf(Address.parse(account), contract, url, fetcher);
  const result = await rpc<{ exit_code?: number; stack?: Stack }>(url, fetcher, 'runGetMethod', {
    address: wallet.toString(),
    method: 'get_wallet_data',
    stack: [],
  });
  if (result?.exit_code !== 0) return 0n; // an uninitialised jetton wallet holds nothing
  const [kind, value] = result.stack?.[0] ?? [];
  if (kind !== 'num' || typeof value !== 'string' || !/^-?0x[0-9a-f]+$/i.test(value)) throw broken();
  return BigInt(value);
}

/** The account can pay: the amount and the fee of TON, or, for a jetton, the TON its transfer carries. */
export async function preflight(payment: FamilyPayment, balance: bigint | undefined): Promise<void> {
  const ton =
    payment.contractAddress || balance === undefined
      ? await tonBalance(payment.from, payment.rpcUrl!, payment.fetch)
      : balance;
  const needed = payment.contractAddress ? JETTON_TRANSFER_TON : BigInt(payment.amount) + TON_SEND_FEE;
  if (ton < needed) {
    throw new WalletFault('insufficient-funds', 'The account lacks the TON for the amount and the network fee.');
  }
}

/** A TON Connect message: destination, nanotons, and the body as a BOC in base64. */
export interface TonMessage {
  address: string;
  amount: string;
  payload?: string;
}

/** The one message of a payment (a jetton's reads the payer's jetton wallet from the chain). */
export async function messageFor(payment: FamilyPayment): Promise<TonMessage> {
  const { from, depositAddress, amount, contractAddress, memo } = payment;
  if (!/^\d+$/.test(amount) || BigInt(amount) <= 0n) throw new WalletFault('error', 'The amount is not positive.');
  const note = memo ? comment(memo) : undefined;
  if (!contractAddress) {
    // Non-bounceable: a deposit address not yet deployed keeps the TON instead of bouncing it back.
    return {
      address: Address.parse(depositAddress).toString({ bounceable: false }),
      amount,
      ...(note ? { payload: note.toBoc().toString('base64') } : {}),
    };
  }
  const payer = Address.parse(from);
  const jettonWallet = await jettonWalletOf(payer, contractAddress, payment.rpcUrl, payment.fetch);
  const body = beginCell()
    .storeUint(JETTON_TRANSFER, 32)
    .storeUint(0, 64) // query_id
    .storeCoins(BigInt(amount))
    .storeAddress(Address.parse(depositAddress))
    .storeAddress(payer) // response_destination: the unspent TON comes back
    .storeMaybeRef(null) // no custom_payload
    .storeCoins(JETTON_FORWARD_TON)
    .storeMaybeRef(note ?? null) // forward_payload: the memo's comment in a ref, else empty
    .endCell();
  return {
    address: jettonWallet.toString({ bounceable: true }),
    amount: String(JETTON_TRANSFER_TON),
    payload: body.toBoc().toString('base64'),
  };
}

let requestId = 0;

/** One TON Connect request through the bridge: its result, or its error as a fault (300: the user declined). */
async function request(wallet: TonWallet, method: string, params: unknown): Promise<unknown> {
  const answer = (await wallet.bridge.send({ method, params: [JSON.stringify(params)], id: String(++requestId) })) as
    { result?: unknown; error?: { code?: unknown; message?: unknown } } | undefined;
  if (answer?.error) throw tonFault(answer.error);
  return answer?.result;
}

/** Asks the wallet to send the one message; its answer (the signed external message's BOC) names the transaction. */
export async function pay(wallet: TonWallet, payment: FamilyPayment): Promise<string> {
  const message = await messageFor(payment);
  const boc = await request(wallet, 'sendTransaction', {
    valid_until: Math.floor(Date.now() / 1000) + VALID_FOR_S,
    network: TON_MAINNET,
    from: payment.from,
    messages: [message],
  });
  if (typeof boc !== 'string' || !boc) throw new WalletFault('error', 'The wallet gave no signed message.');
  try {
    // The hash of the external message the wallet sent: what the chain and the explorers find the transaction by.
    return Cell.fromBase64(boc).hash().toString('hex');
  } catch {
    throw new WalletFault('error', 'The wallet gave no signed message.');
  }
}

/**
 * `ton_connect`: the payload is `{type: "text", text}` as generate-intent gave it; the wallet signs that text
 * (signData) bound to its address, the page's domain and a time, all of which go with the signature.
 */
export async function signIntent(wallet: TonWallet, address: string, intent: IntentToSign): Promise<SignedIntent> {
  const { standard, payload } = intent;
  const text = (payload as { type?: unknown; text?: unknown } | undefined)?.text;
  if (standard !== 'ton_connect' || (payload as { type?: unknown })?.type !== 'text' || typeof text !== 'string') {
    throw new WalletFault('error', 'A TON wallet signs ton_connect text intents only.');
  }
  const account = tonAccount(wallet, address);
  if (!account?.publicKey) throw new WalletFault('no-account', 'The wallet did not share its public key.');
  const signed = (await request(wallet, 'signData', {
    type: 'text',
    text,
    network: TON_MAINNET,
    from: account.address,
  })) as { signature?: unknown; address?: unknown; timestamp?: unknown; domain?: unknown; payload?: unknown };
  let signature: Uint8Array | undefined;
  try {
    signature = Uint8Array.from(atob(String(signed?.signature)), (c) => c.charCodeAt(0));
  } catch {
    signature = undefined;
  }
  if (!signature || signature.length !== 64) throw new WalletFault('error', 'The wallet gave no signature.');
  const echoed = signed.payload as { type?: unknown; text?: unknown } | undefined;
  if (echoed && (echoed.type !== 'text' || echoed.text !== text)) {
    throw new WalletFault('error', 'The wallet signed another message than the intent.');
  }
  const signer = typeof signed.address === 'string' ? signed.address.toLowerCase() : undefined;
  if (typeof signed.domain !== 'string' || typeof signed.timestamp !== 'number' || signer !== account.address) {
    throw new WalletFault('error', 'The wallet’s signature does not say what it is bound to.');
  }
  const key = Uint8Array.from(account.publicKey.match(/../g)!, (pair) => parseInt(pair, 16));
  return {
    standard,
    payload,
    public_key: `ed25519:${base58Encode(key)}`,
    signature: `ed25519:${base58Encode(signature)}`,
    address: account.address,
    domain: signed.domain,
    timestamp: signed.timestamp,
  };
}
