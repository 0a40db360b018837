import { css } from 'lit';

export const ordersStyles = css`
  [part='base'] {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.2em;
  }
  [part='list'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
  }
  [part='entry'] {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) / 2) var(--_space);
    align-items: center;
    overflow-wrap: anywhere;
  }
  [part='fill-status'],
  [part='empty'] {
    color: var(--_text-muted);
  }
  [part='opened'] {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  [part='order'] {
    justify-self: stretch;
  }
  [part='order-loading'] {
    color: var(--_text-muted);
  }
  [part='error'],
  [part='order-error'] {
    color: var(--_danger);
  }
  select,
  button {
    font: inherit;
    color: var(--_text);
    background: var(--_surface-raised);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: calc(var(--_space) / 2) var(--_space);
    max-width: 100%;
  }
`;
