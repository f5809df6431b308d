import { TnError } from '../util/errors.js';
import { segmentsInside } from '../util/pathInside.js';

/** Where a route comes from, for the error: the file, the `slug:` line and the slug as written. */
export interface RouteOrigin {
  file: string;
  line?: number;
  slug?: string;
}

// a slug is a path on this site: a scheme or a leading '//' would make it (and the canonical link) another site's
const URL_LIKE =
  /^\s*(?:[/\\]{2}|[a-z][a-z\d+.-]*:\/\/|(?:javascript|data|vbscript|file|mailto|tel):)/i;

/**
 * Every route of every kind goes through here: normalised ('.', '..' and doubled slashes resolved) and required
 * to stay inside the output folder, by the same rule the file writer applies (segmentsInside).
 */
export function routeInside(route: string, origin: RouteOrigin): string {
  const loc = { file: origin.file, line: origin.line, column: origin.line ? 1 : undefined };
  if (origin.slug !== undefined && URL_LIKE.test(origin.slug))
    throw new TnError(
      'SLUG_INVALID',
      `The slug '${origin.slug}' is a URL, not a path on this site.`,
      {
        loc,
        hint: "Write a path such as 'my-page' or '/guides/my-page'; link to other sites from the page instead.",
      },
    );
  const segments = segmentsInside(route);
  if (!segments)
    throw new TnError(
      'SLUG_INVALID',
      `The URL '${route}'${origin.slug !== undefined ? ` (from the slug '${origin.slug}')` : ''} leads outside the site.`,
      {
        loc,
        hint: "Remove the '..' segments: a slug names a path inside the site, such as '/guides/my-page'.",
      },
    );
  return '/' + segments.join('/');
}
