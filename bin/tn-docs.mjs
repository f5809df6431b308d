#!/usr/bin/env node
// The tn-docs command. It runs the CLI built into dist/ when the package was built (cli/buildPackage.mjs):
// nothing is bundled or written inside the package here. Plain JavaScript that any Node runs, so that
// an old Node or a broken install gets one clear line instead of a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function stop(message) {
  process.stderr.write(`tn-docs: ${message}\n`);
  process.exit(1);
}

// engines.node is '>=X.Y': compare before loading code that may use newer features
const [wantMajor, wantMinor] = pkg.engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor))
  stop(
    `needs Node ${pkg.engines.node.replace(/^>=\s*/, '')} or newer; this is Node ` +
      `${process.versions.node}. Install a current Node (https://nodejs.org) and run it again.`,
  );

const entry = path.join(root, 'dist', 'index.mjs');
if (!fs.existsSync(entry)) {
  const checkout = fs.existsSync(path.join(root, 'cli', 'buildPackage.mjs'));
  stop(
    checkout
      ? 'the CLI is not built yet: run `npm run build:package` (npm ci does it too).'
      : `the package is incomplete (${path.relative(process.cwd(), entry)} is missing): ` +
          'reinstall it (npm install tn-docs).',
  );
}

try {
  await import(pathToFileURL(entry).href);
} catch (e) {
  // a dependency that is not installed: a half-finished or pruned install
  if (e?.code === 'ERR_MODULE_NOT_FOUND' || e?.code === 'MODULE_NOT_FOUND') {
    const what = /Cannot find (?:package|module) '([^']+)'/.exec(e.message)?.[1] ?? e.message;
    stop(
      `a package tn-docs needs is not installed (${what}). Reinstall the project's ` +
        'dependencies (npm ci, pnpm install or yarn install) and run it again.',
    );
  }
  throw e;
}
