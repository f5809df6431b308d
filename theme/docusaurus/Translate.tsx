/**
 * `@docusaurus/Translate` and `translate()`: the site has one locale, so a message is its own
 * text, with `{name}` placeholders filled from `values`.
 */
import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;
const PLACEHOLDER = /(\{\w+\})/;

/** The message with `{name}` filled in: text while every value is text, else React nodes. */
function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(PLACEHOLDER);
  const valueOf = (p: string) => (PLACEHOLDER.test(p) ? (values[p.slice(1, -1)] ?? p) : p);
  const filled = parts.map(valueOf);
  if (filled.every((v) => typeof v === 'string' || typeof v === 'number'))
    return filled.map((v) => String(v)).join('');
  return <>{filled}</>;
}

export function translate(
  { message }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const filled = interpolate(message, values);
  return typeof filled === 'string' ? filled : message;
}

export default function Translate({
  children,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(children ?? '', values)}</>;
}
