// The `intents.near` views the simulator's NEAR RPC answers (README "NEAR chain"), read from its Intents ledger:
// public balances (`mt_batch_balance_of`, `mt_balance_of`), keys (`has_public_key`, `public_keys_of`) and
// `is_auth_by_predecessor_id_enabled` (always true: nothing here switches it off, as the contract's default).
import type { IntentsLedger } from './intents.js';

const text = (args: Record<string, unknown>, name: string): string => {
  const value = args[name];
  if (typeof value !== 'string' || !value) throw new Error(`Smart contract panicked: missing field \`${name}\``);
  return value;
};

export function intentsView(ledger: IntentsLedger, method: string, args: Record<string, unknown>): unknown {
  switch (method) {
    case 'mt_batch_balance_of': {
      const ids = args.token_ids;
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
        throw new Error('Smart contract panicked: token_ids must be an array of strings');
      }
      const account = text(args, 'account_id');
      return (ids as string[]).map((id) => String(ledger.balance(account, id)));
    }
    case 'mt_balance_of':
      return String(ledger.balance(text(args, 'account_id'), text(args, 'token_id')));
    case 'has_public_key':
      return ledger.hasKey(text(args, 'account_id'), text(args, 'public_key'));
    case 'public_keys_of':
      return ledger.keysOf(text(args, 'account_id'));
    case 'is_auth_by_predecessor_id_enabled':
      text(args, 'account_id');
      return true;
    default:
      throw new Error(`MethodNotFound: ${method}`);
  }
}
