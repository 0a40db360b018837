// Aptos and Movement wallets through AIP-62 (the Aptos Wallet Standard, on the Wallet Standard's registry), without
// the Aptos SDK: `@wallet-standard/app` finds the wallets with `aptos:connect`, `aptos:account`, `aptos:network` and
// `aptos:signAndSubmitTransaction`; the wallet builds, signs and submits exactly one entry-function payload (AIP-62
// 1.1's `{ payload }` input, JSON, no bytes packed here): `0x1::aptos_account::transfer_coins<CoinType>(to, amount)`
// for a coin type (the native coin is `0x1::aptos_coin::AptosCoin` on both chains), or
// `0x1::primary_fungible_store::transfer<0x1::fungible_asset::Metadata>(metadata, to, amount)` for a fungible asset
// named by its metadata address. Movement runs the same framework and its wallets speak the same standard: each chain
// is a session of its own, told apart by the network the wallet reports (`aptos:network`'s chain id: Aptos mainnet 1,
// Movement mainnet 126; anything else is refused before a payload is shown). Answers come as AIP-62 UserResponses
// (`{ status: 'Rejected' }` is the user saying no). Balances: the node's REST `view` of `0x1::coin::balance` or
// `0x1::primary_fungible_store::balance` through the configured URL. Loaded on first need (aptosModule,
// movementModule), never at load.
import type { Wallet } from '@wallet-standard/base';
import type { FamilyPayment, WalletFamily } from './family.js';
import type { WalletFamilyName } from './presence.js';
import { WalletFault, walletProblem } from './session.js';
import { StandardWallets, type StandardWallet } from './standard-session.js';
import { notABalance, unitsOf } from './chain-rpc.js';

/** The native coin of Aptos and of Movement. */
export const APTOS_COIN = '0x1::aptos_coin::AptosCoin';
export const APTOS_MAINNET_CHAIN_ID = 1;
/** Movement mainnet's chain id (docs.movementnetwork.xyz, Network Endpoints; its Bardock testnet is 250). */
export const MOVEMENT_MAINNET_CHAIN_ID = 126;
/** What Max leaves unspent of the native coin (octas): 0.001 APT, 0.01 MOVE, many times a transfer's gas. */
export const APT_FEE_RESERVE = 100_000n;
export const MOVE_FEE_RESERVE = 1_000_000n;

export type AptosWallet = StandardWallet;

/** AIP-62's answer to a request the user may decline. */
type UserResponse<T> = { status: 'Approved'; args: T } | { status: 'Rejected' };
type AccountInfo = { address: { toString(): string } | string };
export type NetworkInfo = { name?: string; chainId?: number; url?: string };
export interface AptosPayload {
  function: string;
  typeArguments: string[];
  functionArguments: string[];
}
/** The AIP-62 features used here (their shapes in @aptos-labs/wallet-standard). */
interface Features {
  'aptos:connect': { connect(silent?: boolean): Promise<UserResponse<AccountInfo>> };
  'aptos:account': { account(): Promise<AccountInfo> };
  'aptos:network': { network(): Promise<NetworkInfo> };
  'aptos:disconnect'?: { disconnect(): Promise<void> };
  'aptos:onAccountChange'?: { onAccountChange(listener: (account: AccountInfo | undefined) => void): Promise<void> };
  'aptos:onNetworkChange'?: { onNetworkChange(listener: (network: NetworkInfo) => void): Promise<void> };
  'aptos:signAndSubmitTransaction': {
    version?: string;
    signAndSubmitTransaction(input: { payload: AptosPayload }): Promise<UserResponse<{ hash: string }>>;
  };
}

const feature = <K extends keyof Features>(wallet: Wallet, name: K): Features[K] =>
  (wallet.features as unknown as Features)[name];

const addressOf = (info: AccountInfo | undefined): string | undefined => {
  const text = info?.address === undefined ? undefined : String(info.address);
  return text && /^0x[0-9a-fA-F]{1,64}$/.test(text) ? text : undefined;
};

/** An approved answer's value; a refusal or a malformed answer as the fault it is. */
function approved<T>(answer: UserResponse<T> | undefined): T {
  if (answer?.status === 'Rejected') throw new WalletFault('rejected', 'Rejected');
  if (answer?.status !== 'Approved') throw new WalletFault('error', 'The wallet gave no answer.');
  return answer.args;
}

/** Aptos addresses compare as 32-byte hex (`0x1` is `0x00…01`). */
const normal = (address: string): string => `0x${address.replace(/^0x/i, '').toLowerCase().padStart(64, '0')}`;

/** AIP-62 wallets connect through their own `aptos:` features, not the Wallet Standard's `standard:connect`. */
class AptosSession extends StandardWallets {
  private readonly watched = new WeakSet<Wallet>();

  protected canPay(wallet: Wallet): boolean {
    return (
      !!feature(wallet, 'aptos:connect') &&
      !!feature(wallet, 'aptos:account') &&
      !!feature(wallet, 'aptos:network') &&
      !!feature(wallet, 'aptos:signAndSubmitTransaction')
    );
  }

  /** The account the remembered wallet still shows this page (`aptos:account`), else a silent connect. */
  async learn(): Promise<void> {
    const entry = this.remembered();
    if (this.current || !entry) return;
    let account: string | undefined;
    try {
      account = addressOf(await feature(entry.wallet, 'aptos:account').account());
    } catch {
      // not connected yet: a silent connect may still say
    }
    if (!account) {
      try {
        const answer = await feature(entry.wallet, 'aptos:connect').connect(true);
        account = answer?.status === 'Approved' ? addressOf(answer.args) : undefined;
      } catch {
        return;
      }
    }
    if (account && !this.current) this.use(entry, account);
  }

  protected override release(entry: AptosWallet): void {
    try {
      void feature(entry.wallet, 'aptos:disconnect')
        ?.disconnect()
        .catch(() => undefined);
    } catch {
      // forgotten here all the same
    }
  }

  async connect(entry: AptosWallet): Promise<string> {
    const account = addressOf(approved(await feature(entry.wallet, 'aptos:connect').connect()));
    if (!account) throw new WalletFault('no-account');
    this.use(entry, account);
    return account;
  }

  private use(entry: AptosWallet, account: string): void {
    const { wallet } = entry;
    if (!this.watched.has(wallet)) {
      this.watched.add(wallet);
      void feature(wallet, 'aptos:onAccountChange')
        ?.onAccountChange((next) => {
          if (this.current?.wallet === entry) this.connected(entry, addressOf(next));
        })
        .catch(() => undefined);
      void feature(wallet, 'aptos:onNetworkChange')
        ?.onNetworkChange(() => {
          if (this.current?.wallet === entry) this.connected(entry, this.current.account);
        })
        .catch(() => undefined);
    }
    this.connected(entry, account);
  }
}

/** A fungible asset is named by its metadata object's address; a coin by its type (`0x…::module::Struct`). */
const isCoinType = (token: string): boolean => token.includes('::');

/** The entry-function payload of exactly `amount` of the token (the native coin when none) to the deposit address. */
export function transferPayload({ depositAddress, amount, contractAddress }: FamilyPayment): AptosPayload {
  const token = contractAddress || APTOS_COIN;
  return isCoinType(token)
    ? {
        function: '0x1::aptos_account::transfer_coins',
        typeArguments: [token],
        functionArguments: [depositAddress, amount],
      }
    : {
        function: '0x1::primary_fungible_store::transfer',
        typeArguments: ['0x1::fungible_asset::Metadata'],
        functionArguments: [token, depositAddress, amount],
      };
}

/** A view function's first answer through the node's REST API (`<url>/view`, the URL being its `/v1` root). */
async function view(
  url: string,
  fetcher: typeof fetch | undefined,
  body: { function: string; type_arguments: string[]; arguments: string[] },
): Promise<unknown> {
  const response = await (fetcher ?? fetch)(`${url.replace(/\/+$/, '')}/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new WalletFault('error', `The node answered ${response.status}.`);
  const answer = (await response.json()) as unknown;
  return Array.isArray(answer) ? answer[0] : undefined;
}

/** The main networks of the chains these wallets serve, by chain id, as the sentences name them. */
const OTHER_MAINNETS: Readonly<Record<number, string>> = {
  [APTOS_MAINNET_CHAIN_ID]: 'Aptos',
  [MOVEMENT_MAINNET_CHAIN_ID]: 'Movement',
};

function aptosFamily(
  name: Extract<WalletFamilyName, 'aptos' | 'movement'>,
  chainId: number,
  feeReserve: bigint,
): WalletFamily<AptosWallet> {
  return {
    walletSession: new AptosSession(name),
    feeReserve,
    needsRpc: true,

    /** The wallet's network (`aptos:network`) unless it is this chain's mainnet: its name (testnet, devnet...). */
    async testNetwork(entry) {
      const network = await feature(entry.wallet, 'aptos:network').network();
      if (network?.chainId === chainId) return undefined;
      // The sibling chain's mainnet is no test network: "mainnet:<chain>" is worded "on Movement, not Aptos".
      const other = OTHER_MAINNETS[network?.chainId ?? -1];
      if (other) return `mainnet:${other}`;
      const said = typeof network?.name === 'string' ? network.name.slice(0, 40) : '';
      return said && !/^(?:mainnet|custom)$/i.test(said) ? said : `chain ${String(network?.chainId ?? '?')}`;
    },

    async balanceOf(_entry, account, contract, rpcUrl, fetcher) {
      if (!rpcUrl) return undefined;
      const token = contract || APTOS_COIN;
      const answer = await view(
        rpcUrl,
        fetcher,
        isCoinType(token)
          ? { function: '0x1::coin::balance', type_arguments: [token], arguments: [account] }
          : {
              function: '0x1::primary_fungible_store::balance',
              type_arguments: ['0x1::fungible_asset::Metadata'],
              arguments: [account, token],
            },
      );
      return unitsOf(answer) ?? notABalance();
    },

    async sendPayment(entry, payment) {
      const answer = await feature(entry.wallet, 'aptos:signAndSubmitTransaction').signAndSubmitTransaction({
        payload: transferPayload(payment),
      });
      const hash = approved(answer)?.hash;
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw new WalletFault('error', 'The wallet gave no transaction hash.');
      }
      return hash.toLowerCase();
    },

    walletProblem: (error) => walletProblem(error, name),

    sameAccount: (a, b) => !!a && !!b && normal(a) === normal(b),
  };
}

export const aptos = aptosFamily('aptos', APTOS_MAINNET_CHAIN_ID, APT_FEE_RESERVE);
export const movement = aptosFamily('movement', MOVEMENT_MAINNET_CHAIN_ID, MOVE_FEE_RESERVE);

export { WalletFault };
export { setWalletMemory } from './memory.js';
