// <swap-quote>'s settings disclosure: swap type, slippage, deadline, and where the deposit comes from and the tokens
// and refunds go. It opens by itself when one of its fields has a problem.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SwapType, Token } from '../../../api/schemas.js';
import { SWAP_TYPES } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { formatBps } from '../../../core/bps.js';
import { formatDateTime, formatDuration } from '../../../core/time.js';
import type { quoteMessages } from '../../../i18n/en/quote.js';
import { DEADLINE_CHOICES, SLIPPAGE_PRESETS } from '../quote-form.model.js';
import { describedBy, fieldMessages, type QuoteValues, type QuoteView } from './quote-fields.view.js';

/** The catalogue key naming a swap type: EXACT_INPUT → swapTypeExactInput (+ 'Hint' for its explanation). */
const typeKey = (type: SwapType, hint: '' | 'Hint' = '') =>
  `swapType${type.toLowerCase().replace(/(?:^|_)(\w)/g, (_, c: string) => c.toUpperCase())}${hint}` as keyof typeof quoteMessages;

const selected = (e: Event): string => (e.target as HTMLSelectElement).value;

export function renderSettings(v: QuoteView): TemplateResult {
  const { origin, destination } = v.form;
  const { swapType, slippage, deadlineMinutes } = v.values;
  const customSlippage = v.customSlippage;
  const bps = v.form.slippageBps;
  const custom = customSlippage !== undefined;
  const swapTypes = SWAP_TYPES.filter((type) => type !== 'ANY_INPUT' || v.authenticated || swapType === type);
  const deadlines = [...new Set([...DEADLINE_CHOICES, deadlineMinutes])]
    .filter((m) => Number.isInteger(m) && m > 0)
    .sort((a, b) => a - b);
  const refundAt = formatDateTime(v.now + deadlineMinutes * 60_000, v.locale);
  // An unknown swap-type attribute has no words: it is shown as given (the field says what is wrong).
  const known = SWAP_TYPES.includes(swapType);
  const summary = v.t('settingsSummary', {
    swapType: known ? v.t(typeKey(swapType)) : swapType,
    slippage: bps !== undefined ? formatBps(bps, v.locale) : '—',
    deadline: formatDuration(deadlineMinutes * 60_000, v.locale),
  });
  const settingsProblem = (['swapType', 'slippage', 'deadline'] as const).some((f) => v.error(f) || v.form.warnings[f]);
  const addressOn = (
    token: Token | undefined,
    unknown: 'addressOnDestinationChainOption' | 'addressOnOriginChainOption',
  ) => (token ? v.t('addressOnChainOption', { chain: chainName(token.blockchain) }) : v.t(unknown));
  const destinationText = addressOn(destination, 'addressOnDestinationChainOption');
  const originText = addressOn(origin, 'addressOnOriginChainOption');
  return html`<details class="settings" part="settings" ?open=${settingsProblem}>
    <summary part="settings-summary">${summary}</summary>
    <div class="settings-body">
      ${settingSelect(
        v,
        'swapType',
        'swap-type',
        v.t('swapTypeLabel'),
        swapTypes.map((type) => [type, v.t(typeKey(type)), type === swapType]),
        known ? v.t(typeKey(swapType, 'Hint')) : '',
        (value) => v.set({ swapType: value as SwapType }),
      )}
      <fieldset class="field slippage">
        <legend class="label" part="label">${v.t('slippageLabel')}</legend>
        <div class="presets">
          ${SLIPPAGE_PRESETS.map(
            (preset) =>
              html`<label class="preset" part="slippage-preset">
                <input
                  type="radio"
                  name="slippage"
                  .checked=${live(!custom && slippage === preset)}
                  @change=${() => v.set({ slippage: preset, customSlippage: undefined })}
                />
                ${formatBps(preset, v.locale)}
              </label>`,
          )}
          <label class="preset custom" part="slippage-preset">
            <span class="visually-hidden">${v.t('slippageCustomLabel')}</span>
            <input
              id="slippage-custom"
              part="input"
              type="text"
              inputmode="decimal"
              placeholder=${v.t('slippageCustomPlaceholder')}
              .value=${live(customSlippage ?? (SLIPPAGE_PRESETS.includes(slippage as never) ? '' : String(slippage / 100)))}
              aria-invalid=${v.error('slippage') ? 'true' : 'false'}
              aria-describedby=${describedBy(v, 'slippage', false) || nothing}
              @input=${(e: InputEvent) => {
                const text = (e.target as HTMLInputElement).value;
                v.set({ customSlippage: text === '' ? undefined : text });
              }}
            />
          </label>
        </div>
        ${fieldMessages(v, 'slippage')}
      </fieldset>
      ${settingSelect(
        v,
        'deadline',
        'deadline',
        v.t('deadlineLabel'),
        deadlines.map((m) => [m, formatDuration(m * 60_000, v.locale), m === deadlineMinutes]),
        v.t('deadlineHint', { time: refundAt }),
        (value) => v.set({ deadlineMinutes: Number(value) }),
      )}
      ${typeSelect(
        v,
        'depositType',
        'deposit-type',
        v.t('depositTypeLabel'),
        'ORIGIN_CHAIN',
        origin ? v.t('depositFromWalletOnChain', { chain: chainName(origin.blockchain) }) : v.t('depositFromWallet'),
      )}
      ${typeSelect(v, 'recipientType', 'recipient-type', v.t('recipientTypeLabel'), 'DESTINATION_CHAIN', destinationText)}
      ${typeSelect(v, 'refundType', 'refund-type', v.t('refundTypeLabel'), 'ORIGIN_CHAIN', originText)}
      ${v.confidential?.offered ? confidentialChoice(v, v.confidential) : nothing}
    </div>
  </details>`;
}

/** "Confidential swap": sends `confidentiality: "basic"` with the quote. */
function confidentialChoice(v: QuoteView, choice: NonNullable<QuoteView['confidential']>): TemplateResult {
  return html`<div class="field">
    <label class="check" part="confidential">
      <input
        type="checkbox"
        .checked=${live(choice.chosen)}
        aria-describedby="confidential-hint"
        @change=${(e: Event) => choice.choose((e.target as HTMLInputElement).checked)}
      />
      ${v.t('confidentialLabel')}
    </label>
    <p class="hint" part="hint" id="confidential-hint">${v.t('confidentialHint')}</p>
  </div>`;
}

/** Where the deposit comes from, the tokens go, refunds go: a chain (named once known) or a NEAR Intents account. */
function typeSelect(
  v: QuoteView,
  field: 'depositType' | 'recipientType' | 'refundType',
  id: string,
  label: string,
  chainValue: string,
  chainText: string,
): TemplateResult {
  const value = v.values[field];
  return html`<div class="field">
    <label class="label" part="label" for=${id}>${label}</label>
    <select id=${id} part="select" @change=${(e: Event) => v.set({ [field]: selected(e) } as Partial<QuoteValues>)}>
      <option value=${chainValue} ?selected=${value === chainValue}>${chainText}</option>
      <option value="INTENTS" ?selected=${value === 'INTENTS'}>${v.t('intentsAccountOption')}</option>
    </select>
  </div>`;
}

/** A setting chosen from a list (swap type, deadline), with its hint and messages. */
function settingSelect(
  v: QuoteView,
  field: 'swapType' | 'deadline',
  id: string,
  label: string,
  options: [value: string | number, text: string, selected: boolean][],
  hint: string,
  change: (value: string) => void,
): TemplateResult {
  return html`<div class="field">
    <label class="label" part="label" for=${id}>${label}</label>
    <select
      id=${id}
      part="select"
      aria-describedby=${describedBy(v, field, true)}
      aria-invalid=${v.error(field) ? 'true' : 'false'}
      @change=${(e: Event) => change(selected(e))}
    >
      ${options.map(([value, text, chosen]) => html`<option value=${value} ?selected=${chosen}>${text}</option>`)}
    </select>
    <p class="hint" part="hint" id="${field}-hint">${hint}</p>
    ${fieldMessages(v, field)}
  </div>`;
}
