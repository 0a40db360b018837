// The partner gateway: a web-standard fetch handler (Hono) in front of the swap service and its explorer. It adds
// the partner credential from its configuration, lets through only the routes and methods the elements use,
// validates every request with the project's zod contract before anything goes upstream, enforces the partner's
// referral and app fees, limits each visitor, and shares explorer answers between visitors. It also passes the few
// JSON-RPC calls the Solana and NEAR wallet payments make to the partner's own nodes.
// Upstream requests are built from scratch (fixed paths under the configured URLs, the credential, JSON headers):
// nothing the visitor sends other than the validated body or query reaches the service.
//
// Where each part is: guard.ts (what every request passes), routes/ (one module per upstream: service.ts, tokens.ts,
// explorer.ts, rpc.ts; health.ts for the operator), context.ts (what they share), upstream.ts (sending upstream),
// http.ts (the gateway's own answers and request checks).
import { Hono } from 'hono';
import { BadRequest } from '../api/wire.js';
import type { GatewayConfig } from './config.js';
import { createContext, type GatewayOptions } from './context.js';
import { guard } from './guard.js';
import { GatewayError, message } from './http.js';
import type { GatewayMetrics } from './metrics.js';
import { accountRoutes } from './routes/account.js';
import { explorerRoutes } from './routes/explorer.js';
import { healthRoutes } from './routes/health.js';
import { orderRoutes } from './routes/orders.js';
import { moveViewRoutes } from './routes/move-view.js';
import { rpcRoutes } from './routes/rpc.js';
import { horizonRoutes } from './routes/horizon.js';
import { serviceRoutes } from './routes/service.js';
import { tokenRoutes } from './routes/tokens.js';

export { credentialName, type GatewayOptions, type LogLevel, type LogLine } from './context.js';
export { normalise } from './http.js';

export interface Gateway {
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  metrics: GatewayMetrics;
}

/** The gateway's handler: the guard every request passes, then the route modules, sharing one context. */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const ctx = createContext(config, options);

  // Not strict: the guard's route check ignores a trailing slash, so the router must too.
  const app = new Hono({ strict: false });

  app.notFound((c) => message(404, `This gateway has no route ${new URL(c.req.url).pathname}.`));

  app.onError((error, c) => {
    if (error instanceof GatewayError) return message(error.status, error.message, error.headers);
    if (error instanceof BadRequest) return message(400, error.message);
    ctx.log({
      level: 'error',
      message: 'Unexpected gateway error',
      route: new URL(c.req.url).pathname,
      error: error.name,
    });
    return message(500, 'The gateway failed to handle this request.');
  });

  app.use('*', guard(ctx));
  app.route('/', healthRoutes(ctx));
  app.route('/', tokenRoutes(ctx));
  app.route('/', serviceRoutes(ctx));
  app.route('/', orderRoutes(ctx));
  app.route('/', explorerRoutes(ctx));
  app.route('/', rpcRoutes(ctx));
  app.route('/', moveViewRoutes(ctx));
  app.route('/', horizonRoutes(ctx));
  app.route('/', accountRoutes(ctx));

  return {
    metrics: ctx.metrics,
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      return request.method === 'HEAD' ? new Response(null, response) : response;
    },
  };
}
