// A fake JSON-RPC node over real loopback HTTP for the gateway's RPC pass-through tests: it records exactly what
// reached it (path and query, headers, body bytes) and answers each call with a canned result for its method, or as
// the test sets it to (an HTTP status, a body, an answer that never comes).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Arrived {
  /** Path and query as the node saw them (the key included). */
  path: string;
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the node answers instead of the canned result. */
export type Mode =
  | { kind: 'canned' }
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  | { kind: 'hang' };

/** u64 values past 2^53: any re-serialisation on the way back would change them. */
export const U64_MAX = '18446744073709551615';

/** The node's answer to one call, as raw JSON text (so large integers are written exactly). */
export function cannedResult(method: string): string {
  switch (method) {
    case 'getBalance':
      return `{"context":{"slot":341197053,"apiVersion":"2.2.3"},"value":${U64_MAX}}`;
    case 'getLatestBlockhash':
      return '{"context":{"slot":341197053},"value":{"blockhash":"EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N","lastValidBlockHeight":319312381}}';
    case 'sendTransaction':
      return '"5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW"';
    case 'query':
      return `{"amount":"${U64_MAX}","locked":"0","code_hash":"11111111111111111111111111111111","storage_usage":182,"storage_paid_at":0,"block_height":131452543,"block_hash":"9MrhwtLDDzbRrSHBaPD9d8sHbnX5oyFE8wEdyGNEtK6t"}`;
    default:
      return `{"method":"${method}","value":${U64_MAX}}`;
  }
}

const answerOne = (call: { id?: unknown; method?: unknown }) =>
  `{"jsonrpc":"2.0","result":${cannedResult(String(call.method))},"id":${JSON.stringify(call.id ?? null)}}`;

export interface FakeRpc {
  /** The node's base URL (http://127.0.0.1:port). */
  origin: string;
  arrived: Arrived[];
  /** Every answer the node sent, as text, in order. */
  answers: string[];
  mode: Mode;
  close(): Promise<void>;
}

export async function startFakeRpc(): Promise<FakeRpc> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeRpc = {
    origin: '',
    arrived: [],
    answers: [],
    mode: { kind: 'canned' },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.arrived.push({ path: request.url ?? '', method: request.method ?? '', headers: request.headers, body });
      const mode = fake.mode;
      if (mode.kind === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      let status = 200;
      let text: string;
      let headers: Record<string, string> = { 'content-type': 'application/json' };
      if (mode.kind === 'status') {
        status = mode.status;
        text = mode.body;
        headers = { ...headers, ...mode.headers };
      } else {
        const parsed = JSON.parse(body) as { id?: unknown; method?: unknown } | { id?: unknown; method?: unknown }[];
        text = Array.isArray(parsed) ? `[${parsed.map(answerOne).join(',')}]` : answerOne(parsed);
      }
      fake.answers.push(text);
      response.writeHead(status, headers).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
