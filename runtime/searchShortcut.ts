/** Is the reader typing into a field (where `/` is a character, not a shortcut)? */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (/^(input|textarea|select)$/i.test(el.tagName) || el.isContentEditable);
}

/** Ctrl/⌘+K anywhere, or `/` outside a field: the keys that open search (theme/search). */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  const modK = e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey;
  const plain = !e.metaKey && !e.ctrlKey && !e.altKey;
  return modK || (e.key === '/' && plain && !isTyping(e.target));
}
