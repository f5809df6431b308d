import { expect, test, urls } from './fixtures.js';

/**
 * Issue 30: `tn-docs serve --preview` serves every spelling of every route of the site, whatever
 * encodings the client accepts (it answered 404 for `/docs/6/Staking & Rewards` without gzip).
 */
function spellings(route: string): string[] {
  const plain = route.split('/').map(encodeURIComponent).join('/');
  // `&` left as it is, as the site's own links write it
  const amp = plain.replace(/%26/g, '&');
  const out = new Set<string>();
  for (const p of [plain, amp]) {
    if (p === '/') {
      out.add('/').add('/index.html');
      continue;
    }
    out
      .add(p)
      .add(p + '/')
      .add(p + '/index.html')
      .add(p + '/index');
  }
  return [...out];
}

function bootOf(html: string): { path: string; manifestUrl: string } | undefined {
  const json = /<script id="__tn_boot" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { path: string; manifestUrl: string }) : undefined;
}

test.describe('the preview server @build @desktop', () => {
  test('serves every spelling of every route, with and without compression', async ({
    request,
  }) => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
    test.setTimeout(120_000);
    const boot = bootOf(await (await request.get(`${urls.site}/`)).text())!;
    const manifest = (await (
      await request.get(new URL(boot.manifestUrl, urls.site + '/').href)
    ).json()) as {
      routes: Record<string, [string, string]>;
    };
    const routes = Object.keys(manifest.routes);
    expect(routes.length).toBeGreaterThan(20);
    // the routes the issue names are among them
    expect(routes).toContain('/docs/6/Staking & Rewards');
    expect(routes).toContain('/docs/8/Privacy & Protection');
    const failures: string[] = [];
    for (const route of routes) {
      for (const spelling of spellings(route)) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const r = await request.get(urls.site + spelling, {
            headers: { 'accept-encoding': encoding },
            maxRedirects: 0,
          });
          // the page itself, not the 404 page: its boot JSON names the route
          const path = bootOf(await r.text())?.path;
          if (r.status() !== 200 || path !== route)
            failures.push(`${spelling} (${encoding}): ${r.status()} ${path ?? 'no route'}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
