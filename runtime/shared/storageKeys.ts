/**
 * One storage key per setting (SPEC §7), named as Docusaurus names them so existing preferences
 * carry over.
 */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcement: 'docusaurus.announcement.id',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  docsVersion: 'docs-preferred-version-default',
} as const;
