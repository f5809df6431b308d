import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

// Drawing elements only: no script, style, foreignObject (HTML inside SVG), animation (`<set>` can rewrite an
// href to javascript:), iframes or objects. Anything else is unwrapped, or dropped with its content (STRIP).
const TAGS = (
  'svg g defs symbol use title desc marker a path rect circle ellipse line polyline polygon ' +
  'image text tspan textPath linearGradient radialGradient stop pattern clipPath mask ' +
  'filter feGaussianBlur feOffset feFlood feComposite feMerge feMergeNode feBlend ' +
  'feDropShadow feColorMatrix'
).split(' ');
const STRIP = (
  'script style foreignObject iframe object embed noscript template set animate ' +
  'animateMotion animateTransform handler listener discard textarea xmp noembed noframes ' +
  'plaintext math'
).split(' ');
// hast property names (camelCase); no event handlers, no style (CSS can overlay the page), no `on*`
const ATTRIBUTES: (string | [string, RegExp])[] = [
  ...(
    'className x y x1 x2 y1 y2 cx cy r rx ry dx dy d points width height viewBox ' +
    'preserveAspectRatio transform pathLength fill fillOpacity fillRule clipRule stroke ' +
    'strokeWidth strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin ' +
    'strokeMiterlimit strokeOpacity opacity color display visibility vectorEffect clipPath ' +
    'mask filter fontFamily fontSize fontWeight fontStyle letterSpacing textAnchor ' +
    'dominantBaseline textDecoration lengthAdjust textLength startOffset rotate markerStart ' +
    'markerMid markerEnd markerWidth markerHeight markerUnits refX refY orient offset ' +
    'stopColor stopOpacity gradientUnits gradientTransform spreadMethod fx fy patternUnits ' +
    'patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits ' +
    'filterUnits primitiveUnits in in2 result mode operator stdDeviation values floodColor ' +
    'floodOpacity k1 k2 k3 k4 type role ariaLabel ariaLabelledBy ariaDescribedBy ariaHidden ' +
    'focusable lang xmlLang'
  ).split(' '),
  // ids are referenced by url(#id) and aria-labelledby; ones starting with '__' could clobber the runtime's
  ['id', /^[A-Za-z][\w.:-]*$/],
];

const SCHEMA: Schema = {
  tagNames: TAGS,
  strip: STRIP,
  attributes: {
    '*': ATTRIBUTES,
    a: ['href', 'xLinkHref', 'target'],
    use: ['href', 'xLinkHref'],
    image: ['href', 'xLinkHref'],
  },
  // relative URLs and these schemes only: javascript:, data: and every other scheme are removed
  protocols: { href: ['http', 'https', 'mailto'], xLinkHref: ['http', 'https', 'mailto'] },
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};

/**
 * Makes a hand-drawn SVG safe to inline (issue 12): parsed as the browser will parse it (HTML with foreign
 * content, so `<svg/onload=…>`, unquoted handlers and self-closing scripts are read exactly as a browser reads
 * them), filtered through an allow-list, and serialised again. Returns the first `<svg>` element, or null.
 */
export function sanitizeSvg(svg: string): Element | null {
  const tree = sanitize(fromHtml(svg, { fragment: true }), SCHEMA) as Root;
  const find = (nodes: RootContent[]): Element | null => {
    for (const n of nodes) {
      if (n.type !== 'element') continue;
      if (n.tagName === 'svg') return n;
      const inner = find(n.children);
      if (inner) return inner;
    }
    return null;
  };
  return find(tree.children);
}

/** The safe SVG as markup, labelled for assistive technology with the image's alt text. */
export function prepareSvg(svg: string, alt: string): string {
  // the same diagram again (every edit of its page in the dev server): parsing and cleaning it is most
  // of that page's compile
  const key = `${alt}\0${svg}`;
  let html = prepared.get(key);
  if (html === undefined) {
    if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
    prepared.set(key, (html = prepareUncached(svg, alt)));
  }
  return html;
}

const prepared = new Map<string, string>();
const MAX_PREPARED = 200;

function prepareUncached(svg: string, alt: string): string {
  const root = sanitizeSvg(svg);
  if (!root) return '';
  const { width: _w, height: _h, role: _r, ariaLabel: _a, ...props } = root.properties;
  root.properties = {
    ...props,
    role: 'img',
    ...(alt ? { ariaLabel: alt } : {}),
    focusable: 'false',
  };
  return toHtml(root, { space: 'svg', characterReferences: { useNamedReferences: true } });
}
