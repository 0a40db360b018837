// The built-in English of the input checks: addresses, transaction hashes and typed amounts. They are in the "common"
// section of the catalogue (src/i18n/messages.ts) like en/common.ts, but load only with the elements that take such
// input (<swap-quote>, <swap-deposit>): a status, history or activity page never shows them.
// Placeholders are written {name}; keep them when translating.
import { commonMessages } from './common.js';

export const checkMessages = {
  // Address and transaction-hash checks. {chain} is a chain name such as "Ethereum"; {format} is one of the
  // formatHint… texts below.
  addressEmpty: 'Enter an address.',
  addressSpaces: 'An address has no spaces: check what was pasted.',
  addressChecksum: 'The capital letters do not match the address checksum: check for a typo.',
  addressInvalid: 'This is not a valid {chain} address: expected {format}.',
  // 1Click takes no XRP destination tag: an X-address carries one, as do r…?dt=… and r…:tag.
  addressXrpTag:
    'XRP destination tags are not supported here: enter the classic address starting with r, without a tag. An exchange account that needs a tag cannot receive this swap.',
  // 1Click takes transparent Zcash addresses only.
  addressZecShielded:
    'Shielded Zcash addresses (z… or unified u1…) are not supported here: enter a transparent address starting with t1 or t3.',
  txHashEmpty: 'Enter the transaction hash.',
  txHashSpaces: 'A transaction hash has no spaces: check what was pasted.',
  // {aChain} is the chain name with its English article ("an Ethereum", "a Bitcoin"); translations use {chain}.
  txHashInvalid: 'This is not {aChain} transaction hash: expected {format}.',

  // The expected shape of an address or transaction hash, completing "expected …".
  formatHintEvm: '0x followed by 40 hex characters',
  formatHintNear: 'a NEAR account such as alice.near, or a 64-character implicit account',
  formatHintBitcoin: 'a Bitcoin address starting with bc1, 1 or 3',
  formatHintLitecoin: 'a Litecoin address starting with ltc1, L, M or 3',
  formatHintDogecoin: 'a Dogecoin address starting with D, A or 9',
  formatHintDash: 'a Dash address starting with X or 7',
  formatHintZcash: 'a transparent Zcash address starting with t1 or t3',
  formatHintBitcoinCash: 'a Bitcoin Cash address (bitcoincash:q…) or a legacy 1… or 3… address',
  formatHintTron: 'a Tron address starting with T',
  formatHintXrp: 'an XRP Ledger address starting with r',
  formatHintSolana: 'a Solana address (base58, 32 to 44 characters)',
  formatHintFogo: 'a Fogo address (base58, 32 to 44 characters)',
  formatHintTon: 'a TON address (48 characters such as EQ… or UQ…, or 0:<hex>)',
  formatHintStellar: 'a Stellar account starting with G (56 characters)',
  formatHintCardano: 'a Cardano address starting with addr1',
  formatHintAleo: 'an Aleo address starting with aleo1 (63 characters)',
  formatHintHex64With0x: '0x followed by 64 hex characters',
  formatHintHexUpTo64With0x: '0x followed by up to 64 hex characters',
  formatHintHex64: '64 hex characters',
  formatHintNearTx: 'a base58 NEAR transaction hash',
  formatHintSuiTx: 'a base58 Sui transaction digest',
  formatHintSolanaTx: 'a base58 Solana signature',
  formatHintFogoTx: 'a base58 Fogo signature',
  formatHintTonTx: 'a TON transaction hash (64 hex characters or base64)',
  formatHintAleoTx: 'an Aleo transaction id starting with at1',

  // Typed amounts. Write the examples the way your language writes numbers.
  amountEmpty: 'Enter an amount.',
  amountNegative: 'The amount must be positive.',
  amountCharacters: 'Use digits and one decimal separator, for example 1.5.',
  amountSeparators: 'Use only one decimal separator.',
  amountDigitGroups: 'Digit groups must have three digits, for example 1,234.5.',
  amountNoDecimals: 'This token has no decimal places: enter a whole number.',
  amountTooManyDecimals: 'This token has at most {decimals, plural, one {# decimal place} other {# decimal places}}.',
  amountZero: 'Enter an amount greater than zero.',
  // {max} is the largest amount of the token (2^128 - 1 of its smallest units), written as an amount.
  amountTooLarge: 'Check the number: it is more than a token can hold (at most {max}).',
} satisfies Record<string, string>;

/** The common words of an element that takes addresses, hashes or amounts. */
export const commonWithChecks = { ...commonMessages, ...checkMessages };
