// Request and response plumbing shared by the routes: JSON bodies read defensively (type, size, syntax) and
// validation failures turned into the real service's single comma-joined 400 message.
import * as z from 'zod/mini';
import { toIssues } from '../api/schemas.js';

export const MAX_BODY_BYTES = 64 * 1024;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The real service's error body: `{message}` plus tracing fields on 4xx. */
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): Response =>
  json({ message, statusCode: status, ...extra }, status);

export class BadRequest extends Error {}

/** Reads a JSON object body: rejects a wrong content type, a body over 64 kB and malformed JSON with a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new BadRequest('Content-Type must be application/json');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new BadRequest('Request body is larger than 64 kB');
  const bytes = await readLimited(request);
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

/** Reads at most 64 kB (+1 byte to notice more) without trusting Content-Length. */
async function readLimited(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new BadRequest('Request body is larger than 64 kB');
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

/** Query string values for the explorer schemas, which expect numbers, booleans and arrays. */
export function explorerQuery(url: URL, numeric: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (raw === '') continue;
    if (key === 'statuses')
      out[key] = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (key === 'showTestTxs') out[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (numeric.includes(key)) out[key] = /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
    else out[key] = raw;
  }
  return out;
}
