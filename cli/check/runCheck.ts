import { analyze } from '../build/analyze.js';
import { tnErrorsOf, type TnError } from '../util/errors.js';
import { createReporter } from '../util/task.js';
import { checkExternal } from './checkExternal.js';
import { type Checked, checkSite } from './checkSite.js';
import { report } from './report.js';

/**
 * `tn-docs check`: reads and compiles the site (reusing the compile cache; nothing is bundled or
 * rendered) and checks every link, anchor and asset, the configuration catalogue of SPEC §8, and
 * pages nothing links to.
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
    findings.push(...(await checkExternal(a, { request: o.external })));
  } catch (e) {
    // an error that stops the analysis (bad config, bad MDX) is a finding like any other
    const list = tnErrorsOf(e);
    if (!list) throw e;
    findings = list;
  }
  return report(findings, checked, o);
}
