// Funds a limit order the way <swap-deposit> funds a swap, with its own controllers and views (a chunk of its own,
// fetched only once an order waits for funds): the QR code of the deposit address (or payment link, or memo), "Pay
// with <wallet>" for every wallet family <swap-deposit> pays with, sending exactly what is still unfunded (the
// order's amount: `swapView.amountIn` for SELL, `maxAmountIn` for BUY, less what arrived) with the memo, and, for an
// order funded from an Intents balance (depositType INTENTS), "Sign with <wallet>" (generate-intent with the order's
// deposit address covers what is unfunded). Each wallet hash and signed intent is kept on the order's record on this
// device the moment it exists (store/order-payments.ts) and a wallet's hash is told to the service
// (/v0/deposit/submit with the order's deposit address); the order is then asked again at once.
import { css, html, nothing, type CSSResult, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { SwapClient } from '../../../api/client.js';
import type { StatusResponse, Token } from '../../../api/schemas.js';
import { findToken } from '../../../core/assets.js';
import { formatAmount } from '../../../core/amounts.js';
import { LazyModule, qrModule } from '../../../controllers/lazy-module.js';
import { Localize } from '../../../controllers/localize.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { swapOf } from '../../../controllers/swap-target.js';
import { commonWithChecks } from '../../../i18n/en/checks.js';
import { depositMessages } from '../../../i18n/en/deposit.js';
import { orderFundMessages } from '../../../i18n/en/order-fund.js';
import { orderPayments } from '../../../store/order-payments.js';
import type { SwapConfig } from '../../../store/store.js';
import { DepositSubmitController } from '../../swap-deposit/controllers/deposit-submit-controller.js';
import type { IntentPayController } from '../../swap-deposit/controllers/intent-pay-controller.js';
import { WalletPayController } from '../../swap-deposit/controllers/wallet-pay-controller.js';
import { QR_OPTIONS } from '../../swap-deposit/qr.model.js';
import { intentStyles, qrStyles } from '../../swap-deposit/swap-deposit.styles.js';
import { qrSection } from '../../swap-deposit/views/deposit-address.view.js';
import type { DepositView, QrMode } from '../../swap-deposit/views/deposit-parts.view.js';
import { walletStyles } from '../../swap-deposit/views/wallet.view.js';
import { fundingQuote, orderWords, unfunded } from '../order-fund.model.js';
import { depositAsset, needsFunding, type Order, type OrdersPort } from '../order.model.js';

/** The element it funds for (its words, its shadow root for the payment views' styles). */
type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export interface OrderFundInput {
  order?: Order;
  tokens: readonly Token[];
  client: SwapClient;
  /** The order routes (the intent flow asks the order, not a swap's status, whether its deposit arrived). */
  port: OrdersPort;
  scheduler: PollScheduler;
  config: SwapConfig;
  now(): number;
  /** Asks the order again now (a hash or signed transfer was taken). */
  refresh(): void;
}

const fundStyles = css`
  [part='qr-toggle'] {
    border: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  [part='qr-caption'] {
    font-family: var(--_font-family-mono);
    overflow-wrap: anywhere;
    margin: 0;
  }
`;

export class OrderFundController implements ReactiveController {
  private readonly deposit: Localize<'deposit', typeof depositMessages, typeof commonWithChecks>;
  private readonly fund: Localize<'orderFund'>;
  private readonly qr: LazyModule<typeof import('uqr')>;
  private qrMode: QrMode = 'address';
  private qrCache?: { text: string; svg: string };
  private readonly submitter: DepositSubmitController;
  private readonly wallet: WalletPayController;
  private intent?: IntentPayController | Promise<unknown>;

  constructor(
    private readonly host: Host,
    private readonly input: () => OrderFundInput,
  ) {
    host.addController(this);
    this.deposit = new Localize(host, 'deposit', depositMessages, commonWithChecks);
    this.fund = new Localize(host, 'orderFund', orderFundMessages, commonWithChecks);
    this.qr = new LazyModule(host, qrModule);
    this.submitter = new DepositSubmitController(host, {
      answered: (swap) => {
        const id = this.input().order?.id;
        const payments = id ? orderPayments(id) : undefined;
        const saved = payments?.wallet(swap);
        if (saved?.txHash === swap.txHash) payments!.setWallet(swap, { ...saved, submitted: true });
        this.input().refresh();
      },
      failed: () => undefined, // the hash stays on the order's record; the deposit is found without it
    });
    this.wallet = new WalletPayController(host, () => {
      const input = this.input();
      const quoteResponse = input.order && fundingQuote(input.order);
      return {
        quoteResponse,
        tokens: input.tokens,
        phase: 'send',
        known: {},
        expired: this.expired(),
        verified: true, // no quote signature: the order is the service's answer on its own order route
        submission: this.submitter.value,
        scheduler: input.scheduler,
        config: input.config,
        payments: input.order && orderPayments(input.order.id),
        submit: (txHash, nearSenderAccount) => {
          const swap = swapOf(quoteResponse);
          if (swap) void this.submitter.submit(input.client, { ...swap, txHash, nearSenderAccount });
        },
      };
    });
    const root = host.renderRoot as ShadowRoot;
    const sheets = [walletStyles, intentStyles, qrStyles, fundStyles].map((style: CSSResult) => style.styleSheet!);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  }

  hostUpdate(): void {
    const order = this.input().order;
    if (this.intent || order?.attributes.depositType !== 'INTENTS' || !needsFunding(order.attributes)) return;
    // Signing from an Intents balance: <swap-deposit>'s own chunk, loaded for such an order only.
    this.intent = import('../../swap-deposit/controllers/intent-pay-controller.js').then(
      ({ IntentPayController }) => {
        this.intent = new IntentPayController(this.host, () => {
          const input = this.input();
          const quoteResponse = input.order && fundingQuote(input.order);
          return {
            quoteResponse,
            tokens: input.tokens,
            phase: 'send',
            expired: this.expired(),
            verified: true,
            client: this.intentClient(input),
            scheduler: input.scheduler,
            now: input.now,
            record: () => input.refresh(),
            payments: input.order && orderPayments(input.order.id),
          };
        });
        this.host.requestUpdate();
      },
      () => (this.intent = undefined), // no chunk, no signing: the address stays
    );
  }

  /** The service calls of signing; whether the deposit arrived is the order's to tell (it has no swap status). */
  private intentClient(input: OrderFundInput): Pick<SwapClient, 'generateIntent' | 'submitIntent' | 'status'> {
    return {
      generateIntent: (request, options) => input.client.generateIntent(request, options),
      submitIntent: (signed, options) => input.client.submitIntent(signed, options),
      status: async () => {
        const order = await input.port.getOrder(input.order?.id ?? '');
        const status = needsFunding(order.attributes) ? 'PENDING_DEPOSIT' : 'KNOWN_DEPOSIT_TX';
        return { status, updatedAt: '' } as StatusResponse;
      },
    };
  }

  private expired(): boolean {
    const deadline = Date.parse(this.input().order?.attributes.deadline ?? '');
    return Number.isFinite(deadline) && this.input().now() >= deadline;
  }

  private qrSvg(text: string): string {
    const encoder = this.qr.value;
    if (!encoder) return '';
    if (this.qrCache?.text !== text) this.qrCache = { text, svg: encoder.renderSVG(text, QR_OPTIONS) };
    return this.qrCache.svg;
  }

  /** The QR code, the wallets and (for an INTENTS order) the signing, under the order's address and amount. */
  render() {
    const input = this.input();
    const order = input.order;
    const quoteResponse = order && fundingQuote(order);
    if (!order || !quoteResponse || this.expired()) return nothing;
    const a = order.attributes;
    const deposit = { t: this.deposit.t, common: this.deposit.common, locale: this.deposit.locale };
    const words = orderWords(deposit, this.fund.t);
    const token = findToken(input.tokens, depositAsset(a));
    const left = unfunded(a) ?? 0n;
    const remaining =
      token && BigInt(a.depositedAmount ?? '0') > 0n
        ? html`<p part="fund-remaining">
            ${this.fund.t('fundRemaining', {
              amount: `${formatAmount(left, token.decimals, { exact: true, locale: deposit.locale })} ${token.symbol}`,
            })}
          </p>`
        : nothing;
    if (a.depositType === 'INTENTS') {
      const intent = this.intent instanceof Promise ? undefined : this.intent;
      return html`${remaining}${intent?.render(words) ?? nothing}`;
    }
    const view = {
      t: words.t,
      quoteResponse,
      qrMode: this.qrMode,
      qrSvg: (text: string) => this.qrSvg(text),
      onQrMode: (event: Event) => {
        this.qrMode = (event.target as HTMLInputElement).value as QrMode;
        this.host.requestUpdate();
      },
    } as unknown as DepositView;
    return html`${remaining}
      <div class="fund-wallet">${this.wallet.render(words)}</div>
      ${qrSection(view, token, a.depositAddress!, a.depositMemo ?? undefined, undefined)}`;
  }
}
