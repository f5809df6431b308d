import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: every temporary folder the tests make (copied fixtures, sites, the CLI's own
 * runs) goes under one folder for the run, removed when the run ends; they used to be left in the
 * system's temporary folder, a hundred or so a run.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-docs-tests-'));
  // open to every user, like the system's own temporary folder (a test runs the CLI as another user)
  fs.chmodSync(dir, 0o1777);
  // read by os.tmpdir() in the test processes, which start after this, and in the CLIs they run
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
