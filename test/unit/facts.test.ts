import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

interface Fact {
  id: string;
  value: string;
  source: string;
  pattern?: string;
  flags?: string;
}

const facts = (
  JSON.parse(fs.readFileSync(path.resolve('test/fixtures/facts.json'), 'utf8')) as { facts: Fact[] }
).facts;
// Text inside diagrams is content too (issue 32), so the SVGs are checked like the pages.
const pages = fg
  .sync([
    'content/docs/**/*.{md,mdx}',
    'content/pages/**/*.{md,mdx}',
    'content/static/img/**/*.svg',
  ])
  .map((f) => ({ file: f, text: fs.readFileSync(f, 'utf8') }));

describe('facts sheet (test/fixtures/facts.json)', () => {
  it('names a source for every fact', () => {
    for (const f of facts)
      expect(f.source, f.id).toMatch(/^treasurenetprotocol\/[\w.-]+(@[\w./-]+)?:/);
  });

  // every page that states one of these facts states it the same way
  for (const fact of facts.filter((f) => f.pattern)) {
    it(`${fact.id} is stated as "${fact.value}" everywhere`, () => {
      const re = new RegExp(fact.pattern!, (fact.flags ?? '').replace('g', '') + 'g');
      const wrong: string[] = [];
      const stated = new Map<string, string[]>();
      for (const page of pages) {
        for (const m of page.text.matchAll(re)) {
          if (m[1] === undefined) continue;
          const where = `${page.file}:${page.text.slice(0, m.index).split('\n').length}`;
          stated.set(m[1], [...(stated.get(m[1]) ?? []), where]);
          if (m[1] !== fact.value) wrong.push(`${where} says "${m[1]}"`);
        }
      }
      // two pages that state the fact differently fail even before the value is compared
      const versions = [...stated].map(([said, where]) => `"${said}" at ${where.join(', ')}`);
      expect(versions.length, versions.join('; ')).toBeLessThanOrEqual(1);
      expect(wrong).toEqual([]);
    });
  }

  it('is applied to the real content (every pattern matches some page)', () => {
    const unmatched = facts.filter(
      (f) => f.pattern && !pages.some((p) => new RegExp(f.pattern!, f.flags ?? '').test(p.text)),
    );
    expect(unmatched.map((f) => f.id)).toEqual([]);
  });
});
