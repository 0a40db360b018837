// Runs in Chromium (bundled by bench/history.ts): times the first render of a 1000-row <swap-history> page, from
// the moment the page's data is in hand (a fetch that answers at once) to the rows on screen after layout. The
// page of rows comes from the simulator, run on the Node side (WebCrypto is not available on about:blank).
import * as z from 'zod/mini';
import { RequestGate } from '../src/api/pacing.js';
import { PageEnvelopeSchema, readRows } from '../src/api/explorer-schemas.js';
import { FIRST_ROWS } from '../src/elements/swap-history/controllers/explorer-controller.js';
import '../src/elements/swap-history/swap-history.js';

const EXPLORER = 'http://bench.local/explorer/api';
const BASE = 'http://bench.local/1click';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
/** Lets the element just measured finish its work at idle (its later rows), so the next run starts on a quiet page. */
const idle = async () => {
  await frame();
  for (let i = 0; i < 8; i++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
};

async function run(
  runs: number,
  page: string,
  tokens: string,
  token: string,
): Promise<{
  median: number;
  times: number[];
  rendered: number;
  dataMedian: number;
  restMedian: number;
  wholeMedian: number;
  firstRows: number;
}> {
  // Answers at once with the bytes already in hand, as the network hands them over: the figure is the element's own
  // work (decode, parse, validate, render, layout), not the harness's encoding of a 1 MB string on every run.
  const pageBytes = new TextEncoder().encode(page);
  const tokenBytes = new TextEncoder().encode(tokens);
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    return new Response(url.includes('/v0/tokens') ? tokenBytes : pageBytes, {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;

  const times: number[] = [];
  let rendered = 0;
  for (let i = 0; i <= runs; i++) {
    const el = document.createElement('swap-history');
    el.setAttribute('explorer-url', EXPLORER);
    el.setAttribute('base-url', BASE);
    el.setAttribute('page-size', '1000');
    el.fetch = fetch;
    el.gate = new RequestGate(0);
    el.token = token;
    let failure = '';
    el.addEventListener('swap-error', (e) => (failure = String(e.detail.error.message)));
    const start = performance.now();
    document.body.append(el);
    // Stops the clock when the first rows are in the DOM (a MutationObserver, so frame pacing does not round it up).
    await new Promise<void>((resolve, reject) => {
      const count = () => el.shadowRoot?.querySelectorAll('[part~="row"]').length ?? 0;
      const observer = new MutationObserver(() => {
        if (count() === 0) return;
        rendered = count();
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      const timer = setTimeout(() => reject(new Error(`rows never rendered ${failure}`)), 10_000);
    });
    if (i > 0) times.push(performance.now() - start); // the first run warms up
    el.remove();
    await idle();
  }
  // The data part of that figure on its own, as the element does it: decoding the bytes, JSON.parse, the page's
  // envelope and the zod validation of the rows shown first (the rest are validated when the page is idle: timed
  // apart, as `rest`).
  const dataTimes: number[] = [];
  const restTimes: number[] = [];
  const wholeTimes: number[] = [];
  for (let i = 0; i <= runs; i++) {
    // For comparison, in the same run: every row validated before anything shows (as before issue 52).
    const wholeStart = performance.now();
    readRows(z.parse(PageEnvelopeSchema, JSON.parse(await new Response(pageBytes).text())).data, {});
    if (i > 0) wholeTimes.push(performance.now() - wholeStart);
    const start = performance.now();
    const envelope = z.parse(PageEnvelopeSchema, JSON.parse(await new Response(pageBytes).text()));
    const read = readRows(envelope.data, { firstRows: FIRST_ROWS, onLaterRows: () => undefined });
    if (i > 0) dataTimes.push(performance.now() - start);
    const restStart = performance.now();
    readRows(envelope.data.slice(FIRST_ROWS), {});
    if (i > 0) restTimes.push(performance.now() - restStart);
    if (read.length !== FIRST_ROWS) throw new Error(`read ${read.length} rows first`);
  }
  return {
    median: median(times),
    times,
    rendered,
    dataMedian: median(dataTimes),
    restMedian: median(restTimes),
    wholeMedian: median(wholeTimes),
    firstRows: FIRST_ROWS,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

(window as unknown as { benchHistory: typeof run }).benchHistory = run;
