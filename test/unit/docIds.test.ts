import { describe, expect, it } from 'vitest';
import { docPathInfo, routeFor, stripNumberPrefix } from '../../cli/build/docIds.js';

describe('doc ids and slugs (Docusaurus rules)', () => {
  it('keeps spaces and & in ids and slugs', () => {
    expect(docPathInfo('6/Staking & Rewards.md')).toMatchObject({
      id: '6/Staking & Rewards',
      slug: '/6/Staking & Rewards',
      isIndex: false,
    });
  });
  it('strips number prefixes but not bare numbers', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('1')).toEqual({ name: '1' });
    expect(docPathInfo('01-getting-started/02-setup.md')).toMatchObject({
      id: 'getting-started/setup',
      slug: '/getting-started/setup',
      position: 2,
    });
  });
  it('serves a doc named like its folder, index.md and README.md at the folder URL', () => {
    expect(docPathInfo('Litepaper/Litepaper.md')).toMatchObject({
      id: 'Litepaper/Litepaper',
      slug: '/Litepaper',
      isIndex: true,
    });
    expect(docPathInfo('guides/index.md').slug).toBe('/guides');
    expect(docPathInfo('guides/advanced/README.md').slug).toBe('/guides/advanced');
    expect(docPathInfo('index.md').slug).toBe('/');
  });
  it('applies front matter id and slug', () => {
    expect(docPathInfo('guides/renamed.md', { id: 'custom-id' })).toMatchObject({
      id: 'guides/custom-id',
      slug: '/guides/custom-id',
    });
    expect(docPathInfo('guides/x.md', { slug: 'moved-here' }).slug).toBe('/guides/moved-here');
    expect(docPathInfo('guides/x.md', { slug: '/absolute/path' }).slug).toBe('/absolute/path');
    expect(docPathInfo('guides/x.md', { slug: '../up' }).slug).toBe('/up');
  });
  it('builds routes from the base path', () => {
    expect(routeFor('docs', '/1/Introduction')).toBe('/docs/1/Introduction');
    expect(routeFor('docs', '/')).toBe('/docs');
  });
});
