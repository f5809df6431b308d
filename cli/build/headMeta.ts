import type { HeadMeta } from './types.js';

/** A page's `keywords` and `image` front matter, as its <head> shows them (Docusaurus's SEO tags). */
export function headMeta(fm: Record<string, unknown>): HeadMeta | undefined {
  const keywords = Array.isArray(fm.keywords) ? fm.keywords.map(String) : undefined;
  const image = typeof fm.image === 'string' ? fm.image : undefined;
  return keywords?.length || image ? { keywords, image } : undefined;
}
