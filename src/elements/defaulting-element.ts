// Null, undefined or a removed attribute means "the default" for every public property of the swap elements and
// their parts, so framework bindings that clear a value never leave an element showing "null" or 0.
import { LitElement, type ReactiveElement } from 'lit';

type Fields = Record<PropertyKey, unknown>;
/** Per class, one element that is never connected: its field initializers hold the defaults of that class. */
const templates = new WeakMap<object, Fields>();
let creatingTemplate = false;
const defaultingSetters = new WeakSet<object>();

/** What a freshly created element of `element`'s class holds in `name`. */
function defaultOf(element: ReactiveElement, name: PropertyKey): unknown {
  const create = (): Fields => {
    creatingTemplate = true;
    try {
      return new (element.constructor as new () => ReactiveElement)() as unknown as Fields;
    } finally {
      creatingTemplate = false;
    }
  };
  try {
    let template = templates.get(element.constructor);
    if (!template) templates.set(element.constructor, (template = create()));
    const value = template[name];
    // An array or object must not be shared between elements: a fresh element gives a fresh one.
    return value !== null && (typeof value === 'object' || typeof value === 'function') ? create()[name] : value;
  } catch {
    // Constructing fails inside the class's own constructor (an initializer of undefined) or for an unregistered class.
    return undefined;
  }
}

/**
 * A LitElement whose public properties take null and undefined as "the default": the value a freshly created element
 * has (its field initializer, or undefined without one). A removed attribute sets its property to null (to false for
 * a boolean, whose default is false), so it means the default too. Framework bindings clear values both ways.
 */
export class DefaultingElement extends LitElement {
  /** Wraps the setter of each public property this class declares (inherited ones were wrapped by their class). */
  protected static override finalize(): void {
    if (Object.prototype.hasOwnProperty.call(this, 'finalized')) return;
    super.finalize();
    for (const [name, options] of this.elementProperties) {
      if (options.state || options.noAccessor) continue;
      const descriptor = Object.getOwnPropertyDescriptor(this.prototype, name);
      const set = descriptor?.set;
      if (!set || defaultingSetters.has(set)) continue;
      const defaulting = function (this: ReactiveElement, value: unknown) {
        set.call(this, value == null && !creatingTemplate ? defaultOf(this, name) : value);
      };
      defaultingSetters.add(defaulting);
      Object.defineProperty(this.prototype, name, { ...descriptor, set: defaulting });
    }
  }
}
