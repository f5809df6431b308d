/** Plural forms in Docusaurus's order: "One post|{count} posts" lists them so. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Docusaurus's usePluralForm().selectMessage: of `messages` ('One item|{count} items'), the one of
 * the locale's plural form for `count` (the last one given when there are fewer).
 */
export function selectPluralMessage(locale: string, count: number, messages: string): string {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const forms = [...rules.resolvedOptions().pluralCategories].sort(
    (a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b),
  );
  const parts = messages.split('|');
  return parts[Math.min(Math.max(forms.indexOf(rules.select(count)), 0), parts.length - 1)];
}
