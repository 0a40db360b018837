// The confirmation a quote that loses much of its USD value needs (<swap-quote>'s confirm-loss-bps): the loss of the
// last quote for the priced input, whether the user ticked that they accept it (for that input only), and whether
// "Get deposit address" must wait for the tick.
import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { DryResult } from './dry-quote-controller.js';
import type { FormCheck, QuoteText } from '../quote-form.model.js';
import { DEFAULT_CONFIRM_LOSS_BPS, losesMoreThan, quoteValue, type QuoteValue } from '../quote-value.model.js';

// The confirmation's view and words: a chunk fetched for the first quote that loses too much (few visitors see one).
let lossView: typeof import('../views/value-loss.view.js') | undefined;
let lossLoad: Promise<unknown> | undefined;

export interface ValueLossInput {
  /** The form as it is: its priced input (dry key) and tokens. */
  form: Pick<FormCheck, 'dryKey' | 'origin' | 'destination'>;
  /** The last dry quote, whatever it was for. */
  last?: DryResult;
  /** The element's confirm-loss-bps. */
  bps: number;
  t: QuoteText;
  locale?: string;
}

export class ValueLossController implements ReactiveController {
  private acceptedKey?: string;
  /** The input for which "Get deposit address" was pressed while its loss waited for the tick. */
  private refusedKey?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ValueLossInput,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    // An old refusal is not shown against another input.
    if (this.refusedKey !== this.input().form.dryKey) this.refusedKey = undefined;
  }

  /** The last quote's value for the input as it is, when it loses more than the element allows. */
  get loss(): QuoteValue | undefined {
    const { form, last, bps } = this.input();
    const { dryKey: key, origin, destination } = form;
    if (!last || last.key !== key || !origin || !destination) return undefined;
    const value = quoteValue(last.response, origin, destination);
    const limit = Number.isFinite(bps) && bps >= 0 ? bps : DEFAULT_CONFIRM_LOSS_BPS;
    return value && losesMoreThan(value, limit) ? value : undefined;
  }

  /** A loss the user has not accepted: no deposit address yet. */
  get blocking(): boolean {
    return this.loss !== undefined && this.acceptedKey !== this.input().form.dryKey;
  }

  /** "Get deposit address" was pressed: true when it must wait for the tick (the error is shown then). */
  refuse(): boolean {
    const blocking = this.blocking;
    this.refusedKey = blocking ? this.input().form.dryKey : undefined;
    this.host.requestUpdate();
    return blocking;
  }

  render() {
    const { form, t, locale } = this.input();
    const key = form.dryKey;
    const loss = this.loss;
    if (!loss) return nothing;
    if (!lossView) {
      // Until it arrives "Get deposit address" is held all the same (blocking).
      lossLoad ??= import('../views/value-loss.view.js').then((module) => (lossView = module));
      // A failed fetch is tried again by the next update (not in a loop).
      lossLoad.then(
        () => this.host.requestUpdate(),
        () => (lossLoad = undefined),
      );
      return nothing;
    }
    return lossView.renderValueLoss({
      t,
      locale,
      loss,
      accepted: loss !== undefined && this.acceptedKey === key,
      refused: this.refusedKey !== undefined,
      accept: (accepted) => {
        this.acceptedKey = accepted ? key : undefined;
        this.host.requestUpdate();
      },
    });
  }
}
