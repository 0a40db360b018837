// Which wallet the site remembers as connected last (its family and walletKey, never an account): the sessions ask
// only it silently on load, and change it on connect and disconnect. The storage itself is a floor up
// (store/remembered-wallet.ts): controllers/wallet-module.ts plugs it in as a wallet chunk loads.

export interface RememberedWallet {
  family: string;
  /** walletKey of the wallet's info. */
  wallet: string;
}

export interface WalletMemory {
  recall(): RememberedWallet | undefined;
  keep(remembered: RememberedWallet | undefined): void;
}

let memory: WalletMemory = { recall: () => undefined, keep: () => undefined };

/** Where the remembered wallet is kept (the page's storage; nowhere until set). */
export function setWalletMemory(next: WalletMemory): void {
  memory = next;
}

export const recallWallet = (): RememberedWallet | undefined => memory.recall();
export const keepWallet = (remembered: RememberedWallet | undefined): void => memory.keep(remembered);

/** How a wallet is known again after a reload: EIP-6963 uuids change per page load, its rdns and name do not. */
export const walletKey = (info: { uuid: string; name: string; rdns?: string }): string =>
  info.rdns || info.name || info.uuid;
