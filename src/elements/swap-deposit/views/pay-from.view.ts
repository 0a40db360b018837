// The "Pay from" picker of <swap-deposit>'s instructions (PayFromController holds the choice), and what the chosen
// address accepts.
import { html } from 'lit';
import { chainName } from '../../../core/assets.js';
import { INTENTS_ACCOUNT, type PayChoice, type PayOption } from '../pay-from.model.js';
import type { Text } from './deposit-parts.view.js';

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
