// Parts (<swap-copy-button>, <swap-countdown>) are not SwapElements: they speak the language of the element whose
// shadow root holds them, and re-render with it when it re-renders (new messages, a page that switched `lang`).
import type { ReactiveController, ReactiveControllerHost, ReactiveElement } from 'lit';
import { translator, type MessageCatalogue, type Translate } from '../../i18n/messages.js';
import { inheritedLang } from '../swap-element.js';
import { commonMessages } from './messages.js';

type CommonText = Translate<MessageCatalogue['common']>;

/** What a part needs from the element around it (a SwapElement has both). */
interface TextHost extends ReactiveControllerHost {
  commonText: CommonText;
  formatLocale?: string;
}

const english: CommonText = translator(undefined, 'common', commonMessages);

const isTextHost = (host: Element | undefined): host is Element & TextHost =>
  !!host && 'commonText' in host && 'addController' in host;

export class HostTextController implements ReactiveController {
  private host?: Element & TextHost;
  /** Registered on the host: its every update re-renders the part, so the part's words follow the host's. */
  private readonly relay: ReactiveController = { hostUpdated: () => this.part.requestUpdate() };

  constructor(private readonly part: ReactiveElement) {
    part.addController(this);
  }

  hostConnected(): void {
    const root = this.part.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : undefined;
    this.host = isTextHost(host) ? host : undefined;
    this.host?.addController(this.relay);
  }

  hostDisconnected(): void {
    this.host?.removeController(this.relay);
    this.host = undefined;
  }

  /** The host's common messages, or the built-in English when the part stands alone. */
  get text(): CommonText {
    return this.host?.commonText ?? english;
  }

  /** The host's locale (its `locale` property or inherited `lang`), else the part's own inherited `lang`. */
  get locale(): string | undefined {
    return this.host?.formatLocale || inheritedLang(this.part);
  }
}
