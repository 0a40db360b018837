// A stand-in for an element in controller tests: it holds controllers, runs their lifecycle hooks and updates when
// asked (one microtask later, like Lit), and renders nothing.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FakeHost implements ReactiveControllerHost {
  readonly controllers = new Set<ReactiveController>();
  /** How many updates ran. */
  updates = 0;
  private pending?: Promise<boolean>;

  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
  }

  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }

  requestUpdate(): void {
    this.pending ??= Promise.resolve().then(() => {
      this.pending = undefined;
      this.updates++;
      for (const controller of this.controllers) controller.hostUpdate?.();
      for (const controller of this.controllers) controller.hostUpdated?.();
      return true;
    });
  }

  get updateComplete(): Promise<boolean> {
    return this.pending ?? Promise.resolve(true);
  }

  connect(): void {
    for (const controller of this.controllers) controller.hostConnected?.();
    this.requestUpdate();
  }

  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
