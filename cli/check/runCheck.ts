import { analyze } from '../build/analyze.js';
import { isTnError, TnErrorList, type TnError } from '../util/errors.js';
import { createReporter } from '../util/task.js';
import { checkSite, type Finding } from './checkSite.js';
import { checkExternal } from './checkExternal.js';
import { report } from './report.js';

function toFindings(e: unknown): Finding[] | null {
  const list: TnError[] = e instanceof TnErrorList ? e.errors : isTnError(e) ? [e] : [];
  if (!list.length) return null;
  return list.map((x) => ({
    severity: 'error',
    code: x.code,
    message: x.message,
    file: x.loc?.file,
    line: x.loc?.line,
    column: x.loc?.column,
    hint: x.hint,
  }));
}

/**
 * `tn-docs check`: reads and compiles the site (reusing the compile cache; nothing is bundled or rendered) and
 * checks every link, anchor and asset, the configuration catalogue of SPEC §8, and pages nothing links to.
 */
export async function runCheck(o: {
  siteDir: string;
  format: 'human' | 'json' | 'github';
  strict: boolean;
  external: boolean;
  color: boolean;
}): Promise<number> {
  let findings: Finding[];
  try {
    const a = await analyze({
      siteDir: o.siteDir,
      production: true,
      reporter: createReporter(true),
    });
    findings = checkSite(a);
    findings.push(...(await checkExternal(a, { request: o.external })));
  } catch (e) {
    const f = toFindings(e);
    if (!f) throw e;
    findings = f;
  }
  return report(findings, { format: o.format, strict: o.strict, color: o.color });
}
