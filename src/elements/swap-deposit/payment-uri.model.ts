// Payment URIs for the chains that have a widely supported standard, so a wallet that scans the QR fills in the
// address, the token and the exact amount. Wallets parse these unevenly (PEERS.md), so the element shows the bare
// address by default and offers the URI as an option. Amounts are exact: smallest units or an exact decimal string.
import { toDecimal } from '../../core/amounts.js';
import { EVM_CHAIN_IDS } from '../../core/chains.js';

export interface PaymentTarget {
  /** The origin chain code from the token list (`eth`, `btc`, ...). */
  chain: string;
  /** The token's contract (ERC-20 address, SPL mint); absent for the chain's native coin. */
  contractAddress?: string | null;
  decimals: number;
  depositAddress: string;
  memo?: string;
  /** Exact amount to send in smallest units; omitted from the URI when undefined. */
  amount?: string;
}

/** BIP-21 style schemes of UTXO chains (native coin only). */
const BIP21: Readonly<Record<string, string>> = { btc: 'bitcoin', ltc: 'litecoin', doge: 'dogecoin' };

const query = (params: Record<string, string | undefined>): string => {
  const pairs = Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined);
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
};

/**
 * The payment URI for a deposit, or undefined when the chain has no standard one (or the deposit needs a memo the
 * standard cannot carry). Supported: bitcoin:/litecoin:/dogecoin: (BIP-21), ethereum: (EIP-681, native coin and
 * ERC-20 transfer), solana: (Solana Pay, SOL and SPL tokens), ton://transfer (native TON), web+stellar:pay (SEP-7,
 * native XLM with an id memo).
 */
export function paymentUri(target: PaymentTarget): string | undefined {
  const { chain, contractAddress, decimals, depositAddress, memo, amount } = target;
  const native = !contractAddress;
  const decimal = amount === undefined ? undefined : toDecimal(amount, decimals);

  const bip21 = BIP21[chain];
  // BIP-21's amount is in whole coins; a zero amount would ask for nothing, so it is left out.
  if (bip21) {
    return native && !memo
      ? `${bip21}:${depositAddress}${query({ amount: decimal === '0' ? undefined : decimal })}`
      : undefined;
  }

  const chainId = EVM_CHAIN_IDS[chain];
  if (chainId !== undefined) {
    if (memo) return undefined;
    if (native) return `ethereum:${depositAddress}@${chainId}${query({ value: amount })}`;
    return `ethereum:${contractAddress}@${chainId}/transfer${query({ address: depositAddress, uint256: amount })}`;
  }

  if (chain === 'sol') {
    if (memo) return undefined;
    return `solana:${depositAddress}${query({ amount: decimal, 'spl-token': native ? undefined : contractAddress! })}`;
  }

  if (chain === 'ton') {
    return native && !memo ? `ton://transfer/${depositAddress}${query({ amount })}` : undefined;
  }

  if (chain === 'stellar') {
    if (!native) return undefined;
    const memoType = memo === undefined ? undefined : /^\d+$/.test(memo) ? 'MEMO_ID' : 'MEMO_TEXT';
    return `web+stellar:pay${query({ destination: depositAddress, amount: decimal, memo, memo_type: memoType })}`;
  }
  return undefined;
}

/**
 * The BIP-21 link a page may offer as `<a href>` (it opens the visitor's Bitcoin wallet): the payment URI of a native
 * BTC deposit on Bitcoin, and only when the address is plain base58/bech32 text, so the link can carry nothing else.
 */
export function bitcoinLink(target: PaymentTarget): string | undefined {
  if (target.chain !== 'btc' || !/^[a-zA-Z0-9]+$/.test(target.depositAddress)) return undefined;
  return paymentUri(target);
}
