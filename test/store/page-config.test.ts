// Issue 18: configuration declared in the page (the script tag's data-* attributes, the JSON block) and the wait for
// the page's own scripts before the elements' first request. A credential in markup is refused with a warning.
import { expect } from '@open-wc/testing';
import { CONFIG_BLOCK_ID, blockConfig, scriptConfig } from '../../src/store/declared-config.js';
import { afterPageScripts, declareFromPage } from '../../src/store/page-config.js';
import { configure, resetStores, resolveConfig } from '../../src/store/store.js';

/** A detached document with the given markup in its body. */
function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

function capturingWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

describe('page configuration (issue 18)', () => {
  let warn: ReturnType<typeof capturingWarnings>;
  beforeEach(() => {
    resetStores();
    warn = capturingWarnings();
  });
  afterEach(() => warn.restore());

  it('reads data-base-url, data-explorer-url, data-referral and data-timeout-ms, and ignores other tools', () => {
    const doc = page(
      '<script data-base-url="https://swap.example/1click" data-explorer-url="/api/explorer" data-referral="shop" data-timeout-ms="8000" data-turbo-track="reload"></script>',
    );
    expect(scriptConfig(doc.querySelector('script'))).to.deep.equal({
      baseUrl: 'https://swap.example/1click',
      explorerUrl: '/api/explorer',
      referral: 'shop',
      timeoutMs: 8000,
    });
    expect(warn.warnings).to.deep.equal([]);
  });

  it('refuses a credential in markup and warns, never reading its value', async () => {
    const doc = page(
      `<script data-base-url="https://swap.example" data-api-key="key-secret" data-token="jwt-secret"></script>
       <script type="application/json" id="${CONFIG_BLOCK_ID}">{"explorerUrl": "/x", "apiKey": "k-secret", "token": "t-secret"}</script>`,
    );
    await declareFromPage(doc, doc.querySelector('script'));
    const config = resolveConfig('default');
    expect(config.baseUrl).to.equal('https://swap.example');
    expect(config.explorerUrl).to.equal('/x');
    expect(config.apiKey).to.equal(undefined);
    expect(config.token).to.equal(undefined);
    expect(warn.warnings).to.have.length(4);
    for (const text of warn.warnings) {
      expect(text).to.match(/refused: markup is public/);
      expect(text).to.not.match(/secret/);
    }
  });

  it('reads the JSON block, warning about what it cannot use', () => {
    const doc = page(
      `<script type="application/json" id="${CONFIG_BLOCK_ID}">
        {"baseUrl": "https://swap.example", "timeoutMs": 5000, "appFees": [{"recipient": "fees.near", "fee": 20}],
         "fetch": "x"}
      </script>`,
    );
    expect(blockConfig(doc)).to.deep.equal({
      baseUrl: 'https://swap.example',
      timeoutMs: 5000,
      appFees: [{ recipient: 'fees.near', fee: 20 }],
    });
    expect(warn.warnings).to.deep.equal([
      'swap-elements: fetch in #swap-elements-config is not a setting and was ignored.',
    ]);
    expect(blockConfig(page(`<script type="application/json" id="${CONFIG_BLOCK_ID}">{oops</script>`))).to.deep.equal(
      {},
    );
    expect(warn.warnings.at(-1)).to.equal(
      'swap-elements: #swap-elements-config in the page is not one JSON object and was ignored.',
    );
  });

  it('sits under every configure() call, before or after it; the script tag wins over the block', async () => {
    const doc = page(
      `<script data-base-url="https://tag.example" data-explorer-url="https://tag.example/explorer"></script>
       <script type="application/json" id="${CONFIG_BLOCK_ID}">{"baseUrl": "https://block.example", "referral": "shop"}</script>`,
    );
    configure({ explorerUrl: 'https://page.example/explorer' });
    await declareFromPage(doc, doc.querySelector('script'));
    expect(resolveConfig('default')).to.include({
      baseUrl: 'https://tag.example',
      explorerUrl: 'https://page.example/explorer',
      referral: 'shop',
    });
    configure({ baseUrl: 'https://page.example' });
    expect(resolveConfig('default').baseUrl).to.equal('https://page.example');
  });

  it('loads nothing more for a page that declares nothing', async () => {
    await declareFromPage(page('<script src="x.js" async></script>'), null);
    expect(resolveConfig('default').baseUrl).to.equal(undefined);
    expect(warn.warnings).to.deep.equal([]);
  });

  it('waits for DOMContentLoaded while the document is loading, at once when it has loaded', async () => {
    const target = new EventTarget() as EventTarget & { readyState: DocumentReadyState };
    target.readyState = 'loading';
    let done = false;
    void afterPageScripts(target as unknown as Document).then(() => (done = true));
    await Promise.resolve();
    target.readyState = 'interactive';
    target.dispatchEvent(new Event('readystatechange'));
    await Promise.resolve();
    expect(done, 'the page scripts may still run').to.equal(false);
    target.dispatchEvent(new Event('DOMContentLoaded'));
    await Promise.resolve();
    expect(done).to.equal(true);

    let loaded = false;
    await afterPageScripts(document).then(() => (loaded = true));
    expect(loaded).to.equal(true);
  });
});
