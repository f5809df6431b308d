#!/usr/bin/env node
// The Treasurenet site's own gate, run by `npm test`: `tn-docs check` over the site (links, anchors,
// assets, configuration), then the originality check of its prose, which lives in the team's shared
// folder beside this checkout (../shared) and is run when that folder is there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

run([path.join(root, 'bin', 'tn-docs.mjs'), 'check']);
const originality = path.resolve(root, '..', 'shared', 'tools', 'originality', 'check.mjs');
if (fs.existsSync(originality)) run([originality, 'content']);
else process.stdout.write(`site gate: no originality checker at ${originality}; not run\n`);
