// @vitest-environment happy-dom
// A first visit draws its sidebar from a slice of it (issue 13): the markup must be the server's,
// drawn from the whole sidebar, and opening a category the slice left out loads the rest.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContext, SiteContext, type SiteContextValue } from '../../runtime/context.js';
import { navbarTargets, sidebarSlice } from '../../runtime/shared/sidebarSlice.js';
import type { NavItem, SidebarNode, SiteData } from '../../runtime/types.js';
import { SidebarTree } from '../../theme/Sidebar.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const doc = (route: string, label: string): SidebarNode => ({
  type: 'doc',
  id: route,
  label,
  route,
});
const category = (label: string, items: SidebarNode[], collapsed = true): SidebarNode => ({
  type: 'category',
  label,
  items,
  collapsed,
  collapsible: true,
});

const whole: SidebarNode[] = [
  doc('/docs/intro', 'Intro'),
  category('Guide', [
    doc('/docs/guide/a', 'Guide A'),
    category('Deeper', [doc('/docs/guide/deep', 'Deep')]),
  ]),
  category('Reference', [doc('/docs/ref/api', 'API'), doc('/docs/ref/cli', 'CLI')]),
  category('Always open', [doc('/docs/open/x', 'X')], false),
];
// a navbar item pointing into a closed category is marked active from the sidebar
const navbar: NavItem[] = [{ label: 'API', to: '/docs/ref/api', position: 'left' }];

const site: SiteContextValue = {
  site: { baseUrl: '/' } as SiteData,
  storage: null,
  production: true,
};
function Shell({ path, children }: { path: string; children: ReactNode }) {
  const router = { path, search: '', hash: '', navigate: () => {}, prefetch: () => {} };
  return (
    <SiteContext.Provider value={site}>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </SiteContext.Provider>
  );
}

describe('sidebarSlice', () => {
  const slice = sidebarSlice(whole, '/docs/guide/a', navbarTargets(navbar));

  it('keeps the open categories whole and leaves the closed ones out, but for navbar targets', () => {
    expect(slice[1]).toMatchObject({ label: 'Guide', items: [{ label: 'Guide A' }, {}] });
    expect(slice[1].type === 'category' && slice[1].items[1]).toMatchObject({
      label: 'Deeper',
      items: [],
      pruned: true,
    });
    expect(slice[2]).toMatchObject({ label: 'Reference', items: [{ label: 'API' }], pruned: true });
    expect(slice[3]).toMatchObject({ label: 'Always open', items: [{ label: 'X' }] });
    expect(slice[3]).not.toHaveProperty('pruned');
  });

  it('draws the same markup from the slice as from the whole sidebar', () => {
    for (const path of ['/docs/intro', '/docs/guide/a', '/docs/guide/deep', '/docs/ref/cli']) {
      const part = sidebarSlice(whole, path, navbarTargets(navbar));
      const html = (items: SidebarNode[]) =>
        renderToString(
          <Shell path={path}>
            <SidebarTree items={items} />
          </Shell>,
        );
      expect(html(part)).toBe(html(whole));
    }
  });
});

describe('a first visit hydrating its sidebar from the slice', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('hydrates without a mismatch, and opening a category left out loads the whole sidebar', async () => {
    const path = '/docs/intro';
    const slice = sidebarSlice(whole, path, navbarTargets(navbar));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Shell path={path}>
        <SidebarTree items={whole} />
      </Shell>,
    );
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const loadAll = vi.fn(() => Promise.resolve(whole));
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Shell path={path}>
          <SidebarTree items={slice} loadAll={loadAll} />
        </Shell>,
        { onRecoverableError },
      );
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(loadAll).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('CLI');

    const caret = container.querySelector<HTMLButtonElement>(
      '[aria-label="Expand sidebar category \'Reference\'"]',
    )!;
    await act(async () => {
      caret.click();
      await Promise.resolve();
    });
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(caret.getAttribute('aria-expanded')).toBe('true');
    expect(container.textContent).toContain('CLI');
    errors.mockRestore();
  });
});
