// Angular integration app (standalone component, CUSTOM_ELEMENTS_SCHEMA, zoneless, compiled just in time so the test
// needs no Angular CLI): attributes, a property binding ([appFees]) and two events ((swap-quote-confirm),
// (swap-status-change)), each logged into the page.
import '@angular/compiler';
import { CUSTOM_ELEMENTS_SCHEMA, Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import type { SwapQuoteConfirmEvent, SwapStatusChangeEvent } from '../../../src/index.js';
import { APP_FEES, QUOTE_ATTRIBUTES, logLine, startSimulator } from '../shared/sim.js';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <swap-quote
        [attr.origin-asset]="quote.originAsset"
        [attr.destination-asset]="quote.destinationAsset"
        [attr.amount]="quote.amount"
        [attr.recipient]="quote.recipient"
        [attr.refund-address]="quote.refundAddress"
        [appFees]="appFees"
        (swap-quote-confirm)="onEvent($event)"
      ></swap-quote>
      <swap-status interval="1" (swap-status-change)="onEvent($event)"></swap-status>
      <pre id="log">{{ log().join('\\n') }}</pre>
    </main>
  `,
})
class App {
  readonly quote = QUOTE_ATTRIBUTES;
  readonly appFees = APP_FEES;
  readonly log = signal<string[]>([]);

  onEvent(event: Event): void {
    const line = logLine(event as SwapQuoteConfirmEvent | SwapStatusChangeEvent);
    this.log.update((lines) => [...lines, line]);
  }
}

void startSimulator()
  .then(() => bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }))
  .then(() => {
    document.documentElement.dataset.simReady = '';
  });
