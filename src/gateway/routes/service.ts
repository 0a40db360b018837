// The 1Click pass-through: quotes, deposit submissions, intents, status and ANY_INPUT withdrawals. Each request is
// validated with the project's contract and rebuilt before it goes upstream with the partner credential, under the
// visitor's quote or submit quota; quotes carry the partner's terms whatever the page sent.
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { StatusQuerySchema } from '../../api/schemas.js';
import { DepositSubmitRequestSchema, QuoteRequestSchema } from '../../api/request-schemas.js';
import { GenerateIntentRequestSchema, SubmitIntentRequestSchema } from '../../api/intent-schemas.js';
import { AnyInputWithdrawalsQuerySchema } from '../../api/any-input-schemas.js';
import { validate } from '../../api/wire.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, body, normalise, query, quota } from '../http.js';
import { VisitorQuotas } from '../quotas.js';
import { relay, send, upstreamOr } from '../upstream.js';

const SERVICE = 'The swap service';

export function serviceRoutes(ctx: GatewayContext): Hono {
  const { config, now } = ctx;
  const quoteQuotas = new VisitorQuotas({ perMinute: config.quotesPerMinute, burst: config.quoteBurst }, now);
  const submitQuotas = new VisitorQuotas({ perMinute: config.submitsPerMinute, burst: config.submitBurst }, now);
  const app = new Hono();

  app.post('/v0/quote', async (c) => {
    quota(ctx, quoteQuotas, 'quote', c);
    const request = validate(QuoteRequestSchema, await body(ctx, c));
    // The partner's terms, whatever the page sent: a visitor cannot strip or change the partner's fee.
    if (config.referral !== undefined) request.referral = config.referral;
    if (config.appFees) request.appFees = config.appFees;
    if (config.rebates) request.rebates = config.rebates;
    return upstreamOr(ctx, SERVICE, async () => {
      const response = relay(
        ctx,
        await send(ctx, 'swap', 'quote', `${config.swapUrl}/v0/quote`, {
          method: 'POST',
          body: JSON.stringify(request),
        }),
        SERVICE,
      );
      // Tells the elements this quote was priced with the partner credential (no platform fee), though the page has none.
      if (response.ok && config.credential) response.headers.set('x-partner-credential', 'added');
      return response;
    });
  });

  // A deposit submission, and paying from a NEAR Intents balance (the intent to sign, then the signed intent): each
  // creates work at the service, so each is under the visitor's submit quota.
  for (const [path, route, schema] of [
    ['/v0/deposit/submit', 'submit', DepositSubmitRequestSchema],
    ['/v0/generate-intent', 'generate-intent', GenerateIntentRequestSchema],
    ['/v0/submit-intent', 'submit-intent', SubmitIntentRequestSchema],
  ] as [string, string, z.ZodMiniType<unknown>][]) {
    app.post(path, async (c) => {
      quota(ctx, submitQuotas, 'submit', c);
      const request = validate(schema, await body(ctx, c));
      return upstreamOr(ctx, SERVICE, async () =>
        relay(
          ctx,
          await send(ctx, 'swap', route, `${config.swapUrl}${path}`, {
            method: 'POST',
            body: JSON.stringify(request),
          }),
          SERVICE,
        ),
      );
    });
  }

  app.get('/v0/status', async (c) => {
    const url = new URL(c.req.url);
    const params = validate(StatusQuerySchema, Object.fromEntries(url.searchParams));
    const target = `${config.swapUrl}/v0/status?${normalise(params)}`;
    return upstreamOr(ctx, SERVICE, async () => {
      let answer = await send(ctx, 'swap', 'status', target);
      // Status works without a credential: a refused one must not hide a swap in flight.
      if (answer.status === 401 && config.credential) {
        ctx.log({
          level: 'error',
          message: 'The swap service refused the partner credential on status; retried without it.',
        });
        answer = await send(ctx, 'swap', 'status', target, { method: 'GET', credential: false });
      }
      return relay(ctx, answer, SERVICE);
    });
  });

  app.get('/v0/any-input/withdrawals', async (c) => {
    if (!config.credential)
      throw new GatewayError(
        404,
        'ANY_INPUT withdrawals need the partner credential, which this gateway does not have.',
      );
    quota(ctx, quoteQuotas, 'withdrawals', c);
    const { search } = query(c, AnyInputWithdrawalsQuerySchema);
    return upstreamOr(ctx, SERVICE, async () =>
      relay(
        ctx,
        await send(ctx, 'swap', 'withdrawals', `${config.swapUrl}/v0/any-input/withdrawals?${search}`),
        SERVICE,
      ),
    );
  });

  return app;
}
