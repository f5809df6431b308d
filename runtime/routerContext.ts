import { createContext, useContext } from 'react';

export interface RouterContextValue {
  /** Normalised route of the page on screen, without baseUrl (e.g. "/docs/1/Introduction"). */
  path: string;
  /** Query and hash of the address bar ('' during server rendering and hydration). */
  search: string;
  hash: string;
  navigate: (href: string) => void;
  prefetch(href: string): void;
}
export const RouterContext = createContext<RouterContextValue>({
  path: '/',
  search: '',
  hash: '',
  navigate: () => {},
  prefetch: () => {},
});
export const useRouter = () => useContext(RouterContext);
