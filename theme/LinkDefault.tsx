/** Default-export form of Link, for pages written against @docusaurus/Link. */
export { Link as default } from './Link.js';
