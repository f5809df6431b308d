/** `@theme/Heading`: a heading with an anchor link when it has an id. */
import type { ComponentProps } from 'react';

type Props = ComponentProps<'h2'> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

export default function Heading({ as: Tag, id, children, ...rest }: Props) {
  if (Tag === 'h1' || !id) return <Tag {...rest}>{children}</Tag>;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label="Direct link to this heading">
        #
      </a>
    </Tag>
  );
}
