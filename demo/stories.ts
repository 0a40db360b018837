// The stories: each renders live elements into the stage. Each story has group(s) of its own, so a quote or swap
// made in one story never shows up in another.
import { createSwapClient, getStore, resolveConfig, verifyQuoteSignature } from '../src/index.js';
import type { SimConnection } from './sim.js';

export interface StoryContext {
  sim: SimConnection;
  params: URLSearchParams;
  /** Demo partner token for the history (set as a property, never an attribute). */
  token(): Promise<string>;
}

export interface Story {
  id: string;
  title: string;
  description: string;
  /** Elements whose attributes get controls. */
  tags: string[];
  /** The story's own groups (the story id unless it has several). */
  groups: string[];
  render(stage: HTMLElement, ctx: StoryContext): Promise<void> | void;
}

/** A ready-to-try swap on the simulator: 100 USDC on Ethereum to NEAR, with demo addresses already filled in. */
const DEMO_QUOTE = {
  'origin-asset': 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
  'destination-asset': 'nep141:wrap.near',
  amount: '100',
  recipient: 'demo-user.near',
  'refund-address': '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
};

const el = (tag: string, attrs: Record<string, string> = {}): HTMLElement => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
};

/** Gives the group an active swap (a confirmed, verified quote on the simulator) when it has none yet. */
export async function ensureActiveSwap(group: string): Promise<void> {
  const store = getStore(group);
  if (store.get().activeSwap) return;
  const config = resolveConfig(group);
  const client = createSwapClient(config);
  const tokens = await client.tokens();
  const usdc = tokens.find((t) => t.symbol === 'USDC' && t.blockchain === 'eth');
  const near = tokens.find((t) => t.assetId === 'nep141:wrap.near');
  if (!usdc || !near) throw new Error('The simulator has no USDC on Ethereum or wNEAR.');
  const response = await client.quote({
    dry: false,
    swapType: 'EXACT_INPUT',
    slippageTolerance: 100,
    originAsset: usdc.assetId,
    depositType: 'ORIGIN_CHAIN',
    destinationAsset: near.assetId,
    amount: '250000000',
    refundTo: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    refundType: 'ORIGIN_CHAIN',
    recipient: 'demo-user.near',
    recipientType: 'DESTINATION_CHAIN',
    deadline: new Date((config.now ?? Date.now)() + 3_600_000).toISOString(),
  });
  const check = await verifyQuoteSignature(response, config.servicePublicKey);
  store.activate(response, check.ok);
}

const single = (
  id: string,
  tag: 'swap-quote' | 'swap-deposit' | 'swap-status',
  title: string,
  description: string,
  needsSwap = false,
): Story => ({
  id,
  title,
  description,
  tags: [tag],
  groups: [id],
  async render(stage) {
    if (needsSwap) await ensureActiveSwap(id);
    stage.append(el(tag, { group: id }));
  },
});

/** Quote, deposit and status of one group. */
const flow = (group: string) => [
  el('swap-quote', { ...DEMO_QUOTE, group }),
  el('swap-deposit', { group }),
  el('swap-status', { group }),
];

export const STORIES: Story[] = [
  {
    id: 'flow',
    title: 'Full flow',
    description:
      'Choose tokens and an amount, confirm the quote, then use the simulator panel to send the deposit and watch the status reach its end.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['flow'],
    render(stage) {
      stage.append(...flow('flow'));
    },
  },
  {
    id: 'widget',
    title: '<swap-widget>',
    description: 'The simplest embed: quote, deposit and status as the steps of one element.',
    tags: ['swap-widget'],
    groups: ['widget'],
    render(stage) {
      stage.append(el('swap-widget', { ...DEMO_QUOTE, group: 'widget' }));
    },
  },
  single(
    'quote',
    'swap-quote',
    '<swap-quote>',
    'Pick tokens, type an amount: live dry quotes, then a signed deposit quote.',
  ),
  single(
    'deposit',
    'swap-deposit',
    '<swap-deposit>',
    'Deposit instructions for the active swap (a quote was made on the simulator for this story).',
    true,
  ),
  single(
    'status',
    'swap-status',
    '<swap-status>',
    'Status of the active swap; send a deposit from the simulator panel to see it move.',
    true,
  ),
  {
    id: 'history',
    title: '<swap-history>',
    description: "The demo partner's swaps from the explorer, one request per 5 s. The token is set as a property.",
    tags: ['swap-history'],
    groups: ['history'],
    async render(stage, ctx) {
      stage.classList.add('wide');
      const history = el('swap-history', { group: 'history' }) as HTMLElement & { token?: string };
      history.token = await ctx.token();
      stage.append(history);
    },
  },
  {
    id: 'groups',
    title: 'Two groups',
    description: 'Two independent flows on one page: each group has its own quote, deposit and status.',
    tags: ['swap-quote'],
    groups: ['left', 'right'],
    render(stage) {
      for (const group of ['left', 'right']) {
        const column = document.createElement('div');
        column.className = 'column';
        column.append(...flow(group));
        stage.append(column);
      }
      stage.classList.add('columns');
    },
  },
  {
    id: 'status-page',
    title: 'Status page (?deposit=…)',
    description:
      'A resumable, deep-linkable status page: <swap-status deposit-address="…"> alone. Opened with ?deposit=ADDRESS (&memo=…) or with the active swap.',
    tags: ['swap-status'],
    groups: ['status-page'],
    async render(stage, ctx) {
      let address = ctx.params.get('deposit') ?? '';
      let memo = ctx.params.get('memo') ?? '';
      if (!address) {
        await ensureActiveSwap('status-page');
        const active = getStore('status-page').get().activeSwap;
        address = active?.depositAddress ?? '';
        memo = active?.memo ?? '';
      }
      const link = document.createElement('p');
      const url = new URL(location.href);
      url.search = new URLSearchParams({ deposit: address, ...(memo ? { memo } : {}) }).toString();
      url.hash = '#status-page';
      link.innerHTML = `Deep link: <a></a>`;
      const a = link.querySelector('a')!;
      a.href = url.toString();
      a.textContent = url.toString();
      stage.append(
        link,
        el('swap-status', { group: 'status-page', 'deposit-address': address, ...(memo ? { memo } : {}) }),
      );
    },
  },
  {
    id: 'theming',
    title: 'Theming',
    description: 'CSS custom properties and ::part(): pick a ready theme or edit the tokens in the controls.',
    tags: ['swap-quote'],
    groups: ['theming'],
    render(stage) {
      stage.append(...flow('theming'));
    },
  },
  {
    id: 'errors',
    title: 'Error handling',
    description:
      'Switch faults on in the simulator panel (latency, 5xx, malformed answers, 429, failing swaps) and see how each element explains them.',
    tags: ['swap-quote'],
    groups: ['errors'],
    render(stage) {
      stage.append(...flow('errors'));
    },
  },
];
