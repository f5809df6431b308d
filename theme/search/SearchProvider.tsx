import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSite } from '../../runtime/context.js';
import { isSearchShortcut } from '../../runtime/searchShortcut.js';
import type { SearchIndex } from '../../runtime/search/SearchIndex.js';
import { SearchIcon } from '../icons.js';
import type { SearchEnv } from './searchEnv.js';
import type * as SearchUiModule from './searchUi.js';

/** The search chunk: dialog, search page and index reader. Loaded with import() on first use only. */
export type SearchUi = typeof SearchUiModule;

export interface SearchLauncher {
  /** Opens the search dialog; focus returns to whatever had it when the dialog closes. */
  open: () => void;
  /** Starts loading the search code (not the index), e.g. when the search box is hovered or focused. */
  preload: () => Promise<SearchUi>;
  /** The site's index reader, created on first call (which fetches the small top-level file). */
  index: (ui: SearchUi) => SearchIndex;
  env: SearchEnv;
}

const SearchContext = createContext<SearchLauncher | null>(null);

/** The search launcher of the page (SearchProvider wraps every page, in Layout). */
export function useSearchLauncher(): SearchLauncher {
  return useContext(SearchContext)!;
}

/**
 * Owns the search dialog: Ctrl/⌘+K and `/` open it from anywhere (`/` not while typing), and nothing of
 * search is fetched before the reader asks for it (issue 11).
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const [ui, setUi] = useState<SearchUi | null>(null);
  const [open, setOpen] = useState(false);
  // what the keydown listener reads: set when the dialog is asked for, not when React has re-rendered
  // (a listener holding the render before read `open` as false and dropped the first letters typed)
  const isOpen = useRef(false);
  const loading = useRef<Promise<SearchUi> | null>(null);
  const reader = useRef<SearchIndex | null>(null);
  const [index, setIndex] = useState<SearchIndex | null>(null);
  // what the keydown listener reads: set in the commit that mounts the dialog, right after the dialog
  // has focused its input and taken `early` (child layout effects run first), before any further key
  // is handled; a key is either in `early` or typed into the input, never both and never neither
  const dialogShown = useRef(false);
  useLayoutEffect(() => {
    dialogShown.current = index !== null;
  }, [index]);
  // the letters typed while the search code loads: a ref, so that a key handled between the render
  // that mounts the dialog and its commit is not missed (state read at render time would miss it)
  const early = useRef('');
  const takeEarly = useCallback(() => {
    const typed = early.current;
    early.current = '';
    return typed;
  }, []);
  const opener = useRef<HTMLElement | null>(null);

  const preload = useCallback(() => {
    if (!loading.current) {
      loading.current = import('./searchUi.js');
      loading.current.then(setUi, () => {
        loading.current = null;
      });
    }
    return loading.current;
  }, []);
  const show = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    isOpen.current = true;
    setOpen(true);
    early.current = '';
    preload().catch((e: unknown) => {
      console.error('tn-docs: search did not load', e);
      isOpen.current = false;
      setOpen(false);
    });
  }, [preload]);
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    // back to the control that opened the dialog (SPEC §9: focus is never lost)
    opener.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const plain = !e.metaKey && !e.ctrlKey && !e.altKey;
      // what the reader types while the search code is still loading goes into the query, not nowhere
      if (isOpen.current && !dialogShown.current && plain && e.key.length === 1) {
        // taken into the query: not also typed into the input the dialog may focus meanwhile
        e.preventDefault();
        early.current += e.key;
        return;
      }
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      if (!isOpen.current) show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const launcher = useMemo<SearchLauncher>(
    () => ({
      open: show,
      preload,
      index: (u) => (reader.current ??= new u.SearchIndex(site.searchUrl)),
      env: { icon: <SearchIcon /> },
    }),
    [show, preload, site.searchUrl],
  );
  useEffect(() => {
    if (open && ui) setIndex(launcher.index(ui));
  }, [open, ui, launcher]);
  return (
    <SearchContext.Provider value={launcher}>
      {children}
      {open && ui && index ? (
        <ui.SearchDialog index={index} env={launcher.env} takeEarly={takeEarly} onClose={close} />
      ) : null}
    </SearchContext.Provider>
  );
}
