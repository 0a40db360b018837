// ANY_INPUT quotes that list an address per chain (`quote.chainDepositAddresses`, public INTENTS quotes): the user
// picks the chain they pay from, and the instructions show that chain's address, memo and QR. The quote's own NEAR
// Intents account is one more choice; it stays the swap's identity (status, hash submission, receipt). The choice is
// kept on the swap's saved receipt (a chain code, nothing secret), so it survives a reload.
import type { ReactiveControllerHost } from 'lit';
import type { QuoteResponse } from '../../../api/schemas.js';
import { swapOf } from '../../../controllers/swap-target.js';
import { savedReceipt } from '../../../store/receipts.js';
import { recordPayFrom } from '../../../store/receipt-records.js';
import { payOptions, type PayChoice } from '../pay-from.model.js';

function savedChoice(quoteResponse: QuoteResponse): string | undefined {
  const swap = swapOf(quoteResponse);
  return swap && savedReceipt(swap)?.payFrom;
}

function saveChoice(quoteResponse: QuoteResponse, id: string): void {
  const swap = swapOf(quoteResponse);
  if (swap) recordPayFrom(swap, id);
}

/**
 * The user's choice for the shown swap: what they picked, else what was saved with the receipt, else the origin
 * asset's chain when listed, else the first chain. It needs none of the host's lifecycle (the host resets it when
 * another swap is shown), so it is not added to the host.
 */
export class PayFromController {
  private picked?: string;

  constructor(
    private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'>,
    private readonly input: () => { quoteResponse?: QuoteResponse; originChain?: string },
    private readonly changed: () => void,
  ) {}

  /** Another swap is shown. */
  reset(): void {
    this.picked = undefined;
  }

  /** The options and the chosen one, or undefined when the quote lists no chain addresses. */
  get value(): PayChoice | undefined {
    const { quoteResponse, originChain } = this.input();
    const options = payOptions(quoteResponse);
    if (!quoteResponse || options.length === 0) return undefined;
    const wanted = this.picked ?? savedChoice(quoteResponse);
    const chosen = options.find((o) => o.id === wanted) ?? options.find((o) => o.id === originChain) ?? options[0]!;
    return { options, chosen };
  }

  /** The picker's change handler. */
  readonly onPick = (event: Event): void => {
    const id = (event.target as HTMLSelectElement).value;
    const quoteResponse = this.input().quoteResponse;
    if (!quoteResponse || id === this.value?.chosen.id) return;
    this.picked = id;
    saveChoice(quoteResponse, id);
    this.changed();
    this.host.requestUpdate();
  };
}
