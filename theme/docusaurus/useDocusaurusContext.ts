/**
 * `@docusaurus/useDocusaurusContext` for pages written against Docusaurus: the site config's
 * public fields, read from the site data every page already has.
 */
import { useSite } from '../../runtime/context.js';

export default function useDocusaurusContext() {
  const { site } = useSite();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      customFields: site.customFields,
      titleDelimiter: site.titleDelimiter ?? '|',
      themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode },
    },
    siteMetadata: { docusaurusVersion: 'tn-docs', pluginVersions: {}, siteVersion: undefined },
    globalData: {},
    i18n: site.i18n
      ? {
          defaultLocale: site.i18n.defaultLocale,
          currentLocale: site.i18n.currentLocale,
          locales: site.i18n.locales,
          localeConfigs: site.i18n.localeConfigs,
        }
      : {
          defaultLocale: site.locale,
          currentLocale: site.locale,
          locales: [site.locale],
          localeConfigs: { [site.locale]: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
        },
    codeTranslations: site.i18n?.codeTranslations ?? {},
  };
}
