/** `@theme/MDXComponents`: the components MDX content is rendered with. */
import { mdxComponents } from '../mdxComponents.js';
import Details from './Details.js';
import Heading from './Heading.js';

const MDXComponents = { ...mdxComponents, details: Details, Details, Heading };
export default MDXComponents;
