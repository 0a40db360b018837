// The chains the wallets pay on: NEAR's and Solana's JSON-RPC (/rpc/near, /rpc/solana) and their /_sim control
// endpoints, each kept by its own module (../near-rpc.ts, ../solana-rpc.ts). A payment that reaches a swap's deposit
// address is placed as that swap's deposit.
import { Hono } from 'hono';
import { intentsView } from '../intents-views.js';
import { registerNearRpc } from '../near-rpc.js';
import { solanaRoutes } from '../solana-rpc.js';
import type { SimulatorState } from '../state.js';

export function chainRoutes({ seed, clock, ledger, placeDeposit }: SimulatorState): Hono {
  const app = new Hono();
  registerNearRpc(app, { seed, deposit: placeDeposit, intents: (method, args) => intentsView(ledger, method, args) });
  solanaRoutes(app, { seed, now: () => clock.now(), credit: placeDeposit });
  return app;
}
