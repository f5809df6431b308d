import { useCallback, useState } from 'react';

/** The query and hash of the address bar. */
export interface AddressBar {
  search: string;
  hash: string;
}

/**
 * The address bar's query and hash as state: null until `sync` is first called (the server does
 * not know them, and the first render must match its HTML); `sync` reads them again, keeping the
 * same object while they are unchanged.
 */
export function useAddressBar(): { loc: AddressBar | null; sync: () => void } {
  const [loc, setLoc] = useState<AddressBar | null>(null);
  const sync = useCallback(
    () =>
      setLoc((l) =>
        l && l.search === location.search && l.hash === location.hash
          ? l
          : { search: location.search, hash: location.hash },
      ),
    [],
  );
  return { loc, sync };
}
