// The built-in English of <swap-account> ("account" section of the message catalogue, src/i18n/messages.ts): the end
// user's NEAR Intents account, its balances and the actions on them. Placeholders are written {name}; keep them when
// translating.
export const accountMessages = {
  title: 'Your Intents account',
  intro: 'Connect a wallet to see the tokens you hold in NEAR Intents and move them.',
  noWallet:
    'No wallet that can sign for NEAR Intents was found in this browser (EVM, Solana, NEAR, TON, Stellar or Tron wallets can).',
  // {wallet}: the wallet's name.
  connectButton: 'Connect {wallet}',
  connecting: 'Waiting for {wallet}…',
  connectFailed: '{wallet} did not connect. {reason}',
  disconnectButton: 'Disconnect',
  // {wallet}: its name; the account id follows on its own line.
  connectedWith: 'Connected with {wallet}',
  accountIdLabel: 'Intents account',
  // A named NEAR account whose key intents.near does not know yet.
  keyNotRegistered:
    'This NEAR account has not registered its key with NEAR Intents yet, so it cannot sign for it. Register the key once (add_public_key on intents.near, or from a NEAR Intents app), then come back.',
  balancesTitle: 'Balances',
  balancesLoading: 'Reading your balances…',
  balancesEmpty: 'Nothing in this account yet. Top it up to start.',
  balancesFailed: 'Your balances could not be read. {reason}',
  balancesRetry: 'Try again',
  noRpc: 'Balances cannot be read: this page has no NEAR RPC configured.',
  // {total}: the USD value of every token with a price.
  totalValue: 'Total {total}',
  // {symbol} on {chain}, for the row's buttons' accessible names.
  tokenOn: '{symbol} on {chain}',
  swapButton: 'Swap',
  withdrawButton: 'Withdraw',
  topUpButton: 'Top up',
  // The action panel's heading: {token} is e.g. "USDC on Ethereum".
  swapTitle: 'Swap {token} inside your account',
  withdrawTitle: 'Withdraw {token}',
  topUpTitle: 'Top up your account',
  topUpTokenTitle: 'Top up {token}',
  closeButton: 'Close',
  // Announced after every read of the balances.
  balancesUpdated: 'Balances updated.',
  // ---- sign in (only for the private balances and the history) ----
  signInWhy:
    'Sign in to see your private balances and your swap history. Your wallet signs a message that moves nothing.',
  signInButton: 'Sign in with {wallet}',
  signingIn: 'Waiting for {wallet} to sign…',
  signOutButton: 'Sign out',
  signInFailed: 'Signing in did not work. {reason}',
  sessionExpired: 'Your session has ended. Sign in again to see your private balances and history.',
  privateTitle: 'Private balances',
  privateEmpty: 'No private balances.',
  privateFailed: 'Your private balances could not be read. {reason}',
  historyTitle: 'Your swaps',
  historyLoading: 'Reading your swaps…',
  historyInviteOnly:
    'The full history of an account is open to invited accounts only for now. Listed here: the swaps saved on this device for this account and those the public explorer finds for it.',
  historyExplorerFailed: 'The explorer could not be asked, so only the swaps saved on this device are listed.',
  historyEmpty: 'No swaps found for this account.',
  historyFailed: 'Your swaps could not be read. {reason}',
  // One swap: {amountIn} and {amountOut} with their tokens, e.g. "100 USDC" and "412.35 wNEAR".
  historyEntry: '{amountIn} to {amountOut}',
  // {status}: the service's status name, e.g. SUCCESS.
  historyStatus: 'Status: {status}',
};
