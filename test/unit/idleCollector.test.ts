import { describe, expect, it } from 'vitest';
import { idleCollector } from '../../cli/serve/idleCollector.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A WeakRef to an array large enough for V8's large-object space, which only a full collection frees. */
function garbage(): WeakRef<number[]> {
  return new WeakRef(new Array<number>(2_000_000).fill(1));
}

describe('idleCollector', () => {
  it('collects once the delay has passed since the last touch, not before', async () => {
    const idle = idleCollector(300);
    const ref = garbage();
    idle.touch();
    await wait(100);
    idle.touch(); // more work: the collection moves on
    await wait(150);
    expect(ref.deref()).toBeDefined();
    await wait(400);
    expect(ref.deref()).toBeUndefined();
  });

  it('stop() cancels the pending collection', async () => {
    const idle = idleCollector(100);
    const ref = garbage();
    idle.touch();
    idle.stop();
    await wait(300);
    expect(ref.deref()).toBeDefined();
  });
});
