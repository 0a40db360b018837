// The base class of every swap element: a guarded define(), the shared styles, the group's store, and the
// configuration resolved from the element's own attributes/properties over configure() and the defaults.
import { property } from './decorators.js';
import type { SwapClient } from '../api/client.js';
import { isSwapApiError } from '../api/errors.js';
import type { AppFee } from '../api/schemas.js';
import { inheritedLang, type WordsSource } from '../controllers/localize.js';
import { StoreController } from '../controllers/store-controller.js';
import { SwapErrorEvent, type SwapOperation } from '../events.js';
import type { Messages } from '../i18n/messages.js';
import { clientFor, DEFAULT_GROUP, layerConfig, type SwapConfig } from '../store/store.js';
import { pageReady } from '../store/page-config.js';
import { baseStyles, tokenStyles } from '../styles/tokens.js';
import { VERSION } from '../version.js';
import { DefaultingElement } from './defaulting-element.js';

const warned = new Set<string>();
const connected = new Set<SwapElement>();
let langObserver: MutationObserver | undefined;

/** A page that switches language (lang on any element) re-renders the swap elements in the new locale. */
function observePageLang(): MutationObserver {
  const observer = new MutationObserver(() => {
    for (const element of connected) element.requestUpdate();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  return observer;
}

/**
 * Base class of the swap elements; not registered itself.
 *
 * @cssproperty --swap-color-accent - Buttons, links and highlights.
 * @cssproperty --swap-color-accent-text - Text on the accent colour.
 * @cssproperty --swap-color-surface - Background of the element.
 * @cssproperty --swap-color-surface-raised - Background of cards, inputs and panels.
 * @cssproperty --swap-color-text - Main text colour.
 * @cssproperty --swap-color-text-muted - Secondary text colour.
 * @cssproperty --swap-color-border - Borders and dividers.
 * @cssproperty --swap-color-danger - Errors and destructive warnings.
 * @cssproperty --swap-color-warning - Cautions.
 * @cssproperty --swap-color-success - Success states.
 * @cssproperty --swap-color-focus - The focus ring.
 * @cssproperty --swap-radius - Corner radius of the element.
 * @cssproperty --swap-radius-small - Corner radius of inputs and buttons.
 * @cssproperty --swap-space - The spacing unit.
 * @cssproperty --swap-font-family - Font of the element.
 * @cssproperty --swap-font-family-mono - Font of addresses, hashes and amounts to copy.
 * @cssproperty --swap-font-size - Base font size.
 */
export class SwapElement extends DefaultingElement implements WordsSource {
  static version = VERSION;
  static override styles = [tokenStyles, baseStyles];

  /**
   * Registers the element under `tagName`. Defining twice is a no-op; another class already registered under the
   * name (a second copy of the library on the page) gets a console warning instead of an exception.
   */
  static define(tagName: string, ctor: CustomElementConstructor = this): void {
    const existing = customElements.get(tagName);
    if (!existing) {
      customElements.define(tagName, ctor);
      return;
    }
    if (existing !== ctor && !warned.has(tagName)) {
      warned.add(tagName);
      const other = (existing as unknown as { version?: string }).version ?? 'unknown';
      console.warn(
        `swap-elements: <${tagName}> is already defined (version ${other}); this copy (version ${VERSION}) is not used.`,
      );
    }
  }

  /** Elements with the same group share one store: token list, dry quote and active swap. */
  @property({ reflect: true }) group = DEFAULT_GROUP;

  /** Base URL of the 1Click swap service (or of a proxy); defaults to configure() or the real service. */
  @property({ attribute: 'base-url' }) baseUrl?: string;

  /** Base URL of the explorer API (or of the site's proxy that adds the token). */
  @property({ attribute: 'explorer-url' }) explorerUrl?: string;

  /** Referral identifier sent with quotes (lowercase). */
  @property() referral?: string;

  /** Forces a colour scheme; by default the element follows prefers-color-scheme. */
  @property({ reflect: true }) theme?: 'light' | 'dark';

  /**
   * Partner API key, sent as `X-API-Key` (the service's recommended credential). A property only: never an
   * attribute, URL, log line or storage entry. Set this or `token`: one set here replaces a `configure()` credential of either kind; both here are refused.
   */
  @property({ attribute: false }) apiKey?: string;

  /**
   * Partner JWT, sent as `Authorization: Bearer` (the service's legacy credential; prefer `apiKey`). A property only:
   * never an attribute, URL, log line or storage entry.
   */
  @property({ attribute: false }) token?: string;

  /** Application fees added to each quote (basis points, from the input amount). */
  @property({ attribute: false }) appFees?: AppFee[];

  /** A fetch implementation (e.g. the embedded simulator's); defaults to the page's fetch. */
  @property({ attribute: false }) fetch?: typeof fetch;

  /**
   * The clock in epoch ms (e.g. the simulator's manual clock); defaults to configure()'s, else the service's time as
   * learned from its answers.
   */
  @property({ attribute: false }) clock?: () => number;

  /**
   * Locale (BCP 47) for numbers, amounts, dates and relative times; by default the `lang` inherited from the page
   * (through shadow roots), else the browser's.
   */
  @property() locale?: string;

  /** Replacements for built-in English messages, over those given to configure({ messages }). */
  @property({ attribute: false }) messages?: Messages;

  protected readonly storeController = new StoreController(this);

  /** configure() for the group, overridden by this element's own attributes and properties. */
  get config(): SwapConfig {
    const base = this.storeController.state.config;
    const own: SwapConfig = {
      baseUrl: this.baseUrl || undefined,
      explorerUrl: this.explorerUrl || undefined,
      referral: this.referral || undefined,
      apiKey: this.apiKey || undefined,
      token: this.token || undefined,
      appFees: this.appFees,
      fetch: this.fetch,
      now: this.clock,
    };
    return layerConfig(base, own);
  }

  /** The locale to format with: the `locale` property, else the nearest `lang`, else undefined (the browser's). */
  get formatLocale(): string | undefined {
    return this.locale || inheritedLang(this);
  }

  /** configure() messages for this element's group (its words come from these under its `messages`). @internal */
  get configuredMessages(): Messages | undefined {
    return this.storeController.state.config.messages;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    connected.add(this);
    langObserver ??= observePageLang();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    connected.delete(this);
  }

  /** The first updates wait until the page has had its chance to configure() (page-config.ts): nothing is fetched before. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const ready = pageReady();
    return ready ? ready.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * Now, in epoch ms: the configured clock, else the service's time as its answers told it (the device's clock until
   * then), so deadlines and countdowns hold on a skewed device and against a simulator that runs faster.
   */
  now(): number {
    const { now } = this.config;
    return now ? now() : this.client.now();
  }

  /** The API client for the resolved configuration (one page-wide cache: see clientFor). */
  get client(): SwapClient {
    return clientFor(this.config);
  }

  /** Tells the page an operation failed: a `swap-error` event from this element with the group and the error. */
  protected fail(error: unknown, operation: SwapOperation): void {
    const err = isSwapApiError(error) || error instanceof Error ? error : new Error(String(error));
    this.dispatchEvent(new SwapErrorEvent({ group: this.group, error: err, operation }));
  }
}
