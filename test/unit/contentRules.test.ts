import fs from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

// Register rules for the site's prose (issue 14): the pages are the documentation, so they do not
// talk about "the sources", branches or commits; admonitions are for the reader's task, so at most
// one plain note per page; and every doc page carries real substance.

const MAX_PLAIN_NOTES = 1;
const MIN_DOC_WORDS = 150;

/** The page without front matter, fenced code blocks, import/export lines and HTML comments. */
export function prose(text: string): string {
  return text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^(?:import|export)\s[^\n]*$/gm, '');
}

/**
 * Number of `:::note` / `:::info` admonitions (tips, cautions, warnings and dangers are not
 * counted).
 */
export function plainNotes(text: string): number {
  return (prose(text).match(/^[ \t>]*:::(?:note|info)\b/gm) ?? []).length;
}

/** Words of prose: front matter, code blocks and admonition fences do not count. */
export function proseWords(text: string): number {
  const body = prose(text)
    .replace(/^[ \t>]*:::\w*.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
  return (body.match(/[A-Za-z0-9$][\w'’$.%-]*/g) ?? []).length;
}

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const REF = '`[\\w./-]+`';

/** Phrases that talk about the material behind the page instead of the subject itself. */
export const SOURCE_TALK: { rule: string; re: RegExp }[] = [
  { rule: '"the sources"', re: /\bthe sources\b/i },
  { rule: '"the public material"', re: /\bthe public material\b/i },
  { rule: '"the published page"', re: /\bthe published pages?\b/i },
  { rule: '"upstream"', re: /\bupstream\b/i },
  { rule: 'our build machine', re: /\bour build machine\b/i },
  { rule: 'a feature/… branch name', re: /\bfeature\/[\w.-]+/i },
  {
    rule: 'a named branch',
    re: new RegExp(
      `${REF}(?:,? (?:and |or )?${REF})* branch(?:es)?\\b|\\bbranch(?:es)? ${REF}`,
      'i',
    ),
  },
  {
    rule: 'branches of the docs or code',
    re: /\b(?:earlier|older|previous|newer|current|other|every|all|some|several|another) (?:documentation |docs |repository )?branch(?:es)?\b|\bbranch(?:es)? of (?:the |this |that )?[`\w-]+ repository\b/i,
  },
  {
    rule: 'commit talk',
    re: new RegExp(
      `\\bcommit \`?[0-9a-f]{7,40}\\b|\\b(?:first|latest|earlier|later|older|recent|initial|last) commits?\\b|\\bcommit (?:history|message)s?\\b|\\b(?:a|one|the) commit (?:in|on|from|of|that|which|dated)\\b|\\bcommit(?:ted)? (?:in|on) (?:${MONTH}|\\d{4})\\b`,
      'i',
    ),
  },
];

export function sourceTalk(text: string): string[] {
  const body = prose(text);
  const found: string[] = [];
  for (const { rule, re } of SOURCE_TALK) {
    const m = re.exec(body);
    if (m)
      found.push(
        `${rule}: "${m[0]}" (line ${body.slice(0, m.index).split('\n').length} of the prose)`,
      );
  }
  return found;
}

describe('content rules: each rule can fail', () => {
  it('counts plain notes but not tips, cautions, warnings or dangers', () => {
    const bad = ':::note\nOne.\n:::\n\nText.\n\n:::info Title\nTwo.\n:::\n';
    expect(plainNotes(bad)).toBe(2);
    expect(plainNotes(bad)).toBeGreaterThan(MAX_PLAIN_NOTES);
    expect(
      plainNotes(':::tip\na\n:::\n:::warning\nb\n:::\n:::danger\nc\n:::\n:::note\nd\n:::\n'),
    ).toBe(1);
    expect(plainNotes('```md\n:::note\n:::\n:::note\n:::\n```\n')).toBe(0);
  });

  it('flags source talk', () => {
    const bad = [
      'The sources do not say how long a period is.',
      'The public material does not give a seed list.',
      'The published page uses a different port.',
      'This follows the upstream Cosmos SDK.',
      'On our build machine the binary is 80 MB.',
      'The guide on feature/1.0.3 names another file.',
      'The `mainnet` branch lists another address.',
      'It exists on the `develop` and `testnet` branches only.',
      'The deployment record (branch `mainnet`) lists it.',
      'An older branch uses another chain id.',
      'Earlier branches of the docs repository give 9000.',
      'A commit in August 2025 added the check.',
      "The uploader's first commit processed one day.",
      'See commit 1a2b3c4d for the change.',
    ];
    for (const s of bad) expect(sourceTalk(s), s).not.toEqual([]);
  });

  it('leaves legitimate uses alone', () => {
    const good = [
      'Never commit the key file to a repository.',
      'The reply names the Git commit the binary was built from.',
      'The version is the latest tag, or the short commit hash when there is none.',
      'A ratio of exactly 1 meets the conditions of both formulas.',
      'Run the following:\n\n```bash\ngit checkout main  # the main branch\ngit log -1 --format=%H  # the commit\n```\n',
    ];
    for (const s of good) expect(sourceTalk(s), s).toEqual([]);
  });

  it('counts prose words without front matter, code blocks or link targets', () => {
    const page =
      '---\ntitle: A title with many words in it\n---\n\nOne two three [four](/docs/a/b/c).\n\n```bash\necho five six seven\n```\n\n:::tip\nfive\n:::\n';
    expect(proseWords(page)).toBe(5);
    const short = '---\ntitle: T\n---\n\n' + 'word '.repeat(MIN_DOC_WORDS - 1) + '\n';
    expect(proseWords(short)).toBeLessThan(MIN_DOC_WORDS);
    expect(proseWords(short + 'one more\n')).toBeGreaterThanOrEqual(MIN_DOC_WORDS);
  });
});

const pages = fg
  .sync(['content/docs/**/*.{md,mdx}', 'content/pages/**/*.{md,mdx}', 'content/blog/**/*.{md,mdx}'])
  .sort()
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('content rules: every page', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it(`carries at most ${MAX_PLAIN_NOTES} :::note/:::info admonition`, () => {
    const over = pages
      .filter((p) => plainNotes(p.text) > MAX_PLAIN_NOTES)
      .map((p) => `${p.file}: ${plainNotes(p.text)}`);
    expect(over).toEqual([]);
  });

  it('does not talk about sources, branches or commits', () => {
    const found = pages.flatMap((p) => sourceTalk(p.text).map((f) => `${p.file}: ${f}`));
    expect(found).toEqual([]);
  });

  it(`gives every doc page at least ${MIN_DOC_WORDS} words of prose`, () => {
    const short = pages
      .filter((p) => p.file.startsWith('content/docs/'))
      .map((p) => ({ file: p.file, words: proseWords(p.text) }))
      .filter((p) => p.words < MIN_DOC_WORDS)
      .map((p) => `${p.file}: ${p.words} words`);
    expect(short).toEqual([]);
  });
});

// The facts sheet's patterns must catch the claims they replace: each fact with an `oldClaim` is
// checked here, so a pattern that silently stops matching the old statement fails this test.
interface Fact {
  id: string;
  value: string;
  pattern?: string;
  flags?: string;
  oldClaim?: string;
  moreOldClaims?: string[];
}
const facts = (JSON.parse(fs.readFileSync('test/fixtures/facts.json', 'utf8')) as { facts: Fact[] })
  .facts;

describe('facts sheet: each pattern rejects the old claim it replaces', () => {
  const withOld = facts.filter((f) => f.pattern && f.oldClaim);
  it('covers the facts of issue 14', () => {
    expect(withOld.length).toBeGreaterThanOrEqual(15);
  });
  for (const f of withOld) {
    for (const claim of [f.oldClaim!, ...(f.moreOldClaims ?? [])]) {
      it(`${f.id} rejects: ${claim.replace(/\n/g, ' ')}`, () => {
        const re = new RegExp(f.pattern!, (f.flags ?? '').replace('g', '') + 'g');
        const wrong = [...claim.matchAll(re)].filter((m) => m[1] !== undefined && m[1] !== f.value);
        expect(wrong.length).toBeGreaterThan(0);
      });
    }
  }
});
