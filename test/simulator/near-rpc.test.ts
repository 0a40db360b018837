// The simulator's NEAR chain (src/simulator/near-rpc.ts): JSON-RPC reads at <base>/rpc/near over its ledger, and the
// control endpoints that set accounts and execute signed transactions (all actions or none).
import { expect } from '@open-wc/testing';
import { base64 } from '@scure/base';
import type { Simulator } from '../../src/simulator/app.js';
import { NEAR_GAS_BURN, NEAR_STORAGE_MIN } from '../../src/simulator/near-rpc.js';
import { BASE, makeSim, post } from './helpers.js';

const USDT = 'usdt.tether-token.near';
const NEAR = 10n ** 24n;

describe('simulator: NEAR RPC and ledger', () => {
  let sim: Simulator;
  beforeEach(() => {
    sim = makeSim();
  });

  async function rpc(method: string, params: Record<string, unknown>) {
    const response = await sim.fetch(
      new Request(`${BASE}/rpc/near`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 'x', method, params }),
      }),
    );
    expect(response.status).to.equal(200);
    return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; name: string } };
  }

  async function view(contract: string, method: string, args: object = {}) {
    const answer = await rpc('query', {
      request_type: 'call_function',
      finality: 'final',
      account_id: contract,
      method_name: method,
      args_base64: base64.encode(new TextEncoder().encode(JSON.stringify(args))),
    });
    if (answer.error) return answer.error;
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(answer.result!.result as number[]))) as unknown;
  }

  const account = (accountId: string) =>
    rpc('query', { request_type: 'view_account', finality: 'final', account_id: accountId });
  const tx = async (signerId: string, receiverId: string, actions: unknown[]) =>
    (await post(sim, '/_sim/near/tx', { signerId, receiverId, actions })).body as {
      status: { SuccessValue?: string; Failure?: unknown };
      transaction: { hash: string };
    };
  const call = (methodName: string, args: object, deposit: string) => ({
    type: 'FunctionCall',
    params: { methodName, args, gas: '30000000000000', deposit },
  });

  it('answers view_account and the token views from the ledger; unknown accounts, methods and requests are errors', async () => {
    expect(
      (
        await post(sim, '/_sim/near/account', {
          accountId: 'alice.near',
          amount: String(5n * NEAR),
          tokens: { [USDT]: '7' },
        })
      ).status,
    ).to.equal(200);
    expect((await account('alice.near')).result).to.include({
      amount: String(5n * NEAR),
      locked: '0',
      storage_usage: 182,
    });
    expect((await account('nobody.near')).error?.name).to.equal('UNKNOWN_ACCOUNT');
    expect(await view(USDT, 'ft_balance_of', { account_id: 'alice.near' })).to.equal('7');
    expect(await view(USDT, 'ft_balance_of', { account_id: 'bob.near' })).to.equal('0');
    expect(await view(USDT, 'storage_balance_of', { account_id: 'alice.near' })).to.deep.equal({
      total: String(NEAR_STORAGE_MIN),
      available: '0',
    });
    expect(await view(USDT, 'storage_balance_of', { account_id: 'bob.near' })).to.equal(null);
    expect(await view(USDT, 'storage_balance_bounds')).to.deep.equal({
      min: '1250000000000000000000',
      max: '1250000000000000000000',
    });
    expect(await view(USDT, 'ft_metadata')).to.deep.include({ symbol: 'USDT', decimals: 6 });
    expect(await view(USDT, 'ft_mint')).to.deep.include({ name: 'CONTRACT_EXECUTION_ERROR' });
    expect(await view('not-a-token.near', 'ft_balance_of')).to.deep.include({ name: 'CONTRACT_EXECUTION_ERROR' });
    expect((await rpc('broadcast_tx_commit', {})).error).to.deep.include({ code: -32601, name: 'METHOD_NOT_FOUND' });
    expect((await rpc('query', { request_type: 'view_access_key' })).error?.name).to.equal('UNKNOWN_REQUEST_TYPE');
    expect((await post(sim, '/_sim/near/account', { accountId: 'x.near', amount: '1.5' })).status).to.equal(400);
    expect(
      (await post(sim, '/_sim/near/account', { accountId: 'x.near', tokens: { 'nope.near': '1' } })).status,
    ).to.equal(400);
  });

  it('executes transactions: storage_deposit refunds beyond the minimum, ft_transfer needs 1 yocto and a registered receiver; a failing action rolls the whole transaction back', async () => {
    await post(sim, '/_sim/near/account', {
      accountId: 'alice.near',
      amount: String(1n * NEAR),
      tokens: { [USDT]: '100' },
    });
    // Unregistered receiver: refused, nothing moved.
    const refused = await tx('alice.near', USDT, [call('ft_transfer', { receiver_id: 'bob.near', amount: '10' }, '1')]);
    expect(JSON.stringify(refused.status.Failure)).to.contain('The account bob.near is not registered');
    expect(await view(USDT, 'ft_balance_of', { account_id: 'alice.near' })).to.equal('100');
    expect((await account('alice.near')).result!.amount).to.equal(String(1n * NEAR));
    // Registration and a transfer beyond the balance in one transaction: the registration is rolled back too.
    const tooMuch = await tx('alice.near', USDT, [
      call('storage_deposit', { account_id: 'bob.near', registration_only: true }, String(NEAR / 100n)),
      call('ft_transfer', { receiver_id: 'bob.near', amount: '101' }, '1'),
    ]);
    expect(JSON.stringify(tooMuch.status.Failure)).to.contain("doesn't have enough balance");
    expect(await view(USDT, 'storage_balance_of', { account_id: 'bob.near' })).to.equal(null);
    // Without exactly 1 yocto: refused.
    const noYocto = await tx('alice.near', USDT, [
      call('ft_transfer', { receiver_id: 'alice.near', amount: '1' }, '0'),
    ]);
    expect(JSON.stringify(noYocto.status.Failure)).to.contain('exactly 1 yoctoNEAR');
    // Both: registered at the minimum (the rest of the deposit refunded), then paid.
    const paid = await tx('alice.near', USDT, [
      call('storage_deposit', { account_id: 'bob.near', registration_only: true }, String(NEAR / 100n)),
      call('ft_transfer', { receiver_id: 'bob.near', amount: '40' }, '1'),
    ]);
    expect(paid.status).to.deep.equal({ SuccessValue: '' });
    expect(await view(USDT, 'ft_balance_of', { account_id: 'bob.near' })).to.equal('40');
    expect(await view(USDT, 'ft_balance_of', { account_id: 'alice.near' })).to.equal('60');
    expect((await account('alice.near')).result!.amount).to.equal(
      String(1n * NEAR - NEAR_STORAGE_MIN - 1n - 2n * NEAR_GAS_BURN),
    );
    // Native NEAR: to an implicit account (created), not to a named account that does not exist.
    const implicit = 'b'.repeat(64);
    expect((await tx('alice.near', implicit, [{ type: 'Transfer', params: { deposit: '5' } }])).status).to.deep.equal({
      SuccessValue: '',
    });
    expect((await account(implicit)).result!.amount).to.equal('5');
    const missing = await tx('alice.near', 'nobody.near', [{ type: 'Transfer', params: { deposit: '5' } }]);
    expect(JSON.stringify(missing.status.Failure)).to.contain('AccountDoesNotExist');
    const unknownSigner = await tx('nobody.near', implicit, [{ type: 'Transfer', params: { deposit: '5' } }]);
    expect(JSON.stringify(unknownSigner.status.Failure)).to.contain('SignerDoesNotExist');
  });
});
