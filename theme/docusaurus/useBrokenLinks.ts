/**
 * `@docusaurus/useBrokenLinks`: in Docusaurus, what a component renders during the server build
 * tells its broken-links checker of links and anchors it could not see (`collectAnchor(id)` for an
 * id set by the component). tn-docs checks links and anchors in the rendered HTML itself, where such
 * an id already is, so both collectors have nothing to do; in the browser Docusaurus's do nothing
 * either.
 */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const collector: BrokenLinks = {
  collectLink() {},
  collectAnchor() {},
};

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
