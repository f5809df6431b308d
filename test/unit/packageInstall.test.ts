// tn-docs installed the way users install it: packed with `npm pack`, added to a project with npm,
// pnpm (strict layout) or yarn, and run there with `npx tn-docs`. The Docusaurus project pins older versions
// of the unified/micromark/mdast family, React 18, ws 7 and chokidar 3 at its top level, as real
// Docusaurus 3 projects do, so tn-docs must run with whatever the host hoists. Needs the npm registry.
// TN_PACKAGE_TARBALL=<file.tgz> runs the same tests on a tarball made elsewhere (an older main).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const run = promisify(execFile);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const PNPM = ['--yes', 'pnpm@9.15.9'];
const YARN = ['--yes', 'yarn@1.22.22'];

/** Older releases than tn-docs' own, each allowed by the ranges tn-docs' dependencies declare. */
const OLDER_FAMILY = {
  'mdast-util-from-markdown': '2.0.2',
  micromark: '4.0.1',
  unified: '11.0.4',
  vfile: '6.0.2',
  'mdast-util-to-hast': '13.2.0',
  'hast-util-to-html': '9.0.5',
  'unist-util-visit': '5.0.0',
};

let work: string;
let tarball: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-install-'));
  if (process.env.TN_PACKAGE_TARBALL) {
    tarball = path.resolve(process.env.TN_PACKAGE_TARBALL);
    return;
  }
  const { stdout } = await run(NPM, ['pack', '--json', '--pack-destination', work], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  tarball = path.join(work, (JSON.parse(stdout) as { filename: string }[])[0].filename);
}, 300_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of the Docusaurus fixture as a project of its own, with a package.json. */
function docusaurusProject(name: string): string {
  const dir = path.join(work, name);
  fs.cpSync(path.join(ROOT, 'test', 'fixtures', 'docusaurus-project'), dir, {
    recursive: true,
    filter: (s) => !/[/\\](build|\.tn-cache|node_modules)$/.test(s),
  });
  const pkg = {
    name,
    private: true,
    dependencies: {
      'fixture-greeting': 'file:./packages/fixture-greeting',
      '@docusaurus/remark-plugin-npm2yarn': '3.10.2',
      'remark-math': '6.0.0',
      'rehype-katex': '7.0.1',
      react: '18.3.1',
      'react-dom': '18.3.1',
      ws: '7.5.10',
      chokidar: '3.6.0',
      ...OLDER_FAMILY,
    },
  };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  return dir;
}

async function sh(cmd: string, args: string[], cwd: string) {
  try {
    return await run(cmd, args, {
      cwd,
      env: { ...process.env, CI: '1', NO_COLOR: '1', npm_config_audit: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const err = e as Error & { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${err.stderr}\n${err.stdout}`, {
      cause: e,
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `tn-docs serve` in the project: waits for its address, fetches the pages, stops it. It runs in a
 * process group of its own, stopped whole: killing only npx, pnpm or yarn left the server they started
 * running after the tests (dozens of them on a machine that ran the suite a few times).
 */
async function serveSmoke(dir: string, exec: string[], pages: string[]): Promise<string[]> {
  const port = await freePort();
  const child = spawn(exec[0], [...exec.slice(1), 'serve', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let out = '';
  let url = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 90_000);
      child.stdout.on('data', () => {
        const m = /dev server: (\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1].replace(/\/$/, ''));
        }
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
    });
    const bodies: string[] = [];
    for (const p of pages) {
      const res = await fetch(url + p);
      expect(res.status, `${p}\n${out}`).toBe(200);
      bodies.push(await res.text());
    }
    return bodies;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM'); // the group: the package manager and the server it started
    } catch {
      // already gone
    }
    await exited;
    if (url)
      await expect
        .poll(() =>
          fetch(url).then(
            () => 'answering',
            () => 'stopped',
          ),
        )
        .toBe('stopped');
  }
}

/** The checks every installed copy must pass: build, check and serve in a Docusaurus project. */
async function docusaurusChecks(dir: string, exec: string[]) {
  // the install left tn-docs' package as it was packed: nothing is written into it
  const installed = fs.realpathSync(path.join(dir, 'node_modules', 'tn-docs'));
  const before = fs.readdirSync(installed).sort();
  const built = await sh(exec[0], [...exec.slice(1), 'build'], dir);
  expect(built.stderr).not.toMatch(/Internal error|\n\s+at .+:\d+:\d+/);
  const home = fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
  expect(home).toContain('<html');
  // the project's own React page rendered with tn-docs' React
  expect(
    fs.existsSync(path.join(dir, 'build', 'docs', 'intro.html')) ||
      fs.existsSync(path.join(dir, 'build', 'docs', 'intro', 'index.html')),
  ).toBe(true);
  await sh(exec[0], [...exec.slice(1), 'check'], dir);
  const [page] = await serveSmoke(dir, exec, ['/docs/intro']);
  expect(page).toMatch(/<h1[^>]*>/);
  expect(fs.readdirSync(installed).sort()).toEqual(before);
  expect(fs.existsSync(path.join(installed, 'node_modules', '.cache'))).toBe(false);
}

describe('tn-docs installed from its package', { timeout: 600_000 }, () => {
  it('runs build, check and serve in a Docusaurus 3 project installed with npm', async () => {
    const dir = docusaurusProject('docusaurus-npm');
    await sh(NPM, ['install', '--no-fund', '--no-audit'], dir);
    await sh(NPM, ['install', '--no-fund', '--no-audit', tarball], dir);
    // the older family is what the project hoisted
    const hoisted = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules/mdast-util-from-markdown/package.json'), 'utf8'),
    ) as { version: string };
    expect(hoisted.version).toBe(OLDER_FAMILY['mdast-util-from-markdown']);
    await docusaurusChecks(dir, [NPX, 'tn-docs']);
  });

  it('runs build, check and serve in a Docusaurus 3 project installed with pnpm', async () => {
    const dir = docusaurusProject('docusaurus-pnpm');
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    pkg.dependencies['tn-docs'] = `file:${tarball}`;
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
    await sh(NPX, [...PNPM, 'install', '--config.node-linker=isolated'], dir);
    await docusaurusChecks(dir, [NPX, ...PNPM, 'exec', 'tn-docs']);
  });

  it('runs build, check and serve in a Docusaurus 3 project installed with yarn', async () => {
    const dir = docusaurusProject('docusaurus-yarn');
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    pkg.dependencies['tn-docs'] = `file:${tarball}`;
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
    // a cache of this run's own: yarn's global one may hold another tarball of the same version
    const cache = path.join(work, 'yarn-cache');
    await sh(NPX, [...YARN, 'install', '--non-interactive', '--cache-folder', cache], dir);
    await docusaurusChecks(dir, [NPX, ...YARN, '--silent', 'tn-docs']);
  });

  it('makes a new site with `tn-docs init` that builds, checks and serves clean', async () => {
    const dir = path.join(work, 'native');
    fs.mkdirSync(dir);
    await sh(NPM, ['init', '-y'], dir);
    await sh(NPM, ['install', '--no-fund', '--no-audit', tarball], dir);
    fs.rmSync(path.join(dir, 'package.json'));
    fs.rmSync(path.join(dir, 'package-lock.json'));
    // init refuses a folder with files: node_modules alone is one
    const refused = await sh(NPX, ['tn-docs', 'init', '.'], dir).catch((e: Error) => e.message);
    expect(refused).toMatch(/is not empty \(node_modules\); nothing was written/);
    const site = path.join(dir, 'site');
    const made = await sh(NPX, ['tn-docs', 'init', 'site', '--title', 'Scratch Docs'], dir);
    expect(made.stdout).toContain('Created a tn-docs site');
    const exec = [NPX, 'tn-docs'];
    await sh(exec[0], [...exec.slice(1), 'build', '--site', site], dir);
    const checked = await sh(exec[0], [...exec.slice(1), 'check', '--strict', '--site', site], dir);
    expect(checked.stdout).toMatch(/0 errors, 0 warnings/);
    expect(fs.readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toContain(
      'Scratch Docs',
    );
    const [intro] = await serveSmoke(
      site,
      [process.execPath, path.join(dir, 'node_modules/tn-docs/bin/tn-docs.mjs')],
      ['/docs/intro'],
    );
    expect(intro).toContain('Introduction');
  });
});
