// The client <swap-status> polls with. `/v0/status` works without a credential, so a credential the service refuses
// mid-swap (revoked, expired: 401) must not cost the user sight of the swap: polling goes on without it.
import { createSwapClient, type CallOptions, type SwapClient, type SwapClientConfig } from '../../api/client.js';
import { isSwapApiError, type SwapApiError } from '../../api/errors.js';
import type { StatusQuery, StatusResponse } from '../../api/schemas.js';

const credentialOf = (config: SwapClientConfig) => config.apiKey || config.token || undefined;

export class StatusClient {
  private cache?: { base: SwapClient; withCredential: SwapClient; without: SwapClient };
  /** The credential the service refused; a different one (set by the integrator) is tried again. */
  private refused?: string;

  /**
   * Asks for the status with the configured credential, or without it once the service refused it. The first 401
   * for a credential calls `onRefused` and asks again at once without it.
   * `base` is the element's client: a new one means a new configuration. The status client never retries by itself:
   * the element's schedule is the retry policy.
   */
  async status(
    base: SwapClient,
    config: SwapClientConfig,
    query: StatusQuery,
    options: CallOptions,
    onRefused: (error: SwapApiError) => void,
  ): Promise<StatusResponse> {
    if (this.cache?.base !== base) {
      const { apiKey: _apiKey, token: _token, ...anonymous } = config;
      this.cache = {
        base,
        withCredential: createSwapClient({ ...config, retries: 0 }),
        without: createSwapClient({ ...anonymous, retries: 0 }),
      };
    }
    const credential = credentialOf(config);
    if (!credential || credential === this.refused) return this.cache.without.status(query, options);
    try {
      return await this.cache.withCredential.status(query, options);
    } catch (error) {
      if (!isSwapApiError(error) || error.kind !== 'unauthorized') throw error;
      this.refused = credential;
      onRefused(error);
      return this.cache.without.status(query, options);
    }
  }
}
