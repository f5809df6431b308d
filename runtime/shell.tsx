import { createElement, memo, Suspense, use, type ComponentType } from 'react';
import type { RouteModule } from './types.js';

type Layout = ComponentType<{ path: string; mod: RouteModule }>;

/*
 * The theme's shell (theme/Layout.tsx and all it draws: navbar, sidebar, table of contents, page,
 * footer) is a chunk a first visit does not wait for (issue 13): the page is complete HTML, so the
 * browser hydrates the router at once and keeps the shell's server HTML as it is, inside a Suspense
 * boundary that has not hydrated, until the browser is idle after the load event, the reader shows
 * an intent to use it (pointer, touch, key, focus, scroll) or navigates, whichever comes first.
 * React never updates a boundary it has not hydrated (it would drop its HTML for the fallback): the
 * router changes nothing before `shellReady`.
 */
let layout: Layout | undefined;
let provide!: (l: Layout) => void;
const layoutLoaded = new Promise<Layout>((resolve) => (provide = resolve));
let markReady!: () => void;
/** Resolves once the shell has hydrated (or rendered): from then on the router may update it. */
export const shellReady = new Promise<void>((resolve) => (markReady = resolve));
let loader: (() => Promise<Layout>) | undefined;
let loading: Promise<void> | undefined;

/** The server renderer has the layout at hand from the start. */
export function provideLayout(l: Layout): void {
  layout = l;
  provide(l);
}

/** How the browser loads the shell (app/hydratePage.tsx). */
export function setShellLoader(load: () => Promise<Layout>): void {
  loader = load;
}

/** Loads the shell (once) and resolves when it has hydrated; rejects if its chunk cannot load. */
export function loadShell(): Promise<void> {
  if (!loader) return shellReady;
  const load = loader;
  loading ??= load().then(
    (l) => {
      layout = l;
      provide(l);
    },
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading.then(() => shellReady);
}

/** Called by the layout once mounted. */
export function shellMounted(): void {
  markReady();
}

function Shell(props: { path: string; mod: RouteModule }) {
  // one layout for the page's whole life, set once before it renders (not a component made here)
  return createElement(layout ?? use(layoutLoaded), props);
}

let serverBoundary = true;

/**
 * Server rendering: an error inside a Suspense boundary does not throw (React leaves the boundary
 * for the browser to render), so a render that left one is made again without it, to throw.
 */
export function withoutBoundary<T>(render: () => T): T {
  serverBoundary = false;
  try {
    return render();
  } finally {
    serverBoundary = true;
  }
}

/** The shell in its boundary; memoised, so re-rendering the router leaves it untouched. */
export const ShellSlot = memo(function ShellSlot(props: { path: string; mod: RouteModule }) {
  if (!serverBoundary) return <Shell {...props} />;
  return (
    <Suspense fallback={null}>
      <Shell {...props} />
    </Suspense>
  );
});
