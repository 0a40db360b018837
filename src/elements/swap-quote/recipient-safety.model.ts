// What <swap-quote>'s address checks need to know beyond the form: the 1Click deposit addresses this device knows
// (never a recipient or refund address) and the account of the wallet connected for the origin's chain (a typed
// recipient on another chain gets a caution). The wallet sessions are only read here, never changed.
import type { QuoteResponse } from '../../api/schemas.js';
import { familyModuleOf } from '../../controllers/wallet-module.js';
import { sameAddress } from './quote-form.model.js';

/** Is this the deposit address (or one of the chain deposit addresses) of one of these swaps? */
export const isKnownDepositAddress = (
  swaps: readonly ({ depositAddress: string; quoteResponse: QuoteResponse } | undefined)[],
  address: string,
): boolean =>
  swaps.some(
    (swap) =>
      swap !== undefined &&
      [swap.depositAddress, ...(swap.quoteResponse.quote.chainDepositAddresses ?? []).map((c) => c.address)].some(
        (known) => sameAddress(known, address),
      ),
  );

/** The account of the wallet connected for a chain, from its family's session (loaded by the balance line). */
export function connectedAccount(chain: string | undefined): string | undefined {
  return familyModuleOf(chain)?.current?.walletSession.connection?.account;
}
