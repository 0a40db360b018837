// Deterministic randomness: everything the simulator invents (history, addresses, prices, faults) comes from a
// seed, so the same seed always gives the same service. Small and fast; not for cryptography.

/** mulberry32: a 32-bit PRNG with a good enough spread for test data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    bytes: (n) => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
    digits: (n) => {
      let s = String(1 + Math.floor(next() * 9));
      while (s.length < n) s += String(Math.floor(next() * 10));
      return s;
    },
  };
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(n: number): Uint8Array;
  /** n decimal digits, no leading zero. */
  digits(n: number): string;
}

/** FNV-1a of a string mixed with the seed: derives an independent stream per name ("prices", an address...). */
export function hashSeed(seed: number, name: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const rngFor = (seed: number, name: string): Rng => createRng(hashSeed(seed, name));

/** A UUID v4 shape from the stream (correlation ids). */
export function uuid(rng: Rng): string {
  const b = rng.bytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
