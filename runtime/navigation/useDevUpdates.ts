import { useEffect } from 'react';
import { DEV_LISTENING_EVENT, DEV_UPDATE_EVENT, type DevUpdate } from '../shared/devProtocol.js';
import { shellReady } from '../shell.js';
import type { RouteModule } from '../types.js';
import {
  chunkOf,
  importChunk,
  loadManifest,
  patchManifest,
  type RouteSource,
} from './routeLoader.js';

/**
 * tn-docs serve: an edited page's new module replaces the current one in place (same scroll, same
 * state); `replace` receives it for the route on screen. Saves in quick succession: only the
 * newest module lands, whatever order they load in.
 */
export function useDevUpdates(
  route: string,
  source: RouteSource,
  replace: (route: string, mod: RouteModule) => void,
): void {
  const { baseUrl, manifestUrl, prepare } = source;
  const load = source.importChunk ?? importChunk;
  useEffect(() => {
    if (!__TN_DEV__) return;
    let latest = 0;
    // a load cut short because the reader is leaving the page is not a failure to report
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onUpdate = (e: Event) => {
      const { chunks, all } = (e as CustomEvent<DevUpdate>).detail;
      if (!all) patchManifest(chunks);
      if (!all && !(route in chunks)) return;
      const manifest = loadManifest(manifestUrl, all);
      const chunk = chunks[route]
        ? Promise.resolve(chunks[route])
        : manifest.then((m) => chunkOf(m, route));
      const seq = ++latest;
      void chunk
        .then((c) => load(baseUrl + c, prepare))
        .then(async (mod) => {
          await shellReady;
          if (seq === latest) replace(route, mod);
        })
        .catch((error: unknown) => {
          // the page keeps its last good module; the server's overlay says what is wrong
          if (seq === latest && !leaving)
            console.error('tn-docs dev: the updated page could not load', error);
        });
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    window.addEventListener('beforeunload', onLeave);
    window.dispatchEvent(new Event(DEV_LISTENING_EVENT));
    return () => {
      window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [route, baseUrl, manifestUrl, prepare, load, replace]);
}
