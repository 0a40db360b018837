// What <swap-account> shows: the Connect buttons, the connected account (its Intents account id), the balance rows
// with their actions, and the action panel's heading. The element passes in the words and the handlers.
import { html, nothing, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { formatUsd } from '../../../core/amounts.js';
import { chainName } from '../../../core/assets.js';
import { readableUnits } from '../../parts/views/amount.view.js';
import type { BalanceRow } from '../balances.model.js';
import type { AccountConnection, AccountWallet } from '../controllers/account-wallet-controller.js';
import type { accountMessages } from '../../../i18n/en/account.js';
import type { Translate } from '../../../i18n/messages.js';

export type Words = Translate<typeof accountMessages>;

const walletName = (wallet: { info: { name: string } }) => wallet.info.name || 'your browser wallet';

export function renderConnect(input: {
  t: Words;
  wallets: AccountWallet[];
  connecting?: AccountWallet['wallet'];
  problem?: string;
  connect(wallet: AccountWallet): void;
}): TemplateResult {
  const { t, wallets, connecting } = input;
  return html`<p part="intro">${t('intro')}</p>
    ${
      wallets.length
        ? html`<div part="wallets">
            ${wallets.map(
              (entry) =>
                html`<button part="connect-button" ?disabled=${!!connecting} @click=${() => input.connect(entry)}>
                  ${
                    connecting === entry.wallet
                      ? t('connecting', { wallet: walletName(entry.wallet) })
                      : t('connectButton', { wallet: walletName(entry.wallet) })
                  }
                </button>`,
            )}
          </div>`
        : html`<p part="no-wallet">${t('noWallet')}</p>`
    }
    ${input.problem ? html`<p part="problem" role="alert">${input.problem}</p>` : nothing}`;
}

export function renderAccount(input: {
  t: Words;
  connection: AccountConnection;
  keyMissing: boolean;
  disconnect(): void;
  topUp(): void;
}): TemplateResult {
  const { t, connection } = input;
  return html`<div class="account-line">
      <p part="connected-with">${t('connectedWith', { wallet: walletName(connection.wallet) })}</p>
      <button part="disconnect-button" @click=${input.disconnect}>${t('disconnectButton')}</button>
    </div>
    <p>
      <span part="account-label">${t('accountIdLabel')}</span><br />
      <span part="account-id">${connection.accountId}</span>
      <swap-copy-button part="copy-button" .value=${connection.accountId}></swap-copy-button>
    </p>
    ${input.keyMissing ? html`<p part="key-note">${t('keyNotRegistered')}</p>` : nothing}
    <div part="wallets"><button part="top-up-button" @click=${input.topUp}>${t('topUpButton')}</button></div>`;
}

export const tokenName = (t: Words, token: Token) =>
  t('tokenOn', { symbol: token.symbol, chain: chainName(token.blockchain) });

export function renderBalances(input: {
  t: Words;
  locale?: string;
  rows?: BalanceRow[];
  loading: boolean;
  failure?: string;
  total?: string;
  logo(token: Token): TemplateResult;
  act(kind: 'swap' | 'withdraw' | 'top-up', token: Token): void;
  retry(): void;
}): TemplateResult {
  const { t, locale, rows } = input;
  return html`<h3 part="balances-title">${t('balancesTitle')}</h3>
    ${input.total ? html`<p part="total">${t('totalValue', { total: formatUsd(input.total, locale) })}</p>` : nothing}
    ${
      input.failure
        ? html`<p part="problem" role="alert">
            ${t('balancesFailed', { reason: input.failure })}
            <button part="retry-button" @click=${input.retry}>${t('balancesRetry')}</button>
          </p>`
        : nothing
    }
    ${
      rows === undefined
        ? input.loading
          ? html`<p part="loading">${t('balancesLoading')}</p>`
          : nothing
        : rows.length === 0
          ? html`<p part="empty">${t('balancesEmpty')}</p>`
          : html`<ul part="balances">
              ${rows.map((row) => {
                const name = tokenName(t, row.token);
                return html`<li part="balance" data-asset=${row.token.assetId}>
                  ${input.logo(row.token)}
                  <span class="token">
                    <span part="amount"
                      >${readableUnits(row.units, row.token.decimals, locale, (a) => `${a} ${row.token.symbol}`)}</span
                    >
                    <span part="chain">${chainName(row.token.blockchain)}</span>
                    ${row.usd !== undefined ? html`<span part="usd">${formatUsd(row.usd, locale)}</span>` : nothing}
                  </span>
                  <div part="row-actions" role="group" aria-label=${name}>
                    <button part="swap-button" @click=${() => input.act('swap', row.token)}>${t('swapButton')}</button>
                    <button part="withdraw-button" @click=${() => input.act('withdraw', row.token)}>
                      ${t('withdrawButton')}
                    </button>
                    <button part="row-top-up-button" @click=${() => input.act('top-up', row.token)}>
                      ${t('topUpButton')}
                    </button>
                  </div>
                </li>`;
              })}
            </ul>`
    }`;
}
