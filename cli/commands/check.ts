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
  /** One locale of a Docusaurus site's i18n.locales; every locale when unset. */
  locale?: string;
}): Promise<number> {
  let findings: TnError[] = [];
  let checked: Checked | null = null;
  try {
    const analyses = await analyzeLocales(o.siteDir, o.locale);
    for (const [i, a] of analyses.entries()) {
      const site = checkSite(a);
      checked = checked ? sumChecked(checked, site.checked) : site.checked;
      const found = [...site.findings];
      // the Markdown twins' links (issue 31), each reported once with its page's
      found.push(...checkTwins(a, site.findings).findings);
      // external URLs are requested once, from the first locale's pages
      if (i === 0) found.push(...(await checkExternal(a, { request: o.external })));
      // build stops at link errors before it renders; so does check, to report the same findings
      if (!found.some((f) => f.severity === 'error')) found.push(...(await renderAside(a)));
      findings.push(...found);
    }
    // a page a locale has no translation of is the default locale's file: reported once
    findings = onceEach(findings);
  } catch (e) {
    // an error that stops the analysis (bad config, bad MDX) is a finding like any other
    findings = findingsOf(e, o.format);
  }
  return report(findings, checked, o);
}

/** The site as `build` reads it: the locale asked for, or each of a Docusaurus site's locales. */
async function analyzeLocales(siteDir: string, locale: string | undefined): Promise<Analysis[]> {
  const reporter = createReporter(true);
  const alone = locale !== undefined; // as `build --locale` builds it
  const first = await analyze({ siteDir, production: true, reporter, locale, alone });
  const { i18n } = first.config;
  const others =
    locale === undefined && i18n ? i18n.locales.filter((l) => l !== i18n.defaultLocale) : [];
  const analyses = [first];
  for (const other of others)
    analyses.push(await analyze({ siteDir, production: true, reporter, locale: other }));
  return analyses;
}

const sumChecked = (a: Checked, b: Checked): Checked => ({
  pages: a.pages + b.pages,
  links: a.links + b.links,
  anchors: a.anchors + b.anchors,
});

/** The findings without repeats: the same code and message at the same place. */
function onceEach(findings: TnError[]): TnError[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = JSON.stringify([f.code, f.message, f.loc?.file, f.loc?.line, f.loc?.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
