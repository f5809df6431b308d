import type { ReactNode } from 'react';

/**
 * What the lazily loaded search UI gets from the entry as props. The search chunk imports exactly the
 * shared modules the route chunks import (React, the site context, links), so esbuild keeps them in one
 * shared chunk; importing theme/icons too would split that chunk, and every first visit would pay for the
 * extra file. So the entry draws the icon.
 */
export interface SearchEnv {
  icon: ReactNode;
}
