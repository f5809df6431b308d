import type { CompiledPage } from './compileMdx.js';

/** A page with no content: what is compiled from nothing, and the base of pages made another way. */
export const EMPTY_PAGE: Readonly<CompiledPage> = {
  code: '',
  toc: [],
  ids: [],
  links: [],
  assets: [],
  deps: [],
  problems: [],
  search: [],
};
