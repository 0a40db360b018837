import { css } from 'lit';

export const historyStyles = css`
  :host {
    --_max-height: var(--swap-history-max-height, 560px);
    --_row-height: var(--swap-history-row-height, 52px);
    --_min-width: var(--swap-history-min-width, 980px);
    --_columns: 2.5rem minmax(7.5rem, 1fr) minmax(15rem, 2.6fr) 8.5rem minmax(8.5rem, 1.2fr) minmax(10.5rem, 1.4fr)
      minmax(6rem, 0.9fr) minmax(6rem, 0.9fr);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 2);
  }
  h2 {
    font-size: 1.15em;
    margin: 0;
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
    justify-content: space-between;
    margin-bottom: var(--_space);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
  }
  .pacing,
  .muted {
    color: var(--_text-muted);
    font-size: 0.9em;
  }
  button.action {
    border: 1px solid var(--_border);
    background: var(--_surface-raised);
    color: var(--_text);
    border-radius: var(--_radius-small);
    padding: 6px 12px;
    min-height: 36px;
  }
  button.action:hover:not(:disabled) {
    border-color: var(--_accent);
  }
  button.primary {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
  }
  /* Disabled by colour, not opacity: the text keeps 4.5:1 on every surface. */
  button:disabled {
    background: var(--_surface-raised);
    color: var(--_text-muted);
    border-color: var(--_border);
  }
  .filters {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: var(--_space) calc(var(--_space) * 1.5);
    margin: 0 0 calc(var(--_space) * 1.5);
    align-items: start;
  }
  .statuses {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 4px calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    margin: 0;
    padding: var(--_space);
  }
  .statuses legend {
    padding: 0 4px;
    font-weight: 600;
  }
  .statuses .error,
  .statuses .hint {
    flex-basis: 100%;
  }
  .hint {
    color: var(--_text-muted);
    font-size: 0.85em;
    margin: 0;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .field label,
  .pager label {
    font-size: 0.85em;
    color: var(--_text-muted);
  }
  .field.check {
    flex-direction: row;
    align-items: center;
    gap: 6px;
    align-self: end;
    min-height: 36px;
  }
  .field.check label {
    font-size: 1em;
    color: var(--_text);
  }
  input,
  select {
    font: inherit;
    color: var(--_text);
    background: var(--_surface-raised);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 5px 8px;
    min-height: 36px;
    min-width: 0;
  }
  input[type='checkbox'] {
    min-height: auto;
    accent-color: var(--_accent);
  }
  [aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .error {
    color: var(--_danger);
    font-size: 0.85em;
    margin: 0;
  }
  .error::before {
    content: '⚠ ';
  }
  .filter-actions {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .notice {
    border-radius: var(--_radius-small);
    padding: var(--_space) calc(var(--_space) * 1.5);
    margin: 0 0 var(--_space);
    background: var(--_surface-raised);
  }
  .notice.danger {
    border-left: 4px solid var(--_danger);
  }
  .notice.warning {
    border-left: 4px solid var(--_warning);
  }
  .setup code {
    font-family: var(--_font-family-mono);
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  .summary {
    margin: 0 0 var(--_space);
  }
  .export {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
    margin: 0 0 var(--_space);
  }
  progress {
    accent-color: var(--_accent);
    width: min(20rem, 100%);
  }
  .table-wrap {
    /* The rows stack as cards when the table's own box is narrow (below). */
    container: history-table / inline-size;
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
  }
  .table {
    min-width: var(--_min-width);
  }
  .row {
    display: grid;
    grid-template-columns: var(--_columns);
    align-items: center;
    column-gap: var(--_space);
    padding: 6px var(--_space);
    width: 100%;
    border-bottom: 1px solid var(--_border);
    background: var(--_surface);
    min-height: var(--_row-height);
  }
  .head .row {
    background: var(--_surface-raised);
    font-weight: 600;
    font-size: 0.9em;
    min-height: 40px;
  }
  .head button.sort {
    font: inherit;
    border: 0;
    background: none;
    color: inherit;
    padding: 0;
    text-align: start;
  }
  .body {
    height: min(var(--_max-height), calc(var(--_rows, 1) * var(--_row-height) + 4px));
    min-height: 0;
    /* Plain rows scroll here as the virtualizer's do (it sets the same): what is positioned in a row (the
       screen-reader text, the full address on hover) is placed and clipped here, not on the page. */
    position: relative;
    overflow: auto;
  }
  .body .row:hover {
    background: var(--_surface-raised);
  }
  .row.selected {
    box-shadow: inset 4px 0 0 var(--_accent);
    background: var(--_surface-raised);
  }
  .cell {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .expand {
    border: 1px solid transparent;
    background: none;
    color: var(--_text);
    border-radius: var(--_radius-small);
    width: 32px;
    height: 32px;
    padding: 0;
  }
  .expand:hover {
    border-color: var(--_border);
  }
  .expand span {
    display: inline-block;
    transition: transform 0.15s;
  }
  .expand[aria-expanded='true'] span {
    transform: rotate(90deg);
  }
  .select {
    border: 0;
    background: none;
    color: var(--_accent);
    padding: 0;
    text-align: start;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .leg {
    display: inline-flex;
    flex-direction: column;
    vertical-align: middle;
  }
  .leg strong {
    white-space: nowrap; /* an amount never breaks inside its digits */
  }
  .assets {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .sub {
    color: var(--_text-muted);
    font-size: 0.82em;
  }
  .badge {
    display: inline-block;
    border-radius: 999px;
    padding: 2px 10px;
    font-size: 0.82em;
    font-weight: 600;
    border: 1px solid currentColor;
    white-space: nowrap;
  }
  .badge.SUCCESS {
    color: var(--_success);
  }
  .badge.REFUNDED,
  .badge.INCOMPLETE_DEPOSIT {
    color: var(--_warning);
  }
  .badge.FAILED {
    color: var(--_danger);
  }
  .badge.PROCESSING,
  .badge.KNOWN_DEPOSIT_TX {
    color: var(--_accent);
  }
  .badge.PENDING_DEPOSIT {
    color: var(--_text-muted);
  }
  .mono {
    font-family: var(--_font-family-mono);
    font-size: 0.88em;
  }
  .address {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
  }
  .address .full {
    display: none;
    position: absolute;
    z-index: 2;
    top: 100%;
    left: 0;
    max-width: min(32rem, 80vw);
    padding: 4px 8px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.18);
    overflow-wrap: anywhere;
  }
  .address:hover .full,
  .address:focus-within .full {
    display: block;
  }
  swap-copy-button {
    font-size: 0.8em;
  }
  .details {
    grid-column: 1 / -1;
    padding: var(--_space) 0 var(--_space) 2.5rem;
  }
  .details dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px calc(var(--_space) * 2);
    margin: 0;
  }
  .details dt {
    color: var(--_text-muted);
  }
  .details dd {
    margin: 0;
    min-width: 0;
  }
  .details ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .details li {
    display: flex;
    gap: 6px;
    align-items: center;
    overflow-wrap: anywhere;
  }
  .empty {
    grid-column: 1 / -1;
    padding: calc(var(--_space) * 3);
    text-align: center;
    color: var(--_text-muted);
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
    justify-content: space-between;
    margin-top: var(--_space);
  }
  .pager .group {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  .pager input {
    width: 5.5rem;
  }
  .label {
    display: none;
  }
  /* A narrow box (a phone): each row is a card, its cells one under another with their column names, so nothing
     scrolls sideways and no column is lost. The header row keeps only the sort button on show. */
  @container history-table (width < 40rem) {
    .table {
      min-width: 0;
    }
    .row {
      grid-template-columns: 2.5rem minmax(0, 1fr);
      row-gap: 4px;
      align-items: start;
    }
    .row > .cell:not(:first-child) {
      grid-column: 2;
    }
    .head .row {
      grid-template-columns: minmax(0, 1fr);
    }
    .head .row > .cell:not(.created) {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .head .row > .cell.created {
      grid-column: 1;
    }
    .body {
      height: min(var(--_max-height), calc(var(--_rows, 1) * var(--_row-height) * 3.5 + 4px));
    }
    .assets {
      flex-wrap: wrap;
    }
    .label {
      display: block;
      color: var(--_text-muted);
      font-size: 0.82em;
    }
    .details {
      padding-left: 0;
    }
    .details dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    .details dd {
      margin-bottom: 4px;
    }
    .details li .mono {
      min-width: 0;
    }
  }
  /* Rows being replaced are dimmed by colour, not opacity, so they keep 4.5:1. */
  [aria-busy='true'] .body {
    --_text: var(--_text-muted);
    color: var(--_text-muted);
  }
`;
