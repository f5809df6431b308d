import type { ReactNode } from 'react';
import { iconBase } from './icons.js';

/*
 * Icons only MDX content draws (code blocks, admonitions): apart from the shell's icons, so they load
 * with the MDX components and not with every first visit (issue 13).
 */
export const CopyIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </svg>
);
export const CheckIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

/** One icon per admonition type; caution and warning share the triangle, as their colours do. */
const ADMONITION_PATHS: Record<string, ReactNode> = {
  // a pencil: a remark
  note: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  // a light bulb: a useful idea
  tip: (
    <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
  ),
  // an "i" in a circle: background information
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </>
  ),
  // a triangle with "!": take care
  warning: (
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  ),
  // an octagon with "!": something can be lost
  danger: <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01" />,
};
ADMONITION_PATHS.caution = ADMONITION_PATHS.warning;

export const AdmonitionIcon = ({ type }: { type: string }) => (
  <svg {...iconBase} width={18} height={18} className="admonition-icon">
    {ADMONITION_PATHS[type] ?? ADMONITION_PATHS.note}
  </svg>
);
