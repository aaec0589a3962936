/**
 * The few DOM helpers every view uses: building elements with attributes in
 * one call, in HTML or in SVG. No library: the views are small, and the
 * helpers are what a library would add on top of the same calls.
 */

/** Attribute values: a string, a number (written as text), or false/undefined to leave it out. */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) el.removeAttribute(k);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
}

/** An HTML element `tag` with `attrs` and `children` (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  el.append(...children);
  return el;
}

/** The SVG namespace. */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element `tag` with `attrs` and `children`. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: readonly (Node | string)[] = [],
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  el.append(...children);
  return el;
}

/** Sets (or, with false/undefined, removes) attributes of an existing element. */
export function attrs(el: Element, values: Attrs): void {
  setAttrs(el, values);
}
