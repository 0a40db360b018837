import { css } from 'lit';

export const swapQuoteStyles = css`
  :host {
    --_q-accent: var(--swap-quote-accent, var(--_accent));
    --_q-leg: var(--swap-quote-leg-background, var(--_surface-raised));
    --_q-amount-size: var(--swap-quote-amount-font-size, 1.6em);
    --_q-list-height: var(--swap-quote-listbox-max-height, 320px);
    max-width: var(--swap-quote-max-width, var(--swap-max-width, 480px));
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 2);
  }

  .form {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }

  .leg {
    position: relative;
    display: grid;
    gap: calc(var(--_space) / 2);
    background: var(--_q-leg);
    border-radius: var(--_radius-small);
    padding: calc(var(--_space) * 1.5);
  }
  .leg-heading,
  .quote-title {
    font-weight: 600;
  }
  .label {
    font-size: 0.85em;
    color: var(--_text-muted);
    padding: 0;
  }

  input,
  select {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: calc(var(--_space) * 0.75) var(--_space);
    min-width: 0;
    width: 100%;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 2px;
  }
  input[readonly] {
    background: transparent;
  }
  .amount {
    font-size: var(--_q-amount-size);
    font-variant-numeric: tabular-nums;
  }
  .address {
    font-family: var(--_font-family-mono);
    font-size: 0.9em;
  }
  .usd,
  .hint,
  .option-chain,
  .option-contract,
  .option-price,
  .placeholder {
    color: var(--_text-muted);
    font-size: 0.85em;
  }
  /* Hints and messages may name a whole address (the replaced deposit address): it breaks rather than widen a phone. */
  .hint,
  .error,
  .warning,
  .confirmation {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .error {
    color: var(--_danger);
    font-size: 0.9em;
  }
  .error::before {
    content: '⚠ ';
  }
  .warning,
  .warning-inline {
    color: var(--_warning);
    font-size: 0.9em;
  }
  .quoted {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--_space);
    min-height: 1.6em;
  }
  .amount-text {
    font-size: var(--_q-amount-size);
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  /* Dimmed by colour, not opacity: muted text keeps its 4.5:1 contrast on every surface. */
  .stale {
    color: var(--_text-muted);
  }
  .quote.stale {
    border-style: dashed;
  }

  /* token combobox */
  /* The token's name and chain stay whole on a phone: the price goes below it when the row is too narrow. */
  .combobox {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  .token-input {
    font-weight: 600;
    flex: 1 1 11em;
  }
  .token-price {
    order: 1;
    margin-inline-start: auto;
    white-space: nowrap;
    color: var(--_text-muted);
    font-size: 0.85em;
  }
  .token-toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    background: var(--_surface);
    color: var(--_text);
    padding: calc(var(--_space) * 0.75);
  }
  .listbox,
  .no-match {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: 10;
    margin-top: 4px;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.16);
  }
  .listbox {
    max-height: var(--_q-list-height);
    overflow-y: auto;
    padding: calc(var(--_space) / 2) 0;
  }
  .no-match {
    padding: var(--_space);
  }
  .group-label {
    position: sticky;
    top: calc(var(--_space) / -2);
    background: var(--_surface);
    padding: calc(var(--_space) / 2) var(--_space);
    font-size: 0.8em;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_text-muted);
  }
  .option {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 0 var(--_space);
    padding: calc(var(--_space) * 0.75) var(--_space);
    cursor: pointer;
  }
  .option-symbol {
    font-weight: 600;
  }
  .option-contract {
    grid-column: 2;
    font-family: var(--_font-family-mono);
  }
  .option-price {
    grid-column: 3;
    grid-row: 1;
    text-align: end;
  }
  .option[data-active] {
    background: var(--_surface-raised);
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .option[aria-selected='true'] .option-symbol::after {
    content: ' ✓';
  }

  .reverse-row {
    display: flex;
    justify-content: center;
    margin: calc(var(--_space) * -1) 0;
  }
  .reverse {
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    border-radius: 999px;
    width: 2.25em;
    height: 2.25em;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }

  .field {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  .presets {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) / 2);
  }
  .preset {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 2px var(--_space);
  }
  .preset input[type='radio'] {
    width: auto;
    margin: 0;
    accent-color: var(--_q-accent);
  }
  .preset.custom {
    border: 0;
    padding: 0;
    flex: 1 1 6em;
  }

  .settings {
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: var(--_space);
  }
  .settings-body {
    /* The details element's internal slot does not pass box-sizing down. */
    box-sizing: border-box;
    display: grid;
    gap: calc(var(--_space) * 1.5);
    margin-top: var(--_space);
  }
  .settings summary {
    cursor: pointer;
    color: var(--_text-muted);
  }

  .quote {
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .quote-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .quote dl {
    margin: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: var(--_space);
    flex-wrap: wrap;
  }
  .row dt {
    color: var(--_text-muted);
  }
  .row dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .row.bad dd {
    color: var(--_warning);
  }
  .fees {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .fee-source {
    margin: 0;
    font-size: 0.85em;
    color: var(--_text-muted);
  }
  .link {
    border: 0;
    background: none;
    color: var(--_q-accent);
    padding: 2px 4px;
    text-decoration: underline;
  }

  .alert {
    border: 1px solid var(--_danger);
    border-left-width: 4px;
    border-radius: var(--_radius-small);
    padding: var(--_space);
    color: var(--_text);
  }
  .alert p {
    margin: 0 0 calc(var(--_space) / 2);
  }
  .alert button,
  .confirm {
    border: 0;
    border-radius: var(--_radius-small);
    background: var(--_q-accent);
    color: var(--_accent-text);
    padding: var(--_space) calc(var(--_space) * 2);
    font-weight: 600;
  }
  .confirm {
    padding: calc(var(--_space) * 1.5);
    font-size: 1.05em;
  }
  /* Disabled by colour, not opacity: the text keeps 4.5:1 on every surface. */
  .confirm[aria-disabled='true'],
  .confirm:disabled {
    background: var(--_surface-raised);
    color: var(--_text-muted);
    box-shadow: inset 0 0 0 1px var(--_border);
  }
  .notice {
    margin: 0;
    border-left: 4px solid var(--_warning);
    padding: calc(var(--_space) / 2) var(--_space);
    overflow-wrap: anywhere;
  }
  .alert {
    overflow-wrap: anywhere;
  }
  /* The confirmation a large loss of value needs: the note, then the checkbox beside its (wrapping) label. */
  .loss {
    display: grid;
    gap: calc(var(--_space) / 2);
    border-left: 4px solid var(--_warning);
    padding: calc(var(--_space) / 2) var(--_space);
  }
  .check {
    display: flex;
    align-items: flex-start;
    gap: var(--_space);
    overflow-wrap: anywhere;
  }
  .check input {
    margin: 0.2em 0 0;
    accent-color: var(--_q-accent);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  .confirmation {
    color: var(--_success);
    font-weight: 600;
  }
  .confirmation::before {
    content: '✓ ';
  }
  .loading {
    margin: 0;
    color: var(--_text-muted);
  }
`;
