// Issue 27 point 4: the built-in chain and token logos (src/icons/logos.ts, generated from @web3icons/core, MIT). They
// are a chunk of their own that a page fetches only when a token picker first opens; from then on every chain of the
// service's list and its tokens show a logo (data: URLs: no request at all), the site's icons still win, a failed site
// icon falls back to the built-in logo, and a token or chain without one keeps its monogram or initial.
// Its own file, so the page starts without the chunk (a module loads once per page): the first test sees that, and the
// tests read the logos from the loaded chunk only (a static import would load it with the test).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { Token } from '../../../src/api/schemas.js';
import { CHAIN_NAMES } from '../../../src/core/assets.js';
import { logosModule } from '../../../src/controllers/lazy-module.js';
import { configure, resetStores } from '../../../src/store/store.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { ETH_USDC, WNEAR, BASE } from '../../simulator/helpers.js';
import { $, $$, harness, key, mount, type, type Harness } from './helpers.js';

/** A red dot that loads without a request. */
const DOT = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='28' height='28'><circle cx='14' cy='14' r='14' fill='red'/></svg>",
)}`;
const PROBE = '__token_logos_probe__';
/** The chunk's tables, once a picker loaded it. */
const logos = () => logosModule.current!;

/** Every request this page made since the last clearResourceTimings() (scripts, images, fetches alike). */
const requests = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => !name.includes(PROBE));
/** Every image this page asked for, by an <img> or by CSS. */
const images = (): string[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => ['img', 'css'].includes(entry.initiatorType) && !entry.name.includes(PROBE))
    .map((entry) => entry.name);
const logoChunk = (url: string) => /\/src\/icons\/logos\.(js|ts)$/.test(new URL(url).pathname);

/** Loads a missing image and waits for its error: requests started before it have been answered by then. */
async function settleNetwork(): Promise<void> {
  const probe = new Image();
  const failed = oneEvent(probe, 'error');
  probe.src = `/${PROBE}/${Math.random()}.png`;
  await failed;
}

async function open(el: SwapQuote, side: 'origin' | 'destination'): Promise<void> {
  $<HTMLButtonElement>(el, `#${side}-input ~ [part=token-toggle]`)!.click();
  await el.updateComplete;
  expect($(el, `#${side}-input`)!.getAttribute('aria-expanded')).to.equal('true');
}

const options = (root: ParentNode, side: string) => [...root.querySelectorAll(`#${side}-listbox [role=option]`)];
const symbolOf = (option: Element) => option.querySelector('.option-symbol')!.textContent!;
const chainOf = (option: Element) =>
  Object.entries(CHAIN_NAMES).find(([, name]) => name === option.querySelector('.option-chain')!.textContent)?.[0] ??
  option.querySelector('.option-chain')!.textContent!;
const tokenImage = (option: Element) => option.querySelector<HTMLImageElement>('img.logo-image');
const badge = (option: Element) => option.querySelector<HTMLElement>('[part=token-chain-badge]')!;

/** Every image in the list has its source and has been drawn (a data: URL decodes without a request). */
const drawn = (root: ParentNode, side: string) => {
  const images = [...root.querySelectorAll<HTMLImageElement>(`#${side}-listbox img`)];
  return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
};

describe('<swap-quote> built-in chain and token logos', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
    performance.setResourceTimingBufferSize(5000);
    performance.clearResourceTimings();
  });
  afterEach(() => visibility.restore());

  it('fetches the logos only when a picker opens; then every chain and token of the list has its logo, asking nothing more', async () => {
    let fetches = 0;
    const fetch = h.fetch;
    h.fetch = (input, init) => {
      fetches++;
      return fetch(input, init);
    };
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR });
    await settleNetwork();
    expect(requests().filter(logoChunk)).to.deep.equal([], 'not at load, not before a picker opens');
    expect(logosModule.current).to.equal(undefined);
    const chosen = $(el, '#origin-input')!.parentElement!.querySelector('[part=token-logo]')!;
    expect(chosen.querySelector('.monogram')!.textContent).to.equal('US', 'the monogram until then');
    expect(badge(chosen).textContent).to.equal('E');

    performance.clearResourceTimings();
    const fetchesBefore = fetches;
    await open(el, 'destination');
    await waitUntil(() => logosModule.current && drawn(el.shadowRoot!, 'destination'), 'the logos did not show');
    const all = options(el.shadowRoot!, 'destination');
    const chains = new Set(all.map(chainOf));
    expect([...chains]).to.have.members(Object.keys(CHAIN_NAMES), "the simulator lists every chain of the service's");
    const badges = new Map<string, string>();
    for (const option of all) {
      const [symbol, chain] = [symbolOf(option), chainOf(option)];
      expect(tokenImage(option)?.getAttribute('src'), `${symbol} on ${chain}`).to.equal(
        logos().TOKEN_LOGOS[symbol.toUpperCase()],
      );
      expect(logos().TOKEN_LOGOS[symbol.toUpperCase()]).to.match(/^data:image\/svg\+xml,/);
      const mark = badge(option);
      const shown = mark.localName === 'img' ? mark.getAttribute('src')! : `initial ${mark.textContent}`;
      expect(shown, chain).to.equal(chain === 'hypercore' ? 'initial H' : logos().CHAIN_LOGOS[chain]);
      badges.set(chain, shown);
    }
    // Each chain's badge is a drawing (or an initial) of its own: told apart by shape, not by colour alone.
    expect(new Set(badges.values()).size).to.equal(chains.size);
    // The chosen token shows its logo too, now that they are here.
    expect(tokenImage(chosen)!.getAttribute('src')).to.equal(logos().TOKEN_LOGOS.USDC);
    expect(badge(chosen).getAttribute('src')).to.equal(logos().CHAIN_LOGOS.eth);

    // The logos asked nothing: no image request at all; what loaded is the chunk, once, and the element's own code
    // (the test server serves each module on its own: the wallet code loads for the chosen EVM token meanwhile),
    // all from this page's origin; and no fetch.
    await settleNetwork();
    const asked = requests();
    expect(asked.filter(logoChunk)).to.have.length(1);
    for (const url of asked) expect(new URL(url).origin, url).to.equal(location.origin);
    expect(images()).to.deep.equal([]);
    expect(fetches).to.equal(fetchesBefore, 'no fetch either');

    // Closing, searching in the other list and opening again ask nothing more.
    performance.clearResourceTimings();
    key($(el, '#destination-input')!, 'Escape');
    await type(el, '#origin-input', 'usdt');
    await waitUntil(() => drawn(el.shadowRoot!, 'origin'), 'the matches show no logos');
    expect(options(el.shadowRoot!, 'origin').map((o) => tokenImage(o)?.getAttribute('src'))).to.satisfy(
      (sources: string[]) => sources.length > 1 && sources.every((src) => src === logos().TOKEN_LOGOS.USDT),
    );
    await open(el, 'destination');
    await settleNetwork();
    expect(requests().filter(logoChunk)).to.deep.equal([]);
    expect(images()).to.deep.equal([]);
    expect(fetches).to.equal(fetchesBefore);
  });

  it('has a logo for every chain of the service but HyperCore, and for the native coins, stablecoins and wrapped BTC, ETH and NEAR', async () => {
    const { CHAIN_LOGOS, TOKEN_LOGOS } = await logosModule.load();
    // Every chain of the service's list has its logo, but HyperCore (see scripts/icons.mjs).
    expect(Object.keys(CHAIN_NAMES).filter((chain) => !CHAIN_LOGOS[chain])).to.deep.equal(['hypercore']);
    for (const symbol of ['NEAR', 'WNEAR', 'ETH', 'WETH', 'BTC', 'WBTC', 'USDC', 'USDT', 'SOL', 'TRX', 'XLM', 'APT'])
      expect(TOKEN_LOGOS[symbol], symbol).to.match(/^data:image\/svg\+xml,%3Csvg/);
  });

  it("lets the site's icons win: the function, then the template, then the built-in logo, then the monogram", async () => {
    const extra = [
      {
        assetId: 'nep141:zzt.test.near',
        blockchain: 'near',
        symbol: 'ZZT',
        decimals: 18,
        price: 1,
        contractAddress: 'zzt.test.near',
      },
      { assetId: 'nep141:new.omft.near', blockchain: 'newchain', symbol: 'NEW', decimals: 18, price: 1 },
    ] as Token[];
    const fetch = h.fetch;
    h.fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/v0/tokens')) return response;
      return Response.json([...((await response.json()) as Token[]), ...extra]);
    };
    // The page keeps one token list per service; an earlier test's element may have asked for it again since harness().
    resetStores();
    configure({ servicePublicKey: (await h.sim.info()).publicKey });
    const el = await mount(h, { origin: ETH_USDC });
    el.assets = [ETH_USDC, WNEAR, 'nep141:eth.omft.near', ...extra.map((t) => t.assetId)];
    el.tokenIcon = (token) => (token.symbol === 'USDC' ? DOT : undefined);
    el.tokenIcons = '/__token_logos_missing__/{symbol}/{contractAddress}.png';
    await el.updateComplete;
    await open(el, 'destination');
    await waitUntil(() => logosModule.current, 'the logos did not load');
    // Each template icon fails (404 from the test server) and gives way to the built-in logo or the monogram.
    await waitUntil(
      () => $$<HTMLImageElement>(el, '#destination-listbox img').every((img) => img.src.startsWith('data:')),
      'the missing template icons did not fall back',
    );
    const bySymbol = (symbol: string) => options(el.shadowRoot!, 'destination').find((o) => symbolOf(o) === symbol)!;
    expect(tokenImage(bySymbol('USDC'))!.getAttribute('src')).to.equal(DOT, 'the function wins');
    expect(tokenImage(bySymbol('wNEAR'))!.getAttribute('src')).to.equal(
      logos().TOKEN_LOGOS.WNEAR,
      'after the template failed',
    );
    expect(tokenImage(bySymbol('ETH'))!.getAttribute('src')).to.equal(
      logos().TOKEN_LOGOS.ETH,
      'no contract: no template URL',
    );
    expect(tokenImage(bySymbol('ZZT'))).to.equal(null);
    expect(bySymbol('ZZT').querySelector('.monogram')!.textContent).to.equal('ZZ');
    expect(badge(bySymbol('ZZT')).getAttribute('src')).to.equal(logos().CHAIN_LOGOS.near);
    expect(bySymbol('NEW').querySelector('.monogram')!.textContent).to.equal('NE');
    expect(badge(bySymbol('NEW')).localName).to.equal('span');
    expect(badge(bySymbol('NEW')).textContent).to.equal('N', 'an unknown chain keeps its initial');
    expect(requests().filter((url) => url.includes('/__token_logos_missing__/'))).to.have.members(
      ['wNEAR/wrap.near', 'ZZT/zzt.test.near'].map((path) => `${location.origin}/__token_logos_missing__/${path}.png`),
    );
  });

  it('<swap-widget> shows them in its picker too', async () => {
    const widget = await fixture<HTMLElement>(
      html`<swap-widget
        .fetch=${h.fetch}
        .clock=${h.sim.clock.now}
        base-url=${BASE}
        origin-asset=${ETH_USDC}
      ></swap-widget>`,
    );
    await waitUntil(
      () => widget.shadowRoot!.querySelector('swap-quote')?.shadowRoot?.querySelector('[role=combobox]'),
      'no inner quote',
    );
    const quote = widget.shadowRoot!.querySelector<SwapQuote>('swap-quote')!;
    await open(quote, 'origin');
    await waitUntil(() => drawn(quote.shadowRoot!, 'origin'), 'the logos did not show');
    const usdc = options(quote.shadowRoot!, 'origin').find((o) => symbolOf(o) === 'USDC' && chainOf(o) === 'eth')!;
    expect(tokenImage(usdc)!.getAttribute('src')).to.equal(logos().TOKEN_LOGOS.USDC);
    expect(badge(usdc).getAttribute('src')).to.equal(logos().CHAIN_LOGOS.eth);
  });
});
