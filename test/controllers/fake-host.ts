// A controller host without rendering: records requestUpdate() calls and runs the controllers' lifecycle on demand.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FakeHost implements ReactiveControllerHost {
  readonly controllers = new Set<ReactiveController>();
  updates = 0;
  updateComplete: Promise<boolean> = Promise.resolve(true);

  addController(controller: ReactiveController): void {
    this.controllers.add(controller);
  }
  removeController(controller: ReactiveController): void {
    this.controllers.delete(controller);
  }
  requestUpdate(): void {
    this.updates++;
  }
  connect(): void {
    for (const c of this.controllers) c.hostConnected?.();
  }
  disconnect(): void {
    for (const c of this.controllers) c.hostDisconnected?.();
  }
}
