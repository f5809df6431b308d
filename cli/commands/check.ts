import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyze, type Analysis } from '../build/analyze.js';
import { writeSite } from './build.js';
import { TnError, tnErrorsOf } from '../util/errors.js';
import { userErrorOf } from '../util/userErrorOf.js';
import { createReporter } from '../util/task.js';
import { checkExternal } from '../check/checkExternal.js';
import { type Checked, checkSite } from '../check/checkSite.js';
import { checkTwins } from '../check/checkTwins.js';
import { report } from '../check/report.js';

/**
 * `tn-docs check`: everything `build` does except writing the output (issue 12): reads and compiles
 * the site (reusing the compile cache), checks every link, anchor and asset, the configuration
 * catalogue of SPEC §8 and pages nothing links to, then bundles and renders every page into a
 * throw-away folder, so a page that would fail the build fails the check. JSON and GitHub output are
 * produced whatever goes wrong.
 */
export async function runCheck(o: {
  siteDir: string;
  format: 'human' | 'json' | 'github';
  strict: boolean;
  external: boolean;
  color: boolean;
}): Promise<number> {
  let findings: TnError[];
  let checked: Checked | null = null;
  try {
    const a = await analyze({
      siteDir: o.siteDir,
      production: true,
      reporter: createReporter(true),
    });
    ({ findings, checked } = checkSite(a));
    // the Markdown twins' links (issue 31), each reported once with its page's
    findings.push(...checkTwins(a, findings).findings);
    findings.push(...(await checkExternal(a, { request: o.external })));
    // build stops at link errors before it renders; so does check, to report the same findings
    if (!findings.some((f) => f.severity === 'error')) findings.push(...(await renderAside(a)));
  } catch (e) {
    // an error that stops the analysis (bad config, bad MDX) is a finding like any other
    findings = findingsOf(e, o.format);
  }
  return report(findings, checked, o);
}

/** The render and emit stages of `build`, into a temporary folder that is removed afterwards. */
async function renderAside(a: Analysis): Promise<TnError[]> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'tn-check-'));
  try {
    const reporter = createReporter(true);
    await writeSite(a, { staging, production: true, analytics: true, reporter });
    return [];
  } catch (e) {
    const list = tnErrorsOf(e) ?? (userErrorOf(e) ? [userErrorOf(e)!] : null);
    if (!list) throw e;
    return list;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** What stopped the check, as findings; a bug in tn-docs too when the output is for a machine. */
function findingsOf(e: unknown, format: 'human' | 'json' | 'github'): TnError[] {
  const list = tnErrorsOf(e) ?? (userErrorOf(e) ? [userErrorOf(e)!] : null);
  if (list) return list;
  if (format === 'human') throw e; // printed with its stack by the CLI
  return [
    new TnError('INTERNAL', `Internal error: ${(e as Error)?.message ?? String(e)}`, {
      hint: 'This is a bug in tn-docs, not in your content. Please report it with the command you ran.',
    }),
  ];
}
