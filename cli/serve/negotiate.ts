/**
 * Content negotiation for Markdown twins (issue 31): a client that asks for `text/markdown` at a
 * page's URL gets the page's twin. Only an explicit `text/markdown` counts (a browser's `*\/*` does
 * not), and it must weigh at least as much as HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  let markdown = 0;
  let html = 0;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    const media = type.trim();
    if (media === 'text/markdown' || media === 'text/x-markdown') markdown = Math.max(markdown, q);
    else if (media === 'text/html' || media === 'text/*' || media === '*/*')
      html = Math.max(html, q);
  }
  return markdown > 0 && markdown >= html;
}

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
