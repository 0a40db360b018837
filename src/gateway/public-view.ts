// The public view of the partner's explorer history: who paid and where funds went is masked (deposit addresses,
// memos, recipients, refund addresses, senders), and the cursor a row carries (`depositAddressAndMemo`) is sealed
// with AES-GCM so "load older" keeps working without showing or accepting real addresses. The seal is
// deterministic (its IV comes from an HMAC of the value), so the same row always gives the same cursor and cached
// answers stay shareable; its key derives from the partner credential, so cursors of one gateway mean nothing to
// another.
import { base64urlnopad } from '@scure/base';

const SEAL_PREFIX = 'gw1.';
/** Cursors kept sealed: every visit of a cached page shows the same rows, and sealing 50 took most of its time. */
const SEALED_KEPT = 10_000;

/** `0x1234…abcd`: enough to tell rows apart at a glance, not enough to find anyone. */
export function maskAddress(value: unknown): unknown {
  if (typeof value !== 'string' || value.length === 0) return value;
  if (value.length <= 10) return '•••';
  return `${value.slice(0, 6)}…${value.slice(-4)}`;
}

const MASKED_FIELDS = ['depositAddress', 'recipient', 'refundTo'] as const;

export class PublicView {
  private readonly keys: Promise<{ aes: CryptoKey; mac: CryptoKey }>;
  private readonly sealed = new Map<string, Promise<string>>();

  constructor(secret: string) {
    this.keys = (async () => {
      const material = new TextEncoder().encode(`swap-elements-gateway cursor\u0000${secret}`);
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-512', material));
      const aes = await crypto.subtle.importKey('raw', digest.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']);
      const mac = await crypto.subtle.importKey('raw', digest.slice(32), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
      return { aes, mac };
    })();
  }

  /** The value's cursor (deterministic, so one sealed before is reused). */
  seal(value: string): Promise<string> {
    let cursor = this.sealed.get(value);
    if (cursor) return cursor;
    cursor = this.sealAnew(value);
    cursor.catch(() => this.sealed.delete(value));
    if (this.sealed.size >= SEALED_KEPT) this.sealed.delete(this.sealed.keys().next().value!);
    this.sealed.set(value, cursor);
    return cursor;
  }

  private async sealAnew(value: string): Promise<string> {
    const { aes, mac } = await this.keys;
    const plain = new TextEncoder().encode(value);
    const iv = new Uint8Array(await crypto.subtle.sign('HMAC', mac, plain)).slice(0, 12);
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
    const out = new Uint8Array(iv.length + sealed.length);
    out.set(iv);
    out.set(sealed, iv.length);
    return SEAL_PREFIX + base64urlnopad.encode(out);
  }

  /** The real value of a cursor this gateway gave out; undefined for anything else. */
  async unseal(cursor: string): Promise<string | undefined> {
    if (!cursor.startsWith(SEAL_PREFIX)) return undefined;
    try {
      const bytes = base64urlnopad.decode(cursor.slice(SEAL_PREFIX.length));
      const { aes } = await this.keys;
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
      return new TextDecoder().decode(plain);
    } catch {
      return undefined;
    }
  }

  /** Masks one explorer row (unknown fields pass unchanged: the row shape grows). */
  async row(row: unknown): Promise<unknown> {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const field of MASKED_FIELDS) if (field in out) out[field] = maskAddress(out[field]);
    if (typeof out.depositMemo === 'string' && out.depositMemo) out.depositMemo = '•••';
    if (Array.isArray(out.senders)) out.senders = out.senders.map(maskAddress);
    if (typeof out.depositAddressAndMemo === 'string')
      out.depositAddressAndMemo = await this.seal(out.depositAddressAndMemo);
    return out;
  }

  /** Masks an explorer answer: a bare array (cursor mode) or a page envelope with `data`. */
  async answer(body: unknown): Promise<unknown> {
    if (Array.isArray(body)) return Promise.all(body.map((r) => this.row(r)));
    if (typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)) {
      const page = body as { data: unknown[] };
      return { ...page, data: await Promise.all(page.data.map((r) => this.row(r))) };
    }
    return body;
  }
}
