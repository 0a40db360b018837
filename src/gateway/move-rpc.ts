// What the Sui, Starknet, Aptos and Movement wallets (issue 51) may read through the gateway: only their balance
// reads. Sui: `suix_getBalance` and `suix_getCoins` (JSON-RPC, /rpc/sui). Starknet: `starknet_call` of an ERC-20's
// `balanceOf` (JSON-RPC, /rpc/starknet). Aptos and Movement: the REST `view` of `0x1::coin::balance` and
// `0x1::primary_fungible_store::balance` (POST /rpc/aptos/view, /rpc/movement/view). The wallets send their
// transactions themselves: nothing is sent through here.

export type ViewChain = 'aptos' | 'movement';

export const VIEW_CHAIN_NAMES: Readonly<Record<ViewChain, string>> = { aptos: 'Aptos', movement: 'Movement' };

/** Sui methods the elements call (src/wallets/sui.ts): a balance, and the coins a token payment merges. */
export const SUI_METHODS: readonly string[] = ['suix_getBalance', 'suix_getCoins'];

/** Starknet methods the elements call (src/wallets/starknet.ts): only `starknet_call`, only of this selector. */
export const STARKNET_METHODS: readonly string[] = ['starknet_call'];
/** sn_keccak("balanceOf"), as src/wallets/starknet.ts sends it. */
export const STARKNET_BALANCE_OF = '0x2e4263afad30923c891518314c3c95dbe830a16874e8abc5777a9a20b54c76e';

/** The view functions the Aptos and Movement wallets read (src/wallets/aptos.ts). */
export const APTOS_VIEW_FUNCTIONS: readonly string[] = ['0x1::coin::balance', '0x1::primary_fungible_store::balance'];
const FA_METADATA = '0x1::fungible_asset::Metadata';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a Sui or Starknet call may not pass, in words (undefined: it may). */
export function moveRefusal(chain: 'sui' | 'starknet', method: string, params: unknown): string | undefined {
  if (chain === 'sui') {
    return SUI_METHODS.includes(method)
      ? undefined
      : `This gateway passes only ${SUI_METHODS.join(', ')} to the Sui RPC.`;
  }
  const request = isObject(params) ? params.request : undefined;
  const selector = isObject(request) ? request.entry_point_selector : undefined;
  if (!STARKNET_METHODS.includes(method) || selector !== STARKNET_BALANCE_OF) {
    return 'This gateway passes only starknet_call of balanceOf to the Starknet RPC.';
  }
  return undefined;
}

export interface ViewCall {
  function: string;
  type_arguments: string[];
  arguments: string[];
}

/**
 * The view call as it will be sent (only these three fields, re-serialised), or why it may not pass: one of the two
 * balance views with the type and argument counts the wallets send, every one a string.
 */
export function checkView(value: unknown): ViewCall | string {
  const strings = (list: unknown, length: number): list is string[] =>
    Array.isArray(list) && list.length === length && list.every((item) => typeof item === 'string');
  const refused = `This gateway passes only the views ${APTOS_VIEW_FUNCTIONS.join(' and ')}.`;
  if (!isObject(value) || Object.keys(value).some((key) => !['function', 'type_arguments', 'arguments'].includes(key)))
    return `${refused} A view is a JSON object with function, type_arguments and arguments.`;
  const { function: name, type_arguments: types, arguments: args } = value;
  const coin = name === APTOS_VIEW_FUNCTIONS[0] && strings(types, 1) && strings(args, 1);
  const asset = name === APTOS_VIEW_FUNCTIONS[1] && strings(types, 1) && types[0] === FA_METADATA && strings(args, 2);
  if (!coin && !asset) return refused;
  return { function: name as string, type_arguments: types as string[], arguments: args as string[] };
}
