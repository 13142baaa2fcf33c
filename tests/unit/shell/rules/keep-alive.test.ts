// Keep-alive (spec 001 §2 "Kept alive means the screen keeps its state when the user navigates away
// and back"): which screens stay mounted, at most KEEP_ALIVE_MAX, least recently used dropped.
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX, visitKept } from '@/shell/rules/keep-alive.ts';

const keys = (list: Array<{ key: string }>) => list.map((k) => k.key);

describe('visitKept', () => {
  it('keeps a kept-alive screen, most recent first', () => {
    let kept = visitKept([], '/a', 'A', true);
    kept = visitKept(kept, '/b', 'B', true);
    expect(keys(kept)).toEqual(['/b', '/a']);
  });

  it('a screen that is not kept alive changes nothing', () => {
    const kept = visitKept([], '/a', 'A', true);
    expect(visitKept(kept, '/plain', 'P', false)).toEqual([{ key: '/a', value: 'A' }]);
  });

  it('a revisit moves the screen to the front with its current value, once', () => {
    let kept = visitKept([], '/a', 'A1', true);
    kept = visitKept(kept, '/b', 'B', true);
    kept = visitKept(kept, '/a', 'A2', true);
    expect(kept).toEqual([{ key: '/a', value: 'A2' }, { key: '/b', value: 'B' }]);
  });

  it('keeps at most 10, dropping the least recently used', () => {
    expect(KEEP_ALIVE_MAX).toBe(10);
    let kept = visitKept<string>([], '/s0', 's0', true);
    for (let i = 1; i <= 10; i++) kept = visitKept(kept, `/s${String(i)}`, `s${String(i)}`, true);
    expect(kept).toHaveLength(10);
    expect(keys(kept)).not.toContain('/s0');
    // /s1 was used again, so /s2 is the one dropped next
    kept = visitKept(kept, '/s1', 's1', true);
    kept = visitKept(kept, '/s11', 's11', true);
    expect(keys(kept)).toContain('/s1');
    expect(keys(kept)).not.toContain('/s2');
  });

  it('does not change the list it was given', () => {
    const before = visitKept([], '/a', 'A', true);
    visitKept(before, '/b', 'B', true);
    expect(keys(before)).toEqual(['/a']);
  });

  it('answers a list of its own for a screen that is not kept alive too, so a change to the answer leaves the given list alone', () => {
    const before = visitKept([], '/a', 'A', true);
    const after = visitKept(before, '/plain', 'P', false);
    expect(after).not.toBe(before);
    after.push({ key: '/x', value: 'X' });
    expect(keys(before)).toEqual(['/a']);
  });
});
