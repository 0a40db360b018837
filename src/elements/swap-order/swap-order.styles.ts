import { css } from 'lit';

export const orderStyles = css`
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
  h3,
  h4,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.2em;
  }
  h3,
  h4 {
    font-size: 1em;
  }
  form,
  [part='card'],
  .fund,
  .field {
    display: grid;
    gap: calc(var(--_space) / 2);
    min-width: 0;
  }
  form,
  [part='card'] {
    gap: var(--_space);
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  legend {
    padding: 0;
    margin-bottom: calc(var(--_space) / 2);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2);
    min-width: 0;
  }
  input:not([type='radio'], [type='checkbox']) {
    font: inherit;
    color: inherit;
    background: var(--_surface-raised);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: calc(var(--_space) * 0.75);
    min-width: 0;
    width: 100%;
  }
  .hint,
  [part='no-fills'],
  dt {
    color: var(--_text-muted);
  }
  .check {
    color: var(--_danger);
  }
  .mono {
    font-family: var(--_font-family-mono);
    overflow-wrap: anywhere;
    min-width: 0;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    gap: calc(var(--_space) / 2) var(--_space);
    margin: 0;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ol,
  ul {
    margin: 0;
    padding-inline-start: 1.25em;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  [part='payout'] {
    overflow-wrap: anywhere;
  }
  button {
    padding: calc(var(--_space) * 0.75) calc(var(--_space) * 1.5);
    border-radius: var(--_radius-small);
    border: 1px solid var(--_border);
    background: var(--_surface-raised);
    color: var(--_text);
  }
  [part='place-button'],
  [part='confirm-button'] {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
  }
`;
