// SharedState through Redis, so several gateway instances behind one credential share one cache, one fetcher per
// key and one gate. The gate, the claims and the heartbeats are Lua scripts (atomic, timed by the Redis server's
// clock). Commands fail at once while Redis is away (no offline queue): `FallbackState` then answers from this
// instance's memory, where every cached answer any instance wrote has been mirrored (Redis pub/sub), and only one
// instance, the one that joined first, keeps refreshing from the explorer.
import { createClient } from 'redis';
import { MemoryState, type CachedAnswer, type SharedState, type SlotAnswer } from './shared-state.js';

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** Keeps the gate's hash alive a minute past the last time it matters. */
const KEEP = `local function keep(now)
  local last = math.max(tonumber(redis.call('HGET', KEYS[1], 'free') or '0'),
    tonumber(redis.call('HGET', KEYS[1], 'closed') or '0'), tonumber(redis.call('HGET', KEYS[1], 'until') or '0'))
  redis.call('PEXPIRE', KEYS[1], math.max(last - now, 0) + 60000)
end`;

// The gate is a hash: `free` (an interval after the last send was marked done), `closed` (a 429 or a guard), and
// the lease of the send in flight (`holder`, `until`). ARGV: interval, lease ms, token.
const ACQUIRE = `${NOW}
${KEEP}
local holder = redis.call('HGET', KEYS[1], 'holder')
if holder and tonumber(redis.call('HGET', KEYS[1], 'until') or '0') > now then return {0, math.max(1, tonumber(ARGV[1]))} end
local at = math.max(tonumber(redis.call('HGET', KEYS[1], 'free') or '0'), tonumber(redis.call('HGET', KEYS[1], 'closed') or '0'))
if at > now then return {0, at - now} end
redis.call('HSET', KEYS[1], 'holder', ARGV[3], 'until', now + tonumber(ARGV[2]))
keep(now)
return {1, 0}`;

// ARGV: interval, token.
const SENT = `${NOW}
${KEEP}
if redis.call('HGET', KEYS[1], 'holder') == ARGV[2] then redis.call('HDEL', KEYS[1], 'holder', 'until') end
local free = math.max(tonumber(redis.call('HGET', KEYS[1], 'free') or '0'), now + tonumber(ARGV[1]))
redis.call('HSET', KEYS[1], 'free', free)
keep(now)
return 1`;

// ARGV: ms.
const BLOCK = `${NOW}
${KEEP}
local closed = math.max(tonumber(redis.call('HGET', KEYS[1], 'closed') or '0'), now + tonumber(ARGV[1]))
redis.call('HSET', KEYS[1], 'closed', closed)
keep(now)
return 1`;

// KEYS: the peers' sorted set (score: when each joined), the liveness key prefix. ARGV: this instance, ttl ms.
// Answers the live instances, the first to join first.
const HEARTBEAT = `${NOW}
redis.call('SET', KEYS[2] .. ARGV[1], '1', 'PX', tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], 'NX', now, ARGV[1])
local live = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if redis.call('EXISTS', KEYS[2] .. id) == 1 then table.insert(live, id) else redis.call('ZREM', KEYS[1], id) end
end
return live`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/**
 * Claims a key's fetch for this instance, or confirms its own claim: a claim whose answer came late (the caller had
 * given up on it) is found again on the next try instead of blocking this instance until it lapses.
 */
const CLAIM = `if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;

/** How often each instance tells Redis it is alive, and how long until a silent one no longer counts. */
export const HEARTBEAT_MS = 1000;
const PEER_TTL_MS = 3000;

export interface RedisStateOptions {
  url: string;
  /** Key prefix, so gateways of different partners can share one Redis. */
  prefix: string;
  /** Told about connection problems (never with the URL's password). */
  onError?: (error: Error) => void;
  /** Told about every answer any instance caches (pub/sub), so this instance can keep a copy for an outage. */
  onCached?: (key: string, answer: CachedAnswer, ttlMs: number) => void;
}

export class RedisState implements SharedState {
  readonly kind = 'redis';
  /** This instance, among the peers sharing this Redis. */
  readonly id = crypto.randomUUID();
  private readonly client;
  private readonly subscriber;
  private closed = false;

  constructor(private readonly options: RedisStateOptions) {
    this.client = createClient({
      url: options.url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
    });
    this.client.on('error', (error: Error) => options.onError?.(error));
    this.subscriber = this.client.duplicate();
    this.subscriber.on('error', () => undefined); // the main client reports the same outage
  }

  /**
   * Connects once; a gateway keeps serving (from memory) when this fails, and the clients keep reconnecting. Closed
   * meanwhile (a gateway stopped while Redis was slow to answer), it opens nothing more and ends what it opened: a
   * connection opened after close() kept reconnecting for ever and kept the process alive.
   */
  async connect(): Promise<void> {
    const steps = [
      () => this.client.connect(),
      () => this.subscriber.connect(),
      () => this.subscriber.subscribe(this.key('answers', 'all'), (message: string) => this.onMessage(message)),
    ];
    for (const step of steps) {
      if (this.closed) break;
      await step();
    }
    if (!this.closed) return;
    // A client destroyed while its connect() was under way may still connect (ready, though no longer open): a
    // second destroy ends it.
    for (const client of [this.client, this.subscriber]) {
      try {
        client.destroy();
      } catch {
        // Never opened.
      }
    }
  }

  private onMessage(message: string) {
    try {
      const { key, answer, ttlMs } = JSON.parse(message) as { key: string; answer: CachedAnswer; ttlMs: number };
      this.options.onCached?.(key, answer, ttlMs);
    } catch {
      // Not one of ours: ignored.
    }
  }

  /** Connected (a lost connection makes commands fail at once, without waiting for a timeout). */
  get ready(): boolean {
    return this.client.isReady;
  }

  private key(kind: string, name: string) {
    return `${this.options.prefix}:${kind}:${name}`;
  }

  async getCached(key: string) {
    const raw = await this.client.get(this.key('cache', key));
    return raw ? (JSON.parse(raw) as CachedAnswer) : undefined;
  }

  async setCached(key: string, answer: CachedAnswer, ttlMs: number) {
    const ttl = Math.max(1, Math.round(ttlMs));
    await this.client.set(this.key('cache', key), JSON.stringify(answer), { expiration: { type: 'PX', value: ttl } });
    await this.client.publish(this.key('answers', 'all'), JSON.stringify({ key, answer, ttlMs: ttl }));
  }

  async claim(key: string, ttlMs: number) {
    const claimed = await this.client.eval(CLAIM, {
      keys: [this.key('fetch', key)],
      arguments: [this.id, String(Math.max(1, Math.round(ttlMs)))],
    });
    return claimed === 1;
  }

  async release(key: string) {
    await this.client.eval(RELEASE, { keys: [this.key('fetch', key)], arguments: [this.id] });
  }

  async acquire(gate: string, intervalMs: number, leaseMs: number): Promise<SlotAnswer> {
    const token = `${this.id}:${crypto.randomUUID()}`;
    const [ok, wait] = (await this.client.eval(ACQUIRE, {
      keys: [this.key('gate', gate)],
      arguments: [String(Math.round(intervalMs)), String(Math.round(leaseMs)), token],
    })) as [number, number];
    return ok ? { token } : { waitMs: Number(wait) };
  }

  async sent(gate: string, token: string, intervalMs: number) {
    await this.client.eval(SENT, {
      keys: [this.key('gate', gate)],
      arguments: [String(Math.round(intervalMs)), token],
    });
  }

  async block(gate: string, ms: number) {
    await this.client.eval(BLOCK, { keys: [this.key('gate', gate)], arguments: [String(Math.round(ms))] });
  }

  /** Says this instance is alive; answers the live instances' ids, the first to join first. */
  async heartbeat(): Promise<string[]> {
    return (await this.client.eval(HEARTBEAT, {
      keys: [this.key('peers', 'joined'), this.key('peer', '')],
      arguments: [this.id, String(PEER_TTL_MS)],
    })) as string[];
  }

  async close() {
    this.closed = true;
    // Politely while connected; at once while reconnecting (a close would wait for a Redis that may never come).
    const end = async (client: typeof this.client) => {
      if (client.isOpen && client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    };
    await Promise.allSettled([end(this.subscriber), end(this.client)]);
  }
}

/** How long a Redis command may take before this instance answers that request from memory instead. */
const COMMAND_TIMEOUT_MS = 1000;
/**
 * How long commands may keep failing on a connection that still looks up (a network partition) before this instance
 * counts Redis as lost. A slow command alone (a busy host) never does: the request it served is answered from memory,
 * and the gate waits, but this instance does not start sending on its own.
 */
const LOST_AFTER_MS = 5000;

export interface FallbackOptions {
  /**
   * How long after losing Redis a send another instance was granted through it may still be on its way (the
   * upstream timeout): the instance that refreshes while Redis is away waits this long, plus an interval, first.
   */
  lostGuardMs: number;
  /**
   * How long the other instances may take to notice that Redis is back (its reconnect delay, the command timeout and
   * a late timer): when Redis is back, the shared gate stays closed this long plus an interval, so the instance that
   * refreshed from memory meanwhile is never followed too closely.
   */
  backGuardMs: number;
}

/**
 * Redis while it answers, this instance's memory while it does not. A gateway keeps serving when Redis goes away,
 * with one warning when it falls back and one note when Redis is back. Until Redis first answers after a start, the
 * instance serves from memory the same way, without a warning (it is no outage: the gateway says once that Redis is
 * not reachable yet when the connection takes long) and with one note when Redis answers. While Redis is away:
 * - cached answers come from this instance's copy of every answer any instance cached (even past their time), so a
 *   visitor with an answer cached anywhere keeps getting it;
 * - only the instance that joined first among those alive when Redis was last seen (the heartbeats) sends explorer
 *   requests, through its memory gate: the others never send, so the credential's limit holds with no Redis at all
 *   (a query none of them has seen gets 503 with Retry-After on the others).
 */
export class FallbackState implements SharedState {
  // In memory from the start: a command sent before the first connection is up fails like one sent in an outage, and
  // counting that as Redis lost logged a fall back (and a return) at every start on a busy host.
  private usingMemory = true;
  /** Redis answered since the start (false: still connecting the first time). */
  private reached = false;
  private since: number;
  /** When commands started failing without the connection being lost (undefined: the last one answered). */
  private failingSince: number | undefined;
  /** The live instances as last seen in Redis, the first to join first (empty: never reached Redis, so alone). */
  private peers: string[] = [];
  /** Gates that still need their guard after Redis was lost (in memory) or came back (in Redis). */
  private lostGuarded = new Set<string>();
  private backGuarded = new Set<string>();
  private backGuardPending = false;

  constructor(
    private readonly primary: RedisState,
    private readonly memory: MemoryState,
    private readonly log: (level: 'warn' | 'info', message: string) => void,
    private readonly options: FallbackOptions,
    private readonly now: () => number = Date.now,
  ) {
    // Others may be sending through the shared gate while this one starts: its first send from memory waits as after
    // losing Redis.
    this.since = now();
  }

  get kind(): SharedState['kind'] {
    return this.usingMemory ? 'degraded' : 'redis';
  }

  /** True while answers come from memory because Redis is away. */
  get degraded() {
    return this.usingMemory;
  }

  /** Connected to Redis right now (false while the first connection is still being made, or lost). */
  get connected() {
    return this.primary.ready;
  }

  /** Whether this instance sends explorer requests while Redis is away (the first alive to join, or alone). */
  get refreshesWhenDegraded() {
    return this.peers.length === 0 || this.peers[0] === this.primary.id;
  }

  /** How many instances were alive when Redis was last seen (this one included). */
  get peerCount() {
    return Math.max(1, this.peers.length);
  }

  /** Mirrors an answer any instance cached (from Redis pub/sub). */
  mirror(key: string, answer: CachedAnswer, ttlMs: number) {
    void this.memory.setCached(key, answer, ttlMs);
  }

  /**
   * Runs `op` on Redis. When it fails: with Redis lost (the connection is down, or commands have failed for
   * LOST_AFTER_MS), this instance is degraded and `fallback` answers; otherwise (a slow command) this one request is
   * answered by `meanwhile` (or `fallback`) without degrading, so a busy moment never makes this instance send alone.
   */
  private async run<T>(
    op: (state: RedisState) => Promise<T>,
    fallback: () => Promise<T>,
    meanwhile?: () => Promise<T>,
  ): Promise<T> {
    // Only a command sent after Redis was counted as lost can show it is back: one sent before and answered after
    // (its reply was read just before the connection dropped) says nothing new. Counting it flipped an instance back
    // to Redis and, at its next command, to memory again: two fall backs logged for one outage.
    const sentWhileLost = this.usingMemory;
    const answered = () => {
      this.failingSince = undefined;
      if (this.usingMemory && sentWhileLost) {
        this.usingMemory = false;
        this.log(
          'info',
          this.reached
            ? 'Redis answers again: the explorer cache and gate are shared again.'
            : 'Redis answers: the explorer cache and gate are shared.',
        );
        this.reached = true;
      }
    };
    const pending = op(this.primary);
    try {
      const result = await withTimeout(pending, COMMAND_TIMEOUT_MS);
      answered();
      return result;
    } catch (error) {
      // A command that answers after its timeout shows Redis is there: a busy host, not a lost Redis. Without this,
      // a host starved for LOST_AFTER_MS (every command late) counted Redis as lost, and the instances that do not
      // refresh while degraded turned visitors away with 503 (and one starting on such a host never left memory).
      pending.then(answered, () => undefined);
      this.failingSince ??= this.now();
      const lost = !this.primary.ready || this.now() - this.failingSince >= LOST_AFTER_MS;
      if (!this.usingMemory && !lost) return (meanwhile ?? fallback)();
      if (!this.usingMemory) {
        this.usingMemory = true;
        this.since = this.now();
        this.lostGuarded = new Set();
        this.backGuarded = new Set();
        this.backGuardPending = true;
        const reason = error instanceof Error ? error.message : String(error);
        const role = this.refreshesWhenDegraded
          ? `and sends the explorer requests for all ${this.peerCount} instance(s) known`
          : `and leaves explorer requests to the instance that joined first (${this.peerCount} known)`;
        this.log('warn', `Redis is unavailable (${reason}): this instance serves from its own memory ${role}.`);
      }
      return fallback();
    }
  }

  /** Tells Redis this instance is alive and learns who else is (called every HEARTBEAT_MS). */
  async heartbeat(): Promise<void> {
    this.peers = await this.run(
      (s) => s.heartbeat(),
      async () => this.peers,
    );
  }

  getCached(key: string) {
    return this.run(
      async (s) => {
        const answer = await s.getCached(key);
        // Kept here too (answers written before this instance subscribed), for an outage.
        if (answer) void this.memory.setCached(key, answer, 600_000);
        return answer;
      },
      async () => this.memory.lastKnown(key),
    );
  }
  setCached(key: string, answer: CachedAnswer, ttlMs: number) {
    // Written to memory too, so a fallback still has what this instance saw.
    void this.memory.setCached(key, answer, ttlMs);
    return this.run(
      (s) => s.setCached(key, answer, ttlMs),
      () => this.memory.setCached(key, answer, ttlMs),
    );
  }
  claim(key: string, ttlMs: number) {
    return this.run(
      (s) => s.claim(key, ttlMs),
      () => this.memory.claim(key, ttlMs),
      // A slow answer is no claim: this instance looks at the cache and asks again, rather than fetching alone what
      // another instance may be fetching (a busy moment sent the same query upstream twice).
      async () => false,
    );
  }
  release(key: string) {
    void this.memory.release(key);
    return this.run(
      (s) => s.release(key),
      () => this.memory.release(key),
    );
  }
  acquire(gate: string, intervalMs: number, leaseMs: number): Promise<SlotAnswer> {
    return this.run(
      async (s) => {
        if (this.backGuardPending && !this.backGuarded.has(gate)) {
          // Back from an outage: the instance that refreshed from memory may still be sending for a moment.
          await s.block(gate, intervalMs + this.options.backGuardMs);
          this.backGuarded.add(gate);
        }
        return s.acquire(gate, intervalMs, leaseMs);
      },
      async () => {
        if (!this.refreshesWhenDegraded) return { retryInMs: Math.max(1000, intervalMs) };
        if (!this.lostGuarded.has(gate)) {
          this.lostGuarded.add(gate);
          const until = this.since + this.options.lostGuardMs + intervalMs;
          await this.memory.block(gate, until - this.now());
        }
        const answer = await this.memory.acquire(gate, intervalMs, leaseMs);
        // Sending from memory while starting: the shared gate waits for it once Redis answers, as after an outage.
        if ('token' in answer) this.backGuardPending = true;
        return answer;
      },
      // A slow answer may still have granted a lease: it lapses unused, and this instance asks again later.
      async () => ({ waitMs: Math.max(1, intervalMs) }),
    );
  }
  sent(gate: string, token: string, intervalMs: number) {
    // Both: the memory gate must know this instance's last send if Redis goes away next.
    void this.memory.sent(gate, token, intervalMs);
    return this.run(
      (s) => s.sent(gate, token, intervalMs),
      async () => undefined,
    );
  }
  block(gate: string, ms: number) {
    void this.memory.block(gate, ms);
    return this.run(
      (s) => s.block(gate, ms),
      async () => undefined,
    );
  }
  async close() {
    await Promise.allSettled([this.primary.close(), this.memory.close()]);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
