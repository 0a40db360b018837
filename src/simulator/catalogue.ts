// The token list: every chain of the spec with its native coin and the usual stablecoins, with the true decimals
// and the asset-id shapes the real service uses (nep141 omft bridges, nep245 HOT omni tokens, 1cs_v1 natives).

export interface CatalogueEntry {
  assetId: string;
  blockchain: string;
  symbol: string;
  decimals: number;
  /** Starting USD price; prices drift from here with the clock. */
  basePrice: number;
  contractAddress?: string;
  coingeckoId?: string;
}

const hot = (chainId: number, token = '11111111111111111111') => `nep245:v2_1.omni.hot.tg:${chainId}_${token}`;

// prettier-ignore
export const CATALOGUE: readonly CatalogueEntry[] = [
  { assetId: 'nep141:wrap.near', blockchain: 'near', symbol: 'wNEAR', decimals: 24, basePrice: 2.5, contractAddress: 'wrap.near', coingeckoId: 'near' },
  { assetId: 'nep141:17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1', blockchain: 'near', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1', coingeckoId: 'usd-coin' },
  { assetId: 'nep141:usdt.tether-token.near', blockchain: 'near', symbol: 'USDT', decimals: 6, basePrice: 1, contractAddress: 'usdt.tether-token.near', coingeckoId: 'tether' },
  { assetId: 'nep141:eth.omft.near', blockchain: 'eth', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near', blockchain: 'eth', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', coingeckoId: 'usd-coin' },
  { assetId: 'nep141:eth-0xdac17f958d2ee523a2206206994597c13d831ec7.omft.near', blockchain: 'eth', symbol: 'USDT', decimals: 6, basePrice: 1, contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7', coingeckoId: 'tether' },
  { assetId: 'nep141:base.omft.near', blockchain: 'base', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: 'nep141:base-0x833589fcd6edb6e08f4c7c32d4f71b54bda02913.omft.near', blockchain: 'base', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', coingeckoId: 'usd-coin' },
  { assetId: 'nep141:arb.omft.near', blockchain: 'arb', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: 'nep141:arb-0xaf88d065e77c8cc2239327c5edb3a432268e5831.omft.near', blockchain: 'arb', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '0xaf88d065e77c8cc2239327c5edb3a432268e5831', coingeckoId: 'usd-coin' },
  { assetId: 'nep141:arb-0x912ce59144191c1204e64559fe8253a0e49e6548.omft.near', blockchain: 'arb', symbol: 'ARB', decimals: 18, basePrice: 0.6, contractAddress: '0x912ce59144191c1204e64559fe8253a0e49e6548', coingeckoId: 'arbitrum' },
  { assetId: 'nep141:btc.omft.near', blockchain: 'btc', symbol: 'BTC', decimals: 8, basePrice: 95000, coingeckoId: 'bitcoin' },
  { assetId: 'nep141:sol.omft.near', blockchain: 'sol', symbol: 'SOL', decimals: 9, basePrice: 180, coingeckoId: 'solana' },
  { assetId: 'nep141:sol-5ce3bf3a31af18be40ba30f721101b4341690186.omft.near', blockchain: 'sol', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', coingeckoId: 'usd-coin' },
  { assetId: hot(1117), blockchain: 'ton', symbol: 'TON', decimals: 9, basePrice: 3.2, coingeckoId: 'the-open-network' },
  { assetId: hot(1117, 'mtmxAnUdzNNsMKHCMs8fGyVx8Hp'), blockchain: 'ton', symbol: 'USDT', decimals: 6, basePrice: 1, contractAddress: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', coingeckoId: 'tether' },
  { assetId: 'nep141:dash.omft.near', blockchain: 'dash', symbol: 'DASH', decimals: 8, basePrice: 30, coingeckoId: 'dash' },
  { assetId: 'nep141:doge.omft.near', blockchain: 'doge', symbol: 'DOGE', decimals: 8, basePrice: 0.2, coingeckoId: 'dogecoin' },
  { assetId: 'nep141:xrp.omft.near', blockchain: 'xrp', symbol: 'XRP', decimals: 6, basePrice: 2.4, coingeckoId: 'ripple' },
  { assetId: 'nep141:zec.omft.near', blockchain: 'zec', symbol: 'ZEC', decimals: 8, basePrice: 50, coingeckoId: 'zcash' },
  { assetId: 'nep141:gnosis.omft.near', blockchain: 'gnosis', symbol: 'xDAI', decimals: 18, basePrice: 1, coingeckoId: 'xdai' },
  { assetId: 'nep141:bera.omft.near', blockchain: 'bera', symbol: 'BERA', decimals: 18, basePrice: 3, coingeckoId: 'berachain-bera' },
  { assetId: hot(56), blockchain: 'bsc', symbol: 'BNB', decimals: 18, basePrice: 650, coingeckoId: 'binancecoin' },
  { assetId: hot(56, '2CMMyVTGZkeyNZTSvS5sarzfir6g'), blockchain: 'bsc', symbol: 'USDT', decimals: 18, basePrice: 1, contractAddress: '0x55d398326f99059ff775485246999027b3197955', coingeckoId: 'tether' },
  { assetId: hot(137), blockchain: 'pol', symbol: 'POL', decimals: 18, basePrice: 0.4, coingeckoId: 'polygon-ecosystem-token' },
  { assetId: hot(137, 'qiStmoQJDQPTebaPjgx5VBxZv6L'), blockchain: 'pol', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', coingeckoId: 'usd-coin' },
  { assetId: 'nep141:tron.omft.near', blockchain: 'tron', symbol: 'TRX', decimals: 6, basePrice: 0.25, coingeckoId: 'tron' },
  { assetId: 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near', blockchain: 'tron', symbol: 'USDT', decimals: 6, basePrice: 1, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', coingeckoId: 'tether' },
  { assetId: 'nep141:sui.omft.near', blockchain: 'sui', symbol: 'SUI', decimals: 9, basePrice: 3.5, coingeckoId: 'sui' },
  { assetId: '1cs_v1:movement:native:coin', blockchain: 'movement', symbol: 'MOVE', decimals: 8, basePrice: 0.5, coingeckoId: 'movement' },
  { assetId: hot(10), blockchain: 'op', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: hot(43114), blockchain: 'avax', symbol: 'AVAX', decimals: 18, basePrice: 30, coingeckoId: 'avalanche-2' },
  { assetId: hot(43114, '3atVJH3r5c4GqiSYmg9fECvjc47o'), blockchain: 'avax', symbol: 'USDC', decimals: 6, basePrice: 1, contractAddress: '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e', coingeckoId: 'usd-coin' },
  { assetId: hot(1100, '111bzQBB5v7AhLyPMDwS8uJgQV24KaAPXtwyVWu2KXbbfQU6NXRCz'), blockchain: 'stellar', symbol: 'XLM', decimals: 7, basePrice: 0.35, coingeckoId: 'stellar' },
  { assetId: 'nep141:aptos.omft.near', blockchain: 'aptos', symbol: 'APT', decimals: 8, basePrice: 8, coingeckoId: 'aptos' },
  { assetId: 'nep141:cardano.omft.near', blockchain: 'cardano', symbol: 'ADA', decimals: 6, basePrice: 0.8, coingeckoId: 'cardano' },
  { assetId: 'nep141:ltc.omft.near', blockchain: 'ltc', symbol: 'LTC', decimals: 8, basePrice: 100, coingeckoId: 'litecoin' },
  { assetId: hot(196), blockchain: 'xlayer', symbol: 'OKB', decimals: 18, basePrice: 50, coingeckoId: 'okb' },
  { assetId: hot(143), blockchain: 'monad', symbol: 'MON', decimals: 18, basePrice: 0.05, coingeckoId: 'monad' },
  { assetId: 'nep141:bch.omft.near', blockchain: 'bch', symbol: 'BCH', decimals: 8, basePrice: 450, coingeckoId: 'bitcoin-cash' },
  { assetId: 'nep141:adi.omft.near', blockchain: 'adi', symbol: 'ADI', decimals: 18, basePrice: 1.2 },
  { assetId: hot(9745), blockchain: 'plasma', symbol: 'XPL', decimals: 18, basePrice: 0.8, coingeckoId: 'plasma' },
  { assetId: 'nep141:scroll.omft.near', blockchain: 'scroll', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: 'nep141:starknet.omft.near', blockchain: 'starknet', symbol: 'STRK', decimals: 18, basePrice: 0.15, coingeckoId: 'starknet' },
  { assetId: '1cs_v1:aleo:native:coin', blockchain: 'aleo', symbol: 'ALEO', decimals: 6, basePrice: 0.2, coingeckoId: 'aleo' },
  { assetId: '1cs_v1:hypercore:native:coin', blockchain: 'hypercore', symbol: 'HYPE', decimals: 8, basePrice: 25, coingeckoId: 'hyperliquid' },
  { assetId: '1cs_v1:fogo:native:coin', blockchain: 'fogo', symbol: 'FOGO', decimals: 9, basePrice: 0.1 },
  { assetId: '1cs_v1:hood:native:coin', blockchain: 'hood', symbol: 'ETH', decimals: 18, basePrice: 3200, coingeckoId: 'ethereum' },
  { assetId: '1cs_v1:hlevm:native:coin', blockchain: 'hlevm', symbol: 'HYPE', decimals: 18, basePrice: 25, coingeckoId: 'hyperliquid' },
  // USDC on Hyperliquid (8 decimals; it lands in the perps balance).
  { assetId: '1cs_v1:hypercore:hip1:0x6d1e7cde53ba9467b783cb7c530ce054', blockchain: 'hypercore', symbol: 'USDC', decimals: 8, basePrice: 1, coingeckoId: 'usd-coin' },
];
