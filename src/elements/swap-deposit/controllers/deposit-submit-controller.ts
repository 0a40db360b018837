// The deposit transaction hash of the swap <swap-deposit> shows, sent to the service: each hash is sent once per swap
// (a repeat shows the same answer), a failed one may be tried again, and an answer for a swap no longer shown is
// dropped. The host hears of a fresh answer and of a failure through callbacks. It has no lifecycle of its own (an
// answer that arrives after the host left the page is still reported), so it is not registered as a controller.
import type { ReactiveControllerHost } from 'lit';
import type { SwapClient } from '../../../api/client.js';
import type { StatusResponse } from '../../../api/schemas.js';
import { swapKey } from '../../../controllers/swap-target.js';

export type Submission =
  | { state: 'pending'; txHash: string }
  | { state: 'done'; txHash: string; statusResponse: StatusResponse; repeated: boolean }
  | { state: 'error'; txHash: string; error: unknown };

export interface HashSubmission {
  depositAddress: string;
  memo?: string;
  txHash: string;
  nearSenderAccount?: string;
}

export interface SubmitCallbacks {
  /** The service answered a hash sent now (a repeat shows its earlier answer without this). */
  answered(submission: HashSubmission, statusResponse: StatusResponse): void;
  /** Sending the hash failed (the same hash may be tried again). */
  failed(error: unknown): void;
}

export class DepositSubmitController {
  /** Answers per swap and hash. */
  private readonly answers = new Map<string, Promise<StatusResponse>>();
  private current?: Submission;
  /** Moves on with each reset: an answer to an earlier generation is dropped. */
  private generation = 0;

  constructor(
    private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'>,
    private readonly callbacks: SubmitCallbacks,
  ) {}

  /** The submission shown (the latest one for the shown swap). */
  get value(): Submission | undefined {
    return this.current;
  }

  get pending(): boolean {
    return this.current?.state === 'pending';
  }

  /** Another swap is shown: its submission is forgotten and a late answer dropped (the answers are kept). */
  reset(): void {
    this.current = undefined;
    this.generation++;
  }

  async submit(client: SwapClient, submission: HashSubmission): Promise<void> {
    if (this.pending) return;
    const { depositAddress, memo, txHash, nearSenderAccount } = submission;
    const key = `${swapKey({ depositAddress, memo })}|${txHash}`;
    const generation = this.generation;
    const earlier = this.answers.get(key);
    const request =
      earlier ??
      client.submitDeposit({
        txHash,
        depositAddress,
        ...(memo ? { memo } : {}),
        ...(nearSenderAccount ? { nearSenderAccount } : {}),
      });
    if (!earlier) this.answers.set(key, request);
    this.show({ state: 'pending', txHash });
    try {
      const statusResponse = await request;
      if (generation !== this.generation) return;
      this.show({ state: 'done', txHash, statusResponse, repeated: Boolean(earlier) });
      if (!earlier) this.callbacks.answered(submission, statusResponse);
    } catch (error) {
      // A failed submission sent nothing useful: the same hash may be tried again.
      this.answers.delete(key);
      if (generation !== this.generation) return;
      this.show({ state: 'error', txHash, error });
      this.callbacks.failed(error);
    }
  }

  private show(submission: Submission): void {
    this.current = submission;
    this.host.requestUpdate();
  }
}
