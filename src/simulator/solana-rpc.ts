// The simulator's Solana chain: a JSON-RPC endpoint (`POST /rpc/solana` under the base URL) answering the methods
// the elements and a wallet use, from a ledger of its own (lamports, mints, token accounts), plus control endpoints to
// fund addresses and declare mints. A transaction sent to it is decoded with the @solana/kit codecs, its signatures
// are verified (ed25519 over the message), its blockhash must be one it issued and still valid, and its System
// transfers, associated-token-account creations and `transferChecked` instructions are run against the ledger; what
// lands on a swap's deposit address (SOL, or a token into an account the deposit address owns) is a deposit, exactly
// as `POST /_sim/deposit` places one, with the transaction's signature as its hash. See README "Solana".
import type { Hono } from 'hono';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  decompileTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  none,
  type Address,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
  type AccountMeta,
} from '@solana/kit';
import {
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
  identifySystemInstruction,
  parseTransferSolInstruction,
} from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AccountState,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  identifyTokenInstruction,
  parseTransferCheckedInstruction,
} from '@solana-program/token';
import { fail, json, readJson } from '../api/wire.js';
import { CATALOGUE } from './catalogue.js';

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const COMPUTE_BUDGET_PROGRAM_ADDRESS = 'ComputeBudget111111111111111111111111111111';
/** Signature fee (lamports per signature) and rent-exempt minimums, as on mainnet. */
export const SIGNATURE_FEE = 5_000n;
const rentExempt = (space: number) => BigInt(space + 128) * 6_960n;
const MINT_SPACE = 82;
const TOKEN_ACCOUNT_SPACE = 165;
/** A slot every 400 ms of simulated time; a blockhash is valid for 150 slots. */
const SLOT_MS = 400;
const BLOCKHASH_VALID_SLOTS = 150;
/** Rent-exempt accounts carry u64::MAX here on mainnet; a JSON number cannot hold it exactly, the simulator sends 0. */
const RENT_EPOCH = 0;

type Program = typeof TOKEN_PROGRAM_ADDRESS | typeof TOKEN_2022_PROGRAM_ADDRESS;
interface Mint {
  program: string;
  decimals: number;
  /** The token list's asset id, for the deposits it makes. */
  assetId?: string;
}
interface TokenAccount {
  owner: string;
  mint: string;
  amount: bigint;
  program: string;
}

/** What the simulator gives the chain: its seed and clock, and a credit to an address (a deposit if it is one). */
export interface SolanaChainDeps {
  seed: number;
  now(): number;
  credit(input: { depositAddress: string; amount: bigint; asset: string; txHash: string; sender: string }): unknown;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const toBase58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes);
const fromBase58 = (text: string): Uint8Array => new Uint8Array(getBase58Encoder().encode(text));
const toBase64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes);
const fromBase64 = (text: string): Uint8Array => new Uint8Array(getBase64Encoder().encode(text));
const SOL_ASSET = CATALOGUE.find((t) => t.blockchain === 'sol' && !t.contractAddress)!.assetId;
const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined;
const simulationFailed = (message: string) => new RpcError(-32002, `Transaction simulation failed: ${message}`);

/** The simulated chain: its ledger and the JSON-RPC methods over it. */
export class SolanaChain {
  readonly lamports = new Map<string, bigint>();
  readonly mints = new Map<string, Mint>();
  readonly tokenAccounts = new Map<string, TokenAccount>();
  private readonly blockhashes = new Map<string, number>();
  private readonly signatures = new Map<string, number>();

  constructor(private readonly deps: SolanaChainDeps) {
    // The token list's Solana tokens are Token-program mints with their listed decimals.
    for (const token of CATALOGUE) {
      if (token.blockchain === 'sol' && token.contractAddress) {
        this.mints.set(token.contractAddress, {
          program: TOKEN_PROGRAM_ADDRESS,
          decimals: token.decimals,
          assetId: token.assetId,
        });
      }
    }
  }

  private slot(): number {
    return Math.floor(this.deps.now() / SLOT_MS);
  }

  private context() {
    return { context: { slot: this.slot(), apiVersion: '2.2.0' } };
  }

  /** The associated token account of an owner for a mint (under the mint's program). */
  async ata(owner: string, mint: string): Promise<string> {
    const program = this.mints.get(mint)?.program ?? TOKEN_PROGRAM_ADDRESS;
    const [ata] = await findAssociatedTokenPda({
      owner: owner as Address,
      mint: mint as Address,
      tokenProgram: program as Address,
    });
    return ata;
  }

  /** Sets an address's lamports and token balances (its associated token accounts, created as needed). */
  async fund(address: string, lamports?: bigint, tokens: Record<string, bigint> = {}) {
    if (lamports !== undefined) this.lamports.set(address, lamports);
    for (const [mint, amount] of Object.entries(tokens)) {
      const declared = this.mints.get(mint);
      if (!declared) throw new RpcError(-32602, `unknown mint ${mint}`);
      const account = await this.ata(address, mint);
      this.tokenAccounts.set(account, { owner: address, mint, amount, program: declared.program });
    }
    return this.describe(address);
  }

  async describe(address: string) {
    const tokens = [...this.tokenAccounts.entries()]
      .filter(([, t]) => t.owner === address)
      .map(([account, t]) => ({ account, mint: t.mint, program: t.program, amount: String(t.amount) }));
    return { address, lamports: String(this.lamports.get(address) ?? 0n), tokens };
  }

  private accountInfo(address: string, encoding: string) {
    if (encoding !== 'base64') throw new RpcError(-32602, `Invalid params: the simulator answers encoding base64 only`);
    const mint = this.mints.get(address);
    const token = this.tokenAccounts.get(address);
    let data: Uint8Array;
    let owner: string;
    let lamports: bigint;
    if (mint) {
      data = new Uint8Array(
        getMintEncoder().encode({
          mintAuthority: none(),
          supply: 10n ** 15n,
          decimals: mint.decimals,
          isInitialized: true,
          freezeAuthority: none(),
        }),
      );
      owner = mint.program;
      lamports = rentExempt(MINT_SPACE);
    } else if (token) {
      data = this.tokenData(token);
      owner = token.program;
      lamports = rentExempt(TOKEN_ACCOUNT_SPACE);
    } else {
      lamports = this.lamports.get(address) ?? 0n;
      if (lamports === 0n) return null;
      data = new Uint8Array();
      owner = SYSTEM_PROGRAM_ADDRESS;
    }
    return {
      data: [toBase64(data), 'base64'],
      executable: false,
      lamports: Number(lamports),
      owner,
      rentEpoch: RENT_EPOCH,
      space: data.length,
    };
  }

  private tokenData(token: TokenAccount): Uint8Array {
    return new Uint8Array(
      getTokenEncoder().encode({
        mint: token.mint as Address,
        owner: token.owner as Address,
        amount: token.amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    );
  }

  private tokenAmount(token: TokenAccount) {
    const decimals = this.mints.get(token.mint)?.decimals ?? 0;
    const whole = token.amount / 10n ** BigInt(decimals);
    const fraction = (token.amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '');
    const text = fraction ? `${whole}.${fraction}` : String(whole);
    return { amount: String(token.amount), decimals, uiAmount: Number(text), uiAmountString: text };
  }

  /** One JSON-RPC method call. */
  async call(method: string, params: unknown[]): Promise<unknown> {
    const text = (i: number): string => {
      const value = params[i];
      if (typeof value !== 'string') throw new RpcError(-32602, `Invalid params: parameter ${i} must be a string`);
      return value;
    };
    const options = (i: number) => (params[i] ?? {}) as Record<string, unknown>;
    const addressAt = (i: number) => {
      const value = text(i);
      if (!isAddress(value)) throw new RpcError(-32602, 'Invalid param: Invalid');
      return value;
    };
    switch (method) {
      case 'getLatestBlockhash': {
        const slot = this.slot();
        const hash = toBase58(sha256(new TextEncoder().encode(`sim-solana:${this.deps.seed}:${slot}`)));
        this.blockhashes.set(hash, slot);
        return { ...this.context(), value: { blockhash: hash, lastValidBlockHeight: slot + BLOCKHASH_VALID_SLOTS } };
      }
      case 'getBalance':
        return { ...this.context(), value: Number(this.lamports.get(addressAt(0)) ?? 0n) };
      case 'getAccountInfo':
        return { ...this.context(), value: this.accountInfo(addressAt(0), String(options(1).encoding ?? 'base64')) };
      case 'getTokenAccountBalance': {
        const token = this.tokenAccounts.get(addressAt(0));
        if (!token) throw new RpcError(-32602, 'Invalid param: could not find account');
        return { ...this.context(), value: this.tokenAmount(token) };
      }
      case 'getTokenAccountsByOwner': {
        const owner = addressAt(0);
        const filter = options(1);
        const encoding = String(options(2).encoding ?? 'base64');
        const mint = typeof filter.mint === 'string' ? filter.mint : undefined;
        const program = typeof filter.programId === 'string' ? filter.programId : undefined;
        if (!mint && !program) throw new RpcError(-32602, 'Invalid params: a mint or programId filter is required');
        if (mint && !this.mints.has(mint)) throw new RpcError(-32602, 'Invalid param: could not find mint');
        const value = [...this.tokenAccounts.entries()]
          .filter(([, t]) => t.owner === owner && (mint ? t.mint === mint : t.program === program))
          .map(([pubkey, t]) => ({
            pubkey,
            account: {
              data:
                encoding === 'jsonParsed'
                  ? {
                      program: t.program === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token',
                      parsed: {
                        info: {
                          isNative: false,
                          mint: t.mint,
                          owner: t.owner,
                          state: 'initialized',
                          tokenAmount: this.tokenAmount(t),
                        },
                        type: 'account',
                      },
                      space: TOKEN_ACCOUNT_SPACE,
                    }
                  : [toBase64(this.tokenData(t)), 'base64'],
              executable: false,
              lamports: Number(rentExempt(TOKEN_ACCOUNT_SPACE)),
              owner: t.program,
              rentEpoch: RENT_EPOCH,
              space: TOKEN_ACCOUNT_SPACE,
            },
          }));
        return { ...this.context(), value };
      }
      case 'getSignatureStatuses': {
        const list = params[0];
        if (!Array.isArray(list)) throw new RpcError(-32602, 'Invalid params: an array of signatures is expected');
        const value = list.map((signature) => {
          const slot = typeof signature === 'string' ? this.signatures.get(signature) : undefined;
          return slot === undefined
            ? null
            : { slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' };
        });
        return { ...this.context(), value };
      }
      case 'sendTransaction':
        return this.send(text(0), String(options(1).encoding ?? 'base58'));
      default:
        throw new RpcError(-32601, 'Method not found');
    }
  }

  /** Decodes, verifies and runs a signed transaction; answers its signature. */
  private async send(wire: string, encoding: string): Promise<string> {
    let bytes: Uint8Array;
    let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
    let compiled: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
    try {
      bytes = encoding === 'base64' ? fromBase64(wire) : fromBase58(wire);
      transaction = getTransactionDecoder().decode(bytes);
      compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    } catch {
      throw new RpcError(-32602, 'invalid transaction: failed to deserialize');
    }
    // Every signer's signature is there and verifies over the message.
    const signers = Object.entries(transaction.signatures);
    for (const [signer, signature] of signers) {
      const valid =
        signature &&
        signature.some((byte) => byte !== 0) &&
        ed25519.verify(signature as Uint8Array, new Uint8Array(transaction.messageBytes), fromBase58(signer));
      if (!valid) throw new RpcError(-32003, 'Transaction signature verification failure');
    }
    if ('addressTableLookups' in compiled && compiled.addressTableLookups?.length) {
      throw simulationFailed('the simulator does not resolve address lookup tables');
    }
    const issued = this.blockhashes.get(compiled.lifetimeToken);
    if (issued === undefined || this.slot() - issued > BLOCKHASH_VALID_SLOTS)
      throw simulationFailed('Blockhash not found');
    const signature = toBase58(transaction.signatures[signers[0]![0] as Address] as Uint8Array);
    if (this.signatures.has(signature)) throw simulationFailed('This transaction has already been processed');
    const message = decompileTransactionMessage(compiled);
    const payer = message.feePayer.address;

    // Run on a draft of the ledger: nothing changes unless every instruction succeeds.
    const lamports = new Map(this.lamports);
    const tokens = new Map([...this.tokenAccounts].map(([k, v]) => [k, { ...v }]));
    const credits: { to: string; amount: bigint; asset: string; from: string }[] = [];
    const debit = (account: string, amount: bigint, why: string) => {
      const held = lamports.get(account) ?? 0n;
      if (held < amount) throw simulationFailed(why);
      lamports.set(account, held - amount);
    };
    debit(payer, SIGNATURE_FEE * BigInt(signers.length), 'insufficient funds for fee');
    const signed = new Set(signers.map(([signer]) => signer));
    for (const [index, instruction] of message.instructions.entries()) {
      const ix = instruction as Instruction &
        InstructionWithAccounts<readonly AccountMeta[]> &
        InstructionWithData<Uint8Array>;
      const failed = (why: string) => simulationFailed(`Error processing Instruction ${index}: ${why}`);
      const program = ix.programAddress as string;
      if (program === COMPUTE_BUDGET_PROGRAM_ADDRESS) continue;
      if (program === SYSTEM_PROGRAM_ADDRESS) {
        if (identifySystemInstruction(ix) !== SystemInstruction.TransferSol)
          throw failed('unsupported System instruction');
        const { accounts, data } = parseTransferSolInstruction(ix);
        const from = accounts.source.address;
        if (!signed.has(from)) throw failed('missing required signature for instruction');
        debit(from, data.amount, `Error processing Instruction ${index}: insufficient lamports`);
        const to = accounts.destination.address;
        lamports.set(to, (lamports.get(to) ?? 0n) + data.amount);
        credits.push({ to, amount: data.amount, asset: SOL_ASSET, from });
      } else if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
        const kind = ix.data?.length ? ix.data[0] : 0;
        if (kind !== 0 && kind !== 1) throw failed('unsupported associated token instruction');
        const [payerMeta, ataMeta, ownerMeta, mintMeta, , programMeta] = ix.accounts ?? [];
        const mint = this.mints.get(mintMeta?.address ?? '');
        if (!payerMeta || !ataMeta || !ownerMeta || !mintMeta || !programMeta || !mint)
          throw failed('invalid account data');
        if (programMeta.address !== mint.program) throw failed('incorrect program id');
        if (!signed.has(payerMeta.address)) throw failed('missing required signature for instruction');
        const [expected] = await findAssociatedTokenPda({
          owner: ownerMeta.address,
          mint: mintMeta.address,
          tokenProgram: programMeta.address,
        });
        if (expected !== ataMeta.address) throw failed('Provided seeds do not result in a valid address');
        if (tokens.has(expected)) {
          if (kind === 0) throw failed('account already in use');
          continue;
        }
        const space = mint.program === TOKEN_2022_PROGRAM_ADDRESS ? TOKEN_ACCOUNT_SPACE + 5 : TOKEN_ACCOUNT_SPACE;
        debit(payerMeta.address, rentExempt(space), `Error processing Instruction ${index}: insufficient lamports`);
        tokens.set(expected, { owner: ownerMeta.address, mint: mintMeta.address, amount: 0n, program: mint.program });
      } else if (program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS) {
        if (identifyTokenInstruction(ix) !== TokenInstruction.TransferChecked)
          throw failed('unsupported token instruction');
        const { accounts, data } = parseTransferCheckedInstruction(ix);
        const mint = this.mints.get(accounts.mint.address);
        const source = tokens.get(accounts.source.address);
        const destination = tokens.get(accounts.destination.address);
        if (!mint || mint.program !== program) throw failed('incorrect program id');
        if (!source || !destination) throw failed('invalid account data for instruction');
        if (source.mint !== accounts.mint.address || destination.mint !== accounts.mint.address) {
          throw failed('custom program error: 0x3'); // MintMismatch
        }
        if (source.owner !== accounts.authority.address) throw failed('custom program error: 0x4'); // OwnerMismatch
        if (!signed.has(accounts.authority.address)) throw failed('missing required signature for instruction');
        if (data.decimals !== mint.decimals) throw failed('custom program error: 0x12'); // MintDecimalsMismatch
        if (source.amount < data.amount) throw failed('insufficient funds');
        source.amount -= data.amount;
        destination.amount += data.amount;
        if (mint.assetId) {
          credits.push({ to: destination.owner, amount: data.amount, asset: mint.assetId, from: source.owner });
        }
      } else {
        throw failed(`the simulator does not run the program ${program}`);
      }
    }
    this.lamports.clear();
    for (const [k, v] of lamports) this.lamports.set(k, v);
    this.tokenAccounts.clear();
    for (const [k, v] of tokens) this.tokenAccounts.set(k, v);
    this.signatures.set(signature, this.slot());
    for (const { to, amount, asset, from } of credits) {
      if (amount > 0n) this.deps.credit({ depositAddress: to, amount, asset, txHash: signature, sender: from });
    }
    return signature;
  }

  /** Answers one JSON-RPC request (or a batch). */
  async handle(request: Request): Promise<Response> {
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const one = async (call: unknown) => {
      const { id = null, method, params = [] } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
      if (typeof method !== 'string' || !Array.isArray(params)) {
        return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
      }
      try {
        return { jsonrpc: '2.0', id, result: await this.call(method, params) };
      } catch (error) {
        const e = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error');
        return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message } };
      }
    };
    return json(Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body));
  }
}

/**
 * Registers the chain on the simulator's app: `POST /rpc/solana` (JSON-RPC), `POST /_sim/solana/fund` (`{ address,
 * lamports?, tokens?: { <mint>: amount } }`: sets the balances) and `POST /_sim/solana/mint` (`{ mint, decimals,
 * program: "token" | "token-2022" }`: declares or redeclares a mint).
 */
export function solanaRoutes(app: Hono, deps: SolanaChainDeps): SolanaChain {
  const chain = new SolanaChain(deps);
  app.post('/rpc/solana', (c) => chain.handle(c.req.raw));
  app.post('/_sim/solana/fund', async (c) => {
    const body = (await readJson(c.req.raw)) as { address?: unknown; lamports?: unknown; tokens?: unknown };
    if (typeof body.address !== 'string' || !isAddress(body.address))
      return fail(400, 'address must be a Solana address');
    const lamports = body.lamports === undefined ? undefined : units(body.lamports);
    if (body.lamports !== undefined && lamports === undefined) return fail(400, 'lamports must be an integer string');
    const tokens: Record<string, bigint> = {};
    if (body.tokens !== undefined) {
      if (!body.tokens || typeof body.tokens !== 'object') return fail(400, 'tokens must map mints to amounts');
      for (const [mint, amount] of Object.entries(body.tokens)) {
        const value = units(amount);
        if (value === undefined) return fail(400, `tokens.${mint} must be an integer string`);
        if (!chain.mints.has(mint)) return fail(400, `unknown mint ${mint}: declare it with /_sim/solana/mint`);
        tokens[mint] = value;
      }
    }
    return json(await chain.fund(body.address, lamports, tokens));
  });
  app.post('/_sim/solana/mint', async (c) => {
    const body = (await readJson(c.req.raw)) as { mint?: unknown; decimals?: unknown; program?: unknown };
    if (typeof body.mint !== 'string' || !isAddress(body.mint)) return fail(400, 'mint must be a Solana address');
    const decimals = body.decimals;
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
      return fail(400, 'decimals must be an integer from 0 to 255');
    }
    const programs: Record<string, Program> = {
      token: TOKEN_PROGRAM_ADDRESS,
      'token-2022': TOKEN_2022_PROGRAM_ADDRESS,
    };
    const program =
      typeof body.program === 'string' && Object.hasOwn(programs, body.program) ? programs[body.program] : undefined;
    if (!program) return fail(400, 'program must be "token" or "token-2022"');
    const assetId = chain.mints.get(body.mint)?.assetId;
    chain.mints.set(body.mint, { program, decimals, ...(assetId ? { assetId } : {}) });
    return json({ mint: body.mint, program, decimals });
  });
  return chain;
}
