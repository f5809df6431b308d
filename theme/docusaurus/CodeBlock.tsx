/**
 * `@theme/CodeBlock`: code written as a component (`<CodeBlock language="js">{text}</CodeBlock>`)
 * shown in the theme's code block, unhighlighted; a page importing it under this name also gets
 * its own fenced code, highlighted at build time (the `html` prop).
 */
import type { ReactNode } from 'react';
import { CodeBlock as BuiltCodeBlock } from '../mdxComponents.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default function CodeBlock(props: {
  children?: ReactNode;
  html?: string;
  language?: string;
  lang?: string;
  className?: string;
  title?: string;
}) {
  const lang = props.language ?? props.lang ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  if (props.html !== undefined)
    return <BuiltCodeBlock html={props.html} title={props.title} lang={lang} />;
  const text = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : '';
  const html = `<pre class="shiki" tabindex="0"><code>${escapeHtml(text)}</code></pre>`;
  return <BuiltCodeBlock html={html} title={props.title} lang={lang ?? 'text'} />;
}
