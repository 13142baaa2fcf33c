import { describe, expect, it } from 'vitest';
import { resolveLayout } from '../../../src/routing/meta.ts';

describe('resolveLayout (spec 000 §2: layout by route meta or the layout query parameter)', () => {
  it('takes a valid query parameter over the meta', () => {
    expect(resolveLayout({ layout: 'default' }, 'cover')).toBe('cover');
    expect(resolveLayout({ layout: 'cover' }, 'iframe')).toBe('iframe');
  });
  it('ignores an unknown query value', () => {
    expect(resolveLayout({ layout: 'cover' }, 'evil')).toBe('cover');
  });
  it('falls back to the default layout', () => {
    expect(resolveLayout(undefined, null)).toBe('default');
    expect(resolveLayout({}, '')).toBe('default');
  });
});
