// Reads custom-elements.json so the controls, the event list and the theming inputs always match the elements.
import manifestJson from '../custom-elements.json';
import { DEPOSIT_TYPES, RECIPIENT_TYPES, REFUND_TYPES, SWAP_TYPES } from '../src/api/schemas.js';

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

/** The manifest names these types without their values; the values come from the same lists the elements use. */
const NAMED_TYPES: Record<string, readonly string[]> = {
  SwapType: SWAP_TYPES,
  DepositType: DEPOSIT_TYPES,
  RefundType: REFUND_TYPES,
  RecipientType: RECIPIENT_TYPES,
};

/** The choices of an attribute whose type is a union of string literals or a named one of those; else undefined. */
export function attributeOptions(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  const parts = type
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'undefined' && p !== 'null');
  if (parts.length === 1 && NAMED_TYPES[parts[0]!]) return [...NAMED_TYPES[parts[0]!]!];
  return parts.length > 1 && parts.every((p) => /^'.*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : undefined;
}
