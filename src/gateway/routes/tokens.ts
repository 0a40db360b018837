// GET /v0/tokens: the service's token list, cached per instance for TOKENS_FRESH_SECONDS with an ETag; the last
// good list is served while the service has trouble.
import { Hono } from 'hono';
import { parseJson } from '../../api/client.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, JSON_TYPE, fingerprint } from '../http.js';
import { send, upstreamOr } from '../upstream.js';

export function tokenRoutes(ctx: GatewayContext): Hono {
  const { config, now } = ctx;
  let tokens: { body: string; etag: string; fetchedAt: number } | undefined;
  let tokensPending: Promise<void> | undefined;

  async function refreshTokens() {
    const answer = await send(ctx, 'swap', 'tokens', `${config.swapUrl}/v0/tokens`, {
      method: 'GET',
      credential: false,
    });
    if (answer.status !== 200 || !Array.isArray(parseJson(answer.body))) {
      throw new GatewayError(
        502,
        `The swap service answered the token list with ${answer.status === 200 ? 'something that is not a list' : answer.status}.`,
      );
    }
    tokens = { body: answer.body, etag: `"${await fingerprint(answer.body)}"`, fetchedAt: now() };
  }

  const app = new Hono();

  app.get('/v0/tokens', async (c) => {
    const fresh = tokens && now() - tokens.fetchedAt < config.tokensFreshMs;
    if (!fresh) {
      tokensPending ??= refreshTokens().finally(() => (tokensPending = undefined));
      try {
        await tokensPending;
      } catch (error) {
        // A list seen before is better than none while the service has trouble.
        if (!tokens) {
          if (error instanceof GatewayError) throw error;
          return upstreamOr(ctx, 'The swap service', () => Promise.reject(error));
        }
      }
    }
    const current = tokens!;
    const headers = {
      ...JSON_TYPE,
      etag: current.etag,
      'cache-control': `public, max-age=${Math.floor(config.tokensFreshMs / 1000)}`,
    };
    // If-None-Match may list several tags, weak ones too (W/"…"): any match means the page's copy is current.
    const seen = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (seen.includes(current.etag) || seen.includes('*')) return new Response(null, { status: 304, headers });
    return new Response(current.body, { headers });
  });

  return app;
}
