// What <swap-account> reads with the user's session: the private balances (GET /v0/account/balances) and the history
// (GET /v0/account/history). The history is invite-only today: a 403 (kind `invite-only`) is said in a sentence and
// the swaps saved on this device for the account are shown with the 1Click swaps the explorer finds for it
// (transactionsPage search=<account>, through the client's explorer gate: paced and with the partner credential,
// never the session's token).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AccountClient, BalanceEntry, Session } from '../../../api/account.js';
import type { SwapClient } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { Token } from '../../../api/schemas.js';
import { savedReceipts } from '../../../store/receipts.js';
import { entryOf, isAccountReceipt, mergeFallback, receiptRow, type HistoryEntry } from '../history.model.js';

export type HistoryState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; entries: HistoryEntry[] }
  /** Invite-only: the fallback's entries (and whether the explorer failed). */
  | { kind: 'fallback'; entries: HistoryEntry[]; explorerFailed: boolean }
  | { kind: 'failed'; error: unknown };

export interface PrivateInput {
  accountId?: string;
  tokens: readonly Token[];
  account: () => Promise<AccountClient>;
  client: SwapClient;
}

export class PrivateController implements ReactiveController {
  balances?: BalanceEntry[];
  balancesError?: unknown;
  history: HistoryState = { kind: 'idle' };
  private run = 0;
  private pending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => PrivateInput,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.run++; // answers after leaving the page change nothing
  }

  /** Resolves once the reads under way are done. */
  get settled(): Promise<void> {
    return this.pending.then(() => undefined);
  }

  /** Reads again with `session`, or forgets everything (signed out: undefined). */
  load(session: Session | undefined): void {
    const run = ++this.run;
    this.balances = undefined;
    this.balancesError = undefined;
    this.history = session ? { kind: 'loading' } : { kind: 'idle' };
    this.host.requestUpdate();
    if (!session) return;
    this.pending = Promise.all([this.readBalances(session, run), this.readHistory(session, run)]).finally(() =>
      this.host.requestUpdate(),
    );
  }

  private async readBalances(session: Session, run: number) {
    try {
      const balances = await (await this.input().account()).accountBalances(session);
      if (run === this.run) this.balances = balances.filter((entry) => entry.available !== '0');
    } catch (error) {
      if (run === this.run) this.balancesError = error;
    }
  }

  private async readHistory(session: Session, run: number) {
    const { tokens } = this.input();
    try {
      const page = await (await this.input().account()).accountHistory(session, { limit: 20 });
      if (run === this.run)
        this.history = { kind: 'ready', entries: page.items.map((item) => entryOf(item, tokens, 'service')) };
    } catch (error) {
      if (run !== this.run) return;
      if (isSwapApiError(error) && error.kind === 'invite-only') await this.fallback(run);
      else this.history = { kind: 'failed', error };
    }
  }

  private async fallback(run: number) {
    const { accountId, tokens, client } = this.input();
    if (!accountId) return;
    const device = savedReceipts()
      .filter((receipt) => isAccountReceipt(receipt, accountId))
      .map((receipt) => entryOf(receiptRow(receipt), tokens, 'device'));
    this.history = { kind: 'fallback', entries: device, explorerFailed: false };
    this.host.requestUpdate();
    try {
      const page = await client.transactionsPage({ search: accountId, perPage: 20 });
      if (run !== this.run) return;
      const found = page.data.map((row) => entryOf(row, tokens, 'explorer'));
      this.history = { kind: 'fallback', entries: mergeFallback(device, found), explorerFailed: false };
    } catch {
      if (run === this.run) this.history = { kind: 'fallback', entries: device, explorerFailed: true };
    }
  }
}
