// A stand-in for an element in controller tests: it holds controllers, runs their lifecycle hooks when the test says
// (or, with `autoUpdate`, updates one microtask after requestUpdate(), like Lit) and renders nothing.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FakeHost implements ReactiveControllerHost {
  readonly controllers = new Set<ReactiveController>();
  /** requestUpdate() calls so far. */
  updates = 0;
  private pending?: Promise<boolean>;

  constructor(private readonly options: { autoUpdate?: boolean } = {}) {}

  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
  }

  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }

  requestUpdate(): void {
    this.updates++;
    if (!this.options.autoUpdate) return;
    this.pending ??= Promise.resolve().then(() => {
      this.pending = undefined;
      this.update();
      return true;
    });
  }

  get updateComplete(): Promise<boolean> {
    return this.pending ?? Promise.resolve(true);
  }

  /** One host update, as an element's update runs its controllers around its render. */
  update(): void {
    for (const controller of this.controllers) controller.hostUpdate?.();
    for (const controller of this.controllers) controller.hostUpdated?.();
  }

  connect(): void {
    for (const controller of this.controllers) controller.hostConnected?.();
    if (this.options.autoUpdate) this.requestUpdate();
  }

  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
