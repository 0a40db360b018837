// Requests to the service, the explorer and the chain nodes: built from scratch (a fixed URL, the credential, JSON
// headers), measured, never following a redirect; and the service's answer relayed to the page.
import { parseJson, retryAfterMs } from '../api/client.js';
import type { GatewayContext } from './context.js';
import type { UpstreamAnswer } from './explorer-share.js';
import { GatewayError, JSON_TYPE, message } from './http.js';
import type { ViewChain } from './move-rpc.js';
import type { RpcChain } from './rpc.js';

/**
 * Sends one request upstream with the credential; measures it; maps timeouts to a TimeoutError. With `bearer` (the
 * end user's session token, routes/account.ts) that is the only credential sent: the partner's is never added to it.
 */
export async function send(
  ctx: GatewayContext,
  upstream: 'swap' | 'explorer' | `rpc-${RpcChain | ViewChain}`,
  route: string,
  url: string,
  init: {
    method: 'GET' | 'POST';
    body?: string;
    credential?: boolean;
    bearer?: string;
    headers?: Record<string, string>;
  } = { method: 'GET' },
): Promise<UpstreamAnswer & { headers: Headers }> {
  const { config, metrics, now } = ctx;
  const headers = new Headers({ accept: 'application/json' });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  else if (config.credential && init.credential !== false) {
    if (config.credential.scheme === 'api-key') headers.set('x-api-key', config.credential.value);
    else headers.set('authorization', `Bearer ${config.credential.value}`);
  }
  // A user's own header beside the credential (the order routes' session Bearer beside an X-API-Key).
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  const started = now();
  metrics.upstreamRequests.inc({ route });
  const request = new Request(url, {
    method: init.method,
    headers,
    body: init.body ?? null,
    signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    redirect: 'manual', // never follow the upstream anywhere else
  });
  try {
    const response = await ctx.fetch(request);
    const body = await response.text();
    const answer: UpstreamAnswer & { headers: Headers } = {
      status: response.status,
      body,
      headers: response.headers,
    };
    const wait = retryAfterMs(response, parseJson(body) as { retryAfterSeconds?: number } | undefined);
    if (wait !== undefined) answer.retryAfterMs = wait;
    return answer;
  } finally {
    metrics.upstreamLatency.observe({ upstream }, (now() - started) / 1000);
  }
}

/** Answers with the upstream's status and JSON body (its `{message}` on 4xx), never its other headers. */
export function relay(ctx: GatewayContext, answer: UpstreamAnswer, what: string): Response {
  // A redirect is never followed (nor passed on: the page would follow it elsewhere).
  if (answer.status >= 500 || (answer.status >= 300 && answer.status < 400))
    return message(502, `${what} answered ${answer.status}. Try again shortly.`);
  if (answer.status === 401 || answer.status === 403) {
    ctx.log({ level: 'error', message: `${what} refused the partner credential (${answer.status}).` });
    return message(502, `${what} refused this gateway’s partner credential.`);
  }
  if (parseJson(answer.body) === undefined) return message(502, `${what} sent an answer that is not JSON.`);
  const headers: Record<string, string> = { ...JSON_TYPE };
  if (answer.status === 429) {
    ctx.metrics.upstream429.inc({ upstream: 'swap' });
    headers['retry-after'] = String(Math.max(1, Math.ceil((answer.retryAfterMs ?? 5000) / 1000)));
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/** Runs an upstream exchange; a timeout is a 504 and an unreachable upstream a 502, in the visitor's words. */
export async function upstreamOr(ctx: GatewayContext, what: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError')
      return message(504, `${what} did not answer within ${Math.round(ctx.config.upstreamTimeoutMs / 1000)} s.`);
    return message(502, `${what} could not be reached.`);
  }
}
