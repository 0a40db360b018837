// The operator's routes: GET /healthz (alive, and how the explorer state is shared) and GET /metrics (Prometheus).
import { Hono } from 'hono';
import type { GatewayContext } from '../context.js';
import { JSON_TYPE } from '../http.js';

export function healthRoutes({ config, options, state, metrics }: GatewayContext): Hono {
  const app = new Hono();

  app.get(
    '/healthz',
    () =>
      new Response(
        JSON.stringify({ ok: true, state: options.explorer?.kind ?? state.kind, explorer: config.explorerAccess }),
        {
          headers: JSON_TYPE,
        },
      ),
  );

  app.get(
    '/metrics',
    () =>
      new Response(metrics.text(options.extraMetrics?.() ?? []), {
        headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' },
      }),
  );

  return app;
}
