// SharedState through Redis, so several gateway instances behind one credential share one cache, one fetcher per
// key and one gate. The gate and the claims are Lua scripts (atomic, timed by the Redis server's clock). Commands
// fail at once while Redis is away (no offline queue): `FallbackState` then answers from this instance's memory.
import { createClient } from 'redis';
import type { CachedAnswer, SharedState, SlotAnswer } from './shared-state.js';

// The gate keeps `next` (the first free slot, Redis ms). A reservation takes max(now, next) and moves next on.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nextAt)
local wait = slot - now
if wait > tonumber(ARGV[2]) then return {0, wait} end
local after = slot + tonumber(ARGV[1])
redis.call('SET', KEYS[1], after, 'PX', after - now + 60000)
return {1, wait}`;

const BLOCK = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local closedUntil = now + tonumber(ARGV[1])
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
if closedUntil > nextAt then redis.call('SET', KEYS[1], closedUntil, 'PX', closedUntil - now + 60000) end
return 1`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export interface RedisStateOptions {
  url: string;
  /** Key prefix, so gateways of different partners can share one Redis. */
  prefix: string;
  /** Told about connection problems (never with the URL's password). */
  onError?: (error: Error) => void;
}

export class RedisState implements SharedState {
  readonly kind = 'redis';
  private readonly client;
  private readonly owner = crypto.randomUUID();

  constructor(private readonly options: RedisStateOptions) {
    this.client = createClient({
      url: options.url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
    });
    this.client.on('error', (error: Error) => options.onError?.(error));
  }

  /** Connects once; a gateway keeps serving (from memory) when this fails, and the client keeps reconnecting. */
  async connect(): Promise<void> {
    await this.client.connect();
  }

  private key(kind: string, name: string) {
    return `${this.options.prefix}:${kind}:${name}`;
  }

  async getCached(key: string) {
    const raw = await this.client.get(this.key('cache', key));
    return raw ? (JSON.parse(raw) as CachedAnswer) : undefined;
  }

  async setCached(key: string, answer: CachedAnswer, ttlMs: number) {
    await this.client.set(this.key('cache', key), JSON.stringify(answer), {
      expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
    });
  }

  async claim(key: string, ttlMs: number) {
    const set = await this.client.set(this.key('fetch', key), this.owner, {
      condition: 'NX',
      expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
    });
    return set === 'OK';
  }

  async release(key: string) {
    await this.client.eval(RELEASE, { keys: [this.key('fetch', key)], arguments: [this.owner] });
  }

  async reserveSlot(gate: string, intervalMs: number, maxWaitMs: number): Promise<SlotAnswer> {
    const [ok, wait] = (await this.client.eval(RESERVE, {
      keys: [this.key('gate', gate)],
      arguments: [String(Math.round(intervalMs)), String(Math.round(maxWaitMs))],
    })) as [number, number];
    return ok ? { waitMs: Number(wait) } : { retryInMs: Number(wait) };
  }

  async block(gate: string, ms: number) {
    await this.client.eval(BLOCK, { keys: [this.key('gate', gate)], arguments: [String(Math.round(ms))] });
  }

  async close() {
    if (this.client.isOpen) await this.client.close();
  }
}

/** How long a Redis command may take before this instance answers from memory instead. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Redis while it answers, this instance's memory while it does not: a gateway keeps serving when Redis goes away,
 * with one warning when it falls back and one note when Redis is back.
 */
export class FallbackState implements SharedState {
  private usingMemory = false;

  constructor(
    private readonly primary: SharedState,
    private readonly memory: SharedState,
    private readonly log: (level: 'warn' | 'info', message: string) => void,
  ) {}

  get kind() {
    return this.usingMemory ? this.memory.kind : this.primary.kind;
  }

  /** True while answers come from memory because Redis is away. */
  get degraded() {
    return this.usingMemory;
  }

  private async run<T>(op: (state: SharedState) => Promise<T>): Promise<T> {
    try {
      const result = await withTimeout(op(this.primary), COMMAND_TIMEOUT_MS);
      if (this.usingMemory) {
        this.usingMemory = false;
        this.log('info', 'Redis answers again: the explorer cache and gate are shared again.');
      }
      return result;
    } catch (error) {
      if (!this.usingMemory) {
        this.usingMemory = true;
        const reason = error instanceof Error ? error.message : String(error);
        this.log('warn', `Redis is unavailable (${reason}): this instance uses its own memory until it is back.`);
      }
      return op(this.memory);
    }
  }

  getCached(key: string) {
    return this.run((s) => s.getCached(key));
  }
  setCached(key: string, answer: CachedAnswer, ttlMs: number) {
    // Written to memory too, so a fallback still has what this instance saw.
    void this.memory.setCached(key, answer, ttlMs);
    return this.run((s) => s.setCached(key, answer, ttlMs));
  }
  claim(key: string, ttlMs: number) {
    return this.run((s) => s.claim(key, ttlMs));
  }
  release(key: string) {
    void this.memory.release(key);
    return this.run((s) => s.release(key));
  }
  reserveSlot(gate: string, intervalMs: number, maxWaitMs: number) {
    return this.run((s) => s.reserveSlot(gate, intervalMs, maxWaitMs));
  }
  block(gate: string, ms: number) {
    void this.memory.block(gate, ms);
    return this.run((s) => s.block(gate, ms));
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
