/** `@theme/Admonition`: the theme's admonition, under Docusaurus's import path. */
export { Admonition as default } from '../mdxComponents.js';
