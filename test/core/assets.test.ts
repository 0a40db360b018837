// The token pickers' search lives with them (swap-quote/token-search.model.ts); it is checked here against the same token fixture.
import { matchTokens } from '../../src/elements/swap-quote/token-search.model.js';
import { expect } from '@open-wc/testing';
import type { Token } from '../../src/api/schemas.js';
import { chainName, findToken, parseAssetId, validateAssetId } from '../../src/core/assets.js';
import { filterTokens, groupByChain } from '../../src/core/token-filters.js';
import { chainNeedsMemo, isSlowChain } from '../../src/core/chains.js';

const token = (symbol: string, blockchain: string, assetId: string, contractAddress?: string): Token => ({
  symbol,
  blockchain,
  assetId,
  decimals: 6,
  price: 1,
  contractAddress,
});
const TOKENS = [
  token('USDC', 'eth', 'nep141:eth-0xa0b8.omft.near', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
  token('wNEAR', 'near', 'nep141:wrap.near', 'wrap.near'),
  token('USDC', 'sol', 'nep141:sol-5ce3.omft.near', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
  token('XLM', 'stellar', 'nep245:v2_1.omni.hot.tg:1100_111'),
  token('ABC', 'newchain', 'nep141:abc.newchain.near'),
  token('USDT', 'eth', 'nep141:eth-0xdac1.omft.near'),
];

describe('assets', () => {
  it('names chains and shows unknown chains as their code', () => {
    expect(chainName('eth')).to.equal('Ethereum');
    expect(chainName('newchain')).to.equal('newchain');
    expect(chainNeedsMemo('stellar')).to.equal(true);
    expect(chainNeedsMemo('eth')).to.equal(false);
    expect(isSlowChain('btc')).to.equal(true);
    expect(isSlowChain('sol')).to.equal(false);
  });

  it('parses and validates asset ids', () => {
    expect(parseAssetId('nep245:v2_1.omni.hot.tg:1100_111')).to.deep.equal({
      standard: 'nep245',
      id: 'v2_1.omni.hot.tg:1100_111',
    });
    expect(parseAssetId('wrap.near')).to.equal(undefined);
    expect(validateAssetId('').ok).to.equal(false);
    expect(validateAssetId('nep141:wrap.near').ok).to.equal(true);
  });

  it('searches by symbol, chain name, contract and asset id, best matches first', () => {
    const symbols = (q: string) => matchTokens(TOKENS, q).map((t) => `${t.symbol}/${t.blockchain}`);
    expect(symbols('usdc')).to.deep.equal(['USDC/eth', 'USDC/sol']);
    expect(symbols('us')).to.deep.equal(['USDC/eth', 'USDC/sol', 'USDT/eth']);
    expect(symbols('ethereum')).to.deep.equal(['USDC/eth', 'USDT/eth']);
    expect(symbols('EPjFWdd5')).to.deep.equal(['USDC/sol']);
    expect(symbols('newchain')).to.deep.equal(['ABC/newchain']);
    expect(symbols('')).to.have.length(TOKENS.length);
    expect(symbols('zzz')).to.deep.equal([]);
  });

  it('matches every word of a query against symbol, name and chain', () => {
    const symbols = (q: string) => matchTokens(TOKENS, q).map((t) => `${t.symbol}/${t.blockchain}`);
    expect(symbols('usdc sol')).to.deep.equal(['USDC/sol']);
    expect(symbols('usdc solana')).to.deep.equal(['USDC/sol']);
    expect(symbols('eth usdt')).to.deep.equal(['USDT/eth']);
    expect(symbols('  USDC   ETHEREUM ')).to.deep.equal(['USDC/eth']);
    expect(symbols('usdc stellar')).to.deep.equal([]);
    const named = [...TOKENS, { ...token('ARB', 'arb', 'nep141:arb-0x912c.omft.near'), name: 'Arbitrum' }];
    expect(matchTokens(named, 'arbitrum arb').map((t) => t.symbol)).to.deep.equal(['ARB']);
  });

  it('finds a token by its name: the CoinGecko id the list gives (issue 46 item 13)', () => {
    const symbols = (tokens: Token[], q: string) => matchTokens(tokens, q).map((t) => `${t.symbol}/${t.blockchain}`);
    // As the service lists them: no names, a coingeckoId.
    const listed = [
      { ...token('USDC', 'eth', 'nep141:eth-0xa0b8.omft.near'), coingeckoId: 'usd-coin' },
      { ...token('USDT', 'eth', 'nep141:eth-0xdac1.omft.near'), coingeckoId: 'tether' },
      { ...token('ETH', 'eth', 'nep141:eth.omft.near'), coingeckoId: 'ethereum' },
      { ...token('TON', 'ton', 'nep245:v2_1.omni.hot.tg:1117_'), coingeckoId: 'the-open-network' },
    ];
    expect(symbols(listed, 'tether')).to.deep.equal(['USDT/eth']);
    expect(symbols(listed, 'Tether')).to.deep.equal(['USDT/eth']);
    expect(symbols(listed, 'usd coin')).to.deep.equal(['USDC/eth']);
    expect(symbols(listed, 'open network')).to.deep.equal(['TON/ton']);
    expect(symbols(listed, 'eth'), '"eth" is no part of "tether"').to.deep.equal(['ETH/eth', 'USDC/eth', 'USDT/eth']);
    // A name where a list has one.
    expect(symbols([...listed, { ...token('USDS', 'eth', 'a:1'), name: 'Sky Dollar' }], 'sky')).to.deep.equal([
      'USDS/eth',
    ]);
  });

  it('groups by chain and applies allow-lists', () => {
    expect(groupByChain(TOKENS).map((g) => `${g.name}:${g.tokens.length}`)).to.deep.equal([
      'Ethereum:2',
      'NEAR:1',
      'Solana:1',
      'Stellar:1',
      'newchain:1',
    ]);
    expect(filterTokens(TOKENS, { chains: ['eth'] }).map((t) => t.symbol)).to.deep.equal(['USDC', 'USDT']);
    expect(filterTokens(TOKENS, { assets: ['nep141:wrap.near'], chains: [] }).map((t) => t.symbol)).to.deep.equal([
      'wNEAR',
    ]);
    expect(findToken(TOKENS, 'nep141:wrap.near')?.symbol).to.equal('wNEAR');
    expect(findToken(TOKENS, undefined)).to.equal(undefined);
  });
});
