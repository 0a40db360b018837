import { fixture, html } from '@open-wc/testing';
import { nothing, type TemplateResult } from 'lit';

/** Where an element is mounted: inside a `<div lang>` (the page's language) or a `<div>` this many pixels wide. */
export interface Placement {
  lang?: string;
  width?: number;
}

/** Mounts the element template alone, or inside a `<div>` with the placement's `lang` and width. */
export async function mountPlaced<E extends Element>(
  element: TemplateResult,
  tag: string,
  { lang, width }: Placement,
): Promise<E> {
  if (!lang && !width) return fixture<E>(element);
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang ?? nothing} style=${width ? `width: ${width}px` : nothing}>${element}</div>`,
  );
  return wrapper.querySelector<E>(tag)!;
}

/** Text content with its whitespace collapsed, as a reader sees it. */
export const normText = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
