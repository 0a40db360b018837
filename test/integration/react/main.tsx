// React 19 integration app, type-checked with the generated JSX typings: attributes, a property (appFees: React 19
// sets it as a property because the element has one) and two events (`on<event-name>`), each logged into the page.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'swap-elements/types/react';
import type { SwapQuoteConfirmEvent, SwapStatusChangeEvent } from '../../../src/index.js';
import { APP_FEES, QUOTE_ATTRIBUTES, logLine, startSimulator } from '../shared/sim.js';

function App() {
  const [log, setLog] = useState<string[]>([]);
  const onEvent = (event: SwapQuoteConfirmEvent | SwapStatusChangeEvent) => {
    const line = logLine(event);
    setLog((lines) => [...lines, line]);
  };
  return (
    <main>
      <swap-quote
        origin-asset={QUOTE_ATTRIBUTES.originAsset}
        destination-asset={QUOTE_ATTRIBUTES.destinationAsset}
        amount={QUOTE_ATTRIBUTES.amount}
        recipient={QUOTE_ATTRIBUTES.recipient}
        refund-address={QUOTE_ATTRIBUTES.refundAddress}
        appFees={APP_FEES}
        onswap-quote-confirm={onEvent}
      />
      <swap-status interval={1} onswap-status-change={onEvent} />
      <pre id="log">{log.join('\n')}</pre>
    </main>
  );
}

void startSimulator().then(() => {
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  document.documentElement.dataset.simReady = '';
});
