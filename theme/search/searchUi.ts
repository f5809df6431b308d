// The lazily loaded search chunk (import() from SearchProvider): nothing here is in a page's first visit.
export { SearchIndex } from '../../runtime/search/SearchIndex.js';
export { SearchDialog } from './SearchDialog.js';
export { SearchPageBody } from './SearchPageBody.js';
