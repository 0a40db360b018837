// The server side of the wire, shared by the simulator and the gateway: JSON bodies read defensively (type, size,
// syntax) and validation failures turned into the real service's single comma-joined 400 message.
import * as z from 'zod/mini';
import { toIssues } from './schemas.js';

/** Explorer filters a live client may repeat (`fromChainId=eth&fromChainId=base`): read as a list. */
const REPEATED_PARAMS = ['fromChainId', 'toChainId'];

export const MAX_BODY_BYTES = 64 * 1024;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The real service's error body: `{message}` plus tracing fields on 4xx. */
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): Response =>
  json({ message, statusCode: status, ...extra }, status);

export class BadRequest extends Error {}

/** A body over the limit: a 400 at the simulator (as the real service), a 413 at the gateway. */
export class BodyTooLarge extends BadRequest {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${Math.round(maxBytes / 1024)} kB`);
  }
}

/** Reads a JSON object body: rejects a wrong content type, a body over the limit and malformed JSON with a 400. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new BadRequest('Content-Type must be application/json');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BodyTooLarge(maxBytes);
  const bytes = await readLimited(request, maxBytes);
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) throw new BadRequest('Request body is empty: expected a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  return value;
}

/** Reads at most `maxBytes` (+1 chunk to notice more) without trusting Content-Length. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** Validates with a request schema; unknown fields read `property x should not exist`, as the real service says. */
export function validate<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const plain = toIssues(result.error);
  const messages = result.error.issues.flatMap((issue, i) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `property ${[...issue.path.map(String), key].join('.')} should not exist`)
      : [(plain[i]?.message ?? issue.message).replace(/\.$/, '')],
  );
  throw new BadRequest([...new Set(messages)].join(','));
}

/** Query parameters the request schemas take as numbers (explorer paging, bounds and times; withdrawals' limit). */
const NUMERIC_QUERY_PARAMS = ['page', 'perPage', 'numberOfTransactions', 'minUsdPrice', 'maxUsdPrice',
  'startTimestampUnix', 'endTimestampUnix', 'limit']; // prettier-ignore

/** Query string values for the explorer schemas, which expect numbers, booleans and arrays. */
export function explorerQuery(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (raw === '') continue;
    if (key === 'statuses')
      out[key] = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (REPEATED_PARAMS.includes(key) && url.searchParams.getAll(key).length > 1)
      out[key] = url.searchParams.getAll(key).filter((v) => v !== '');
    else if (key === 'showTestTxs') out[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (NUMERIC_QUERY_PARAMS.includes(key)) out[key] = /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
    else out[key] = raw;
  }
  return out;
}
