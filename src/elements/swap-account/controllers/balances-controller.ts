// The account's public Intents balance for <swap-account>: the intents.near view mt_batch_balance_of for the token
// ids of the token list, through the configured NEAR RPC (store's rpcUrlFor 'near'). Read when the account or the
// token list changes, when the page becomes visible again, and whenever the host asks (after every action). A read
// that an older one would overwrite is dropped.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { balanceRows, type BalanceRow } from '../balances.model.js';

/** Reads the balances of `tokenIds` (exact smallest units) through the NEAR RPC (api/account.ts intentsBalances). */
export type ReadBalances = (
  rpc: { rpcUrl: string; fetch?: typeof globalThis.fetch },
  accountId: string,
  tokenIds: string[],
) => Promise<Map<string, bigint>>;

export interface BalancesInput {
  accountId?: string;
  tokens?: readonly Token[];
  rpcUrl?: string;
  fetch?: typeof globalThis.fetch;
  read: () => Promise<ReadBalances>;
  /** Each read's end: its error, if it failed (the host tells the page and announces). */
  done?(error?: unknown): void;
}

export type BalancesState =
  | { kind: 'idle' }
  | { kind: 'loading'; rows?: BalanceRow[] }
  | { kind: 'ready'; rows: BalanceRow[] }
  | { kind: 'failed'; error: unknown; rows?: BalanceRow[] };

export class BalancesController implements ReactiveController {
  state: BalancesState = { kind: 'idle' };
  private key?: string;
  private run = 0;
  private pending?: Promise<void>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => BalancesInput,
  ) {
    host.addController(this);
  }

  private readonly visible = () => {
    if (document.visibilityState === 'visible') this.refresh();
  };

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.visible);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.visible);
    this.key = undefined;
    this.run++;
  }

  hostUpdate(): void {
    const { accountId, tokens, rpcUrl } = this.input();
    const key = accountId && tokens && rpcUrl ? `${accountId}|${rpcUrl}|${tokens.length}` : undefined;
    if (key === this.key) return;
    this.key = key;
    if (key) this.refresh();
    else {
      this.run++;
      this.state = { kind: 'idle' };
    }
  }

  /** Resolves once the latest read is done and shown. */
  get settled(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }

  /** Reads the balances again (after an action, on visibility); the rows shown stay until the answer. */
  refresh(): void {
    const { accountId, tokens, rpcUrl, fetch, read } = this.input();
    if (!accountId || !tokens || !rpcUrl) return;
    const run = ++this.run;
    const rows = 'rows' in this.state ? this.state.rows : undefined;
    this.state = { kind: 'loading', rows };
    this.host.requestUpdate();
    const ids = tokens.map((token) => token.assetId);
    this.pending = read()
      .then((reader) => reader({ rpcUrl, fetch }, accountId, ids))
      .then(
        (balances) => {
          const amounts = ids.map((id) => String(balances.get(id) ?? 0n));
          if (run !== this.run) return;
          this.state = { kind: 'ready', rows: balanceRows(tokens, amounts) };
          this.input().done?.();
        },
        (error: unknown) => {
          if (run !== this.run) return;
          this.state = { kind: 'failed', error, rows };
          this.input().done?.(error);
        },
      )
      .finally(() => this.host.requestUpdate());
  }
}
