// Reads custom-elements.json so the controls, the event list and the theming inputs always match the elements.
import manifestJson from '../custom-elements.json';

export interface Attribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  description?: string;
  default?: string;
}
export interface Member {
  kind: string;
  name: string;
  type?: { text: string };
  description?: string;
  static?: boolean;
  privacy?: string;
  attribute?: string;
  readonly?: boolean;
}
export interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  summary?: string;
  attributes?: Attribute[];
  members?: Member[];
  events?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
  slots?: { name: string; description?: string }[];
}

const manifest = manifestJson as unknown as { modules: { declarations?: Declaration[] }[] };
const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);

export function elementDoc(tagName: string): Declaration | undefined {
  return declarations.find((d) => d.tagName === tagName);
}

/** Properties without an attribute that a page sets from script (token, appFees...), minus internals. */
export function scriptProperties(doc: Declaration): Member[] {
  const attributeFields = new Set((doc.attributes ?? []).map((a) => a.fieldName));
  return (doc.members ?? []).filter(
    (m) =>
      m.kind === 'field' &&
      !m.static &&
      !m.readonly &&
      (m.privacy ?? 'public') === 'public' &&
      !attributeFields.has(m.name) &&
      !/=>|\bfetch\b|clock/.test(m.type?.text ?? '') &&
      !['fetch', 'clock'].includes(m.name),
  );
}
