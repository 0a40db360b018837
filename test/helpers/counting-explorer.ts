// A counting explorer upstream, run as its own process (test/helpers/counting-explorer-process.ts starts it) so
// that a busy test process cannot skew its clock: it stamps each request the moment it arrives, before answering,
// and answers 429 (Retry-After 5) to any request closer than `INTERVAL_MS` to the previous one, as the explorer does.
// `GET /_arrivals` lists every request it saw. It prints its port as one JSON line on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const INTERVAL_MS = Number(process.env.COUNTING_INTERVAL_MS ?? '5000');

export interface Arrival {
  /** performance.now() of this process when the request arrived (ms; only differences matter). */
  at: number;
  status: number;
  path: string;
  host: string;
  credential: string | null;
}

const arrivals: Arrival[] = [];
let last: number | undefined;

const server = createServer((request, response) => {
  const at = performance.now();
  const url = new URL(request.url ?? '/', 'http://upstream');
  if (url.pathname === '/_arrivals') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(arrivals));
    return;
  }
  const tooSoon = last !== undefined && at - last < INTERVAL_MS;
  last = at;
  const status = tooSoon ? 429 : 200;
  arrivals.push({
    at,
    status,
    path: url.pathname + url.search,
    host: request.headers.host ?? '',
    credential: (request.headers['x-api-key'] as string | undefined) ?? null,
  });
  if (tooSoon) {
    response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '5' });
    response.end(JSON.stringify({ message: 'Too many requests', retryAfterSeconds: 5 }));
    return;
  }
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('perPage') ?? '50');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ data: [], totalPages: 200, page, perPage, total: 0, nextPage: null, prevPage: null }));
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
