// `node scripts/icons.mjs`: writes src/icons/logos.ts, the built-in chain and token logos (issue 27), from the icon
// package @web3icons/core (MIT, https://github.com/0xa3k5/web3icons; a devDependency: the page gets only the icons
// listed here, trimmed, never the package). `--check` fails when the file is not what this script writes.
// Each logo is the package's "background" variant (the mark on its own square, so it reads on light and dark
// surfaces alike; the picker crops it to a circle), else its "branded" one. The trimming keeps the drawing exactly: it
// drops the root's size and class, the clip to the whole 24×24 square and the whitespace between tags (the paths are
// the package's, already optimised: rounding them further breaks compact arc flags such as "0 0 1.5").
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

const OUT = 'src/icons/logos.ts';
/** The icon set's licence (its repository's LICENCE file; the npm package ships none), kept with the drawings. */
const LICENSE = `MIT License

Copyright (c) 2024 0xa3k5

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/**
 * Every chain of CHAIN_NAMES (src/core/assets.ts): its network logo, or its native coin's where the package draws the
 * chain as its coin (one drawing for both) or has no network logo. Not HyperCore: the package draws Hyperliquid once,
 * as HyperEVM (hlevm), and two chains with one badge could not be told apart, so HyperCore keeps its initial.
 */
const CHAINS = {
  near: 'token:NEAR',
  eth: 'token:ETH',
  base: 'network:base',
  arb: 'network:arbitrum-one',
  btc: 'token:BTC',
  sol: 'token:SOL',
  ton: 'network:ton',
  dash: 'token:DASH',
  doge: 'token:DOGE',
  xrp: 'token:XRP',
  zec: 'token:ZEC',
  gnosis: 'network:gnosis',
  bera: 'network:berachain',
  bsc: 'token:BNB',
  pol: 'token:POL',
  tron: 'token:TRX',
  sui: 'token:SUI',
  movement: 'network:movement',
  op: 'token:OP',
  avax: 'token:AVAX',
  stellar: 'token:XLM',
  aptos: 'token:APT',
  cardano: 'token:ADA',
  ltc: 'token:LTC',
  xlayer: 'network:x-layer',
  monad: 'network:monad',
  bch: 'token:BCH',
  adi: 'token:ADI',
  plasma: 'network:plasma',
  scroll: 'network:scroll',
  starknet: 'token:STRK',
  aleo: 'token:ALEO',
  fogo: 'token:FOGO',
  hood: 'network:robinhood',
  hlevm: 'network:hyper-evm',
};

/**
 * Tokens by symbol (matched without regard to case): every chain's native coin, the stablecoins, the wrapped BTC, ETH
 * and NEAR, and a few of the most traded. A coin the package draws as its chain (TON, HYPE, MON, XPL) takes the
 * chain's logo, as the package's own metadata does; so do xDAI (Gnosis), BERA and OKB (X Layer). WETH and wNEAR
 * show their coin.
 */
const TOKENS = {
  NEAR: 'token:NEAR',
  WNEAR: 'token:NEAR',
  ETH: 'token:ETH',
  WETH: 'token:ETH',
  BTC: 'token:BTC',
  WBTC: 'token:WBTC',
  SOL: 'token:SOL',
  TON: 'network:ton',
  DASH: 'token:DASH',
  DOGE: 'token:DOGE',
  XRP: 'token:XRP',
  ZEC: 'token:ZEC',
  XDAI: 'network:gnosis',
  BERA: 'network:berachain',
  BNB: 'token:BNB',
  POL: 'token:POL',
  TRX: 'token:TRX',
  SUI: 'token:SUI',
  MOVE: 'token:MOVE',
  AVAX: 'token:AVAX',
  XLM: 'token:XLM',
  APT: 'token:APT',
  ADA: 'token:ADA',
  LTC: 'token:LTC',
  OKB: 'network:x-layer',
  MON: 'network:monad',
  BCH: 'token:BCH',
  ADI: 'token:ADI',
  XPL: 'network:plasma',
  STRK: 'token:STRK',
  ALEO: 'token:ALEO',
  HYPE: 'network:hyper-evm',
  FOGO: 'token:FOGO',
  USDC: 'token:USDC',
  USDT: 'token:USDT',
  DAI: 'token:DAI',
  ARB: 'network:arbitrum-one',
  OP: 'token:OP',
};

/**
 * Drawings taken as the package's white "mono" mark on the coin's colour: the detailed ones (the package's Dogecoin
 * is a 21 kB picture of the dog; its mono mark is the coin's Ð).
 */
const ON_COLOUR = { 'token:DOGE': '#C2A633' };

async function load(source) {
  const [kind, name] = source.split(':');
  if (ON_COLOUR[source]) {
    const { default: mono } = await import(`@web3icons/core/svgs/${kind}s/mono/${name}.svg.js`);
    return mono.replace(/(<svg[^>]*>)/, `$1<path fill="${ON_COLOUR[source]}" d="M0 0h24v24H0z"/>`);
  }
  for (const variant of ['background', 'branded']) {
    try {
      const module = await import(`@web3icons/core/svgs/${kind}s/${variant}/${name}.svg.js`);
      return module.default;
    } catch {
      // not drawn in this variant
    }
  }
  throw new Error(`@web3icons/core has no ${source}`);
}

function trim(svg, source) {
  let out = svg
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/ (width|height)="24"(?=[ >])/, '')
    .replace(/ (width|height)="24"(?=[ >])/, '')
    .replace(/ class="web3icons"/, '');
  // The background variant clips everything to the 24×24 square it already fills.
  const clip = out.match(/<defs><clipPath id="([\w-]+)"><path fill="#fff" d="M0 0h24v24H0z"\/><\/clipPath><\/defs>/);
  if (clip && out.split(`url(#${clip[1]})`).length === 2) {
    out = out
      .replace(clip[0], '')
      .replace(new RegExp(`<g clip-path="url\\(#${clip[1]}\\)">([\\s\\S]*)</g>(?=</svg>)`), '$1');
  }
  if (/<style|style=|<script|<image|href="(?!#)/i.test(out))
    throw new Error(`${source}: style, script or an outside reference`);
  return out;
}

const sources = [...new Set([...Object.values(CHAINS), ...Object.values(TOKENS)])].sort();
const drawings = new Map();
for (const source of sources) drawings.set(source, trim(await load(source), source));

const names = new Map(sources.map((source, i) => [source, `s${i}`]));
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const table = (map) =>
  Object.entries(map)
    .map(([key, source]) => `  ${/^[a-z_]\w*$/i.test(key) ? key : quote(key)}: ${names.get(source)},`)
    .join('\n');

const generated = `/*! The drawings below are from @web3icons/core ${JSON.parse(readFileSync('node_modules/@web3icons/core/package.json', 'utf8')).version} (https://github.com/0xa3k5/web3icons), trimmed.
${LICENSE} */
// Generated by \`node scripts/icons.mjs\`: only the logos below. Do not edit; change the script and run it.
// The built-in chain and token logos: one on-demand chunk, loaded when a token picker first opens. The logos are
// data: URLs, so showing one makes no request (a page's CSP allows \`img-src data:\`).

const url = (svg: string): string => \`data:image/svg+xml,\${encodeURIComponent(svg)}\`;

${sources.map((source) => `// ${source}\nconst ${names.get(source)} = url(${quote(drawings.get(source))});`).join('\n')}

/** Chain logos by chain code (Token.blockchain). */
export const CHAIN_LOGOS: Readonly<Record<string, string>> = {
${table(CHAINS)}
};

/** Token logos by symbol in upper case. */
export const TOKEN_LOGOS: Readonly<Record<string, string>> = {
${table(TOKENS)}
};
`;
const text = await prettier.format(generated, { ...(await prettier.resolveConfig(OUT)), filepath: OUT });

if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} is not what scripts/icons.mjs writes: run \`node scripts/icons.mjs\`.`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  const bytes = [...drawings.values()].reduce((n, s) => n + s.length, 0);
  console.log(
    `${OUT}: ${Object.keys(CHAINS).length} chains, ${Object.keys(TOKENS).length} tokens, ${drawings.size} drawings, ${bytes} B of SVG`,
  );
}
