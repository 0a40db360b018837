// Issue 46 item 10: a failed, refunded or overdue swap (past its deadline, or stuck long after the deposit) shows who
// to contact, the site's support setting (configure({ support }) or support-url), else its operator, never a
// "contact support" that names no one, with the swap's reference, deposit address, memo and transaction hashes, each
// copyable, and "Copy all" as plain text. A setting that is not an https: URL or an e-mail address is refused.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { StatusResponse } from '../../../src/api/schemas.js';
import type { SwapCopyButton } from '../../../src/elements/parts/swap-copy-button.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { configure } from '../../../src/store/store.js';
import { STUCK_MS } from '../../../src/elements/swap-status/needs-support.model.js';
import { XLM, makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const NO_CONTACT =
  'Contact whoever runs this website and give them the details below: the swap can be traced with them.';

/** The block comes with a chunk fetched once the swap is over or in trouble: wait for it (or the final card). */
const blockShown = (m: Mounted, part = 'support') =>
  waitUntil(() => m.all(`[part=${part}]`).length > 0, `${part} is shown`, { timeout: 5000 });

/** Clicks a copy button and returns what reached the clipboard. */
async function copied(button: SwapCopyButton): Promise<string | undefined> {
  let text: string | undefined;
  const original = navigator.clipboard.writeText;
  Object.defineProperty(navigator.clipboard, 'writeText', {
    configurable: true,
    value: (value: string) => ((text = value), Promise.resolve()),
  });
  try {
    setTimeout(() => button.shadowRoot!.querySelector('button')!.click());
    const event = await oneEvent(button, 'swap-copy');
    expect(event.detail.ok).to.equal(true);
    return text;
  } finally {
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
  }
}

/** The support block's rows: label → the values shown, with what each copy button copies. */
function rows(m: Mounted) {
  return m.all('[part=support] dt').map((dt) => {
    const values: { shown: string; copies: string | undefined }[] = [];
    for (let dd = dt.nextElementSibling; dd && dd.tagName === 'DD'; dd = dd.nextElementSibling) {
      values.push({
        shown: dd.querySelector('.mono')!.textContent!.trim(),
        copies: (dd.querySelector('swap-copy-button') as SwapCopyButton | null)?.value,
      });
    }
    return [dt.textContent!.trim(), values] as const;
  });
}

describe('<swap-status> support (issue 46 item 10)', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  let warnings: string[];
  const warn = console.warn;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  });

  afterEach(() => {
    console.warn = warn;
    visibility.restore();
    configure({ support: undefined, apiKey: undefined });
    dropStore();
  });

  it('a failed swap: the configured e-mail, the reference, address and hashes, each copyable, and Copy all', async () => {
    const sim = makeSim();
    sim.setFaults({ swapFailureRate: 1, swapFailureKind: 'FAILED' });
    const secret = await sim.issueToken();
    configure({ support: 'help@example.com', apiKey: secret });
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    expect(m.all('[part=support]'), 'nothing is wrong yet').to.have.length(0);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('FAILED');
    await blockShown(m);

    expect(m.text('[part=support] .heading')).to.equal('Need help with this swap?');
    expect(m.text('[part=support-contact]')).to.equal(
      'Contact help@example.com and give them the details below: the swap can be traced with them.',
    );
    const link = m.el.shadowRoot!.querySelector<HTMLAnchorElement>('[part=support-link]')!;
    expect(link.getAttribute('href')).to.equal('mailto:help@example.com');
    expect(link.hasAttribute('target')).to.equal(false, 'an e-mail link opens the mail program, not a tab');
    // The words of the failure point at the block, not at a support nobody names.
    expect(m.text('[part=status-detail]')).not.to.contain('contact support');

    const origin = m.el.statusResponse!.swapDetails!.originChainTxHashes!.map((tx) => tx.hash);
    expect(origin).to.have.length(1);
    const reference = quote.correlationId!;
    expect(reference).to.match(/^[0-9a-f-]{36}$/);
    expect(rows(m)).to.deep.equal([
      ['Reference (correlation id)', [{ shown: reference, copies: reference }]],
      ['Deposit address', [{ shown: depositAddress, copies: depositAddress }]],
      ['Deposit and refund transactions', [{ shown: origin[0], copies: origin[0] }]],
    ]);
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
    const all = m.el.shadowRoot!.querySelector<SwapCopyButton>('[part=support-copy-all]')!;
    expect(all.shadowRoot!.querySelector('button')!.textContent!.trim()).to.equal('Copy all');
    const summary = await copied(all);
    expect(summary).to.equal(
      [
        'Status: FAILED',
        `Reference (correlation id): ${reference}`,
        `Deposit address: ${depositAddress}`,
        `Deposit and refund transactions: ${origin[0]}`,
      ].join('\n'),
    );
    // The page's credential is in none of it.
    const block = m.el.shadowRoot!.querySelector('[part=support]')!;
    expect(block.outerHTML + summary + warnings.join(' ')).not.to.contain(secret);
  });

  it('a refunded swap with a memo: support-url links the page in a new tab; memo and refund hash are copyable', async () => {
    const sim = makeSim();
    sim.setFaults({ swapFailureRate: 1, swapFailureKind: 'REFUNDED' });
    const { quote, depositAddress, memo } = await openSwap(sim, { originAsset: XLM, fromChain: 'stellar' });
    expect(memo, 'a Stellar deposit needs a memo').to.be.a('string');
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    m.el.supportUrl = 'https://help.example.com/swaps';
    sim.deposit({ depositAddress, memo, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('stellar') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('REFUNDED');
    await blockShown(m);
    const link = m.el.shadowRoot!.querySelector<HTMLAnchorElement>('[part=support-link]')!;
    expect(link.getAttribute('href')).to.equal('https://help.example.com/swaps');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(m.seen('[part=support-contact]')).to.equal(
      'Contact help.example.com/swaps and give them the details below: the swap can be traced with them.',
    );
    const found = Object.fromEntries(rows(m));
    expect(found['Memo']).to.deep.equal([{ shown: memo, copies: memo }]);
    const hashes = m.el.statusResponse!.swapDetails!.originChainTxHashes!.map((tx) => tx.hash);
    expect(hashes, 'the deposit and the refund').to.have.length(2);
    expect(found['Deposit and refund transactions']).to.deep.equal(hashes.map((h) => ({ shown: h, copies: h })));
    const summary = await copied(m.el.shadowRoot!.querySelector<SwapCopyButton>('[part=support-copy-all]')!);
    expect(summary).to.contain(`Memo: ${memo}\nDeposit and refund transactions: ${hashes.join(', ')}`);
  });

  it('past the deadline with no setting: tells the visitor to contact the site operator, no link', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    expect(m.all('[part=support]')).to.have.length(0);
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now() + 60_000);
    await m.tick();
    expect(m.el.status).to.equal('PENDING_DEPOSIT');
    await blockShown(m);
    expect(m.text('[part=support-contact]')).to.equal(NO_CONTACT);
    expect(m.all('[part=support-link]')).to.have.length(0);
    expect(Object.fromEntries(rows(m))['Deposit address']).to.deep.equal([
      { shown: depositAddress, copies: depositAddress },
    ]);
    expect(warnings).to.deep.equal([]);
  });

  it('stuck in PROCESSING for 30 minutes before the deadline: the block appears, not before', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    let stuck: StatusResponse | undefined;
    // The service keeps answering the first PROCESSING it gave, with its time of change.
    const { fetch } = countingFetch(sim, (url, body) => {
      const status = body as StatusResponse;
      if (!url.includes('/v0/status')) return body;
      if (status.status === 'PROCESSING') stuck ??= status;
      return stuck ?? body;
    });
    const m = await mount(sim, fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth'));
    await m.tick();
    expect(m.el.status).to.equal('PROCESSING');
    const changed = Date.parse(stuck!.updatedAt);
    sim.clock.advance(changed + STUCK_MS - 60_000 - sim.clock.now());
    await m.tick();
    expect(m.all('[part=support]'), 'a minute before it counts as stuck').to.have.length(0);
    sim.clock.advance(60_000);
    await m.tick();
    await blockShown(m);
    expect(sim.clock.now()).to.be.below(Date.parse(quote.quote.deadline!), 'still before the deadline');
    expect(m.el.status).to.equal('PROCESSING');
    expect(m.text('[part=support-contact]')).to.equal(NO_CONTACT);
  });

  it('not on a swap that completed', async () => {
    configure({ support: 'https://help.example.com/' });
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    await blockShown(m, 'final-amounts');
    expect(m.all('[part=support]')).to.have.length(0);
  });

  it('refuses a setting that is not https: or an e-mail address, with a warning that does not repeat it', async () => {
    const bad = 'javascript:alert(document.cookie)';
    configure({ support: bad });
    const sim = makeSim();
    sim.setFaults({ swapFailureRate: 1, swapFailureKind: 'FAILED' });
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('FAILED');
    await blockShown(m);
    expect(m.all('[part=support-link]')).to.have.length(0);
    expect(m.text('[part=support-contact]')).to.equal(NO_CONTACT);
    expect(m.el.shadowRoot!.innerHTML).not.to.contain('javascript:');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('support must be an https: URL');
    expect(warnings[0]).not.to.contain(bad);
  });
});
