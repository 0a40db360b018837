// The chains the wallets pay on: NEAR's, Solana's and TON's JSON-RPC (/rpc/near, /rpc/solana, /rpc/ton) and their /_sim control
// endpoints, each kept by its own module (../near-rpc.ts, ../solana-rpc.ts). A payment that reaches a swap's deposit
// address is placed as that swap's deposit.
import { Hono } from 'hono';
import { intentsView } from '../intents-views.js';
import { registerNearRpc } from '../near-rpc.js';
import { solanaRoutes } from '../solana-rpc.js';
import { tonRoutes } from '../ton-rpc.js';
import { moveChainRoutes } from '../move-chains.js';
import { stellarRoutes } from '../stellar-horizon.js';
import type { SimulatorState } from '../state.js';

export function chainRoutes({ seed, clock, ledger, market, placeDeposit, swaps }: SimulatorState): Hono {
  const app = new Hono();
  registerNearRpc(app, { seed, deposit: placeDeposit, intents: (method, args) => intentsView(ledger, method, args) });
  solanaRoutes(app, { seed, now: () => clock.now(), credit: placeDeposit });
  tonRoutes(app, { now: () => clock.now(), credit: placeDeposit });
  moveChainRoutes(app); // Sui, Aptos, Movement and Starknet balance reads
  stellarRoutes(app, {
    isDepositAddress: (address) => [...swaps.all()].some((swap) => swap.depositAddress === address),
    credit: placeDeposit,
    issued: () => market.tokens(0).filter((t) => t.blockchain === 'stellar' && t.contractAddress),
  });
  return app;
}
