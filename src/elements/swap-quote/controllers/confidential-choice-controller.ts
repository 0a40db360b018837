// <swap-quote>'s "Confidential swap" choice (the `confidential` attribute allows it): offered on a swap from a chain
// to a chain while a partner credential goes with the quotes (the page's, or a gateway's that said it added one),
// and sent as `confidentiality: "basic"` only while offered and ticked.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DryResult } from './dry-quote-controller.js';
import { confidentialRoute, type FormValues } from '../quote-form.model.js';

export interface ConfidentialChoiceInput {
  /** The element's `confidential`: the page allows the choice. */
  allowed: boolean;
  client: { authenticated: boolean; baseUrl: string };
  values: Pick<FormValues, 'swapType' | 'depositType' | 'recipientType'>;
  /** The last dry quote, whatever it was for (a gateway marks its answers `partnerCredential`). */
  last?: DryResult;
  /** The user changed the choice: the form's quote is for another request now. */
  changed(): void;
}

export class ConfidentialChoiceController implements ReactiveController {
  /** The user ticked the box. */
  chosen = false;
  /** The service URL whose quotes came through a gateway adding the credential: kept past a refused quote. */
  private gatewayUrl?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ConfidentialChoiceInput,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const { last, client } = this.input();
    if (last?.response.partnerCredential) this.gatewayUrl = client.baseUrl;
  }

  /** The choice is shown: the page allows it, the route fits, and a partner credential goes with the quotes. */
  get offered(): boolean {
    const { allowed, client, values, last } = this.input();
    const credential =
      client.authenticated || this.gatewayUrl === client.baseUrl || last?.response.partnerCredential === true;
    return allowed && credential && confidentialRoute(values);
  }

  /** The quote asks for a confidential swap. */
  get send(): boolean {
    return this.chosen && this.offered;
  }

  choose(on: boolean): void {
    this.chosen = on;
    this.input().changed();
    this.host.requestUpdate();
  }
}
