// The demo's fake TON Connect wallet (demo/fake-ton-wallet.ts) wired to a test simulator: injected on the page, it
// sends what it signs to the simulator's /rpc/ton, which runs it on its TON ledger and credits the deposit.
import { bufferReady } from '../../src/core/ton-buffer.js';
import { FakeTonWallet, tonRpc, type FakeTonOptions } from '../../demo/fake-ton-wallet.js';
import type { Simulator } from '../../src/simulator/app.js';
import { rememberConnected } from './fake-family-wallets.js';

/** @ton/core found its Buffer: ton-buffer.ts is imported (named, so no bundler drops it) before @ton/core. */
export const ready = bufferReady;

/** A fake TON wallet sending to `sim`'s TON RPC at `rpcUrl`, injected until `uninstall()`; remembered when `authorized`. */
export function installTonWallet(sim: Simulator, rpcUrl: string, options: Partial<FakeTonOptions> = {}) {
  const fake = new FakeTonWallet({ rpc: tonRpc(rpcUrl, sim.fetch), now: sim.clock.now, ...options });
  if (options.authorized) rememberConnected('ton', options.name ?? 'Fake TON Wallet');
  return { fake, uninstall: fake.inject() };
}
