// The simulator's Solana chain (src/simulator/solana-rpc.ts): the JSON-RPC answers, the checks a sent transaction
// must pass (signatures, blockhash, balances, the mint's program and decimals), and the deposit it credits.
import { expect } from '@open-wc/testing';
import { base58 } from '@scure/base';
import { getBase64Encoder, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS, getMintDecoder } from '@solana-program/token';
import type { Simulator } from '../../src/simulator/app.js';
import { build, type Plan, type Read } from '../../src/wallets/solana-transfer.js';
import { FAKE_SOL_ACCOUNT, FakeSolanaWallet, USDC_SOL_MINT, solanaRpc } from '../../demo/fake-sol-wallet.js';
import { BASE, addressOn, clientFor, makeSim, post, quoteRequest } from './helpers.js';

const RPC = `${BASE}/rpc/solana`;
type Answer = { result?: unknown; error?: { code: number; message: string } };

describe('simulator: Solana chain (/rpc/solana)', () => {
  let sim: Simulator;
  let call: (method: string, params: unknown[]) => Promise<Answer>;
  let read: Read;
  let wallet: FakeSolanaWallet;

  beforeEach(() => {
    sim = makeSim();
    call = solanaRpc(RPC, sim.fetch) as typeof call;
    read = async <T>(method: string, params: unknown[]) => (await call(method, params)).result as T;
    wallet = new FakeSolanaWallet({ rpc: call });
  });

  const fund = (body: Record<string, unknown>) => post(sim, '/_sim/solana/fund', body);
  const transfer = (to: string, amount: string, planned: Plan = { kind: 'sol' }) =>
    build(planned, { from: FAKE_SOL_ACCOUNT, depositAddress: to, amount }, read);

  it('answers the read methods from its ledger: balances, the mint account (owner and decimals), token accounts', async () => {
    await fund({ address: FAKE_SOL_ACCOUNT, lamports: '7', tokens: { [USDC_SOL_MINT]: '1234567' } });
    expect(((await call('getBalance', [FAKE_SOL_ACCOUNT])).result as { value: number }).value).to.equal(7);
    const mint = (await call('getAccountInfo', [USDC_SOL_MINT, { encoding: 'base64' }])).result as {
      value: { owner: string; data: [string, string] };
    };
    expect(mint.value.owner).to.equal(TOKEN_PROGRAM_ADDRESS);
    expect(getMintDecoder().decode(getBase64Encoder().encode(mint.value.data[0])).decimals).to.equal(6);
    const accounts = (await call('getTokenAccountsByOwner', [
      FAKE_SOL_ACCOUNT,
      { mint: USDC_SOL_MINT },
      { encoding: 'jsonParsed' },
    ])) as { result: { value: { account: { data: { parsed: { info: { tokenAmount: unknown } } } } }[] } };
    expect(accounts.result.value.map((a) => a.account.data.parsed.info.tokenAmount)).to.deep.equal([
      { amount: '1234567', decimals: 6, uiAmount: 1.234567, uiAmountString: '1.234567' },
    ]);
    const nobody = addressOn('sol', 9);
    expect((await call('getAccountInfo', [nobody, { encoding: 'base64' }])).result).to.deep.include({ value: null });
    expect((await call('getTokenAccountBalance', [nobody])).error?.code).to.equal(-32602);
    expect((await call('requestAirdrop', [nobody, 1])).error).to.deep.equal({
      code: -32601,
      message: 'Method not found',
    });
  });

  it('runs a signed transfer: the fee and the amount moved, the signature its id; a credit to no swap changes the ledger only', async () => {
    await fund({ address: FAKE_SOL_ACCOUNT, lamports: '1000000000' });
    const to = addressOn('sol', 3);
    const { signature } = await wallet.signAndSend(await transfer(to, '2000000'));
    const id = (await call('getSignatureStatuses', [[base58.encode(signature)]])) as {
      result: { value: ({ confirmationStatus: string } | null)[] };
    };
    expect(id.result.value[0]?.confirmationStatus).to.equal('finalized');
    expect((await fund({ address: to })).body).to.deep.include({ lamports: '2000000' });
    expect((await fund({ address: FAKE_SOL_ACCOUNT })).body).to.deep.include({ lamports: String(1e9 - 2e6 - 5e3) });
  });

  it('refuses what a chain refuses: no signature, a tampered message, an expired blockhash, too little', async () => {
    await fund({ address: FAKE_SOL_ACCOUNT, lamports: '1000000000' });
    const to = addressOn('sol', 4);
    const unsigned = await transfer(to, '1');
    const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    expect((await call('sendTransaction', [base64(unsigned), { encoding: 'base64' }])).error).to.deep.equal({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
    // Signed, then a byte of the message changed: the signature no longer verifies.
    let refused: unknown;
    const tampered = new FakeSolanaWallet({
      rpc: (method, params) => {
        const bytes = Uint8Array.from(atob(params[0] as string), (c) => c.charCodeAt(0));
        bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
        return call(method, [base64(bytes), params[1]]);
      },
    });
    await tampered.signAndSend(unsigned).catch((e: unknown) => (refused = e));
    expect(refused).to.include({ message: 'Transaction signature verification failure' });
    // A blockhash too old (more than 150 slots of 400 ms).
    const stale = await transfer(to, '1');
    sim.clock.advance(151 * 400);
    await wallet.signAndSend(stale).catch((e: unknown) => (refused = e));
    expect(refused).to.include({ message: 'Transaction simulation failed: Blockhash not found' });
    await wallet.signAndSend(await transfer(to, '999999999')).catch((e: unknown) => (refused = e));
    expect(refused).to.include({
      message: 'Transaction simulation failed: Error processing Instruction 0: insufficient lamports',
    });
    expect((await fund({ address: FAKE_SOL_ACCOUNT })).body, 'nothing moved').to.deep.include({
      lamports: '1000000000',
    });
  });

  it('a transferChecked with the wrong decimals or program fails; into a swap’s deposit account it is that swap’s deposit', async () => {
    await fund({ address: FAKE_SOL_ACCOUNT, lamports: '1000000000', tokens: { [USDC_SOL_MINT]: '9000000' } });
    const quote = await clientFor(sim).quote({
      ...quoteRequest(sim, { fromChain: 'sol' }),
      originAsset: 'nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near',
      amount: '5000000',
      dry: false,
    });
    const deposit = quote.quote.depositAddress!;
    const { findAssociatedTokenPda } = await import('@solana-program/token');
    const ata = async (owner: string) =>
      (
        await findAssociatedTokenPda({
          owner: owner as Address,
          mint: USDC_SOL_MINT as Address,
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
      )[0];
    const planned = {
      kind: 'token',
      mint: USDC_SOL_MINT as Address,
      program: TOKEN_PROGRAM_ADDRESS,
      decimals: 6,
      source: await ata(FAKE_SOL_ACCOUNT),
      destination: await ata(deposit),
      create: true,
    } as const;
    let refused: unknown;
    await wallet
      .signAndSend(await transfer(deposit, quote.quote.amountIn, { ...planned, decimals: 9 }))
      .catch((e: unknown) => (refused = e));
    expect(refused).to.include({
      message: 'Transaction simulation failed: Error processing Instruction 1: custom program error: 0x12',
    });
    await post(sim, '/_sim/solana/mint', { mint: USDC_SOL_MINT, decimals: 6, program: 'token-2022' });
    await wallet
      .signAndSend(await transfer(deposit, quote.quote.amountIn, planned))
      .catch((e: unknown) => (refused = e));
    expect(refused).to.include({
      message: 'Transaction simulation failed: Error processing Instruction 0: incorrect program id',
    });
    await post(sim, '/_sim/solana/mint', { mint: USDC_SOL_MINT, decimals: 6, program: 'token' });
    const { signature } = await wallet.signAndSend(await transfer(deposit, quote.quote.amountIn, planned));
    const status = await clientFor(sim).status({ depositAddress: deposit });
    expect(status.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(status.swapDetails?.depositedAmount).to.equal(quote.quote.amountIn);
    expect(status.swapDetails?.originChainTxHashes?.map((h) => h.hash)).to.deep.equal([base58.encode(signature)]);
  });

  it('control endpoints check what they are given', async () => {
    expect((await fund({ address: 'nope' })).status).to.equal(400);
    expect((await fund({ address: FAKE_SOL_ACCOUNT, lamports: '-1' })).status).to.equal(400);
    expect((await fund({ address: FAKE_SOL_ACCOUNT, tokens: { [addressOn('sol', 5)]: '1' } })).status).to.equal(400);
    expect((await post(sim, '/_sim/solana/mint', { mint: USDC_SOL_MINT, decimals: 6, program: 'x' })).status).to.equal(
      400,
    );
  });
});
