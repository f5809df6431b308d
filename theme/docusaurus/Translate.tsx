/**
 * `@docusaurus/Translate` and `translate()`: the message of the locale built, from its code.json
 * (by `id`, else by the message itself), else the message as written; `{name}` placeholders are
 * filled from `values`.
 */
import type { ReactNode } from 'react';
import site from 'tn:site';

/** The locale's translation of a message, or the message. */
function messageOf(message: string, id?: string): string {
  const t = site.i18n?.codeTranslations;
  return (t && t[id ?? message]) ?? message;
}

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
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = messageOf(message ?? id ?? '', id);
  const filled = interpolate(text, values);
  return typeof filled === 'string' ? filled : text;
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(messageOf(children ?? id ?? '', id), values)}</>;
}
