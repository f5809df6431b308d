/** `@theme/TabItem`: a panel of Tabs, which reads its props and draws it. */
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** Alone (outside Tabs) it shows its content. */
export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}
