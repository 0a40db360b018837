// Funding a limit order with <swap-deposit>'s own payment controllers, QR and views (wallet-pay, intent-pay): the
// order as the quote shape they read, and their sentences said of an order instead of a swap. Nothing here is copied
// from <swap-deposit>: only what an order has that a quote has under another name.
import type { QuoteResponse } from '../../api/schemas.js';
import type { Words } from '../swap-deposit/views/deposit-parts.view.js';
import type { orderFundMessages } from '../../i18n/en/order-fund.js';
import type { Translate } from '../../i18n/messages.js';
import {
  depositAsset,
  fundingAmount,
  needsFunding,
  payoutAsset,
  type OrderAttributes,
  type Order,
} from './order.model.js';

/** What is still to deposit: the amount the order names less what arrived (each intent covers this, CONTRACT.md). */
export function unfunded(order: OrderAttributes): bigint | undefined {
  const amount = fundingAmount(order);
  if (amount === undefined || !/^\d+$/.test(amount)) return undefined;
  const left = BigInt(amount) - BigInt(order.depositedAmount ?? '0');
  return left > 0n ? left : 0n;
}

/**
 * The order as the quote the payment controllers read (only these fields: where, how much, which token, the
 * refund), or undefined once it needs no funds. No signature: the order comes from the service's own order route.
 */
export function fundingQuote(order: Order): QuoteResponse | undefined {
  const a = order.attributes;
  const left = unfunded(a);
  if (!needsFunding(a) || !a.depositAddress || !left) return undefined;
  const view = a.swapView;
  return {
    quote: {
      depositAddress: a.depositAddress,
      ...(a.depositMemo ? { depositMemo: a.depositMemo } : {}),
      amountIn: String(left),
      amountOut: view?.amountOut ?? view?.minAmountOut ?? '0',
      ...(view?.minAmountOut ? { minAmountOut: view.minAmountOut } : {}),
      deadline: a.deadline ?? '',
    },
    quoteRequest: {
      dry: false,
      swapType: a.side === 'BUY' ? 'EXACT_OUTPUT' : 'EXACT_INPUT',
      depositType: a.depositType ?? 'ORIGIN_CHAIN',
      originAsset: depositAsset(a),
      destinationAsset: payoutAsset(a),
      amount: String(left),
      refundTo: a.refundTo ?? '',
      refundType: a.refundType ?? 'ORIGIN_CHAIN',
      recipient: a.recipient ?? '',
      recipientType: a.recipientType ?? 'DESTINATION_CHAIN',
      deadline: a.deadline ?? '',
    },
    timestamp: a.createdAt ?? '',
    signature: '',
  } as unknown as QuoteResponse;
}

/** The deposit sentences that speak of a swap or a quote, and the order's own for each (en/order-fund.ts). */
const FUND_WORDS: Readonly<Record<string, keyof typeof orderFundMessages>> = {
  walletSent: 'fundWalletSent',
  walletSentSeen: 'fundWalletSentSeen',
  walletOtherAccount: 'fundWalletOtherAccount',
  walletDepositUnready: 'fundWalletDepositUnready',
  intentMismatch: 'fundIntentMismatch',
  intentRefusedSignature: 'fundIntentRefusedSignature',
  intentRefusedExpired: 'fundIntentRefusedExpired',
  intentRefusedReplayed: 'fundIntentRefusedReplayed',
  intentRefusedQuote: 'fundIntentRefusedQuote',
  intentRefused: 'fundIntentRefused',
  intentMismatchSigner: 'fundIntentMismatchSigner',
  intentMismatchDeadline: 'fundIntentMismatchDeadline',
  intentMismatchReceiver: 'fundIntentMismatchReceiver',
  intentMismatchAmount: 'fundIntentMismatchAmount',
  intentMismatchToken: 'fundIntentMismatchToken',
  intentMismatchReceives: 'fundIntentMismatchReceives',
  intentMismatchPayout: 'fundIntentMismatchPayout',
  intentMismatchUnbound: 'fundIntentMismatchUnbound',
  intentArrived: 'fundIntentArrived',
  intentPreparing: 'fundIntentPreparing',
  intentSubmitting: 'fundIntentSubmitting',
  intentChecking: 'fundIntentChecking',
  intentNotArrivedUntil: 'fundIntentNotArrivedUntil',
  intentNotArrived: 'fundIntentNotArrived',
  intentServiceError: 'fundIntentServiceError',
  intentServiceResendUntil: 'fundIntentServiceResendUntil',
  intentServiceResend: 'fundIntentServiceResend',
  intentSent: 'fundIntentSent',
  intentCheck: 'fundIntentCheck',
};

/** The deposit views' words, with the order's sentence wherever the deposit's speaks of a swap or a quote. */
export function orderWords(deposit: Words, fund: Translate<typeof orderFundMessages>): Words {
  const t = ((key: string, values?: Record<string, unknown>) => {
    const own = FUND_WORDS[key];
    return own ? fund(own, values as never) : deposit.t(key as never, values as never);
  }) as Words['t'];
  return { t, common: deposit.common, locale: deposit.locale };
}
