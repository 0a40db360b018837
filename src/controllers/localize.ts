// An element's words and formats, by its configuration and language: one accessor for elements and parts alike.
// Messages come from the element's `messages` property over configure() over the built-in English (which each
// element passes in, so the English loads with the element, not with the script tag). A part (<swap-copy-button>,
// <swap-countdown>) speaks the language of the element whose shadow root holds it and re-renders with it.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  mergeMessages,
  translator,
  type CommonWords,
  type MessageCatalogue,
  type MessageSection,
  type Messages,
  type Translate,
} from '../i18n/messages.js';

/** What an element offers its words from (a SwapElement is one). */
export interface WordsSource {
  /** configure() messages for the element's group. */
  readonly configuredMessages?: Messages;
  /** The element's own `messages` property. */
  readonly messages?: Messages;
  /** The locale to format with (the `locale` property, else the inherited `lang`). */
  readonly formatLocale?: string;
}

type Host = ReactiveControllerHost & HTMLElement;
type Common = MessageCatalogue['common'];

/** The `lang` of the nearest ancestor that has one, crossing shadow roots; undefined when none (or empty). */
export function inheritedLang(node: Node): string | undefined {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element && current.hasAttribute('lang')) return current.getAttribute('lang') || undefined;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return undefined;
}

const isSource = (node: unknown): node is WordsSource & Host =>
  node instanceof HTMLElement && 'formatLocale' in node && 'addController' in node;

/**
 * `E` and `C` are the English an element passes for its section and for the common words: a section's words may load
 * in parts (the input checks' common words come only with the elements that check input), and the lookups offer the
 * keys whose English is there.
 */
export class Localize<
  S extends MessageSection,
  E extends Partial<MessageCatalogue[S]> = MessageCatalogue[S],
  C extends Partial<Common> = CommonWords,
> implements ReactiveController {
  private cache?: {
    configured?: Messages;
    own?: Messages;
    locale?: string;
    t: Translate<E>;
    common: Translate<C>;
  };
  /** The element whose words a part speaks (the part's shadow-root host); the host itself for an element. */
  private source?: WordsSource & Host;
  /** Registered on that element: its every update re-renders the part, so the part's words follow it. */
  private readonly relay: ReactiveController = { hostUpdated: () => this.host.requestUpdate() };

  constructor(
    private readonly host: Host,
    private readonly section: S,
    private readonly english: E,
    private readonly commonEnglish: C,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (isSource(this.host)) {
      this.source = this.host;
      return;
    }
    const root = this.host.getRootNode();
    const outer = root instanceof ShadowRoot ? root.host : undefined;
    this.source = isSource(outer) ? outer : undefined;
    this.source?.addController(this.relay);
  }

  hostDisconnected(): void {
    if (this.source !== this.host) this.source?.removeController(this.relay);
    this.source = undefined;
  }

  /** The locale to format with; undefined means the browser's. */
  get locale(): string | undefined {
    return this.source?.formatLocale || inheritedLang(this.host);
  }

  /** The section's words. */
  get t(): Translate<E> {
    return this.lookups().t;
  }

  /** The words every element shares (errors, copy buttons, countdowns; the input checks where the element has them). */
  get common(): Translate<C> {
    return this.lookups().common;
  }

  // Rows, copy buttons and countdowns ask on every render: the lookups are rebuilt only when an input changes.
  private lookups() {
    const configured = this.source?.configuredMessages;
    const own = this.source?.messages;
    const locale = this.locale;
    const cache = this.cache;
    if (cache && cache.configured === configured && cache.own === own && cache.locale === locale) return cache;
    const merged = mergeMessages(configured, own);
    return (this.cache = {
      configured,
      own,
      locale,
      t: translator(merged, this.section, this.english, locale) as unknown as Translate<E>,
      common: translator(merged, 'common', this.commonEnglish, locale) as unknown as Translate<C>,
    });
  }
}
