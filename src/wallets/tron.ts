// Tron wallets without a wallet SDK and without the tronweb package: TIP-6963 discovery (falling back to the injected
// `window.tronLink`, then `window.tron`), and the wallet's own injected TronWeb builds, signs and broadcasts exactly
// one transfer: TRX with transactionBuilder.sendTrx, a TRC-20 token with triggerSmartContract
// ('transfer(address,uint256)'). Before asking, the account is checked for activation and for the energy and
// bandwidth (or the TRX to burn for them) the transfer needs. Intents are signed as `tip191` with TronLink's
// trx.signMessageV2 (TIP-191) over the pretty-printed payload. Loaded on first need (tronModule in
// controllers/wallet-module.ts), never with the script tag.
import { base58Encode } from '../api/base58.js';
import type { FamilyPayment, IntentToSign, SignedIntent, WalletFamily } from './family.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

type Parameter = { type: string; value: string };

/** The part of an injected TronWeb used here. */
export interface TronWebLike {
  defaultAddress?: { base58?: string | false };
  fullNode?: { host?: string };
  trx: {
    getBalance(address: string): Promise<number | string>;
    getAccount(address: string): Promise<Record<string, unknown>>;
    getAccountResources(address: string): Promise<Record<string, number | undefined>>;
    getChainParameters?(): Promise<{ key: string; value?: number }[]>;
    sign(transaction: unknown): Promise<unknown>;
    /** TIP-191: the wallet prefixes "\x19TRON Signed Message:\n" + length and signs the keccak256; r ‖ s ‖ v hex. */
    signMessageV2?(message: string): Promise<string>;
    sendRawTransaction(signed: unknown): Promise<Broadcast>;
  };
  transactionBuilder: {
    sendTrx(to: string, amount: number, from: string): Promise<unknown>;
    triggerSmartContract(
      contract: string,
      selector: string,
      options: { feeLimit?: number },
      parameters: Parameter[],
      from: string,
    ): Promise<{ result?: { result?: boolean; message?: string }; transaction?: unknown }>;
    triggerConstantContract(
      contract: string,
      selector: string,
      options: object,
      parameters: Parameter[],
      from: string,
    ): Promise<{ constant_result?: string[]; energy_used?: number }>;
  };
}

interface Broadcast {
  result?: boolean;
  txid?: string;
  code?: string;
  message?: string;
  transaction?: { txID?: string };
}

/** A TIP-1193 provider (TIP-6963), or the injected TronLink: it carries the wallet's TronWeb. */
export interface TronProvider {
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
  tronWeb?: TronWebLike | false;
  on?(event: string, listener: (value: unknown) => void): unknown;
}

export interface TronWallet {
  info: ReturnType<typeof walletInfo>;
  provider: TronProvider;
}

/** The fee limit of a TRC-20 transfer (sun): 100 TRX, the most the network may burn for its energy. */
export const TRC20_FEE_LIMIT = 100_000_000;
/** What Max leaves unspent of TRX (sun): bandwidth, and the 1.1 TRX that activating a new address costs. */
export const TRX_FEE_RESERVE = 1_100_000n;
/** Bandwidth (bytes) of a TRX and of a TRC-20 transfer, and the energy of a TRC-20 transfer to a new holder. */
const BANDWIDTH_TRX = 270n;
const BANDWIDTH_TRC20 = 350n;
const ENERGY_TRC20 = 130_000n;

const isProvider = (value: unknown): value is TronProvider =>
  !!value &&
  typeof value === 'object' &&
  (typeof (value as TronProvider).request === 'function' || !!(value as TronProvider).tronWeb);

function tronWebOf(wallet: TronWallet): TronWebLike {
  const tronWeb = wallet.provider.tronWeb;
  if (!tronWeb || typeof tronWeb.trx?.sign !== 'function')
    throw new WalletFault('error', 'The wallet gave no TronWeb.');
  return tronWeb;
}

const base58Of = (tronWeb: TronWebLike | false | undefined): string | undefined => {
  const address = tronWeb ? tronWeb.defaultAddress?.base58 : undefined;
  return typeof address === 'string' && address ? address : undefined;
};

const units = (value: unknown): bigint | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+$/.test(value))
    ? BigInt(value)
    : undefined;

/** TronWeb's broadcast messages come hex-encoded. */
function readable(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  if (!/^(?:[0-9a-f]{2})+$/i.test(message)) return message.slice(0, 200);
  const bytes = new Uint8Array(message.length / 2).map((_, i) => parseInt(message.slice(i * 2, i * 2 + 2), 16));
  return new TextDecoder().decode(bytes).slice(0, 200);
}

class TronSession extends WalletList<TronWallet> {
  private fallback = false;
  private listening = false;
  private readonly watched = new WeakSet<object>();

  /** Asks the page's wallets to announce themselves (TIP-6963); the injected tronLink / tron only when none does. */
  discover(): readonly TronWallet[] {
    if (typeof window === 'undefined') return this.list;
    if (!this.listening) {
      this.listening = true;
      window.addEventListener('TIP6963:announceProvider', this.onAnnounce);
    }
    window.dispatchEvent(new Event('TIP6963:requestProvider'));
    const { tronLink, tron } = window as { tronLink?: unknown; tron?: unknown };
    if (!this.list.length) {
      const [uuid, injected] = isProvider(tronLink) ? ['window.tronLink', tronLink] : ['window.tron', tron];
      if (isProvider(injected)) {
        this.fallback = true;
        this.add({ info: walletInfo(uuid, uuid === 'window.tronLink' ? 'TronLink' : ''), provider: injected });
      }
    }
    return this.list;
  }

  /** The account the remembered wallet's TronWeb already shows this page (TronLink sets it once connected). */
  async learn(): Promise<void> {
    const wallet = this.remembered();
    const account = wallet && base58Of(wallet.provider.tronWeb);
    if (!this.current && wallet && account) this.use(wallet, account);
  }

  async connect(wallet: TronWallet): Promise<string> {
    const { provider } = wallet;
    let account: string | undefined;
    if (typeof provider.request === 'function') {
      // TIP-1193 wallets answer eth_requestAccounts with the accounts; the injected TronLink answers
      // tron_requestAccounts with a code (200 granted, 4001 declined, 4000 a request already open).
      const method = wallet.info.uuid === 'window.tronLink' ? 'tron_requestAccounts' : 'eth_requestAccounts';
      const answer = await provider.request({ method });
      if (Array.isArray(answer)) account = typeof answer[0] === 'string' ? answer[0] : undefined;
      else if (answer && typeof answer === 'object' && 'code' in answer) {
        const { code, message } = answer as { code: unknown; message?: unknown };
        if (code === 4001) throw new WalletFault('rejected', String(message ?? 'rejected'));
        if (code === 4000) throw new WalletFault('pending', String(message ?? 'pending'));
        if (code !== 200) throw new WalletFault('error', String(message ?? code));
      }
    }
    account ??= base58Of(provider.tronWeb);
    if (!account) throw new WalletFault('no-account');
    this.use(wallet, account);
    return account;
  }

  override reset(): void {
    this.fallback = false;
    super.reset();
  }

  private use(wallet: TronWallet, account: string): void {
    const { provider } = wallet;
    if (!this.watched.has(provider)) {
      this.watched.add(provider);
      provider.on?.('accountsChanged', (accounts) => {
        if (this.current?.wallet !== wallet) return;
        const next = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
        this.connected(wallet, next);
      });
      provider.on?.('chainChanged', () => {
        if (this.current?.wallet === wallet) this.connected(wallet, this.current.account);
      });
    }
    this.connected(wallet, account);
  }

  private readonly onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: Record<string, unknown>; provider?: unknown }>).detail;
    const info = detail?.info;
    const provider = detail?.provider;
    if (typeof info?.uuid !== 'string' || !info.uuid || !isProvider(provider)) return;
    const checked = walletInfo(info.uuid, info.name, info.icon, info.rdns);
    if (!checked.name) return;
    if (this.fallback) {
      // The injected provider was a stand-in until the wallets announced themselves.
      this.fallback = false;
      this.list = [];
    }
    this.add({ info: checked, provider });
  };
}

const session = new TronSession('tron');

/** The energy a TRC-20 transfer needs, as the wallet's node simulates it (130,000 when it will not say). */
async function energyOf(tronWeb: TronWebLike, { from, depositAddress, amount, contractAddress }: FamilyPayment) {
  try {
    const simulated = await tronWeb.transactionBuilder.triggerConstantContract(
      contractAddress!,
      'transfer(address,uint256)',
      {},
      transferParameters(depositAddress, amount),
      from,
    );
    return units(simulated?.energy_used) || ENERGY_TRC20;
  } catch {
    return ENERGY_TRC20;
  }
}

const transferParameters = (to: string, amount: string): Parameter[] => [
  { type: 'address', value: to },
  { type: 'uint256', value: amount },
];

function parameter(list: { key: string; value?: number }[] | undefined, key: string, otherwise: bigint): bigint {
  return units(list?.find((p) => p.key === key)?.value) ?? otherwise;
}

/** The txid, or the fault the node's refusal means. */
function broadcastResult(answer: Broadcast | undefined, signed: unknown): string {
  if (answer?.result) {
    const txid = answer.txid ?? answer.transaction?.txID ?? (signed as { txID?: string } | undefined)?.txID;
    if (typeof txid === 'string' && /^[0-9a-f]{64}$/i.test(txid)) return txid.toLowerCase();
    throw new WalletFault('error', 'The wallet gave no transaction id.');
  }
  const message = readable(answer?.message) || answer?.code || 'The network refused the transaction.';
  // TronWeb spells the code BANDWITH_ERROR.
  if (/BANDWI?D?TH_ERROR/.test(answer?.code ?? '') || /bandwidth|energy/i.test(message)) {
    throw new WalletFault('no-resources', message);
  }
  if (/not exist/i.test(message)) throw new WalletFault('inactive-account', message);
  if (/balance is not sufficient|insufficient/i.test(message)) throw new WalletFault('insufficient-funds', message);
  throw new WalletFault('error', message);
}

/**
 * `tip191`: TronLink's signMessageV2 over the payload pretty-printed (the SDK's messageFactory signs
 * JSON.stringify(payload, null, 2)); signedData carries `secp256k1:<base58>` of r ‖ s ‖ v, v the recovery id 0 or 1.
 */
async function signIntentTip191(wallet: TronWallet, intent: IntentToSign): Promise<SignedIntent> {
  if (intent.standard !== 'tip191' || typeof intent.payload !== 'string') {
    throw new WalletFault('error', `A Tron wallet signs tip191 intents only, not ${intent.standard}.`);
  }
  const tronWeb = tronWebOf(wallet);
  if (typeof tronWeb.trx.signMessageV2 !== 'function') {
    throw new WalletFault('error', 'The wallet cannot sign messages (no signMessageV2).');
  }
  let pretty: string;
  try {
    pretty = JSON.stringify(JSON.parse(intent.payload), null, 2);
  } catch {
    throw new WalletFault('error', 'The intent is not JSON.');
  }
  const answer = await tronWeb.trx.signMessageV2(pretty);
  const signature = typeof answer === 'string' ? answer.trim().replace(/^0x/i, '') : '';
  if (!/^[0-9a-f]{130}$/i.test(signature)) throw new WalletFault('error', 'The wallet gave no valid signature.');
  const raw = Uint8Array.from(signature.match(/../g)!, (pair) => parseInt(pair, 16));
  const v = raw[64]!;
  if (v > 1 && v !== 27 && v !== 28) throw new WalletFault('error', 'The wallet gave no valid signature.');
  raw[64] = v > 1 ? v - 27 : v;
  return { standard: 'tip191', payload: intent.payload, signature: `secp256k1:${base58Encode(raw)}` };
}

/** The Tron wallet client, as the controllers drive it. */
export const family: WalletFamily<TronWallet> = {
  walletSession: session,
  feeReserve: TRX_FEE_RESERVE,
  intentStandard: 'tip191',
  signIntent: (wallet, _account, intent) => signIntentTip191(wallet, intent),

  /** Told by the node the wallet's TronWeb talks to: Nile and Shasta are the test networks. */
  async testNetwork(wallet) {
    const host = wallet.provider.tronWeb ? (wallet.provider.tronWeb.fullNode?.host ?? '') : '';
    return /nile/i.test(host) ? 'Nile' : /shasta/i.test(host) ? 'Shasta' : undefined;
  },

  async balanceOf(wallet, account, contract) {
    const tronWeb = tronWebOf(wallet);
    if (!contract) {
      const balance = units(await tronWeb.trx.getBalance(account));
      if (balance === undefined)
        throw new WalletFault('error', 'The wallet answered with something that is not a balance.');
      return balance;
    }
    const answer = await tronWeb.transactionBuilder.triggerConstantContract(
      contract,
      'balanceOf(address)',
      {},
      [{ type: 'address', value: account }],
      account,
    );
    const word = answer?.constant_result?.[0];
    if (typeof word !== 'string' || !/^[0-9a-f]{1,64}$/i.test(word)) {
      throw new WalletFault('error', 'The wallet answered with something that is not a balance.');
    }
    return BigInt(`0x${word}`);
  },

  /**
   * An account never activated cannot send; one without the energy and bandwidth a transfer needs has the network
   * burn TRX for them, so it needs that TRX beside the amount.
   */
  async preflight(wallet, payment, balance) {
    const tronWeb = tronWebOf(wallet);
    const { from, amount, contractAddress } = payment;
    const account = await tronWeb.trx.getAccount(from);
    if (!account || typeof account !== 'object' || !('address' in account)) {
      throw new WalletFault('inactive-account', 'The account is not activated.');
    }
    const [resources, parameters, trx, energy] = await Promise.all([
      tronWeb.trx.getAccountResources(from),
      tronWeb.trx.getChainParameters?.().catch(() => undefined),
      contractAddress || balance === undefined ? tronWeb.trx.getBalance(from).then(units) : balance,
      contractAddress ? energyOf(tronWeb, payment) : 0n,
    ]);
    const free = (key: string, used: string) => BigInt(resources?.[key] ?? 0) - BigInt(resources?.[used] ?? 0);
    const bandwidth = free('freeNetLimit', 'freeNetUsed') + free('NetLimit', 'NetUsed');
    const needBandwidth = contractAddress ? BANDWIDTH_TRC20 : BANDWIDTH_TRX;
    const missingEnergy = energy - free('EnergyLimit', 'EnergyUsed');
    const burn =
      (bandwidth >= needBandwidth ? 0n : needBandwidth * parameter(parameters, 'getTransactionFee', 1000n)) +
      (missingEnergy > 0n ? missingEnergy * parameter(parameters, 'getEnergyFee', 100n) : 0n);
    if (trx === undefined || burn === 0n) return;
    const spare = trx - (contractAddress ? 0n : BigInt(amount));
    if (spare < burn) throw new WalletFault('no-resources', 'Not enough energy or bandwidth.', burn);
  },

  async sendPayment(wallet, { from, depositAddress, amount, contractAddress }) {
    const tronWeb = tronWebOf(wallet);
    let transaction: unknown;
    if (contractAddress) {
      const built = await tronWeb.transactionBuilder.triggerSmartContract(
        contractAddress,
        'transfer(address,uint256)',
        { feeLimit: TRC20_FEE_LIMIT },
        transferParameters(depositAddress, amount),
        from,
      );
      if (!built?.result?.result || !built.transaction) {
        throw new WalletFault('error', readable(built?.result?.message) ?? 'The wallet could not build the transfer.');
      }
      transaction = built.transaction;
    } else {
      const sun = Number(amount);
      if (!Number.isSafeInteger(sun) || sun <= 0 || String(sun) !== amount) {
        throw new WalletFault('error', 'The amount is not a whole number of sun.');
      }
      transaction = await tronWeb.transactionBuilder.sendTrx(depositAddress, sun, from);
    }
    const signed = await tronWeb.trx.sign(transaction);
    return broadcastResult(await tronWeb.trx.sendRawTransaction(signed), signed);
  },

  walletProblem: (error) => walletProblem(error, 'tron'),

  sameAccount: (a, b) => !!a && a === b,
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
