import { describe, expect, it } from 'vitest';
import { closest, distance } from '../../cli/util/closest.js';

describe('closest', () => {
  it('suggests the nearest candidates, nearest first', () => {
    expect(closest('guide/frist', ['guide/first', 'guide/second', 'intro'])).toEqual([
      'guide/first',
    ]);
    expect(closest('intro', ['api/intro', 'outro', 'intro'])).toEqual([
      'intro',
      'outro',
      'api/intro',
    ]);
    expect(closest('intr', ['intro', 'outro', 'api/intro'], 1)).toEqual(['intro']);
  });

  it('ignores case, and suggests a candidate that ends with the word', () => {
    expect(closest('INTRO', ['intro'])).toEqual(['intro']);
    expect(closest('setup', ['getting-started/installation-and-setup'])).toEqual([
      'getting-started/installation-and-setup',
    ]);
  });

  it('suggests nothing when nothing is near, and at most `max`', () => {
    expect(closest('validators', ['blog', 'api'])).toEqual([]);
    expect(closest('a', ['b', 'c', 'd', 'e'], 2)).toHaveLength(2);
    expect(closest('x', [])).toEqual([]);
  });

  it('measures edit distance', () => {
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('same', 'same')).toBe(0);
  });
});
