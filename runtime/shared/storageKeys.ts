/**
 * One storage key per setting (SPEC §7), named as Docusaurus names them where it uses one key, so
 * existing preferences carry over. The announcement dismissal is one key holding the id of the
 * dismissed bar (Docusaurus uses two), so a new bar id shows the bar again.
 */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismissed-id',
  docsVersion: 'docs-preferred-version-default',
} as const;

/** The key as stored: settings of sites sharing an origin are kept apart by the namespace. */
export const storageKey = (key: string, namespace: string): string =>
  namespace ? `${key}-${namespace}` : key;
