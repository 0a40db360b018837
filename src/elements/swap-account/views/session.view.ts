// <swap-account>'s signed-in part: the Sign in button (only for what needs the session), the expired-session and
// failure sentences, the private balances and the history (or its invite-only fallback).
import { html, nothing, type TemplateResult } from 'lit';
import type { BalanceEntry } from '../../../api/account.js';
import type { Token } from '../../../api/schemas.js';
import { findToken } from '../../../core/assets.js';
import { readableUnits } from '../../parts/views/amount.view.js';
import type { HistoryState } from '../controllers/private-controller.js';
import type { SessionState } from '../controllers/session-controller.js';
import type { HistoryEntry } from '../history.model.js';
import type { Words } from './account.view.js';

export function renderSession(input: {
  t: Words;
  locale?: string;
  wallet: string;
  state: SessionState;
  reason?: string;
  tokens: readonly Token[];
  balances?: BalanceEntry[];
  balancesFailure?: string;
  history: HistoryState;
  historyFailure?: string;
  signIn(): void;
  signOut(): void;
}): TemplateResult {
  const { t, state } = input;
  if (state.kind !== 'in') {
    return html`<div part="session">
      ${state.kind === 'expired' ? html`<p part="session-expired" role="status">${t('sessionExpired')}</p>` : nothing}
      ${
        state.kind === 'failed'
          ? html`<p part="problem" role="alert">${t('signInFailed', { reason: input.reason ?? '' })}</p>`
          : nothing
      }
      <p part="sign-in-why">${t('signInWhy')}</p>
      <button part="sign-in-button" ?disabled=${state.kind === 'signing'} @click=${input.signIn}>
        ${
          state.kind === 'signing'
            ? t('signingIn', { wallet: input.wallet })
            : t('signInButton', { wallet: input.wallet })
        }
      </button>
    </div>`;
  }
  return html`<div part="session">
    <button part="sign-out-button" @click=${input.signOut}>${t('signOutButton')}</button>
    <h3 part="private-title">${t('privateTitle')}</h3>
    ${renderPrivate(input)}
    <h3 part="history-title">${t('historyTitle')}</h3>
    ${renderHistory(input)}
  </div>`;
}

function renderPrivate(input: {
  t: Words;
  locale?: string;
  tokens: readonly Token[];
  balances?: BalanceEntry[];
  balancesFailure?: string;
}) {
  const { t, balances, tokens, locale } = input;
  if (input.balancesFailure)
    return html`<p part="problem">${t('privateFailed', { reason: input.balancesFailure })}</p>`;
  if (!balances) return nothing;
  if (!balances.length) return html`<p part="private-empty">${t('privateEmpty')}</p>`;
  return html`<ul part="private-balances">
    ${balances.map((entry) => {
      const token = findToken(tokens, entry.tokenId);
      return html`<li part="private-balance" data-asset=${entry.tokenId}>
        ${
          token
            ? readableUnits(entry.available, token.decimals, locale, (a) => `${a} ${token.symbol}`)
            : `${entry.available} ${entry.tokenId}`
        }
      </li>`;
    })}
  </ul>`;
}

function renderHistory(input: { t: Words; history: HistoryState; historyFailure?: string }) {
  const { t, history } = input;
  if (history.kind === 'loading') return html`<p part="history-loading">${t('historyLoading')}</p>`;
  if (history.kind === 'failed')
    return html`<p part="problem">${t('historyFailed', { reason: input.historyFailure ?? '' })}</p>`;
  if (history.kind === 'idle') return nothing;
  const fallback = history.kind === 'fallback';
  return html`${fallback ? html`<p part="history-invite-only">${t('historyInviteOnly')}</p>` : nothing}
  ${fallback && history.explorerFailed ? html`<p part="problem">${t('historyExplorerFailed')}</p>` : nothing}
  ${
    history.entries.length
      ? html`<ul part="history">
          ${history.entries.map((entry) => renderEntry(t, entry))}
        </ul>`
      : html`<p part="history-empty">${t('historyEmpty')}</p>`
  }`;
}

const renderEntry = (t: Words, entry: HistoryEntry) =>
  html`<li part="history-entry" data-source=${entry.source} data-deposit-address=${entry.depositAddress}>
    <span part="history-amounts">${t('historyEntry', { amountIn: entry.amountIn, amountOut: entry.amountOut })}</span>
    <span part="history-status">${t('historyStatus', { status: entry.status })}</span>
  </li>`;
