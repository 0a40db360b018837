// The elements' own @property and @state (src/elements/decorators.ts) declare what Lit's do: the same options per
// property, the same observed attributes, and a decorated field, state or accessor re-renders when set.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property as litProperty, state as litState } from 'lit/decorators.js';
import { property, state } from '../../src/elements/decorators.js';

class OwnDecorated extends LitElement {
  @property({ type: Number }) count = 1;
  @property({ attribute: 'status-page', reflect: true }) statusPage?: string;
  @property({ attribute: false }) data: unknown;
  @state() private shown = 'a';
  setsSeen: number[] = [];
  private _limit = 0;
  @property({ type: Number })
  get limit(): number {
    return this._limit;
  }
  set limit(value: number) {
    this.setsSeen.push(value);
    this._limit = value;
  }
  show(value: string) {
    this.shown = value;
  }
  override render() {
    return html`<p>${this.count} ${this.statusPage ?? '-'} ${this.shown} ${this.limit}</p>`;
  }
}
customElements.define('own-decorated', OwnDecorated);

class LitDecorated extends LitElement {
  @litProperty({ type: Number }) count = 1;
  @litProperty({ attribute: 'status-page', reflect: true }) statusPage?: string;
  @litProperty({ attribute: false }) data: unknown;
  @litState() private shown = 'a';
  private _limit = 0;
  @litProperty({ type: Number })
  get limit(): number {
    return this._limit;
  }
  set limit(value: number) {
    this._limit = value;
  }
}
customElements.define('lit-decorated', LitDecorated);

const text = (element: Element) => element.shadowRoot!.querySelector('p')!.textContent;

describe('the elements’ decorators', () => {
  it('declare each property with the options Lit’s decorators give it', () => {
    const own = [...OwnDecorated.elementProperties].map(([name, options]) => [name, { ...options }]);
    const lit = [...LitDecorated.elementProperties].map(([name, options]) => [name, { ...options }]);
    expect(own).to.deep.equal(lit);
    expect(OwnDecorated.observedAttributes).to.deep.equal(['count', 'status-page', 'limit']);
    expect(OwnDecorated.observedAttributes).to.deep.equal(LitDecorated.observedAttributes);
  });

  it('convert and reflect attributes, and re-render for properties and state', async () => {
    const element = await fixture<OwnDecorated>(html`<own-decorated count="5" limit="3"></own-decorated>`);
    expect(element.count).to.equal(5);
    expect(text(element)).to.equal('5 - a 3');
    element.statusPage = '/status';
    await element.updateComplete;
    expect(element.getAttribute('status-page')).to.equal('/status');
    element.show('b');
    await element.updateComplete;
    expect(text(element)).to.equal('5 /status b 3');
  });

  it('keep a decorated accessor’s own setter and make it reactive', async () => {
    const element = await fixture<OwnDecorated>(html`<own-decorated></own-decorated>`);
    element.limit = 7;
    await element.updateComplete;
    expect(element.setsSeen).to.deep.equal([7]);
    expect(text(element)).to.equal('1 - a 7');
    element.setAttribute('limit', '9');
    await element.updateComplete;
    expect(element.setsSeen).to.deep.equal([7, 9]);
    expect(text(element)).to.equal('1 - a 9');
  });
});
