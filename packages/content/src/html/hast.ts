import type { Element, ElementContent, Properties, Text } from 'hast';

// Tiny builders for the few elements the pipeline creates. hastscript would do the same, but
// it is one more dependency for two functions.

export function h(
  tagName: string,
  properties: Properties = {},
  children: ElementContent[] = [],
): Element {
  return { type: 'element', tagName, properties, children };
}

export function t(value: string): Text {
  return { type: 'text', value };
}

/** A string property or null: hast may hold numbers, booleans or arrays for other attributes. */
export function stringProp(node: Element, name: string): string | null {
  const value = node.properties[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
