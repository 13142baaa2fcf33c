import { describe, expect, it } from 'vitest';
import { type Embedding, iframeParamAllowed, LAYOUTS, originOf, resolveLayout } from '@/routing/meta.ts';

describe('resolveLayout (spec 000 §2: layout by route meta or the layout query parameter)', () => {
  it('takes a valid query parameter over the meta', () => {
    expect(resolveLayout({ layout: 'default' }, 'cover')).toBe('cover');
    expect(resolveLayout({ layout: 'iframe' }, 'default')).toBe('default');
  });
  it('ignores an unknown query value', () => {
    expect(resolveLayout({ layout: 'cover' }, 'evil')).toBe('cover');
  });
  it('falls back to the default layout', () => {
    expect(resolveLayout(undefined, null)).toBe('default');
    expect(resolveLayout({}, '')).toBe('default');
  });
});

// issue 15 finding 5: ?layout=iframe hides the header and Safe Exit only on a route the manifest marks
// iframe, and only when the page is framed by an allowed origin (a sibling app or the portal itself).
describe('?layout=iframe against clickjacking (issue 15 finding 5)', () => {
  const allowed = ['https://eis.bank.cn', 'https://bill.bank.cn'];
  const bySibling: Embedding = { framed: true, parentOrigin: 'https://bill.bank.cn', allowedOrigins: allowed };
  const byAttacker: Embedding = { framed: true, parentOrigin: 'https://evil.example', allowedOrigins: allowed };
  const topLevel: Embedding = { framed: false, allowedOrigins: allowed };
  const unknownParent: Embedding = { framed: true, allowedOrigins: allowed };

  it('is ignored on a route the manifest does not mark iframe, however it is framed', () => {
    for (const e of [bySibling, byAttacker, topLevel, unknownParent]) {
      expect(resolveLayout({ layout: 'default' }, 'iframe', e)).toBe('default');
      expect(resolveLayout({ layout: 'cover' }, 'iframe', e)).toBe('cover');
      expect(resolveLayout(undefined, 'iframe', e)).toBe('default');
    }
    expect(resolveLayout({}, 'iframe')).toBe('default');
  });

  it('is honoured on an iframe route framed by an allowed origin, and nowhere else', () => {
    expect(iframeParamAllowed({ layout: 'iframe' }, bySibling)).toBe(true);
    expect(iframeParamAllowed({ layout: 'iframe' }, byAttacker)).toBe(false);
    expect(iframeParamAllowed({ layout: 'iframe' }, topLevel)).toBe(false);
    expect(iframeParamAllowed({ layout: 'iframe' }, unknownParent)).toBe(false);
    expect(iframeParamAllowed({ layout: 'default' }, bySibling)).toBe(false);
  });

  it('reads origins from absolute URLs only', () => {
    expect(originOf('https://bill.bank.cn/eis-bill/x?y=1')).toBe('https://bill.bank.cn');
    expect(originOf('/relative')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
    expect(originOf('http://[')).toBeUndefined();
  });

  it('has no origin for a URL with an opaque one (a framing page it cannot name)', () => {
    for (const url of ['about:blank', 'data:text/html,<p>x</p>', 'file:///C:/page.html', 'blob:null/1a2b']) expect(originOf(url), url).toBeUndefined();
    expect(originOf('blob:https://bill.bank.cn/1a2b')).toBe('https://bill.bank.cn');
  });
});

// The layout parameter with the spec's values (spec 000 §2).
describe('the layout parameter (spec 000 §2: iframe, cover or default)', () => {
  it('is one of the three, and each of them wins over the route\'s meta (iframe: see issue 15 finding 5)', () => {
    expect(LAYOUTS).toEqual(['default', 'cover', 'iframe']);
    expect(resolveLayout({ layout: 'cover' }, 'default')).toBe('default');
    const framed = { framed: true, parentOrigin: 'https://bill.bank.cn', allowedOrigins: ['https://bill.bank.cn'] };
    expect(resolveLayout({ layout: 'iframe' }, 'iframe', framed)).toBe('iframe');
    expect(resolveLayout({ layout: 'default' }, 'iframe')).toBe('default');
    expect(resolveLayout({ layout: 'iframe' }, 'cover')).toBe('cover');
    expect(resolveLayout({ layout: 'iframe' }, '')).toBe('iframe');
  });
});
