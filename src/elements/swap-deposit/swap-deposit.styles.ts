import { css } from 'lit';

export const depositStyles = css`
  :host {
    --_deposit-gap: var(--swap-deposit-gap, calc(var(--_space) * 2));
    --_deposit-qr-size: var(--swap-deposit-qr-size, 196px);
    --_deposit-required: var(--swap-deposit-required-color, var(--_danger));
    /* One default width with <swap-quote> and <swap-status> on a plain page (they stretched to the page's width). */
    max-width: var(--swap-max-width, 480px);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 2);
  }
  [part='base'] {
    display: grid;
    gap: var(--_deposit-gap);
    /* Addresses, memos, hashes and payment links have no spaces: they break anywhere rather than widen a phone page. */
    overflow-wrap: anywhere;
  }
  [part='base'] > * {
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.15em;
  }
  p {
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .field {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: var(--_space) calc(var(--_space) * 1.5);
    background: var(--_surface-raised);
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border);
  }
  .label {
    font-size: 0.85em;
    font-weight: 600;
    color: var(--_text-muted);
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  .value {
    font-family: var(--_font-family-mono);
    font-size: 1.05em;
    overflow-wrap: anywhere;
    word-break: break-all;
    user-select: all;
    flex: 1 1 16em;
    min-width: 0;
  }
  .address {
    font-family: var(--_font-family-mono);
  }
  .muted,
  .hint {
    color: var(--_text-muted);
    font-size: 0.9em;
  }
  [part='send-only'],
  [part='accepts'] {
    font-size: 1.1em;
    font-weight: 700;
  }
  [part='verified'] {
    font-size: 0.9em;
    font-weight: 600;
  }
  [part='verified'] .check {
    color: var(--_success);
  }
  [part='memo'] {
    border: 2px solid var(--_deposit-required);
  }
  [part='memo-required'] {
    color: var(--_deposit-required);
    border: 1px solid currentColor;
    border-radius: 4px;
    padding: 0 6px;
    font-weight: 700;
    font-size: 0.9em;
    letter-spacing: 0.05em;
  }
  [part='payment-link'] {
    color: var(--_accent);
  }
  [part='qr-toggle'] {
    border: 0;
    padding: 0;
    margin: 0;
    /* A fieldset is as wide as its content by default. */
    min-inline-size: 0;
    max-width: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) / 2);
    justify-content: center;
  }
  [part='qr-toggle'] legend {
    width: 100%;
    text-align: center;
    font-size: 0.9em;
    color: var(--_text-muted);
    margin-bottom: 4px;
  }
  [part='qr-toggle'] label {
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 2px 10px;
    cursor: pointer;
  }
  [part='qr-toggle'] label:has(input:checked) {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
  }
  [part='qr-toggle'] input {
    margin: 0 4px 0 0;
  }
  [part='qr-caption'] {
    font-family: var(--_font-family-mono);
    font-size: 0.8em;
    max-width: min(32em, 100%);
    text-align: center;
    overflow-wrap: anywhere;
    color: var(--_text-muted);
  }
  [part='caution'] {
    border-left: 4px solid var(--_warning);
    padding: var(--_space) calc(var(--_space) * 1.5);
    background: var(--_surface-raised);
  }
  [part='caution'] strong {
    color: var(--_warning);
  }
  [part='timers'] {
    display: grid;
    gap: var(--_space);
  }
  [part='timers'] swap-countdown {
    font-weight: 700;
  }
  [part='expired'],
  [part='signature-error'],
  [part='not-found'] {
    border: 2px solid var(--_danger);
    border-radius: var(--_radius-small);
    padding: var(--_space) calc(var(--_space) * 1.5);
    display: grid;
    gap: var(--_space);
  }
  [part='expired'] strong,
  [part='signature-error'] strong {
    color: var(--_danger);
  }
  /* Greyed out but still readable (contrast stays AA): muted text, struck through, a dashed frame. */
  .expired-address {
    border-style: dashed;
    background: var(--_surface);
  }
  .expired-address .value {
    color: var(--_text-muted);
    text-decoration: line-through;
    user-select: none;
  }
  [part='received'],
  [part='outcome'],
  [part='top-up'] {
    display: grid;
    gap: calc(var(--_space) / 2);
    border-left: 4px solid var(--_success);
    padding: var(--_space) calc(var(--_space) * 1.5);
    background: var(--_surface-raised);
  }
  [part='outcome'].outcome-refunded,
  [part='top-up'] {
    border-left-color: var(--_warning);
  }
  [part='outcome'].outcome-failed {
    border-left-color: var(--_danger);
  }
  form {
    display: grid;
    gap: var(--_space);
  }
  input[type='text'],
  select {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 6px 10px;
    min-height: 36px;
    max-width: 100%;
  }
  input[type='text'] {
    font-family: var(--_font-family-mono);
    width: 100%;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  [part~='field-error'] {
    color: var(--_danger);
    font-size: 0.9em;
  }
  [part~='field-error']::before {
    content: '⚠ ';
  }
  .button {
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    border-radius: var(--_radius-small);
    padding: 6px 14px;
    min-height: 36px;
    justify-self: start;
  }
  .button.secondary {
    background: transparent;
    color: var(--_accent);
  }
  /* Disabled by colour, not opacity: the text keeps 4.5:1 on every surface. */
  .button:disabled {
    background: var(--_surface-raised);
    color: var(--_text-muted);
    border-color: var(--_border);
  }
  [part='submit-result'] {
    font-size: 0.95em;
  }
  details summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

/** The NEAR Intents signing part (views/intent.view.ts, which loads with its controller only for an INTENTS swap). */
/** The QR code and its area: <swap-deposit>'s and the funding step of <swap-order>'s (196 px unless themed). */
export const qrStyles = css`
  .qr-area {
    display: grid;
    justify-items: center;
    gap: var(--_space);
  }
  [part='qr'] {
    width: var(--_deposit-qr-size, 196px);
    max-width: 100%;
    aspect-ratio: 1;
    background: #ffffff;
    border-radius: var(--_radius-small);
    padding: 4px;
  }
  [part='qr'] svg {
    display: block;
    width: 100%;
    height: 100%;
    shape-rendering: crispEdges;
  }
`;

export const intentStyles = css`
  [part='intent'] {
    display: grid;
    gap: var(--_space);
  }
  [part='intent-sign'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
    max-width: 100%;
  }
  [part='intent-sign'] img {
    width: 20px;
    height: 20px;
    flex: none;
  }
  [part='intent-sent'] {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  [part='intent-sent'] p {
    margin: 0;
  }
  [part='intent-status']:empty {
    display: none;
  }
  [part='intent-status'].problem {
    border-left: 4px solid var(--_warning);
    padding-left: var(--_space);
  }
`;
