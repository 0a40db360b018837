// The simulator's Stellar chain, Horizon-lite: `GET /rpc/stellar/accounts/{id}` and `POST /rpc/stellar/transactions`
// (form field `tx`, a base64 TransactionEnvelope) under the base URL, from a ledger of its own (XLM and issued-asset
// trustlines per account, sequence numbers), plus `POST /_sim/stellar/fund`. A submitted envelope is decoded with
// @stellar/stellar-base for the public network, its source's ed25519 signature verified over the transaction hash,
// its sequence checked; one or more payments are run against the ledger. A swap's deposit address is an account that
// trusts every asset; a payment to it is a deposit only WITH the swap's memo (placed as `POST /_sim/deposit` places
// one, the transaction hash as its hash): without it, or with another, the funds land and no swap sees them, as on
// the real chain. See README "Stellar".
import type { Hono } from 'hono';
import type { Transaction } from '@stellar/stellar-base';
import { fail, json, readJson, readLimited } from '../api/wire.js';
import { CATALOGUE } from './catalogue.js';

/** @stellar/stellar-base (CommonJS) is loaded on the first submission: a page that imports the simulator unbundled and
 * never pays on Stellar does not fetch it. */
const stellarBase = async () => {
  const loaded = await import('@stellar/stellar-base');
  // A CommonJS module imported dynamically: a bundler may hand its exports as `default` only.
  return (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
};

const XLM_ASSET = CATALOGUE.find((t) => t.blockchain === 'stellar' && !t.contractAddress)!.assetId;
const BASE_RESERVE = 5_000_000n;

interface Held {
  xlm: bigint;
  seq: bigint;
  /** Trustlines by `CODE-ISSUER`. */
  lines: Map<string, bigint>;
}

export interface StellarChainDeps {
  /** Whether the address is a swap's deposit address (it exists and trusts every asset). */
  isDepositAddress(address: string): boolean;
  credit(input: {
    depositAddress: string;
    memo?: string;
    amount: bigint;
    asset: string;
    txHash: string;
    sender: string;
  }): unknown | [number, string];
  /** The issued assets listed (`contractAddress` `CODE-ISSUER`); by default the catalogue's. */
  issued?(): readonly { assetId: string; contractAddress?: string | null }[];
}

const text = (units: bigint) => `${units / 10_000_000n}.${(units % 10_000_000n).toString().padStart(7, '0')}`;
const stroops = (amount: string) => {
  const [whole, part = ''] = amount.split('.');
  return BigInt(whole!) * 10_000_000n + BigInt(part.padEnd(7, '0'));
};

export class StellarChain {
  readonly accounts = new Map<string, Held>();
  /** Every transaction applied, by hash: its memo and payments (tests read what landed where). */
  readonly applied = new Map<string, { memo?: string; payments: { to: string; asset: string; amount: bigint }[] }>();

  constructor(private readonly deps: StellarChainDeps) {}

  private issued() {
    return this.deps.issued?.() ?? CATALOGUE.filter((t) => t.blockchain === 'stellar' && t.contractAddress);
  }

  fund(address: string, xlm: bigint | undefined, lines: Record<string, bigint>): Held {
    const held = this.accounts.get(address) ?? { xlm: 0n, seq: 1000n, lines: new Map() };
    if (xlm !== undefined) held.xlm = xlm;
    for (const [asset, amount] of Object.entries(lines)) held.lines.set(asset, amount);
    this.accounts.set(address, held);
    return held;
  }

  account(id: string): Response {
    const held = this.accounts.get(id);
    if (!held && !this.deps.isDepositAddress(id)) {
      return json(
        { type: 'https://stellar.org/horizon-errors/not_found', title: 'Resource Missing', status: 404 },
        404,
      );
    }
    const lines = held ? [...held.lines] : this.issued().map((t) => [t.contractAddress!, 0n] as const);
    return json({
      id,
      account_id: id,
      sequence: String(held?.seq ?? 0n),
      subentry_count: lines.length,
      num_sponsoring: 0,
      num_sponsored: 0,
      balances: [
        ...lines.map(([asset, amount]) => {
          const [code, issuer] = asset.split('-');
          return {
            asset_type: code!.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
            asset_code: code,
            asset_issuer: issuer,
            balance: text(amount),
          };
        }),
        { asset_type: 'native', balance: text(held?.xlm ?? 0n) },
      ],
    });
  }

  async submit(envelope: string): Promise<Response> {
    const { Keypair, Networks, TransactionBuilder } = await stellarBase();
    const refuse = (transaction: string, operations?: string[]) =>
      json(
        {
          type: 'https://stellar.org/horizon-errors/transaction_failed',
          title: 'Transaction Failed',
          status: 400,
          extras: { result_codes: { transaction, ...(operations ? { operations } : {}) } },
        },
        400,
      );
    let tx: Transaction;
    try {
      const decoded = TransactionBuilder.fromXDR(envelope, Networks.PUBLIC);
      if (!('source' in decoded)) return refuse('tx_not_supported');
      tx = decoded;
    } catch {
      return fail(400, 'tx is not a base64 TransactionEnvelope');
    }
    const source = this.accounts.get(tx.source);
    if (!source) return refuse('tx_no_source_account');
    const hash = tx.hash();
    // Signed for the public network by the source's key (a testnet signature does not verify over this hash).
    const key = Keypair.fromPublicKey(tx.source);
    if (!tx.signatures.some((s) => key.verify(hash, s.signature()))) return refuse('tx_bad_auth');
    if (BigInt(tx.sequence) !== source.seq + 1n) return refuse('tx_bad_seq');
    const fee = BigInt(tx.fee);
    const payments: { to: string; asset: string; amount: bigint }[] = [];
    for (const op of tx.operations) {
      if (op.type !== 'payment') return refuse('tx_failed', ['op_not_supported']);
      const asset = op.asset.isNative() ? 'native' : `${op.asset.getCode()}-${op.asset.getIssuer()}`;
      payments.push({ to: op.destination, asset, amount: stroops(op.amount) });
    }
    // Checked in full before anything moves: a transaction applies whole or not at all.
    let xlm = source.xlm - fee;
    const reserve = (2n + BigInt(source.lines.size)) * BASE_RESERVE;
    const codes: string[] = [];
    for (const p of payments) {
      const toDeposit = this.deps.isDepositAddress(p.to);
      const dest = this.accounts.get(p.to);
      if (!toDeposit && !dest) codes.push('op_no_destination');
      else if (p.asset === 'native') {
        xlm -= p.amount;
        codes.push(xlm < reserve ? 'op_underfunded' : 'op_success');
      } else if (!source.lines.has(p.asset)) codes.push('op_src_no_trust');
      else if (!toDeposit && !dest!.lines.has(p.asset)) codes.push('op_no_trust');
      else codes.push(source.lines.get(p.asset)! < p.amount ? 'op_underfunded' : 'op_success');
    }
    if (xlm < reserve && !payments.some((p) => p.asset === 'native')) return refuse('tx_insufficient_balance');
    if (codes.some((c) => c !== 'op_success')) return refuse('tx_failed', codes);
    source.seq += 1n;
    source.xlm -= fee;
    const txHash = hash.toString('hex');
    const memo = tx.memo.value === null || tx.memo.value === undefined ? undefined : String(tx.memo.value);
    for (const p of payments) {
      if (p.asset === 'native') source.xlm -= p.amount;
      else source.lines.set(p.asset, source.lines.get(p.asset)! - p.amount);
      const dest = this.accounts.get(p.to);
      if (dest) {
        if (p.asset === 'native') dest.xlm += p.amount;
        else dest.lines.set(p.asset, (dest.lines.get(p.asset) ?? 0n) + p.amount);
      }
      if (this.deps.isDepositAddress(p.to)) {
        const asset =
          p.asset === 'native' ? XLM_ASSET : this.issued().find((t) => t.contractAddress === p.asset)?.assetId;
        // No memo, or another: no swap is found and the funds are lost to the payer (as on the real chain).
        if (asset) this.deps.credit({ depositAddress: p.to, memo, amount: p.amount, asset, txHash, sender: tx.source });
      }
    }
    this.applied.set(txHash, { ...(memo !== undefined ? { memo } : {}), payments });
    return json({ hash: txHash, successful: true, ledger: Number(source.seq), envelope_xdr: envelope });
  }
}

/**
 * Registers the chain: `GET /rpc/stellar/accounts/:id`, `POST /rpc/stellar/transactions` and `POST /_sim/stellar/fund`
 * (`{ address, xlm?, lines?: { "CODE-ISSUER": amount } }`, stroops: sets the balances; a line is a trustline).
 */
export function stellarRoutes(app: Hono, deps: StellarChainDeps): StellarChain {
  const chain = new StellarChain(deps);
  app.get('/rpc/stellar/accounts/:id', (c) => chain.account(c.req.param('id')));
  app.post('/rpc/stellar/transactions', async (c) => {
    const form = new URLSearchParams(new TextDecoder().decode(await readLimited(c.req.raw, 64 * 1024)));
    const tx = form.get('tx');
    return tx ? chain.submit(tx) : fail(400, 'tx is required (form field)');
  });
  app.post('/_sim/stellar/fund', async (c) => {
    const body = (await readJson(c.req.raw)) as { address?: unknown; xlm?: unknown; lines?: unknown };
    if (typeof body.address !== 'string' || !/^G[A-Z2-7]{55}$/.test(body.address)) {
      return fail(400, 'address must be a Stellar account (G…)');
    }
    const units = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? BigInt(v) : undefined);
    const xlm = body.xlm === undefined ? undefined : units(body.xlm);
    if (body.xlm !== undefined && xlm === undefined) return fail(400, 'xlm must be an integer string (stroops)');
    const lines: Record<string, bigint> = {};
    for (const [asset, amount] of Object.entries((body.lines ?? {}) as Record<string, unknown>)) {
      const value = units(amount);
      if (value === undefined || !/^[A-Za-z0-9]{1,12}-G[A-Z2-7]{55}$/.test(asset)) {
        return fail(400, 'lines must map CODE-ISSUER to integer strings');
      }
      lines[asset] = value;
    }
    const held = chain.fund(body.address, xlm, lines);
    return json({
      address: body.address,
      xlm: String(held.xlm),
      lines: Object.fromEntries([...held.lines].map(([a, v]) => [a, String(v)])),
    });
  });
  return chain;
}
