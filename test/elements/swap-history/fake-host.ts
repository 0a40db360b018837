// A host for controllers without an element: the test calls its lifecycle (connect, update, disconnect) and reads
// how often the controllers asked it to re-render.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FakeHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  /** requestUpdate() calls so far. */
  updates = 0;

  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }

  removeController(controller: ReactiveController): void {
    this.controllers.splice(this.controllers.indexOf(controller) >>> 0, 1);
  }

  requestUpdate(): void {
    this.updates++;
  }

  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }

  connect(): void {
    for (const controller of this.controllers) controller.hostConnected?.();
  }

  /** One host update, as an element's update runs its controllers around its render. */
  update(): void {
    for (const controller of this.controllers) controller.hostUpdate?.();
    for (const controller of this.controllers) controller.hostUpdated?.();
  }

  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
