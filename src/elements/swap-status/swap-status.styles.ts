import { css } from 'lit';

export const swapStatusStyles = css`
  :host {
    --_status-surface: var(--swap-status-surface, var(--_surface));
    --_status-gap: var(--swap-status-gap, calc(var(--_space) * 2));
    --_step-size: var(--swap-status-step-size, 28px);
    --_step-done: var(--swap-status-step-done-color, var(--_success));
    --_step-current: var(--swap-status-step-current-color, var(--_accent));
    --_step-upcoming: var(--swap-status-step-upcoming-color, var(--_border));
    --_step-failed: var(--swap-status-step-failed-color, var(--_danger));
    /* One default width with <swap-quote> and <swap-deposit> on a plain page (it stretched to the page's width). */
    max-width: var(--swap-max-width, 480px);
  }

  /* The empty text's colour is picked for the surface, so it sits in the same box (not on the page's background). */
  [part='base'],
  [part='empty'] {
    display: grid;
    gap: var(--_status-gap);
    padding: calc(var(--_space) * 2);
    background: var(--_status-surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  p {
    margin: 0;
  }

  [part='header'] {
    display: flex;
    align-items: center;
    gap: var(--_space);
  }

  [part='status-icon'] {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    font-weight: 700;
    color: var(--_accent-text);
    background: var(--_text-muted);
  }
  .tone-progress [part='status-icon'] {
    background: var(--_accent);
  }
  .tone-success [part='status-icon'] {
    background: var(--_success);
  }
  .tone-warning [part='status-icon'] {
    background: var(--_warning);
  }
  .tone-danger [part='status-icon'] {
    background: var(--_danger);
  }

  [part='status-title'] {
    font-size: 1.2em;
    font-weight: 650;
  }

  [part='status-detail'],
  .muted {
    color: var(--_text-muted);
  }
  /* A detail may name an address (a refund to check), which has no break opportunity of its own. */
  [part='status-detail'] {
    overflow-wrap: anywhere;
  }

  /* The timeline: a horizontal list of steps joined by a line. */
  [part='timeline'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
  }
  [part~='step'] {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 4px;
    text-align: center;
    font-size: 0.9em;
    color: var(--_text-muted);
  }
  [part~='step']:not(:first-child)::before {
    content: '';
    position: absolute;
    top: calc(var(--_step-size) / 2 - 1px);
    right: calc(50% + var(--_step-size) / 2 + 4px);
    width: calc(100% - var(--_step-size) - 8px);
    height: 2px;
    background: var(--_step-upcoming);
  }
  [part~='step-done']:not(:first-child)::before,
  [part~='step-current']:not(:first-child)::before,
  [part~='step-failed']:not(:first-child)::before {
    background: var(--_step-done);
  }
  [part='step-marker'] {
    display: grid;
    place-items: center;
    width: var(--_step-size);
    height: var(--_step-size);
    border-radius: 50%;
    border: 2px solid var(--_step-upcoming);
    background: var(--_status-surface);
    font-weight: 700;
    line-height: 1;
  }
  [part~='step-done'] [part='step-marker'] {
    border-color: var(--_step-done);
    background: var(--_step-done);
    color: var(--_accent-text);
  }
  [part~='step-current'] {
    color: var(--_text);
    font-weight: 600;
  }
  [part~='step-current'] [part='step-marker'] {
    border-color: var(--_step-current);
    color: var(--_step-current);
  }
  [part~='step-failed'] {
    color: var(--_text);
  }
  [part~='step-failed'] [part='step-marker'] {
    border-color: var(--_step-failed);
    background: var(--_step-failed);
    color: var(--_accent-text);
  }
  /* A step that did not happen: a dash in a dashed circle and a struck label, never a tick (the words say it too). */
  [part~='step-skipped'] [part='step-marker'] {
    border-style: dashed;
  }
  [part~='step-skipped'] [part='step-label'] {
    text-decoration: line-through;
  }
  @media (prefers-reduced-motion: no-preference) {
    .active [part~='step-current'] [part='step-marker'] {
      animation: pulse 1.6s ease-in-out infinite;
    }
  }
  @keyframes pulse {
    50% {
      box-shadow: 0 0 0 4px color-mix(in srgb, var(--_step-current) 25%, transparent);
    }
  }

  [part='notice'],
  [part='incomplete'],
  [part='late'],
  [part='error'],
  [part='retrying'] {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 1.5);
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border);
    border-left-width: 4px;
    background: var(--_surface-raised);
  }
  [part='incomplete'],
  [part='late'] {
    border-left-color: var(--_warning);
  }
  [part='error'] {
    border-left-color: var(--_danger);
  }
  [part='notice'],
  [part='retrying'] {
    border-left-color: var(--_accent);
  }
  .heading {
    font-weight: 650;
  }

  dl {
    display: grid;
    grid-template-columns: minmax(8em, max-content) 1fr;
    gap: 6px calc(var(--_space) * 2);
    margin: 0;
  }
  dt {
    color: var(--_text-muted);
  }
  dd {
    margin: 0;
    min-width: 0;
    /* A word wider than the card (an asset id when the token list is missing) breaks instead of overflowing. */
    overflow-wrap: break-word;
  }
  .usd {
    color: var(--_text-muted);
  }
  .strong {
    font-weight: 650;
  }
  .note {
    display: block;
    color: var(--_text-muted);
    font-size: 0.9em;
  }

  .mono,
  [part='tx-hash'],
  [part='tx-link'],
  [part='deposit-address'],
  [part='memo'] {
    font-family: var(--_font-family-mono);
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  .copyable {
    display: flex;
    align-items: center;
    gap: var(--_space);
  }
  .copyable > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  .copyable > swap-copy-button {
    flex: none;
  }

  /* Hashes wrap like addresses: the whole hash stays readable on a phone, next to its copy button. */
  [part='transactions'] dl {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
  }
  [part='transactions'] dd + dt {
    margin-top: var(--_space);
  }
  [part='transactions'] ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
  }
  a {
    color: var(--_accent);
  }

  [part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  [part='refresh-button'],
  [part='withdrawals-retry'] {
    min-height: 36px;
    padding: 6px 14px;
    border-radius: var(--_radius-small);
    border: 1px solid var(--_accent);
    background: transparent;
    color: var(--_accent);
  }
  [part='refresh-button']:hover,
  [part='withdrawals-retry']:hover {
    background: var(--_surface-raised);
  }
  [part='empty'] {
    color: var(--_text-muted);
  }

  [part='withdrawals'],
  [part='withdrawals-error'] {
    display: grid;
    gap: var(--_space);
  }
  [part='withdrawal-list'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
  }
  [part='withdrawal'] {
    border-top: 1px solid var(--_border);
    padding-top: var(--_space);
  }
  [part='withdrawal'].withdrawal-failed [part='withdrawal-status'] {
    color: var(--_danger);
    font-weight: 650;
  }
  [part='withdrawals-error'] p {
    color: var(--_danger);
  }
  [part='withdrawals-retry'] {
    justify-self: start;
  }

  [part='final-amounts'],
  [part='support'] {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 1.5);
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border);
    background: var(--_surface-raised);
  }
  [part='final-amounts'] p,
  [part='support'] p,
  [part='final-fees'] {
    margin: 0;
  }
  [part='final-amounts'] dd {
    font-variant-numeric: tabular-nums;
  }
  /* Addresses and hashes wrap under their label, beside their copy button, on a phone too. */
  [part='support'] dl {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
  }
  [part='support'] dd + dt {
    margin-top: var(--_space);
  }
  [part='support-copy-all'] {
    justify-self: start;
  }
`;
