// The site data's docs instances (issue 27, gofiber/docs): every docs plugin instance and its
// versions, which @docusaurus/plugin-content-docs/client's hooks read in the browser.
import { describe, expect, it } from 'vitest';
import { siteData } from '../../cli/build/siteData.js';
import type { ContentGraph } from '../../cli/build/types.js';
import type { SiteConfig } from '../../cli/config/types.js';

const docsInstances = {
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

describe("the site data's docs instances", () => {
  it('groups the main docs and the docs sets by instance, each with its versions', () => {
    const config = {
      docs: { routeBasePath: 'next' },
      docsVersion: { name: 'current', label: 'Next', isLast: false },
      docsSets: [
        {
          key: 'v2',
          docs: { routeBasePath: '' },
          version: { name: 'v2', label: 'v2.x', isLast: true },
        },
        { key: 'contrib', instance: 'contrib', docs: { routeBasePath: 'contrib' } },
      ],
      navbar: {},
      colorMode: {},
      footer: {},
      storage: {},
      baseUrl: '/',
      searchPage: false,
      searchExamples: [],
    } as unknown as SiteConfig;
    const graph = {
      docs: [{ id: 'contrib::README' }],
      versions: [
        { name: 'current', label: 'Next', path: '/next', isLast: false, mainDocId: 'welcome' },
        { name: 'v2', label: 'v2.x', path: '/', isLast: true, mainDocId: 'v2::welcome' },
      ],
    } as unknown as ContentGraph;
    const data = siteData(config, graph, [], {
      manifestUrl: '/m.json',
      searchName: 's',
      analytics: false,
    });
    expect(data.docsInstances).toEqual(docsInstances);
  });
});
