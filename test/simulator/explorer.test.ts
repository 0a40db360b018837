// The explorer's filters against an independent brute-force filter over the whole dataset, plus its auth, rate
// limit, bounds and the shape of the seeded history.
import { expect } from '@open-wc/testing';
import type { ExplorerTransaction, TransactionsPageQuery } from '../../src/api/explorer-schemas.js';
import { SIM_CHAINS } from '../../src/simulator/chains.js';
import { CATALOGUE } from '../../src/simulator/catalogue.js';
import type { Simulator } from '../../src/simulator/app.js';
import { EXPLORER, clientFor, get, makeSim, quoteRequest } from './helpers.js';

const ALL = ['FAILED', 'INCOMPLETE_DEPOSIT', 'PENDING_DEPOSIT', 'PROCESSING', 'REFUNDED', 'SUCCESS'] as const;
const chainOf = new Map(CATALOGUE.map((t) => [t.assetId, t.blockchain]));

/** Every row any query can return: all filterable statuses, test transactions included. */
async function everything(sim: Simulator, token: string): Promise<ExplorerTransaction[]> {
  const client = clientFor(sim, token);
  const rows: ExplorerTransaction[] = [];
  for (let page = 1; ; page++) {
    const result = await client.transactionsPage({ page, perPage: 1000, statuses: [...ALL], showTestTxs: true });
    rows.push(...result.data);
    if (!result.nextPage) return rows;
  }
}

/** The spec's rules written out plainly, independently of the simulator's implementation. */
function bruteForce(rows: ExplorerTransaction[], q: TransactionsPageQuery): ExplorerTransaction[] {
  return rows.filter((r) => {
    const statuses: string[] = q.statuses ?? ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'];
    if (!statuses.includes(r.status)) return false;
    const test = r.referral === 'test' || r.referral === 'qa-test' || (r.refundTo ?? '').endsWith('.testnet');
    if (test && q.showTestTxs !== true) return false;
    if (q.toTokenId) {
      if (r.destinationAsset !== q.toTokenId) return false;
    } else {
      if (q.fromTokenId && r.originAsset !== q.fromTokenId) return false;
      if (!q.fromTokenId && q.fromChainId && chainOf.get(r.originAsset) !== q.fromChainId) return false;
      if (q.toChainId && chainOf.get(r.destinationAsset) !== q.toChainId) return false;
    }
    if (q.referral !== undefined && r.referral !== q.referral) return false;
    if (q.affiliate !== undefined && !(r.appFees ?? []).some((f) => f.recipient === q.affiliate)) return false;
    const usd = [Number(r.amountInUsd), Number(r.amountOutUsd)];
    if (q.minUsdPrice !== undefined && usd.some((v) => v < (q.minUsdPrice as number))) return false;
    if (q.maxUsdPrice !== undefined && usd.some((v) => v > (q.maxUsdPrice as number))) return false;
    const t = new Date(r.createdAt).getTime();
    if (q.startTimestamp && !(t > new Date(q.startTimestamp).getTime())) return false;
    if (q.endTimestamp && !(t < new Date(q.endTimestamp).getTime())) return false;
    if (q.startTimestampUnix !== undefined && !(t > q.startTimestampUnix * 1000)) return false;
    if (q.endTimestampUnix !== undefined && !(t < q.endTimestampUnix * 1000)) return false;
    if (q.search) {
      const s = q.search.toLowerCase();
      const fields = [r.depositAddress, r.recipient ?? '', ...(r.senders ?? []), r.intentHashes ?? '',
        ...(r.nearTxHashes ?? []), ...(r.originChainTxHashes ?? []), ...(r.destinationChainTxHashes ?? [])]; // prettier-ignore
      if (!fields.some((f) => f.toLowerCase().includes(s))) return false;
    }
    return true;
  });
}

describe('simulator explorer', () => {
  let sim: Simulator;
  let token: string;
  let rows: ExplorerTransaction[];

  before(async () => {
    sim = makeSim({ explorerIntervalMs: 0 });
    token = await sim.issueToken('orbit-dex');
    rows = await everything(sim, token);
  });

  it('seeds at least 5,000 swaps over 180 days, every chain, status, ten referrals and three partners', async () => {
    const info = await sim.info();
    expect(info.historySize).to.be.at.least(5000);
    expect(info.partners.length).to.be.at.least(3);
    const known = (
      await get(sim, `${EXPLORER}/v0/transactions-pages?statuses=SUCCESS&perPage=1`, {
        authorization: `Bearer ${token}`,
      })
    ).body as { total: number };
    expect(known.total).to.be.greaterThan(2500);
    const chains = new Set(rows.flatMap((r) => [chainOf.get(r.originAsset), chainOf.get(r.destinationAsset)]));
    for (const chain of SIM_CHAINS) expect(chains.has(chain), chain).to.equal(true);
    for (const status of ALL)
      expect(
        rows.some((r) => r.status === status),
        status,
      ).to.equal(true);
    expect(new Set(rows.map((r) => r.referral).filter(Boolean)).size).to.be.at.least(10);
    const times = rows.map((r) => r.createdAtTimestamp * 1000);
    const span = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(span).to.be.greaterThan(170).and.at.most(180);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.createdAtTimestamp >= rows[i]!.createdAtTimestamp).to.equal(true);
    }
  });

  it('gives the same history for the same seed', async () => {
    const other = makeSim({ explorerIntervalMs: 0 });
    const page = await clientFor(other, await other.issueToken()).transactionsPage({ perPage: 100 });
    const ours = await clientFor(sim, token).transactionsPage({ perPage: 100 });
    expect(page.data).to.deep.equal(ours.data);
  });

  it('matches the brute-force filter on every filter of spec 4.6', async () => {
    const sample = rows[1234] as ExplorerTransaction;
    const mid = rows[2000] as ExplorerTransaction;
    const late = rows[500] as ExplorerTransaction;
    const queries: TransactionsPageQuery[] = [
      {},
      { statuses: ['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT'] },
      { showTestTxs: true },
      { fromChainId: 'eth' },
      { toChainId: 'btc', statuses: [...ALL] },
      { fromChainId: 'eth', fromTokenId: 'nep141:btc.omft.near' }, // token overrides chain
      { toChainId: 'sol', toTokenId: 'nep141:wrap.near' },
      { fromTokenId: 'nep141:eth.omft.near', toTokenId: 'nep141:wrap.near' }, // toTokenId overrides fromTokenId
      { referral: 'orbit-dex' },
      { affiliate: 'orbit-dex.near' },
      { minUsdPrice: 100 },
      { maxUsdPrice: 50, minUsdPrice: 10 },
      { startTimestamp: mid.createdAt }, // non-inclusive: the row itself is excluded
      {
        endTimestamp: mid.createdAt,
        startTimestamp: new Date(Date.parse(mid.createdAt) - 20 * 86_400_000).toISOString(),
      },
      { startTimestampUnix: late.createdAtTimestamp, endTimestampUnix: late.createdAtTimestamp + 86_400 * 3 },
      { search: sample.depositAddress, statuses: [...ALL], showTestTxs: true },
      { search: (sample.recipient ?? '').slice(2, 14).toUpperCase(), statuses: [...ALL] },
      { search: (sample.senders ?? [])[0] ?? 'x', statuses: [...ALL] },
      { search: (sample.originChainTxHashes ?? [])[0] ?? 'x', statuses: [...ALL] },
      { fromChainId: 'near', minUsdPrice: 5, statuses: ['SUCCESS', 'REFUNDED'], showTestTxs: true },
    ];
    const client = clientFor(sim, token);
    for (const query of queries) {
      const expected = bruteForce(rows, query);
      const got: ExplorerTransaction[] = [];
      for (let page = 1; ; page++) {
        const result = await client.transactionsPage({ ...query, page, perPage: 1000 });
        expect(result.total, JSON.stringify(query)).to.equal(expected.length);
        got.push(...result.data);
        if (!result.nextPage) break;
      }
      expect(
        got.map((r) => r.depositAddressAndMemo),
        JSON.stringify(query),
      ).to.deep.equal(expected.map((r) => r.depositAddressAndMemo));
    }
    // The sampled search really finds its row.
    expect(
      bruteForce(rows, { search: sample.depositAddress, statuses: [...ALL], showTestTxs: true }),
    ).to.have.length.at.least(1);
  });

  it('pages the cursor endpoint with the same filters', async () => {
    const client = clientFor(sim, token);
    const query = { fromChainId: 'eth', statuses: [...ALL] };
    const expected = bruteForce(rows, query);
    const first = await client.transactions({ ...query, numberOfTransactions: 7 });
    const next = await client.transactions({
      ...query,
      numberOfTransactions: 7,
      lastDepositAddressAndMemo: first[6]!.depositAddressAndMemo!,
    });
    expect([...first, ...next].map((r) => r.depositAddressAndMemo)).to.deep.equal(
      expected.slice(0, 14).map((r) => r.depositAddressAndMemo),
    );
  });

  it('pages the cursor with lastDepositAddress + lastDepositMemo as live clients send it', async () => {
    const client = clientFor(sim, token);
    const query = { fromChainId: 'stellar', statuses: [...ALL] };
    const expected = bruteForce(rows, query);
    const first = await client.transactions({ ...query, numberOfTransactions: 3 });
    const last = first[2]!;
    expect(last.depositMemo, 'a stellar row carries a memo').to.be.a('string').and.not.equal('');
    const next = await client.transactions({
      ...query,
      numberOfTransactions: 3,
      lastDepositAddress: last.depositAddress,
      lastDepositMemo: last.depositMemo!,
    });
    expect(next.map((r) => r.depositAddressAndMemo)).to.deep.equal(
      expected.slice(3, 6).map((r) => r.depositAddressAndMemo),
    );
    const auth = { authorization: `Bearer ${token}` };
    const orphan = await get(sim, `${EXPLORER}/v0/transactions?lastDepositMemo=123`, auth);
    expect(orphan.status).to.equal(400);
    expect((orphan.body as { message: string }).message).to.match(/lastDepositMemo needs lastDepositAddress/);
  });

  it('takes repeated chain filters (any of them), and a token filter over them', async () => {
    const client = clientFor(sim, token);
    const either = bruteForce(rows, { statuses: [...ALL], fromChainId: 'eth' }).concat(
      bruteForce(rows, { statuses: [...ALL], fromChainId: 'sol' }),
    );
    const page = await client.transactionsPage({ statuses: [...ALL], fromChainId: ['eth', 'sol'], perPage: 1000 });
    expect(page.total).to.equal(either.length);
    expect(page.data.every((r) => ['eth', 'sol'].includes(chainOf.get(r.originAsset)!))).to.equal(true);
    // The same through the wire as live clients spell it.
    const raw = await get(
      sim,
      `${EXPLORER}/v0/transactions-pages?fromChainId=eth&fromChainId=sol&perPage=1&statuses=${ALL.join(',')}`,
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect((raw.body as { total: number }).total).to.equal(either.length);
    // A token filter overrides the chain filters.
    const btc = CATALOGUE.find((t) => t.blockchain === 'btc')!.assetId;
    const byToken = await client.transactionsPage({
      statuses: [...ALL],
      fromChainId: ['eth', 'sol'],
      fromTokenId: btc,
      perPage: 1,
    });
    expect(byToken.total).to.equal(bruteForce(rows, { statuses: [...ALL], fromTokenId: btc }).length);
    expect(byToken.total).to.be.greaterThan(0);
  });

  it('sends refundFee "0" on every row, seeded and live, as the real explorer does', async () => {
    for (const r of rows) expect([r.refundFee, r.refundFeeFormatted], r.depositAddress).to.deep.equal(['0', '0']);
    const live = makeSim({ explorerIntervalMs: 0 });
    const quote = await clientFor(live).quote(quoteRequest(live, { dry: false }));
    const search = quote.quote.depositAddress ?? '';
    const answer = await get(live, `${EXPLORER}/v0/transactions-pages?search=${search}&statuses=PENDING_DEPOSIT`, {
      authorization: `Bearer ${await live.issueToken()}`,
    });
    const [row] = (answer.body as { data: Record<string, unknown>[] }).data;
    expect(row).to.include({ depositAddress: search, refundFee: '0', refundFeeFormatted: '0' });
  });

  it('requires a valid bearer token (401)', async () => {
    expect((await get(sim, `${EXPLORER}/v0/transactions-pages`)).status).to.equal(401);
    expect((await get(sim, `${EXPLORER}/v0/transactions`, { authorization: 'Bearer nope' })).status).to.equal(401);
    const foreign = makeSim({ jwtSecret: 'another secret' });
    const forged = await foreign.issueToken('orbit-dex');
    const refused = await get(sim, `${EXPLORER}/v0/transactions-pages`, { authorization: `Bearer ${forged}` });
    expect(refused.status).to.equal(401);
    expect(refused.body).to.deep.include({ message: 'Unauthorized' });
  });

  it('enforces page, perPage and statuses with 400s', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const bad = async (qs: string) => {
      const r = await get(sim, `${EXPLORER}/v0/transactions-pages?${qs}`, auth);
      expect(r.status, qs).to.equal(400);
      return (r.body as { message: string }).message;
    };
    expect(await bad('page=0')).to.match(/page/);
    expect(await bad('perPage=1001')).to.match(/perPage/);
    expect(await bad('perPage=0')).to.match(/perPage/);
    expect(await bad('perPage=abc')).to.match(/perPage/);
    expect(await bad('statuses=KNOWN_DEPOSIT_TX')).to.match(/statuses/);
    expect(await bad('statuses=SUCCESS,BOGUS')).to.match(/statuses/);
    expect(await bad('minUsdPrice=-1')).to.match(/minUsdPrice/);
    expect(await bad('fromChainId=ETH%20X')).to.match(/fromChainId/);
    expect(await bad('colour=blue')).to.match(/property colour should not exist/);
    const cursor = await get(sim, `${EXPLORER}/v0/transactions?numberOfTransactions=1001`, auth);
    expect(cursor.status).to.equal(400);
  });

  it('limits each partner to one request per 5 s, then 429 with Retry-After', async () => {
    const limited = makeSim();
    const a = { authorization: `Bearer ${await limited.issueToken('acme-wallet')}` };
    const b = { authorization: `Bearer ${await limited.issueToken('orbit-dex')}` };
    const url = `${EXPLORER}/v0/transactions-pages?perPage=1`;
    expect((await get(limited, url, a)).status).to.equal(200);
    const refused = await get(limited, url, a);
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.equal('5');
    expect((refused.body as { retryAfterSeconds: number }).retryAfterSeconds).to.equal(5);
    expect((await get(limited, url, b)).status).to.equal(200); // per partner
    limited.clock.advance(3000);
    expect((await get(limited, url, a)).headers.get('retry-after')).to.equal('2');
    limited.clock.advance(2000);
    expect((await get(limited, url, a)).status).to.equal(200);
  });
});
