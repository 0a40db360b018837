// The simulator's TON chain (loaded by ton-rpc.ts on its first call, with @ton/core): a ledger of TON and jetton
// balances, the TON JSON-RPC methods the elements and a wallet use (toncenter's v2 `jsonRPC`: getAddressBalance,
// runGetMethod get_wallet_address on a jetton master and get_wallet_data on a jetton wallet, sendBoc and
// sendBocReturnHash), and the external messages a wallet sends, decoded with @ton/core and run: a wallet v4 body
// (signature, subwallet id, valid_until, seqno, op 0, then each mode and internal message), its signature verified
// against the public key the address was funded with (when one was given), its valid_until against the simulator's
// clock, its seqno the next one. Each internal message moves TON; one to a jetton wallet with TEP-74's `transfer` body
// moves the jettons from the payer's jetton wallet to the destination's. What lands on a swap's deposit address
// (TON, or jettons the deposit address owns), with the text comment as its memo, is a deposit, exactly as
// `POST /_sim/deposit` places one, with the external message's hash (hex) as its hash. A jetton wallet's address is
// the simulator's own: sha256 of "sim-jetton-wallet", the master and the owner (raw forms), in the basechain.
import { bufferReady } from '../core/ton-buffer.js';
import { Address, Cell, beginCell, loadMessage, loadMessageRelaxed, type Slice } from '@ton/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { CATALOGUE } from './catalogue.js';

/** @ton/core found its Buffer: ton-buffer.ts is imported (named, so no bundler drops it) before @ton/core. */
export const ready = bufferReady;

const JETTON_TRANSFER = 0x0f8a7ea5;
/** What the simulated chain charges a message (nanotons) and what a jetton transfer spends of the TON it carries. */
export const TON_MESSAGE_FEE = 5_000_000n;
const JETTON_FEE = 30_000_000n;
const TON_ASSET = CATALOGUE.find((t) => t.blockchain === 'ton' && !t.contractAddress)!.assetId;

export class TonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TonChainDeps {
  now(): number;
  credit(input: {
    depositAddress: string;
    memo?: string;
    amount: bigint;
    asset: string;
    txHash: string;
    sender: string;
  }): unknown;
}

interface Jetton {
  master: string;
  assetId?: string;
}

const raw = (address: Address) => address.toRawString();
/** The user-friendly form the simulator's TON deposit addresses have (bounceable, URL-safe). */
const friendly = (rawAddress: string) => Address.parseRaw(rawAddress).toString();

/** A comment cell's text (op 0 then the text), else undefined. */
function commentOf(cell: Cell | null | undefined): string | undefined {
  if (!cell) return undefined;
  const slice = cell.beginParse();
  if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return undefined;
  return slice.loadStringTail();
}

export class TonChain {
  /** nanotons by raw address. */
  readonly balances = new Map<string, bigint>();
  /** jetton units by jetton wallet (raw), with its owner and master. */
  readonly jettonWallets = new Map<string, { owner: string; master: string; amount: bigint }>();
  readonly jettons = new Map<string, Jetton>();
  readonly publicKeys = new Map<string, Uint8Array>();
  private readonly seqnos = new Map<string, number>();
  private readonly hashes = new Set<string>();

  constructor(private readonly deps: TonChainDeps) {
    for (const token of CATALOGUE) {
      if (token.blockchain === 'ton' && token.contractAddress) {
        const master = raw(Address.parse(token.contractAddress));
        this.jettons.set(master, { master, assetId: token.assetId });
      }
    }
  }

  /** The simulator's jetton wallet of `owner` for the jetton `master` (raw forms). */
  jettonWallet(master: string, owner: string): Address {
    const hash = sha256(new TextEncoder().encode(`sim-jetton-wallet:${master}:${owner}`));
    return new Address(0, Buffer.from(hash));
  }

  address(text: unknown): Address {
    try {
      if (typeof text === 'string') return Address.parse(text);
    } catch {
      // said below
    }
    throw new TonRpcError(-32602, `Invalid address: ${String(text).slice(0, 80)}`);
  }

  /** Sets an address's TON and jetton balances (by jetton master) and its wallet's public key. */
  fund(address: Address, nanotons?: bigint, jettons: Record<string, bigint> = {}, publicKey?: Uint8Array) {
    const owner = raw(address);
    if (nanotons !== undefined) this.balances.set(owner, nanotons);
    if (publicKey) this.publicKeys.set(owner, publicKey);
    for (const [masterText, amount] of Object.entries(jettons)) {
      const master = raw(this.address(masterText));
      if (!this.jettons.has(master)) throw new TonRpcError(-32602, `unknown jetton ${masterText}`);
      this.jettonWallets.set(raw(this.jettonWallet(master, owner)), { owner, master, amount });
    }
    return this.describe(address);
  }

  describe(address: Address) {
    const owner = raw(address);
    const jettons = [...this.jettonWallets.entries()]
      .filter(([, w]) => w.owner === owner)
      .map(([wallet, w]) => ({ wallet, master: w.master, amount: String(w.amount) }));
    return { address: owner, nanotons: String(this.balances.get(owner) ?? 0n), jettons };
  }

  /** One JSON-RPC method call (params by name, as toncenter's jsonRPC takes them). */
  call(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'getAddressBalance':
        return String(this.balances.get(raw(this.address(params.address))) ?? 0n);
      case 'runGetMethod':
        return this.getMethod(this.address(params.address), String(params.method), params.stack);
      case 'sendBoc':
        this.send(String(params.boc ?? ''));
        return { '@type': 'ok' };
      case 'sendBocReturnHash':
        return {
          '@type': 'raw.extMessageInfo',
          hash: Buffer.from(this.send(String(params.boc ?? '')), 'hex').toString('base64'),
        };
      default:
        throw new TonRpcError(-32601, 'Method not found');
    }
  }

  private getMethod(address: Address, method: string, stack: unknown) {
    const at = raw(address);
    const answer = (entries: [string, unknown][]) => ({
      '@type': 'smc.runResult',
      gas_used: 0,
      stack: entries,
      exit_code: 0,
    });
    const cellOf = (cell: Cell) => ['cell', { bytes: cell.toBoc().toString('base64') }] as [string, unknown];
    if (method === 'get_wallet_address' && this.jettons.has(at)) {
      const [kind, boc] = (Array.isArray(stack) ? stack[0] : undefined) ?? [];
      let owner: Address | null = null;
      try {
        if ((kind === 'tvm.Slice' || kind === 'tvm.Cell') && typeof boc === 'string') {
          owner = Cell.fromBase64(boc).beginParse().loadAddress();
        }
      } catch {
        owner = null;
      }
      if (!owner) throw new TonRpcError(-32602, 'get_wallet_address takes the owner as a tvm.Slice');
      return answer([
        cellOf(
          beginCell()
            .storeAddress(this.jettonWallet(at, raw(owner)))
            .endCell(),
        ),
      ]);
    }
    const wallet = this.jettonWallets.get(at);
    if (method === 'get_wallet_data' && wallet) {
      return answer([
        ['num', `0x${wallet.amount.toString(16)}`],
        cellOf(beginCell().storeAddress(Address.parseRaw(wallet.owner)).endCell()),
        cellOf(beginCell().storeAddress(Address.parseRaw(wallet.master)).endCell()),
        cellOf(beginCell().endCell()),
      ]);
    }
    // An account without that code: TVM's exit code for an uninitialised contract.
    return { '@type': 'smc.runResult', gas_used: 0, stack: [], exit_code: -13 };
  }

  /** Decodes, checks and runs an external message to a wallet; answers its hash (hex). */
  send(boc: string): string {
    let cell: Cell;
    let body: Slice;
    let wallet: Address;
    try {
      cell = Cell.fromBase64(boc);
      const message = loadMessage(cell.beginParse());
      if (message.info.type !== 'external-in') throw new Error('not external');
      wallet = message.info.dest;
      body = message.body.beginParse();
    } catch {
      throw new TonRpcError(-32602, 'Cannot deserialize the external message');
    }
    const hash = cell.hash().toString('hex');
    if (this.hashes.has(hash)) throw new TonRpcError(-32602, 'This message was already sent');
    const from = raw(wallet);
    const signature = body.loadBuffer(64);
    const signed = body.asCell();
    const key = this.publicKeys.get(from);
    if (key && !ed25519.verify(signature, signed.hash(), key)) {
      throw new TonRpcError(-32602, 'The external message’s signature does not verify for the wallet');
    }
    body.loadUint(32); // subwallet_id
    const validUntil = body.loadUint(32);
    const seqno = body.loadUint(32);
    if (validUntil * 1000 < this.deps.now())
      throw new TonRpcError(-32602, 'The external message expired (valid_until)');
    if (seqno !== (this.seqnos.get(from) ?? 0)) throw new TonRpcError(-32602, `Wrong seqno ${seqno}`);
    if (body.remainingBits >= 8 && body.loadUint(8) !== 0) throw new TonRpcError(-32602, 'Unsupported wallet op');

    // Run on a draft of the ledger: nothing changes unless every message can be paid.
    const balances = new Map(this.balances);
    const jettonWallets = new Map([...this.jettonWallets].map(([k, v]) => [k, { ...v }]));
    const credits: Parameters<TonChainDeps['credit']>[0][] = [];
    const debit = (account: string, amount: bigint) => {
      const held = balances.get(account) ?? 0n;
      if (held < amount) throw new TonRpcError(-32602, 'Not enough TON in the wallet for the messages and their fees');
      balances.set(account, held - amount);
    };
    while (body.remainingRefs > 0) {
      body.loadUint(8); // send mode
      const out = loadMessageRelaxed(body.loadRef().beginParse());
      if (out.info.type !== 'internal') throw new TonRpcError(-32602, 'Only internal messages can be sent');
      const to = raw(out.info.dest);
      const value = out.info.value.coins;
      debit(from, value + TON_MESSAGE_FEE);
      const jettonWallet = jettonWallets.get(to);
      const payload = out.body.beginParse();
      if (jettonWallet && payload.remainingBits >= 32 && payload.preloadUint(32) === JETTON_TRANSFER) {
        payload.loadUint(32);
        payload.loadUintBig(64); // query_id
        const amount = payload.loadCoins();
        const destination = raw(payload.loadAddress());
        const response = payload.loadMaybeAddress();
        payload.loadMaybeRef(); // custom_payload
        const forwardTon = payload.loadCoins();
        const forward = payload.loadBit() ? payload.loadRef() : payload.asCell();
        if (jettonWallet.owner !== from) throw new TonRpcError(-32602, 'The jetton wallet is not the sender’s');
        if (jettonWallet.amount < amount) throw new TonRpcError(-32602, 'Not enough jettons in the jetton wallet');
        if (value < forwardTon + JETTON_FEE)
          throw new TonRpcError(-32602, 'Not enough TON attached for the jetton transfer');
        jettonWallet.amount -= amount;
        const target = raw(this.jettonWallet(jettonWallet.master, destination));
        const held = jettonWallets.get(target);
        if (held) held.amount += amount;
        else jettonWallets.set(target, { owner: destination, master: jettonWallet.master, amount });
        balances.set(destination, (balances.get(destination) ?? 0n) + forwardTon);
        if (response) {
          const back = raw(response);
          balances.set(back, (balances.get(back) ?? 0n) + value - forwardTon - JETTON_FEE);
        }
        const asset = this.jettons.get(jettonWallet.master)?.assetId;
        const memo = commentOf(forward);
        if (asset)
          credits.push({
            depositAddress: friendly(destination),
            amount,
            asset,
            txHash: hash,
            sender: from,
            ...(memo ? { memo } : {}),
          });
      } else {
        balances.set(to, (balances.get(to) ?? 0n) + value);
        const memo = commentOf(out.body);
        credits.push({
          depositAddress: friendly(to),
          amount: value,
          asset: TON_ASSET,
          txHash: hash,
          sender: from,
          ...(memo ? { memo } : {}),
        });
      }
    }
    this.balances.clear();
    for (const [k, v] of balances) this.balances.set(k, v);
    this.jettonWallets.clear();
    for (const [k, v] of jettonWallets) this.jettonWallets.set(k, v);
    this.seqnos.set(from, seqno + 1);
    this.hashes.add(hash);
    for (const credit of credits) if (credit.amount > 0n) this.deps.credit(credit);
    return hash;
  }
}
