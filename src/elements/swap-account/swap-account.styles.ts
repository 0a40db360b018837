import { css } from 'lit';

export const accountStyles = css`
  :host {
    --_account-surface: var(--swap-account-surface, var(--_surface-raised));
    --_account-gap: var(--swap-account-gap, var(--_space));
  }
  [part='base'] {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    min-width: 0;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1.2em;
  }
  h3 {
    font-size: 1.05em;
  }
  p {
    margin: 0;
  }
  [part='intro'],
  [part='connected-with'],
  [part='usd'],
  [part='chain'] {
    color: var(--_text-muted);
  }
  [part='account-id'] {
    font-family: var(--_font-family-mono);
    overflow-wrap: anywhere;
  }
  [part='wallets'],
  [part='row-actions'],
  .account-line {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
  }
  [part='balances'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_account-gap);
  }
  [part='balance'] {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: calc(var(--_space) / 2) var(--_space);
    align-items: center;
    padding: var(--_space);
    background: var(--_account-surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    min-width: 0;
  }
  .token {
    min-width: 0;
    display: grid;
  }
  [part='amount'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [part='row-actions'] {
    grid-column: 1 / -1;
  }
  [part='key-note'],
  [part='problem'] {
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_warning);
    border-radius: var(--_radius-small);
  }
  button {
    display: inline-flex;
    align-items: center;
    font: inherit;
    border: 1px solid var(--_border);
    background: var(--_surface-raised);
    color: var(--_text);
    border-radius: var(--_radius-small);
    padding: 6px 12px;
    min-height: 36px;
  }
  button:hover {
    border-color: var(--_accent);
  }
  [part='action'] {
    display: grid;
    gap: var(--_space);
    padding-top: var(--_space);
    border-top: 1px solid var(--_border);
    min-width: 0;
  }
  .action-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    justify-content: space-between;
    align-items: center;
  }
  swap-widget {
    min-width: 0;
  }
`;
