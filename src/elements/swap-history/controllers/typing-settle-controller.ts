// <swap-history>'s free-text filters: what is typed counts once the typing has settled.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FilterField } from '../history.model.js';

/** Free-text filters settle this long after the last keystroke before they count. */
const TYPING_SETTLE_MS = 400;

/** Typing settles before it counts (the gate spaces what is left): one timer per field, none left on disconnect. */
export class TypingSettleController implements ReactiveController {
  private readonly timers = new Map<FilterField, ReturnType<typeof setTimeout>>();

  constructor(
    host: ReactiveControllerHost,
    private readonly settled: (field: FilterField, value: string) => void,
  ) {
    host.addController(this);
  }

  /** The input handler of a text field. */
  input(field: FilterField): (event: Event) => void {
    return (event) => {
      const value = (event.target as HTMLInputElement).value;
      clearTimeout(this.timers.get(field));
      this.timers.set(
        field,
        setTimeout(() => {
          this.timers.delete(field);
          this.settled(field, value);
        }, TYPING_SETTLE_MS),
      );
    };
  }

  /** Drops what was typed but has not settled. */
  cancel(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  hostDisconnected(): void {
    this.cancel();
  }
}
