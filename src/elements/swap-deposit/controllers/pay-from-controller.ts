// ANY_INPUT quotes that list an address per chain (`quote.chainDepositAddresses`, public INTENTS quotes): the user
// picks the chain they pay from, and the instructions show that chain's address, memo and QR. The quote's own NEAR
// Intents account is one more choice; it stays the swap's identity (status, hash submission, receipt). The choice is
// kept on the swap's saved receipt (a chain code, nothing secret), so it survives a reload.
import { html } from 'lit';
import type { ReactiveControllerHost } from 'lit';
import type { QuoteResponse } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { swapOf } from '../../../controllers/swap-target.js';
import { getPersistence } from '../../../store/store.js';
import type { Text } from '../views/deposit.view.js';

/** The choice of the quote's own NEAR Intents account. */
export const INTENTS_ACCOUNT = 'intents';

export interface PayOption {
  /** A chain code (`eth`, `stellar`...) or INTENTS_ACCOUNT. */
  id: string;
  /** The chain the transfer is made on (NEAR for the Intents account). */
  chain: string;
  address: string;
  memo?: string;
}

/** The options and the one shown. */
export interface PayChoice {
  options: PayOption[];
  chosen: PayOption;
}

/** The chains a quote may be paid from, then its Intents account; none when the quote lists no chain addresses. */
export function payOptions(quoteResponse: QuoteResponse | undefined): PayOption[] {
  const quote = quoteResponse?.quote;
  const listed = quote?.chainDepositAddresses ?? [];
  if (!quote?.depositAddress || listed.length === 0) return [];
  const options: PayOption[] = [];
  for (const { blockchain, address, memo } of listed) {
    if (blockchain === INTENTS_ACCOUNT || options.some((o) => o.id === blockchain)) continue;
    options.push({ id: blockchain, chain: blockchain, address, memo: memo || undefined });
  }
  options.push({
    id: INTENTS_ACCOUNT,
    chain: 'near',
    address: quote.depositAddress,
    memo: quote.depositMemo || undefined,
  });
  return options;
}

function savedChoice(quoteResponse: QuoteResponse): string | undefined {
  const swap = swapOf(quoteResponse);
  return swap && getPersistence().getReceipt(swap.depositAddress, swap.memo)?.payFrom;
}

function saveChoice(quoteResponse: QuoteResponse, id: string): void {
  const swap = swapOf(quoteResponse);
  const persistence = getPersistence();
  const receipt = swap && persistence.getReceipt(swap.depositAddress, swap.memo);
  if (!receipt) return;
  persistence.saveReceipt({ ...receipt, payFrom: id });
}

/**
 * The user's choice for the shown swap: what they picked, else what was saved with the receipt, else the origin
 * asset's chain when listed, else the first chain. Not a controller: it has no lifecycle (the host resets it when
 * another swap is shown).
 */
export class PayFrom {
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

const optionLabel = (t: Text, option: PayOption): string =>
  option.id === INTENTS_ACCOUNT ? t('intentsAccountOption') : chainName(option.chain);

/** The "Pay from" picker. */
export function chainPickerSection(t: Text, choice: PayChoice, onPick: (event: Event) => void) {
  return html`<div part="chain-picker" class="field">
    <label class="label" for="pay-from">${t('payFromLabel')}</label>
    <select id="pay-from" aria-describedby="pay-from-hint" @change=${onPick}>
      ${choice.options.map(
        (o) => html`<option value=${o.id} .selected=${o.id === choice.chosen.id}>${optionLabel(t, o)}</option>`,
      )}
    </select>
    <p id="pay-from-hint" class="hint">${t('payFromHint')}</p>
  </div>`;
}

/** What the chosen address accepts (any token, any amount, on its chain). */
export function acceptsText(t: Text, chosen: PayOption): string {
  return chosen.id === INTENTS_ACCOUNT ? t('acceptsIntents') : t('acceptsOnChain', { chain: chainName(chosen.chain) });
}
