// <swap-quote>'s words for the connected wallet's balance line (keys in the quote section): loaded with that line's
// view, a chunk fetched only on a page where a wallet of the origin token's family announced itself.
export const walletMessages = {
  // ---- the connected browser wallet's balance of the token sent (EVM chains) ----
  // {wallet}: the wallet's name as it announces itself, e.g. "MetaMask" (walletFallbackName when it gives none).
  connectWallet: 'Connect {wallet}',
  walletFallbackName: 'Browser wallet',
  // {amount}: the exact balance with its token, e.g. "1,234.5 USDC".
  balance: 'Balance: {amount}',
  balanceReading: 'Reading your balance…',
  balanceFailed: '{wallet} did not give the balance.',
  // {chain}: the origin token's chain, e.g. "Base".
  balanceOtherChain: '{wallet} is on another network: switch it to {chain} to see your balance.',
  switchChain: 'Switch to {chain}',
  // {network}: the test network the wallet is on, e.g. "Nile", "Shasta", "testnet".
  balanceTestNetwork:
    '{wallet} is on {network}, a test network: switch it to the {chain} main network to see your balance.',
  // {network}: another chain's main network the wallet is on, e.g. "Movement" for an Aptos token.
  balanceOtherMainnet: '{wallet} is on {network}, not {chain}: switch it to {chain} to see your balance.',
  // Bitcoin wallets that give web pages no balance (most WBIP004 wallets).
  balanceNotShared: '{wallet} is connected ({account}); it does not tell web pages its balance.',
  // deposit-type INTENTS (or CONFIDENTIAL_INTENTS): the wallet's own balance on the chain does not pay such a swap.
  balanceIntents:
    '{wallet} is connected ({account}). This swap is paid from your NEAR Intents balance: you sign for it after confirming.',
  balanceBelowAmount: 'This amount is more than your balance.',
  // The connected wallet, its chain family and its account shortened (e.g. "MetaMask on EVM chains: 0x12ab…cdef").
  walletAccount: '{wallet} on {family}: {account}',
  // The family of every EVM chain (one account serves Ethereum, Base, Arbitrum…).
  walletFamilyEvm: 'EVM chains',
  // Forgets the connected wallet on this site; the Connect buttons come back to pick another.
  walletDisconnect: 'Disconnect',
  // The button that fills in the whole balance (less the network fee reserve for a chain's own coin).
  max: 'Max',
  // {reserve}: the amount kept for the network fee, with its token, e.g. "0.000063 ETH".
  maxReserve: 'Max keeps {reserve} for the network fee: three plain transfers at the wallet’s current gas price.',
  // Bitcoin and Tron: a fixed reserve (Bitcoin 10,000 sat; Tron 1.1 TRX, bandwidth and a new address's activation).
  maxReserveFixed: 'Max keeps {reserve} for the network fee.',
  maxNoFee: 'Max is not offered: the wallet did not tell the network fee to keep aside.',
  maxTooLow: 'Your balance does not cover the network fee reserve of {reserve}.',
  walletDeclined: 'You declined the request in {wallet}.',
  walletUnknownChain: '{wallet} does not know {chain}: add it to the wallet first.',
  walletNoAccount: '{wallet} gave no account. Unlock it or add an account, then try again.',
  walletBusy: '{wallet} already has a request open: finish or close it in the wallet, then try again.',
  // {network}: the test network's name (testnet, Nile, Shasta).
  walletTestNet: '{wallet} is on {network}, a test network: switch it to the main network, then try again.',
  // {network}: another chain's main network the wallet is on, e.g. "Movement".
  walletOtherNet: '{wallet} is on {network}, not this token’s chain: switch it, then try again.',
  // {message}: the wallet's own words (not translated).
  walletFailed: '{wallet} could not do this: {message}',
  walletFailedNoMessage: '{wallet} could not do this. Try again, or type the amount yourself.',
} satisfies Record<string, string>;
