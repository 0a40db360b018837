// Bad input gets a 400 with a clear message, never a crash; faults switch on and off at run time.
import { expect } from '@open-wc/testing';
import { BASE, clientFor, get, makeSim, post, quoteRequest } from './helpers.js';

describe('simulator bad input', () => {
  it('answers malformed JSON, a wrong content type, an empty or oversized body with 400, and keeps serving', async () => {
    const sim = makeSim();
    const good = quoteRequest(sim);
    const cases: [string, RequestInit, RegExp][] = [
      ['malformed', { headers: { 'content-type': 'application/json' }, body: '{"dry": tru' }, /not valid JSON/],
      ['wrong type', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(good) }, /Content-Type must be application\/json/],
      ['no type', { body: new Blob([JSON.stringify(good)]) }, /Content-Type/],
      ['empty', { headers: { 'content-type': 'application/json' }, body: '' }, /empty/],
      ['array', { headers: { 'content-type': 'application/json' }, body: '[1,2]' }, /JSON object/],
      ['too big', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...good, sessionId: 'x'.repeat(70_000) }) }, /64 kB/],
    ]; // prettier-ignore
    for (const [name, init, message] of cases) {
      const response = await sim.fetch(new Request(`${BASE}/v0/quote`, { method: 'POST', ...init }));
      expect(response.status, name).to.equal(400);
      const body = (await response.json()) as { message: string };
      expect(body.message, name).to.match(message);
    }
    expect((await get(sim, `${BASE}/v0/tokens`)).status).to.equal(200);
    expect((await clientFor(sim).quote(good)).quote.amountIn).to.equal(good.amount);
  });

  it('rejects an oversized streamed body without a Content-Length', async () => {
    const sim = makeSim();
    const chunk = new TextEncoder().encode('x'.repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`${BASE}/v0/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await sim.fetch(request);
    expect(response.status).to.equal(400);
    expect(((await response.json()) as { message: string }).message).to.match(/64 kB/);
  });

  it('names unknown fields and wrong types in one comma-joined message', async () => {
    const sim = makeSim();
    const good = quoteRequest(sim);
    const unknown = await post(sim, '/v0/quote', { ...good, colour: 'blue' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.equal('property colour should not exist');
    const wrong = await post(sim, '/v0/quote', { ...good, amount: 5, slippageTolerance: 20000, dry: 'yes' });
    expect(wrong.status).to.equal(400);
    const parts = String(wrong.body.message).split(',');
    expect(parts.length).to.equal(3);
    expect(parts.some((p) => p.startsWith('amount must be'))).to.equal(true);
    expect(parts.some((p) => p.startsWith('slippageTolerance must not be greater than 10000'))).to.equal(true);
    expect(parts.some((p) => p.startsWith('dry must be'))).to.equal(true);
    const missing = await post(sim, '/v0/quote', { dry: true });
    expect(missing.status).to.equal(400);
    expect(String(missing.body.message)).to.contain('swapType').and.to.contain('deadline');
    const decimals = await post(sim, '/v0/quote', { ...good, amount: '0.01' });
    expect(String(decimals.body.message)).to.match(/^amount must be/);
    const submit = await post(sim, '/v0/deposit/submit', { depositAddress: 'x' });
    expect(submit.status).to.equal(400);
    expect(String(submit.body.message)).to.contain('txHash');
    const status = await get(sim, `${BASE}/v0/status`);
    expect(status.status).to.equal(400);
    expect((await get(sim, `${BASE}/v0/nothing`)).status).to.equal(404);
  });

  it('switches faults on and off: 5xx, malformed JSON, dropped connections, forced 429, latency', async () => {
    const sim = makeSim();
    const url = `${BASE}/v0/tokens`;
    sim.setFaults({ errorRate: 1 });
    expect((await get(sim, url)).status).to.equal(503);
    sim.setFaults({ errorRate: 0, malformedRate: 1 });
    const malformed = await sim.fetch(new Request(url));
    expect(malformed.status).to.equal(200);
    const text = await malformed.text();
    expect(() => JSON.parse(text) as unknown).to.throw();
    const client = clientFor(sim);
    expect(await client.tokens().catch((e: { kind: string }) => e.kind)).to.equal('invalid-response');
    sim.setFaults({ malformedRate: 0, dropRate: 1 });
    expect(
      await sim.fetch(new Request(url)).then(
        () => 'answered',
        (e: Error) => e.name,
      ),
    ).to.equal('SimulatedDropError');
    expect(await client.tokens().catch((e: { kind: string }) => e.kind)).to.equal('network');
    sim.setFaults({ dropRate: 0, rateLimitRate: 1 });
    const limited = await get(sim, url);
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('retry-after')).to.equal('1');
    // Control endpoints are never faulted, so a test can always switch faults off over HTTP.
    const reset = await sim.fetch(new Request(`${BASE}/_sim/faults`, { method: 'DELETE' }));
    expect(((await reset.json()) as { rateLimitRate: number }).rateLimitRate).to.equal(0);
    sim.setFaults({ latencyMs: 150 });
    const started = performance.now();
    expect((await get(sim, url)).status).to.equal(200);
    expect(performance.now() - started).to.be.at.least(140);
    expect(() => sim.setFaults({ errorRate: 2 })).to.throw(/errorRate/);
    const bad = await post(sim, '/_sim/faults', { bogus: 1 });
    expect(bad.status).to.equal(400);
  });

  it('draws the same faults for the same seed', async () => {
    const pattern = async () => {
      const sim = makeSim({ seed: 11 });
      sim.setFaults({ errorRate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await sim.fetch(new Request(`${BASE}/v0/tokens`))).status);
      return statuses;
    };
    const a = await pattern();
    expect(a).to.include(503).and.to.include(200);
    expect(await pattern()).to.deep.equal(a);
  });
});
