// The demo partner's gateway, in front of the demo's own simulator: the dev server mounts it at /gateway
// (vite.config.ts), the static build runs it inside the page (sim.ts). Both use the very simulator the panel drives,
// so a swap made through the gateway can be deposited into from the panel.
import type { Gateway, LogLine } from '../src/gateway/index.js';
import type { Simulator } from '../src/simulator/app.js';

export const GATEWAY_PATH = '/gateway';

/** What the demo partner's gateway enforces (shown in the "Going live" story). */
export const DEMO_REFERRAL = 'demo-shop';
export const DEMO_APP_FEES = [{ recipient: 'fees.demo-shop.near', fee: 25 }];

export async function demoGateway(simulator: Pick<Simulator, 'fetch' | 'issueToken' | 'info'>): Promise<Gateway> {
  // Loaded on use: the stories import this module for its constants only.
  const { createGateway, loadConfig } = await import('../src/gateway/index.js');
  const info = await simulator.info();
  // The simulator answers by path, so any host does; the gateway only wants absolute upstream URLs.
  const absolute = (url: string) => new URL(url, 'http://simulator.local').href;
  const config = loadConfig({
    SWAP_API_URL: absolute(info.baseUrl),
    EXPLORER_API_URL: absolute(info.explorerUrl),
    PARTNER_JWT: await simulator.issueToken('demo-partner'),
    PARTNER_REFERRAL: DEMO_REFERRAL,
    PARTNER_APP_FEES: JSON.stringify(DEMO_APP_FEES),
    EXPLORER_ACCESS: 'public',
    // The simulator answers the Solana and NEAR calls the wallet payments make from its own ledger.
    SOLANA_RPC_URL: absolute(`${info.baseUrl}/rpc/solana`),
    NEAR_RPC_URL: absolute(`${info.baseUrl}/rpc/near`),
  });
  return createGateway(config, {
    fetch: (request) => simulator.fetch(request),
    // A line per request would drown the dev server's output and the page's console: only problems are shown.
    log: (line: LogLine) => {
      if (line.level !== 'info') console.warn('gateway:', JSON.stringify(line));
    },
  });
}
