// EVM chains as a browser wallet sees them: the service's chain codes mapped to EIP-155 chain ids, and EVM addresses.
// Small on purpose: the elements read it to decide whether a wallet may pay; the rest of the wallet code (evm.ts,
// controllers/wallet.ts) loads only then.

/**
 * The EIP-155 chain id of each EVM chain of the service's list (chain codes as in assets.ts CHAIN_NAMES). A chain not
 * listed here gets no wallet payment, only the address and QR: HyperCore is not an EVM chain (HyperEVM is another
 * one), and ADI Chain's id is not confirmed here.
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

/** A chain id as wallet_switchEthereumChain wants it: 0x-prefixed hex without leading zeros. */
export const hexChainId = (id: number): string => `0x${id.toString(16)}`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const isEvmAddress = (value: unknown): value is string => typeof value === 'string' && ADDRESS.test(value);

/** Two EVM addresses are one account whatever their checksum case. */
export const sameEvmAddress = (a: string | undefined, b: string | undefined): boolean =>
  isEvmAddress(a) && isEvmAddress(b) && a.toLowerCase() === b.toLowerCase();
