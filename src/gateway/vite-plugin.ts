// Mounts a gateway in `npm start` (Vite dev) and `vite preview` at /gateway, so a page served there can point
// base-url at "/gateway" and explorer-url at "/gateway/explorer" with no credential in the page. The demo mounts
// one in front of its embedded simulator (vite.config.ts, demo/gateway.ts).
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import type { Gateway } from './app.js';

export const GATEWAY_PATH = '/gateway';

/** `gateway` may be a promise (a credential issued asynchronously); requests wait for it. */
export function gatewayPlugin(gateway: Gateway | Promise<Gateway>, path = GATEWAY_PATH): Plugin {
  const ready = Promise.resolve(gateway);
  // Rejections surface per request (a 500 from the listener), not as an unhandled rejection at start-up.
  ready.catch(() => undefined);
  const listener = getRequestListener(async (request, env) => (await ready).fetch(request, env));
  const mount = (server: ViteDevServer | PreviewServer) => {
    // The gateway sees its own routes (/v0/quote, /explorer/v0/…). Not a Connect mount path: that would also take
    // "/gateway.ts", a file the page may load.
    server.middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      if (url !== path && !url.startsWith(`${path}/`) && !url.startsWith(`${path}?`)) return next();
      req.url = url.slice(path.length).replace(/^(?!\/)/, '/');
      void listener(req, res);
    });
  };
  return { name: 'swap-elements-gateway', configureServer: mount, configurePreviewServer: mount };
}
