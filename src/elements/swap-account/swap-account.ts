import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { Token } from '../../api/schemas.js';
import { Localize } from '../../controllers/localize.js';
import type { PollScheduler } from '../../controllers/scheduler.js';
import { TokenList } from '../../controllers/token-list.js';
import { evmChainId } from '../../core/chains.js';
import { accountMessages } from '../../i18n/en/account.js';
import { commonMessages } from '../../i18n/en/common.js';
import { describeError } from '../../i18n/error-text.js';
import { rpcUrlFor } from '../../store/rpc.js';
import { renderTokenLogo, tokenLogoStyles } from '../parts/views/token-logo.view.js';
import '../parts/swap-copy-button.js';
import { SwapElement } from '../swap-element.js';
import { isNamedNearAccount, type AccountFamily } from '../../core/intents-account-id.js';
import { totalUsd } from './balances.model.js';
import { AccountWalletController, type AccountConnection } from './controllers/account-wallet-controller.js';
import { BalancesController } from './controllers/balances-controller.js';
import { PrivateController } from './controllers/private-controller.js';
import { SessionController } from './controllers/session-controller.js';
import { renderSession } from './views/session.view.js';
import { accountStyles } from './swap-account.styles.js';
import { renderAccount, renderBalances, renderConnect, tokenName } from './views/account.view.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

export interface SwapAccountChangeDetail {
  group: string;
  /** The Intents account id shown now (as the protocol derives it), or undefined once disconnected. */
  accountId?: string;
  /** The wallet's own account (address, NEAR account or key) it stands for. */
  account?: string;
  /** The wallet's intent signing standard (`erc191`, `nep413`, `raw_ed25519`, `tip191`, `sep53`, `ton_connect`). */
  standard?: string;
}

/**
 * <swap-account> shows another Intents account (a wallet connected, switched account or disconnected).
 * Defined here, not in events.ts, so the script tag's first download does not carry it.
 */
export class SwapAccountChangeEvent extends CustomEvent<SwapAccountChangeDetail> {
  static readonly eventName = 'swap-account-change';
  constructor(detail: SwapAccountChangeDetail) {
    super(SwapAccountChangeEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

/** The account calls and the intents.near views: a chunk of their own, loaded once an account is shown. */
const accountModule = () => import('../../api/account.js');

/** What the action panel does: a swap inside the balance, a withdrawal to a chain, a top-up into the account. */
export type AccountAction = { kind: 'swap' | 'withdraw' | 'top-up'; token?: Token };

/** Whether an account of `kind` is an address on `chain` (the withdraw form is prefilled with it). */
const accountOnChain = (kind: AccountFamily, chain: string) =>
  kind === 'evm' ? evmChainId(chain) !== undefined : kind === chain;

/**
 * The end user's NEAR Intents account: connect a wallet that can sign intents (EVM, Solana, NEAR, TON, Stellar, Tron),
 * see the Intents account id the protocol derives from it and its public balance (the intents.near view
 * `mt_batch_balance_of` for the token list's tokens, through the NEAR RPC), each token with its USD value, the largest
 * first. Each token can be
 * swapped inside the balance, withdrawn to an address on a chain, or topped up; the action opens a `<swap-widget>`
 * in the element's group, paid by signing with the wallet (swap, withdraw) or from a wallet or the deposit address
 * (top up), with fees, minimums and the status to the end. The balance is read again after every status change and
 * when the page becomes visible again. Nothing prompts on load: a wallet the site remembers is asked silently.
 *
 * The action's swap becomes the group's active swap: give `<swap-account>` a group of its own on a page that also has
 * a swap form.
 *
 * @tag swap-account
 * @summary The end user's NEAR Intents account: balances, top up, withdraw and swap from it.
 *
 * @fires swap-account-change - Another Intents account is shown (connected, switched, disconnected); `detail` is
 *   `{ group, accountId?, account?, standard? }` (SwapAccountChangeEvent).
 * @fires swap-error - Reading the balances failed; `detail` is `{ group, error, operation: 'balances' }`.
 *
 * @csspart base - The element's box.
 * @csspart title - The heading.
 * @csspart intro - The line under the heading before a wallet is connected.
 * @csspart wallets - The row of Connect (or Top up) buttons.
 * @csspart connect-button - "Connect <wallet>".
 * @csspart no-wallet - The sentence shown when no wallet can sign intents.
 * @csspart problem - A failure (connecting, reading balances) in a sentence.
 * @csspart connected-with - The connected wallet's name.
 * @csspart disconnect-button - Disconnects the wallet.
 * @csspart account-label - "Intents account".
 * @csspart account-id - The Intents account id.
 * @csspart copy-button - Copies the account id.
 * @csspart key-note - What a named NEAR account whose key is not registered must do.
 * @csspart top-up-button - "Top up" for the whole account.
 * @csspart balances-title - The "Balances" heading.
 * @csspart total - The USD value of the balance.
 * @csspart loading - "Reading your balances…".
 * @csspart empty - The sentence shown when nothing is held.
 * @csspart retry-button - Reads the balances again after a failure.
 * @csspart balances - The list of tokens held.
 * @csspart balance - One token held.
 * @csspart token-logo - A token's logo.
 * @csspart token-chain-badge - Its chain's badge.
 * @csspart amount - The amount held (by the reading rule; the exact amount for copy and assistive technology).
 * @csspart chain - The token's chain.
 * @csspart usd - The USD value held.
 * @csspart row-actions - A token's buttons.
 * @csspart swap-button - Swap the token inside the balance.
 * @csspart withdraw-button - Withdraw the token to a chain.
 * @csspart row-top-up-button - Top up the token.
 * @csspart action - The open action: its heading, close button and the `<swap-widget>`.
 * @csspart action-title - The action's heading.
 * @csspart close-button - Closes the action.
 * @csspart widget - The inner `<swap-widget>`.
 * @csspart announcer - The polite live region (visually hidden).
 *
 * @cssproperty --swap-account-surface - Background of each token's card.
 * @cssproperty --swap-account-gap - Space between the tokens.
 */
export class SwapAccount extends SwapElement {
  static override styles = [...SwapElement.styles, tokenLogoStyles, accountStyles];
  private readonly words = new Localize(this, 'account', accountMessages, commonMessages);
  private readonly wallet = new AccountWalletController(this);

  /** The action open, if any. */
  @state() private action?: AccountAction;
  @state() private announcement = '';
  @state() private widgetReady = false;

  /** The timer behind the inner status checks (tests and hosts can drive polling). */
  @property({ attribute: false }) scheduler?: PollScheduler;

  private readonly tokenList = new TokenList(
    this,
    () => ({ store: this.storeController.store, client: this.client, wanted: !!this.wallet.connection }),
    (error) => this.fail(error, 'tokens'),
  );

  private readonly balances = new BalancesController(this, () => ({
    accountId: this.wallet.connection?.accountId,
    tokens: this.tokens,
    rpcUrl: rpcUrlFor(this.config, 'near'),
    fetch: this.config.fetch,
    read: () => accountModule().then((module) => module.intentsBalances),
    done: (error) => {
      if (error) this.fail(error, 'balances');
      else this.announcement = this.words.t('balancesUpdated');
    },
  }));

  /** The account calls (sign-in, session, private reads), on the element's service and clock. */
  private readonly accountClient = () =>
    accountModule().then((module) =>
      module.createAccountClient({ baseUrl: this.client.baseUrl, fetch: this.config.fetch, now: () => this.now() }),
    );

  private readonly session = new SessionController(this, () => ({
    connection: this.wallet.connection,
    client: this.accountClient,
    scheduler: this.scheduler,
    now: () => this.now(),
    changed: (session) => this.private.load(session),
  }));

  private readonly private = new PrivateController(this, () => ({
    accountId: this.wallet.connection?.accountId,
    tokens: this.tokens ?? [],
    account: this.accountClient,
    client: this.client,
  }));

  private shownAccount?: string;
  /** A named NEAR account with no key registered with intents.near (public_keys_of): it cannot sign for it yet. */
  @state() private keyMissing = false;

  private get tokens(): readonly Token[] | undefined {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const connection = this.wallet.connection;
    const accountId = connection?.accountId;
    if (accountId !== this.shownAccount) {
      const first = this.shownAccount === undefined && accountId === undefined;
      this.shownAccount = accountId;
      if (!accountId) this.action = undefined;
      this.keyMissing = false;
      if (connection?.kind === 'near' && isNamedNearAccount(connection.accountId))
        void this.checkKeys(connection.accountId);
      if (!first) {
        this.dispatchEvent(
          new SwapAccountChangeEvent({
            group: this.group,
            accountId,
            account: connection?.account,
            standard: connection?.family.intentStandard,
          }),
        );
      }
    }
  }

  private async checkKeys(accountId: string) {
    const rpcUrl = rpcUrlFor(this.config, 'near');
    if (!rpcUrl) return;
    try {
      const keys = await (await accountModule()).publicKeysOf({ rpcUrl, fetch: this.config.fetch }, accountId);
      if (this.shownAccount === accountId) this.keyMissing = keys.length === 0;
    } catch {
      // Unknown: no sentence (signing will say what is wrong).
    }
  }

  // ---- actions -----------------------------------------------------------------------------------------------------

  private async open(kind: AccountAction['kind'], token?: Token) {
    this.storeController.store.clearActive(); // each action starts at its own quote
    this.action = { kind, token };
    if (!customElements.get('swap-widget')) {
      await import('../swap-widget/swap-widget.js');
    }
    this.widgetReady = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=action-title]')?.focus();
  }

  private async close() {
    const kind = this.action?.kind;
    this.action = undefined;
    this.storeController.store.clearActive();
    this.balances.refresh();
    await this.updateComplete;
    const again = kind === 'top-up' ? '[part=top-up-button]' : '[part=balances-title]';
    this.renderRoot.querySelector<HTMLElement>(again)?.focus();
  }

  /** The inner swap moved on: the balance may have moved too. */
  private readonly statusChanged = () => this.balances.refresh();

  // ---- public API --------------------------------------------------------------------------------------------------

  /** Reads the balance again now. */
  refresh(): void {
    this.balances.refresh();
  }

  /** Resolves once the latest balance read (and private read) is done and rendered. */
  get requestComplete(): Promise<void> {
    return Promise.all([this.balances.settled, this.private.settled]).then(() =>
      this.updateComplete.then(() => undefined),
    );
  }

  // ---- render ------------------------------------------------------------------------------------------------------

  override render() {
    const { t, locale, common } = this.words;
    const connection = this.wallet.connection;
    const state = this.balances.state;
    const rows = 'rows' in state ? state.rows : undefined;
    const rpcUrl = rpcUrlFor(this.config, 'near');
    const problem = this.wallet.problem;
    return html`<section part="base" aria-labelledby="title">
      <h2 part="title" id="title" tabindex="-1">${t('title')}</h2>
      ${
        connection
          ? html`${renderAccount({
              t,
              connection,
              keyMissing: this.keyMissing,
              disconnect: () => this.wallet.disconnect(),
              topUp: () => void this.open('top-up'),
            })}
            ${
              rpcUrl
                ? renderBalances({
                    t,
                    locale,
                    rows,
                    loading: state.kind === 'loading',
                    failure: state.kind === 'failed' ? describeError(state.error, { text: common }) : undefined,
                    total: rows && totalUsd(rows),
                    logo: (token) => renderTokenLogo(token, undefined, () => this.requestUpdate()),
                    act: (kind, token) => void this.open(kind, token),
                    retry: () => this.balances.refresh(),
                  })
                : html`<p part="problem">${t('noRpc')}</p>`
            }
            ${this.renderSession(connection)} ${this.renderAction()}`
          : renderConnect({
              t,
              wallets: this.wallet.wallets,
              connecting: this.wallet.connecting,
              problem: problem
                ? t('connectFailed', {
                    wallet: problem.wallet.info.name,
                    reason: problem.message ?? describeError(new Error(problem.problem), { text: common }),
                  })
                : undefined,
              connect: (entry) => void this.wallet.connect(entry),
            })
      }
      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>
    </section>`;
  }

  private renderSession(connection: AccountConnection) {
    const { t, locale, common } = this.words;
    const state = this.session.state;
    const history = this.private.history;
    return renderSession({
      t,
      locale,
      wallet: connection.wallet.info.name,
      state,
      reason: state.kind === 'failed' ? describeError(state.error, { text: common }) : undefined,
      tokens: this.tokens ?? [],
      balances: this.private.balances,
      balancesFailure:
        this.private.balancesError !== undefined
          ? describeError(this.private.balancesError, { text: common })
          : undefined,
      history,
      historyFailure: history.kind === 'failed' ? describeError(history.error, { text: common }) : undefined,
      signIn: () => void this.session.signIn(),
      signOut: () => this.session.signOut(),
    });
  }

  private renderAction() {
    const action = this.action;
    const connection = this.wallet.connection;
    if (!action || !connection) return nothing;
    const { t } = this.words;
    const { token, kind } = action;
    const title = token
      ? t(kind === 'swap' ? 'swapTitle' : kind === 'withdraw' ? 'withdrawTitle' : 'topUpTokenTitle', {
          token: tokenName(t, token),
        })
      : t('topUpTitle');
    const id = connection.accountId;
    const fromBalance = kind !== 'top-up';
    // The wallet's own address where it is of the token's chain (withdraw to it, top-up refunds to it), else the
    // visitor types one. The visitor picks what to receive (withdraw) or to pay with (top-up): a route keeps one
    // token on each side.
    const own = token && accountOnChain(connection.kind, token.blockchain) ? connection.account : '';
    return html`<div part="action">
      <div class="action-head">
        <h3 part="action-title" tabindex="-1">${title}</h3>
        <button part="close-button" @click=${() => void this.close()}>${t('closeButton')}</button>
      </div>
      ${
        this.widgetReady
          ? html`<swap-widget
              part="widget"
              group=${this.group}
              .baseUrl=${this.baseUrl}
              .explorerUrl=${this.explorerUrl}
              .referral=${this.referral}
              .theme=${this.theme}
              .apiKey=${this.apiKey}
              .token=${this.token}
              .appFees=${this.appFees}
              .fetch=${this.fetch}
              .clock=${this.clock}
              .locale=${this.locale}
              .messages=${this.messages}
              .scheduler=${this.scheduler}
              origin-asset=${fromBalance ? token!.assetId : nothing}
              ?lock-origin=${fromBalance}
              destination-asset=${kind === 'top-up' && token ? token.assetId : nothing}
              ?lock-destination=${kind === 'top-up' && !!token}
              deposit-type=${fromBalance ? 'INTENTS' : 'ORIGIN_CHAIN'}
              refund-type=${fromBalance ? 'INTENTS' : 'ORIGIN_CHAIN'}
              refund-address=${fromBalance ? id : own}
              recipient=${kind === 'withdraw' ? own : id}
              recipient-type=${kind === 'withdraw' ? 'DESTINATION_CHAIN' : 'INTENTS'}
              @swap-status-change=${this.statusChanged}
              @swap-deposit-submit=${this.statusChanged}
            ></swap-widget>`
          : nothing
      }
    </div>`;
  }
}

SwapAccount.define('swap-account');

declare global {
  interface HTMLElementTagNameMap {
    'swap-account': SwapAccount;
  }
  interface GlobalEventHandlersEventMap {
    'swap-account-change': SwapAccountChangeEvent;
  }
}
