import { css } from 'lit';

export const activityStyles = css`
  :host {
    --_activity-surface: var(--swap-activity-surface, var(--_surface));
    --_activity-gap: var(--swap-activity-gap, var(--_space));
  }
  [part='base'] {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  h2 {
    margin: 0;
    font-size: 1.2em;
  }
  p {
    margin: 0;
  }
  [part='intro'],
  [part='empty'],
  [part='age'],
  [part='check-failed'],
  [part='deposit-address'] {
    color: var(--_text-muted);
  }
  [part='list'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_activity-gap);
  }
  [part='entry'] {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: calc(var(--_space) * 1.5);
    background: var(--_activity-surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    min-width: 0;
  }
  [part='amounts'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .amount {
    white-space: nowrap;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0 calc(var(--_space) * 1.5);
    align-items: baseline;
  }
  [part='status'] {
    font-weight: 600;
  }
  .tone-progress [part='status'] {
    color: var(--_accent);
  }
  .tone-success [part='status'] {
    color: var(--_success);
  }
  .tone-warning [part='status'] {
    color: var(--_warning);
  }
  .tone-danger [part='status'] {
    color: var(--_danger);
  }
  [part='deposit-address'] {
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  [part='actions'],
  .confirm-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-top: calc(var(--_space) / 2);
  }
  .action {
    display: inline-flex;
    align-items: center;
    font: inherit;
    border: 1px solid var(--_border);
    background: var(--_surface-raised);
    color: var(--_text);
    border-radius: var(--_radius-small);
    padding: 6px 12px;
    min-height: 36px;
    text-decoration: none;
  }
  .action:hover {
    border-color: var(--_accent);
  }
  a.action {
    color: var(--_accent);
    text-decoration: underline;
  }
  .action.danger {
    background: var(--_danger);
    border-color: var(--_danger);
    color: var(--_surface);
  }
  [part='confirm'] {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_text-muted);
    border-radius: var(--_radius-small);
  }
  [part='confirm'].unfinished {
    border-inline-start-color: var(--_warning);
  }
  .question {
    font-weight: 600;
  }
  [part='more-button'] {
    justify-self: start;
  }
`;
