import fs from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { ACCELERATORS_ENV, parseAccelerators } from './util/accelerators.js';
import { CACHE_DIR_ENV } from './util/cacheDir.js';
import { attachFrames } from './util/attachFrames.js';
import { TnError, tnErrorsOf } from './util/errors.js';
import { formatError } from './util/formatError.js';
import { packageRoot } from './util/packageRoot.js';
import { userErrorOf } from './util/userErrorOf.js';
import { parseHost, parsePort } from './serve/listen.js';

const program = new Command();
const color = process.stdout.isTTY && !process.env.NO_COLOR;

/** A package tn-docs imports on demand (a command's code, ws, chokidar) that is not installed. */
function missingPackage(thrown: unknown): TnError | null {
  const e = thrown as NodeJS.ErrnoException | undefined;
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' && e?.code !== 'MODULE_NOT_FOUND') return null;
  const what = /Cannot find (?:package|module) '([^']+)'/.exec(e.message)?.[1] ?? e.message;
  return new TnError('PACKAGE_MISSING', `A package is not installed: ${what}.`, {
    hint: "Install it, or reinstall the project's dependencies (npm ci, pnpm install or yarn install).",
  });
}

function fail(thrown: unknown): never {
  const e = missingPackage(thrown) ?? userErrorOf(thrown) ?? thrown;
  attachFrames(tnErrorsOf(e) ?? []);
  process.stderr.write(formatError(e, color && process.stderr.isTTY) + '\n');
  process.exit(1);
}

const own = JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {
  version: string;
};

program
  .name('tn-docs')
  .description(
    'A static site generator for documentation and blogs: Markdown and MDX into server-rendered ' +
      'React pages. Runs a site with site.config.ts, or a Docusaurus 3 project as it is.',
  )
  .version(own.version, '-v, --version', 'print the version of tn-docs')
  .showSuggestionAfterError();

/** build, serve and check: every stage on the libraries alone (cli/util/accelerators.ts). */
const noAccelerators = () =>
  new Option(
    '--no-accelerators',
    'run every stage on the reference libraries alone (micromark, MDX, shiki, esbuild)',
  );

/** build, serve and check: where the site's cache lives (a CI job restores it from there). */
const cacheDirOption = () =>
  new Option(
    '--cache-dir <dir>',
    `the cache folder: compiled pages and what the last build kept (default: <site>/.tn-cache)`,
  ).env(CACHE_DIR_ENV);

// --no-accelerators, and TN_DOCS_ACCELERATORS checked before any command runs; --cache-dir made
// absolute (worker threads inherit both through the environment)
program.hook('preAction', (_program, command) => {
  const opts = command.opts<{ accelerators?: boolean; cacheDir?: string }>();
  if (opts.accelerators === false) process.env[ACCELERATORS_ENV] = 'none';
  if (opts.cacheDir) process.env[CACHE_DIR_ENV] = path.resolve(opts.cacheDir);
  try {
    parseAccelerators(process.env[ACCELERATORS_ENV]);
  } catch (e) {
    fail(e);
  }
});

program
  .command('init')
  .description('Create a new site (config, docs, a blog post, a sidebar, package.json) in a folder')
  .argument('[folder]', 'folder to create the site in; it must be new or empty', '.')
  .option('--title <title>', "the site's title (default: from the folder's name)")
  .action(async (folder: string, o: { title?: string }) => {
    try {
      const { dependencySpec, initSite } = await import('./init/init.js');
      const dir = path.resolve(folder);
      const files = await initSite({
        dir,
        title: o.title,
        dependency: dependencySpec(packageRoot(), own.version, dir),
        today: new Date().toISOString().slice(0, 10),
      });
      const shown = path.relative(process.cwd(), dir) || '.';
      const cd = shown === '.' ? '' : `cd ${JSON.stringify(shown)} && `;
      process.stdout.write(
        `Created a tn-docs site in ${shown} (${files.length} files).\n\n` +
          `  ${cd}npm install && npm start\n\n` +
          'runs it at http://127.0.0.1:3000; `npm run build` writes it into build/.\n',
      );
    } catch (e) {
      fail(e);
    }
  });

program
  .command('build')
  .description('Build the site into a folder of static files (build/)')
  .option('--site <dir>', 'site folder (site.config.ts or docusaurus.config.*)', '.')
  .addOption(noAccelerators())
  .addOption(cacheDirOption())
  .option('--out <dir>', 'output folder, relative to the site folder', 'build')
  .option(
    '--development',
    "use React's development build (shows hydration warnings) and keep drafts",
    false,
  )
  .option('--no-analytics', 'leave the analytics script out (e.g. for Lighthouse runs)')
  .option(
    '--locale <locale>',
    "build one locale of a Docusaurus site's i18n.locales alone, at the base URL (a domain per locale)",
  )
  .option('--quiet', 'print only errors (default when CI is set)', Boolean(process.env.CI))
  .action(
    async (o: {
      site: string;
      out: string;
      development: boolean;
      analytics: boolean;
      locale?: string;
      quiet: boolean;
    }) => {
      try {
        // each command's code is imported when it runs: the CLI bundle is split per command
        const { build } = await import('./commands/build.js');
        await build({
          siteDir: path.resolve(o.site),
          outDir: o.out,
          production: !o.development,
          analytics: o.analytics,
          quiet: o.quiet,
          locale: o.locale,
        });
      } catch (e) {
        fail(e);
      }
    },
  );

program
  .command('serve')
  .description(
    'Serve the site for authors: rebuild on save and update open pages (--preview: serve build/ as a CDN would)',
  )
  .option('--site <dir>', 'site folder', '.')
  .addOption(noAccelerators())
  .addOption(cacheDirOption())
  .option('--out <dir>', 'output folder to serve with --preview', 'build')
  .option('--preview', 'serve the built site without watching', false)
  .option('--open', 'open the site in the default browser', false)
  .option('--port <port>', 'port', '3000')
  .addOption(new Option('--host <host>', 'interface to listen on').default('127.0.0.1'))
  .option(
    '--react-development',
    "dev server: use React's development build in the browser (its warnings; slower updates)",
    false,
  )
  .option('--locale <locale>', "dev server: one locale of a Docusaurus site's i18n.locales")
  .action(
    async (o: {
      site: string;
      out: string;
      preview: boolean;
      open: boolean;
      reactDevelopment: boolean;
      port: string;
      host: string;
      locale?: string;
    }) => {
      try {
        const port = parsePort(o.port);
        const host = parseHost(o.host);
        if (!o.preview) {
          // React's production build renders a third faster; its development build only when asked for
          process.env.NODE_ENV = o.reactDevelopment ? 'development' : 'production';
          const { startDevServer } = await import('./serve/devServer.js');
          const server = await startDevServer({
            siteDir: path.resolve(o.site),
            port,
            host,
            reactDevelopment: o.reactDevelopment,
            locale: o.locale,
          });
          if (o.open) openBrowser(server.url);
          const stop = () => void server.close().then(() => process.exit(0));
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
          return;
        }
        const { preview } = await import('./serve/preview.js');
        await preview({
          dir: path.resolve(o.site, o.out),
          port,
          host,
          siteDir: path.resolve(o.site),
        });
      } catch (e) {
        fail(e);
      }
    },
  );

program
  .command('check')
  .description('Check links, anchors, assets and configuration; exit 1 on errors')
  .option('--site <dir>', 'site folder', '.')
  .addOption(noAccelerators())
  .addOption(cacheDirOption())
  .addOption(
    new Option('--format <format>', 'output format')
      .choices(['human', 'json', 'github'])
      .default('human'),
  )
  .option('--strict', 'fail on warnings too', false)
  .option('--external', 'also request external links', false)
  .option(
    '--locale <locale>',
    "check one locale of a Docusaurus site's i18n.locales (default: all)",
  )
  .action(
    async (o: {
      site: string;
      format: 'human' | 'json' | 'github';
      strict: boolean;
      external: boolean;
      locale?: string;
    }) => {
      try {
        const { runCheck } = await import('./commands/check.js');
        process.exitCode = await runCheck({
          siteDir: path.resolve(o.site),
          format: o.format,
          strict: o.strict,
          external: o.external,
          color,
          locale: o.locale,
        });
      } catch (e) {
        fail(e);
      }
    },
  );

/** `--open`: the platform's own opener; a failure to open is not worth failing the server for. */
function openBrowser(url: string): void {
  const cmd =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  void import('node:child_process').then(({ spawn }) => {
    spawn(cmd, [url], { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  });
}

await program.parseAsync(process.argv);
