// A hand-made fetch for client tests: records every request and answers from a script of responses.
export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = Response | Error | ((request: Recorded, signal?: AbortSignal) => Promise<Response> | Response);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function fakeFetch(...answers: Answer[]) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const recorded: Recorded = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(recorded);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (!answer) throw new Error('fakeFetch: no answer scripted');
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(recorded, init.signal ?? undefined);
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A fetch that never answers until its signal aborts (for timeout and abort tests). */
export function hangingFetch() {
  let calls = 0;
  const fetch = (_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      calls++;
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fetch: fetch as typeof globalThis.fetch, calls: () => calls };
}
