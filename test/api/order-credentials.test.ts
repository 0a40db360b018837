// Issue 50 (o4, item 2): the order calls to a gateway on another origin send credentials: 'include' (its HttpOnly
// visitor cookie binds the visitor's orders), and only then: not to a gateway on the page's own origin (which gets
// the cookie anyway), not for a client holding the partner credential (the service itself, no cookie), and not on
// the other routes.
import { expect } from '@open-wc/testing';
import { createSwapClient } from '../../src/api/client.js';
import { cancelOrder, getOrder, listOrders } from '../../src/api/orders.js';

const GATEWAY = 'https://gateway.example/api/1click';

function recorder(baseUrl: string, credential: { apiKey?: string } = {}) {
  const sent: { path: string; credentials: RequestCredentials | undefined }[] = [];
  const client = createSwapClient({
    baseUrl,
    retries: 0,
    ...credential,
    fetch: async (input, init) => {
      sent.push({ path: new URL(String(input), location.href).pathname, credentials: init?.credentials });
      return new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

/** Each order call (the single-order answers are refused by the schema here: what matters is what was sent). */
async function orderCalls(client: ReturnType<typeof createSwapClient>) {
  await listOrders(client, { fillStatus: ['OPEN'] });
  await getOrder(client, 'ord_1').catch(() => undefined);
  await cancelOrder(client, 'ord_1').catch(() => undefined);
}

describe('order calls: credentials for a cross-origin gateway', () => {
  it("a gateway on another origin: 'include' on every order call, nothing on the token list", async () => {
    const { client, sent } = recorder(GATEWAY);
    await orderCalls(client);
    await client.tokens().catch(() => undefined);
    expect(sent).to.deep.equal([
      { path: '/api/1click/v0/orders', credentials: 'include' },
      { path: '/api/1click/v0/orders/ord_1', credentials: 'include' },
      { path: '/api/1click/v0/orders/ord_1/cancel', credentials: 'include' },
      { path: '/api/1click/v0/tokens', credentials: undefined },
    ]);
  });

  it("the page's own origin: the browser's default (the cookie goes anyway)", async () => {
    const { client, sent } = recorder(`${location.origin}/api/1click`);
    await orderCalls(client);
    expect(sent.map((each) => each.credentials)).to.deep.equal([undefined, undefined, undefined]);
  });

  it('a client holding the partner credential talks to the service itself: no cookie asked for', async () => {
    const { client, sent } = recorder(GATEWAY, { apiKey: 'simulator-key' });
    await orderCalls(client);
    expect(sent.map((each) => each.credentials)).to.deep.equal([undefined, undefined, undefined]);
  });
});
