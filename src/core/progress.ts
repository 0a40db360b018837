// The progress timeline of a swap's status, as <swap-status> draws it: apart from status.ts, which every element
// loads, so only the status card carries it.

/** `skipped`: the swap went past this step without doing it (a refunded swap never swapped). */
export type StepState = 'done' | 'current' | 'upcoming' | 'failed' | 'skipped';
export interface ProgressStep {
  id: 'deposit' | 'processing' | 'delivered' | 'refunded' | 'failed';
  state: StepState;
}

/**
 * The timeline for a status: deposit received → processing → delivered (or → refunded). A step that did not happen
 * is never ticked: a refunded swap skipped the swap, a failed one failed at it and delivered nothing.
 */
export function progressSteps(status: string): ProgressStep[] {
  const steps = (deposit: StepState, processing: StepState, last: ProgressStep): ProgressStep[] => [
    { id: 'deposit', state: deposit },
    { id: 'processing', state: processing },
    last,
  ];
  switch (status) {
    case 'KNOWN_DEPOSIT_TX':
    case 'INCOMPLETE_DEPOSIT':
      return steps('current', 'upcoming', { id: 'delivered', state: 'upcoming' });
    case 'PROCESSING':
      return steps('done', 'current', { id: 'delivered', state: 'upcoming' });
    case 'SUCCESS':
      return steps('done', 'done', { id: 'delivered', state: 'done' });
    case 'REFUNDED':
      return steps('done', 'skipped', { id: 'refunded', state: 'done' });
    case 'FAILED':
      return steps('done', 'failed', { id: 'delivered', state: 'skipped' });
    default: // PENDING_DEPOSIT and anything unknown
      return steps('current', 'upcoming', { id: 'delivered', state: 'upcoming' });
  }
}
