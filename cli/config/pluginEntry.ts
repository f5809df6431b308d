/** Reading Docusaurus's loosely typed config values (plugin and preset entries, objects). */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A plugin or preset entry: `'name'`, `['name', options]`, a function, or false. */
export function pluginEntry(entry: unknown): { name: string; options: Obj } | null {
  if (!entry) return null;
  const [head, options] = Array.isArray(entry) ? (entry as unknown[]) : [entry, {}];
  const name =
    typeof head === 'string'
      ? head
      : typeof head === 'function'
        ? (head as { name: string }).name || '(function)'
        : '';
  return { name, options: isObj(options) ? options : {} };
}

/** A string option, or the fallback when it is missing or not a string. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
