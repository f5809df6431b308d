// @vitest-environment happy-dom
// Docusaurus client modules sites import (issue 27, gofiber/docs): `@docusaurus/useBrokenLinks` and
// the docs plugin's `@docusaurus/plugin-content-docs/client` hooks (useActiveDocContext and its
// kin), read from every docs instance's versions and the page on screen.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_ALIASES } from '../../cli/config/themeAliases.js';
import {
  RouteDataContext,
  RouterContext,
  SiteContext,
  type SiteContextValue,
} from '../../runtime/context.js';
import type { RouteData, SiteData } from '../../runtime/types.js';
import {
  useActiveDocContext,
  useActivePlugin,
  useActiveVersion,
  useDocVersionSuggestions,
  useLatestVersion,
  useVersions,
} from '../../theme/docusaurus/docsClient.js';
import useBrokenLinks from '../../theme/docusaurus/useBrokenLinks.js';

// the main docs: 'current' (Next) at /next, 'v2' (the last version, a docs set) at /;
// another instance, contrib, of one version
const docsInstances: SiteData['docsInstances'] = {
  default: {
    path: '/',
    versions: [
      { name: 'current', label: 'Next', path: '/next', isLast: false, mainDocId: 'welcome' },
      { name: 'v2', label: 'v2.x', path: '/', isLast: true, mainDocId: 'welcome', key: 'v2' },
    ],
  },
  contrib: {
    path: '/contrib',
    versions: [
      {
        name: 'current',
        label: 'Next',
        path: '/contrib',
        isLast: true,
        mainDocId: 'README',
        key: 'contrib',
      },
    ],
  },
};

function render(path: string, data: RouteData | null, use: () => unknown, baseUrl = '/'): unknown {
  let out: unknown;
  const site: SiteContextValue = {
    site: { baseUrl, docsInstances } as SiteData,
    storage: null,
    production: true,
  };
  const router = { path, search: '', hash: '', navigate: () => {}, prefetch: () => {} };
  function Probe() {
    out = use();
    return null;
  }
  const Shell = ({ children }: { children: ReactNode }) => (
    <SiteContext.Provider value={site}>
      <RouterContext.Provider value={router}>
        <RouteDataContext.Provider value={data}>{children}</RouteDataContext.Provider>
      </RouterContext.Provider>
    </SiteContext.Provider>
  );
  renderToString(
    <Shell>
      <Probe />
    </Shell>,
  );
  return out;
}

const docData = (id: string, sidebar?: string) =>
  ({
    kind: 'doc',
    id,
    title: 'T',
    hideTitle: false,
    toc: [],
    breadcrumbs: [],
    sidebar,
  }) as RouteData;

describe('@docusaurus/useBrokenLinks', () => {
  it('is provided, and its collectors accept links and anchors without effect', () => {
    expect(THEME_ALIASES['@docusaurus/useBrokenLinks']).toBe('theme/docusaurus/useBrokenLinks.ts');
    const links = render('/', null, () => useBrokenLinks()) as ReturnType<typeof useBrokenLinks>;
    expect(() => {
      links.collectAnchor('ref');
      links.collectLink('/docs/x');
      links.collectAnchor(undefined);
    }).not.toThrow();
  });
});

describe('@docusaurus/plugin-content-docs/client', () => {
  it('is provided', () => {
    expect(THEME_ALIASES['@docusaurus/plugin-content-docs/client']).toBe(
      'theme/docusaurus/docsClient.ts',
    );
  });

  it('useActiveDocContext: the version and doc on screen, of the main docs by default', () => {
    const next = render('/next/api/app', docData('api/app', 'docs'), () =>
      useActiveDocContext(undefined),
    ) as ReturnType<typeof useActiveDocContext>;
    expect(next.activeVersion).toMatchObject({ name: 'current', path: '/next', isLast: false });
    expect(next.activeDoc).toEqual({ id: 'api/app', path: '/next/api/app', sidebar: 'docs' });
    expect(next.alternateDocVersions).toEqual({ current: next.activeDoc });

    // the last version at '/': /next/... is not its page, /api/app is (set ids are `key::id`)
    const v2 = render('/api/app', docData('v2::api/app'), () =>
      useActiveDocContext(),
    ) as ReturnType<typeof useActiveDocContext>;
    expect(v2.activeVersion).toMatchObject({ name: 'v2', path: '/' });
    expect(v2.activeDoc).toEqual({ id: 'api/app', path: '/api/app' });
  });

  it('useActiveDocContext(pluginId): another instance; off its docs, no version and no doc', () => {
    const jwt = render('/contrib/jwt', docData('contrib::jwt/README'), () =>
      useActiveDocContext('contrib'),
    ) as ReturnType<typeof useActiveDocContext>;
    expect(jwt.activeVersion).toMatchObject({ name: 'current', path: '/contrib' });
    expect(jwt.activeDoc).toEqual({ id: 'jwt/README', path: '/contrib/jwt' });
    const blog = render('/blog', null, () => useActiveDocContext('contrib')) as ReturnType<
      typeof useActiveDocContext
    >;
    expect(blog).toEqual({
      activeVersion: undefined,
      activeDoc: undefined,
      alternateDocVersions: {},
    });
    // the main docs' doc is not the contrib instance's
    const main = render('/next/api/app', docData('api/app'), () =>
      useActiveDocContext('contrib'),
    ) as ReturnType<typeof useActiveDocContext>;
    expect(main.activeDoc).toBeUndefined();
  });

  it('gives paths with the baseUrl, as Docusaurus does', () => {
    const ctx = render(
      '/next/api/app',
      docData('api/app'),
      () => useActiveDocContext(),
      '/fiber/',
    ) as ReturnType<typeof useActiveDocContext>;
    expect(ctx.activeVersion?.path).toBe('/fiber/next');
    expect(ctx.activeDoc?.path).toBe('/fiber/next/api/app');
  });

  it('useActivePlugin, useVersions, useLatestVersion, useActiveVersion, useDocVersionSuggestions', () => {
    expect(
      render('/contrib/jwt', null, () => useActivePlugin()) as ReturnType<typeof useActivePlugin>,
    ).toMatchObject({ pluginId: 'contrib' });
    expect(
      render('/next/x', null, () => useActivePlugin()) as ReturnType<typeof useActivePlugin>,
    ).toMatchObject({ pluginId: 'default' });
    expect(
      (render('/', null, () => useVersions()) as ReturnType<typeof useVersions>).map((v) => v.name),
    ).toEqual(['current', 'v2']);
    expect(render('/', null, () => useLatestVersion())).toMatchObject({ name: 'v2' });
    expect(render('/next/x', null, () => useActiveVersion())).toMatchObject({ name: 'current' });
    expect(
      render('/next/api/app', docData('api/app'), () => useDocVersionSuggestions()),
    ).toMatchObject({ latestVersionSuggestion: { name: 'v2' }, latestDocSuggestion: undefined });
  });

  it('names an unknown plugin id in its error', () => {
    expect(() => render('/', null, () => useActiveDocContext('nope'))).toThrow(
      /no docs plugin instance with id 'nope'.*default, contrib/,
    );
  });
});
