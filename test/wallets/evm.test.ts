// Issue 17 points 1 and 2, below the elements: EVM chain ids and ERC-20 encoding (exact BigInt), EIP-6963 discovery
// with the window.ethereum fallback, the wallet's errors, and the two wallet controllers on a fake host (no element
// rendered), with a fake wallet paying into the simulator and a timer port the test fires.
import { rememberWallet } from '../../src/store/remembered-wallet.js';
import { expect } from '@open-wc/testing';
import { CHAIN_NAMES } from '../../src/core/assets.js';
import { EVM_CHAIN_IDS, evmChainId, sameEvmAddress } from '../../src/core/chains.js';
import { erc20BalanceOfData, erc20TransferData, fromQuantity, hexChainId, toQuantity } from '../../src/core/evm.js';
import { evmModule, type EvmWallets } from '../../src/controllers/wallet-module.js';
import { familyModuleOf } from '../../src/controllers/wallet-module.js';
import { NATIVE_RESERVE_GAS, paymentTransaction } from '../../src/wallets/evm.js';
import { addressOfKey } from '../../demo/fake-wallet.js';
import { CATALOGUE } from '../../src/simulator/catalogue.js';
import { SIM_CHAINS } from '../../src/simulator/chains.js';
import type { QuoteResponse, Token } from '../../src/api/schemas.js';
import {
  WALLET_WAIT_MS,
  WalletPayController,
  payOrder,
  type WalletPayInput,
} from '../../src/elements/swap-deposit/controllers/wallet-pay-controller.js';
import {
  WalletBalanceController,
  type BalanceView,
} from '../../src/elements/swap-quote/controllers/wallet-balance-controller.js';
import { getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BTC, ETH_USDC, XLM, clientFor, makeSim, quoteRequest } from '../simulator/helpers.js';
import { FakeHost } from '../helpers/fake-host.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import { FakeWallet, installWallet, never, resetWallets, rpcError } from '../helpers/fake-wallet.js';
import { FakeTimers } from '../helpers/fake-timers.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('EVM chains and ERC-20 calldata (core/assets.ts, core/evm.ts)', () => {
  it('knows the EIP-155 id of every EVM chain of the service it can pay on', () => {
    expect(EVM_CHAIN_IDS).to.deep.equal({
      eth: 1,
      op: 10,
      bsc: 56,
      gnosis: 100,
      pol: 137,
      monad: 143,
      xlayer: 196,
      base: 8453,
      plasma: 9745,
      arb: 42161,
      avax: 43114,
      bera: 80094,
      scroll: 534352,
    });
    for (const chain of Object.keys(EVM_CHAIN_IDS)) {
      expect(SIM_CHAINS as readonly string[], chain).to.include(chain);
      expect(CHAIN_NAMES[chain], chain).to.be.a('string');
    }
    // The HOT omni assets of the catalogue carry the chain id in their asset id: they agree.
    for (const entry of CATALOGUE) {
      const hot = /^nep245:v2_1\.omni\.hot\.tg:(\d+)_/.exec(entry.assetId);
      if (hot && entry.blockchain in EVM_CHAIN_IDS) expect(EVM_CHAIN_IDS[entry.blockchain]).to.equal(Number(hot[1]));
    }
    expect(evmChainId('btc')).to.equal(undefined);
    expect(evmChainId('hypercore'), 'HyperCore is not an EVM chain').to.equal(undefined);
    expect(hexChainId(8453)).to.equal('0x2105');
    expect(hexChainId(1)).to.equal('0x1');
  });

  it('encodes transfer(address,uint256) and balanceOf(address) as 32-byte words, exactly', () => {
    const pad = (hex: string) => hex.padStart(64, '0');
    expect(erc20TransferData(ADDRESS, 10n ** 18n)).to.equal(
      `0xa9059cbb${pad('1'.repeat(40))}${pad('de0b6b3a7640000')}`,
    );
    expect(erc20TransferData('0xABCDEFabcdef0000000000000000000000000001', '123456789')).to.equal(
      `0xa9059cbb${pad('abcdefabcdef0000000000000000000000000001')}${pad('75bcd15')}`,
    );
    const max = 2n ** 256n - 1n;
    expect(erc20TransferData(ADDRESS, max).slice(-64)).to.equal('f'.repeat(64));
    expect(() => erc20TransferData(ADDRESS, max + 1n)).to.throw(RangeError);
    expect(() => erc20TransferData(ADDRESS, -1n)).to.throw(RangeError);
    expect(() => erc20TransferData('0x1234', 1n)).to.throw(TypeError);
    expect(erc20BalanceOfData(ADDRESS)).to.equal(`0x70a08231${pad('1'.repeat(40))}`);
  });

  it('writes and reads JSON-RPC quantities exactly', () => {
    expect(toQuantity(0n)).to.equal('0x0');
    expect(toQuantity('50000000000000000')).to.equal('0xb1a2bc2ec50000');
    expect(fromQuantity('0xb1a2bc2ec50000')).to.equal(50_000_000_000_000_000n);
    expect(fromQuantity(`0x${'0'.repeat(56)}075bcd15`)).to.equal(123456789n);
    expect(fromQuantity(7)).to.equal(7n);
    for (const odd of ['0x', '12', 'abc', '-0x1', null, 1.5, `0x${'f'.repeat(65)}`]) {
      expect(fromQuantity(odd), String(odd)).to.equal(undefined);
    }
    expect(sameEvmAddress(ADDRESS.toUpperCase().replace('0X', '0x'), ADDRESS)).to.equal(true);
    expect(sameEvmAddress(ADDRESS, undefined)).to.equal(false);
  });
});

describe('wallet discovery and requests (wallets/evm.ts)', () => {
  let module: EvmWallets;
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    module = await evmModule.load();
    await resetWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  const announced = (options: ConstructorParameters<typeof FakeWallet>[0]) => {
    const wallet = new FakeWallet(options);
    uninstall.push(wallet.announce());
    return wallet;
  };
  const deposit = async () => `0x${'00'.repeat(32)}`;

  it('lists the wallets that announce themselves (EIP-6963), checked, once each', () => {
    announced({ deposit, name: '  Fox\n Wallet ', uuid: 'a', rdns: 'io.fox' });
    announced({ deposit, name: 'Remote icon', uuid: 'b', icon: 'https://example.com/icon.png' });
    announced({ deposit, name: '', uuid: 'c' });
    const twice = announced({ deposit, name: 'Twice', uuid: 'd' });
    twice.announce()(); // announces again
    const wallets = module.walletSession.discover();
    expect(wallets.map((w) => w.info)).to.deep.equal([
      { uuid: 'a', name: 'Fox Wallet', icon: wallets[0]!.info.icon, rdns: 'io.fox' },
      { uuid: 'b', name: 'Remote icon', rdns: 'test.fake-wallet' },
      { uuid: 'd', name: 'Twice', icon: wallets[2]!.info.icon, rdns: 'test.fake-wallet' },
    ]);
    expect(wallets[0]!.info.icon).to.match(/^data:image\/svg\+xml,/);
  });

  it('falls back to window.ethereum, until a wallet announces itself', () => {
    const injected = new FakeWallet({ deposit });
    (window as { ethereum?: unknown }).ethereum = injected.provider;
    expect(module.walletSession.discover().map((w) => w.info)).to.deep.equal([{ uuid: 'window.ethereum', name: '' }]);
    announced({ deposit, name: 'Late', uuid: 'late' });
    expect(module.walletSession.wallets.map((w) => w.info.name)).to.deep.equal(['Late']);
  });

  it('learns the remembered wallet’s granted account without a prompt, follows account changes, and connects on request', async () => {
    const silent = announced({ deposit, name: 'Silent', uuid: 's', rdns: 'test.silent' });
    const granted = announced({
      deposit,
      name: 'Granted',
      uuid: 'g',
      rdns: 'test.granted',
      authorized: true,
      accounts: [ADDRESS],
    });
    rememberWallet({ family: 'evm', wallet: 'test.granted' });
    module.walletSession.discover();
    await module.walletSession.learn();
    expect(silent.requests, 'only the remembered wallet is asked').to.deep.equal([]);
    expect(granted.requests).to.deep.equal([{ method: 'eth_accounts' }]);
    expect(module.walletSession.connection?.account).to.equal(ADDRESS);
    expect(module.walletSession.connection?.wallet.info.name).to.equal('Granted');
    const epoch = module.walletSession.epoch;
    const other = '0x2222222222222222222222222222222222222222';
    granted.selectAccount(other);
    expect(module.walletSession.connection?.account).to.equal(other);
    expect(module.walletSession.epoch).to.equal(epoch + 1);
    granted.emit('accountsChanged', []);
    expect(module.walletSession.connection, 'disconnected in the wallet').to.equal(undefined);

    expect(await module.walletSession.connect(module.walletSession.wallets[0]!)).to.equal(silent.accounts[0]);
    expect(silent.calls('eth_requestAccounts')).to.have.length(1);
  });

  it('names what the wallet answered: 4001, 4902 (also wrapped), -32002, insufficient funds, others', () => {
    expect(module.walletProblem(rpcError(4001, 'User rejected the request.'))).to.deep.equal({
      problem: 'rejected',
      message: 'User rejected the request.',
    });
    expect(module.walletProblem(rpcError(4902, 'Unrecognized chain')).problem).to.equal('unknown-chain');
    const wrapped = Object.assign(rpcError(-32603, 'Internal error'), { data: { originalError: { code: 4902 } } });
    expect(module.walletProblem(wrapped).problem).to.equal('unknown-chain');
    expect(module.walletProblem(rpcError(-32002, 'Request already pending')).problem).to.equal('pending');
    expect(module.walletProblem(rpcError(-32000, 'insufficient funds for gas * price + value')).problem).to.equal(
      'insufficient-funds',
    );
    expect(module.walletProblem(new Error('x'.repeat(500)))).to.deep.equal({
      problem: 'error',
      message: 'x'.repeat(200),
    });
    expect(module.walletProblem(undefined)).to.deep.equal({ problem: 'error', message: undefined });
  });

  it('is one more WalletFamily: the client of every EVM chain, moved between chains, erc191 signing, a gas reserve', async () => {
    for (const chain of ['eth', 'base', 'arb']) expect(familyModuleOf(chain), chain).to.equal(evmModule);
    const secretKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    const fake = announced({
      deposit,
      name: 'Family',
      uuid: 'f',
      chainId: 1,
      chains: [1, 8453],
      gasPrice: 3n,
      secretKey,
    });
    const wallet = module.walletSession.discover()[0]!;
    const account = await module.walletSession.connect(wallet);
    expect(account).to.equal(addressOfKey(secretKey));
    expect(module.testNetwork, 'moved to the chain instead').to.equal(undefined);
    expect(await module.chains!.isOn(wallet, 'eth')).to.equal(true);
    expect(await module.chains!.isOn(wallet, 'base')).to.equal(false);
    await module.chains!.switchTo(wallet, 'base');
    expect(await module.chains!.isOn(wallet, 'base')).to.equal(true);
    const unknown = await module.chains!.switchTo(wallet, 'arb').then(() => undefined, module.walletProblem);
    expect(unknown?.problem).to.equal('unknown-chain');
    expect(fake.calls('wallet_switchEthereumChain')).to.deep.equal([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] },
    ]);
    expect(module.feeReserve, 'no fixed reserve').to.equal(undefined);
    expect(await module.gasReserve!(wallet)).to.equal(3n * NATIVE_RESERVE_GAS);
    expect(module.intentStandard).to.equal('erc191');
    const signed = await module.signIntent!(wallet, account, { standard: 'erc191', payload: '{"a":1}' });
    expect(fake.calls('personal_sign')).to.deep.equal([
      { method: 'personal_sign', params: ['0x7b2261223a317d', account] },
    ]);
    expect(signed).to.deep.include({ standard: 'erc191', payload: '{"a":1}' });
    expect(signed.signature).to.match(/^secp256k1:[1-9A-HJ-NP-Za-km-z]+$/);
    expect(module.sameAccount(account.toUpperCase().replace('0X', '0x'), account)).to.equal(true);
  });

  it('builds the payment transaction: native value in hex wei, or a transfer call to the token contract', () => {
    const depositAddress = '0x3333333333333333333333333333333333333333';
    expect(paymentTransaction({ from: ADDRESS, depositAddress, amount: '1000000000000000000' })).to.deep.equal({
      from: ADDRESS,
      to: depositAddress,
      value: '0xde0b6b3a7640000',
    });
    expect(paymentTransaction({ from: ADDRESS, depositAddress, amount: '5', contractAddress: ADDRESS })).to.deep.equal({
      from: ADDRESS,
      to: ADDRESS,
      data: erc20TransferData(depositAddress, 5n),
    });
  });
});

describe('WalletPayController and WalletBalanceController on a fake host', () => {
  let sim: Simulator;
  let tokens: Token[];
  let timers: FakeTimers;
  const uninstall: (() => void)[] = [];

  beforeEach(async () => {
    resetStores();
    setPersistence(new Persistence(new MemoryStorage()));
    sim = makeSim();
    tokens = await clientFor(sim).tokens();
    timers = new FakeTimers();
    await resetWallets();
  });

  afterEach(() => {
    for (const off of uninstall.splice(0)) off();
    resetStores();
    setPersistence(undefined);
  });

  const quoteFor = (patch: Parameters<typeof quoteRequest>[1]) =>
    clientFor(sim).quote({ ...quoteRequest(sim, patch), dry: false });

  it('payOrder: EVM origins (and Bitcoin, Tron: no chain id) with an amount still due, native or token', async () => {
    const usdc = await quoteFor({ originAsset: ETH_USDC, amount: '100000000' });
    const base = { tokens, phase: 'send' as const, known: {}, expired: false };
    expect(payOrder({ ...base, quoteResponse: usdc })).to.deep.equal({
      chain: 'eth',
      chainId: 1,
      depositAddress: usdc.quote.depositAddress,
      amount: '100000000',
      decimals: 6,
      symbol: 'USDC',
      contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      refundTo: usdc.quoteRequest.refundTo,
    });
    const native = await quoteFor({
      originAsset: 'nep141:base.omft.near',
      fromChain: 'base',
      amount: '50000000000000000',
    });
    expect(payOrder({ ...base, quoteResponse: native })).to.include({ chainId: 8453, contractAddress: undefined });
    // A short deposit: exactly what is missing (none when the service did not say how much arrived).
    const short = { status: 'INCOMPLETE_DEPOSIT', response: { swapDetails: { depositedAmount: '40000000' } } };
    expect(payOrder({ ...base, phase: 'top-up', known: short as never, quoteResponse: usdc })?.amount).to.equal(
      '60000000',
    );
    expect(payOrder({ ...base, phase: 'top-up', quoteResponse: usdc })).to.equal(undefined);
    expect(payOrder({ ...base, expired: true, quoteResponse: usdc })).to.equal(undefined);
    expect(payOrder({ ...base, phase: 'received', quoteResponse: usdc })).to.equal(undefined);
    // Issue 51: a Stellar quote (with its memo) is paid from a SEP-43 wallet, the memo carried
    // (test/wallets/stellar.test.ts has the payments).
    const xlm = await quoteFor({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    expect(payOrder({ ...base, quoteResponse: xlm })).to.include({ chain: 'stellar', memo: xlm.quote.depositMemo });
    const none = [await quoteFor({ originAsset: ETH_USDC, depositType: 'INTENTS' })];
    for (const quoteResponse of none) {
      expect(payOrder({ ...base, quoteResponse }), quoteResponse.quoteRequest.originAsset).to.equal(undefined);
    }
    // Issue 27: Bitcoin pays its coin, with no chain to switch (test/wallets/bitcoin.test.ts has the payments).
    const btc = await quoteFor({ originAsset: BTC, fromChain: 'btc', amount: '100000' });
    expect(payOrder({ ...base, quoteResponse: btc })).to.deep.equal({
      chain: 'btc',
      depositAddress: btc.quote.depositAddress,
      amount: '100000',
      decimals: 8,
      symbol: 'BTC',
      contractAddress: undefined,
      refundTo: btc.quoteRequest.refundTo,
    });
  });

  function payOn(quoteResponse: QuoteResponse, submitted: string[]) {
    const host = new FakeHost({ autoUpdate: true });
    getStore().activate(quoteResponse, true);
    const input = (): WalletPayInput => ({
      quoteResponse,
      tokens,
      phase: 'send',
      known: {},
      expired: false,
      verified: true,
      scheduler: timers,
      submit: (txHash) => submitted.push(txHash),
    });
    const pay = new WalletPayController(host, input);
    host.connect();
    host.update();
    return { host, pay };
  }

  it('WalletPayController: each wait is bounded on the timer port, and leaving drops it (no timer left, nothing pending)', async () => {
    const quote = await quoteFor({ originAsset: ETH_USDC });
    const { wallet, uninstall: off } = installWallet(sim, { accounts: [quote.quoteRequest.refundTo] });
    uninstall.push(off);
    wallet.answers.eth_requestAccounts = never;
    const submitted: string[] = [];
    const { host, pay } = payOn(quote, submitted);
    const fake = (await evmModule.load()).walletSession.wallets[0]!;
    void pay.pay(fake);
    expect(pay.value).to.deep.include({ kind: 'busy', step: 'connect' });
    expect(timers.pending.map((t) => t.ms)).to.deep.equal([WALLET_WAIT_MS]);
    timers.fire();
    await host.updateComplete;
    await Promise.resolve();
    expect(pay.value).to.deep.include({ kind: 'failed', step: 'connect', problem: 'timeout' });

    void pay.pay(fake);
    expect(timers.pending).to.have.length(1);
    host.disconnect();
    expect(timers.pending, 'the wait is cancelled with the host').to.deep.equal([]);
    expect(pay.value.kind, 'no busy state left behind').to.equal('idle');
    expect(submitted).to.deep.equal([]);
  });

  it('WalletPayController: a payment hands the simulator’s hash to the host once, and saves it with the receipt', async () => {
    const quote = await quoteFor({ originAsset: ETH_USDC, amount: '2500000' });
    const { wallet, paid, uninstall: off } = installWallet(sim, { accounts: [quote.quoteRequest.refundTo] });
    uninstall.push(off);
    const submitted: string[] = [];
    const { host, pay } = payOn(quote, submitted);
    await pay.pay((await evmModule.load()).walletSession.wallets[0]!);
    await host.updateComplete;
    expect(paid.map((p) => p.amount)).to.deep.equal([2_500_000n]);
    expect(submitted).to.have.length(1);
    expect(pay.value).to.deep.equal({ kind: 'sent', txHash: submitted[0], wallet: 'Fake Wallet' });
    expect(wallet.calls('eth_sendTransaction')).to.have.length(1);
    host.update();
    expect(submitted, 'handed once').to.have.length(1);
    expect(timers.pending).to.deep.equal([]);
  });

  it('WalletBalanceController: reads the connected account’s balance on the token’s chain, again when the chain changes', async () => {
    const usdc = tokens.find((t) => t.assetId === ETH_USDC)!;
    const account = '0x4444444444444444444444444444444444444444';
    const wallet = new FakeWallet({
      deposit: async () => '',
      accounts: [account],
      authorized: true,
      chainId: 10,
      rdns: 'test.balance-wallet',
      balance: (chainId, _owner, contract) => (contract && chainId === 1 ? 7_000_001n : 0n),
    });
    uninstall.push(wallet.announce());
    rememberWallet({ family: 'evm', wallet: 'test.balance-wallet' });
    const host = new FakeHost({ autoUpdate: true });
    const view: BalanceView = {
      t: ((key: string) => key) as BalanceView['t'],
      form: { origin: usdc },
      values: { swapType: 'EXACT_INPUT' },
      set: () => undefined,
      touch: () => undefined,
    };
    const balance = new WalletBalanceController(host, () => view);
    host.connect();
    await evmModule.load();
    await (await evmModule.load()).walletSession.learn();
    await host.updateComplete;
    await waitFor(() => balance.value?.state === 'other-chain');
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    await waitFor(() => balance.value?.state === 'ready');
    expect(balance.value).to.deep.include({ state: 'ready', balance: 7_000_001n, native: false, reserve: undefined });
    host.disconnect();
  });
});

/** Lets the fake host's updates and the wallet's answers settle until `done` (microtasks only, no timers). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await Promise.resolve();
  expect(done(), 'settled').to.equal(true);
}
