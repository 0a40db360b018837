// The token picker's logos (icon template, icon function, the built-in logos and the monogram after them, chain
// badges), its "Recent" and "Featured" groups, and its every-word search, against the simulator's token list. The
// built-in logos are loaded up front here; token-logos.test.ts checks that a page loads them only when a picker opens.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { Token } from '../../../src/api/schemas.js';
import { CHAIN_NAMES } from '../../../src/core/assets.js';
import { logosModule, type Logos } from '../../../src/controllers/lazy-module.js';
import { tokenIconUrl } from '../../../src/elements/parts/views/token-logo.view.js';
import { matchTokens } from '../../../src/elements/swap-quote/token-search.model.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapQuoteConfirmEvent } from '../../../src/events.js';
import { Persistence } from '../../../src/store/persistence.js';
import { MAX_RECENT_TOKENS, RECENT_TOKENS_KEY, recentTokens, rememberToken } from '../../../src/store/recent-tokens.js';
import { configure, resetStores, setPersistence } from '../../../src/store/store.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { addressOn, BASE, BTC, ETH_USDC, SOL, WNEAR } from '../../simulator/helpers.js';
import { $, $$, harness, key, mount, type, type Harness } from './helpers.js';

const ETH = 'nep141:eth.omft.near';
const ARB_USDC = 'nep141:arb-0xaf88d065e77c8cc2239327c5edb3a432268e5831.omft.near';
const NEAR_USDC = 'nep141:17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1';
/** A red dot that loads without a request. */
const DOT = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='28' height='28'><circle cx='14' cy='14' r='14' fill='red'/></svg>",
)}`;

/** Every request this page made to a path (resource timing lists images, fetches and scripts alike). */
const requestsTo = (path: string): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith(path));

/** Every image this page asked for, by an <img> or by CSS (a monogram drawn with a background image would show). */
const imageRequests = (): string[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => ['img', 'css'].includes(entry.initiatorType) && !entry.name.includes('__token_picker_probe__'))
    .map((entry) => entry.name);

/** Loads a missing image and waits for its error: requests started before it have been answered by then. */
async function settleNetwork(): Promise<void> {
  const probe = new Image();
  const failed = oneEvent(probe, 'error');
  probe.src = `/__token_picker_probe__/${Math.random()}.png`;
  await failed;
}

async function open(el: SwapQuote, side: 'origin' | 'destination'): Promise<void> {
  $<HTMLButtonElement>(el, `#${side}-input ~ [part=token-toggle]`)!.click();
  await el.updateComplete;
  expect($(el, `#${side}-input`)!.getAttribute('aria-expanded')).to.equal('true');
}

async function close(el: SwapQuote, side: 'origin' | 'destination'): Promise<void> {
  key($(el, `#${side}-input`)!, 'Escape');
  await el.updateComplete;
}

/** Tokens the built-in logos do not know, on a known chain and on chains the service may add. */
const UNKNOWN = [
  { assetId: 'nep141:zzt.test.near', blockchain: 'near', symbol: 'ZZT', decimals: 18, price: 1 },
  { assetId: 'nep141:zzt.omft.near', blockchain: 'newchain', symbol: 'ZZT', decimals: 18, price: 1 },
  { assetId: 'nep141:qq.omft.near', blockchain: 'otherchain', symbol: 'QQ', decimals: 18, price: 1 },
] as Token[];

/** Adds tokens to the simulator's token list as the page receives it. */
async function listAlso(h: Harness, tokens: Token[]): Promise<void> {
  const fetch = h.fetch;
  h.fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!String(input).endsWith('/v0/tokens')) return response;
    return Response.json([...((await response.json()) as Token[]), ...tokens]);
  };
  // The page keeps one token list per service; an earlier test's element may have asked for it again since harness().
  resetStores();
  configure({ servicePublicKey: (await h.sim.info()).publicKey });
}

const options = (el: SwapQuote, side: 'origin' | 'destination') => $$(el, `#${side}-listbox [role=option]`);
const optionText = (option: Element) =>
  `${option.querySelector('.option-symbol')!.textContent} ${option.querySelector('.option-chain')!.textContent}`;

/** Each group's label and its options ("USDC Ethereum"). */
function groups(el: SwapQuote, side: 'origin' | 'destination'): [string, string[]][] {
  return $$(el, `#${side}-listbox [role=group]`).map((group) => [
    el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)!.textContent!.trim(),
    [...group.querySelectorAll('[role=option]')].map(optionText),
  ]);
}

/** The group holding the option the combobox points at. */
function activeGroup(el: SwapQuote, side: 'origin' | 'destination'): string {
  const id = $(el, `#${side}-input`)!.getAttribute('aria-activedescendant')!;
  const group = el.shadowRoot!.getElementById(id)!.closest('[role=group]')!;
  return el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)!.textContent!.trim();
}

const luminance = (rgb: string): number => {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('<swap-quote> token picker', () => {
  let h: Harness;
  let logos: Logos;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
    logos = await logosModule.load();
    performance.setResourceTimingBufferSize(5000);
    performance.clearResourceTimings();
  });
  afterEach(() => visibility.restore());

  describe('logos', () => {
    it('fills every placeholder of the template URL-encoded, and gives none for a native token', () => {
      const token = {
        assetId: 'nep245:v2_1.omni.hot.tg:56_x/y',
        blockchain: 'bsc',
        symbol: 'A/B C?',
        decimals: 18,
        contractAddress: '0xAb#1',
      } as Token;
      expect(tokenIconUrl('https://icons.test/{blockchain}/{symbol}/{contractAddress}/{assetId}.png', token)).to.equal(
        'https://icons.test/bsc/A%2FB%20C%3F/0xAb%231/nep245%3Av2_1.omni.hot.tg%3A56_x%2Fy.png',
      );
      const native = { ...token, contractAddress: null };
      expect(tokenIconUrl('https://icons.test/{contractAddress}.png', native)).to.equal(undefined);
      expect(tokenIconUrl('https://icons.test/{blockchain}/{symbol}.png', native)).to.equal(
        'https://icons.test/bsc/A%2FB%20C%3F.png',
      );
      expect(tokenIconUrl(undefined, token)).to.equal(undefined);
    });

    it('asks the template URL of each offered token once; a failed icon gives way to the built-in logo and is never asked again', async () => {
      const path = '/__token_icons_missing__/';
      const el = await mount(h, { origin: ETH_USDC });
      el.assets = [ETH_USDC, ETH, WNEAR];
      el.tokenIcons = `${path}{blockchain}/{symbol}/{contractAddress}/{assetId}.png`;
      await el.updateComplete;

      // The chosen token's logo sits beside its name.
      const chosen = $<HTMLImageElement>(el, '#origin-input')!.parentElement!.querySelector('img.logo-image')!;
      const usdcUrl = `${path}eth/USDC/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48/nep141%3Aeth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near.png`;
      expect(chosen.getAttribute('src')).to.equal(usdcUrl);
      expect(chosen.getAttribute('alt')).to.equal('');
      expect(chosen.getAttribute('loading')).to.equal('lazy');
      expect([chosen.getAttribute('width'), chosen.getAttribute('height')]).to.deep.equal(['28', '28']);

      await open(el, 'destination');
      const logoSources = () =>
        $$<HTMLImageElement>(el, '#destination-listbox img.logo-image').map((img) => img.getAttribute('src'));
      const images = $$<HTMLImageElement>(el, '#destination-listbox img.logo-image').filter((img) =>
        img.getAttribute('src')!.startsWith(path),
      );
      expect(logoSources()).to.have.members([
        usdcUrl,
        `${path}near/wNEAR/wrap.near/nep141%3Awrap.near.png`,
        logos.TOKEN_LOGOS.ETH,
      ]);
      const native = options(el, 'destination').find((o) => optionText(o) === 'ETH Ethereum')!;
      expect(native.querySelector('img.logo-image')!.getAttribute('src')).to.equal(
        logos.TOKEN_LOGOS.ETH,
        'no contract address: no URL, the built-in logo',
      );

      // Each icon fails (404 from the test server): the built-in logos take their place. Waited for as a state (an
      // error event may come before a listener could be added).
      expect(images).to.have.length(2);
      const builtIn = [logos.TOKEN_LOGOS.USDC, logos.TOKEN_LOGOS.ETH, logos.TOKEN_LOGOS.WNEAR].sort();
      await waitUntil(
        () => JSON.stringify([...logoSources()].sort()) === JSON.stringify(builtIn),
        `still asking for a failed icon: ${logoSources().join(' ')}`,
      );
      await el.updateComplete;
      expect(logoSources()).to.have.members(builtIn);
      expect($(el, '#origin-input')!.parentElement!.querySelector('img.logo-image')!.getAttribute('src')).to.equal(
        logos.TOKEN_LOGOS.USDC,
        'the chosen token shows it too',
      );
      const asked = requestsTo(path);
      expect(asked.map((url) => new URL(url).pathname)).to.have.members([
        usdcUrl,
        `${path}near/wNEAR/wrap.near/nep141%3Awrap.near.png`,
      ]);

      // Closing and opening both lists asks nothing more: the built-in logos make no request.
      await close(el, 'destination');
      await open(el, 'destination');
      await close(el, 'destination');
      await open(el, 'origin');
      expect($$<HTMLImageElement>(el, 'img').every((img) => img.src.startsWith('data:'))).to.equal(true);
      await settleNetwork();
      expect(requestsTo(path)).to.have.length(asked.length);
      expect(imageRequests()).to.have.members(asked, 'no other image either');
    });

    it('takes the icon from the tokenIcon function first, then from the template', async () => {
      const seen: string[] = [];
      const el = await mount(h, { origin: ETH_USDC });
      el.assets = [ETH_USDC, ARB_USDC, WNEAR, BTC];
      el.tokenIcons = '/__token_icons_template__/{symbol}.png';
      el.tokenIcon = (token) => {
        seen.push(token.assetId);
        if (token.symbol === 'USDC') return DOT;
        return token.blockchain === 'btc' ? '' : undefined;
      };
      await el.updateComplete;
      await open(el, 'destination');
      const src = (text: string) =>
        options(el, 'destination')
          .find((o) => optionText(o) === text)!
          .querySelector('img.logo-image')
          ?.getAttribute('src');
      expect(src('USDC Ethereum')).to.equal(DOT);
      expect(src('USDC Arbitrum')).to.equal(DOT);
      expect(src('wNEAR NEAR')).to.equal('/__token_icons_template__/wNEAR.png', 'undefined: the template');
      expect(src('BTC Bitcoin')).to.equal('/__token_icons_template__/BTC.png', 'empty: the template');
      expect(seen).to.include(ARB_USDC);

      // A loaded icon stays, a failed one gives way to the built-in logo; a function that throws leaves those.
      const usdc = () => options(el, 'destination').find((o) => optionText(o) === 'USDC Ethereum')!;
      const dot = usdc().querySelector<HTMLImageElement>('img.logo-image')!;
      await waitUntil(() => dot.complete && dot.naturalWidth > 0, 'the data: icon did not load');
      await waitUntil(
        () => !$$<HTMLImageElement>(el, 'img').some((img) => img.src.includes('/__token_icons_template__/')),
        'the template icons did not fail',
      );
      expect(usdc().querySelector('img.logo-image')).to.equal(dot);
      expect(src('wNEAR NEAR')).to.equal(logos.TOKEN_LOGOS.WNEAR);
      expect(src('BTC Bitcoin')).to.equal(logos.TOKEN_LOGOS.BTC);
      el.tokenIcons = undefined;
      el.tokenIcon = () => {
        throw new Error('broken icon function');
      };
      await el.updateComplete;
      expect(
        options(el, 'destination').map((o) => o.querySelector('img.logo-image')?.getAttribute('src')),
      ).to.deep.equal(
        options(el, 'destination').map(
          (o) => logos.TOKEN_LOGOS[o.querySelector('.option-symbol')!.textContent!.toUpperCase()],
        ),
      );
      expect($$(el, '#destination-listbox .monogram')).to.have.length(0);
    });

    it('puts a chain badge on every token, told apart by shape; monograms and initials are readable (4.5:1) in light and dark', async () => {
      await listAlso(h, UNKNOWN);
      const el = await mount(h, { origin: UNKNOWN[0]!.assetId });
      await open(el, 'destination');
      const all = options(el, 'destination');
      expect(all.length).to.be.greaterThan(20);
      const badges = new Map<string, string>();
      for (const option of all) {
        const chain = option.querySelector('.option-chain')!.textContent!;
        const code = Object.keys(CHAIN_NAMES).find((c) => CHAIN_NAMES[c] === chain) ?? chain;
        const badge = option.querySelector('[part=token-chain-badge]')!;
        const logo = logos.CHAIN_LOGOS[code];
        if (logo) expect(badge.getAttribute('src'), chain).to.equal(logo);
        else expect(badge.textContent, chain).to.equal(chain[0]!.toUpperCase());
        badges.set(code, logo ?? `initial ${badge.textContent}`);
        expect(option.querySelector('[part=token-logo]')!.getAttribute('aria-hidden')).to.equal('true');
      }
      // A logo or an initial of its own for each chain (HyperCore "H", the new chains "N" and "O").
      expect(new Set(badges.values()).size).to.equal(badges.size);
      expect(badges.get('hypercore')).to.equal('initial H');
      const chosen = $(el, '#origin-input')!.parentElement!.querySelector('[part=token-logo]')!;
      expect(chosen.querySelector('.monogram')!.textContent).to.equal('ZZ');
      expect(chosen.querySelector('[part=token-chain-badge]')!.getAttribute('src')).to.equal(logos.CHAIN_LOGOS.near);
      // Colours follow the asset id: the same token gets the same colour, ZZT on two chains two colours.
      const background = (o: Element) => getComputedStyle(o.querySelector('.monogram')!).backgroundColor;
      const zzt = all.filter((o) => optionText(o).startsWith('ZZT '));
      expect(new Set(zzt.map(background)).size).to.equal(2);
      expect(getComputedStyle(chosen.querySelector('.monogram')!).backgroundColor).to.equal(
        background(zzt.find((o) => optionText(o) === 'ZZT NEAR')!),
      );
      // Two HyperCore tokens (HYPE and the USDC that lands in the perps balance), each with its badge.
      expect($$(el, '#destination-listbox span.chain-badge').map((b) => b.textContent)).to.have.members([
        'H',
        'H',
        'N',
        'O',
      ]);
      for (const theme of ['light', 'dark'] as const) {
        el.theme = theme;
        await el.updateComplete;
        for (const mark of $$(el, '.monogram, span.chain-badge')) {
          const style = getComputedStyle(mark);
          expect(contrast(style.color, style.backgroundColor)).to.be.at.least(4.5);
        }
      }
    });
  });

  describe('recent and featured tokens', () => {
    it('shows the tokens of a confirmed swap first, also in a new element after a reload', async () => {
      const el = await mount(h, {
        origin: ETH_USDC,
        destination: WNEAR,
        amount: '100',
        refund: addressOn('eth'),
        recipient: addressOn('near', 2),
      });
      await open(el, 'origin');
      expect(groups(el, 'origin')[0]![0]).to.equal('NEAR', 'nothing used yet: the chains');
      await close(el, 'origin');
      await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
      const confirmed = oneEvent(el, 'swap-quote-confirm');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      const event = (await confirmed) as SwapQuoteConfirmEvent;
      expect(event.detail.quoteResponse.quoteRequest.originAsset).to.equal(ETH_USDC);

      const stored = h.storage.getItem(RECENT_TOKENS_KEY)!;
      expect(JSON.parse(stored)).to.deep.equal({ origin: [ETH_USDC], destination: [WNEAR] });
      expect(stored).to.not.contain(addressOn('eth'), 'asset ids only');

      // A reload: a new element on the same storage.
      el.remove();
      setPersistence(new Persistence(h.storage));
      const again = await mount(h);
      await open(again, 'origin');
      const originGroups = groups(again, 'origin');
      expect(originGroups[0]).to.deep.equal(['Recent', ['USDC Ethereum']]);
      expect(originGroups[1]![0]).to.equal('All tokens');
      expect(originGroups[1]![1]).to.include('USDC Ethereum').and.include('BTC Bitcoin');
      await close(again, 'origin');
      await open(again, 'destination');
      expect(groups(again, 'destination')[0]).to.deep.equal(['Recent', ['wNEAR NEAR']]);

      // Picking puts a token first; the list keeps the newest five per side.
      key($(again, '#destination-input')!, 'ArrowDown');
      key($(again, '#destination-input')!, 'ArrowDown');
      key($(again, '#destination-input')!, 'Enter');
      await again.updateComplete;
      expect(again.destinationAsset).to.equal(NEAR_USDC, 'the second of "All tokens", after wNEAR');
      expect(recentTokens('destination')).to.deep.equal([NEAR_USDC, WNEAR]);
      for (const id of [BTC, SOL, ETH_USDC, ARB_USDC, WNEAR, ETH]) rememberToken('destination', id);
      expect(recentTokens('destination')).to.have.length(MAX_RECENT_TOKENS);
      expect(recentTokens('destination')).to.deep.equal([ETH, WNEAR, ARB_USDC, ETH_USDC, SOL]);
    });

    it('shows the featured tokens in their order, ignoring ids the page does not offer', async () => {
      const el = await mount(h);
      el.setAttribute('featured-tokens', `${BTC}, nep141:no-such-token.near,${WNEAR} ${SOL}`);
      await el.updateComplete;
      expect(el.featuredTokens).to.deep.equal([BTC, 'nep141:no-such-token.near', WNEAR, SOL]);
      await open(el, 'destination');
      const [featured, all] = groups(el, 'destination');
      expect(featured).to.deep.equal(['Featured', ['BTC Bitcoin', 'wNEAR NEAR', 'SOL Solana']]);
      expect(all![0]).to.equal('All tokens');
      expect(all![1]).to.include('BTC Bitcoin');
      await close(el, 'destination');

      el.chains = ['near', 'sol'];
      await el.updateComplete;
      await open(el, 'destination');
      expect(groups(el, 'destination')[0]).to.deep.equal(['Featured', ['wNEAR NEAR', 'SOL Solana']]);
      expect(groups(el, 'destination')).to.have.length(2);
    });

    it('moves across the Recent, Featured and All tokens groups with the arrows', async () => {
      const el = await mount(h);
      el.featuredTokens = [BTC, WNEAR];
      await type(el, '#destination-input', 'sol');
      key($(el, '#destination-input')!, 'Enter');
      await el.updateComplete;
      expect(el.destinationAsset).to.equal(SOL);

      const input = $<HTMLInputElement>(el, '#destination-input')!;
      key(input, 'ArrowDown');
      await el.updateComplete;
      expect(groups(el, 'destination').map(([label, list]) => [label, list.length > 2 ? 'many' : list])).to.deep.equal([
        ['Recent', ['SOL Solana']],
        ['Featured', ['BTC Bitcoin', 'wNEAR NEAR']],
        ['All tokens', 'many'],
      ]);
      const path: string[] = [];
      const step = async (name: string) => {
        key(input, name);
        await el.updateComplete;
        const id = input.getAttribute('aria-activedescendant')!;
        path.push(`${activeGroup(el, 'destination')}: ${optionText(el.shadowRoot!.getElementById(id)!)}`);
      };
      path.push(`${activeGroup(el, 'destination')}: ${optionText(options(el, 'destination')[0]!)}`);
      for (const name of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) await step(name);
      expect(path).to.deep.equal([
        'Recent: SOL Solana',
        'Featured: BTC Bitcoin',
        'Featured: wNEAR NEAR',
        'All tokens: wNEAR NEAR',
        'Featured: wNEAR NEAR',
      ]);
      expect(input.getAttribute('aria-activedescendant')).to.equal('destination-option-2');
      key(input, 'Enter');
      await el.updateComplete;
      expect(el.destinationAsset).to.equal(WNEAR);
      expect(recentTokens('destination')).to.deep.equal([WNEAR, SOL]);
    });
  });

  describe('search', () => {
    it('matches every word of a query against symbol, name and chain, exact symbols first', async () => {
      const el = await mount(h);
      const found = async (query: string) => {
        await type(el, '#origin-input', query);
        return options(el, 'origin').map(optionText);
      };
      expect(await found('usdc arb')).to.deep.equal(['USDC Arbitrum']);
      expect(await found('eth base')).to.deep.equal(['ETH Base']);
      expect(await found('USDC near')).to.deep.equal(['USDC NEAR'], 'not every ….omft.near asset id');
      expect(await found('arbitrum')).to.deep.equal(['ETH Arbitrum', 'USDC Arbitrum', 'ARB Arbitrum']);
      const eth = await found('eth');
      expect(eth.slice(0, 5).every((text) => text.startsWith('ETH '))).to.equal(true, eth.join(', '));
      expect(eth).to.include('USDC Ethereum').and.not.include('USDT NEAR');
      expect(groups(el, 'origin')[0]![0]).to.equal('Ethereum');
      expect(await found('0xaf88d065')).to.deep.equal(['USDC Arbitrum'], 'a pasted contract address');

      // Names, where the token list has them.
      const named = [
        { assetId: 'a:1', blockchain: 'arb', symbol: 'ARB', name: 'Arbitrum', decimals: 18 },
        { assetId: 'a:2', blockchain: 'eth', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        { assetId: 'a:3', blockchain: 'eth', symbol: 'USD', name: 'Coin of USD', decimals: 6 },
      ] as Token[];
      expect(matchTokens(named, 'coin usd').map((t) => t.assetId)).to.deep.equal(['a:3', 'a:2']);
      expect(matchTokens(named, 'arbitrum arb').map((t) => t.assetId)).to.deep.equal(['a:1']);
      expect(matchTokens(named, 'usd coin ethereum').map((t) => t.assetId)).to.have.members(['a:2', 'a:3']);
      expect(matchTokens(named, 'usd coin arbitrum')).to.deep.equal([]);
    });

    it('finds tokens by name: "tether" and "usd coin" (issue 46 item 13)', async () => {
      const el = await mount(h);
      const found = async (query: string) => {
        await type(el, '#origin-input', query);
        return options(el, 'origin').map(optionText);
      };
      // The service's list has no names: its coingeckoId reads as one.
      const tether = await found('tether');
      expect(tether).to.have.length(5, tether.join(', '));
      expect(tether.every((text) => text.startsWith('USDT '))).to.equal(true, tether.join(', '));
      const usdCoin = await found('usd coin');
      expect(usdCoin).to.have.length(8, usdCoin.join(', '));
      expect(usdCoin.every((text) => text.startsWith('USDC '))).to.equal(true, usdCoin.join(', '));
      expect(await found('usd coin solana')).to.deep.equal(['USDC Solana']);
      expect($(el, '[part=token-no-match]')).to.equal(null);
      key($(el, '#origin-input')!, 'Enter');
      await el.updateComplete;
      expect(el.originAsset).to.equal('nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near');
    });
  });

  describe('accessibility and fit', () => {
    for (const theme of ['light', 'dark'] as const) {
      it(`is accessible with logos, badges and groups open, and fits 320 px (${theme})`, async () => {
        rememberToken('origin', SOL);
        await listAlso(h, UNKNOWN);
        // Tall enough to show every option, so each (lazy) icon loads and fails, giving way to the built-in logos.
        const el = await fixture<SwapQuote>(
          html`<div style="width: 320px">
            <swap-quote
              style="--swap-quote-listbox-max-height: 2000px"
              .assets=${[SOL, BTC, WNEAR, ARB_USDC, ...UNKNOWN.map((t) => t.assetId)]}
              .fetch=${h.fetch}
              .clock=${h.sim.clock.now}
              base-url=${BASE}
              theme=${theme}
              origin-asset=${ARB_USDC}
              featured-tokens="${BTC},${WNEAR}"
              token-icons="/__token_icons_axe__/{symbol}.png"
            ></swap-quote>
          </div>`,
        ).then((box) => box.querySelector('swap-quote')!);
        await waitUntil(() => $(el, '[role=combobox]'), 'the token list did not load');
        await open(el, 'origin');
        expect(groups(el, 'origin').map(([label]) => label)).to.deep.equal(['Recent', 'Featured', 'All tokens']);
        expect(overflowingBoxes(el)).to.deep.equal([]);
        await expect(el).to.be.accessible();
        await waitUntil(
          () => $$<HTMLImageElement>(el, 'img').every((img) => img.src.startsWith('data:') && img.naturalWidth > 0),
          'the missing icons did not give way to the built-in logos',
        );
        expect($$(el, '#origin-listbox img.logo-image')).to.have.length(options(el, 'origin').length - 3);
        expect($$(el, '#origin-listbox .monogram').map((m) => m.textContent)).to.have.members(['ZZ', 'ZZ', 'QQ']);
        expect(overflowingBoxes(el)).to.deep.equal([]);
        await expect(el).to.be.accessible();
      });
    }
  });

  it('<swap-widget> passes token-icons, featured-tokens and tokenIcon to its <swap-quote>', async () => {
    const icon = () => DOT;
    const widget = await fixture<HTMLElement & { tokenIcon?: unknown }>(
      html`<swap-widget
        .fetch=${h.fetch}
        .clock=${h.sim.clock.now}
        base-url=${BASE}
        group="widget-logos"
        token-icons="/icons/{symbol}.png"
        featured-tokens="${BTC},${WNEAR}"
        .tokenIcon=${icon}
      ></swap-widget>`,
    );
    const quote = await waitUntil(() => widget.shadowRoot!.querySelector('swap-quote'), 'no inner quote').then(() =>
      widget.shadowRoot!.querySelector('swap-quote')!,
    );
    expect(quote.tokenIcons).to.equal('/icons/{symbol}.png');
    expect(quote.featuredTokens).to.deep.equal([BTC, WNEAR]);
    expect(quote.tokenIcon).to.equal(icon);
  });
});
