import { Link } from './Link.js';

interface TagCount {
  label: string;
  route: string;
  count: number;
}

/**
 * Tags grouped under their first letter, as Docusaurus's tags pages list them: a heading per
 * letter (its id the letter, so `/tags#P` holds), the letters and the tags in each in order.
 */
export function TagsByLetter({ tags }: { tags: TagCount[] }) {
  const groups = new Map<string, TagCount[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  const letters = [...groups].sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="tag-letters">
      {letters.map(([letter, list]) => (
        <section key={letter} aria-labelledby={letter}>
          <h2 id={letter}>{letter}</h2>
          <ul className="tag-cloud">
            {[...list]
              .sort((a, b) => a.label.localeCompare(b.label))
              .map((tag) => (
                <li key={tag.route}>
                  <Link to={tag.route} className="tag">
                    {tag.label} <span className="tag-count">{tag.count}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
