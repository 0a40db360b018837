// A removed attribute, or a property set to null or undefined, means the default: the value a freshly created element
// has. Checked for every attribute of every element in custom-elements.json (a new attribute needs a sample value
// below, or this test fails), plus what a user sees when <swap-quote> loses its settings attributes.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { addressOn, BASE, ETH_USDC, EXPLORER, makeSim, WNEAR } from '../simulator/helpers.js';
import { $, harness, mount } from './swap-quote/helpers.js';

interface Attribute {
  name: string;
  fieldName?: string;
}
interface Manifest {
  modules: { path: string; declarations?: { tagName?: string; customElement?: boolean; attributes?: Attribute[] }[] }[];
}

const manifest = (await (await fetch(new URL('../../custom-elements.json', import.meta.url))).json()) as Manifest;
const elements = manifest.modules.flatMap((mod) =>
  (mod.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((declaration) => ({ path: mod.path, tag: declaration.tagName!, attributes: declaration.attributes ?? [] })),
);
/**
 * The module of each element in custom-elements.json, imported by name so the test files can be bundled (a new element
 * in the manifest needs its line here, or every test of this file fails).
 */
const MODULES: Record<string, () => Promise<unknown>> = {
  'src/elements/swap-account/swap-account.ts': () => import('../../src/elements/swap-account/swap-account.js'),
  'src/elements/swap-order/swap-order.ts': () => import('../../src/elements/swap-order/swap-order.js'),
  'src/elements/swap-orders/swap-orders.ts': () => import('../../src/elements/swap-orders/swap-orders.js'),
  'src/elements/parts/swap-copy-button.ts': () => import('../../src/elements/parts/swap-copy-button.js'),
  'src/elements/parts/swap-countdown.ts': () => import('../../src/elements/parts/swap-countdown.js'),
  'src/elements/swap-activity/swap-activity.ts': () => import('../../src/elements/swap-activity/swap-activity.js'),
  'src/elements/swap-deposit/swap-deposit.ts': () => import('../../src/elements/swap-deposit/swap-deposit.js'),
  'src/elements/swap-history/swap-history.ts': () => import('../../src/elements/swap-history/swap-history.js'),
  'src/elements/swap-quote/swap-quote.ts': () => import('../../src/elements/swap-quote/swap-quote.js'),
  'src/elements/swap-status/swap-status.ts': () => import('../../src/elements/swap-status/swap-status.js'),
  'src/elements/swap-widget/swap-widget.ts': () => import('../../src/elements/swap-widget/swap-widget.js'),
};
for (const { path, tag } of elements) {
  const load = MODULES[path];
  if (!load) throw new Error(`custom-elements.json lists <${tag}> in ${path}, which this test does not import`);
  await load();
  if (!customElements.get(tag)) throw new Error(`${path} does not define <${tag}>, as custom-elements.json says`);
}

/** A valid value other than the default, per attribute name (booleans: present). */
const SAMPLES: Record<string, string> = {
  // every element
  group: 'other',
  'base-url': BASE,
  'explorer-url': EXPLORER,
  referral: 'mysite',
  theme: 'dark',
  locale: 'de-DE',
  // <swap-quote> and <swap-widget>
  'origin-asset': ETH_USDC,
  'destination-asset': WNEAR,
  assets: `${ETH_USDC} ${WNEAR}`,
  chains: 'eth near',
  'lock-origin': '',
  'lock-destination': '',
  amount: '100',
  'swap-type': 'EXACT_OUTPUT',
  slippage: '50',
  recipient: addressOn('near', 2),
  'recipient-type': 'INTENTS',
  'refund-address': addressOn('eth'),
  'refund-type': 'INTENTS',
  'deposit-type': 'INTENTS',
  'deadline-minutes': '90',
  'quote-waiting-time-ms': '0',
  'token-icons': '/icons/{blockchain}/{symbol}.png',
  'featured-tokens': `${WNEAR},${ETH_USDC}`,
  'confirm-loss-bps': '1000',
  // <swap-order> and <swap-orders>
  'base-asset': WNEAR,
  'quote-asset': ETH_USDC,
  'order-id': 'ord_sample',
  filter: 'open',
  confidential: '',
  // <swap-deposit> and <swap-status>
  'deposit-address': addressOn('eth', 3),
  memo: '12345',
  interval: '15',
  'support-url': 'https://help.example.com/',
  // <swap-history>
  mode: 'cursor',
  page: '3',
  'page-size': '25',
  statuses: 'SUCCESS,REFUNDED',
  'from-chain': 'eth',
  'to-chain': 'near',
  'from-token': ETH_USDC,
  'to-token': WNEAR,
  search: 'alice.near',
  affiliate: 'mysite',
  'min-usd': '5',
  'max-usd': '500',
  start: '2025-01-01',
  end: '2025-12-31',
  'show-test': '',
  refresh: '60',
  // <swap-activity>
  limit: '3',
  'status-page': '/status?deposit={depositAddress}&memo={memo}',
  // the parts
  value: '0xabc',
  label: 'Copy the address',
  text: 'Copy',
  until: '2030-01-01T00:00:00.000Z',
};

type Fields = Record<string, unknown>;
const create = (tag: string) => document.createElement(tag) as unknown as HTMLElement & Fields;

describe('attributes and properties without a value mean the default', () => {
  it('finds the elements in custom-elements.json', () => {
    expect(elements.map((e) => e.tag)).to.include.members([
      'swap-quote',
      'swap-deposit',
      'swap-status',
      'swap-history',
      'swap-widget',
      'swap-activity',
    ]);
  });

  for (const { tag, attributes } of elements) {
    describe(`<${tag}>`, () => {
      for (const { name, fieldName } of attributes) {
        const field = fieldName ?? name;

        it(`${name}: set, then removed, set, then the property null or undefined`, () => {
          expect(SAMPLES, `a sample value for ${name}`).to.have.property(name);
          const fresh = create(tag)[field];
          const set = () => {
            const el = create(tag);
            el.setAttribute(name, SAMPLES[name]!);
            expect(el[field], `${name}="${SAMPLES[name]}" is not the default`).to.not.deep.equal(fresh);
            return el;
          };

          const removed = set();
          removed.removeAttribute(name);
          expect(removed[field], 'after removeAttribute').to.deep.equal(fresh);

          for (const empty of [null, undefined]) {
            const el = set();
            el[field] = empty;
            expect(el[field], `after ${field} = ${empty}`).to.deep.equal(fresh);
          }
        });
      }
    });
  }

  it('a default array is not shared between elements', () => {
    const a = create('swap-history');
    a.statuses = null;
    const b = create('swap-history');
    b.statuses = undefined;
    expect(a.statuses).to.deep.equal(create('swap-history').statuses);
    expect(a.statuses).to.deep.equal(b.statuses);
    expect(a.statuses).to.not.equal(b.statuses);
  });

  it('<swap-quote> without its settings attributes shows the default settings and still quotes', async () => {
    const h = await harness();
    const el = await mount(h, {
      origin: ETH_USDC,
      destination: WNEAR,
      recipient: addressOn('near', 2),
      refund: addressOn('eth'),
      amount: '100',
    });
    await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
    const summary = () => $(el, '[part=settings-summary]')!.textContent!.replace(/\s+/g, ' ').trim();
    const before = summary();

    for (const [name, value] of [
      ['swap-type', 'EXACT_OUTPUT'],
      ['slippage', '50'],
      ['deadline-minutes', '90'],
    ]) {
      el.setAttribute(name!, value!);
    }
    await waitUntil(() => summary() !== before, 'the settings did not change');
    const quotes = h.dry().length;
    for (const name of ['swap-type', 'slippage', 'deadline-minutes']) el.removeAttribute(name);
    await waitUntil(() => summary() === before, `settings shown: "${summary()}"`);

    expect(summary()).to.not.match(/null|—|undefined|NaN|0 seconds/);
    expect([el.swapType, el.slippage, el.deadlineMinutes]).to.deep.equal(['EXACT_INPUT', 100, 60]);
    await waitUntil(() => h.dry().length > quotes, 'no dry quote after the attributes were removed', { timeout: 3000 });
    const request = h.dry().at(-1)!.body;
    expect(request.swapType).to.equal('EXACT_INPUT');
    expect(request.slippageTolerance).to.equal(100);
    expect(Date.parse(request.deadline) - h.sim.clock.now()).to.equal(60 * 60_000);
    await waitUntil(() => $(el, '[part=quote]'), 'no quote shown after the attributes were removed', { timeout: 3000 });
  });

  it('<swap-widget>: a removed attribute reaches the inner elements as their default', async () => {
    const sim = makeSim();
    const el = await fixture<HTMLElement & Fields>(
      html`<swap-widget
        base-url=${BASE}
        .fetch=${sim.fetch}
        slippage="50"
        swap-type="EXACT_OUTPUT"
        theme="dark"
        data-x="1"
      ></swap-widget>`,
    );
    const quote = el.shadowRoot!.querySelector('swap-quote')! as unknown as HTMLElement & Fields;
    expect([quote.slippage, quote.swapType, quote.theme, quote.getAttribute('data-x')]).to.deep.equal([
      50,
      'EXACT_OUTPUT',
      'dark',
      '1',
    ]);
    for (const name of ['slippage', 'swap-type', 'theme', 'data-x']) el.removeAttribute(name);
    await waitUntil(() => !quote.hasAttribute('data-x'), 'data-x was not removed from the inner element');
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await (quote as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect([quote.slippage, quote.swapType, quote.theme, quote.hasAttribute('theme')]).to.deep.equal([
      100,
      'EXACT_INPUT',
      undefined,
      false,
    ]);
  });
});
