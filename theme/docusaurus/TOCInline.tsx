/** `@theme/TOCInline`: a page's table of contents inside its text (`<TOCInline toc={toc} />`). */
import type { TocEntry } from '../../runtime/types.js';

export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const items = toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <ul className="toc-inline">
      {items.map((t) => (
        <li key={t.id} style={{ marginLeft: `${t.level - minHeadingLevel}em` }}>
          <a href={`#${t.id}`}>{t.value}</a>
        </li>
      ))}
    </ul>
  );
}
