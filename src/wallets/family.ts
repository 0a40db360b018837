// What every chain family's wallet client offers the controllers (types only: nothing here reaches a bundle). The EVM
// (evm.ts), Bitcoin (bitcoin.ts), Tron (tron.ts), Solana (solana.ts) and NEAR (near.ts) clients each implement
// WalletFamily, so <swap-quote>'s balance and <swap-deposit>'s payment and intent signing drive them one way. What only
// some families have is optional: moving the wallet between chains (EVM), a test-network check and checks before a
// send (the others), a fee reserve at the wallet's gas price (EVM) or a fixed one (the others), intent signing.

/** A wallet as the page names it: a name of at most 40 characters, an icon only as a data: image. */
export interface WalletInfo {
  uuid: string;
  /** Empty for an injected provider that gives no name (the view names it "your browser wallet"). */
  name: string;
  icon?: string;
  rdns?: string;
}

/** Any family's wallet, as the views see it. */
export interface FamilyWallet {
  info: WalletInfo;
}

/**
 * What went wrong, for the view: `rejected` (the user said no), `unknown-chain` (an EVM wallet that does not know the
 * chain it was asked to switch to), `pending` (the wallet has a request open already),
 * `insufficient-funds` (the wallet's own balance check), `no-account`, `wrong-network` (a test network such as
 * Bitcoin testnet, Tron Nile or Shasta: its name in `message`), `inactive-account` (a Tron account never activated),
 * `no-resources` (not enough Tron energy or bandwidth, nor TRX to burn for them), `unfunded-account` (a Stellar
 * account not created yet), `no-trustline` (the Stellar payer holds no trustline for the asset), `deposit-unready`
 * (the Stellar deposit address is no account yet, or holds no trustline for the asset), `error`.
 */
export type FamilyProblem =
  | 'rejected'
  | 'unknown-chain'
  | 'pending'
  | 'insufficient-funds'
  | 'no-account'
  | 'wrong-network'
  | 'inactive-account'
  | 'no-resources'
  | 'unfunded-account'
  | 'no-trustline'
  | 'deposit-unready'
  | 'error';

/** The page's wallets of one family and its connection to one of them, shared by every element. */
export interface FamilySession<W extends FamilyWallet> {
  readonly wallets: readonly W[];
  readonly connection: { wallet: W; account: string } | undefined;
  /** Moves on when the connected wallet reports another account or network: balances are read again. */
  readonly epoch: number;
  subscribe(listener: () => void): () => void;
  /** Finds the page's wallets (never prompts). */
  discover(): readonly W[];
  /** An account the remembered wallet (only that one) still lets this page see, read without a prompt. */
  learn(): Promise<void>;
  /** Asks the wallet for an account (it may prompt) and keeps the connection; the site remembers the wallet. */
  connect(wallet: W): Promise<string>;
  /** Forgets the connection and the remembered wallet (and tells the wallet, where its standard can). */
  disconnect?(): void;
  /** Forgets the wallets and the connection (tests; a page that installs wallets again). */
  reset(): void;
}

/** Exactly `amount` (smallest units) to the deposit address; a token's contract, none for the native coin. */
export interface FamilyPayment {
  from: string;
  depositAddress: string;
  amount: string;
  contractAddress?: string;
  /** The deposit memo, for a family whose transfers carry it (TON: the text comment; Stellar: the memo, or no payment). */
  memo?: string;
  /** The chain's JSON-RPC URL (store's rpcUrlFor), for families that read the chain themselves (Solana, NEAR). */
  rpcUrl?: string;
  /** The fetch the element is configured with (configure({ fetch }) or its property), for those reads. */
  fetch?: typeof globalThis.fetch;
}

/** An intent to sign as `POST /v0/generate-intent` gives it (`intent`: exactly `{standard, payload}`). */
export interface IntentToSign {
  standard: string;
  payload: unknown;
}

/** The signed intent for `POST /v0/submit-intent`'s `signedData`: the intent plus its standard's signature fields. */
export type SignedIntent = IntentToSign & Record<string, unknown>;

/**
 * A family whose wallets hold one account on many chains (EVM): the wallet is moved to the chain of a balance or a
 * payment (`chain`: the token list's chain id, e.g. `base`).
 */
export interface ChainSwitch<W extends FamilyWallet> {
  /** Whether the wallet is on `chain` now. */
  isOn(wallet: W, chain: string): Promise<boolean>;
  /** Asks the wallet to move to `chain`; one that does not know it fails with `unknown-chain` (walletProblem). */
  switchTo(wallet: W, chain: string): Promise<void>;
}

export interface WalletFamily<W extends FamilyWallet = FamilyWallet> {
  readonly walletSession: FamilySession<W>;
  /** Moving the wallet between chains, for a family whose wallets serve many (EVM); none for the others. */
  readonly chains?: ChainSwitch<W>;
  /**
   * The test network the wallet is on, by name ("testnet", "Nile"...), or `mainnet:<chain>` when it is on another
   * chain's main network ("mainnet:Movement" for an Aptos wallet); undefined on the main network. None for a
   * family whose wallet is moved to the chain instead (`chains`): its account may fill fields at once.
   */
  testNetwork?(wallet: W, account: string): Promise<string | undefined>;
  /**
   * The account's balance in smallest units; undefined when the wallet does not tell. `rpcUrl`: the chain's JSON-RPC
   * URL for families that read the chain themselves, read with `fetch` (the element's configured one) when given.
   */
  balanceOf(
    wallet: W,
    account: string,
    contract?: string,
    rpcUrl?: string,
    fetch?: typeof globalThis.fetch,
  ): Promise<bigint | undefined>;
  /** The family reads the chain itself and cannot pay without an RPC URL (Solana, NEAR; Bitcoin and Tron wallets read). */
  readonly needsRpc?: boolean;
  /** The intent signing standard this family's wallets use (`erc191`, `nep413`, `raw_ed25519`), if they can sign. */
  readonly intentStandard?: string;
  /** Signs an intent from generate-intent with the connected account; resolves with submit-intent's `signedData`. */
  signIntent?(wallet: W, account: string, intent: IntentToSign): Promise<SignedIntent>;
  /**
   * The Intents account (generate-intent's `signerId`) the wallet's account signs for, where it is not read from the
   * address itself (TON: the wallet's public key in hex, which only its connection tells).
   */
  intentSigner?(wallet: W, account: string): string | undefined;
  /** What Max leaves unspent of the native coin for the network fee (smallest units), where it is a fixed amount. */
  readonly feeReserve?: bigint;
  /** Else what Max leaves at the wallet's current gas price (EVM: three plain transfers); a failed read throws. */
  gasReserve?(wallet: W): Promise<bigint>;
  /** Checks before asking to send (an inactive account, the fee resources); throws a fault the view names. */
  preflight?(wallet: W, payment: FamilyPayment, balance: bigint | undefined): Promise<void>;
  /** Asks the wallet to send the payment; resolves with its transaction id. */
  sendPayment(wallet: W, payment: FamilyPayment): Promise<string>;
  walletProblem(error: unknown): { problem: FamilyProblem; message?: string; needed?: bigint };
  /** The same account (address comparison by the chain's rules). */
  sameAccount(a: string | undefined, b: string | undefined): boolean;
}
