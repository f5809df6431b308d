import { escapeXml } from './escapeXml.js';

/** Attribute values are escaped here; element content is passed as already-built markup. */
type Attributes = Record<string, string | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(v!)}"`)
    .join('');
}

/** `<name attrs>children</name>`, or `<name attrs/>` without children. */
export function xmlElement(name: string, attrs: Attributes, ...children: string[]): string {
  const open = name + attributes(attrs);
  return children.length ? `<${open}>${children.join('')}</${name}>` : `<${open}/>`;
}

/** An element holding text, escaped. */
export function xmlText(name: string, text: string, attrs: Attributes = {}): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}
