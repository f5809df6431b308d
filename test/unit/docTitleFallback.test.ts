// A doc with neither a title nor a heading is titled by its file's name, as Docusaurus titles it;
// in a docs set (another version or instance) too, whose doc ids tn-docs prefixes with `set::`
// (gofiber/docs' storage MIGRATE pages were titled 'storage-version-redis_v3.x.x::MIGRATE').
import { describe, expect, it } from 'vitest';
import { finishGraph } from '../../cli/build/finishGraph.js';
import type { RawContent } from '../../cli/build/loadContent.js';
import type { SiteConfig } from '../../cli/config/types.js';

describe('the title of a doc without one', () => {
  it("is its file's name, without the docs set's prefix", () => {
    const doc = (id: string) => ({ id, route: `/${id}`, title: '' });
    const raw = {
      graph: {
        docs: [doc('guide/MIGRATE'), doc('storage-v3::MIGRATE')],
        posts: [],
        pages: [],
        redirects: [],
        staticFiles: [],
      },
      sidebarInput: {},
      categories: {},
      sets: [
        {
          set: { key: 'storage-v3', instance: 'storage', docs: { routeBasePath: 'storage' } },
          docs: [doc('MIGRATE')],
          sidebarInput: {},
          categories: {},
        },
      ],
    } as unknown as RawContent;
    const graph = finishGraph(raw, new Map(), { docs: null } as unknown as SiteConfig);
    expect(graph.docs.map((d) => d.title)).toEqual(['MIGRATE', 'MIGRATE']);
  });
});
