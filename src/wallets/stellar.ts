// Stellar wallets through the SEP-43 wallet interface (getAddress, signTransaction(xdr, { networkPassphrase,
// address }), signMessage, getNetwork), without a wallet kit: SEP-43 names no announcement, so the page's injected
// objects that speak it are taken (Freighter's `window.freighterApi`, xBull's `window.xBullSDK`, a generic
// `window.stellar`), each only when it has the SEP-43 methods. Nothing is asked on load but the remembered wallet's
// getAddress. SEP-43 answers errors in the result (`{ error: { code, message } }`, -4 the user's refusal); they are
// read here. Paying (the transaction built with @stellar/stellar-base, the Horizon reads and the submission) is in
// stellar-transfer.ts, a chunk of its own loaded once a Stellar wallet is used. Intents are signed as `sep53` with
// signMessage. Loaded on first need (stellarModule in controllers/wallet-module.ts), never with the script tag.
import { base32, base58, base64 } from '@scure/base';
import type { IntentToSign, SignedIntent, WalletFamily } from './family.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

/** The Stellar public network's passphrase: every transaction and message is signed for it, never another. */
export const STELLAR_PUBLIC = 'Public Global Stellar Network ; September 2015';
/** SEP-43's error code for "the user rejected the request". */
export const SEP43_REJECTED = -4;

export interface Sep43Error {
  message?: string;
  code?: number;
}

/** The SEP-43 interface (its results carry `error` instead of throwing). */
export interface Sep43Api {
  getAddress(): Promise<{ address?: string; error?: Sep43Error }>;
  signTransaction(
    xdr: string,
    opts?: { networkPassphrase?: string; address?: string },
  ): Promise<{ signedTxXdr?: string; signerAddress?: string; error?: Sep43Error }>;
  signMessage?(
    message: string,
    opts?: { networkPassphrase?: string; address?: string },
  ): Promise<{ signedMessage?: string; signerAddress?: string; error?: Sep43Error }>;
  getNetwork?(): Promise<{ network?: string; networkPassphrase?: string; error?: Sep43Error }>;
}

export interface StellarWallet {
  info: ReturnType<typeof walletInfo>;
  api: Sep43Api;
}

/** The globals SEP-43 wallets inject, and the names they go by. */
export const STELLAR_GLOBALS: readonly (readonly [string, string])[] = [
  ['freighterApi', 'Freighter'],
  ['xBullSDK', 'xBull'],
  ['stellar', ''],
];

export const isSep43 = (value: unknown): value is Sep43Api =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Sep43Api).getAddress === 'function' &&
  typeof (value as Sep43Api).signTransaction === 'function';

/** A SEP-43 result, or the fault its error is: -4 a refusal, the rest in the wallet's words. */
export function answered<T extends { error?: Sep43Error }>(result: T | undefined): T {
  const error = result?.error;
  if (!result || error) {
    const message = typeof error?.message === 'string' ? error.message.slice(0, 200) : undefined;
    throw new WalletFault(error?.code === SEP43_REJECTED ? 'rejected' : 'error', message);
  }
  return result;
}

/** A G-address's 32-byte ed25519 key (StrKey: version byte 6 << 3, the key, a CRC-16 checksum; base32). */
export function stellarKey(address: string): Uint8Array | undefined {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return undefined;
  try {
    const bytes = base32.decode(address); // 56 characters: 35 bytes, no padding
    return bytes.length === 35 && bytes[0] === 6 << 3 ? bytes.slice(1, 33) : undefined;
  } catch {
    return undefined;
  }
}

const STELLAR_ADDRESS = /^G[A-Z2-7]{55}$/;

class StellarSession extends WalletList<StellarWallet> {
  /** The page's injected SEP-43 wallets (never prompts). */
  discover(): readonly StellarWallet[] {
    if (typeof window === 'undefined') return this.list;
    const w = window as unknown as Record<string, unknown>;
    for (const [key, name] of STELLAR_GLOBALS) {
      const api = w[key];
      if (isSep43(api) && !this.list.some((entry) => entry.api === api)) {
        const own = (api as { name?: unknown; icon?: unknown }).name;
        this.add({
          info: walletInfo(`window.${key}`, typeof own === 'string' ? own : name, (api as { icon?: unknown }).icon),
          api,
        });
      }
    }
    return this.list;
  }

  /** The remembered wallet's account, read with getAddress (only that wallet: another might prompt). */
  async learn(): Promise<void> {
    const wallet = this.remembered();
    if (this.current || !wallet) return;
    try {
      const { address } = answered(await wallet.api.getAddress());
      if (address && STELLAR_ADDRESS.test(address) && !this.current) this.connected(wallet, address);
    } catch {
      // not granted: the user connects when they choose to
    }
  }

  async connect(wallet: StellarWallet): Promise<string> {
    const { address } = answered(await wallet.api.getAddress());
    if (!address || !STELLAR_ADDRESS.test(address)) throw new WalletFault('no-account');
    this.connected(wallet, address);
    return address;
  }
}

const session = new StellarSession('stellar');

/** The Horizon reads, the transaction builder and the submission: a chunk of its own, loaded once used. */
const builder = () => import('./stellar-transfer.js');

/** What Max leaves unspent of XLM (stroops): the fee of the one-operation payment (balances are net of the reserve). */
export const XLM_FEE_RESERVE = 10_000n;

/**
 * `sep53`: the wallet's signMessage over the payload pretty-printed (the SDK's messageFactory); SEP-53 wallets sign
 * ed25519 over sha256("Stellar Signed Message:\n" + message). signedData: `ed25519:` + base58 of the key and of the
 * 64-byte signature.
 */
async function signIntentSep53(wallet: StellarWallet, account: string, intent: IntentToSign): Promise<SignedIntent> {
  if (intent.standard !== 'sep53' || typeof intent.payload !== 'string') {
    throw new WalletFault('error', `A Stellar wallet signs sep53 intents only, not ${intent.standard}.`);
  }
  const key = stellarKey(account);
  if (!key) throw new WalletFault('no-account');
  if (typeof wallet.api.signMessage !== 'function') throw new WalletFault('error', 'The wallet cannot sign messages.');
  const pretty = JSON.stringify(JSON.parse(intent.payload), null, 2);
  const { signedMessage } = answered(
    await wallet.api.signMessage(pretty, { networkPassphrase: STELLAR_PUBLIC, address: account }),
  );
  let signature: Uint8Array | undefined;
  try {
    signature = typeof signedMessage === 'string' ? base64.decode(signedMessage) : undefined;
  } catch {
    signature = undefined;
  }
  if (signature?.length !== 64) throw new WalletFault('error', 'The wallet gave no valid signature.');
  return {
    standard: 'sep53',
    payload: intent.payload,
    public_key: `ed25519:${base58.encode(key)}`,
    signature: `ed25519:${base58.encode(signature)}`,
  };
}

/** The Stellar wallet client, as the controllers drive it. */
export const family: WalletFamily<StellarWallet> = {
  walletSession: session,
  feeReserve: XLM_FEE_RESERVE,
  needsRpc: true,
  intentStandard: 'sep53',

  /** Any network but the public one (testnet, futurenet...), by the wallet's getNetwork. */
  async testNetwork(wallet) {
    if (typeof wallet.api.getNetwork !== 'function') return undefined;
    const { network, networkPassphrase } = answered(await wallet.api.getNetwork());
    return networkPassphrase === STELLAR_PUBLIC ? undefined : (network || networkPassphrase || 'testnet').toLowerCase();
  },

  /** XLM: what the account can spend above its reserve; an issued asset: its trustline's balance (Horizon). */
  balanceOf: async (_wallet, account, contract, rpcUrl, fetcher) =>
    rpcUrl ? (await builder()).balanceOf(account, contract, rpcUrl, fetcher) : undefined,

  /** The payer and the deposit address exist and hold the trustlines; XLM above the reserve covers amount and fee. */
  preflight: async (_wallet, payment) => (await builder()).preflight(payment),

  /** One payment with the deposit memo, signed by the wallet (SEP-43) and submitted to Horizon. */
  sendPayment: async (wallet, payment) => (await builder()).pay(wallet, payment),

  signIntent: (wallet, account, intent) => signIntentSep53(wallet, account, intent),

  walletProblem: (error) => walletProblem(error, 'stellar'),

  sameAccount: (a, b) => !!a && a === b,
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
