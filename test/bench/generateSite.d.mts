/** Writes a synthetic site of `pages` docs into `dir` (see generateSite.mjs). */
export function generateSite(dir: string, pages: number): void;
