// Status answers the real service has given (CONTRACT.md "Status in the wild"), on demand for a deposit address:
// `POST /_sim/status-answer { depositAddress, depositMemo?, answer }`, `answer` null to go back to the lifecycle's.
//   "refunded-as-success": SUCCESS with amountIn/amountOut null and no destination hash (the deposit was in fact
//                          refunded on the origin chain);
//   "stuck-processing":    PROCESSING with no intent or destination hashes, whatever the clock says;
//   any other status code: that status as is (an unknown one, such as a compliance hold).
import type { Hono } from 'hono';
import type { StatusResponse } from '../api/schemas.js';
import { fail, json, readJson } from '../api/wire.js';
import type { SwapRecord } from './lifecycle.js';

export type WildAnswer = 'refunded-as-success' | 'stuck-processing' | (string & {});

export class WildStatus {
  readonly #answers = new WeakMap<SwapRecord, WildAnswer>();

  /** The lifecycle's answer, rewritten as set for this swap. */
  apply(swap: SwapRecord, response: StatusResponse): StatusResponse {
    const answer = this.#answers.get(swap);
    if (answer === undefined) return response;
    const details = response.swapDetails ?? {};
    if (answer === 'refunded-as-success') {
      const none = { amountIn: null, amountInFormatted: null, amountInUsd: null };
      const out = { amountOut: null, amountOutFormatted: null, amountOutUsd: null, destinationChainTxHashes: [] };
      return { ...response, status: 'SUCCESS', swapDetails: { ...details, ...none, ...out } };
    }
    if (answer === 'stuck-processing') {
      const hashes = { intentHashes: [], nearTxHashes: [], destinationChainTxHashes: [] };
      return { ...response, status: 'PROCESSING', swapDetails: { ...details, ...hashes } };
    }
    return { ...response, status: answer };
  }

  /** The control endpoint; `find` looks a swap up by deposit address and memo. */
  routes(app: Hono, find: (address: string, memo?: string) => SwapRecord | undefined): void {
    app.post('/_sim/status-answer', async (c) => {
      const body = (await readJson(c.req.raw)) as Record<string, unknown>;
      const { depositAddress, depositMemo, answer } = body;
      if (typeof depositAddress !== 'string') return fail(400, 'depositAddress is required');
      if (answer !== null && (typeof answer !== 'string' || !/^[A-Za-z_-]+$/.test(answer))) {
        return fail(400, 'answer must be refunded-as-success, stuck-processing, a status code or null');
      }
      const swap = find(depositAddress, typeof depositMemo === 'string' ? depositMemo : undefined);
      if (!swap) return fail(404, 'Deposit address not found');
      if (answer === null) this.#answers.delete(swap);
      else this.#answers.set(swap, answer);
      return json({ depositAddress, answer });
    });
  }
}
