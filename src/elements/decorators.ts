// Lit's @property and @state for the decorators this build compiles (TypeScript's experimentalDecorators): the same
// calls Lit's own legacy path makes. Lit's module also carries the standard decorators' path (metadata, accessors,
// setters), which this build never runs, in the first download of every page (0.3 kB gzip).
import type { PropertyDeclaration, ReactiveElement } from 'lit';

/** A reactive property, declared as `@property()` from lit/decorators.js declares it. */
export const property =
  (options?: PropertyDeclaration) =>
  // `any` as in Lit's own signature: a field's decorator may return only void or any, and an accessor's returns the
  // accessor createProperty wrapped around it (else TypeScript puts the unwrapped one back).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (proto: object, name: PropertyKey): any => {
    const own = Object.prototype.hasOwnProperty.call(proto, name);
    (proto.constructor as typeof ReactiveElement).createProperty(name, options);
    return own ? Object.getOwnPropertyDescriptor(proto, name) : undefined;
  };

/** Internal reactive state: a property with no attribute, as `@state()` from lit/decorators.js declares it. */
export const state = (options?: Pick<PropertyDeclaration, 'hasChanged'>) =>
  property({ ...options, state: true, attribute: false });
