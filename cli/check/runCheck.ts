import { build } from '../build/build.js';
import { checkSite } from './checkSite.js';
import { report } from './report.js';

/** `tn-docs check`: builds the content graph (reusing the compile cache) and checks every link, anchor and asset. */
export async function runCheck(o: { siteDir: string; format: 'human' | 'json' | 'github'; strict: boolean; external: boolean; color: boolean }): Promise<number> {
  void o.external;
  const result = await build({ siteDir: o.siteDir, outDir: '.tn-cache/check-build', quiet: true, analytics: false });
  const findings = checkSite(result);
  return report(findings, { format: o.format, strict: o.strict, color: o.color });
}
