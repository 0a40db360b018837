// The Solana transfer the wallet signs and sends, built with the modular @solana/kit pieces and the System and Token
// program clients (never bytes packed by hand): SOL as one System transfer of exactly the amount; an SPL or
// Token-2022 token as `transferChecked` of exactly the amount with the mint's decimals, from the payer's associated
// token account into the deposit address's, preceded by the idempotent creation of the latter when it is missing.
// The token program is the mint account's owner as the chain says (Token or Token-2022), never assumed. A chunk of
// its own, loaded by solana.ts once a Solana wallet is used: with the chain reads (balances), the paying and the
// intent signing themselves.
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getTokenDecoder,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import type { FamilyPayment, IntentToSign, SignedIntent } from './family.js';
import { WalletFault } from './session.js';
import {
  SOLANA_MAINNET,
  feature,
  type SignAndSendFeature,
  type SignMessageFeature,
  type SolanaWallet,
} from './solana.js';
import type { WalletAccount } from '@wallet-standard/base';

/** A JSON-RPC call to the chain; an error answer throws its message. */
export async function rpc<T>(
  url: string | undefined,
  fetcher: typeof fetch | undefined,
  method: string,
  params: unknown[],
): Promise<T> {
  if (!url) throw new WalletFault('error', 'No Solana RPC URL is configured.');
  const response = await (fetcher ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new WalletFault('error', `The Solana RPC answered ${response.status}.`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body?.error) {
    throw new WalletFault('error', String(body.error.message ?? 'The Solana RPC refused the request.').slice(0, 200));
  }
  return body.result as T;
}

const units = (value: unknown): bigint | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+$/.test(value))
    ? BigInt(value)
    : undefined;

type ParsedTokenAccount = { account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } } };

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;

/** The signature fee of a one-signature transaction (lamports). */
export const SIGNATURE_FEE = 5_000n;
/** The rent-exempt minimum of an account without data (lamports): what a SOL transfer may not leave less of. */
export const RENT_EXEMPT_MINIMUM = 890_880n;
/** Rent per byte-year times two years, and the 128 bytes of account overhead (the chain's rent parameters). */
const rentExempt = (space: number) => BigInt(space + 128) * 6_960n;
/** A token account's size: 165 bytes; a Token-2022 associated account carries the ImmutableOwner extension (170). */
const tokenAccountSpace = (program: Address) => (program === TOKEN_2022_PROGRAM_ADDRESS ? 170 : 165);

export type Read = <T>(method: string, params: unknown[]) => Promise<T>;

/** What the transfer is, once the chain was read. */
export type Plan =
  | { kind: 'sol' }
  | {
      kind: 'token';
      mint: Address;
      program: Address;
      decimals: number;
      source: Address;
      destination: Address;
      /** The deposit address's token account is missing: it is created in the same transaction. */
      create: boolean;
    };

type AccountInfo = { owner?: unknown; lamports?: unknown; data?: unknown } | null;

const base64 = getBase64Encoder();
const base58Text = getBase58Decoder();

/** Bytes as base58 text (a transaction signature). */
export const base58 = (bytes: Uint8Array): string => base58Text.decode(bytes);

function dataOf(info: AccountInfo): Uint8Array {
  const data = info?.data;
  if (!Array.isArray(data) || typeof data[0] !== 'string')
    throw new WalletFault('error', 'The Solana RPC gave no account data.');
  return new Uint8Array(base64.encode(data[0]));
}

const lamportsOf = (value: unknown): bigint => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw new WalletFault('error', 'The Solana RPC answered with something that is not a balance.');
};

async function accountInfo(read: Read, account: Address): Promise<AccountInfo> {
  const answer = await read<{ value?: AccountInfo }>('getAccountInfo', [
    account,
    { encoding: 'base64', commitment: 'confirmed' },
  ]);
  return answer?.value ?? null;
}

/** Reads the chain for the payment and checks the account can make it (throws `insufficient-funds` otherwise). */
export async function plan(payment: FamilyPayment, balance: bigint | undefined, read: Read): Promise<Plan> {
  const from = address(payment.from);
  const owner = address(payment.depositAddress);
  const amount = BigInt(payment.amount);
  const lamports = async () =>
    lamportsOf((await read<{ value?: unknown }>('getBalance', [from, { commitment: 'confirmed' }]))?.value);
  if (!payment.contractAddress) {
    const held = balance ?? (await lamports());
    const left = held - amount - SIGNATURE_FEE;
    if (left < 0n || (left > 0n && left < RENT_EXEMPT_MINIMUM)) {
      throw new WalletFault('insufficient-funds', 'The account cannot pay the amount, the fee and keep its rent.');
    }
    return { kind: 'sol' };
  }
  const mint = address(payment.contractAddress);
  const mintAccount = await accountInfo(read, mint);
  if (!mintAccount) throw new WalletFault('error', 'The token’s mint account was not found on Solana.');
  const program = mintAccount.owner as Address;
  if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS) {
    throw new WalletFault('error', 'The token’s mint is not owned by the Token or Token-2022 program.');
  }
  const { decimals } = getMintDecoder().decode(dataOf(mintAccount));
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: program }),
    findAssociatedTokenPda({ owner, mint, tokenProgram: program }),
  ]);
  const [sourceAccount, destinationAccount, sol] = await Promise.all([
    accountInfo(read, source),
    accountInfo(read, destination),
    lamports(),
  ]);
  const held = sourceAccount ? getTokenDecoder().decode(dataOf(sourceAccount)).amount : 0n;
  if (held < amount) throw new WalletFault('insufficient-funds', 'The token account does not hold the amount.');
  const create = !destinationAccount;
  const fee = SIGNATURE_FEE + (create ? rentExempt(tokenAccountSpace(program)) : 0n);
  if (sol < fee) {
    throw new WalletFault('insufficient-funds', 'The account lacks the SOL for the fee and the deposit token account.');
  }
  return { kind: 'token', mint, program, decimals, source, destination, create };
}

/** The unsigned transaction's wire bytes, with a recent blockhash. */
export async function build(
  planned: Plan,
  payment: FamilyPayment,
  read: Read,
  versions: readonly ('legacy' | 0)[] = ['legacy'],
): Promise<Uint8Array> {
  const payer = createNoopSigner(address(payment.from));
  const owner = address(payment.depositAddress);
  const amount = BigInt(payment.amount);
  const instructions: Instruction[] =
    planned.kind === 'sol'
      ? [getTransferSolInstruction({ source: payer, destination: owner, amount })]
      : [
          ...(planned.create
            ? [
                getCreateAssociatedTokenIdempotentInstruction({
                  payer,
                  ata: planned.destination,
                  owner,
                  mint: planned.mint,
                  tokenProgram: planned.program,
                }),
              ]
            : []),
          getTransferCheckedInstruction(
            {
              source: planned.source,
              mint: planned.mint,
              destination: planned.destination,
              authority: payer,
              amount,
              decimals: planned.decimals,
            },
            { programAddress: planned.program },
          ),
        ];
  const latest = await read<{ value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } }>('getLatestBlockhash', [
    { commitment: 'confirmed' },
  ]);
  const hash = latest?.value?.blockhash;
  const height = latest?.value?.lastValidBlockHeight;
  if (typeof hash !== 'string' || typeof height !== 'number') {
    throw new WalletFault('error', 'The Solana RPC gave no recent blockhash.');
  }
  const message = pipe(
    createTransactionMessage({ version: versions.includes(0) ? 0 : 'legacy' }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(hash), lastValidBlockHeight: BigInt(height) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/** The wallet's own record of an account (what its features take). */
function accountOf(entry: SolanaWallet, address: string): WalletAccount {
  const account = entry.wallet.accounts.find((a) => a.address === address);
  if (!account) throw new WalletFault('no-account');
  return account;
}

const reader =
  (payment: FamilyPayment): Read =>
  (method, params) =>
    rpc(payment.rpcUrl, payment.fetch, method, params);

/** What preflight read and checked, reused by the send that follows it. */
const plans = new WeakMap<FamilyPayment, Plan>();

export async function preflight(_entry: SolanaWallet, payment: FamilyPayment, balance: bigint | undefined) {
  plans.set(payment, await plan(payment, balance, reader(payment)));
}

/** Builds the transaction and has the wallet sign and send it: its signature (base58), the transaction id. */
export async function pay(entry: SolanaWallet, payment: FamilyPayment): Promise<string> {
  const read = reader(payment);
  const planned = plans.get(payment) ?? (await plan(payment, undefined, read));
  const send = feature<SignAndSendFeature>(entry.wallet, 'solana:signAndSendTransaction')!;
  const account = accountOf(entry, payment.from);
  const transaction = await build(planned, payment, read, send.supportedTransactionVersions);
  const [sent] = await send.signAndSendTransaction({ account, chain: SOLANA_MAINNET, transaction });
  const signature = sent?.signature;
  if (!(signature instanceof Uint8Array) || signature.length !== 64) {
    throw new WalletFault('error', 'The wallet gave no transaction signature.');
  }
  return base58(signature);
}

/** `raw_ed25519`: the wallet signs the payload text's UTF-8 bytes (solana:signMessage), exactly those. */
export async function signIntent(entry: SolanaWallet, address: string, intent: IntentToSign): Promise<SignedIntent> {
  const { standard, payload } = intent;
  if (standard !== 'raw_ed25519' || typeof payload !== 'string') {
    throw new WalletFault('error', 'A Solana wallet signs raw_ed25519 intents only.');
  }
  const sign = feature<SignMessageFeature>(entry.wallet, 'solana:signMessage');
  if (!sign) throw new WalletFault('error', 'The wallet cannot sign messages.');
  const message = new TextEncoder().encode(payload);
  const [signed] = await sign.signMessage({ account: accountOf(entry, address), message });
  const signature = signed?.signature;
  if (!(signature instanceof Uint8Array) || signature.length !== 64) {
    throw new WalletFault('error', 'The wallet gave no signature.');
  }
  const echoed = signed?.signedMessage;
  if (echoed && (echoed.length !== message.length || echoed.some((byte, i) => byte !== message[i]))) {
    throw new WalletFault('error', 'The wallet signed another message than the intent.');
  }
  // A Solana address is its ed25519 public key in base58.
  return { standard, payload, public_key: `ed25519:${address}`, signature: `ed25519:${base58(signature)}` };
}

/** SOL with getBalance; a token: the sum of the owner's accounts of that mint (getTokenAccountsByOwner). */
export async function balanceOf(
  account: string,
  contract: string | undefined,
  rpcUrl: string,
  fetcher: typeof fetch | undefined,
): Promise<bigint> {
  const broken = () => new WalletFault('error', 'The Solana RPC answered with something that is not a balance.');
  if (!contract) {
    const answer = await rpc<{ value?: unknown }>(rpcUrl, fetcher, 'getBalance', [
      account,
      { commitment: 'confirmed' },
    ]);
    const lamports = units(answer?.value);
    if (lamports === undefined) throw broken();
    return lamports;
  }
  const answer = await rpc<{ value?: ParsedTokenAccount[] }>(rpcUrl, fetcher, 'getTokenAccountsByOwner', [
    account,
    { mint: contract },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  if (!Array.isArray(answer?.value)) throw broken();
  let total = 0n;
  for (const entry of answer.value) {
    const amount = units(entry?.account?.data?.parsed?.info?.tokenAmount?.amount);
    if (amount === undefined) throw broken();
    total += amount;
  }
  return total;
}
