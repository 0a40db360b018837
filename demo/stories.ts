// The stories: each renders live elements into the stage. Each story has group(s) of its own, so a quote or swap
// made in one story never shows up in another.
import { createSwapClient, getStore, verifyQuoteSignature } from '../src/index.js';
import { DEMO_APP_FEES, DEMO_REFERRAL, GATEWAY_PATH } from './gateway.js';
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
  /** A wide element (the history table): the page gives the story its full width. */
  wide?: boolean;
  render(stage: HTMLElement, ctx: StoryContext): Promise<void> | void;
}

/** A ready-to-try swap on the simulator: 100 USDC on Ethereum to NEAR, with demo addresses already filled in. */
const DEMO_QUOTE = {
  'origin-asset': 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
  'destination-asset': 'nep141:wrap.near',
  amount: '100',
  recipient: 'demo-user.near',
  'refund-address': '0x56cf7e8d7ff2ae9ba218a28d26d5d200a13f2e8a',
};

/** USDC on Ethereum, wNEAR, BTC and an id the service does not know (ignored). */
const DEMO_FEATURED = [
  'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
  'nep141:wrap.near',
  'nep141:btc.omft.near',
  'nep141:no-such-token.near',
].join(',');

const el = (tag: string, attrs: Record<string, string> = {}): HTMLElement => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
};

/** Gives the group an active swap (a confirmed, verified quote on the simulator) when it has none yet. */
export async function ensureActiveSwap(group: string): Promise<void> {
  const store = getStore(group);
  if (store.get().activeSwap) return;
  const config = getStore(group).get().config;
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
    refundTo: '0x56cf7e8d7ff2ae9ba218a28d26d5d200a13f2e8a',
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
  {
    id: 'quote',
    title: '<swap-quote>',
    description:
      'Pick tokens, type an amount: live dry quotes, then a signed deposit quote. The token lists start with recent and featured tokens; every chain and the common tokens show their built-in logos (@web3icons/core, MIT), which load when a list first opens and make no request; a token without one shows its monogram.',
    tags: ['swap-quote'],
    groups: ['quote'],
    render(stage) {
      stage.append(el('swap-quote', { group: 'quote', 'featured-tokens': DEMO_FEATURED }));
    },
  },
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
    wide: true,
    async render(stage, ctx) {
      stage.classList.add('wide');
      const history = el('swap-history', { group: 'history' }) as HTMLElement & { token?: string };
      history.token = await ctx.token();
      stage.append(history);
    },
  },
  {
    id: 'activity',
    title: '<swap-activity>',
    description:
      "This device's own swaps from the saved receipts (after running the Full flow story there is at least one), with their live status; no token, no explorer. Open one to follow it below (this page cancels the event; the link itself leads to the status-page story), download its receipt or forget it.",
    tags: ['swap-activity'],
    groups: ['activity'],
    render(stage) {
      const activity = el('swap-activity', {
        group: 'activity',
        'status-page': '?deposit={depositAddress}&memo={memo}#status-page',
      });
      const status = el('swap-status', { group: 'activity' });
      status.hidden = true;
      activity.addEventListener('swap-activity-select', (event) => {
        event.preventDefault(); // opened in place, not through the link
        status.setAttribute('deposit-address', event.detail.depositAddress);
        if (event.detail.memo) status.setAttribute('memo', event.detail.memo);
        else status.removeAttribute('memo');
        status.hidden = false;
      });
      stage.append(activity, status);
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
    id: 'any-input',
    title: 'Any token in (ANY_INPUT)',
    description:
      'A partner address that takes any amount of any token: the quote and the status carry the demo partner token (properties). Pick the chain to pay from in the deposit, send from the simulator panel (it pays the chain shown), skip ahead, and see what was collected and withdrawn.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['any-input'],
    async render(stage, ctx) {
      const token = await ctx.token();
      const [quote, deposit, status] = flow('any-input');
      for (const [name, value] of Object.entries({
        'swap-type': 'ANY_INPUT',
        'deposit-type': 'INTENTS',
        'refund-type': 'INTENTS',
        'refund-address': 'demo-user.near',
      })) {
        quote!.setAttribute(name, value);
      }
      // ANY_INPUT needs the partner credential to be quoted, and to list what the address collected.
      (quote as HTMLElement & { token?: string }).token = token;
      (status as HTMLElement & { token?: string }).token = token;
      stage.append(quote!, deposit!, status!);
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
    id: 'going-live',
    title: 'Going live',
    description:
      'The elements talk to a partner gateway in front of the simulator: quotes, deposit, status and a public history, with no credential in the page.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history'],
    groups: ['going-live'],
    wide: true,
    render(stage, ctx) {
      const gateway = gatewayUrl(ctx.params.get('gateway')) ?? GATEWAY_PATH;
      const about = document.createElement('div');
      about.className = 'narrow';
      about.innerHTML = `<p>Live, the partner credential must stay off the page. A gateway on your own server
        (<code>npm run gateway</code>, or <code>swap-elements/gateway</code> on Node, Deno, Bun or Workers) sits between
        the page and the swap service. This page holds no token: every element points <code>base-url</code> and
        <code>explorer-url</code> at the gateway, here <code class="gateway-url"></code>. The gateway:</p>
        <ul>
          <li>adds the partner credential to what it forwards, so quotes pay no platform fee;</li>
          <li>enforces the partner's referral (<code>${DEMO_REFERRAL}</code>) and app fee
            (${DEMO_APP_FEES.map((f) => `${f.fee / 100}% to <code>${f.recipient}</code>`).join(', ')}) on every quote;</li>
          <li>passes only the routes the elements use, checks every request, and limits each visitor;</li>
          <li>shares explorer answers among all visitors (one upstream request per 5 s), and masks addresses in this
            public history.</li>
        </ul>${
          import.meta.env.DEV
            ? ''
            : '<p>In this static build of the demo, the gateway and the simulator run inside the page, standing in for your server.</p>'
        }`;
      about.querySelector('.gateway-url')!.textContent = gateway;
      stage.append(about, gatewayForm(gateway));
      const column = document.createElement('div');
      column.className = 'column narrow';
      column.append(
        ...flow('going-live').map((element) => {
          element.setAttribute('base-url', gateway);
          return element;
        }),
      );
      stage.append(
        column,
        el('swap-history', { group: 'going-live', 'base-url': gateway, 'explorer-url': `${gateway}/explorer` }),
      );
      stage.classList.add('wide');
    },
  },
  {
    id: 'wallet',
    title: 'Pay from a wallet',
    description:
      'A stand-in browser wallet ("Demo Wallet", announced through EIP-6963 once this story opens) on Ethereum: connect it in the quote to see its balance and Max, confirm the quote, then pay with it in the deposit. It switches chain if needed and sends exactly the quoted amount, which the simulator receives; the hash is submitted for you and the status follows.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet'],
    async render(stage, ctx) {
      const { demoWallet } = await import('./fake-wallet.js');
      demoWallet(ctx.sim);
      stage.append(...flow('wallet'));
    },
  },
  {
    id: 'wallet-intents',
    title: 'Pay from your NEAR Intents balance',
    description:
      'The stand-in browser wallet ("Demo Wallet", EIP-6963) holds 500 USDC in its NEAR Intents account, its 0x address (the simulator is seeded with it when this story opens). The quote asks to be funded from that balance (deposit-type="INTENTS", refunds to the same Intents account): confirm it, then "Sign with Demo Wallet" in the deposit. The page asks the service for the transfer to sign (POST /v0/generate-intent), checks it is exactly the amount due to the deposit address, the wallet signs it with personal_sign (erc191), and the page sends it (POST /v0/submit-intent). The simulator verifies the signature, debits the balance and the swap proceeds: nothing is sent on a chain. NEAR (nep413) and Solana (raw_ed25519) wallets sign the same way.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-intents'],
    async render(stage, ctx) {
      const { demoWallet } = await import('./fake-wallet.js');
      const account = demoWallet(ctx.sim).accounts[0]!;
      const usdc = 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near';
      await ctx.sim.control('/intents/balance', { accountId: account, asset: usdc, amount: '500000000' });
      stage.append(
        el('swap-quote', {
          group: 'wallet-intents',
          'origin-asset': usdc,
          'destination-asset': 'nep141:wrap.near',
          amount: '100',
          recipient: 'demo-user.near',
          'deposit-type': 'INTENTS',
          'refund-type': 'INTENTS',
          'refund-address': account,
        }),
        el('swap-deposit', { group: 'wallet-intents' }),
        el('swap-status', { group: 'wallet-intents' }),
      );
    },
  },
  {
    id: 'account',
    title: 'Your Intents account',
    description:
      'The stand-in browser wallet ("Demo Wallet", EIP-6963) holds 500 USDC in its NEAR Intents account (seeded when this story opens). Connect it in <swap-account>: the account id is its lower-case address, the balance is read with the intents.near view mt_batch_balance_of through the simulator\'s NEAR RPC. Swap a token inside the balance or withdraw it to a chain (both signed with the wallet), or top the account up from a wallet or the deposit address; the balance is read again as the swap moves.',
    tags: ['swap-account'],
    groups: ['account'],
    async render(stage, ctx) {
      const { demoWallet } = await import('./fake-wallet.js');
      const account = demoWallet(ctx.sim).accounts[0]!;
      const usdc = 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near';
      await ctx.sim.control('/intents/balance', { accountId: account, asset: usdc, amount: '500000000' });
      stage.append(el('swap-account', { group: 'account' }));
    },
  },
  {
    id: 'wallet-btc',
    title: 'Pay from a Bitcoin wallet',
    description:
      'A stand-in Bitcoin wallet ("Demo Bitcoin Wallet", registered in window.btc_providers as WBIP004 wallets such as Xverse and Leather are) once this story opens: connect it in the quote to see its balance and Max (10,000 sat kept for the fee) and to fill the refund address, confirm the quote, then pay with it in the deposit. It sends exactly the satoshis due with sendTransfer, which the simulator receives; the transaction id is submitted for you. Unisat (window.unisat.sendBitcoin) works the same way.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-btc'],
    async render(stage, ctx) {
      const { demoBtcWallet } = await import('./fake-btc-wallet.js');
      demoBtcWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-btc',
          'origin-asset': 'nep141:btc.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '0.01',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-btc' }),
        el('swap-status', { group: 'wallet-btc' }),
      );
    },
  },
  {
    id: 'wallet-tron',
    title: 'Pay from a Tron wallet',
    description:
      'A stand-in Tron wallet ("Demo Tron Wallet", announced through TIP-6963 with its own injected TronWeb, as TronLink does) once this story opens: connect it in the quote to see its USDT balance and Max and to fill the refund address, confirm the quote, then pay with it in the deposit. The page checks the account is activated and has the energy and bandwidth (or the TRX to burn), and the wallet builds, signs and broadcasts exactly one TRC-20 transfer, which the simulator receives; the transaction id is submitted for you.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-tron'],
    async render(stage, ctx) {
      const { demoTronWallet } = await import('./fake-tron-wallet.js');
      demoTronWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-tron',
          'origin-asset': 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '100',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-tron' }),
        el('swap-status', { group: 'wallet-tron' }),
      );
    },
  },
  {
    id: 'wallet-stellar',
    title: 'Pay from a Stellar wallet',
    description:
      'A stand-in Stellar wallet ("Demo Stellar Wallet", an injected SEP-43 object as Freighter and xBull inject) once this story opens, with 5,000 XLM on the simulator\'s Stellar ledger: connect it in the quote to see its spendable XLM and Max and to fill the refund address, confirm the quote, then pay with it in the deposit. The page builds one payment of exactly the amount to the deposit address with the deposit memo (never without it), the wallet signs it for the public network, and the page submits it to the simulator\'s Horizon; the hash is submitted for you.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-stellar'],
    async render(stage, ctx) {
      const { demoStellarWallet } = await import('./fake-stellar-wallet.js');
      demoStellarWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-stellar',
          'origin-asset': 'nep245:v2_1.omni.hot.tg:1100_111bzQBB5v7AhLyPMDwS8uJgQV24KaAPXtwyVWu2KXbbfQU6NXRCz',
          'destination-asset': 'nep141:wrap.near',
          amount: '3000',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-stellar' }),
        el('swap-status', { group: 'wallet-stellar' }),
      );
    },
  },
  {
    id: 'wallet-sol',
    title: 'Pay from a Solana wallet',
    description:
      "A stand-in Solana wallet (\"Demo Solana Wallet\", registered through the Wallet Standard as Phantom, Solflare and Backpack are) once this story opens, holding 10 SOL and 5,000 USDC on the simulator's Solana ledger: connect it in the quote to see its USDC balance and Max and to fill the refund address, confirm the quote, then pay with it in the deposit. The page reads the mint and the token accounts from the chain (the simulator's /rpc/solana), builds one transaction (the deposit address's token account created if missing, then transferChecked of exactly the amount), and the wallet signs and sends it; the simulator runs it and sees the deposit, and the signature is submitted for you.",
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-sol'],
    async render(stage, ctx) {
      const { demoSolWallet } = await import('./fake-sol-wallet.js');
      await demoSolWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-sol',
          'origin-asset': 'nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '100',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-sol' }),
        el('swap-status', { group: 'wallet-sol' }),
      );
    },
  },
  {
    id: 'wallet-ton',
    title: 'Pay from a TON wallet',
    description:
      "A stand-in TON wallet (\"Demo TON Wallet\", injected as TON Connect's bridge the way Tonkeeper's extension is) once this story opens, holding 5,000 TON and 5,000 USDT on the simulator's TON ledger (the service takes at least $1,000 from TON): connect it in the quote to see its USDT balance and Max and to fill the refund address, confirm the quote, then pay with it in the deposit. The page asks the chain for the wallet's USDT jetton wallet and builds one message with @ton/core: the TEP-74 jetton transfer of exactly the amount to the deposit address; the wallet signs and sends it, the simulator runs it and sees the deposit, and the message's hash is submitted for you.",
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-ton'],
    async render(stage, ctx) {
      const { demoTonWallet } = await import('./fake-ton-wallet.js');
      await demoTonWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-ton',
          'origin-asset': 'nep245:v2_1.omni.hot.tg:1117_mtmxAnUdzNNsMKHCMs8fGyVx8Hp',
          'destination-asset': 'nep141:wrap.near',
          amount: '1000', // the service's $1,000 minimum from TON
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-ton' }),
        el('swap-status', { group: 'wallet-ton' }),
      );
    },
  },
  {
    id: 'wallet-near',
    title: 'Pay from a NEAR wallet',
    description:
      "A stand-in NEAR wallet (\"Demo NEAR Wallet\", injected the way NEAR Connect's extension wallets are) once this story opens: connect it in the quote to see its USDC balance (read from the simulator's NEAR RPC) and Max and to fill the refund account, confirm the quote, then pay with it in the deposit. The page reads whether the deposit account is registered with the token, and the wallet signs one transaction: storage_deposit when it is not, then ft_transfer of exactly the amount with 1 yoctoNEAR. The simulator's NEAR ledger runs it and receives the deposit; the hash is submitted for you with the sender account.",
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-near'],
    async render(stage, ctx) {
      const { demoNearWallet } = await import('./fake-near-wallet.js');
      await demoNearWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-near',
          'origin-asset': 'nep141:17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1',
          'destination-asset': 'nep141:wrap.near',
          amount: '100',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-near' }),
        el('swap-status', { group: 'wallet-near' }),
      );
    },
  },
  {
    id: 'wallet-sui',
    title: 'Pay from a Sui wallet',
    description:
      'A stand-in Sui wallet ("Demo Sui Wallet", registered through the Wallet Standard as Slush and Suiet are) holding 50 SUI on the simulator\'s Sui ledger: connect it in the quote to see its balance (suix_getBalance) and Max and to fill the refund address, confirm the quote, then pay with it in the deposit. The page hands the wallet one transaction as serialized JSON (SUI split from the gas coin, exactly the amount, to the deposit address); the simulator receives the deposit and the digest is submitted for you.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-sui'],
    async render(stage, ctx) {
      const { demoSuiWallet } = await import('./fake-sui-wallet.js');
      await demoSuiWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-sui',
          'origin-asset': 'nep141:sui.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '10',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-sui' }),
        el('swap-status', { group: 'wallet-sui' }),
      );
    },
  },
  {
    id: 'wallet-aptos',
    title: 'Pay from an Aptos wallet',
    description:
      'A stand-in AIP-62 wallet ("Demo Aptos Wallet", on Aptos mainnet, chain id 1) holding 20 APT on the simulator\'s ledger: connect it in the quote to see its balance (the coin view) and Max, confirm, then pay: the wallet gets one entry-function payload, 0x1::aptos_account::transfer_coins of exactly the amount to the deposit address, and the hash is submitted for you.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-aptos'],
    async render(stage, ctx) {
      const { demoAptosWallet } = await import('./fake-aptos-wallet.js');
      await demoAptosWallet(ctx.sim, 'aptos');
      stage.append(
        el('swap-quote', {
          group: 'wallet-aptos',
          'origin-asset': 'nep141:aptos.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '5',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-aptos' }),
        el('swap-status', { group: 'wallet-aptos' }),
      );
    },
  },
  {
    id: 'wallet-movement',
    title: 'Pay from a Movement wallet',
    description:
      'A stand-in AIP-62 wallet on Movement mainnet (chain id 126, "Demo Movement Wallet") holding 20 MOVE: the same standard and payload as Aptos, checked against Movement\'s chain id, read through the simulator\'s /rpc/movement.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-movement'],
    async render(stage, ctx) {
      const { demoAptosWallet } = await import('./fake-aptos-wallet.js');
      await demoAptosWallet(ctx.sim, 'movement');
      stage.append(
        el('swap-quote', {
          group: 'wallet-movement',
          'origin-asset': '1cs_v1:movement:native:coin',
          'destination-asset': 'nep141:wrap.near',
          amount: '10',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-movement' }),
        el('swap-status', { group: 'wallet-movement' }),
      );
    },
  },
  {
    id: 'wallet-starknet',
    title: 'Pay from a Starknet wallet',
    description:
      'A stand-in get-starknet wallet ("Demo Starknet Wallet", injected as window.starknet_fake as Argent X and Braavos inject themselves) holding 100 STRK: connect it in the quote to see its balance (starknet_call balanceOf) and Max, confirm, then pay: one wallet_addInvokeTransaction with the STRK contract\'s transfer of exactly the amount (u256 as low and high felts), the hash submitted for you.',
    tags: ['swap-quote', 'swap-deposit', 'swap-status'],
    groups: ['wallet-starknet'],
    async render(stage, ctx) {
      const { demoStarknetWallet } = await import('./fake-starknet-wallet.js');
      await demoStarknetWallet(ctx.sim);
      stage.append(
        el('swap-quote', {
          group: 'wallet-starknet',
          'origin-asset': 'nep141:starknet.omft.near',
          'destination-asset': 'nep141:wrap.near',
          amount: '50',
          recipient: 'demo-user.near',
        }),
        el('swap-deposit', { group: 'wallet-starknet' }),
        el('swap-status', { group: 'wallet-starknet' }),
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
  {
    id: 'orders',
    title: '<swap-order> and <swap-orders>',
    description:
      'A limit order on the simulated market: sell wNEAR for USDC at your price, fund it from the simulator panel (its deposit address), and watch it fill in parts once the market reaches the price, then pay out; cancel it to see what comes back. The partner credential is set as a property (on a real site, the gateway adds it).',
    tags: ['swap-order', 'swap-orders'],
    groups: ['orders'],
    async render(stage, ctx) {
      const token = await ctx.token();
      const order = el('swap-order', {
        group: 'orders',
        'base-asset': 'nep141:wrap.near',
        'quote-asset': 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
      }) as HTMLElement & { token?: string; orderId?: string };
      const orders = el('swap-orders', { group: 'orders' }) as HTMLElement & { token?: string };
      order.token = token;
      orders.token = token;
      // Shown in the form's element above (the list would otherwise show it in place, fetching <swap-order> then).
      orders.addEventListener('swap-order-select', (event) => {
        event.preventDefault();
        order.orderId = event.detail.order.id;
      });
      stage.append(order, orders);
    },
  },
];

/** A gateway given to the "Going live" story: this origin's path or an http(s) URL, without a trailing slash. */
function gatewayUrl(value: string | null): string | undefined {
  const text = value?.trim().replace(/\/+$/, '');
  if (!text) return undefined;
  if (/^\/[^/\\]/.test(text)) return text;
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Points the story at another gateway (e.g. `npm run gateway`): a reload with ?gateway=…, starting afresh. */
function gatewayForm(current: string): HTMLFormElement {
  const form = document.createElement('form');
  form.className = 'gateway-form narrow';
  form.innerHTML = `<label for="gateway-url">Gateway URL</label>
    <span class="row">
      <input id="gateway-url" name="gateway" type="text" inputmode="url" spellcheck="false" autocomplete="off"
        aria-describedby="gateway-hint" />
      <button type="submit">Use this gateway</button>
    </span>
    <span id="gateway-hint" class="muted">This demo's is <code>${GATEWAY_PATH}</code>. For one started with
      <code>npm run gateway</code>, enter its address, e.g. <code>http://127.0.0.1:8788</code>, and list this page's
      origin in its <code>ALLOWED_ORIGINS</code>. The simulator panel drives the demo's own simulator.</span>`;
  const input = form.querySelector('input')!;
  input.value = current;
  input.addEventListener('input', () => input.setCustomValidity(''));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = input.value.trim() ? gatewayUrl(input.value) : GATEWAY_PATH;
    if (chosen === current) return;
    if (!chosen) {
      input.setCustomValidity('Enter a path on this site such as /gateway, or a URL such as http://127.0.0.1:8788.');
      input.reportValidity();
      return;
    }
    // A swap made through one gateway means nothing to another.
    getStore('going-live').clearActive();
    const url = new URL(location.href);
    if (chosen === GATEWAY_PATH) url.searchParams.delete('gateway');
    else url.searchParams.set('gateway', chosen);
    url.hash = '#going-live';
    location.assign(url);
  });
  return form;
}
