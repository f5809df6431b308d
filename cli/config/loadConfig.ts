import fs from 'node:fs/promises';
import path from 'node:path';
import { exportsWithoutDefault } from '../util/exportsWithoutDefault.js';
import { TnError } from '../util/errors.js';
import { importModule } from '../util/importModule.js';
import { findDocusaurusConfig, loadDocusaurusConfig } from './loadDocusaurusConfig.js';
import type { SiteConfig, SiteConfigInput } from './types.js';
import { validateConfig } from './validateConfig.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

async function hasNativeConfig(siteDir: string): Promise<boolean> {
  try {
    await findConfigFile(siteDir);
    return true;
  } catch {
    return false;
  }
}

export async function findConfigFile(siteDir: string): Promise<string> {
  for (const name of CONFIG_NAMES) {
    const file = path.join(siteDir, name);
    try {
      await fs.access(file);
      return file;
    } catch {
      /* try the next name */
    }
  }
  throw new TnError('CONFIG_NOT_FOUND', `No site config found in ${siteDir}.`, {
    hint:
      'Run `tn-docs init` to start a new site here, pass --site DIR for a site elsewhere, or ' +
      `create ${CONFIG_NAMES[0]} exporting defineConfig({...}) (a Docusaurus project has ` +
      'docusaurus.config.js).',
  });
}

/** The site's config; `locale`: the locale of a Docusaurus site to build (its default locale if not given). */
export async function loadConfig(
  siteDir: string,
  cacheDir: string,
  locale?: string,
  /** The locale is built alone, at the site's baseUrl (see loadDocusaurusConfig). */
  alone = false,
): Promise<SiteConfig> {
  // site.config.ts is the native format; a Docusaurus project without one builds unchanged
  const docusaurus = await findDocusaurusConfig(siteDir);
  if (docusaurus && !(await hasNativeConfig(siteDir)))
    return loadDocusaurusConfig(siteDir, docusaurus, cacheDir, locale, alone);
  const configFile = await findConfigFile(siteDir);
  if (locale !== undefined && locale !== 'en')
    throw new TnError('LOCALE_UNKNOWN', `There is no locale '${locale}' in this site.`, {
      loc: { file: configFile },
      hint: "A site.config.ts site has one locale; locales are a Docusaurus site's i18n.locales.",
    });
  const source = await fs.readFile(configFile, 'utf8');
  const mod = (await importModule(configFile, cacheDir)) as { default?: SiteConfigInput };
  if (!mod.default) {
    const at = exportsWithoutDefault(source);
    throw new TnError(
      'CONFIG_INVALID',
      `site config has no default export${at.name ? ` (it exports '${at.name}' here)` : ''}.`,
      {
        loc: { file: configFile, line: at.line, column: at.column },
        frame: at.frame,
        hint: at.name
          ? `Make it the default: \`export default defineConfig({ ... })\`.`
          : 'Write `export default defineConfig({ ... })`.',
      },
    );
  }
  return validateConfig(mod.default, { siteDir, configFile, source });
}
