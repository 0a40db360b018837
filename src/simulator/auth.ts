// Partner credentials and the explorer's rate limit. Tokens are HS256 JWTs with the partner id in `sub`, signed
// with the simulator's secret (jose works in browsers and Node alike). The limit is one explorer request per
// interval per partner, counted on the simulator's clock.
import { SignJWT, jwtVerify } from 'jose';
import type { SimClock } from './clock.js';

/** Seeded partners (the demo partner is the one `issueToken()` defaults to). */
export const PARTNERS = ['demo-partner', 'acme-wallet', 'orbit-dex', 'lumen-pay'] as const;
export const EXPLORER_INTERVAL_MS = 5000;
const TOKEN_LIFETIME_S = 90 * 24 * 3600;

export interface Auth {
  issue(partnerId: string): Promise<string>;
  /**
   * The partner id of a request's credential, sent as `X-API-Key: <key>` or `Authorization: Bearer <JWT>` (the real
   * service's two schemes; here both carry a JWT the simulator signed); null when absent; 'invalid' when it does not
   * verify or both are sent.
   */
  partnerOf(headers: Headers): Promise<string | null | 'invalid'>;
  /** null when the request may go now, else the simulated ms to wait. */
  take(partnerId: string): number | null;
  intervalMs: number;
}

export function createAuth(secret: string, clock: SimClock, intervalMs = EXPLORER_INTERVAL_MS): Auth {
  const key = new TextEncoder().encode(secret);
  const lastAt = new Map<string, number>();
  return {
    intervalMs,
    async issue(partnerId) {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({ partner: partnerId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(partnerId)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_LIFETIME_S)
        .setIssuer('swap-elements-simulator')
        .sign(key);
    },
    async partnerOf(headers) {
      const bearer = headers.get('authorization');
      const apiKey = headers.get('x-api-key');
      if (!bearer && !apiKey) return null;
      if (bearer && apiKey) return 'invalid';
      const credential = apiKey ? apiKey.trim() : /^Bearer\s+(\S+)$/i.exec(bearer?.trim() ?? '')?.[1];
      if (!credential) return 'invalid';
      try {
        const { payload } = await jwtVerify(credential, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : 'invalid';
      } catch {
        return 'invalid';
      }
    },
    take(partnerId) {
      if (intervalMs <= 0) return null;
      const now = clock.now();
      const last = lastAt.get(partnerId);
      if (last !== undefined && now - last < intervalMs) return intervalMs - (now - last);
      lastAt.set(partnerId, now);
      return null;
    },
  };
}
