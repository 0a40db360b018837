// Mounts the simulator in `npm start` (Vite dev) and `vite preview`: the swap API at /sim/1click and the explorer
// at /sim/explorer/api, one simulator instance behind both, through @hono/node-server's request listener.
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createSimulator, type Simulator, type SimulatorOptions } from './app.js';
import { withCors } from './server.js';

export const SIM_BASE_PATH = '/sim/1click';
export const SIM_EXPLORER_PATH = '/sim/explorer/api';

/** The plugin, with its simulator (for a gateway mounted in front of the same instance: src/gateway/vite-plugin.ts). */
export function simulatorPlugin(options: SimulatorOptions = {}): Plugin & { simulator: Simulator } {
  const simulator = createSimulator({
    seed: 1,
    speed: 10,
    ...options,
    baseUrl: SIM_BASE_PATH,
    explorerUrl: SIM_EXPLORER_PATH,
  });
  const listener = getRequestListener(withCors(simulator).fetch);
  const mount = (server: ViteDevServer | PreviewServer) => {
    // Connect strips the mount path; the simulator also accepts the bare /v0 and /_sim paths.
    server.middlewares.use(SIM_BASE_PATH, (req, res) => void listener(req, res));
    server.middlewares.use(SIM_EXPLORER_PATH, (req, res) => void listener(req, res));
  };
  return {
    name: 'swap-elements-simulator',
    configureServer: mount,
    configurePreviewServer: mount,
    simulator,
  };
}
