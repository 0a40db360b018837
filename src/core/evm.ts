// What a wallet payment sends and reads: JSON-RPC quantities and the two ERC-20 calls (transfer, balanceOf), encoded
// by hand with BigInt (no ABI library). Loaded with the wallet code, on first need. The chain ids are in assets.ts.
import { isEvmAddress } from './chains.js';

/** A chain id as wallet_switchEthereumChain wants it: 0x-prefixed hex without leading zeros. */
export const hexChainId = (id: number): string => `0x${id.toString(16)}`;

const MAX_UINT256 = 2n ** 256n - 1n;

/** An amount as a JSON-RPC quantity ("0x" and hex digits, no leading zeros; zero is "0x0"). */
export function toQuantity(amount: bigint | string): string {
  const value = BigInt(amount);
  if (value < 0n || value > MAX_UINT256) throw new RangeError('An amount must fit in 256 bits.');
  return `0x${value.toString(16)}`;
}

/** A JSON-RPC quantity or 32-byte word read back exactly; undefined for anything else (a wallet's odd answer). */
export function fromQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined;
}

/** One 32-byte ABI word of an address or an amount, as 64 hex digits. */
function word(value: string | bigint): string {
  if (typeof value === 'string') {
    if (!isEvmAddress(value)) throw new TypeError(`Not an EVM address: ${value}`);
    return value.slice(2).toLowerCase().padStart(64, '0');
  }
  if (value < 0n || value > MAX_UINT256) throw new RangeError('An amount must fit in 256 bits.');
  return value.toString(16).padStart(64, '0');
}

/** Calldata of ERC-20 `transfer(address to, uint256 amount)`: selector a9059cbb and two words. */
export const erc20TransferData = (to: string, amount: bigint | string): string =>
  `0xa9059cbb${word(to)}${word(BigInt(amount))}`;

/** Calldata of ERC-20 `balanceOf(address owner)`: selector 70a08231 and one word. */
export const erc20BalanceOfData = (owner: string): string => `0x70a08231${word(owner)}`;
