/** Default-export form of Link, for pages written against @docusaurus/Link. */
// the named export serves theme modules the dev server shares through this alias (a default import of a
// shared module is the whole module there)
export { Link as default, Link } from './Link.js';
