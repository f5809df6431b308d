/** Up to `max` candidates nearest to `word` by edit distance (for "did you mean" hints). */
export function closest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const scored: { c: string; d: number }[] = [];
  const w = word.toLowerCase();
  for (const c of candidates) {
    const d = distance(w, c.toLowerCase());
    const limit = Math.max(3, Math.floor(Math.max(w.length, c.length) * 0.4));
    if (d <= limit || c.toLowerCase().endsWith(w) || w.endsWith(c.toLowerCase()))
      scored.push({ c, d });
  }
  return scored
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .slice(0, max)
    .map((s) => s.c);
}

export function distance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
