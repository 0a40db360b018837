// Signing in to the service for what needs the user's own session (private balances, history): the wallet signs the
// empty-intents message (sign-in.model.ts), POST /v0/auth/authenticate gives the tokens, and POST /v0/auth/refresh
// renews the access token a minute before it expires (the host's timer port, so tests drive it). The session lives in
// this controller's memory only: never in storage, a URL, a log or an event; a reload signs in again. A refresh the
// service refuses ends the session with a sentence (sign in again). The account calls are a chunk of their own.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AccountClient, Session } from '../../../api/account.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { timerScheduler } from '../../../controllers/scheduler.js';
import type { AccountConnection } from './account-wallet-controller.js';
import { signInMessage } from '../sign-in.model.js';

/** How long before the access token expires it is renewed. */
export const REFRESH_AHEAD_MS = 60_000;

export type SessionState =
  | { kind: 'out' }
  | { kind: 'signing' }
  | { kind: 'in'; accountId: string }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown };

export interface SessionInput {
  connection?: AccountConnection;
  client: () => Promise<AccountClient>;
  scheduler?: PollScheduler;
  now(): number;
  /** A session began or was renewed (read the private balances and history); ended: undefined. */
  changed(session: Session | undefined): void;
}

export class SessionController implements ReactiveController {
  state: SessionState = { kind: 'out' };
  private session?: Session;
  private timer?: unknown;
  private run = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => SessionInput,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    // Another account (or none): the session was that account's.
    const accountId = this.input().connection?.accountId;
    if (this.state.kind === 'in' && this.state.accountId !== accountId) this.end({ kind: 'out' });
    if (this.state.kind === 'signing' && !accountId) this.end({ kind: 'out' });
  }

  hostDisconnected(): void {
    this.end({ kind: 'out' });
  }

  /** The current session (for the account calls), if signed in. */
  get current(): Session | undefined {
    return this.session;
  }

  private get scheduler(): PollScheduler {
    return this.input().scheduler ?? timerScheduler;
  }

  private end(state: SessionState) {
    this.run++;
    if (this.timer !== undefined) this.scheduler.cancel(this.timer);
    this.timer = undefined;
    const had = !!this.session;
    this.session = undefined;
    this.state = state;
    if (had) this.input().changed(undefined);
    this.host.requestUpdate();
  }

  signOut(): void {
    this.end({ kind: 'out' });
  }

  async signIn(): Promise<void> {
    const { connection, client, now } = this.input();
    if (!connection || this.state.kind === 'signing') return;
    const run = ++this.run;
    this.state = { kind: 'signing' };
    this.host.requestUpdate();
    try {
      const { wallet, family, account, accountId } = connection;
      const message = signInMessage(family.intentStandard, accountId, now());
      const signed = await family.signIntent(wallet, account, message);
      // Each family's signIntent gives its standard's signature fields (signature, public_key where needed).
      const session = await (await client()).authenticate(signed as Parameters<AccountClient['authenticate']>[0]);
      if (run !== this.run) return;
      this.started(session, accountId);
    } catch (error) {
      if (run === this.run) {
        this.state = { kind: 'failed', error };
        this.host.requestUpdate();
      }
    }
  }

  private started(session: Session, accountId: string) {
    this.session = session;
    this.state = { kind: 'in', accountId };
    const wait = Math.max(0, session.accessExpiresAt - this.input().now() - REFRESH_AHEAD_MS);
    const run = this.run;
    this.timer = this.scheduler.schedule(() => void this.refresh(run), wait);
    this.input().changed(session);
    this.host.requestUpdate();
  }

  private async refresh(run: number): Promise<void> {
    this.timer = undefined;
    const session = this.session;
    if (run !== this.run || !session || this.state.kind !== 'in') return;
    const { accountId } = this.state;
    try {
      const renewed = await (await this.input().client()).refreshSession(session);
      if (run === this.run) this.started(renewed, accountId);
    } catch (error) {
      if (run !== this.run) return;
      // Refused: the session is over. Unreachable: try again shortly while the access token may still be good.
      if (isSwapApiError(error) && error.kind === 'session-expired') this.end({ kind: 'expired' });
      else if (session.accessExpiresAt <= this.input().now()) this.end({ kind: 'expired' });
      else this.timer = this.scheduler.schedule(() => void this.refresh(run), REFRESH_AHEAD_MS / 4);
    }
  }
}
