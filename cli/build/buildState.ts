/**
 * What a build keeps for the next one (issue 28): every page it rendered, stored in the cache folder
 * under the hash of everything the page was made from (see renderKeys.ts). A rebuild renders only the
 * routes whose key it has not stored and links the stored pages into its staging folder, so an
 * unchanged page costs a hard link, not a render and a write.
 *
 * The state holds no absolute path and no time of its own: a cache restored onto another clone, in
 * another folder, is used as it is. A cache it cannot trust is ignored with one line and rebuilt: one
 * from another version of tn-docs, an unreadable or truncated state file, a stored page whose size or
 * time no longer match (something wrote into the output in place), or a cache another build is using
 * at this moment.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { engineStamp } from '../util/engineStamp.js';
import { hash } from '../util/hash.js';
import type { FileReuse } from './writeFiles.js';
import { processAlive } from '../util/processAlive.js';
import { writeAside } from '../util/writeAside.js';

/** Bump when the layout of the state or the store changes. */
const FORMAT = 2;

/** A stored page: its size and modification time when it was stored, and the build that last used it. */
interface Stored {
  size: number;
  mtime: number;
  build: number;
}

interface StateFile {
  format: number;
  engine: string;
  /** Builds counted since the cache was made: entries unused for two builds are removed. */
  build: number;
  pages: Record<string, Stored>;
  /** Bundles kept (bundleCache.ts): key → the build that last used it. */
  bundles: Record<string, number>;
  /** The output folder (its hash) the files below are in, as the last build wrote them. */
  out?: string;
  /** Output path → its content's hash, size and time: what the last build wrote there. */
  files?: Record<string, [digest: string, size: number, mtime: number]>;
}

/**
 * Hard-links `from` to `to` (replacing it), or copies where a link cannot be made (another disk).
 * Synchronous, as the render stage's writes are: one call per page, thousands of them.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      fs.rmSync(to, { force: true });
      return linkOrCopy(from, to);
    }
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw e;
    fs.copyFileSync(from, to);
  }
}

const statOrNull = (file: string) => {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
};

export class BuildState {
  /** Pages used (reused or stored) by this build. */
  private readonly used = new Map<string, Stored>();
  private readonly made = new Set<string>();
  private readonly bundlesUsed = new Set<string>();
  /** What this build put in its output by writeFiles (see fileReuse). */
  private readonly files: NonNullable<StateFile['files']> = {};

  private constructor(
    private readonly dir: string,
    private readonly known: StateFile | null,
    private readonly lock: string | null,
    /** The output folder the build replaces (where the last build's files are). */
    private readonly outDir: string,
  ) {}

  /** Pages this build reused from the store, and pages it rendered. */
  get counts(): { reused: number; rendered: number } {
    return { reused: this.used.size - this.made.size, rendered: this.made.size };
  }

  /**
   * Opens the cache folder's build state. `log` hears the one line saying why a cache is not used.
   * A state that cannot be locked (another build holds it) is opened empty and stores nothing.
   */
  static async open(
    cacheDir: string,
    outDir: string,
    log: (line: string) => void,
  ): Promise<BuildState> {
    const dir = path.join(cacheDir, 'build-state');
    await fsp.mkdir(path.join(dir, 'pages'), { recursive: true });
    await fsp.mkdir(path.join(dir, 'bundles'), { recursive: true });
    const lock = path.join(dir, 'lock');
    if (!(await takeLock(lock))) {
      log('  another build is using the cache: this one renders every page and keeps none');
      return new BuildState(dir, null, null, outDir);
    }
    return new BuildState(dir, await readState(dir, log), lock, outDir);
  }

  private file(key: string): string {
    return path.join(this.dir, 'pages', `${key}.html`);
  }

  /** Links the page stored under `key` to `dest`; false when there is none that can be trusted. */
  reuse(key: string, dest: string): boolean {
    const stored = this.known?.pages[key];
    if (!stored || !this.lock) return false;
    const file = this.file(key);
    const stat = statOrNull(file);
    if (!stat || stat.size !== stored.size || stat.mtimeMs !== stored.mtime) return false;
    linkOrCopy(file, dest);
    this.used.set(key, stored);
    return true;
  }

  /** Stores the page just written at `src` under `key` (a link to it: no copy). */
  keep(key: string, src: string): void {
    if (!this.lock) return;
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.tmp`;
    linkOrCopy(src, tmp);
    fs.renameSync(tmp, file);
    const stat = fs.statSync(file);
    this.used.set(key, { size: stat.size, mtime: stat.mtimeMs, build: 0 });
    this.made.add(key);
  }

  /**
   * For writeFiles: a file whose bytes the last build into `outDir` wrote at the same path is linked
   * from there (it is still there: the new output replaces it only once complete), not written again.
   */
  fileReuse(): FileReuse {
    const outDir = this.outDir;
    const last = this.known?.out === hash(outDir) ? this.known.files : undefined;
    return {
      reuse: (name, content, dest) => {
        const rec = last?.[name];
        if (!rec || !this.lock || rec[0] !== hash(content, 24)) return false;
        const prev = path.join(outDir, name);
        const stat = statOrNull(prev);
        if (!stat || stat.size !== rec[1] || stat.mtimeMs !== rec[2]) return false;
        linkOrCopy(prev, dest);
        this.files[name] = rec;
        return true;
      },
      wrote: (name, content, dest) => {
        if (!this.lock) return;
        const stat = fs.statSync(dest);
        this.files[name] = [hash(content, 24), stat.size, stat.mtimeMs];
      },
    };
  }

  /** The folder of the bundle kept under `key`, if the state knows it; null otherwise. */
  bundle(key: string): string | null {
    if (!this.lock || this.known?.bundles[key] === undefined) return null;
    this.bundlesUsed.add(key);
    return path.join(this.dir, 'bundles', key);
  }

  /**
   * Keeps a bundle under `key`: `files` (output path → file just written) are linked into its folder,
   * `meta` is written beside them as meta.json. Returns nothing; a failure to keep is not the build's.
   */
  keepBundle(key: string, files: [string, string][], meta: unknown): void {
    if (!this.lock) return;
    const dir = path.join(this.dir, 'bundles', key);
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [name, src] of files) {
      const dest = path.join(dir, name);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      linkOrCopy(src, dest);
    }
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
    this.bundlesUsed.add(key);
  }

  /** False once a bundle could not be kept: the files it was made from are then not known. */
  private tracked = true;

  /**
   * Whether the files this build's bundles were made from are all known (see bundleDirs): a build
   * that cannot say must not let the next one skip as "nothing changed".
   */
  get complete(): boolean {
    return this.tracked && this.lock !== null;
  }

  untracked(): void {
    this.tracked = false;
  }

  /**
   * The search index's page entries (search/searchCache.ts): read when the state is trusted, written
   * when this build holds the lock.
   */
  searchCache(): { read: string | null; write: string | null } {
    const file = path.join(this.dir, 'search.json');
    return { read: this.known && this.lock ? file : null, write: this.lock ? file : null };
  }

  /** The folders of the bundles this build used. */
  get bundleDirs(): string[] {
    return [...this.bundlesUsed].map((key) => path.join(this.dir, 'bundles', key));
  }

  /**
   * After a successful build: records what it used, removes what neither it nor the build before it
   * used, and lets the next build in.
   */
  async commit(): Promise<void> {
    if (!this.lock) return;
    const build = (this.known?.build ?? 0) + 1;
    const pages: Record<string, Stored> = {};
    for (const [key, s] of Object.entries(this.known?.pages ?? {}))
      if (s.build >= build - 1) pages[key] = s;
    for (const [key, s] of this.used) pages[key] = { ...s, build };
    const bundles: Record<string, number> = {};
    for (const [key, b] of Object.entries(this.known?.bundles ?? {}))
      if (b >= build - 1) bundles[key] = b;
    for (const key of this.bundlesUsed) bundles[key] = build;
    const state: StateFile = {
      ...{ format: FORMAT, engine: engineStamp(), build, pages, bundles },
      ...{ out: hash(this.outDir), files: this.files },
    };
    const file = path.join(this.dir, 'state.json');
    await writeAside(file, JSON.stringify(state));
    await sweep(path.join(this.dir, 'pages'), (name) => name.slice(0, -5) in pages);
    await sweep(path.join(this.dir, 'bundles'), (name) => name in bundles);
    await this.release();
  }

  /** Lets the next build in without recording anything (a failed build). */
  async release(): Promise<void> {
    if (this.lock) await fsp.rm(this.lock, { force: true });
  }
}

/** Takes the state's lock, or takes over the lock of a build that died; false if a live build holds it. */
async function takeLock(lock: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fsp.writeFile(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = Number(await fsp.readFile(lock, 'utf8').catch(() => ''));
    if (holder > 0 && holder !== process.pid && processAlive(holder)) return false;
    await fsp.rm(lock, { force: true });
  }
  return false;
}

async function readState(dir: string, log: (line: string) => void): Promise<StateFile | null> {
  const file = path.join(dir, 'state.json');
  if (!fs.existsSync(file)) return null;
  let state: StateFile;
  try {
    state = JSON.parse(await fsp.readFile(file, 'utf8')) as StateFile;
    if (typeof state.pages !== 'object' || state.pages === null) throw new Error('no pages');
    if (typeof state.bundles !== 'object' || state.bundles === null) throw new Error('no bundles');
  } catch {
    log(`  the cache's build state (${file}) is unreadable: every page is rendered again`);
    return null;
  }
  if (state.format !== FORMAT || state.engine !== engineStamp()) {
    log('  the cache was written by another version of tn-docs: every page is rendered again');
    return null;
  }
  return state;
}

/** Removes what `keep` refuses from `dir` (and temporary files of builds that died). */
async function sweep(dir: string, keep: (name: string) => boolean): Promise<void> {
  const names = await fsp.readdir(dir);
  await Promise.all(
    names
      .filter((name) => name.endsWith('.tmp') || !keep(name))
      .map((name) => fsp.rm(path.join(dir, name), { recursive: true, force: true })),
  );
}
