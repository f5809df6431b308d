import { useEffect, useState } from 'react';
import { SearchIcon } from './icons.js';
import { useSearchLauncher } from './search/SearchProvider.js';
import { useMessage } from './useMessage.js';

/**
 * The navbar's and the drawer's search field. It is a button that opens the search dialog: the dialog's
 * code and the index load only then (hovering or focusing the box starts loading the code, never the
 * index). Where the navbar is short of space (997-1200 px, phones) search.css draws it as a round icon
 * button.
 */
export function SearchBox() {
  const { open, preload } = useSearchLauncher();
  const label = useMessage()('theme.SearchBar.label', 'Search');
  const [mac, setMac] = useState(false);
  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
  }, []);
  const warm = () => void preload().catch(() => {});
  return (
    <button
      type="button"
      className="search-box"
      aria-label={label}
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={open}
      onFocus={warm}
      onPointerEnter={warm}
    >
      <SearchIcon />
      <span className="search-box-text">Search</span>
      <kbd className="search-box-key">{mac ? '⌘ K' : 'Ctrl K'}</kbd>
    </button>
  );
}
