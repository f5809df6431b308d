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
  it('reads no number prefix in a version or a date, as Docusaurus', () => {
    expect(stripNumberPrefix('1.0')).toEqual({ name: '1.0' });
    expect(stripNumberPrefix('7.0-foo')).toEqual({ name: '7.0-foo' });
    expect(stripNumberPrefix('2021-11-notes')).toEqual({ name: '2021-11-notes' });
    expect(docPathInfo('releases/1.0/02-upgrading-from-0.3.md')).toMatchObject({
      id: 'releases/1.0/upgrading-from-0.3',
      slug: '/releases/1.0/upgrading-from-0.3',
    });
  });
  it('compares a doc with its folder as written, number prefixes included', () => {
    expect(docPathInfo('data-source/1-data-source.md')).toMatchObject({
      id: 'data-source/data-source',
      slug: '/data-source/data-source',
      isIndex: false,
    });
    expect(docPathInfo('01-guides/01-guides.md')).toMatchObject({ slug: '/guides', isIndex: true });
    expect(docPathInfo('01-guides/guides.md').isIndex).toBe(false);
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
