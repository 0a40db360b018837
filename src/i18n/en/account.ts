// The built-in English of <swap-account> ("account" section of the message catalogue, src/i18n/messages.ts): the end
// user's NEAR Intents account, its balances and the actions on them. Placeholders are written {name}; keep them when
// translating.
export const accountMessages = {
  title: 'Your Intents account',
  intro: 'Connect a wallet to see the tokens you hold in NEAR Intents and move them.',
  noWallet: 'No wallet that can sign for NEAR Intents was found in this browser (EVM, Solana or NEAR wallets can).',
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
};
