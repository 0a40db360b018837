import { defineConfig } from 'vite';
import { simulatorPlugin } from './src/simulator/vite-plugin.js';
import { gatewayPlugin } from './src/gateway/vite-plugin.js';
import { demoGateway } from './demo/gateway.js';

// `npm start` serves demo/ with the sources of src/ (no build step); `npm start -- --port 8080` picks a port.
// The embedded simulator answers at /sim/1click (swap API) and /sim/explorer/api (explorer), on a 10x clock; the demo
// partner's gateway, in front of that same simulator, at /gateway (the "Going live" story).
// ANY_INPUT pays each deposit, so the demo's story shows a payout without $1,000 of deposits.
const simulator = simulatorPlugin({ seed: 1, speed: 10, anyInputPayoutUsd: 0 });

export default defineConfig({
  root: 'demo',
  server: { host: '127.0.0.1', port: 5173, fs: { allow: ['..'] } },
  build: { outDir: '../dist/demo', emptyOutDir: true },
  plugins: [simulator, gatewayPlugin(demoGateway(simulator.simulator))],
});
