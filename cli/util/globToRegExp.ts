/**
 * A route glob as in Docusaurus's sitemap `ignorePatterns`: `*` within a segment, `**` across them.
 */
export function globToRegExp(glob: string): RegExp {
  // '/blog/tags/**' also matches '/blog/tags' itself: the tags index is a tag page too
  const re = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*\*$/, '\u{E001}')
    .replace(/\*\*/g, '\u{E000}')
    .replace(/\*/g, '[^/]*')
    .replace(/\u{E000}/gu, '.*')
    .replace(/\u{E001}/u, '(?:/.*)?');
  return new RegExp(`^${re}$`);
}
