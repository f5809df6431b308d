/** `{name}` in a message, filled in. */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));

/**
 * The search dialog's and page's words in the locale built. Where Docusaurus's search theme has an
 * id that says the same (`theme.SearchModal.*`, `theme.SearchBar.*`, `theme.SearchPage.*`), its
 * translation from `@docusaurus/theme-translations` applies; the rest have tn-docs' own ids
 * (`tn.search.*`). A site translates any of them in its `code.json`. (No imports: the search page's
 * chunk takes this file alone, with the lookup its layout hands it.)
 */
/** The words, from a message lookup (`useMessage`'s; `(id, m) => m` gives the English ones). */
export function searchWords(t: (id: string, message: string) => string) {
  const failedTitle = t('theme.SearchModal.errorScreen.titleText', 'Search could not be loaded.');
  const noResults = t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for');
  return {
    label: t('theme.SearchModal.searchBox.searchInputLabel', 'Search the site'),
    placeholder: t('theme.SearchModal.placeholder', 'Search the site'),
    cancel: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
    recent: t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent searches'),
    clearRecent: t('tn.search.clearRecent', 'Clear'),
    results: t('tn.search.resultsLabel', 'Search results'),
    move: t('theme.SearchModal.footer.navigateText', 'to move'),
    open: t('theme.SearchModal.footer.selectText', 'to open'),
    close: t('theme.SearchModal.footer.closeText', 'to close'),
    /** The link to every result on the search page (Docusaurus's message may count them). */
    allResults: (count: number) => fill(t('theme.SearchBar.seeAll', 'All results'), { count }),
    tip: t('tn.search.tip', 'Search every page, section and code sample.'),
    tryExamples: t('tn.search.tryExamples', 'Try'),
    or: t('tn.search.or', 'or'),
    searching: t('tn.search.searching', 'Searching…'),
    loading: t('theme.SearchPage.fetchingNewResults', 'Loading search…'),
    failedTitle,
    failed: `${failedTitle} ${t('theme.SearchModal.errorScreen.helpText', 'Check your connection and try again.')}`,
    failedReload: `${failedTitle} ${t('tn.search.reload', 'Reload the page to try again.')}`,
    noResults,
    tipSpelling: t('tn.search.tipSpelling', 'Check the spelling, or try fewer or shorter words.'),
    tipTerm: t(
      'tn.search.tipTerm',
      'Search for a term the page would use: a command, an option, a setting.',
    ),
    browseFrom: t('tn.search.browseFrom', 'Or browse the guide from'),
    firstPage: t('tn.search.firstPage', 'its first page'),
    pageLabel: t('theme.SearchPage.inputLabel', 'Search the site'),
    pagePlaceholder: t('theme.SearchPage.inputPlaceholder', 'Search the site'),
    /** What the live region says of an answer: how many results, or none. */
    status: (total: number, query: string) =>
      total === 0
        ? `${noResults} ${query}`
        : fill(
            total === 1
              ? t('tn.search.oneResult', '1 result for {query}')
              : t('tn.search.results', '{count} results for {query}'),
            { count: total, query },
          ),
  };
}

export type SearchWords = ReturnType<typeof searchWords>;
