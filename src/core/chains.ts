// Chain facts only the elements that quote and pay read (memos, EVM chain ids and addresses, confirmation times):
// apart from assets.ts (chain names, token lookup), which every element has.

/** Chains whose deposit addresses are shared and told apart by a memo (the service returns `depositMemo`). */
export const MEMO_CHAINS: readonly string[] = ['stellar'];
export const chainNeedsMemo = (chain: string): boolean => MEMO_CHAINS.includes(chain);

/**
 * The EIP-155 chain id of each EVM chain a browser wallet can pay on (issue 17). A chain not listed gets no wallet
 * payment, only the address and QR: HyperCore is not an EVM chain (HyperEVM is another), and ADI Chain's id is not
 * confirmed here. Kept with the other chain facts (not with the wallet code) because the elements read it to decide
 * whether to load that code at all.
 */
export const EVM_CHAIN_IDS: Readonly<Record<string, number>> = {
  eth: 1,
  op: 10,
  bsc: 56,
  gnosis: 100,
  pol: 137,
  monad: 143,
  xlayer: 196,
  base: 8453,
  plasma: 9745,
  arb: 42161,
  avax: 43114,
  bera: 80094,
  scroll: 534352,
};

export const evmChainId = (chain: string | undefined): number | undefined =>
  chain === undefined ? undefined : EVM_CHAIN_IDS[chain];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const isEvmAddress = (value: unknown): value is string => typeof value === 'string' && EVM_ADDRESS.test(value);

/** Two EVM addresses are one account whatever their checksum case. */
export const sameEvmAddress = (a: string | undefined, b: string | undefined): boolean =>
  isEvmAddress(a) && isEvmAddress(b) && a.toLowerCase() === b.toLowerCase();

const CONFIRMATION_SECONDS: Readonly<Record<string, number>> = {
  btc: 1_800,
  bch: 1_200,
  ltc: 900,
  doge: 600,
  zec: 900,
  dash: 300,
  cardano: 300,
  eth: 120,
  tron: 60,
  pol: 60,
  avax: 20,
  bsc: 20,
  near: 5,
  sol: 10,
  fogo: 10,
  ton: 15,
  xrp: 10,
  stellar: 10,
  sui: 10,
  aptos: 10,
  movement: 10,
  aleo: 60,
  starknet: 60,
};

/** Typical seconds before a deposit on `chain` counts as confirmed; L2s and unknown chains get 30 s. */
export const typicalConfirmationSeconds = (chain: string): number => CONFIRMATION_SECONDS[chain] ?? 30;

/** Chains slow enough that a short deadline risks a refund. */
export const isSlowChain = (chain: string): boolean => typicalConfirmationSeconds(chain) >= 600;

/** USDC on Hyperliquid (HyperCore): it lands in the recipient's perps balance, not spot (CONTRACT.md, Hyperliquid). */
export const HYPERLIQUID_USDC = '1cs_v1:hypercore:hip1:0x6d1e7cde53ba9467b783cb7c530ce054';
/**
 * Paying USDC from Hyperliquid, in its 8-decimal units: a flat deposit fee, the smallest deposit taken, and what a
 * `usdSend` costs on top (sendAsset and spotSend cost nothing more; usdSend of only the amount can end short).
 */
export const HYPERLIQUID_DEPOSIT = { feeUnits: '20000000', minimumUnits: '50000000', usdSendExtraUnits: '100000000' };
