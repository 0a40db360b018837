// Set-up for the <swap-order> tests: the simulator's token list (symbols, decimals, prices) through its fetch, a
// service of orders the test drives (fund, fill, pay out, refund, refuse with an error code), a scheduler the test
// fires by hand, and helpers to read the rendered shadow DOM.
import { html } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../../src/elements/swap-order/swap-order.js';
import type { SwapOrder } from '../../../src/elements/swap-order/swap-order.js';
import type { Order, OrderAttributes, OrdersPort } from '../../../src/elements/swap-order/order.model.js';
import type { Messages } from '../../../src/i18n/messages.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { getStore } from '../../../src/store/store.js';
import { BASE } from '../../simulator/helpers.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { mountPlaced, normText } from '../../helpers/mount.js';
import { waitUntil } from '../../helpers/wait-until.js';

export const WNEAR = 'nep141:wrap.near';
export const USDC = 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near';

/** An order route's typed failure, as src/api/orders.ts throws it. */
export class RouteError extends Error {
  constructor(
    readonly code: string,
    readonly pointer?: string,
    readonly retryAfterMs?: number,
  ) {
    super(`${code}${pointer ? ` at ${pointer}` : ''}`);
  }
}

/** The order routes of a service the test drives step by step; every call is recorded. */
export function orderService() {
  const orders = new Map<string, Order>();
  const calls: { route: string; body?: unknown }[] = [];
  const failures: RouteError[] = [];
  let seq = 0;
  const copy = (order: Order): Order => JSON.parse(JSON.stringify(order)) as Order;
  const change = (id: string, patch: Partial<OrderAttributes>) => {
    const order = orders.get(id)!;
    order.attributes = { ...order.attributes, ...patch };
  };
  const answer = async (route: string, body: unknown, make: () => Order | { orders: Order[]; next?: string }) => {
    calls.push({ route, body });
    const failure = failures.shift();
    if (failure) throw failure;
    return make();
  };
  const port: OrdersPort = {
    createOrder: (attributes) =>
      answer('create', attributes, () => {
        const id = `ord_${++seq}`;
        const a = attributes as unknown as OrderAttributes;
        const order: Order = {
          id,
          attributes: {
            ...a,
            depositAddress: `deposit-${seq}.near`,
            fillStatus: 'AWAITING_DEPOSIT',
            payoutStatus: 'NOT_STARTED',
            isPayoutStatusFinal: false,
            depositedAmount: '0',
            partialFills: [],
            swapView: { amountIn: a.quantity, minAmountOut: '0' },
            estimatedWithdrawFee: '1000',
            estimatedRefundFee: '2000000000000000000000',
          },
        };
        orders.set(id, order);
        return copy(order);
      }) as Promise<Order>,
    getOrder: (id) => answer('get', id, () => copy(orders.get(id)!)) as Promise<Order>,
    cancelOrder: (id) =>
      answer('cancel', id, () => {
        change(id, { fillStatus: 'PENDING_CANCEL' });
        return copy(orders.get(id)!);
      }) as Promise<Order>,
    listOrders: (query) =>
      answer('list', query, () => {
        // Newest first; `after` is the last id of the page before (the service's cursor is opaque: so is this one).
        const all = [...orders.values()]
          .reverse()
          .filter((o) => !query.fillStatus || query.fillStatus.includes(o.attributes.fillStatus))
          .filter(
            (o) =>
              query.isPayoutStatusFinal === undefined ||
              !!o.attributes.isPayoutStatusFinal === query.isPayoutStatusFinal,
          );
        const start = query.after ? all.findIndex((o) => o.id === query.after) + 1 : 0;
        const page = all.slice(start, start + (query.size ?? 50));
        const more = start + page.length < all.length;
        return { orders: page.map(copy), ...(more ? { next: page.at(-1)!.id } : {}) };
      }) as Promise<{ orders: Order[]; next?: string }>,
  };
  return {
    port,
    calls,
    orders,
    /** The next answers fail with these errors, in order. */
    fail: (...errors: RouteError[]) => failures.push(...errors),
    fund: (id: string, amount: string) => change(id, { depositedAmount: amount, fillStatus: 'OPEN' }),
    fill: (id: string, amountIn: string, amountOut: string) => {
      const fills = [...(orders.get(id)!.attributes.partialFills ?? [])];
      fills.push({ id: `fill_${fills.length + 1}`, amountIn, amountOut });
      const used = fills.reduce((sum, f) => sum + BigInt(f.amountIn), 0n);
      const done = used >= BigInt(orders.get(id)!.attributes.depositedAmount ?? '0');
      change(id, { partialFills: fills, fillStatus: done ? 'FILLED' : 'PARTIALLY_FILLED' });
    },
    set: change,
  };
}

export type Service = ReturnType<typeof orderService>;

export interface Mounted {
  el: SwapOrder;
  timers: FakeTimers;
  events: CustomEvent[];
  settle(): Promise<void>;
  /** Fires the pending timers and waits until what they sent is handled and rendered. */
  tick(): Promise<void>;
  type(field: string, value: string): Promise<void>;
  text(selector: string): string;
  texts(selector: string): string[];
  all<E extends Element = HTMLElement>(selector: string): E[];
  $<E extends Element = HTMLElement>(selector: string): E;
}

export async function mount(
  sim: Simulator,
  port: OrdersPort | undefined,
  attrs: {
    /** The page-held partner credential (the simulator's), when `port` is undefined: the element's own client. */
    apiKey?: string;
    orderId?: string;
    theme?: 'light' | 'dark';
    lang?: string;
    locale?: string | null;
    width?: number;
    messages?: Messages;
  } = {},
): Promise<Mounted> {
  const timers = new FakeTimers();
  const events: CustomEvent[] = [];
  const record = (e: Event) => events.push(e as CustomEvent);
  const element = html`<swap-order
    .fetch=${sim.fetch}
    .clock=${sim.clock.now}
    .scheduler=${timers}
    .orders=${port}
    .apiKey=${attrs.apiKey}
    .messages=${attrs.messages}
    base-url=${BASE}
    base-asset=${WNEAR}
    quote-asset=${USDC}
    order-id=${attrs.orderId ?? nothing}
    locale=${attrs.locale === undefined ? 'en-US' : (attrs.locale ?? nothing)}
    theme=${attrs.theme ?? nothing}
    @swap-order-place=${record}
    @swap-order-change=${record}
    @swap-order-cancel=${record}
    @swap-error=${record}
  ></swap-order>`;
  const el = await mountPlaced<SwapOrder>(element, 'swap-order', attrs);
  const root = el.shadowRoot!;
  const settle = async () => {
    await waitUntil(() => getStore(el.group).get().tokens.state === 'ready', 'the token list loads');
    await el.requestComplete;
    await el.updateComplete;
    await el.requestComplete;
    await el.updateComplete;
  };
  await settle();
  const $ = <E extends Element = HTMLElement>(selector: string) => {
    const found = root.querySelector<E>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  return {
    el,
    timers,
    events,
    settle,
    async tick() {
      timers.fireAll();
      await settle();
    },
    async type(field, value) {
      const input = $<HTMLInputElement>(`#${field}`);
      input.value = value;
      input.dispatchEvent(new Event('input'));
      await el.updateComplete;
    },
    text: (selector) => normText($(selector).textContent),
    texts: (selector) => [...root.querySelectorAll(selector)].map((e) => normText(e.textContent)),
    all: <E extends Element = HTMLElement>(selector: string) => [...root.querySelectorAll<E>(selector)],
    $,
  };
}

/** Fills the form with a valid SELL of 1.5 wNEAR at 3.25 USDC. */
export async function fillForm(m: Mounted) {
  await m.type('price', '3.25');
  await m.type('quantity', '1.5');
  await m.type('recipient', '0x2222222222222222222222222222222222222222');
  await m.type('refundTo', 'alice.near');
}

/** Places the order through the form; returns its id. */
export async function place(m: Mounted): Promise<string> {
  await fillForm(m);
  m.$('[part=place-button]').click();
  await waitUntil(() => m.el.order !== undefined, 'the order is placed');
  await m.settle();
  return m.el.order!.id;
}
