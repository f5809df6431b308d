// Page weight of a built site, gzip level 9: what a first visit of a page loads (HTML, CSS, every script it
// preloads or runs), and what each further page then costs (its chunk and the shared chunks the first visit
// did not load).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function htmlFile(build, route) {
  return path.join(build, decodeURI(route).replace(/^\//, ''), 'index.html');
}

/** Scripts and stylesheets a page's HTML names, as files of the build. */
function assetsOf(build, html) {
  const refs = (re) =>
    [...html.matchAll(re)].map((m) => path.join(build, decodeURI(m[1]).replace(/^\//, '')));
  // the entry preloads the page's other modules after the first paint, from the boot JSON's list
  const boot = /<script id="__tn_boot" type="application\/json">(.*?)<\/script>/.exec(html);
  const preload = (boot && JSON.parse(boot[1]).preload) ?? [];
  const js = new Set([
    ...refs(/<link rel="modulepreload" href="([^"]+)"/g),
    ...refs(/<script type="module" src="([^"]+)"/g),
    ...preload.map((href) => path.join(build, decodeURI(href).replace(/^\//, ''))),
  ]);
  return { js: [...js], css: refs(/<link rel="stylesheet" href="([^"]+)"/g) };
}

export function firstVisit(build, route) {
  const file = htmlFile(build, route);
  const html = fs.readFileSync(file, 'utf8');
  const { js, css } = assetsOf(build, html);
  return {
    js: js.reduce((n, f) => n + gz(f), 0),
    css: css.reduce((n, f) => n + gz(f), 0),
    html: gz(file),
    loaded: new Set(js),
  };
}

/** Median bytes of a further page after a first visit that loaded `loaded`. */
export function furtherPage(build, loaded) {
  const manifest = JSON.parse(fs.readFileSync(path.join(build, 'assets/routes.json'), 'utf8'));
  const sizes = Object.values(manifest.routes).map(([chunk]) => {
    const file = path.join(build, chunk);
    let bytes = gz(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from"\.\/(c\.[A-Z0-9]+\.js)"/g)) {
      const shared = path.join(path.dirname(file), m[1]);
      if (!loaded.has(shared)) bytes += gz(shared);
    }
    return bytes;
  });
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}

/** A blog post's route in the build (not a list, tag or archive page). */
export function blogPostRoute(build) {
  const manifest = JSON.parse(fs.readFileSync(path.join(build, 'assets/routes.json'), 'utf8'));
  return Object.keys(manifest.routes).find(
    (r) => /^\/blog\/.+/.test(r) && !/^\/blog\/(tags|archive|page|authors)(\/|$)/.test(r),
  );
}
