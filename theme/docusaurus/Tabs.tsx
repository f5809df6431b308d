/**
 * `@theme/Tabs` and `@theme/TabItem` as Docusaurus sites write them. Every panel is in the HTML
 * (the others hidden), so links and search see them. Tabs sharing a `groupId` switch together,
 * and the choice is remembered under Docusaurus's own storage key.
 */
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useSite } from '../../runtime/context.js';
import type { TabItemProps } from './TabItem.js';

interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string | null;
  values?: { value: string; label?: string }[];
  className?: string;
  lazy?: boolean;
  queryString?: boolean | string;
}

/** Open Tabs of each group on this page: choosing in one switches the others. */
const groups = new Map<string, Set<(value: string) => void>>();
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function useGroup(groupId: string | undefined, onChange: (v: string) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!groupId) return undefined;
    const listener = (v: string) => latest.current(v);
    const set = groups.get(groupId) ?? new Set();
    groups.set(groupId, set.add(listener));
    return () => void set.delete(listener);
  }, [groupId]);
}

export default function Tabs(props: TabsProps) {
  const { storage } = useSite();
  const items = Children.toArray(props.children).filter((c): c is ReactElement<TabItemProps> =>
    isValidElement(c),
  );
  const values = props.values ?? items.map((c) => ({ value: c.props.value, label: c.props.label }));
  const has = (v: string | null | undefined): v is string => values.some((x) => x.value === v);
  const initial =
    props.defaultValue ?? items.find((c) => c.props.default)?.props.value ?? values[0]?.value;
  const [selected, setSelected] = useState(initial);
  const { groupId } = props;
  useGroup(groupId, (v) => {
    if (has(v)) setSelected(v);
  });
  // after hydration (the HTML shows the default): the reader's remembered choice
  useEffect(() => {
    const saved = groupId ? storage?.get(storageKey(groupId)) : null;
    if (has(saved)) setSelected(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const choose = (v: string) => {
    setSelected(v);
    if (!groupId) return;
    storage?.set(storageKey(groupId), v);
    for (const listener of groups.get(groupId) ?? []) listener(v);
  };
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (i + step + values.length) % values.length;
    tabs.current[next]?.focus();
    choose(values[next].value);
  };
  return (
    <div className={`tabs-container${props.className ? ` ${props.className}` : ''}`}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {values.map((v, i) => (
          <button
            key={v.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={v.value === selected}
            tabIndex={v.value === selected ? 0 : -1}
            className={`tab${v.value === selected ? ' tab-active' : ''}`}
            onClick={() => choose(v.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {v.label ?? v.value}
          </button>
        ))}
      </div>
      {items.map((c, i) => (
        <div
          key={c.props.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={c.props.value !== selected}
          className={`tab-panel${c.props.className ? ` ${c.props.className}` : ''}`}
        >
          {c.props.children}
        </div>
      ))}
    </div>
  );
}
